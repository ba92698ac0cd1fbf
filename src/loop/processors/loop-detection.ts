import { userMessage } from "../../messages/content.js";
import type { Message } from "../../messages/types.js";
import type { LLMCompletion, PostInferenceProcessor, ProcessedMessage } from "./types.js";
import { stableStringify } from "../../util/stable-stringify.js";

/** Options of `LoopDetectionModifier`. */
export interface LoopDetectionOptions {
  /** How many identical consecutive responses count as a loop (default 3). */
  threshold?: number;
  /** The note added to the transcript when a loop is seen. */
  message?: string;
}

/**
 * A post-inference processor that notices the model repeating itself — the same tool calls with the
 * same arguments, or the same text, several responses in a row — and adds a note asking it to change
 * course. It warns; to stop runaway loops, use the loop guard.
 *
 * @example
 * createAgent({ model, processors: { postInferenceProcessors: [new LoopDetectionModifier({ threshold: 3 })] } });
 */
export class LoopDetectionModifier implements PostInferenceProcessor {
  readonly #threshold: number;
  readonly #message: string;

  constructor(options: LoopDetectionOptions = {}) {
    this.#threshold = Math.max(2, options.threshold ?? 3);
    this.#message =
      options.message ??
      "You have repeated the same action several times in a row without making progress. Stop, reconsider the approach, and try something different.";
  }

  async modify(_sent: ProcessedMessage, _response: LLMCompletion, nextPrompt: ProcessedMessage): Promise<ProcessedMessage> {
    // Stateless: the transcript itself says how often the latest response was repeated.
    const assistants = nextPrompt.message.messages.filter((message) => message.role === "assistant");
    const latest = assistants.at(-1);
    if (!latest) return nextPrompt;
    const target = signatureOf(latest);
    let count = 0;
    for (let index = assistants.length - 1; index >= 0 && signatureOf(assistants[index]!) === target; index--) count++;
    if (count < this.#threshold || count % this.#threshold !== 0) return nextPrompt;
    return {
      ...nextPrompt,
      message: { ...nextPrompt.message, messages: [...nextPrompt.message.messages, userMessage(this.#message)] },
    };
  }
}

function signatureOf(message: Message): string {
  return stableStringify(
    message.content
      .filter((block) => block.type === "tool_use" || block.type === "text")
      .map((block) => (block.type === "tool_use" ? { tool: block.name, input: block.input } : { text: block.type === "text" ? block.text.trim() : "" })),
  );
}
