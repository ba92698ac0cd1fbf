import { answerUnansweredToolCalls } from "../messages/repair.js";
import type { Message, ToolResultBlock, ToolUseBlock } from "../messages/types.js";
import type { ToolCallOutcome, ToolDispatcher } from "../tools/dispatcher.js";
import { appendToolResults } from "./transcript.js";

/**
 * The tool calls of one model response: which are pending, which ran (with their outcomes), and
 * the answers of those that did not run. Loop interceptors execute calls through it; every call
 * goes through the one dispatcher and every result lands in the transcript right after the response.
 */
export class ToolCallTurn {
  readonly #assistant: Message;
  readonly #messages: () => Message[];
  readonly #dispatch: (calls: readonly ToolUseBlock[]) => Promise<ToolCallOutcome[]>;
  #pending: readonly ToolUseBlock[];
  readonly #executed: ToolCallOutcome[] = [];

  constructor(options: { assistant: Message; calls: readonly ToolUseBlock[]; messages: () => Message[]; dispatcher: ToolDispatcher; abortable: <T>(pending: Promise<T>) => Promise<T> }) {
    this.#assistant = options.assistant;
    this.#pending = options.calls;
    this.#messages = options.messages;
    this.#dispatch = (calls) => options.abortable(options.dispatcher.dispatchAll(calls));
  }

  /** The calls not executed yet. */
  get pending(): ToolUseBlock[] {
    return [...this.#pending];
  }

  /** Whether some calls have not been executed (nor answered) yet. */
  get hasPending(): boolean {
    return this.#pending.length > 0;
  }

  /** The outcomes of the calls executed so far, in order. */
  get executed(): readonly ToolCallOutcome[] {
    return this.#executed;
  }

  /** Executes pending calls (default: all of them) and appends their results; calls not pending are ignored. */
  async execute(calls: readonly ToolUseBlock[] = this.#pending): Promise<ToolCallOutcome[]> {
    // Executing every pending call (the default) needs no sorting out.
    const chosen = calls === this.#pending ? calls : calls.filter((call) => this.#pending.includes(call));
    if (chosen.length === 0) return [];
    this.#pending = chosen === this.#pending ? NONE : this.#pending.filter((call) => !chosen.includes(call));
    const outcomes = await this.#dispatch(chosen);
    appendToolResults(this.#messages(), this.#assistant, outcomes.map(toToolResultBlock));
    this.#executed.push(...outcomes);
    return outcomes;
  }

  /** Answers every call that did not run, so the transcript stays valid for every provider. */
  answerPending(reason: string): void {
    if (this.#pending.length === 0) return;
    const messages = this.#messages();
    answerUnansweredToolCalls(messages, reason, Math.max(0, messages.lastIndexOf(this.#assistant)));
    this.#pending = [];
  }
}

const NONE: readonly ToolUseBlock[] = Object.freeze([]);

/** The `tool_result` block for a dispatched call. */
export function toToolResultBlock(outcome: ToolCallOutcome): ToolResultBlock {
  const block: ToolResultBlock = { type: "tool_result", toolUseId: outcome.call.id, content: outcome.result.output };
  if (outcome.result.isError) block.isError = true;
  return block;
}
