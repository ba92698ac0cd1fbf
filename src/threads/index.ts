export { createFileThreadStore, type FileThreadStore, type FileThreadStoreOptions } from "./file-thread-store.js";
export { ThreadStoreError } from "./thread-store-error.js";
export { ThreadConflictError } from "./thread-conflict-error.js";
export { assertThreadId, isValidThreadId } from "./thread-id.js";
export { parseThread, readRevision, serializeThread, THREAD_FILE_VERSION } from "./thread-file.js";
