import { describeError, InterceptorError } from "../errors/index.js";
import type { InterceptorEvent } from "./events.js";
import type { InterceptorRegistry, MatchContext } from "./registry.js";
import { detectChanges, isHalted, snapshot } from "./changes.js";
import { stableStringify } from "../util/stable-stringify.js";
import type {
  InterceptorInput,
  InterceptorName,
  InterceptorOutput,
  RegisteredInterceptor,
  RunScope,
  ToolAfterOutput,
  ToolBeforeOutput,
  ModelAfterOutput,
} from "./types.js";

/** How a chain of interceptors ended. */
export interface TriggerResult {
  /** A `tool.before` block, a `model.after` stop, or a failing interceptor whose policy is `block`. Final. */
  halted: boolean;
  /** Who halted the chain and why. */
  haltedBy?: string;
  reason?: string;
  rule?: string;
  /** A `block`-policy failure on a hook that cannot block (message, params, model.before): the run must end. */
  failure?: InterceptorError;
}

/** Where a trigger reports what happened. */
export interface TriggerOptions {
  matchContext?: MatchContext;
  /** Receives every event (in addition to the registry's own listener). */
  onEvent?: (event: InterceptorEvent) => void;
}

const NOT_HALTED: TriggerResult = Object.freeze({ halted: false });

/**
 * Runs the matching interceptors of one hook in order, mutating `output` in place.
 *
 * A handler that throws or exceeds its `timeoutMs` never escapes: it becomes an `error` event and,
 * under the `block` policy, blocks the call (tool hooks), stops the run (`model.after`) or is
 * reported as `failure`. Once a chain is halted no lower-priority handler runs, so nothing can undo it.
 */
export async function triggerInterceptors<N extends InterceptorName>(
  registry: InterceptorRegistry,
  name: N,
  input: InterceptorInput<N> & RunScope,
  output: InterceptorOutput<N>,
  options: TriggerOptions = {},
): Promise<TriggerResult> {
  const entries = registry.get(name, options.matchContext);
  if (entries.length === 0) return NOT_HALTED;
  const frozenInput = (Object.isFrozen(input) ? input : Object.freeze(input)) as InterceptorInput<N> & RunScope;
  const emit = (event: InterceptorEvent) => {
    registry.emit(event);
    options.onEvent?.(event);
  };
  const guards: Array<{ entry: RegisteredInterceptor<N>; saw: string }> = [];
  for (const entry of entries) {
    if (entry.guard && name === "tool.before") guards.push({ entry, saw: stableStringify((output as ToolBeforeOutput).args) });
    const before = snapshot(name, output);
    const failure = await runHandler(entry, frozenInput, output);
    if (failure) {
      const handled = applyFailure(name, entry, failure, output);
      emit(baseEvent(name, entry.id, frozenInput, { action: "error", reason: failure.message, error: failure, policy: entry.onError }));
      if (handled) {
        emit(baseEvent(name, entry.id, frozenInput, handled.event));
        return handled.result;
      }
      continue;
    }
    for (const change of detectChanges(name, before, output)) emit(baseEvent(name, entry.id, frozenInput, change));
    const halt = isHalted(name, output);
    if (halt) {
      emit(baseEvent(name, entry.id, frozenInput, { action: name === "tool.before" ? "blocked" : "stopped", ...halt }));
      return Object.freeze({ halted: true, haltedBy: entry.id, ...halt });
    }
  }
  if (guards.length > 0) return recheckGuards(guards, frozenInput as InterceptorInput<"tool.before"> & RunScope, output as ToolBeforeOutput, emit);
  return NOT_HALTED;
}

/**
 * Runs again every guard whose arguments were rewritten after it judged them, on the final
 * arguments, so an interceptor of lower priority cannot slip something past a guard.
 */
async function recheckGuards(
  guards: ReadonlyArray<{ entry: RegisteredInterceptor; saw: string }>,
  input: InterceptorInput<"tool.before"> & RunScope,
  output: ToolBeforeOutput,
  emit: (event: InterceptorEvent) => void,
): Promise<TriggerResult> {
  const final = stableStringify(output.args);
  for (const { entry, saw } of guards) {
    if (saw === final) continue;
    const scratch: ToolBeforeOutput = { args: JSON.parse(final) as Record<string, unknown> };
    const failure = await runHandler(entry as RegisteredInterceptor<"tool.before">, input, scratch);
    if (failure) {
      emit(baseEvent("tool.before", entry.id, input, { action: "error", reason: failure.message, error: failure, policy: entry.onError }));
      const handled = applyFailure("tool.before", entry, failure, output);
      if (handled) {
        emit(baseEvent("tool.before", entry.id, input, handled.event));
        return handled.result;
      }
      continue;
    }
    if (scratch.block === true) {
      output.block = true;
      output.blockReason = `${scratch.blockReason || "blocked by an interceptor"} (re-checked after the arguments were rewritten)`;
      if (scratch.blockRule) output.blockRule = scratch.blockRule;
      const halt = { reason: output.blockReason, ...(scratch.blockRule ? { rule: scratch.blockRule } : {}) };
      emit(baseEvent("tool.before", entry.id, input, { action: "blocked", ...halt }));
      return Object.freeze({ halted: true, haltedBy: entry.id, ...halt });
    }
    if (scratch.ask && !output.ask) {
      output.ask = scratch.ask;
      emit(baseEvent("tool.before", entry.id, input, { action: "ask", reason: scratch.ask.reason, ...(scratch.ask.rule ? { rule: scratch.ask.rule } : {}) }));
    }
  }
  return NOT_HALTED;
}

async function runHandler<N extends InterceptorName>(
  entry: RegisteredInterceptor<N>,
  input: InterceptorInput<N>,
  output: InterceptorOutput<N>,
): Promise<InterceptorError | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const pending = entry.handler(input, output);
    if (!(pending instanceof Promise)) return undefined;
    if (entry.timeoutMs === undefined) {
      await pending;
      return undefined;
    }
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(resolve, entry.timeoutMs, "timeout");
    });
    const outcome = await Promise.race([pending.then(() => "done" as const), timeout]);
    if (outcome === "timeout") {
      pending.catch(() => undefined);
      return new InterceptorError({ interceptorId: entry.id, hook: entry.name, timedOut: true, timeoutMs: entry.timeoutMs });
    }
    return undefined;
  } catch (error) {
    return new InterceptorError({ interceptorId: entry.id, hook: entry.name, timedOut: false, cause: error });
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** Applies a `block`-policy failure; returns the halt it causes, if the hook can be halted. */
function applyFailure(
  name: InterceptorName,
  entry: RegisteredInterceptor,
  failure: InterceptorError,
  output: unknown,
): { result: TriggerResult; event: Partial<InterceptorEvent> } | undefined {
  if (entry.onError !== "block") return undefined;
  const reason = `Interceptor "${entry.id}" failed, so the step was blocked (fail closed): ${describeError(failure.cause ?? failure)}`;
  if (name === "tool.before") {
    const tool = output as ToolBeforeOutput;
    tool.block = true;
    tool.blockReason = failure.timedOut ? `Interceptor "${entry.id}" timed out, so the call was blocked (fail closed)` : reason;
    return { result: Object.freeze({ halted: true, haltedBy: entry.id, reason: tool.blockReason }), event: { action: "blocked", reason: tool.blockReason } };
  }
  if (name === "tool.after") {
    const after = output as ToolAfterOutput;
    after.result = { output: JSON.stringify({ status: "blocked", reason: `result withheld: ${reason}` }), isError: true };
    return { result: Object.freeze({ halted: true, haltedBy: entry.id, reason }), event: { action: "blocked", reason } };
  }
  if (name === "model.after") {
    const after = output as ModelAfterOutput;
    after.stop = true;
    after.stopReason = reason;
    after.stopError = failure;
    return { result: Object.freeze({ halted: true, haltedBy: entry.id, reason }), event: { action: "stopped", reason } };
  }
  return { result: Object.freeze({ halted: true, haltedBy: entry.id, reason, failure }), event: { action: "stopped", reason } };
}

function baseEvent(
  name: InterceptorName,
  interceptorId: string,
  input: RunScope & { toolName?: string; toolCallId?: string },
  detail: Partial<InterceptorEvent>,
): InterceptorEvent {
  return {
    name,
    interceptorId,
    action: "error",
    agentId: input.agentId,
    threadId: input.threadId,
    runId: input.runId,
    ...(input.toolName !== undefined ? { toolName: input.toolName, toolCallId: input.toolCallId } : {}),
    ...detail,
  };
}
