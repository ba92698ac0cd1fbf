import { planeEffects } from "../planes/plane-effects.js";
import { startedServices } from "../planes/compose-services.js";
import { localAliasDefined } from "../planes/plane-addresses.js";
import { forwardsPort } from "../planes/port-forwards.js";
import { pathContext, shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * Destructive operations on data and control planes — databases, key-value stores, queues and
 * search indices, migrations, object stores, clouds, clusters, hosting platforms, infrastructure
 * as code and package registries — decided by a model of each kind of system (`planes/`), with a
 * general verb rule for CLIs it does not know. Each asks: such operations are sometimes intended,
 * and a person should say yes first.
 */
export const planeRules: RuleSet = {
  category: "infrastructure",
  rules: [
    { id: "planes.sql-drop", decision: "ask", description: "Drops a database, schema, table, keyspace, collection, user or role (SQL, CQL, InfluxQL, the MongoDB shell), or anything with CASCADE." },
    { id: "planes.sql-truncate", decision: "ask", description: "Empties a table (TRUNCATE, INSERT OVERWRITE)." },
    { id: "planes.sql-delete-all", decision: "ask", description: "Deletes every row, document or node: DELETE without WHERE (or with an always-true one), deleteMany({}), MATCH (n) DELETE n." },
    { id: "planes.sql-update-all", decision: "ask", description: "Overwrites every row or document: UPDATE without WHERE, updateMany({}, …)." },
    { id: "planes.sql-alter-drop", decision: "ask", description: "Drops or empties a column or partition (ALTER TABLE … DROP COLUMN)." },
    { id: "planes.sql-revoke-all", decision: "ask", description: "Revokes every privilege (REVOKE ALL)." },
    { id: "planes.destructive-script", decision: "ask", description: "A database client runs a file whose content is not visible and whose name says it destroys data (psql -f drop_all.sql)." },
    { id: "planes.store-flush", decision: "ask", description: "Empties a whole store: Redis FLUSHALL/FLUSHDB, Memcached flush_all, every etcd or Consul key, a purged queue, stream, topic backlog or subscription (nats stream purge, XTRIM … MAXLEN 0, az storage message clear, pulsar skip_all, gcloud pubsub subscriptions seek), every search index." },
    { id: "planes.store-delete", decision: "ask", description: "Deletes keys in bulk, a topic, queue, stream, bucket or search index (kafka-topics --delete, etcdctl del --prefix, DELETE /index, POST …/_delete_by_query), deletes stream entries or log lines (XDEL, Loki and Prometheus deletion APIs), skips a consumer past unread records (kafka-consumer-groups --reset-offsets --to-latest --execute, rpk group seek --to end), shortens a retention until the service deletes what it holds, or collects deleted ML runs and artifacts for good on a shared store (mlflow gc --backend-store-uri postgresql://…)." },
    { id: "planes.store-files", decision: "ask", description: "Points a Redis server's dump at another directory or file (CONFIG SET dir|dbfilename), so its next save writes over files outside its data: the documented way an exposed Redis plants cron jobs and SSH keys." },
    { id: "planes.schema-reset", decision: "ask", description: "Resets or drops a database through a migration tool or ORM (prisma migrate reset, rails db:drop, manage.py flush, flyway clean, …)." },
    { id: "planes.cloud-delete", decision: "ask", description: "Deletes or terminates cloud or hosting resources (aws … delete-*/terminate-*, gcloud … delete, gcloud kms|secrets versions destroy, az … delete, firebase firestore:delete, railway down), through any client: the clouds' PowerShell modules (Remove-EC2Instance, Remove-AzResourceGroup, Remove-GceInstance, Request-KMSKeyDeletion), SDK calls in code (boto3 delete_table, new DeleteTableCommand(…)); or writes an image over a server's disk (hcloud server rebuild, az vm reimage), or removes a DynamoDB global table's replica." },
    { id: "planes.cluster-delete", decision: "ask", description: "Deletes a Kubernetes namespace, volumes, snapshots, CRDs, a data operator's resource (a Kafka topic, a database or broker cluster) or every resource of a kind, deletes a node with the pods it runs (outside a local development cluster), prunes what the manifests no longer name (kubectl apply --prune, argocd app sync --prune), or uninstalls a Helm release." },
    { id: "planes.capacity-zero", decision: "ask", description: "Takes a running service's capacity to zero on a remote platform: replicas, desired counts, node pools, scale sets, dynos or Machines set to 0 (kubectl scale --replicas=0, a patch or autoscaler capped at 0, aws ecs update-service --desired-count 0, aws autoscaling update-auto-scaling-group --max-size 0, eksctl scale nodegroup --nodes 0, gcloud container clusters resize --num-nodes 0, az aks scale --node-count 0, az aks stop, az vmss scale --new-capacity 0, heroku ps:scale web=0, fly scale count 0, nomad job scale JOB 0, docker service scale web=0). Scaling to a positive number, local development clusters (kind, minikube, k3d, Docker Desktop) and a namespace named for development or tests (-n dev) stay allowed." },
    { id: "planes.node-drain", decision: "ask", description: "Drains a cluster node with a switch that deletes what eviction keeps: its pods' emptyDir data (kubectl drain --delete-emptydir-data, --delete-local-data), pods no controller re-creates (--force), or pods past their disruption budgets (--disable-eviction). Cordoning and a plain drain stay allowed." },
    { id: "planes.cluster-protection-off", decision: "ask", description: "Removes a cluster's security control or makes it let everything through: an admission webhook or policy, a pod security policy, a Kyverno or Gatekeeper policy, an Istio access policy deleted, a webhook patched to failurePolicy: Ignore or a policy to audit only, a namespace's pod security enforcement label removed; every network policy, or one in production or kube-system, deleted. Local development clusters (kind, minikube, k3d, Docker Desktop) are exempt." },
    { id: "planes.remote-manifest", decision: "ask", description: "Sends a cluster manifests fetched from the network when the command runs, unreviewed (kubectl apply -f https://…, kubectl apply -k github.com/…//overlays/prod?ref=main)." },
    { id: "planes.bucket-delete", decision: "ask", description: "Deletes a bucket or object-store contents recursively (aws s3 rm --recursive, aws s3 rb, gsutil rm -r, rclone purge, bq rm, swift delete CONTAINER, Remove-S3Bucket, boto3's objects.all().delete()), or every object a listing returned, one key at a time (… | xargs aws s3api delete-object)." },
    { id: "planes.file-server-delete", decision: "ask", description: "Deletes files in bulk on a file server through a transfer client (smbclient deltree, lftp rm -r|mrm, an sftp batch removing a wildcard)." },
    { id: "planes.iac-destroy", decision: "ask", description: "Destroys managed infrastructure (terraform destroy, apply -destroy, pulumi destroy, cdk destroy, sam delete, serverless remove), or cuts resources out of its state (terraform state rm|push, pulumi state delete)." },
    { id: "planes.backup-delete", decision: "ask", description: "Deletes backups: snapshots, archives or backup sets (restic forget, borg delete|prune, duplicity remove-older-than --force, tarsnap -d, kopia snapshot delete, zfs rollback), a database's automated backups (aws rds modify-db-instance --backup-retention-period 0), or the system's own restore points (vssadmin delete shadows, wbadmin delete catalog, bcdedit /set recoveryenabled no, tmutil delete), or keeps the system from making them (tmutil disable, snapper-timeline.timer stopped, zfs set com.sun:auto-snapshot=false)." },
    { id: "planes.deletion-protection-off", decision: "ask", description: "Turns a resource's protection against deletion off (--no-deletion-protection, --no-disable-api-termination, az lock delete, pulumi state unprotect), or what keeps deleted data recoverable (bucket versioning suspended, soft delete off)." },
    { id: "planes.recovery-removed", decision: "ask", description: "Removes what data is recovered from after the next mistake, without deleting it yet: automated backups or point-in-time recovery turned off or kept for no time (aws dynamodb update-continuous-backups PointInTimeRecoveryEnabled=false, --snapshot-retention-limit 0, gcloud sql instances patch --no-backup, az sql db ltr-policy set P0W/P0M/P0Y, az backup protection disable), a backup vault's soft delete or immutability off, lifecycle rules that expire objects or their old versions (or read from a file), retention and holds lifted (--bypass-governance-retention, gsutil retention clear), or the lock that keeps infrastructure state consistent broken (terraform force-unlock, pulumi cancel)." },
    { id: "planes.http-delete", decision: "ask", description: "Sends an HTTP DELETE to a service beyond this machine, to a host held in a variable (curl -X DELETE $API_HOST/…), or to this machine once a bridge opened by the same command may make it a remote plane (kubectl proxy & curl -X DELETE localhost:8001/…)." },
    { id: "planes.destructive-subcommand", decision: "ask", description: "A CLI without a model here runs a destructive subcommand (delete, destroy, terminate, purge, empty, …) on what it manages, a purge, trim, skip or reset of a queue, topic, stream or offsets (topics clear-backlog, reset offset), or an emptying verb under its own confirmation switch (purge -f, reset --force)." },
    { id: "planes.publish", decision: "ask", description: "Publishes a package to a public registry, or unpublishes one (npm publish, cargo publish, twine upload, npm unpublish)." },
  ],
  invocation(invocation, context) {
    if (forwardsPort(invocation)) context.portForwarded = true;
    const started = startedServices(invocation, pathContext(invocation, context));
    if (started) for (const service of started) (context.composeServices ??= new Set()).add(service);
    const alias = localAliasDefined(invocation);
    if (alias !== undefined) (context.localAliases ??= new Set()).add(alias);
    const scripted = { portForwarded: context.portForwarded === true, ...(context.composeServices ? { composeServices: context.composeServices } : {}), ...(context.localAliases ? { localAliases: context.localAliases } : {}) };
    return planeEffects(invocation, scripted).map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(invocation)} ${effect.what}${via(invocation)}` }));
  },
};
