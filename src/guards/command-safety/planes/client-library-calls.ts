import type { PlaneEffect } from "./plane-effect.js";
import { wordParts } from "./verbs.js";

/**
 * Destructive methods of third-party client libraries called from code on the command line: a
 * hosted platform's own SDK deleting what the platform holds. The cloud SDKs have their own model
 * (`sdk-calls.ts`); this one covers every other client by how such libraries name their methods,
 * from their references:
 * - huggingface_hub (`HfApi.delete_repo`, `delete_branch`, `delete_folder`,
 *   `super_squash_history`, which squashes a branch's history and drops every earlier revision);
 * - wandb's public API (`Api().runs(…)`, `Run.delete()`, `Artifact.delete()`);
 * - vector stores' clients (Pinecone `delete_index`/`deleteIndex`, Qdrant `delete_collection`,
 *   Weaviate `collections.delete`, Milvus `drop_collection`), search clients (Elasticsearch
 *   `indices.delete`, Meilisearch `delete_index`, Algolia `delete_index`), Databricks SDK
 *   (`clusters.permanent_delete`, `jobs.delete`), Kubernetes client (`delete_namespace`), MLflow
 *   (`MlflowClient().delete_experiment`), Kafka admin clients (`delete_topics`), PyMongo
 *   (`drop_database`, `collection.drop()`), and R packages (bigrquery `bq_table_delete`,
 *   `bq_dataset_delete`).
 * A call counts when the code loads a third-party library (not the standard library, whose file
 * functions the filesystem rules judge; not an ORM of the project's own database, judged by the ORM
 * rules; not in-memory data libraries, whose `drop`/`dropna` change a frame) and calls a method or
 * an imported function whose name's verb destroys: delete, destroy, purge, drop, wipe, truncate,
 * erase, terminate (alone, first, or last: `delete_repo`, `deleteIndex`, `bq_table_delete`), or
 * squashes history. One object, file, item, message, key or tag removed by its name stays allowed,
 * as the CLIs' single-object deletes do, and a client pointed at this machine is the developer's.
 */

/** Verbs that destroy what a method is applied to. */
const VERBS = new Set(["delete", "destroy", "purge", "drop", "wipe", "truncate", "erase", "nuke", "obliterate", "terminate", "expunge", "deprovision"]);
/** Words that qualify the verb after them (`permanent_delete`, `force_delete`, `hard_delete`, `batch_delete`). */
const MODIFIERS = new Set(["permanent", "permanently", "force", "hard", "batch", "bulk", "async", "a", "super"]);
/** One thing removed by its key: an object, file, item, message, key, entry, tag, label, or a document or row. */
const SINGLE = new Set([
  "object", "file", "item", "message", "key", "entry", "record", "doc", "document", "blob", "row", "comment", "tag", "tags", "label", "labels",
  "one", "many", "point", "points", "vector", "vectors", "reaction", "member", "members", "cache", "session", "token", "alias", "webhook", "attribute",
]);
/** In-memory data structures' methods that change a frame or array, not a store (pandas, polars, xarray, tidyr, data.table). */
const IN_MEMORY = /^(?:drop(?:na|_na|_nulls|_duplicates|_duplicated|level|_level|_levels|_vars|_sel|_isel|_dims|_indexes|_in_place|_columns|_rows)?|droplevels|truncate|delete_rows|delete_cols|delete_columns)$/;

/** Python's standard library and the third-party libraries whose calls are judged by other rules or change nothing remote. */
const PYTHON_NOT_CLIENTS = new Set([
  // standard library
  "os", "sys", "shutil", "pathlib", "json", "re", "subprocess", "sqlite3", "tempfile", "glob", "io", "time", "datetime", "collections", "itertools",
  "functools", "typing", "urllib", "http", "socket", "csv", "logging", "argparse", "dataclasses", "math", "random", "hashlib", "base64", "uuid",
  "pickle", "shelve", "dbm", "zipfile", "tarfile", "gzip", "threading", "multiprocessing", "asyncio", "concurrent", "contextlib", "copy", "enum",
  "string", "textwrap", "pprint", "unittest", "importlib", "inspect", "platform", "signal", "stat", "struct", "traceback", "warnings", "weakref",
  "xml", "email", "smtplib", "ftplib", "imaplib", "poplib", "mailbox", "configparser", "getpass", "secrets", "ssl", "queue", "heapq", "bisect",
  "array", "decimal", "statistics", "operator", "types", "codecs", "zlib", "bz2", "lzma", "fnmatch", "fileinput", "shlex", "ipaddress", "mmap",
  "ctypes", "builtins", "__future__", "site", "sysconfig", "venv", "pdb", "timeit", "gc", "atexit", "ast", "difflib", "unicodedata", "webbrowser",
  // ORMs and drivers of the project's database (the ORM and SQL rules), the cloud SDKs (sdk-calls.ts), HTTP clients (judged by URL)
  "django", "sqlalchemy", "flask_sqlalchemy", "sqlmodel", "peewee", "pony", "tortoise", "mongoengine", "alembic", "psycopg", "psycopg2", "pymysql",
  "mysql", "asyncpg", "aiosqlite", "duckdb", "boto3", "botocore", "aioboto3", "google", "azure", "requests", "httpx", "aiohttp", "urllib3", "redis",
  "pymemcache", "memcache",
  // in-memory data, local files and local tools
  "pandas", "polars", "numpy", "scipy", "xarray", "dask", "pyarrow", "pyspark", "torch", "tensorflow", "sklearn", "openpyxl", "xlsxwriter",
  "docx", "pptx", "PIL", "cv2", "chromadb", "lancedb", "faiss", "tinydb", "diskcache", "docker", "git", "keyring", "pytest", "click", "typer",
  "rich", "yaml", "toml", "tomllib", "dotenv", "jinja2", "psutil", "watchdog", "setuptools", "pip", "pkg_resources",
]);
/** Node's built-in modules and the packages judged elsewhere or local (ORMs, database drivers, HTTP clients, file tools). */
const NODE_NOT_CLIENTS = /^(?:node:.*|\.{1,2}\/.*|\/.*|fs|fs\/promises|path|child_process|os|http|https|net|crypto|util|stream|events|url|zlib|readline|assert|buffer|process|worker_threads|cluster|dns|tls|dgram|vm|v8|perf_hooks|timers|querystring|module|@prisma\/client|prisma|sequelize|typeorm|knex|mongoose|pg|mysql2?|better-sqlite3|sqlite3?|redis|ioredis|dockerode|simple-git|fs-extra|rimraf|del|glob|lodash|underscore|axios|node-fetch|got|undici|express|@aws-sdk\/.*|aws-sdk|@google-cloud\/.*|@azure\/.*)$/;
/** Ruby's standard library and gems judged elsewhere. */
const RUBY_NOT_CLIENTS = /^(?:fileutils|json|yaml|net\/https?|open3|uri|set|csv|time|date|securerandom|digest|tempfile|pathname|pp|active_record|activerecord|rails|sequel|pg|mysql2|sqlite3|redis|aws-sdk.*|google\/cloud.*|azure.*)$/;
/** R packages of in-memory data, files and the database interface (whose SQL is judged as SQL). */
const R_NOT_CLIENTS = /^(?:base|utils|stats|methods|dplyr|tidyr|tidyverse|data\.table|stringr|ggplot2|purrr|readr|readxl|writexl|tibble|magrittr|lubridate|jsonlite|httr2?|curl|DBI|RSQLite|duckdb|fs|here|glue|arrow)$/;

/**
 * Python gives no sign that a module is third-party: `from app import db` is the project's own
 * code, judged by the ORM rules. A Python library counts as a client when it is one of the
 * platforms' documented client packages, or when the code makes a client of it
 * (`HfApi()`, `wandb.Api()`, `MlflowClient()`, `CoreV1Api()`, `WorkspaceClient()`).
 */
const PYTHON_CLIENT_PACKAGES = new Set([
  "huggingface_hub", "wandb", "pinecone", "qdrant_client", "weaviate", "pymilvus", "mlflow", "databricks", "kubernetes", "pymongo", "motor",
  "elasticsearch", "opensearchpy", "meilisearch", "algoliasearch", "typesense", "confluent_kafka", "kafka", "clearml", "comet_ml", "neptune",
  "supabase", "firebase_admin", "stripe", "slack_sdk", "github", "gitlab", "atlassian", "jira", "notion_client", "dropbox", "boxsdk", "hvac",
  "openai", "anthropic", "cohere", "replicate", "modal", "snowflake", "cloudflare", "linode_api4", "pulumi", "label_studio_sdk", "dvc",
  "upstash_redis", "upstash_vector", "turbopuffer", "pyairtable", "gspread", "pydrive2", "pygithub", "sentry_sdk", "posthog", "mixpanel",
]);
/** A client made in the code: a constructor or factory whose name says it is one. */
const MAKES_CLIENT = /\b\w*(?:Client|Api|API|Hub)\s*\(/;

/** Code that points its client at this machine (`QdrantClient(host="localhost")`, `url="http://127.0.0.1:6333"`, `":memory:"`). */
const LOCAL_CLIENT = /\b(?:host|url|uri|endpoint|api_url|base_url|location|path|cluster_url|endpoint_url)\s*[=:]\s*['"`](?:\w+:\/\/)?(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|:memory:)|['"`](?:https?|mongodb|grpc):\/\/(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])[:/'"`]/;
/** A URL to anywhere but this machine, which makes a local client's code reach further. */
const REMOTE_URL = /['"`](?:https?|mongodb(?:\+srv)?|grpcs?):\/\/(?!localhost|127\.|0\.0\.0\.0|\[::1\])[\w-]+\./;

/** A call of a method or function: its name, and what comes right after the opening parenthesis. */
const CALL = /(\.|\b)([A-Za-z_][\w]*)\s*\(\s*(\)?)/g;
const MAX_CODE = 100_000;

/**
 * The destructive calls of third-party client libraries in some code.
 *
 * @example
 * clientLibraryEffects("from huggingface_hub import delete_repo; delete_repo('acme/x')", "python")[0]?.rule // "planes.cloud-delete"
 * clientLibraryEffects("from huggingface_hub import list_models; print(list(list_models()))", "python") // []
 */
export function clientLibraryEffects(code: string, language: string): PlaneEffect[] {
  const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
  const libraries = clientLibraries(text, language);
  if (libraries.modules.length === 0) return [];
  if (LOCAL_CLIENT.test(text) && !REMOTE_URL.test(text)) return [];
  for (const match of text.matchAll(CALL)) {
    const method = match[1] === ".";
    const name = match[2] as string;
    // A function call must name a function imported from the library (`from huggingface_hub import delete_repo`), or be R's.
    if (!method && language !== "r" && !libraries.functions.has(name)) continue;
    if (!destroys(name, language, method && match[3] === ")")) continue;
    const shown = libraries.modules.slice(0, 2).join(", ");
    return [{ rule: "planes.cloud-delete", what: `calls ${name} through ${shown}, which deletes what the platform holds and cannot be undone` }];
  }
  return [];
}

/** Whether a method or function name's verb destroys (`delete_repo`, `deleteIndex`, `bq_table_delete`, `super_squash_history`). */
function destroys(name: string, language: string, noArguments: boolean): boolean {
  if (name.length > 64 || IN_MEMORY.test(name)) return false;
  const parts = wordParts(name);
  if (parts.includes("squash") && parts.includes("history")) return true;
  let start = 0;
  while (start < parts.length - 1 && MODIFIERS.has(parts[start] as string)) start++;
  const first = parts[start] as string;
  const last = parts.at(-1) as string;
  // R names put the verb last (`bq_table_delete`); the others first (`delete_repo`, `deleteIndex`).
  const verbFirst = VERBS.has(first);
  const verbLast = language === "r" && parts.length > 1 && VERBS.has(last);
  if (!verbFirst && !verbLast) return false;
  const objects = verbFirst ? parts.slice(start + 1) : parts.slice(0, -1);
  if (objects.length === 0) {
    // A bare `.delete()`: the object it is called on goes (`run.delete()`); with arguments in JavaScript it is a Map's or Set's.
    return language !== "node" || noArguments;
  }
  return !SINGLE.has(objects.at(-1) as string);
}

/** The third-party client libraries the code loads, and the functions it imports from them by name. */
function clientLibraries(code: string, language: string): { modules: string[]; functions: Set<string> } {
  const modules: string[] = [];
  const functions = new Set<string>();
  if (language === "python") {
    for (const match of code.matchAll(/\bfrom\s+([\w.]+)\s+import\s+\(?([\w\s,]+?)\)?\s*(?:;|\n|$)|\bimport\s+([\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*)/g)) {
      const names = match[1] !== undefined ? [match[1]] : (match[3] ?? "").split(",").map((item) => item.trim().split(/\s+/)[0] ?? "");
      const makesClient = MAKES_CLIENT.test(code);
      for (const module of names) {
        const top = module.split(".")[0] as string;
        if (module === "" || PYTHON_NOT_CLIENTS.has(top) || !(PYTHON_CLIENT_PACKAGES.has(top) || makesClient)) continue;
        modules.push(module);
        if (match[2] !== undefined) for (const item of match[2].split(",")) functions.add(item.trim().split(/\s+/).at(-1) ?? "");
      }
    }
  } else if (language === "node") {
    for (const match of code.matchAll(/(?:\{([^}]*)\}\s*=\s*)?(?:require|import)\s*\(\s*['"`]([^'"`]+)['"`]\s*\)|\bimport\s+(?:\{([^}]*)\}|[\w*\s]+?)\s*from\s*['"`]([^'"`]+)['"`]/g)) {
      const module = match[2] ?? match[4] ?? "";
      if (module === "" || NODE_NOT_CLIENTS.test(module)) continue;
      modules.push(module);
      for (const item of (match[1] ?? match[3] ?? "").split(",")) functions.add(item.trim().split(/\s*(?::|\bas\b)\s*/).at(-1) ?? "");
    }
  } else if (language === "ruby") {
    // `require 'octokit'` loads a gem; the project's own files come by `require_relative` or a path.
    for (const match of code.matchAll(/\brequire\s*\(?\s*['"]([^'"./][^'"]*)['"]/g)) if (!RUBY_NOT_CLIENTS.test(match[1] as string)) modules.push(match[1] as string);
  } else if (language === "r") {
    for (const match of code.matchAll(/\b(?:library|require|requireNamespace)\s*\(\s*['"]?([\w.]+)['"]?|\b([A-Za-z][\w.]*)::/g)) {
      const module = (match[1] ?? match[2]) as string;
      if (!R_NOT_CLIENTS.test(module)) modules.push(module);
    }
  }
  functions.delete("");
  return { modules: [...new Set(modules)], functions };
}
