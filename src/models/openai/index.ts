export { openai } from "./openai-model.js";
export type { OpenAIOptions } from "./openai-model.js";
export type { OpenAIMaxTokensField } from "./openai-request.js";
export type { OpenAISystemRole } from "./to-openai-messages.js";
