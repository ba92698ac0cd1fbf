import { describe, expect, it } from "vitest";
import { recordTranscriptSnapshot, reviseTranscript, trackTranscript } from "../messages/transcript-revision.js";
import type { Message } from "../messages/types.js";
import { deepFreeze } from "../util/deep-freeze.js";
import { DEFAULT_MODEL_LIMITS } from "./model-limits.js";
import { TokenAccounting } from "./token-accounting.js";
import { calibratedEstimator } from "./token-estimator.js";
import { TranscriptTokens } from "./transcript-tokens.js";

const text = (body: string, role: Message["role"] = "user"): Message => deepFreeze({ role, content: [{ type: "text", text: body }], timestamp: new Date(0) });

/** The estimate from scratch: every message counted by an accounting that has seen nothing. */
const fromScratch = (messages: readonly Message[]) => messages.reduce((sum, message) => sum + new TokenAccounting(calibratedEstimator, DEFAULT_MODEL_LIMITS).rawMessageTokens(message), 0);

/** A counter of messages (what the accounting counts), with the number of times it counted. */
function countingTokens() {
  const accounting = new TokenAccounting(calibratedEstimator, DEFAULT_MODEL_LIMITS);
  const counts = { calls: 0 };
  const tokens = new TranscriptTokens((message) => {
    counts.calls++;
    let sum = 4;
    for (const block of message.content) sum += accounting.rawBlockTokens(block);
    return sum;
  });
  return { tokens, counts };
}

/** A frozen snapshot of the live transcript, as the loop takes it before each inference, whose element reads are counted. */
function snapshotOf(live: readonly Message[], reads: { count: number }): readonly Message[] {
  const copy = Object.freeze(live.slice());
  const watched = new Proxy(copy, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads.count++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  recordTranscriptSnapshot(watched, live);
  return watched;
}

describe("TranscriptTokens", () => {
  it("counts only what a step appended, however long the transcript, and the same as from scratch", () => {
    const { tokens, counts } = countingTokens();
    const live: Message[] = [text("the task")];
    trackTranscript(live);
    for (let step = 1; step <= 3_000; step++) {
      live.push(text(`answer ${step} `.repeat(step % 7), "assistant"), text(`result ${step}`));
      const reads = { count: 0 };
      const before = counts.calls;
      const snapshot = snapshotOf(live, reads);
      const estimate = tokens.list(snapshot);
      // Each message is counted once, and a step reads its new messages and one it knew, not the transcript.
      expect(counts.calls - before).toBe(step === 1 ? 3 : 2);
      expect(reads.count).toBeLessThanOrEqual(3);
      if (step % 500 === 0 || step < 5) expect(estimate).toBe(fromScratch(live));
      // The live transcript itself (the compaction stage estimates it) is of the same revision: nothing to count again.
      expect(tokens.list(live)).toBe(estimate);
    }
    expect(counts.calls).toBe(live.length);
  });

  it("after a compaction rewrite: the same as from scratch, the kept messages not counted again", () => {
    const { tokens, counts } = countingTokens();
    let live: Message[] = [text("the task")];
    for (let step = 0; step < 40; step++) live.push(text(`call ${step}`, "assistant"), text(`a long tool result ${step} `.repeat(20)));
    trackTranscript(live);
    tokens.list(snapshotOf(live, { count: 0 }));
    const before = counts.calls;
    // What compaction leaves: the first message with a summary, the most recent turns verbatim, in a new array.
    const summary = text("[Summary of the earlier conversation] decisions, files, open tasks");
    live = [live[0]!, summary, ...live.slice(-6)];
    trackTranscript(live);
    expect(tokens.list(snapshotOf(live, { count: 0 }))).toBe(fromScratch(live));
    expect(counts.calls - before).toBe(1);
    // And it goes on from there incrementally.
    live.push(text("next", "assistant"));
    const reads = { count: 0 };
    expect(tokens.list(snapshotOf(live, reads))).toBe(fromScratch(live));
    expect(reads.count).toBeLessThanOrEqual(2);
  });

  it("after an interceptor replaces a middle message (the change is reported): the same as from scratch", () => {
    const { tokens } = countingTokens();
    const live: Message[] = [];
    for (let index = 0; index < 30; index++) live.push(text(`message ${index} `.repeat(index)));
    trackTranscript(live);
    tokens.list(snapshotOf(live, { count: 0 }));
    live[12] = text("a much longer replacement ".repeat(50));
    reviseTranscript(live);
    expect(tokens.list(live)).toBe(fromScratch(live));
    expect(tokens.list(snapshotOf(live, { count: 0 }))).toBe(fromScratch(live));
    // Removing and inserting messages are changes too.
    live.splice(3, 2);
    live.splice(20, 0, text("inserted"));
    reviseTranscript(live);
    expect(tokens.list(snapshotOf(live, { count: 0 }))).toBe(fromScratch(live));
    // A last message replaced without the change being reported is still noticed (the last message counted is checked).
    live[live.length - 1] = text("replaced at the end ".repeat(9));
    expect(tokens.list(live)).toBe(fromScratch(live));
  });

  it("compares any other list with what it counted last: a request a hook rewrote, a caller's own array", () => {
    const { tokens } = countingTokens();
    const live: Message[] = [];
    for (let index = 0; index < 20; index++) live.push(text(`message ${index}`));
    trackTranscript(live);
    tokens.list(snapshotOf(live, { count: 0 }));
    // A hook's request: a new frozen array with one message changed.
    const rewritten = Object.freeze(live.map((message, index) => (index === 7 ? text("rewritten by a hook ".repeat(30)) : message)));
    expect(tokens.list(rewritten)).toBe(fromScratch(rewritten));
    // A caller's own array, changed in place between two estimates.
    const own = live.slice();
    expect(tokens.list(own)).toBe(fromScratch(own));
    own[3] = text("changed in place ".repeat(12));
    expect(tokens.list(own)).toBe(fromScratch(own));
    own.length = 5;
    expect(tokens.list(own)).toBe(fromScratch(own));
    // A frozen array is its own revision: the same one again costs nothing and gives the same number.
    expect(tokens.list(rewritten)).toBe(fromScratch(rewritten));
    expect(tokens.list([])).toBe(0);
  });

  it("never keeps the count of a message that can still change", () => {
    const { tokens } = countingTokens();
    const accounting = new TokenAccounting(calibratedEstimator, DEFAULT_MODEL_LIMITS);
    const unfrozen: Message = { role: "user", content: [{ type: "text", text: "short" }], timestamp: new Date(0) };
    const shallow = Object.freeze({ role: "user", content: [{ type: "text", text: "short" }], timestamp: new Date(0) }) as Message;
    const openBlock = Object.freeze({ role: "user", content: Object.freeze([{ type: "text", text: "short" }]), timestamp: new Date(0) }) as Message;
    const openInput = deepFreeze({ role: "assistant", content: [{ type: "tool_use", id: "c", name: "exec", input: { command: "ls" } }], timestamp: new Date(0) }) as Message;
    const input = { command: "ls" };
    const toolCall = Object.freeze({
      role: "assistant",
      content: Object.freeze([Object.freeze({ type: "tool_use", id: "c", name: "exec", input })]),
      timestamp: new Date(0),
    }) as unknown as Message;
    const live: Message[] = [text("first"), unfrozen, shallow, openBlock, toolCall, text("last")];
    trackTranscript(live);
    expect(tokens.list(live)).toBe(fromScratch(live));
    expect(accounting.rawMessageTokens(shallow)).toBe(fromScratch([shallow]));
    // Each is changed in place, as far as it can be.
    unfrozen.content = [{ type: "text", text: "much longer now ".repeat(40) }];
    shallow.content.push({ type: "text", text: "pushed into a frozen message's open content ".repeat(10) });
    (openBlock.content[0] as { text: string }).text = "edited inside an open block ".repeat(10);
    input.command = "a much longer command line ".repeat(10);
    for (const list of [live, snapshotOf(live, { count: 0 })]) expect(tokens.list(list)).toBe(fromScratch(live));
    expect(accounting.rawMessageTokens(shallow)).toBe(fromScratch([shallow]));
    // A message the loop froze cannot change at all.
    expect(() => {
      (openInput.content[0] as { input: Record<string, unknown> }).input.command = "changed";
    }).toThrow(TypeError);
  });
});
