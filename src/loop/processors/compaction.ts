import { compactionThreshold, resolveCompactionOptions, type CompactionOptions, type ResolvedCompactionOptions } from "../../compaction/compaction-options.js";
import { compactTranscript, type CompactionResult } from "../../compaction/compact-transcript.js";
import { ConfigurationError } from "../../errors/configuration-error.js";
import type { LanguageModel } from "../../models/spec.js";
import { DEFAULT_MODEL_LIMITS } from "../../usage/model-limits.js";
import { TokenAccounting } from "../../usage/token-accounting.js";
import { calibratedEstimator, type TokenEstimator } from "../../usage/token-estimator.js";
import type { PostToolCallProcessor, ProcessedMessage, ToolResult, LLMCompletion } from "./types.js";

/** Options of `CompactionProcessor`. */
export interface CompactionProcessorOptions extends CompactionOptions {
  /** The model that writes summaries (a processor does not see the agent's model). */
  model: LanguageModel;
  /** How tokens are counted (default: the calibrated estimate; `loadTokenEstimator()` for OpenAI's tokenizer). */
  estimator?: TokenEstimator;
  /** Receives each compaction's outcome, with the original messages it replaced (`archived`), to keep them. */
  onCompaction?: (result: CompactionResult) => void;
}

/**
 * Compaction as seed 003's post-tool-call processor: after tool results were appended, when the
 * prompt reaches `trigger` of the `tokenLimit` the loop passes (less `maxOutputTokens` of room for the
 * answer), old tool results are cleared and the oldest turns summarized. A failed compaction leaves
 * the prompt as it was and notes the failure in `metadata.compaction`. `createAgent({ compaction })`
 * does the same before every inference, and also keeps the full history beside the thread.
 *
 * @example
 * createAgent({ model, processors: { postToolCallProcessors: [new CompactionProcessor({ model: cheapModel, trigger: 0.7 })] } });
 */
export class CompactionProcessor implements PostToolCallProcessor {
  readonly options: ResolvedCompactionOptions;
  readonly model: LanguageModel;
  readonly #accounting: TokenAccounting;
  readonly #onCompaction: ((result: CompactionResult) => void) | undefined;

  constructor(options: CompactionProcessorOptions) {
    if (typeof options?.model?.generate !== "function") throw new ConfigurationError({ message: "CompactionProcessor: `model` must implement generate(request, options)" });
    this.options = resolveCompactionOptions(options, "CompactionProcessor");
    this.model = options.model;
    this.#accounting = new TokenAccounting(options.estimator ?? calibratedEstimator, DEFAULT_MODEL_LIMITS);
    this.#onCompaction = options.onCompaction;
  }

  async modify(input: {
    llmMessageSent: ProcessedMessage;
    rawLLMResponseMessage: LLMCompletion;
    nextPrompt: ProcessedMessage;
    toolResults?: ToolResult[];
    tokenLimit?: number;
    maxOutputTokens?: number;
  }): Promise<{ nextPrompt: ProcessedMessage; shouldExit: boolean }> {
    const { nextPrompt } = input;
    const window = input.tokenLimit ?? DEFAULT_MODEL_LIMITS.contextWindow;
    const room = Math.min(input.maxOutputTokens ?? 0, Math.floor(window / 2));
    const threshold = Math.min(compactionThreshold(this.options.trigger, window), window - room);
    const { message } = nextPrompt;
    const accounting = this.#accounting;
    const result = await compactTranscript({
      messages: message.messages,
      overheadTokens: accounting.estimateRequest({ ...(message.system !== undefined ? { system: message.system } : {}), tools: message.tools, messages: [] }),
      estimate: (list) => accounting.estimateMessages(list),
      threshold,
      options: this.options,
      model: this.options.model ?? this.model,
    });
    if (result.status === "skipped") return { nextPrompt, shouldExit: false };
    this.#onCompaction?.(result);
    const note = {
      status: result.status,
      tokensBefore: result.tokensBefore,
      tokensAfter: result.tokensAfter,
      clearedToolResults: result.clearedToolResults,
      summarizedMessages: result.summarizedMessages,
      ...(result.error ? { error: result.error.message } : {}),
    };
    const metadata = { ...nextPrompt.metadata, compaction: note };
    if (result.status === "failed") return { nextPrompt: { ...nextPrompt, metadata }, shouldExit: false };
    return { nextPrompt: { message: { ...message, messages: result.messages }, metadata }, shouldExit: false };
  }
}
