import { describeError, InterceptorError } from "../errors/index.js";
import type { InterceptorEvent } from "./events.js";
import { HOOKS, type Halt, type MutateHookDescriptor } from "./hooks/index.js";
import { invokeHandler, type HandlerFailure } from "./invoke-handler.js";
import { matchContextOf } from "./match-context.js";
import type { InterceptorRegistry } from "./registry.js";
import type { InterceptorInput, InterceptorOutput, MutateHookName, RegisteredInterceptor, ToolBeforeOutput } from "./types.js";

/** What running a hook needs besides its input: the registry, where events go, and the default handler time limit. */
export interface HookContext {
  registry: InterceptorRegistry;
  /** Receives every interceptor event. */
  emit: (event: InterceptorEvent) => void;
  /** Time limit of handlers on mutating hooks that set no `timeoutMs` (0: none). */
  defaultTimeoutMs: number;
}

/** How a chain of handlers ended. */
export interface TriggerResult<N extends MutateHookName> {
  /** The output after every accepted handler. */
  output: InterceptorOutput<N>;
  /** A block, a stop, or a `block`-policy failure on a hook that can halt. Final: nothing of lower priority ran. */
  halt?: Halt & { by: string };
  /** A `block`-policy failure on a hook that cannot halt (message, params, model.before): the run must end. */
  failure?: InterceptorError;
}

/** The default time limit of handlers on mutating hooks: 30 seconds. */
export const DEFAULT_INTERCEPTOR_TIMEOUT_MS = 30_000;

/**
 * Runs the matching handlers of one mutating hook in priority order. Each handler gets its own
 * draft of the output and a read-only input; the draft becomes the output only if the handler
 * returns in time with a usable shape. A handler that throws, times out or writes a wrong shape is
 * an `error` event and, under the `block` policy, halts the chain (tool hooks, `model.after`) or
 * ends the run. Once a chain is halted nothing of lower priority runs, so nothing can undo it.
 */
export function triggerInterceptors<N extends MutateHookName>(
  context: HookContext,
  name: N,
  input: InterceptorInput<N>,
  output: InterceptorOutput<N>,
): Promise<TriggerResult<N>> {
  try {
    return Promise.resolve(runMutateHook(context, name, input, output));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

/**
 * `triggerInterceptors` for the loop and the dispatcher: the same chain, answered synchronously
 * when every handler returns synchronously (the common case costs no promise), and as a promise
 * from the first handler that returns one.
 */
export function runMutateHook<N extends MutateHookName>(
  context: HookContext,
  name: N,
  input: InterceptorInput<N>,
  output: InterceptorOutput<N>,
): TriggerResult<N> | Promise<TriggerResult<N>> {
  const hook = HOOKS[name] as MutateHookDescriptor<N>;
  const entries = context.registry.get(name, matchContextOf(name, input));
  if (entries.length === 0) return { output };
  const frozenInput = (Object.isFrozen(input) ? input : Object.freeze(input)) as InterceptorInput<N>;
  return new MutateChain(context, hook, entries, frozenInput, output).run(0);
}

/** One pass of a mutating hook's handlers: the output so far, the guards that judged it, its events. */
class MutateChain<N extends MutateHookName> {
  #current: InterceptorOutput<N>;
  // Guards judge the final arguments: each remembers what it judged, and runs again if that changed.
  #judged: Array<{ entry: RegisteredInterceptor<N>; args: unknown }> | undefined;
  #events: ChainEvents | undefined;

  constructor(
    private readonly context: HookContext,
    private readonly hook: MutateHookDescriptor<N>,
    private readonly entries: readonly RegisteredInterceptor<N>[],
    private readonly input: InterceptorInput<N>,
    output: InterceptorOutput<N>,
  ) {
    this.#current = output;
  }

  /** Made on the first event: most chains report nothing. */
  get events(): ChainEvents {
    return (this.#events ??= eventsFor(this.context, this.hook.name, this.input));
  }

  /** Runs the handlers from `from` on; goes on asynchronously only from a handler that returned a promise. */
  run(from: number): TriggerResult<N> | Promise<TriggerResult<N>> {
    const { entries } = this;
    for (let index = from; index < entries.length; index++) {
      const entry = entries[index]!;
      if (entry.guard) (this.#judged ??= []).push({ entry, args: (this.#current as ToolBeforeOutput).args });
      const draft = this.hook.draft(this.#current);
      const pending = runOne(this.context, this.hook, entry, this.input, draft);
      if (pending instanceof Promise) return this.#resume(pending, entry, draft, index);
      const ended = this.#take(entry, draft, pending);
      if (ended) return ended;
    }
    const current = this.#current;
    const judged = this.#judged;
    if (!judged || !rewrittenSince(judged, (current as ToolBeforeOutput).args)) return { output: current };
    return rejudge(this.context, this.hook, judged, this.input, current, this.events);
  }

  /** Waits for a handler that returned a promise, then goes on with the next one. */
  async #resume(pending: Promise<HandlerFailure>, entry: RegisteredInterceptor<N>, draft: InterceptorOutput<N>, index: number): Promise<TriggerResult<N>> {
    // Kept out of `run`: a closure there would cost every handler call a context, promise or not.
    return this.#take(entry, draft, await pending) ?? this.run(index + 1);
  }

  /** Takes a handler's draft as the output, or reports its failure; the result that ends the chain, if it does. */
  #take(entry: RegisteredInterceptor<N>, draft: InterceptorOutput<N>, handlerFailure: HandlerFailure): TriggerResult<N> | undefined {
    const { hook } = this;
    const current = this.#current;
    const next = handlerFailure ? current : hook.commit(current, draft);
    // Only a changed draft can have a wrong shape: an unchanged one equals the output it was drafted from.
    const failure = handlerFailure ?? (next === current ? undefined : shapeFailure(hook, entry.id, draft, current));
    if (failure) return failed(hook, entry, failure, current, this.events);
    if (next === current) return undefined;
    for (const change of hook.changes(current, next)) this.events.emit(entry.id, change);
    this.#current = next;
    const halt = hook.halt(next);
    if (!halt) return undefined;
    this.events.emit(entry.id, { action: hook.name === "tool.before" ? "blocked" : "stopped", ...halt });
    return { output: next, halt: { ...halt, by: entry.id } };
  }
}

/** Whether the arguments changed after any of the guards judged them. */
function rewrittenSince(judged: ReadonlyArray<{ args: unknown }>, args: unknown): boolean {
  for (const guard of judged) if (guard.args !== args) return true;
  return false;
}

/** Runs one handler on its draft; how it failed (a throw, a time-out), if it did. Synchronous for a synchronous handler. */
function runOne<N extends MutateHookName>(
  context: HookContext,
  hook: MutateHookDescriptor<N>,
  entry: RegisteredInterceptor<N>,
  input: InterceptorInput<N>,
  draft: InterceptorOutput<N>,
): HandlerFailure | Promise<HandlerFailure> {
  const handler = entry.handler as (input: InterceptorInput<N>, output: InterceptorOutput<N>) => unknown;
  return invokeHandler(handler, input, draft, entry.id, hook.name, entry.timeoutMs ?? context.defaultTimeoutMs);
}

/** A failure for a draft of the wrong shape, naming the field; `undefined` when it is usable. */
function shapeFailure<N extends MutateHookName>(hook: MutateHookDescriptor<N>, interceptorId: string, draft: InterceptorOutput<N>, before: InterceptorOutput<N>): HandlerFailure {
  const problem = hook.check(draft, before);
  return problem === undefined ? undefined : new InterceptorError({ interceptorId, hook: hook.name, problem: `wrote an output of the wrong shape: ${problem}` });
}

/** Reports a failure and applies the `block` policy; the result that ends the chain, if it does. */
function failed<N extends MutateHookName>(
  hook: MutateHookDescriptor<N>,
  entry: RegisteredInterceptor<N>,
  failure: InterceptorError,
  current: InterceptorOutput<N>,
  events: ChainEvents,
): TriggerResult<N> | undefined {
  events.emit(entry.id, { action: "error", reason: failure.message, error: failure, policy: entry.onError });
  if (entry.onError !== "block") return undefined;
  const reason = failure.timedOut
    ? `Interceptor "${entry.id}" timed out, so the step was blocked (fail closed)`
    : `Interceptor "${entry.id}" failed, so the step was blocked (fail closed): ${describeError(failure.cause ?? failure)}`;
  const closed = hook.failClosed(current, reason, failure);
  if (!closed) return { output: current, failure };
  events.emit(entry.id, { action: closed.action, reason });
  return { output: closed.output, halt: { reason, by: entry.id } };
}

/**
 * Runs again every guard whose arguments were rewritten after it judged them, on the final
 * arguments, so an interceptor of lower priority cannot slip something past a guard.
 */
async function rejudge<N extends MutateHookName>(
  context: HookContext,
  hook: MutateHookDescriptor<N>,
  judged: ReadonlyArray<{ entry: RegisteredInterceptor<N>; args: unknown }>,
  input: InterceptorInput<N>,
  output: InterceptorOutput<N>,
  events: ChainEvents,
): Promise<TriggerResult<N>> {
  let current = output as ToolBeforeOutput;
  for (const { entry, args } of judged) {
    if (args === current.args) continue;
    const scratch = { args: current.args } as InterceptorOutput<N>;
    const draft = hook.draft(scratch);
    const pending = runOne(context, hook, entry, input, draft);
    const failure = (pending instanceof Promise ? await pending : pending) ?? shapeFailure(hook, entry.id, draft, scratch);
    if (failure) {
      const ended = failed(hook, entry, failure, current as InterceptorOutput<N>, events);
      if (ended) return ended;
      continue;
    }
    const verdict = draft as ToolBeforeOutput;
    if (verdict.block === true) {
      const reason = `${verdict.blockReason || "blocked by an interceptor"} (re-checked after the arguments were rewritten)`;
      const rule = verdict.blockRule;
      current = { ...current, block: true, blockReason: reason, ...(rule ? { blockRule: rule } : {}) };
      events.emit(entry.id, { action: "blocked", reason, ...(rule ? { rule } : {}) });
      return { output: current as InterceptorOutput<N>, halt: { reason, ...(rule ? { rule } : {}), by: entry.id } };
    }
    if (verdict.ask && !current.ask) {
      current = { ...current, ask: verdict.ask };
      events.emit(entry.id, { action: "ask", reason: verdict.ask.reason, ...(verdict.ask.rule ? { rule: verdict.ask.rule } : {}) });
    }
  }
  return { output: current as InterceptorOutput<N> };
}

/** The fields every event of a chain takes from the hook's input. */
type EventScope = { agentId: string; threadId: string; runId: string; toolName?: string; toolCallId?: string };

/** The events of one chain, with the fields every event of it shares. */
class ChainEvents {
  constructor(
    private readonly context: Pick<HookContext, "emit">,
    private readonly name: InterceptorEvent["name"],
    private readonly scope: EventScope,
  ) {}

  emit(interceptorId: string, detail: Partial<InterceptorEvent>): void {
    const { scope } = this;
    this.context.emit({
      name: this.name,
      interceptorId,
      action: "error",
      agentId: scope.agentId,
      threadId: scope.threadId,
      runId: scope.runId,
      ...(scope.toolName !== undefined ? { toolName: scope.toolName, toolCallId: scope.toolCallId } : {}),
      ...detail,
    } as InterceptorEvent);
  }
}

/** Builds events of one chain with the fields every event of it shares. */
export function eventsFor(context: Pick<HookContext, "emit">, name: InterceptorEvent["name"], input: object): ChainEvents {
  return new ChainEvents(context, name, input as EventScope);
}
