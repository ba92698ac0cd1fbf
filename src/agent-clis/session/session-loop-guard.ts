import { callSignature, hashToolBatch } from "../../guards/loop-guard/batch-hash.js";
import { oscillationRepeats, repeatedBatchCount, type LoopFinding, type LoopGuardState } from "../../guards/loop-guard/detect-loop.js";
import type { LoopGuardOptions } from "../../guards/loop-guard/loop-guard.js";
import { resolveLoopGuardLimits } from "../../guards/loop-guard/loop-guard-limits.js";

/** The loop guard's options that apply across an agent CLI session (`onLoop: "error"` stops too). */
export type SessionLoopGuardOptions = Pick<LoopGuardOptions, "warnThreshold" | "hardLimit" | "windowSize" | "onLoop" | "warningMessage" | "hardStopMessage">;

/** One finished tool call, as an agent CLI's post-tool hook reports it. */
export interface FinishedToolCall {
  name: string;
  input: Record<string, unknown>;
  /** Whether the call failed (an error result, a non-zero exit). */
  failed: boolean;
}

/** What the loop guard says after a call: nothing, a warning for the model, or stop the session. */
export type SessionLoopVerdict =
  | { action: "none" }
  | { action: "warn"; message: string; finding: LoopFinding }
  | { action: "stop"; message: string; reason: string; finding: LoopFinding };

const DEFAULT_WARNING = "You are repeating yourself without making progress: {detail}. Stop, reconsider, and try a different approach.";
const DEFAULT_HARD_STOP = "I stopped here because I kept repeating the same actions without making progress.";

/**
 * The loop guard's ladder applied to one finished call of an agent CLI session: the call (a batch of
 * one, since the agent CLIs report calls one at a time) joins the session's window; from
 * `warnThreshold` repeats (the same call, an A-B-A-B alternation, or a call retried after failing)
 * the model gets a warning, at `hardLimit` the session is stopped (unless `onLoop` is `"continue"`).
 * Same defaults as the runtime's `loopGuard`: warn at 3, stop at 5, a window of 20.
 *
 * @example
 * const verdict = recordSessionToolCall(state.loop, { name: "Bash", input: { command: "make" }, failed: true });
 */
export function recordSessionToolCall(state: LoopGuardState, call: FinishedToolCall, options: SessionLoopGuardOptions = {}): SessionLoopVerdict {
  const { warnThreshold, hardLimit, windowSize, onLoop } = resolveLoopGuardLimits(options);
  const input = withoutCosmeticKeys(call.input);
  const signature = callSignature(call.name, input);
  const failedBefore = state.failures[signature] ?? 0;
  state.window.push(hashToolBatch([{ name: call.name, input }]));
  if (state.window.length > windowSize) state.window.splice(0, state.window.length - windowSize);
  if (call.failed) state.failures[signature] = failedBefore + 1;
  else delete state.failures[signature];
  const keys = Object.keys(state.failures);
  for (const key of keys.slice(0, Math.max(0, keys.length - windowSize))) delete state.failures[key];

  const repeats = repeatedBatchCount(state.window);
  const findings: LoopFinding[] = [{ kind: "repeated_batch", repeats, detail: `the same call to ${call.name}, ${repeats} times` }];
  const alternations = oscillationRepeats(state.window);
  if (alternations > 0) findings.push({ kind: "oscillation", repeats: alternations, detail: `alternating between the same two calls, ${alternations} times each` });
  if (failedBefore > 0) {
    findings.push({ kind: "repeated_failure", repeats: failedBefore + 1, detail: `retrying a call to ${call.name} that had already failed ${failedBefore} time${failedBefore === 1 ? "" : "s"}` });
  }
  const worst = findings.reduce((a, b) => (b.repeats >= a.repeats ? b : a));
  if (worst.repeats < warnThreshold) return { action: "none" };
  const fill = (template: string) => template.replaceAll("{detail}", worst.detail).replaceAll("{repeats}", String(worst.repeats));
  if (worst.repeats >= hardLimit && onLoop !== "continue") {
    // Start over, so the session can go on after the person looks at it.
    state.window.length = 0;
    for (const key of Object.keys(state.failures)) delete state.failures[key];
    return { action: "stop", finding: worst, reason: `Loop guard: ${worst.detail} (hard limit ${hardLimit})`, message: fill(options.hardStopMessage ?? DEFAULT_HARD_STOP) };
  }
  return { action: "warn", finding: worst, message: fill(options.warningMessage ?? DEFAULT_WARNING) };
}

/** Keys the agent CLIs add for people only (Claude Code's Bash `description`), which the model rewords at will. */
const COSMETIC_KEYS = ["description"];

function withoutCosmeticKeys(input: Record<string, unknown>): Record<string, unknown> {
  if (!COSMETIC_KEYS.some((key) => Object.hasOwn(input, key))) return input;
  const result = { ...input };
  for (const key of COSMETIC_KEYS) delete result[key];
  return result;
}
