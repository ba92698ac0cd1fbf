import { CompactionError } from "../errors/compaction-error.js";
import { textOf } from "../messages/content.js";
import type { ContentBlock, Message, TextBlock, ToolResultBlock } from "../messages/types.js";
import type { LanguageModel, Usage } from "../models/spec.js";
import type { ResolvedCompactionOptions } from "./compaction-options.js";
import { renderTranscript } from "./render-transcript.js";

/** How a cleared tool result starts; a result that starts so is not cleared (or archived) again. */
export const CLEARED_RESULT_PREFIX = "[cleared to save context:";
/** How the summary block starts (it follows the first user message's own blocks). */
export const SUMMARY_PREFIX = "[Summary of the earlier conversation, written when it was compacted]";

/** What `compactTranscript` works with. */
export interface CompactTranscriptInput {
  messages: readonly Message[];
  /** Tokens of the rest of the request (system prompt, tool definitions). */
  overheadTokens: number;
  /** The (corrected) token estimate of some messages. */
  estimate(messages: readonly Message[]): number;
  /** Compact when the request would reach this many tokens. */
  threshold: number;
  options: ResolvedCompactionOptions;
  /** The model that writes the summary. */
  model: LanguageModel;
  signal?: AbortSignal;
}

/** What a compaction did. */
export interface CompactionResult {
  /** `skipped`: under the threshold; `cleared`: old tool results were enough; `summarized`; `failed`: nothing changed. */
  status: "skipped" | "cleared" | "summarized" | "failed";
  /** The transcript after compaction (the input's messages when skipped or failed). */
  messages: Message[];
  /** The original messages compaction replaced, in order (to keep beside the thread as its full history). */
  archived: Message[];
  tokensBefore: number;
  tokensAfter: number;
  clearedToolResults: number;
  summarizedMessages: number;
  /** The summarizing call's usage. */
  usage?: Usage;
  error?: CompactionError;
}

/**
 * Compacts a transcript that reached the threshold, in two steps: first the bodies of old tool
 * results are cleared (a one-line stub names the tool and the size), oldest first; if that is not
 * enough, the oldest turns are summarized by a model call. The first user message and the most
 * recent `keep` messages (moved back to the start of a turn) stay verbatim; the summary follows the
 * first user message's own blocks, and the kept part starts with an assistant message, so no
 * `tool_use` loses its `tool_result` and roles still alternate. A failure changes nothing.
 *
 * @example
 * const result = await compactTranscript({ messages, overheadTokens: 900, estimate, threshold: 150_000, options: resolveCompactionOptions(), model });
 * if (result.status === "summarized") messages = result.messages;
 */
export async function compactTranscript(input: CompactTranscriptInput): Promise<CompactionResult> {
  const { messages, overheadTokens, estimate, threshold, options } = input;
  const original = [...messages];
  // The caller's list, not the copy: the accounting knows the live transcript's revision, and counts only what it has not seen.
  const tokensBefore = overheadTokens + estimate(messages);
  const unchanged = { messages: original, archived: [], tokensBefore, tokensAfter: tokensBefore, clearedToolResults: 0, summarizedMessages: 0 };
  if (tokensBefore < threshold || original.length < 2) return { status: "skipped", ...unchanged };
  // Aim well below the threshold, so the next turns do not compact again at once.
  const target = Math.floor(threshold * 0.6);
  const keepFrom = tailStart(original, options.keep);

  const working = [...original];
  const archived: Message[] = [];
  let cleared = 0;
  if (options.clearToolResults) {
    const names = toolNames(original);
    let total = tokensBefore;
    for (let index = 1; index < keepFrom && total > target; index++) {
      const replaced = clearToolResults(working[index]!, names);
      if (!replaced) continue;
      total += estimate([replaced.message]) - estimate([working[index]!]);
      archived.push(working[index]!);
      working[index] = replaced.message;
      cleared += replaced.count;
    }
    if (total <= target) return { status: "cleared", messages: working, archived, tokensBefore, tokensAfter: overheadTokens + estimate(working), clearedToolResults: cleared, summarizedMessages: 0 };
  }
  return summarize(input, original, working, archived, cleared, tokensBefore, target, keepFrom);
}

async function summarize(
  input: CompactTranscriptInput,
  original: Message[],
  working: Message[],
  archivedByClearing: Message[],
  cleared: number,
  tokensBefore: number,
  target: number,
  keepFrom: number,
): Promise<CompactionResult> {
  const { overheadTokens, estimate, options } = input;
  const first = original[0]!;
  const firstBlocks = first.role === "user" ? first.content.filter((block) => !isSummary(block)) : [];
  const previousSummary = first.role === "user" ? first.content.filter(isSummary) : [];
  const reserve = options.maxSummaryTokens + 16;
  const firstTokens = first.role === "user" ? estimate([{ ...first, content: firstBlocks }]) : 0;
  // The last turn always stays verbatim; older kept turns go into the summary too if the target needs it.
  const lastTurn = lastTurnStart(working);
  let split = Math.min(keepFrom, lastTurn);
  while (split < lastTurn && overheadTokens + firstTokens + reserve + estimate(working.slice(split)) > target) split = nextTurnStart(working, split);
  const from = first.role === "user" ? 1 : 0;
  if (split <= from) return failed(original, tokensBefore, new CompactionError({ message: "Nothing old enough to summarize: every message is among the most recent ones kept" }));

  // The summarizer reads the original messages (not the cleared stubs), and any earlier summary first.
  const region = original.slice(from, split);
  const earlier = previousSummary.length > 0 ? [{ role: "user" as const, content: previousSummary, timestamp: first.timestamp }] : [];
  const rendered = renderTranscript([...earlier, ...region], Math.max(20_000, input.threshold * 3));
  let summaryText: string;
  let usage: Usage | undefined;
  try {
    const response = await input.model.generate(
      { system: options.summaryPrompt, messages: [{ role: "user", content: [{ type: "text", text: rendered }], timestamp: new Date() }], tools: [], params: { maxTokens: options.maxSummaryTokens } },
      input.signal ? { signal: input.signal } : {},
    );
    summaryText = textOf(response.content ?? []).trim();
    usage = response.usage;
  } catch (error) {
    return failed(original, tokensBefore, new CompactionError({ message: "The summarizing model call failed", cause: error }));
  }
  if (!summaryText) return failed(original, tokensBefore, new CompactionError({ message: "The summarizing model answered with no text" }));

  const summary: TextBlock = { type: "text", text: `${SUMMARY_PREFIX}\n${summaryText}` };
  const head: Message = first.role === "user" ? { ...first, content: [...firstBlocks, summary] } : { role: "user", content: [summary], timestamp: new Date() };
  const messages = [head, ...working.slice(split)];
  const archivedNow = region.filter((message) => !archivedByClearing.includes(message) && !isCompactionProduct(message));
  const archived = [...archivedByClearing, ...archivedNow].sort((a, b) => original.indexOf(a) - original.indexOf(b));
  return {
    status: "summarized",
    messages,
    archived,
    tokensBefore,
    tokensAfter: overheadTokens + estimate(messages),
    clearedToolResults: cleared,
    summarizedMessages: split - from,
    ...(usage ? { usage } : {}),
  };
}

function failed(original: Message[], tokensBefore: number, error: CompactionError): CompactionResult {
  return { status: "failed", messages: original, archived: [], tokensBefore, tokensAfter: tokensBefore, clearedToolResults: 0, summarizedMessages: 0, error };
}

/** Where the verbatim tail starts: `keep` messages from the end, moved back to an assistant message (the start of a turn). */
function tailStart(messages: readonly Message[], keep: number): number {
  const from = Math.max(1, messages.length - keep);
  for (let index = Math.min(from, messages.length - 1); index >= 1; index--) if (messages[index]!.role === "assistant") return index;
  return nextTurnStart(messages, from);
}

/** Where the last turn starts (the last assistant message after the first message), or the end. */
function lastTurnStart(messages: readonly Message[]): number {
  for (let index = messages.length - 1; index >= 1; index--) if (messages[index]!.role === "assistant") return index;
  return messages.length;
}

/** The start of the next turn after `index` (the next assistant message), or the end. */
function nextTurnStart(messages: readonly Message[], index: number): number {
  for (let next = index + 1; next < messages.length; next++) if (messages[next]!.role === "assistant") return next;
  return messages.length;
}

function toolNames(messages: readonly Message[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const message of messages) for (const block of message.content) if (block.type === "tool_use") names.set(block.id, block.name);
  return names;
}

/** The message with every tool result body replaced by a stub, or undefined when it has none to clear. */
function clearToolResults(message: Message, names: ReadonlyMap<string, string>): { message: Message; count: number } | undefined {
  let count = 0;
  const content = message.content.map((block): ContentBlock => {
    if (block.type !== "tool_result" || block.content.startsWith(CLEARED_RESULT_PREFIX)) return block;
    count++;
    const stub: ToolResultBlock = { ...block, content: `${CLEARED_RESULT_PREFIX} result of ${names.get(block.toolUseId) ?? "a tool"}, ${block.content.length} characters]` };
    return stub;
  });
  return count === 0 ? undefined : { message: { ...message, content }, count };
}

function isSummary(block: ContentBlock): boolean {
  return block.type === "text" && block.text.startsWith(SUMMARY_PREFIX);
}

/** A message made by compaction (every tool result a stub, nothing else), not worth keeping again. */
function isCompactionProduct(message: Message): boolean {
  return message.content.length > 0 && message.content.every((block) => block.type === "tool_result" && block.content.startsWith(CLEARED_RESULT_PREFIX));
}
