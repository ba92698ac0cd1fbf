export { createPostgresThreadStore, type PostgresThreadStore, type PostgresThreadStoreOptions } from "./postgres-thread-store.js";
