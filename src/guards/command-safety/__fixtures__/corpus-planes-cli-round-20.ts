import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const plain = { noVariants: true };

/**
 * The general model of command-line tools, by effect: subcommands of otherwise local tools that
 * reach a remote service (the Hugging Face Hub, CocoaPods Trunk, HCP Vagrant, PlatformIO's
 * registry, a Conan remote), a generic noun before a kind (`snow object drop warehouse`), and
 * verbs glued to their noun (nodetool(1)'s `clearsnapshot`, `removenode`, `assassinate`). Local
 * caches, downloads, uploads, listings, `nodetool snapshot|status|flush|repair` stay allowed.
 */
const GENERAL_MODEL: readonly CorpusCase[] = [
  // Hugging Face CLI reference (`hf repo delete`, `hf endpoints delete`; `hf cache delete` is the local cache).
  planes.ask("huggingface-cli repo delete acme/model --yes"),
  planes.ask("hf repo delete acme/model"),
  planes.ask("hf repo delete acme/sentiment-data --repo-type dataset"),
  planes.ask("hf repo delete --repo-type=space acme/demo"),
  planes.ask("hf repo branch delete acme/model experiment"),
  planes.ask("hf endpoints delete sentiment-prod"),
  planes.ask("ssh gpu1 hf repo delete acme/model", plain),
  planes.allow("huggingface-cli download acme/model"),
  planes.allow("hf download meta-llama/Llama-3.2-1B --local-dir ./models"),
  planes.allow("hf upload acme/model ./out"),
  planes.allow("hf upload acme/model ./checkpoints/final . --commit-message 'final weights'"),
  planes.allow("hf repo create acme/model --private"),
  planes.allow("hf repo tag delete acme/model v1.0-rc"),
  planes.allow("hf cache delete"),
  planes.allow("huggingface-cli delete-cache"),
  planes.allow("huggingface-cli scan-cache"),
  planes.allow("hf auth logout"),
  planes.allow("ollama rm llama3"),
  // CocoaPods Trunk (`pod trunk delete NAME VERSION` deletes a published version); its owners are membership.
  planes.ask("pod trunk delete AcmeKit 1.2.0"),
  planes.allow("pod trunk push AcmeKit.podspec"),
  planes.allow("pod trunk remove-owner AcmeKit old@acme.dev"),
  planes.allow("pod cache clean --all"),
  planes.allow("pod deintegrate"),
  // HCP Vagrant boxes (vagrant cloud box delete); local boxes and machines stay the container rules'.
  planes.ask("vagrant cloud box delete acme/dev-box"),
  planes.ask("vagrant cloud version delete acme/dev-box 1.0.0"),
  planes.allow("vagrant destroy -f"),
  planes.allow("vagrant box remove ubuntu/jammy64"),
  planes.allow("vagrant cloud search ubuntu"),
  // PlatformIO account and registry (pio account destroy, pio pkg unpublish); package uninstalls are local.
  planes.ask("pio account destroy"),
  planes.ask("pio pkg unpublish acme/sensor-lib@1.0.0"),
  planes.ask("platformio org destroy acme"),
  planes.allow("pio pkg uninstall -l bblanchon/ArduinoJson"),
  planes.allow("pio run -t upload"),
  // Conan 2: `conan remove PATTERN -r REMOTE` deletes from the remote server; without -r, the local cache.
  planes.ask("conan remove 'zlib/*' -r acme-remote -c"),
  planes.ask("conan remove 'openssl/3.1.0' --remote=conancenter -c"),
  planes.allow("conan remove 'zlib/*' -c"),
  planes.allow("conan install . --build=missing"),
  // Registries already modelled: yanks and unpublishes ask; owners removed and deprecations stay allowed.
  // cargo-yank(1): a yanked version stays downloadable for existing lockfiles and `--undo` restores it.
  planes.allow("cargo yank --version 1.0.1 acme-core"),
  planes.ask("gem yank acme -v 1.0.0"),
  planes.allow("cargo owner --remove alice acme-core"),
  planes.allow("npm deprecate acme@1.0.0 'use 2.x'"),
  // Snowflake CLI: `snow object drop TYPE NAME` drops a warehouse, database or table; only a store's own entry is one item.
  planes.ask("snow object drop warehouse REPORTING_WH -c prod"),
  planes.ask("snow object drop database ANALYTICS"),
  planes.ask("snow object drop table orders --database SHOP --schema PUBLIC"),
  planes.allow("snow object list warehouse"),
  planes.allow("snow object describe warehouse REPORTING_WH"),
  planes.allow("snow object create database name=SCRATCH --if-not-exists"),
  planes.allow("wrangler r2 object delete acme-assets/old-logo.png"),
  planes.allow("wrangler kv key delete --binding=CACHE stale-key"),
  planes.ask("wrangler r2 object delete acme-assets/old-logo.png --remote"),
  // Cassandra nodetool(1): glued verbs judged as their parts; snapshots are recovery points.
  planes.ask("nodetool clearsnapshot --all"),
  planes.ask("nodetool clearsnapshot -t nightly -- shop"),
  planes.ask("nodetool -h cass1 clearsnapshot --all"),
  planes.ask("nodetool removenode 1d2a3f4e-0000-1111-2222-333344445555"),
  planes.ask("nodetool removenode force"),
  planes.ask("nodetool assassinate 10.0.0.5"),
  planes.ask("kubectl exec cassandra-0 -- nodetool clearsnapshot --all", plain),
  planes.allow("nodetool status"),
  planes.allow("nodetool snapshot"),
  planes.allow("nodetool snapshot -t nightly shop"),
  planes.allow("nodetool listsnapshots"),
  planes.allow("nodetool flush shop orders"),
  planes.allow("nodetool repair -pr shop"),
  planes.allow("nodetool cleanup"),
  planes.allow("nodetool decommission --help"),
  // Glued verbs in tools this guard has no model of.
  planes.ask("scylla-admin dropkeyspace shop"),
  planes.ask("acmedb-cli deletebackup nightly-2024-01-01"),
  planes.ask("acmedb-cli purgequeue orders"),
  planes.allow("acmedb-cli clearscreen"),
  planes.allow("acmedb-cli removetrailingspaces notes.txt"),
];

/**
 * Message brokers (rabbitmqctl(8), rabbitmqadmin, Redpanda's rpk and cluster properties, Kafka's
 * kafka-acls and broker configs): users and nodes removed, access opened to everyone. Listing,
 * named users' grants, accounts with real passwords, topics created and stores flushed in the
 * project's own compose services stay allowed.
 */
const BROKERS: readonly CorpusCase[] = [
  planes.ask("rabbitmqctl delete_user billing-svc"),
  planes.ask("rabbitmqctl -n rabbit@mq1 delete_user billing-svc"),
  planes.ask("rabbitmqctl delete_vhost /prod"),
  planes.ask("rabbitmqctl forget_cluster_node rabbit@mq2"),
  planes.ask("rabbitmqctl forget_cluster_node --offline rabbit@mq2"),
  planes.ask("rabbitmqctl reset"),
  planes.ask("rabbitmqctl force_reset"),
  planes.ask("rabbitmqctl set_permissions -p / guest '.*' '.*' '.*'"),
  planes.ask("rabbitmqctl set_permissions -p /prod guest \".*\" \".*\" \".*\""),
  planes.ask("rabbitmqctl set_permissions --vhost=/prod guest '^$' '.*' '.*'"),
  planes.ask("rabbitmqctl set_user_tags deploy administrator"),
  planes.ask("rabbitmqctl add_user admin admin"),
  planes.ask("rabbitmqctl change_password guest guest"),
  planes.ask("rabbitmqctl eval 'application:set_env(rabbit, loopback_users, []).'"),
  planes.ask("rabbitmqadmin delete user name=billing-svc"),
  planes.ask("rabbitmqadmin delete queue name=orders"),
  planes.ask("rabbitmqadmin declare permission vhost=/ user=guest configure=.* write=.* read=.*"),
  planes.ask("rabbitmqadmin declare user name=ops password=Xk2-9fq tags=administrator"),
  planes.ask("ssh mq1 rabbitmqctl delete_vhost /prod", plain),
  planes.allow("rabbitmqctl list_users"),
  planes.allow("rabbitmqctl list_permissions -p /prod"),
  planes.allow("rabbitmqctl add_user billing-svc 'f7Q!t2mZ9wRk'"),
  planes.allow("rabbitmqctl set_permissions -p /prod billing-svc '^billing-.*' '^billing-.*' '^billing-.*'"),
  planes.allow("rabbitmqctl set_permissions -p /dev app '.*' '.*' '.*'"),
  planes.allow("rabbitmqctl set_user_tags billing-svc monitoring"),
  planes.allow("rabbitmqctl delete_user guest"),
  planes.allow("rabbitmqctl cluster_status"),
  planes.allow("rabbitmqadmin list queues name messages"),
  planes.allow("rabbitmqadmin declare queue name=orders durable=true"),
  planes.allow("rabbitmqadmin declare user name=billing-svc password=f7Q-t2mZ9wRk tags="),
  // Redpanda cluster properties and ACLs.
  planes.ask("rpk cluster config set enable_sasl false"),
  planes.ask("rpk cluster config set kafka_enable_authorization false"),
  planes.ask("rpk cluster config set admin_api_require_auth=false"),
  planes.ask("rpk cluster config set audit_enabled false -X brokers=rp1:9092"),
  planes.ask("rpk acl create --allow-principal 'User:*' --operation all --topic '*'"),
  planes.ask("rpk acl create --allow-principal=User:* --operation write --topic orders"),
  planes.ask("rpk security acl create --allow-principal 'User:*' --operation all --cluster"),
  planes.ask("rpk acl create --allow-principal User:ANONYMOUS --operation read --topic orders"),
  planes.ask("rpk redpanda config set redpanda.enable_sasl false"),
  planes.ask("rpk redpanda config set 'redpanda.kafka_api[0].authentication_method' none"),
  planes.allow("rpk redpanda config set redpanda.developer_mode true"),
  planes.allow("rpk cluster config set enable_sasl true"),
  planes.allow("rpk cluster config set log_retention_ms 604800000"),
  planes.allow("rpk cluster config get enable_sasl"),
  planes.allow("rpk acl list"),
  planes.allow("rpk acl create --allow-principal User:billing --operation read --topic orders"),
  planes.allow("rpk acl user create billing -p 'f7Q!t2mZ9wRk'"),
  planes.allow("rpk topic create orders -p 6 -r 3"),
  planes.allow("rpk topic describe orders"),
  // Kafka's kafka-acls and broker configs.
  planes.ask("kafka-acls --bootstrap-server b1:9092 --add --allow-principal User:* --operation All --topic '*'"),
  planes.ask("kafka-acls.sh --bootstrap-server b1:9092 --command-config admin.properties --add --allow-principal 'User:*' --operation Write --topic orders"),
  planes.ask("kafka-acls --bootstrap-server b1:9092 --add --allow-principal=User:ANONYMOUS --operation Read --group '*'"),
  planes.ask("kafka-configs --bootstrap-server b1:9092 --alter --entity-type brokers --entity-default --add-config allow.everyone.if.no.acl.found=true"),
  planes.allow("kafka-acls --bootstrap-server b1:9092 --list --topic orders"),
  planes.allow("kafka-acls --bootstrap-server b1:9092 --add --allow-principal User:billing --operation Read --topic orders"),
  planes.allow("kafka-acls --bootstrap-server b1:9092 --remove --allow-principal User:* --operation All --topic '*' --force"),
  planes.allow("kafka-topics --bootstrap-server b1:9092 --create --topic orders --partitions 6"),
  // A store or broker run as a service of the project's own compose file is the development copy.
  planes.allow("docker compose exec rabbitmq rabbitmqctl purge_queue test.events"),
  planes.allow("docker compose exec -T rabbitmq rabbitmqctl delete_queue test.events"),
  planes.allow("docker compose exec redis redis-cli FLUSHALL"),
  planes.allow("docker-compose exec redis redis-cli -n 1 flushdb"),
  planes.allow("docker compose exec redis sh -c 'redis-cli flushall'"),
  planes.allow("docker compose run --rm redis redis-cli -h redis flushall"),
  planes.allow("docker compose exec kafka-tools kafka-topics --bootstrap-server kafka:9092 --delete --topic test-events"),
  planes.allow("docker compose exec app redis-cli -h redis FLUSHDB"),
  planes.allow("docker compose exec kafka kafka-topics --bootstrap-server localhost:9092 --delete --topic test-events"),
  planes.allow("docker compose exec rabbitmq rabbitmqadmin purge queue name=test.events"),
  planes.ask("docker compose -p billing exec rabbitmq rabbitmqctl purge_queue orders"),
  planes.ask("docker compose -f docker-compose.prod.yml exec redis redis-cli flushall"),
  planes.ask("docker compose -f ../billing/compose.yaml exec redis redis-cli flushall"),
  planes.ask("DOCKER_HOST=tcp://mq.internal:2376 docker compose exec rabbitmq rabbitmqctl purge_queue orders", plain),
  planes.ask("docker -H tcp://mq.internal:2376 compose exec redis redis-cli flushall", plain),
  planes.ask("docker --context prod compose exec redis redis-cli flushall", plain),
  planes.ask("ssh app1 docker compose exec redis redis-cli flushall", plain),
  planes.ask("docker compose exec redis redis-cli -h cache.prod.internal flushall"),
  planes.ask("docker compose exec redis sh -c 'ssh cache1 redis-cli flushall'", plain),
  planes.ask("docker exec redis redis-cli flushall"),
  planes.ask("docker compose exec db psql -U app -c 'DROP DATABASE app'"),
  planes.ask("docker compose exec web python manage.py flush --no-input"),
];

/**
 * Kubernetes objects whose deletion deletes a cloud resource (Crossplane managed resources, AWS
 * Controllers for Kubernetes, Config Connector, Azure Service Operator), their deletion policies
 * turned back to delete, and Argo CD applications deleted with their resources (argocd CLI
 * reference, "App Deletion"). Reading them, the operators' own configuration, orphaning
 * deletes and removing the finalizer stay allowed.
 */
const OPERATORS: readonly CorpusCase[] = [
  planes.ask("kubectl delete rdsinstances.database.aws.crossplane.io prod-db"),
  planes.ask("kubectl delete rdsinstance prod-db"),
  planes.ask("kubectl delete instances.rds.aws.upbound.io orders-db"),
  planes.ask("kubectl delete buckets.s3.aws.upbound.io acme-assets"),
  planes.ask("kubectl delete dbinstances.rds.services.k8s.aws orders-db -n payments"),
  planes.ask("kubectl -n payments delete dbinstance/orders-db"),
  planes.ask("kubectl delete bucket.s3.services.k8s.aws acme-assets --wait=false"),
  planes.ask("kubectl delete sqlinstances.sql.cnrm.cloud.google.com main-sql -n config-connector"),
  planes.ask("kubectl delete storagebucket acme-assets -n config-connector"),
  planes.ask("kubectl delete flexibleservers.dbforpostgresql.azure.com pg-orders"),
  planes.ask("kubectl delete resourcegroups.resources.azure.com rg-shop"),
  planes.ask("kubectl delete managed --all"),
  planes.ask("oc delete dbcluster orders-aurora -n payments"),
  planes.ask("kubectl annotate dbinstance orders-db services.k8s.aws/deletion-policy=delete --overwrite"),
  planes.ask("kubectl annotate sqlinstance main-sql cnrm.cloud.google.com/deletion-policy-"),
  planes.ask("kubectl annotate flexibleserver pg-orders serviceoperator.azure.com/reconcile-policy=manage --overwrite"),
  planes.ask("kubectl patch rdsinstance prod-db --type merge -p '{\"spec\":{\"deletionPolicy\":\"Delete\"}}'"),
  planes.ask("kubectl patch dbinstance orders-db --type merge --patch '{\"metadata\":{\"annotations\":{\"services.k8s.aws/deletion-policy\":\"delete\"}}}'"),
  planes.allow("kubectl get rdsinstances.database.aws.crossplane.io"),
  planes.allow("kubectl get managed"),
  planes.allow("kubectl describe dbinstance orders-db -n payments"),
  planes.allow("kubectl delete providerconfig default"),
  planes.allow("kubectl delete providerconfigs.aws.upbound.io default"),
  planes.allow("kubectl annotate dbinstance orders-db services.k8s.aws/deletion-policy=retain --overwrite"),
  planes.allow("kubectl annotate sqlinstance main-sql cnrm.cloud.google.com/deletion-policy=abandon"),
  planes.allow("kubectl annotate flexibleserver pg-orders serviceoperator.azure.com/reconcile-policy=detach-on-delete"),
  planes.allow("kubectl patch rdsinstance prod-db --type merge -p '{\"spec\":{\"deletionPolicy\":\"Orphan\"}}'"),
  planes.allow("kubectl delete pod web-7d9f -n webapp"),
  planes.allow("kubectl delete deployment preview-482 -n webapp"),
  // Argo CD applications: cascade is the default; --cascade=false only forgets the record.
  planes.ask("argocd app delete payments"),
  planes.ask("argocd app delete payments -y"),
  planes.ask("argocd app delete payments --cascade"),
  planes.ask("argocd app delete payments --cascade=true --propagation-policy foreground"),
  planes.ask("argocd --server argocd.acme.dev app delete payments -y"),
  planes.ask("argocd appset delete previews -y"),
  planes.ask("kubectl delete application payments -n argocd"),
  planes.ask("kubectl delete applications.argoproj.io payments -n argocd"),
  planes.ask("kubectl patch app payments -n argocd --type merge -p '{\"metadata\":{\"finalizers\":[\"resources-finalizer.argocd.argoproj.io\"]}}'"),
  planes.ask("kubectl patch app payments -n argocd --type merge -p '{\"metadata\":{\"finalizers\":[\"resources-finalizer.argocd.argoproj.io\"]}}' && kubectl delete app payments -n argocd", plain),
  planes.allow("argocd app delete preview-pr-482 --cascade=false -y"),
  planes.allow("argocd app delete preview-pr-482 -y --cascade=false"),
  planes.allow("argocd account delete-token --account ci-bot 0f1e2d3c"),
  planes.allow("argocd account delete-token 0f1e2d3c"),
  planes.allow("argocd app list"),
  planes.allow("argocd app sync payments"),
  planes.allow("argocd app diff payments"),
  planes.allow("kubectl patch app preview-pr-482 -n argocd --type json -p '[{\"op\":\"remove\",\"path\":\"/metadata/finalizers\"}]'"),
  planes.allow("kubectl get applications -n argocd"),
  // Flux: a Kustomization deleted garbage-collects what it applied (spec.prune); a HelmRelease deleted uninstalls the release.
  planes.ask("kubectl delete kustomization apps -n flux-system"),
  planes.ask("kubectl delete ks apps -n flux-system"),
  planes.ask("kubectl delete helmrelease podinfo -n apps"),
  planes.ask("flux delete kustomization apps --silent"),
  planes.allow("kubectl get kustomizations -A"),
  planes.allow("flux reconcile kustomization apps --with-source"),
  planes.allow("flux suspend helmrelease podinfo -n apps"),
];

/**
 * DNS records deleted through change batches (Route 53's ChangeResourceRecordSets actions CREATE,
 * DELETE, UPSERT; `gcloud dns record-sets import --delete-all-existing`) and the other providers'
 * record deletes. UPSERT and CREATE batches and listings stay allowed.
 */
const DNS: readonly CorpusCase[] = [
  planes.ask("aws route53 change-resource-record-sets --hosted-zone-id Z0123 --change-batch '{\"Changes\":[{\"Action\":\"DELETE\",\"ResourceRecordSet\":{\"Name\":\"api.acme.dev\",\"Type\":\"A\",\"TTL\":300,\"ResourceRecords\":[{\"Value\":\"203.0.113.7\"}]}}]}'"),
  planes.ask("aws route53 change-resource-record-sets --hosted-zone-id=Z0123 --change-batch='{\"Changes\":[{\"Action\": \"DELETE\",\"ResourceRecordSet\":{\"Name\":\"www.acme.dev\",\"Type\":\"CNAME\"}}]}'"),
  planes.ask("aws route53 change-resource-record-sets --hosted-zone-id Z0123 --change-batch file://delete-records.json"),
  planes.ask("printf '%s' '{\"Changes\":[{\"Action\":\"DELETE\",\"ResourceRecordSet\":{\"Name\":\"old.acme.dev\",\"Type\":\"A\"}}]}' > batch.json && aws route53 change-resource-record-sets --hosted-zone-id Z0123 --change-batch file://batch.json", plain),
  planes.ask("gcloud dns record-sets delete api.acme.dev. --type=A --zone=acme"),
  planes.ask("gcloud dns record-sets import zone.yaml --zone=acme --delete-all-existing"),
  planes.ask("gcloud dns record-sets transaction remove --zone=acme --name=www.acme.dev. --type=A --ttl=300 203.0.113.7"),
  planes.allow("gcloud dns record-sets transaction add --zone=acme --name=www.acme.dev. --type=A --ttl=300 203.0.113.7"),
  planes.allow("gcloud dns record-sets transaction start --zone=acme"),
  planes.ask("az network dns record-set a delete -g dns -z acme.dev -n api --yes"),
  planes.ask("doctl compute domain records delete acme.dev 12345678 --force"),
  planes.allow("aws route53 change-resource-record-sets --hosted-zone-id Z0123 --change-batch '{\"Changes\":[{\"Action\":\"UPSERT\",\"ResourceRecordSet\":{\"Name\":\"api.acme.dev\",\"Type\":\"A\",\"TTL\":300,\"ResourceRecords\":[{\"Value\":\"203.0.113.7\"}]}}]}'"),
  planes.allow("aws route53 change-resource-record-sets --hosted-zone-id Z0123 --change-batch '{\"Changes\":[{\"Action\":\"CREATE\",\"ResourceRecordSet\":{\"Name\":\"new.acme.dev\",\"Type\":\"CNAME\"}}]}'"),
  planes.allow("aws route53 change-resource-record-sets --hosted-zone-id Z0123 --change-batch file://upsert-api.json"),
  planes.allow("printf '%s' '{\"Changes\":[{\"Action\":\"UPSERT\",\"ResourceRecordSet\":{\"Name\":\"api.acme.dev\",\"Type\":\"A\"}}]}' > batch.json && aws route53 change-resource-record-sets --hosted-zone-id Z0123 --change-batch file://batch.json", plain),
  planes.allow("aws route53 list-resource-record-sets --hosted-zone-id Z0123"),
  planes.allow("gcloud dns record-sets list --zone=acme"),
  planes.allow("gcloud dns record-sets import zone.yaml --zone=acme"),
  planes.allow("doctl compute domain records list acme.dev"),
];

/**
 * The Stripe CLI in live mode (`--live`, a live key): objects deleted, subscriptions cancelled,
 * invoices voided, refunds, payouts and transfers created. Test mode (the CLI's default),
 * listening and triggering stay allowed.
 */
const PAYMENTS: readonly CorpusCase[] = [
  planes.ask("stripe subscriptions cancel sub_1Nxyz --live"),
  planes.ask("stripe customers delete cus_Nxyz --live"),
  planes.ask("stripe products delete prod_Nxyz --live"),
  planes.ask("stripe --live prices delete price_1Nxyz"),
  planes.ask("stripe refunds create --charge ch_3Nxyz --live"),
  planes.ask("stripe refunds create --payment-intent pi_3Nxyz --live"),
  planes.ask("stripe payouts create --amount 500000 --currency usd --live"),
  planes.ask("stripe invoices void in_1Nxyz --live"),
  planes.ask("stripe payment_intents cancel pi_3Nxyz --live"),
  planes.ask("stripe customers delete cus_Nxyz --api-key sk_live_51Habc", plain),
  planes.ask("STRIPE_API_KEY=rk_live_51Habc stripe subscriptions cancel sub_1Nxyz", plain),
  planes.ask("stripe customers delete cus_Nxyz --api-key \"$STRIPE_LIVE_SECRET_KEY\"", plain),
  planes.ask("stripe delete /v1/customers/cus_Nxyz --live"),
  planes.ask("stripe post /v1/refunds -d charge=ch_3Nxyz --live"),
  planes.ask("stripe post /v1/invoices/in_1Nxyz/void --live"),
  planes.allow("stripe customers delete cus_x"),
  planes.allow("stripe subscriptions cancel sub_1Nxyz"),
  planes.allow("stripe refunds create --charge ch_3Nxyz"),
  planes.allow("stripe customers delete cus_Nxyz --api-key sk_test_51Habc", plain),
  planes.allow("stripe delete /v1/customers/cus_Nxyz"),
  planes.allow("stripe listen --forward-to localhost:3000/api/webhooks"),
  planes.allow("stripe listen --live --forward-to localhost:3000/api/webhooks"),
  planes.allow("stripe trigger payment_intent.succeeded"),
  planes.allow("stripe customers list --live --limit 10"),
  planes.allow("stripe customers retrieve cus_Nxyz --live"),
  planes.allow("stripe logs tail --live"),
  planes.allow("stripe post /v1/customers -d email=ada@acme.dev --live"),
];

/** Round 20 of the planes family: the general CLI model, brokers, cloud-managing operators, DNS, live payments. */
export const PLANE_CLI_ROUND_20_CASES: readonly CorpusCase[] = [...GENERAL_MODEL, ...BROKERS, ...OPERATORS, ...DNS, ...PAYMENTS];
