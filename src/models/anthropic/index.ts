export { anthropic } from "./anthropic-model.js";
export type { AnthropicOptions } from "./anthropic-model.js";
export type { AnthropicThinkingMode } from "./anthropic-request.js";
export { THINKING_BUDGETS } from "./anthropic-request.js";
