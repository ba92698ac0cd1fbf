import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const plain = { noVariants: true } as const;

/**
 * Destructive SQL reaching a data platform through its own CLI or API (Databricks CLI `api` and
 * the Databricks SQL CLI, Snowflake CLI and SnowSQL, bq, Trino, ClickHouse, DuckDB, Athena and
 * Redshift Data API), and a whole destructive statement handed to a program no model knows; with
 * reads, filtered deletes, labels (commit and issue titles, migration names) and text written to
 * the project's files.
 */
export const DATA_PLATFORM_SQL_CASES: readonly CorpusCase[] = [
  planes.ask(`databricks sql "DROP DATABASE x CASCADE"`),
  planes.ask(`databricks api post /api/2.0/sql/statements --json '{"statement":"DROP TABLE main.sales.orders","warehouse_id":"abc"}'`),
  planes.ask(`databricks api post /api/2.0/sql/statements --json='{"warehouse_id":"abc","statement":"TRUNCATE TABLE main.sales.orders"}'`),
  planes.ask(`databricks statement-execution execute-statement --warehouse-id abc --statement "DELETE FROM main.sales.orders"`),
  planes.ask(`dbsqlcli -e "DROP SCHEMA analytics CASCADE"`),
  planes.ask(`dbsqlcli --execute="TRUNCATE TABLE events"`),
  planes.ask(`snow sql -q "DROP TABLE analytics.orders"`),
  planes.ask(`snow sql --query "TRUNCATE TABLE analytics.orders" -c prod`),
  planes.ask(`snow sql -f drop_all.sql`),
  planes.ask(`echo "DROP SCHEMA analytics CASCADE" | snow sql --stdin`),
  planes.ask(`snowsql -a acct -u me -q 'DELETE FROM orders'`),
  planes.ask(`bq query 'DROP TABLE mydataset.orders'`),
  planes.ask(`bq query --use_legacy_sql=false 'TRUNCATE TABLE mydataset.orders'`),
  planes.ask(`bq rm -r -f dataset`),
  planes.ask(`bq rm -r -f -d myproject:dataset`),
  planes.ask(`trino --server https://trino.acme.io --execute "DROP TABLE hive.sales.orders"`),
  planes.ask(`presto --server prod:8080 --execute 'DELETE FROM hive.sales.orders'`),
  planes.ask(`clickhouse-client --host ch.prod --query "DROP TABLE events"`),
  planes.ask(`clickhouse client --query="TRUNCATE TABLE events"`),
  planes.ask(`duckdb md:prod -c "DROP TABLE orders"`),
  planes.ask(`aws athena start-query-execution --query-string "DROP TABLE orders" --work-group primary`),
  planes.ask(`aws redshift-data execute-statement --cluster-identifier prod --database dev --sql "DROP TABLE sales"`),
  planes.ask(`warehouse-cli exec --statement "TRUNCATE TABLE users"`),
  planes.ask(`warehouse-cli exec --statement="DELETE FROM users"`),
  planes.ask(`./bin/run-sql "DROP SCHEMA analytics CASCADE"`),
  planes.ask(`dwh query "ALTER TABLE sales.orders DROP COLUMN email"`),
  planes.ask(`make sql Q="DROP TABLE orders"`),
  planes.ask(`ssh bastion 'dwh-cli query "DROP TABLE sales"'`, plain),
  planes.ask(`curl -X POST "https://$ACCOUNT.snowflakecomputing.com/api/v2/statements" -H "Authorization: Bearer $SF_TOKEN" -d '{"statement":"DROP DATABASE prod"}'`),
  planes.ask(`snow object drop table orders --database prod`),
  planes.ask(`cbt -instance prod deletetable orders`),
  planes.ask(`hf repo delete acme/x --repo-type dataset`),
  planes.ask(`huggingface-cli repo delete acme/x`),
  planes.allow(`snow object list table`),
  planes.allow(`snow object describe table orders`),
  planes.allow(`cbt -instance prod ls`),
  planes.allow(`hf cache delete`),
  planes.allow(`huggingface-cli delete-cache`),
  planes.allow(`hf repo tag delete acme/x v1`),
  planes.allow(`databricks sql "SELECT * FROM orders LIMIT 10"`),
  planes.allow(`databricks api post /api/2.0/sql/statements --json '{"statement":"SELECT count(*) FROM main.sales.orders","warehouse_id":"abc"}'`),
  planes.allow(`databricks api get /api/2.0/clusters/list`),
  planes.allow(`snow sql -q "SHOW TABLES"`),
  planes.allow(`snowsql -q "SHOW DATABASES"`),
  planes.allow(`bq query 'SELECT 1'`),
  planes.allow(`bq ls`),
  planes.allow(`bq show --schema mydataset.orders`),
  planes.allow(`bq update --description "orders" mydataset.orders`),
  planes.allow(`trino --server https://trino.acme.io --execute "SHOW CATALOGS"`),
  planes.allow(`warehouse-cli exec --statement "DELETE FROM users WHERE id = 3"`),
  planes.allow(`git commit -m "DROP TABLE users is gone"`),
  planes.allow(`echo "DROP TABLE x" >> migrations/003.sql`),
  planes.allow(`grep -r "DELETE FROM" src/`),
  planes.allow(`gh issue create --title "DROP TABLE users fails" --body "TRUNCATE TABLE x hangs"`),
  planes.allow(`jira issue create --summary "DROP TABLE users fails"`),
  planes.allow(`sqlx migrate add "drop table users"`),
  planes.allow(`dbmate new drop_users_table`),
  planes.allow(`alembic revision -m "drop users table"`),
  planes.allow(`sqlfluff lint --dialect ansi "DROP TABLE x"`),
  planes.allow(`notify-send "TRUNCATE TABLE done"`),
  planes.allow(`todo-cli add "delete old files"`),
];

/**
 * Data made to expire, or kept for no time, on data platforms: Snowflake's Time Travel off,
 * Delta Lake's VACUUM under its 7-day default, BigQuery expirations under a week, Kafka and
 * Redpanda retention of almost nothing, Elasticsearch lifecycle policies deleting within a day,
 * S3 lifecycle expirations; with the retentions engineers set every day.
 */
export const DATA_RETENTION_CASES: readonly CorpusCase[] = [
  planes.ask(`snow sql -q "ALTER DATABASE prod SET DATA_RETENTION_TIME_IN_DAYS = 0"`),
  planes.ask(`snowsql -q "ALTER TABLE orders SET DATA_RETENTION_TIME_IN_DAYS=0"`),
  planes.ask(`snowsql -q "alter account set data_retention_time_in_days = 0"`),
  planes.ask(`databricks sql "VACUUM main.sales.orders RETAIN 0 HOURS"`),
  planes.ask(`dbsqlcli -e "ALTER TABLE events SET TBLPROPERTIES ('delta.deletedFileRetentionDuration' = 'interval 1 hours')"`),
  planes.ask(`bq update --default_table_expiration 3600 mydataset`),
  planes.ask(`bq update --expiration 60 mydataset.orders`),
  planes.ask(`bq update --time_partitioning_expiration 86400 mydataset.events`),
  planes.ask(`bq --location=US update --expiration=3600 -t myproject:mydataset.orders`),
  planes.ask(`kafka-configs --bootstrap-server prod:9092 --alter --entity-type topics --entity-name orders --add-config retention.ms=1000`),
  planes.ask(`rpk topic alter-config orders --set retention.ms=1000`),
  planes.ask(`curl -X PUT "https://es.prod:9200/_ilm/policy/logs" -H 'Content-Type: application/json' -d '{"policy":{"phases":{"delete":{"min_age":"1m","actions":{"delete":{}}}}}}'`),
  planes.ask(`http PUT https://search.acme.io:9243/_ilm/policy/metrics policy:='{"phases":{"delete":{"min_age":"2h","actions":{"delete":{}}}}}'`),
  planes.ask(`aws s3api put-bucket-lifecycle-configuration --bucket prod-data --lifecycle-configuration '{"Rules":[{"ID":"x","Status":"Enabled","Filter":{},"Expiration":{"Days":1}}]}'`),
  planes.ask(`kafka-topics --zookeeper z:2181 --alter --topic orders --config retention.ms=1000`),
  planes.ask(`kafka-configs --bootstrap-server prod:9092 --alter --entity-type brokers --entity-default --add-config log.retention.ms=1000`),
  planes.ask(`influx -execute 'ALTER RETENTION POLICY "autogen" ON "telegraf" DURATION 1h'`),
  planes.ask(`clickhouse-client --host ch.prod --query "ALTER TABLE events MODIFY TTL ts + INTERVAL 1 HOUR"`),
  planes.ask(`psql -h db.prod.acme.io -c "SELECT drop_chunks('metrics', older_than => INTERVAL '0 days')"`),
  planes.ask(`psql -h db.prod.acme.io -c "SELECT add_retention_policy('conditions', INTERVAL '1 hour')"`),
  planes.allow(`psql -h db.prod.acme.io -c "SELECT add_retention_policy('conditions', INTERVAL '30 days')"`),
  planes.allow(`clickhouse-client --host ch.prod --query "ALTER TABLE events MODIFY TTL ts + INTERVAL 90 DAY"`),
  planes.allow(`influx -execute 'ALTER RETENTION POLICY "autogen" ON "telegraf" DURATION 30d'`),
  planes.allow(`snow sql -q "ALTER TABLE orders SET DATA_RETENTION_TIME_IN_DAYS = 7"`),
  planes.allow(`dbsqlcli -e "VACUUM events"`),
  planes.allow(`bq update --expiration 0 mydataset.orders`),
  planes.allow(`bq update --default_table_expiration 7776000 mydataset`),
  planes.allow(`bq mk --expiration 3600 mydataset.tmp_x`),
  planes.allow(`kafka-configs --bootstrap-server prod:9092 --describe --entity-type topics --entity-name orders`),
  planes.allow(`kafka-configs --bootstrap-server prod:9092 --alter --entity-type topics --entity-name orders --add-config retention.ms=604800000`),
  planes.allow(`curl -X PUT "https://es.prod:9200/_ilm/policy/logs" -H 'Content-Type: application/json' -d '{"policy":{"phases":{"delete":{"min_age":"30d","actions":{"delete":{}}}}}}'`),
  planes.allow(`curl "https://es.prod:9200/_ilm/policy/logs"`),
];

/**
 * RPC-style REST APIs whose path names a destructive action, sent by any client the guard reads
 * (curl, HTTPie, xh, wget, Invoke-RestMethod, the Databricks CLI's `api`): Databricks' `…/delete`
 * and `permanent-delete`, Slack's `chat.delete` and `admin.conversations.delete`; with listings,
 * other actions, local services and removals of what loses nothing.
 */
export const RPC_ACTION_CASES: readonly CorpusCase[] = [
  planes.ask(`curl -X POST $HOST/api/2.0/dbfs/delete -d '{"path":"/mnt/curated","recursive":true}'`),
  planes.ask(`curl -X POST https://acme.cloud.databricks.com/api/2.0/workspace/delete -H "Authorization: Bearer $TOKEN" -d '{"path":"/Users/x","recursive":true}'`),
  planes.ask(`curl -X POST $DATABRICKS_HOST/api/2.1/jobs/delete -d '{"job_id":1}'`),
  planes.ask(`curl --request POST $DATABRICKS_HOST/api/2.0/clusters/permanent-delete --data '{"cluster_id":"x"}'`),
  planes.ask(`databricks api post /api/2.0/dbfs/delete --json '{"path":"/mnt/curated","recursive":true}'`),
  planes.ask(`curl -X POST https://slack.com/api/chat.delete -H "Authorization: Bearer $SLACK_TOKEN" -d channel=C1 -d ts=1`),
  planes.ask(`curl -X POST https://slack.com/api/admin.conversations.delete -d channel_id=C1`),
  planes.ask(`curl -F file=F1 https://slack.com/api/files.delete`),
  planes.ask(`http POST https://api.acme.io/v1/projects/purge`),
  planes.ask(`xh post https://api.acme.io/rpc/wipe`),
  planes.ask(`wget --method=POST https://api.acme.io/v1/datasets/destroy`),
  planes.ask(`Invoke-RestMethod -Method Post -Uri https://api.acme.io/v1/index/truncate`, plain),
  planes.ask(`grpcurl -d '{"name":"prod"}' api.acme.io:443 acme.storage.v1.StorageService/DeleteBucket`),
  planes.ask(`curl -X POST https://api.acme.io/graphql -H 'Content-Type: application/json' -d '{"query":"mutation { deleteProject(id: 1) { id } }"}'`),
  planes.ask(`curl -X POST https://rpc.acme.io/ -d '{"jsonrpc":"2.0","method":"delete_index","params":["prod"],"id":1}'`),
  planes.allow(`grpcurl -plaintext localhost:50051 acme.storage.v1.StorageService/DeleteBucket`),
  planes.allow(`grpcurl api.acme.io:443 list`),
  planes.allow(`curl -X POST https://api.acme.io/graphql -d '{"query":"query { projects { id name } }"}'`),
  planes.allow(`curl $HOST/api/2.0/clusters/list`),
  planes.allow(`curl -X POST $DATABRICKS_HOST/api/2.1/jobs/run-now -d '{"job_id":1}'`),
  planes.allow(`curl -X POST localhost:8080/api/delete`),
  planes.allow(`curl -X POST http://api:8080/v1/records/purge`),
  planes.allow(`curl -X POST https://slack.com/api/chat.postMessage -H "Authorization: Bearer $SLACK_TOKEN" -d channel=C1 -d text=hi`),
  planes.allow(`curl -X POST "https://api.cloudflare.com/client/v4/zones/$ZONE/purge_cache" -H "Authorization: Bearer $CF_TOKEN" -d '{"purge_everything":true}'`),
  planes.allow(`curl -X POST https://api.acme.io/v1/tags/delete -d name=x`),
  planes.allow(`curl -X POST https://api.github.com/repos/acme/app/issues -d '{"title":"DROP TABLE fails","body":"x"}'`),
];

/**
 * Destructive methods of platforms' client libraries in interpreter one-liners (huggingface_hub,
 * wandb, Pinecone, Qdrant, the Databricks SDK, the Kubernetes client, bigrquery, Octokit), and
 * data platforms' PowerShell modules given a remote endpoint or credential; with reads, one file
 * deleted by name, in-memory frames, clients on this machine and `Get-` cmdlets.
 */
export const CLIENT_LIBRARY_CASES: readonly CorpusCase[] = [
  planes.ask(`python -c "from huggingface_hub import delete_repo; delete_repo('acme/x', repo_type='dataset')"`),
  planes.ask(`python3 -c "from huggingface_hub import HfApi; HfApi().super_squash_history('acme/x')"`),
  planes.ask(`python -c "import wandb; [r.delete() for r in wandb.Api().runs('acme/p')]"`),
  planes.ask(`python -c "from pinecone import Pinecone; Pinecone().delete_index('prod')"`),
  planes.ask(`python -c "from qdrant_client import QdrantClient; QdrantClient(url='https://x.cloud.qdrant.io').delete_collection('docs')"`),
  planes.ask(`python -c "from databricks.sdk import WorkspaceClient; WorkspaceClient().clusters.permanent_delete('abc')"`),
  planes.ask(`python -c "from kubernetes import client, config; config.load_kube_config(); client.CoreV1Api().delete_namespace('prod')"`),
  planes.ask(`node -e "const {Pinecone}=require('@pinecone-database/pinecone'); new Pinecone().deleteIndex('prod')"`),
  planes.ask(`Rscript -e 'library(bigrquery); bq_table_delete(bq_table("p","d","t"))'`),
  planes.ask(`ruby -e "require 'octokit'; Octokit::Client.new(access_token: ENV['T']).delete_repository('acme/x')"`),
  planes.ask(`Remove-DatabricksDBFSItem -Path /mnt/curated -BearerToken $t -Region westeurope`, plain),
  planes.ask(`Remove-SnowflakeTable -ConnectionString $cs -Name orders`, plain),
  planes.ask(`Clear-AcmeIndex -Uri https://search.acme.io -Name prod`, plain),
  planes.ask(`pwsh -Command "Remove-DatabricksWorkspaceItem -Path /Shared/etl -Recursive -BearerToken $env:DATABRICKS_TOKEN -Region eastus2"`, plain),
  planes.allow(`python -c "from huggingface_hub import list_models; print(list(list_models(author='acme')))"`),
  planes.allow(`python -c "from huggingface_hub import HfApi; HfApi().delete_file('README.md', repo_id='acme/x')"`),
  planes.allow(`python -c "import wandb; print([r.name for r in wandb.Api().runs('acme/p')])"`),
  planes.allow(`python -c "import pandas as pd; df=pd.read_csv('a.csv'); print(df.drop('x', axis=1).dropna())"`),
  planes.allow(`python -c "from qdrant_client import QdrantClient; QdrantClient(host='localhost').delete_collection('docs')"`),
  planes.allow(`hf download acme/model`),
  planes.allow(`Get-DatabricksDBFSItem -Path /mnt/curated`, plain),
  planes.allow(`Remove-DatabricksDBFSItem -Path /mnt/curated -BearerToken $t -Region westeurope -WhatIf`, plain),
];
