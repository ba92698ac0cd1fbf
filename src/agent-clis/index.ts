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
