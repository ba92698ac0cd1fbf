export { createFileThreadStore, type FileThreadStore } from "./file-thread-store.js";
export { ThreadStoreError } from "./thread-store-error.js";
export { ThreadConflictError } from "./thread-conflict-error.js";
export { assertThreadId, isValidThreadId } from "./thread-id.js";
export { parseThread, serializeThread, THREAD_FILE_VERSION } from "./thread-file.js";
