export { runSessionHook, responseFailed, SESSION_EVENTS, type SessionEventKind, type SessionHookOptions, type SessionHookResult } from "./session-hooks.js";
export { createSessionStore, emptySessionState, type SessionStore, type SessionStoreOptions, type AgentSessionState } from "./session-store.js";
export { recordSessionToolCall, type SessionLoopGuardOptions, type SessionLoopVerdict, type FinishedToolCall } from "./session-loop-guard.js";
export { findCredentials, CREDENTIAL_KINDS, type CredentialKind, type CredentialFinding } from "./find-credentials.js";
export { runStopCheck, type StopCheckOptions, type StopCheckOutcome } from "./stop-check.js";
export { loopgateCacheDir } from "./cache-dir.js";
export { AgentSessionStoreError } from "./agent-session-store-error.js";
