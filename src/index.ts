/**
 * loopgate: an agent runtime in which every step of the loop passes through interceptors.
 * @packageDocumentation
 */
export * from "./interceptors/index.js";
export { getGlobalInterceptorRegistry, initializeGlobalInterceptors, resetGlobalInterceptors } from "./global-registry.js";
export * from "./loop/index.js";
export * from "./messages/index.js";
export * from "./errors/index.js";
export type {
  GenerateOptions,
  JsonSchema,
  LanguageModel,
  ModelDelta,
  ModelParams,
  ModelRequest,
  ModelResponse,
  StopReason,
  ThinkLevel,
  ToolSpec,
  Usage,
} from "./models/spec.js";
export { addUsage, emptyUsage } from "./models/spec.js";
export { ModelError } from "./models/model-error.js";
export { loadScriptedModel, ollamaBaseURL, resolveModel, type ResolveModelOptions } from "./models/resolve-model.js";
export { DEFAULT_RETRY_POLICY, retryAfterFromHeaders, withRetries, type RetryPolicy } from "./models/retry.js";
export { INVALID_ARGUMENTS_KEY, invalidToolArguments, parseToolArguments } from "./messages/tool-arguments.js";
export { scriptedModel, type ScriptedCall, type ScriptedModel, type ScriptedToolCall, type ScriptedTurn, type ScriptedTurnSpec } from "./models/scripted.js";
export { defineTool } from "./tools/define-tool.js";
export type { AgentToolResult, AnyTool, Tool, ToolContext, ToolDefinition, ToolInputSchema, ToolInputValidation, ToolLogger } from "./tools/types.js";
export { KNOWN_TOOL_NAMES, normalizeToolName, TOOL_GROUPS, type KnownToolName, type ToolGroupName } from "./tools/tool-names.js";
export { blockedResultText, createToolDispatcher, type DispatchEvent, type ToolCallOutcome, type ToolCallStatus, type ToolDispatcher, type ToolDispatcherOptions } from "./tools/dispatcher.js";
export type { ApprovalDecision, ApprovalHandler, ApprovalPrompt } from "./tools/approval.js";
export { builtinTools, type BuiltinToolsOptions } from "./tools/builtin-tools.js";
export { expandToolGroups, filterTools, resolveToolPolicy, TOOL_PROFILES, type ToolPolicy, type ToolPolicyOptions, type ToolProfileName } from "./tools/policy.js";
export { truncateOutput, type TruncatedText, type TruncateMode, type TruncateOptions } from "./tools/truncate.js";
export { createWorkspace, type Workspace, type WorkspacePath, type WorkspacePathResult } from "./tools/workspace.js";
export {
  applyHunks,
  parsePatch,
  patchPaths,
  PatchApplyError,
  PatchParseError,
  type ParsedPatch,
  type PatchFile,
  type PatchFileKind,
  type PatchHunk,
  type PatchLine,
  type PatchLineKind,
} from "./tools/apply-patch/index.js";
export {
  analyzeCommand,
  COMMAND_SAFETY_DEFAULT_LIMITS,
  COMMAND_SAFETY_GUARD_ID,
  COMMAND_SAFETY_RULES,
  commandSafetyGuard,
  createCommandAnalyzer,
  type AnalyzeCommandOptions,
  type CommandAnalysis,
  type CommandAnalyzer,
  type CommandFinding,
  type CommandRule,
  type CommandSafetyLimits,
  type CommandSafetyOptions,
  type CommandSafetyRuleInfo,
  type CommandView,
} from "./guards/command-safety/index.js";
export {
  classifySensitivePath,
  HOME_CREDENTIAL_STORES,
  securityAudit,
  SECURITY_AUDIT_ID,
  SENSITIVE_PATH_RULES,
  toolCallPaths,
  UNREADABLE_PATCH_RULE,
  type ClassifySensitivePathOptions,
  type SecurityAuditOptions,
  type SensitivePathMatch,
  type SensitivePathRule,
  type ToolCallPaths,
} from "./guards/security-audit/index.js";
export type { GuardDecision, GuardVerdict } from "./guards/types.js";
export { loopGuard, LOOP_GUARD_ID, LoopGuardTriggeredError, hashToolBatch, IGNORED_ARG_KEYS, type LoopGuardOptions, type LoopGuardState, type LoopKind } from "./guards/loop-guard/index.js";
export * from "./threads/index.js";
export * from "./audit/index.js";
