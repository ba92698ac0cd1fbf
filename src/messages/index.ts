export type {
  ContentBlock,
  ImageBlock,
  Message,
  MessageRole,
  TextBlock,
  ThinkingBlock,
  ToolResultBlock,
  ToolUseBlock,
} from "./types.js";
export { assistantMessage, text, textOf, toolResultsOf, toolUsesOf, userMessage } from "./content.js";
export { answerUnansweredToolCalls } from "./repair.js";
