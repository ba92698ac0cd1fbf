import type { InterceptorBundle, ModelAfterOutput, ThreadState } from "../../interceptors/types.js";
import { userMessage } from "../../messages/content.js";
import { callSignature, hashToolBatch } from "./batch-hash.js";
import { oscillationRepeats, repeatedBatchCount, type LoopFinding, type LoopGuardState } from "./detect-loop.js";
import { LoopGuardTriggeredError } from "./loop-guard-error.js";
import { resolveLoopGuardLimits } from "./loop-guard-limits.js";

/** Options of `loopGuard`, as seed 002 names them. */
export interface LoopGuardOptions {
  /** Repeat count that schedules a warning for the next model turn (default 3). */
  warnThreshold?: number;
  /** Repeat count that triggers `onLoop` (default 5). */
  hardLimit?: number;
  /** Recent batches kept per thread; at least `hardLimit` (default 20). */
  windowSize?: number;
  /** At the hard limit: keep warning, end the run (`stopped`), or end it with `LoopGuardTriggeredError`. */
  onLoop?: "continue" | "end" | "error";
  warningMessage?: string;
  hardStopMessage?: string;
  /** Id prefix of the registrations and key of the thread state (default `builtin:loop-guard`). */
  id?: string;
  /** Priority of the registrations (default 50). */
  priority?: number;
}

/** Id prefix of the loop guard's registrations. */
export const LOOP_GUARD_ID = "builtin:loop-guard";

const DEFAULT_WARNING = "You are repeating yourself without making progress: {detail}. Stop, reconsider, and try a different approach.";
const DEFAULT_HARD_STOP = "I stopped here because I kept repeating the same actions without making progress.";

/**
 * Detects tool-call loops and warns, then stops. Returns a bundle for `registry.add()`.
 *
 * Each turn's tool-call batch is hashed (keys sorted, calls order-independent, volatile keys such as
 * `id` or `timestamp` dropped) into a sliding window kept per thread, so it survives across runs on the
 * same `threadId`. It also catches A-B-A-B oscillation and the same failing call retried.
 *
 * @example
 * registry.add(loopGuard({ warnThreshold: 3, hardLimit: 5, windowSize: 20, onLoop: "end" }));
 */
export function loopGuard(options: LoopGuardOptions = {}): InterceptorBundle {
  const { warnThreshold, hardLimit, windowSize, onLoop } = resolveLoopGuardLimits(options);
  const id = options.id ?? LOOP_GUARD_ID;
  const priority = options.priority ?? 50;

  const stateOf = (state: ThreadState): LoopGuardState => {
    const current = state[id] as LoopGuardState | undefined;
    if (current && Array.isArray(current.window) && typeof current.failures === "object") return current;
    const fresh: LoopGuardState = { window: [], failures: {} };
    state[id] = fresh;
    return fresh;
  };

  const fill = (template: string, finding: LoopFinding) =>
    template.replaceAll("{detail}", finding.detail).replaceAll("{repeats}", String(finding.repeats));

  return [
    {
      // beforeAgent: initialize or prune, never reset, the thread's window.
      id: `${id}:prepare`,
      name: "message.before",
      priority,
      handler: function loopGuardPrepare(input) {
        const state = stateOf(input.state);
        if (state.window.length > windowSize) state.window.splice(0, state.window.length - windowSize);
        const keys = Object.keys(state.failures);
        for (const key of keys.slice(0, Math.max(0, keys.length - windowSize))) delete state.failures[key];
      },
    },
    {
      // afterModel: hash the batch, update the window, warn, stop or fail.
      id: `${id}:detect`,
      name: "model.after",
      priority,
      handler: function loopGuardDetect(input, output) {
        const calls = output.response.content.flatMap((block) => (block.type === "tool_use" ? [block] : []));
        if (calls.length === 0) return;
        const state = stateOf(input.state);
        state.window.push(hashToolBatch(calls));
        if (state.window.length > windowSize) state.window.splice(0, state.window.length - windowSize);

        const names = [...new Set(calls.map((call) => call.name))].join(", ");
        const repeats = repeatedBatchCount(state.window);
        const findings: LoopFinding[] = [{ kind: "repeated_batch", repeats, detail: `the same call(s) to ${names}, ${repeats} times` }];
        const alternations = oscillationRepeats(state.window);
        if (alternations > 0) {
          findings.push({ kind: "oscillation", repeats: alternations, detail: `alternating between the same two sets of calls, ${alternations} times each` });
        }
        for (const call of calls) {
          const failed = state.failures[callSignature(call.name, call.input)] ?? 0;
          if (failed > 0) findings.push({ kind: "repeated_failure", repeats: failed + 1, detail: `retrying a call to ${call.name} that has already failed ${plural(failed, "time")}` });
        }
        // On ties the more specific finding (oscillation, repeated failure) names the loop.
        const worst = findings.reduce((a, b) => (b.repeats >= a.repeats ? b : a));
        if (worst.repeats < warnThreshold) return;
        if (worst.repeats >= hardLimit && onLoop !== "continue") {
          stop(output, worst);
          return;
        }
        output.inject.push(userMessage(fill(options.warningMessage ?? DEFAULT_WARNING, worst)));
      },
    },
    {
      // Remember failing calls, so retrying one counts even inside different batches.
      id: `${id}:failures`,
      name: "tool.after",
      priority,
      handler: function loopGuardFailures(input) {
        const state = stateOf(input.state);
        const signature = callSignature(input.toolName, input.args);
        if (input.isError) state.failures[signature] = (state.failures[signature] ?? 0) + 1;
        else delete state.failures[signature];
      },
    },
  ];

  function stop(output: ModelAfterOutput, finding: LoopFinding): void {
    const reason = `Loop guard: ${finding.detail} (hard limit ${hardLimit})`;
    output.stop = true;
    output.reason = reason;
    if (onLoop === "error") {
      output.error = new LoopGuardTriggeredError({ kind: finding.kind, repeats: finding.repeats, hardLimit, message: reason });
      return;
    }
    // end: clear the turn's tool calls and close with a final assistant message.
    const text = fill(options.hardStopMessage ?? DEFAULT_HARD_STOP, finding);
    const kept = output.response.content.filter((block) => block.type !== "tool_use");
    output.response = { ...output.response, content: [...kept, { type: "text", text }], stopReason: "end_turn" };
  }
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
