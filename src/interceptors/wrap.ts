import { describeError, InterceptorError } from "../errors/index.js";
import { HOOKS, type WrapHookDescriptor } from "./hooks/index.js";
import { adopt, isThenable, withinTime } from "./invoke-handler.js";
import { matchContextOf } from "./match-context.js";
import { eventsFor, type HookContext } from "./trigger.js";
import type { InterceptorInput, InterceptorMap, InterceptorOutput, RegisteredInterceptor, WrapHookName } from "./types.js";

/** How a wrapped call ended when a layer's failure, under the `block` policy, decided it. */
export interface WrapHalt {
  by: string;
  reason: string;
}

/** The outcome of a wrapped call: its result, or a halt, or a failure that must end the run. */
export type WrapOutcome<N extends WrapHookName> =
  | { result: InterceptorOutput<N>; halt?: WrapHalt; failure?: undefined }
  | { result?: undefined; halt?: undefined; failure: InterceptorError };

type Next<N extends WrapHookName> = InterceptorMap[N] extends { next: infer F extends (...args: never[]) => unknown } ? F : never;
type Overrides<N extends WrapHookName> = Parameters<Next<N>>[0];

/**
 * Calls `innermost` through the matching layers of a wrap hook, the highest priority outermost. A
 * layer may call `next` zero or more times; one that answers without calling it or calls it more
 * than once is an event. What the innermost call throws passes through the layers untouched (a
 * layer may catch it); a layer's own failure (a throw, a timeout, a result of the wrong shape) is an
 * `error` event, and then, under `continue`, the layer is left out (its inner call's result stands,
 * or the inner layers run once), and under `block` the hook's fail-closed result is used or the run
 * must end.
 *
 * @param deriveInput the input of the next layer inward, given the overrides a layer passed to `next`.
 */
export async function wrapCall<N extends WrapHookName>(
  context: HookContext,
  name: N,
  input: InterceptorInput<N>,
  innermost: (input: InterceptorInput<N>) => Promise<InterceptorOutput<N>>,
  deriveInput: (input: InterceptorInput<N>, overrides: Overrides<N>) => InterceptorInput<N> = (same) => same,
): Promise<WrapOutcome<N>> {
  const hook = HOOKS[name] as WrapHookDescriptor<N>;
  const layers = context.registry.get(name).length === 0 ? [] : context.registry.get(name, matchContextOf(name, input));
  if (layers.length === 0) return { result: await innermost(input) };
  const chain: Chain<N> = { context, hook, layers, innermost, deriveInput, halt: undefined };
  try {
    const result = await callLayer(chain, 0, input);
    return chain.halt ? { result, halt: chain.halt } : { result };
  } catch (error) {
    if (error instanceof LayerFailure) return { failure: error.failure };
    throw error;
  }
}

/** One wrapped call: what every layer shares. */
interface Chain<N extends WrapHookName> {
  context: HookContext;
  hook: WrapHookDescriptor<N>;
  layers: ReadonlyArray<RegisteredInterceptor<N>>;
  innermost: (input: InterceptorInput<N>) => Promise<InterceptorOutput<N>>;
  deriveInput: (input: InterceptorInput<N>, overrides: Overrides<N>) => InterceptorInput<N>;
  /** The first fail-closed answer of a failed layer, if any. */
  halt: WrapHalt | undefined;
}

/** One layer's part of a call: its input, and how often and with what result it called `next`. */
interface Layer<N extends WrapHookName> {
  chain: Chain<N>;
  index: number;
  layer: RegisteredInterceptor<N>;
  input: InterceptorInput<N>;
  calls: number;
  last: Promise<InterceptorOutput<N>> | undefined;
}

/** A layer failed under `block` on a hook that cannot fail closed: unwinds to `wrapCall`, which ends the run. */
class LayerFailure {
  constructor(readonly failure: InterceptorError) {}
}

/** Calls the layer at `index` (past the last one, the innermost call). */
function callLayer<N extends WrapHookName>(chain: Chain<N>, index: number, input: InterceptorInput<N>): Promise<InterceptorOutput<N>> {
  const layer = chain.layers[index];
  if (!layer) return chain.innermost(input);
  const frozenInput = (Object.isFrozen(input) ? input : Object.freeze(input)) as InterceptorInput<N>;
  return runLayer({ chain, index, layer, input: frozenInput, calls: 0, last: undefined });
}

/** The next layer inward, called with the overrides a layer passed to its `next`. */
function callInner<N extends WrapHookName>(layer: Layer<N>, overrides: Overrides<N>): Promise<InterceptorOutput<N>> {
  const input = overrides === undefined ? layer.input : layer.chain.deriveInput(layer.input, overrides);
  return callLayer(layer.chain, layer.index + 1, input);
}

/** Runs one layer's handler with a counting `next`; its failure, timeout or wrong shape goes to its `onError` policy. */
async function runLayer<N extends WrapHookName>(layer: Layer<N>): Promise<InterceptorOutput<N>> {
  const next = ((overrides: Overrides<N>) => {
    layer.calls++;
    layer.last = callInner(layer, overrides);
    return layer.last;
  }) as Next<N>;
  const handler = layer.layer.handler as (input: InterceptorInput<N>, next: Next<N>) => unknown;
  const { timeoutMs } = layer.layer;
  let value: unknown;
  try {
    const returned = handler(layer.input, next);
    if (!isThenable(returned)) value = returned;
    else if (!timeoutMs) value = await returned;
    else {
      const outcome = await withinTime(returned instanceof Promise ? returned : adopt(returned), timeoutMs);
      if (!outcome.ok && outcome.timedOut) {
        return await handleFailure(layer, new InterceptorError({ interceptorId: layer.layer.id, hook: layer.chain.hook.name, timedOut: true, timeoutMs }));
      }
      if (!outcome.ok) throw outcome.error;
      value = outcome.value;
    }
  } catch (error) {
    return failedLayer(layer, error);
  }
  return finishLayer(layer, value);
}

/** A layer returned: its result, once checked; short-circuits and retries are reported. */
function finishLayer<N extends WrapHookName>(layer: Layer<N>, result: unknown): InterceptorOutput<N> | Promise<InterceptorOutput<N>> {
  const problem = layer.chain.hook.check(result);
  if (problem !== undefined) {
    return handleFailure(layer, new InterceptorError({ interceptorId: layer.layer.id, hook: layer.chain.hook.name, problem: `returned the wrong shape: ${problem}` }));
  }
  const { calls, chain } = layer;
  if (calls === 0) eventsFor(chain.context, chain.hook.name, layer.input).emit(layer.layer.id, { action: "short_circuited" });
  else if (calls > 1) eventsFor(chain.context, chain.hook.name, layer.input).emit(layer.layer.id, { action: "retried", attempts: calls });
  return result as InterceptorOutput<N>;
}

/** A layer threw: what its inner call threw passes through; its own failure is handled by its policy. */
async function failedLayer<N extends WrapHookName>(layer: Layer<N>, error: unknown): Promise<InterceptorOutput<N>> {
  if (error instanceof LayerFailure || (await cameFromInside(error, layer.last))) throw error;
  return handleFailure(layer, new InterceptorError({ interceptorId: layer.layer.id, hook: layer.chain.hook.name, cause: error }));
}

/** Reports a layer's failure and applies its `onError` policy. */
function handleFailure<N extends WrapHookName>(layer: Layer<N>, failure: InterceptorError): InterceptorOutput<N> | Promise<InterceptorOutput<N>> {
  const { layer: entry, chain } = layer;
  const { hook } = chain;
  const events = eventsFor(chain.context, hook.name, layer.input);
  events.emit(entry.id, { action: "error", reason: failure.message, error: failure, policy: entry.onError });
  if (entry.onError === "block") {
    const reason = `Interceptor "${entry.id}" failed, so the call was blocked (fail closed): ${describeError(failure.cause ?? failure)}`;
    const closed = hook.failClosed(reason, failure);
    if (closed === undefined) throw new LayerFailure(failure);
    events.emit(entry.id, { action: "blocked", reason });
    chain.halt ??= { by: entry.id, reason };
    return closed;
  }
  // `continue`: leave the failed layer out. An inner call it started stands (a tool is never run twice).
  return layer.last ?? callInner(layer, undefined as Overrides<N>);
}

/** Whether `error` is what the layer's last inner call rejected with (the model's or tool's own failure, passed through). */
async function cameFromInside(error: unknown, last: Promise<unknown> | undefined): Promise<boolean> {
  if (!last) return false;
  try {
    await last;
    return false;
  } catch (inner) {
    return inner === error;
  }
}
