import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const docker = casesOf("docker");
const plain = { noVariants: true };

/**
 * The project's own compose volumes are its local development data: `down -v` of the compose
 * project in the working directory is a local reset, everyday work. Another project's volumes
 * (named by `-p`, a compose file or project directory elsewhere, a directory left by `cd`, another
 * engine) and volumes removed by name or all at once keep their decisions.
 */
export const COMPOSE_VOLUME_CASES: readonly CorpusCase[] = [
  docker.allow("docker compose down -v"),
  docker.allow("podman compose down -v"),
  docker.allow("podman-compose down --volumes"),
  docker.allow("nerdctl compose down -v --remove-orphans"),
  docker.allow("docker compose rm -fsv"),
  docker.allow("docker compose -f docker-compose.yml -f docker-compose.dev.yml down -v"),
  docker.allow("docker compose -p app down --volumes --remove-orphans"),
  docker.allow("docker compose --project-directory ./deploy/local down -v"),
  docker.allow("cd services/api && docker compose down -v"),
  docker.allow("docker --context default compose down -v"),
  docker.ask("docker compose -p billing down -v"),
  docker.ask("docker compose --project-name=billing down --volumes"),
  docker.ask("COMPOSE_PROJECT_NAME=billing docker compose down -v"),
  docker.ask("docker compose -f ../billing/docker-compose.yml down -v"),
  docker.ask("docker-compose -f /srv/stack/docker-compose.yml down --volumes"),
  docker.ask("podman-compose -p shop-prod down -v"),
  docker.ask("docker compose --project-directory ~/code/other down -v"),
  docker.ask("cd /srv/stack && docker compose down -v", plain),
  docker.ask("cd ../other-service && docker-compose down -v", plain),
  docker.ask("docker --context prod compose down -v"),
  docker.ask("docker -H ssh://deploy@prod.example.com compose down -v"),
  docker.ask("DOCKER_HOST=ssh://deploy@prod.example.com docker compose down -v"),
  docker.ask("podman --remote compose down -v"),
  docker.ask("podman --connection prod compose down --volumes"),
  docker.ask("ssh deploy@prod.example.com 'cd /srv/app && docker compose down -v'", plain),
  docker.ask("docker volume rm app_pgdata"),
  docker.deny("docker volume prune -a -f"),
  docker.deny("docker system prune --volumes -f"),
];

/**
 * Streams, topics, queues and logs emptied, trimmed or skipped on a broker or store, by each
 * system's documented verbs wherever they sit on the line; reading, listing, publishing and
 * consuming stay allowed.
 */
export const STREAM_CASES: readonly CorpusCase[] = [
  // NATS JetStream, with global connection options before the noun.
  planes.ask("nats --server nats://nats.prod.example.com:4222 stream purge ORDERS -f"),
  planes.ask("nats -s nats://nats.internal:4222 stream rm ORDERS -f"),
  planes.ask("nats --context prod str purge ORDERS --force"),
  planes.ask("nats stream rmm ORDERS 42 -f"),
  planes.ask("nats --creds ~/.nats/ops.creds kv rm CONFIG -f"),
  planes.ask("nats consumer rm ORDERS billing -f"),
  planes.allow("nats --server nats://nats.prod.example.com:4222 stream info ORDERS", plain),
  planes.allow("nats kv del CONFIG feature_x", plain),
  planes.allow("nats consumer next ORDERS worker --count 10", plain),
  // Redis streams, lists and queue keys.
  planes.ask("redis-cli -h cache.internal XTRIM events MAXLEN 0"),
  planes.ask("redis-cli -h cache.internal -a \"$REDIS_PASSWORD\" XTRIM events MAXLEN = 0"),
  planes.allow("redis-cli -h cache.internal XTRIM events MINID 1700000000000", plain),
  planes.allow("redis-cli -h cache.internal LTRIM recent:logins 0 99", plain),
  planes.ask("redis-cli -u redis://cache.internal:6379 LTRIM jobs 1 0"),
  planes.ask("redis-cli -h cache.internal XDEL events 1700000000000-0"),
  planes.ask("redis-cli -h cache.internal XGROUP DESTROY events workers"),
  planes.ask("redis-cli -h cache.internal XGROUP SETID events workers '$'"),
  planes.ask("redis-cli -h cache.internal ZREMRANGEBYSCORE delayed_jobs -inf +inf"),
  planes.ask("redis-cli -h cache.internal DEL queue:default"),
  planes.ask("valkey-cli -h cache.internal UNLINK bull:emails:wait"),
  planes.allow("redis-cli -h cache.internal XRANGE events - + COUNT 10", plain),
  planes.allow("redis-cli -h cache.internal XADD events MAXLEN '~' 1000 '*' type signup", plain),
  planes.allow("redis-cli -h cache.internal LLEN queue:default", plain),
  planes.allow("redis-cli -h cache.internal XGROUP SETID events workers 0", plain),
  planes.allow("redis-cli -h cache.internal DEL session:42", plain),
  // Kafka and Redpanda: records, offsets moved past unread records, retention of almost nothing.
  planes.ask("kafka-consumer-groups --bootstrap-server kafka:9092 --group billing --reset-offsets --to-latest --all-topics --execute"),
  planes.ask("kafka-consumer-groups.sh --bootstrap-server kafka:9092 --group billing --reset-offsets --to-datetime 2030-01-01T00:00:00.000 --topic orders --execute"),
  planes.ask("kafka-consumer-groups --bootstrap-server kafka:9092 --group billing --delete-offsets --topic orders"),
  planes.ask("kafka-streams-application-reset --application-id billing --bootstrap-servers kafka:9092"),
  planes.ask("kafkactl reset offset billing --topic orders --newest --execute"),
  planes.ask("kaf topic delete orders"),
  planes.ask("rpk -X brokers=redpanda.internal:9092 topic delete orders"),
  planes.ask("rpk group seek billing --to end"),
  planes.ask("rpk group delete billing"),
  planes.ask("rpk topic alter-config orders --set retention.ms=1"),
  planes.ask("confluent kafka topic delete orders --force"),
  planes.allow("kafka-consumer-groups --bootstrap-server kafka:9092 --group billing --reset-offsets --to-latest --topic orders --dry-run", plain),
  planes.allow("kafka-consumer-groups --bootstrap-server kafka:9092 --group billing --reset-offsets --to-earliest --topic orders --execute", plain),
  planes.allow("kafkactl reset offset billing --topic orders --oldest --execute", plain),
  planes.allow("rpk group seek billing --to start", plain),
  planes.allow("rpk -X brokers=redpanda.internal:9092 topic consume orders -n 10", plain),
  planes.allow("kafka-console-consumer --bootstrap-server kafka:9092 --topic orders --from-beginning --max-messages 10", plain),
  // Pulsar, RabbitMQ, ActiveMQ Artemis, job queues.
  planes.ask("pulsar-admin --admin-url http://pulsar.internal:8080 topics delete persistent://public/default/orders"),
  planes.ask("pulsar-admin topics clear-backlog persistent://public/default/orders -s billing"),
  planes.ask("pulsar-admin namespaces clear-backlog public/default --force"),
  planes.ask("pulsar-admin topics skip-all persistent://public/default/orders -s billing"),
  planes.ask("pulsar-admin topics truncate persistent://public/default/orders"),
  planes.ask("pulsarctl subscriptions expire --all --expire-time 0 persistent://public/default/orders"),
  planes.ask("rabbitmqadmin --host rabbit.internal queues purge --name orders"),
  planes.ask("rabbitmqctl -n rabbit@mq-prod-1 purge_queue orders"),
  planes.allow("rabbitmqctl -n rabbit@mq-prod-1 list_queues name messages", plain),
  planes.allow("aws sqs delete-message-batch --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders --entries file://received.json", plain),
  planes.allow("aws logs delete-retention-policy --log-group-name /aws/lambda/api", plain),
  planes.ask("artemis queue purge --name orders --url tcp://mq.internal:61616"),
  planes.ask("celery -A shop purge -f"),
  planes.ask("rq empty default --url redis://redis.internal:6379"),
  planes.ask("php artisan queue:clear redis --queue=emails --force"),
  planes.ask("php artisan horizon:clear"),
  planes.allow("php artisan queue:clear --env=local", plain),
  planes.allow("pulsar-admin --admin-url http://pulsar.internal:8080 topics stats persistent://public/default/orders", plain),
  planes.allow("pulsar-admin topics peek-messages persistent://public/default/orders -s billing -n 5", plain),
  planes.allow("rabbitmqadmin --host rabbit.internal queues list", plain),
  planes.allow("celery -A shop inspect active", plain),
  planes.allow("php artisan queue:work --once", plain),
  // Clouds' queues, streams and logs.
  planes.ask("aws sqs purge-queue --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders"),
  planes.ask("aws kinesis decrease-stream-retention-period --stream-name events --retention-period-hours 24"),
  planes.ask("aws logs put-retention-policy --log-group-name /aws/lambda/api --retention-in-days 1"),
  planes.ask("aws sqs set-queue-attributes --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders --attributes MessageRetentionPeriod=60"),
  planes.ask("gcloud pubsub subscriptions seek billing --time=$(date -u +%Y-%m-%dT%H:%M:%SZ)"),
  planes.ask("gcloud pubsub lite-subscriptions seek billing --location=us-central1 --starting-offset=end"),
  planes.ask("az storage message clear --queue-name orders --account-name shopqueues"),
  planes.ask("az servicebus queue delete --name orders --namespace-name shop-sb --resource-group shop"),
  planes.ask("oci streaming admin stream delete --stream-id ocid1.stream.oc1.iad.example --force"),
  planes.allow("aws sqs receive-message --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders", plain),
  planes.allow("aws sqs delete-message --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders --receipt-handle AQEBexample", plain),
  planes.allow("aws logs put-retention-policy --log-group-name /aws/lambda/api --retention-in-days 30", plain),
  planes.allow("aws kinesis increase-stream-retention-period --stream-name events --retention-period-hours 168", plain),
  planes.allow("gcloud pubsub subscriptions pull billing --auto-ack --limit 10", plain),
  planes.allow("az storage message peek --queue-name orders --account-name shopqueues", plain),
  // Log and metric stores over HTTP and their CLIs.
  planes.ask("curl -X POST \"http://loki.internal:3100/loki/api/v1/delete?query={app=\\\"api\\\"}&start=1700000000\"", plain),
  planes.ask("curl -X POST -g \"http://prometheus.internal:9090/api/v1/admin/tsdb/delete_series?match[]=up\"", plain),
  planes.ask("curl -X POST http://pulsar.internal:8080/admin/v2/persistent/public/default/orders/subscription/billing/skip_all", plain),
  planes.ask("logcli delete create --query='{app=\"api\"}' --start=2024-01-01T00:00:00Z"),
  planes.allow("logcli query '{app=\"api\"}' --since 1h", plain),
  planes.allow("curl -X POST -g \"http://localhost:9090/api/v1/admin/tsdb/delete_series?match[]=up\"", plain),
];

/**
 * Red-team of the plane models: data held by operators' custom resources, keys and secret versions
 * destroyed for good, retention shortened until the store deletes, and the switches that keep
 * deleted data recoverable turned off.
 */
export const PLANE_MODEL_CASES: readonly CorpusCase[] = [
  planes.ask("kubectl delete kafkatopic orders -n streaming"),
  planes.ask("kubectl delete kafka events-cluster -n kafka"),
  planes.ask("kubectl delete rabbitmqcluster rabbit -n messaging"),
  planes.ask("kubectl delete postgrescluster shop-db -n data"),
  planes.ask("kubectl delete volumesnapshot nightly-2024-06-01"),
  planes.ask("kubectl delete elasticsearch logging -n elastic"),
  planes.allow("kubectl get kafkatopics -n streaming", plain),
  planes.allow("kubectl describe rabbitmqcluster rabbit -n messaging", plain),
  planes.allow("kubectl delete pod rabbit-server-0 -n messaging", plain),
  planes.ask("gcloud kms keys versions destroy 3 --key=app --keyring=main --location=global"),
  planes.ask("gcloud secrets versions destroy 2 --secret=db-password"),
  planes.ask("gcloud logging buckets update _Default --location=global --retention-days=1"),
  // A disabled key version decrypts nothing until it is re-enabled (Cloud KMS, "Enable and disable key versions"): `planes.key-disabled`.
  planes.ask("gcloud kms keys versions disable 3 --key=app --keyring=main --location=global"),
  planes.allow("gcloud logging buckets update _Default --location=global --retention-days=30", plain),
  planes.ask("aws rds modify-db-instance --db-instance-identifier shop --backup-retention-period 0 --apply-immediately"),
  planes.allow("aws rds modify-db-instance --db-instance-identifier shop --backup-retention-period 7", plain),
  planes.ask("aws s3api put-bucket-versioning --bucket shop-assets --versioning-configuration Status=Suspended"),
  planes.ask("gsutil versioning set off gs://shop-assets"),
  planes.ask("gcloud storage buckets update gs://shop-assets --clear-soft-delete"),
  planes.ask("az storage blob service-properties delete-policy update --account-name shopdata --enable false"),
  planes.ask("az storage account blob-service-properties update --account-name shopdata -g shop --enable-delete-retention false"),
  planes.allow("aws s3api put-bucket-versioning --bucket shop-assets --versioning-configuration Status=Enabled", plain),
  planes.allow("gsutil versioning get gs://shop-assets", plain),
  planes.allow("az storage account blob-service-properties update --account-name shopdata -g shop --enable-delete-retention true --delete-retention-days 14", plain),
];

/** Every case of this round. */
export const PLANE_ROUND_11_CASES: readonly CorpusCase[] = [...COMPOSE_VOLUME_CASES, ...STREAM_CASES, ...PLANE_MODEL_CASES, planes.allow("docker compose down")];
