export { loopGuard, LOOP_GUARD_ID, type LoopGuardOptions } from "./loop-guard.js";
export { LoopGuardTriggeredError, type LoopKind } from "./loop-guard-error.js";
export { hashToolBatch, callSignature, IGNORED_ARG_KEYS } from "./batch-hash.js";
export type { LoopGuardState } from "./detect-loop.js";
