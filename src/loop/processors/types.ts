import type { Message } from "../../messages/types.js";
import type { ModelParams, ModelResponse, ToolSpec } from "../../models/spec.js";
import type { ToolCallOutcome } from "../../tools/dispatcher.js";

/** The user's request as it arrived (after `message.before`). */
export interface FlatUserMessage {
  userMessage: string;
  agentId: string;
  threadId: string;
  runId: string;
  cwd: string;
  metadata: Record<string, unknown>;
}

/**
 * The prompt the loop works on: the transcript, the tools and the parameters of the next inference.
 * `message.messages` is the live transcript; a processor that returns a new array replaces it.
 */
export interface ProcessedMessage {
  message: {
    messages: Message[];
    tools: ToolSpec[];
    system?: string;
    params: ModelParams;
  };
  metadata: Record<string, unknown>;
}

/** A model response, as processors see it. */
export type LLMCompletion = ModelResponse;

/** One executed tool call, as post-tool-call processors see it. */
export type ToolResult = ToolCallOutcome;

/** Family 1: runs once during prompt assembly. */
export interface MessageModifier {
  modify(originalRequest: FlatUserMessage, createdMessage: ProcessedMessage): Promise<ProcessedMessage>;
}

/** Family 2: runs before every inference. */
export interface PreInferenceProcessor {
  modify(originalRequest: FlatUserMessage, createdMessage: ProcessedMessage): Promise<ProcessedMessage>;
}

/** Family 3: runs after the response was appended to the transcript, before tools run. */
export interface PostInferenceProcessor {
  modify(llmMessageSent: ProcessedMessage, llmResponseMessage: LLMCompletion, nextPrompt: ProcessedMessage): Promise<ProcessedMessage>;
}

/** Family 4: runs before tools execute; may end the run with `shouldExit`. */
export interface PreToolCallProcessor {
  modify(input: {
    llmMessageSent: ProcessedMessage;
    rawLLMResponseMessage: LLMCompletion;
    nextPrompt: ProcessedMessage;
  }): Promise<{ nextPrompt: ProcessedMessage; shouldExit?: boolean }>;
}

/** Family 5: runs after tool results were appended; may end the run with `shouldExit`. */
export interface PostToolCallProcessor {
  modify(input: {
    llmMessageSent: ProcessedMessage;
    rawLLMResponseMessage: LLMCompletion;
    nextPrompt: ProcessedMessage;
    toolResults?: ToolResult[];
    tokenLimit?: number;
    maxOutputTokens?: number;
  }): Promise<{ nextPrompt: ProcessedMessage; shouldExit: boolean }>;
}

/**
 * The agent's `processors` option. Within each family, processors run in array order.
 *
 * @example
 * createAgent({ model, processors: { messageModifiers: [new DirectoryContextModifier()], postInferenceProcessors: [new LoopDetectionModifier()] } });
 */
export interface AgentProcessors {
  messageModifiers?: MessageModifier[];
  preInferenceProcessors?: PreInferenceProcessor[];
  postInferenceProcessors?: PostInferenceProcessor[];
  preToolCallProcessors?: PreToolCallProcessor[];
  postToolCallProcessors?: PostToolCallProcessor[];
}
