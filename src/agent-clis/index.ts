export {
  evaluateToolCall,
  createBuiltinGuardRegistry,
  type EvaluateToolCallOptions,
  type ToolCallToEvaluate,
} from "./evaluate-tool-call.js";
export { checkCommand, commandFromArgv, formatDecisionLine, decisionExitCode, CHECK_EXIT_CODES } from "./check-command.js";
export { runCheckJsonl, parseCheckLine, type CheckJsonlOptions, type CheckJsonlSummary } from "./check-jsonl.js";
export { toLoopgateToolCall, type AgentName } from "./agent-tool-calls.js";
export { runAgentHook, HOOK_BLOCK_EXIT_CODE, type AgentHookOptions, type AgentHookResult } from "./agent-hooks.js";
export {
  runSessionHook,
  responseFailed,
  SESSION_EVENTS,
  createSessionStore,
  emptySessionState,
  recordSessionToolCall,
  findCredentials,
  CREDENTIAL_KINDS,
  runStopCheck,
  loopgateCacheDir,
  AgentSessionStoreError,
  type SessionEventKind,
  type SessionHookOptions,
  type SessionHookResult,
  type SessionStore,
  type SessionStoreOptions,
  type AgentSessionState,
  type SessionLoopGuardOptions,
  type SessionLoopVerdict,
  type FinishedToolCall,
  type CredentialKind,
  type CredentialFinding,
  type StopCheckOptions,
  type StopCheckOutcome,
} from "./session/index.js";
export { AGENT_HOOK_SETTINGS, agentHookGroups, hookCommand, hookMatcherGroup, shellQuote, type AgentHookGroupsOptions, type AgentHookSettings, type CommandHookSetting, type HookMatcherGroup, type HookScope } from "./hook-settings.js";
export { mergeHookSettings, type MergedHookSettings } from "./merge-hook-settings.js";
export { initAgentHook, type InitAgentHookOptions, type InitAgentHookResult } from "./init-agent-hook.js";
export { hookNextSteps } from "./hook-next-steps.js";
