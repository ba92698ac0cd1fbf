import { compactionThreshold, type ResolvedCompactionOptions } from "../compaction/compaction-options.js";
import { compactTranscript, type CompactionResult } from "../compaction/compact-transcript.js";
import { CompactionError } from "../errors/compaction-error.js";
import type { Message } from "../messages/types.js";
import type { TokenAccounting } from "../usage/token-accounting.js";
import { recordSideCallUsage } from "./run-budget.js";
import type { RunEnd, RunState } from "./run-state.js";

/** Key of the compaction record in the thread state: where the full history is kept, and how often the thread was compacted. */
export const THREAD_COMPACTION_KEY = "loopgate:compaction";

/** The thread compaction record kept in thread state. */
export interface ThreadCompactionRecord {
  /** The thread (in the same store) holding every message compaction replaced, oldest first. */
  historyThreadId: string;
  compactions: number;
  archivedMessages: number;
}

/** The id of the thread that keeps a thread's full history. */
export function historyThreadId(threadId: string): string {
  return `${threadId.slice(0, 119)}.history`;
}

/**
 * Before each inference, when the agent compacts: if the request would reach the threshold, compact
 * the transcript (clear old tool results, then summarize), keep what was replaced in the history
 * thread beside it, and report a `compaction` event. A failure leaves the transcript as it was; the
 * run goes on. Never ends the run itself.
 */
export function compactBeforeInference(run: RunState): RunEnd | undefined | Promise<RunEnd | undefined> {
  // An agent that does not compact has nothing to do here, and nothing to wait for.
  return run.config.compaction && run.accounting ? compactIfNeeded(run, run.config.compaction, run.accounting) : undefined;
}

async function compactIfNeeded(run: RunState, options: ResolvedCompactionOptions, accounting: TokenAccounting): Promise<RunEnd | undefined> {
  const { message } = run.prompt;
  const window = accounting.limits.contextWindow;
  const maxTokens = typeof message.params.maxTokens === "number" ? message.params.maxTokens : 0;
  const threshold = Math.min(compactionThreshold(options.trigger, window), window - maxTokens);
  const overheadTokens = accounting.estimateRequest({ ...(message.system !== undefined ? { system: message.system } : {}), tools: message.tools, messages: [] });
  const messages = message.messages;
  // Cheap test first: most turns are far below the threshold.
  if (overheadTokens + accounting.estimateMessages(messages) < threshold) return undefined;
  const model = options.model ?? run.config.model;
  const result = await run.abortable(
    compactTranscript({ messages, overheadTokens, estimate: (list) => accounting.estimateMessages(list), threshold, options, model, signal: run.signal }),
  );
  if (result.usage) recordSideCallUsage(run, result.usage, model.modelId);
  if (result.status === "skipped") return undefined;
  if (result.status === "failed") return report(run, result);
  const archived = await archive(run, result.archived);
  if (archived instanceof Error) return report(run, { ...result, status: "failed", error: new CompactionError({ message: "The full history could not be kept beside the thread, so nothing was compacted", cause: archived }) });
  const removed = messages.length - result.messages.length;
  const splitEnd = 1 + result.summarizedMessages;
  run.startIndex = run.startIndex >= splitEnd ? run.startIndex - removed : Math.min(run.startIndex, 1);
  run.prompt.message.messages = result.messages;
  return report(run, result, archived);
}

function report(run: RunState, result: CompactionResult, history?: string): undefined {
  run.emit({
    type: "compaction",
    status: result.status === "failed" ? "failed" : (result.status as "cleared" | "summarized"),
    tokensBefore: result.tokensBefore,
    tokensAfter: result.status === "failed" ? result.tokensBefore : result.tokensAfter,
    clearedToolResults: result.status === "failed" ? 0 : result.clearedToolResults,
    summarizedMessages: result.status === "failed" ? 0 : result.summarizedMessages,
    ...(history ? { historyThreadId: history } : {}),
    ...(result.error ? { error: result.error } : {}),
  });
  return undefined;
}

/** Appends the replaced messages to the history thread and records the pointer in thread state; the history thread's id, or the error. */
async function archive(run: RunState, archived: readonly Message[]): Promise<string | Error> {
  const historyId = historyThreadId(run.scope.threadId);
  try {
    if (archived.length > 0) {
      const store = run.config.threads;
      const existing = await run.abortable(Promise.resolve(store.load(historyId)));
      await run.abortable(Promise.resolve(store.save(historyId, { messages: [...(existing?.messages ?? []), ...archived], state: {} })));
    }
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const previous = run.scope.state[THREAD_COMPACTION_KEY] as Partial<ThreadCompactionRecord> | undefined;
  const record: ThreadCompactionRecord = {
    historyThreadId: historyId,
    compactions: (previous?.compactions ?? 0) + 1,
    archivedMessages: (previous?.archivedMessages ?? 0) + archived.length,
  };
  run.scope.state[THREAD_COMPACTION_KEY] = record;
  return historyId;
}
