/**
 * The OpenTelemetry GenAI semantic convention names loopgate writes (semantic conventions 1.45,
 * `@opentelemetry/semantic-conventions/incubating`), kept here as plain strings so tracing needs no
 * package beyond `@opentelemetry/api`. A test checks them against the package.
 */
export const GEN_AI = Object.freeze({
  OPERATION_NAME: "gen_ai.operation.name",
  PROVIDER_NAME: "gen_ai.provider.name",
  AGENT_NAME: "gen_ai.agent.name",
  AGENT_ID: "gen_ai.agent.id",
  CONVERSATION_ID: "gen_ai.conversation.id",
  REQUEST_MODEL: "gen_ai.request.model",
  REQUEST_TEMPERATURE: "gen_ai.request.temperature",
  REQUEST_MAX_TOKENS: "gen_ai.request.max_tokens",
  RESPONSE_MODEL: "gen_ai.response.model",
  RESPONSE_ID: "gen_ai.response.id",
  RESPONSE_FINISH_REASONS: "gen_ai.response.finish_reasons",
  USAGE_INPUT_TOKENS: "gen_ai.usage.input_tokens",
  USAGE_OUTPUT_TOKENS: "gen_ai.usage.output_tokens",
  USAGE_CACHE_READ_INPUT_TOKENS: "gen_ai.usage.cache_read.input_tokens",
  USAGE_CACHE_CREATION_INPUT_TOKENS: "gen_ai.usage.cache_creation.input_tokens",
  TOOL_NAME: "gen_ai.tool.name",
  TOOL_CALL_ID: "gen_ai.tool.call.id",
  TOOL_TYPE: "gen_ai.tool.type",
  TOOL_CALL_ARGUMENTS: "gen_ai.tool.call.arguments",
  TOOL_CALL_RESULT: "gen_ai.tool.call.result",
  INPUT_MESSAGES: "gen_ai.input.messages",
  OUTPUT_MESSAGES: "gen_ai.output.messages",
  SYSTEM_INSTRUCTIONS: "gen_ai.system_instructions",
  ERROR_TYPE: "error.type",
});

/** The `gen_ai.operation.name` values of loopgate's spans. */
export const GEN_AI_OPERATIONS = Object.freeze({ INVOKE_AGENT: "invoke_agent", CHAT: "chat", EXECUTE_TOOL: "execute_tool" });

/** loopgate's own attribute and span event names, for what the GenAI conventions do not cover. */
export const LOOPGATE_ATTRIBUTES = Object.freeze({
  RUN_ID: "loopgate.run.id",
  RUN_STATUS: "loopgate.run.status",
  RUN_REASON: "loopgate.run.reason",
  RUN_ITERATIONS: "loopgate.run.iterations",
  RUN_COST_USD: "loopgate.run.cost_usd",
  ITERATION: "loopgate.iteration",
  SYNTHETIC: "loopgate.model.synthetic",
  TOOL_STATUS: "loopgate.tool.status",
  TOOL_BLOCKED: "loopgate.tool.blocked",
  TOOL_BLOCKED_BY: "loopgate.tool.blocked_by",
  TOOL_EXIT_CODE: "loopgate.tool.exit_code",
  TOOL_OUTPUT_CHARS: "loopgate.tool.output_chars",
  HOOK: "loopgate.hook",
  INTERCEPTOR_ID: "loopgate.interceptor.id",
  DECISION: "loopgate.decision",
  RULE: "loopgate.rule",
  REASON: "loopgate.reason",
  POLICY: "loopgate.policy",
  APPROVAL: "loopgate.approval",
});

/** Span event names. */
export const LOOPGATE_EVENTS = Object.freeze({
  INTERCEPTOR: "loopgate.interceptor",
  APPROVAL: "loopgate.approval",
  LOOP_DECISION: "loopgate.loop_decision",
});
