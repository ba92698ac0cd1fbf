import { ConfigurationError } from "../errors/configuration-error.js";
import type { LanguageModel } from "../models/spec.js";

/**
 * How a transcript is compacted (`createAgent({ compaction })`, `new CompactionProcessor(...)`).
 *
 * @example
 * createAgent({ model, compaction: { trigger: 0.7, keep: 8, model: cheaperModel } });
 */
export interface CompactionOptions {
  /**
   * When to compact: a fraction of the model's context window (`0 < trigger <= 1`), or a token
   * count (`trigger > 1`). Default 0.75 of the window.
   */
  trigger?: number;
  /** How many of the most recent messages stay verbatim (default 6; moved back to the start of a turn). */
  keep?: number;
  /** The model that writes summaries (default: the agent's model). */
  model?: LanguageModel;
  /** First clear the bodies of old tool results, leaving a one-line stub (default true). */
  clearToolResults?: boolean;
  /** Instructions for the summary; the default asks for decisions, files touched, open tasks and errors. */
  summaryPrompt?: string;
  /** Most output tokens of the summarizing call (default 2 000). */
  maxSummaryTokens?: number;
}

/** Options with their defaults. */
export type ResolvedCompactionOptions = Required<Omit<CompactionOptions, "model">> & { model?: LanguageModel };

/** The default instructions of the summarizing call. */
export const DEFAULT_SUMMARY_PROMPT = [
  "You compact the history of an agent's work so that it can carry on without the full transcript.",
  "Summarize the conversation you are given. Keep, as short bullet lists under these headings:",
  "Decisions (what was decided and why), Files touched (paths, and what changed in each),",
  "Open tasks (what is still to do, in order), Errors (what failed, and whether it was fixed),",
  "and Key facts (values, names, commands and results the agent will need again).",
  "Write only the summary; do not continue the task.",
].join("\n");

/** Checks compaction options and fills in the defaults. */
export function resolveCompactionOptions(options: CompactionOptions = {}, where = "compaction"): ResolvedCompactionOptions {
  if (typeof options !== "object" || options === null) throw new ConfigurationError({ message: `${where} must be an object or false` });
  const trigger = options.trigger ?? 0.75;
  if (!(typeof trigger === "number" && Number.isFinite(trigger) && trigger > 0)) {
    throw new ConfigurationError({ message: `${where}.trigger must be a fraction of the window (0 < trigger <= 1) or a token count (> 1), got ${String(options.trigger)}` });
  }
  const keep = options.keep ?? 6;
  if (!(Number.isInteger(keep) && keep >= 0)) throw new ConfigurationError({ message: `${where}.keep must be a non-negative integer, got ${String(options.keep)}` });
  const maxSummaryTokens = options.maxSummaryTokens ?? 2_000;
  if (!(Number.isInteger(maxSummaryTokens) && maxSummaryTokens > 0)) {
    throw new ConfigurationError({ message: `${where}.maxSummaryTokens must be a positive integer, got ${String(options.maxSummaryTokens)}` });
  }
  if (options.model !== undefined && typeof options.model?.generate !== "function") {
    throw new ConfigurationError({ message: `${where}.model must implement generate(request, options)` });
  }
  return {
    trigger,
    keep,
    clearToolResults: options.clearToolResults ?? true,
    summaryPrompt: options.summaryPrompt ?? DEFAULT_SUMMARY_PROMPT,
    maxSummaryTokens,
    ...(options.model ? { model: options.model } : {}),
  };
}

/** The token count at which compaction starts, for a window. */
export function compactionThreshold(trigger: number, contextWindow: number): number {
  return trigger <= 1 ? Math.floor(trigger * contextWindow) : Math.floor(trigger);
}
