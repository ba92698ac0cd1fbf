import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const plain = { noVariants: true };

/**
 * Data and control planes closed by family rather than by example: HTTP deletions to a host in a
 * variable and documented destructive POSTs, infrastructure state surgery, garbage collectors of
 * ML stores, and the local, project-scoped databases that stay everyday work.
 */
export const PLANE_FAMILY_CASES: readonly CorpusCase[] = [
  // HTTP DELETE to a variable or remote host, and bulk deletions by POST.
  planes.ask("curl -sS -XDELETE \"${ES_URL}/orders-2024\"", plain),
  planes.ask("http DELETE \"$API_BASE/v2/projects/7\" \"Authorization:Bearer $API_TOKEN\"", plain),
  planes.ask("xh DELETE \"$QDRANT_URL/collections/docs\"", plain),
  planes.ask("wget -qO- --method=DELETE \"$API_BASE/v2/buckets/assets\"", plain),
  planes.ask("pwsh -Command \"Invoke-WebRequest -Uri https://api.example.com/v1/projects/7 -Method DELETE\"", plain),
  planes.ask("curl -X POST \"https://search.example.com/logs/_delete_by_query\" -H 'Content-Type: application/json' -d '{\"query\":{\"range\":{\"ts\":{\"lt\":\"now-1d\"}}}}'", plain),
  planes.ask("curl -X POST \"$UPSTASH_REDIS_REST_URL/flushdb\" -H \"Authorization: Bearer $UPSTASH_REDIS_REST_TOKEN\"", plain),
  planes.ask("curl -X POST \"https://APPID-dsn.algolia.net/1/indexes/products/clear\" -H \"X-Algolia-API-Key: $ALGOLIA_ADMIN_KEY\"", plain),
  planes.ask("curl -X DELETE \"http://$SEARCH_HOST:9200/logs-2023\"", plain),
  planes.ask("http -A bearer -a \"$TOKEN\" DELETE \"$MEILI_HOST/indexes/products\"", plain),
  planes.allow("http -A bearer -a \"$TOKEN\" GET \"$API_URL/items\"", plain),
  planes.allow("curl -X DELETE http://localhost:3000/api/todos/1", plain),
  planes.allow("curl -X DELETE http://127.0.0.1:8080/items/3 -H 'Authorization: Bearer dev'", plain),
  planes.allow("curl -X DELETE \"$API_URL/sessions/current\"", plain),
  planes.allow("curl -s \"$API_URL/v1/users/42\" -H \"Authorization: Bearer $API_TOKEN\"", plain),
  // Infrastructure state surgery.
  planes.ask("tofu state rm 'aws_db_instance.main'", plain),
  planes.ask("terragrunt state rm aws_s3_bucket.logs", plain),
  planes.ask("terraform -chdir=infra state push -force terraform.tfstate", plain),
  planes.ask("pulumi state delete 'urn:pulumi:prod::shop::aws:rds/instance:Instance::db' --yes", plain),
  planes.allow("terraform state list", plain),
  planes.allow("terraform state mv aws_instance.web aws_instance.app", plain),
  planes.allow("tofu state show aws_db_instance.main", plain),
  // Garbage collectors of ML and data stores.
  planes.ask("mlflow gc --backend-store-uri mysql+pymysql://mlflow@db.internal/mlflow", plain),
  planes.ask("mlflow gc --artifacts-destination s3://ml-artifacts/mlflow --older-than 30d", plain),
  planes.ask("zenml artifact prune -y", plain),
  planes.ask("optuna delete-study --study-name tune --storage postgresql://u@db.internal/optuna", plain),
  planes.allow("mlflow gc --backend-store-uri sqlite:///mlflow.db", plain),
  planes.allow("wandb artifact cache cleanup 1GB", plain),
  planes.allow("huggingface-cli delete-cache", plain),
  // Local, project-scoped databases; remote and production ones keep asking.
  planes.allow("npx supabase db reset --local", plain),
  planes.allow("bin/rails db:reset RAILS_ENV=development", plain),
  planes.allow("duckdb data/local.duckdb -c 'DROP TABLE events'", plain),
  planes.allow("wrangler d1 execute blog-db --local --file=./schema.sql --command 'DELETE FROM posts'", plain),
  planes.allow("php artisan migrate:fresh --seed --env=local", plain),
  planes.allow("python manage.py flush --no-input --settings=shop.settings.dev", plain),
  planes.ask("php artisan migrate:fresh --env=production --force", plain),
  planes.ask("python manage.py flush --no-input --settings=shop.settings.production", plain),
  planes.ask("npx supabase db reset --linked", plain),
  planes.ask("supabase db reset --db-url postgresql://postgres:pw@db.example.com:5432/postgres", plain),
  planes.ask("npx wrangler d1 execute shop-db --remote --command 'DROP TABLE IF EXISTS sessions'", plain),
  planes.ask("bin/rails db:reset RAILS_ENV=production", plain),
  planes.ask("sqlite3 db/production.sqlite3 'DELETE FROM sessions;'", plain),
  planes.ask("sqlite3 /var/lib/app/app.db 'DELETE FROM sessions;'", plain),
];
