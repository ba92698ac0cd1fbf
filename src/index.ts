/**
 * loopgate: an agent runtime in which every step of the loop passes through interceptors.
 *
 * The root holds what agents are written against: the hook points and the registry, the agent and
 * its loop interceptors and processors, the model contract and the scripted model, `defineTool`,
 * the built-in guards, events, results and errors. Optional parts have subpaths of their own:
 * `loopgate/anthropic`, `loopgate/openai`, `loopgate/tools` (the built-in tools), `loopgate/guards`
 * (the guards' analysis functions and rule tables), `loopgate/mcp` (MCP servers and the proxy),
 * `loopgate/config`, `loopgate/agent-clis` and `loopgate/cli`.
 * @packageDocumentation
 */

// Hook points, the registry and the seed's global registry.
export * from "./interceptors/index.js";
export { getGlobalInterceptorRegistry, initializeGlobalInterceptors, resetGlobalInterceptors } from "./global-registry.js";
export { KNOWN_TOOL_NAMES, normalizeToolName } from "./tools/tool-names.js";

// The agent, its loop interceptors, processors, threads, events and results.
export * from "./loop/index.js";
export { createFileThreadStore, type FileThreadStore } from "./threads/file-thread-store.js";
export { ThreadConflictError } from "./threads/thread-conflict-error.js";
export { ThreadStoreError } from "./threads/thread-store-error.js";

// Messages and the model contract.
export type { ContentBlock, ImageBlock, Message, MessageRole, TextBlock, ThinkingBlock, ToolResultBlock, ToolUseBlock } from "./messages/types.js";
export type { GenerateOptions, JsonSchema, LanguageModel, ModelDelta, ModelParams, ModelRequest, ModelResponse, StopReason, ThinkLevel, ToolSpec, Usage } from "./models/spec.js";
export { ModelError } from "./models/model-error.js";
export { scriptedModel, type ScriptedCall, type ScriptedModel, type ScriptedToolCall, type ScriptedTurn, type ScriptedTurnSpec } from "./models/scripted.js";

// Tools.
export { defineTool } from "./tools/define-tool.js";
export type { AgentToolResult, AnyTool, Tool, ToolContext, ToolDefinition, ToolInputSchema, ToolInputValidation, ToolLogger } from "./tools/types.js";
export type { ToolCapabilities, ToolCapabilityKind } from "./tools/tool-capabilities.js";
export type { ToolCallOutcome } from "./tools/dispatcher.js";
export type { ToolCallFields, ToolCallStatus, ToolEvent } from "./tools/tool-events.js";
export type { ApprovalDecision, ApprovalHandler, ApprovalPrompt } from "./tools/approval.js";
// The seed's name for an agent's MCP servers; it loads the MCP SDK only when a server starts.
export { McpServerManager, type McpServerManagerOptions } from "./mcp/server-manager.js";
export type { McpServerConfig } from "./mcp/server-config.js";

// The built-in guards.
export { builtinGuards, type BuiltinGuardsOptions } from "./guards/builtin-guards.js";
export { COMMAND_SAFETY_GUARD_ID, commandSafetyGuard, type CommandRule, type CommandSafetyOptions } from "./guards/command-safety/index.js";
export { SECURITY_AUDIT_ID, securityAudit, type SecurityAuditOptions } from "./guards/security-audit/index.js";
export { LOOP_GUARD_ID, loopGuard, LoopGuardTriggeredError, type LoopGuardOptions, type LoopKind } from "./guards/loop-guard/index.js";
export {
  SECRET_REDACTION_ID,
  secretRedaction,
  redactModelStream,
  detectSecrets,
  redactSecrets,
  SensitiveDataBlockedError,
  type SecretRedactionOptions,
  type RedactModelStreamOptions,
  type DetectSecretsOptions,
  type RedactSecretsOptions,
  type PiiOptions,
  type PiiStrategy,
  type SecretFinding,
} from "./guards/secret-redaction/index.js";
export type { GuardDecision, GuardVerdict } from "./guards/types.js";

// Budgets, compaction, token accounting, retries and fallbacks.
export { BudgetExceededError, type Budget, type BudgetExceedAction, type BudgetLimitName, type BudgetScope, type BudgetUsage } from "./budgets/index.js";
export { compactTranscript, type CompactionOptions, type CompactionResult } from "./compaction/index.js";
export { modelFallback, modelRetry, toolRetry, type Backoff, type ModelFallbackOptions, type ModelRetryOptions, type ToolRetryOptions } from "./resilience/index.js";
export {
  loadTokenEstimator,
  loadUsagePricer,
  MODEL_LIMITS,
  modelLimits,
  TokenAccounting,
  type ModelLimitOverrides,
  type ModelLimits,
  type PriceQuery,
  type TokenEstimator,
  type UsagePricer,
} from "./usage/index.js";

// Errors.
export {
  AbortedError,
  CompactionError,
  ConfigurationError,
  InterceptorError,
  LoopgateError,
  LoopStepError,
  MissingCredentialsError,
  RegistrationError,
  ScriptExhaustedError,
  type LoopgateErrorCode,
  type LoopgateErrorOptions,
} from "./errors/index.js";
