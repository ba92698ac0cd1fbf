export { createPostgresThreadStore, type PostgresThreadStore, type PostgresThreadStoreOptions } from "../threads/postgres/index.js";
