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
  const halted: { value?: WrapHalt; failure?: InterceptorError } = {};
  const call = (index: number, layerInput: InterceptorInput<N>): Promise<InterceptorOutput<N>> => {
    const layer = layers[index];
    if (!layer) return innermost(layerInput);
    return runLayer(context, hook, layer, layerInput, (overrides) => call(index + 1, overrides === undefined ? layerInput : deriveInput(layerInput, overrides)), halted);
  };
  try {
    const result = await call(0, input);
    return halted.failure ? { failure: halted.failure } : { result, ...(halted.value ? { halt: halted.value } : {}) };
  } catch (error) {
    if (error instanceof LayerFailure) return { failure: error.failure };
    throw error;
  }
}

/** A layer failed under `block` on a hook that cannot fail closed: unwinds to `wrapCall`, which ends the run. */
class LayerFailure {
  constructor(readonly failure: InterceptorError) {}
}

function runLayer<N extends WrapHookName>(
  context: HookContext,
  hook: WrapHookDescriptor<N>,
  layer: RegisteredInterceptor<N>,
  input: InterceptorInput<N>,
  next: (overrides: Overrides<N>) => Promise<InterceptorOutput<N>>,
  halted: { value?: WrapHalt },
): Promise<InterceptorOutput<N>> {
  const state: LayerState<N> = { calls: 0, last: undefined };
  const countedNext = ((overrides: Overrides<N>) => {
    state.calls++;
    state.last = next(overrides);
    return state.last;
  }) as Next<N>;
  const frozenInput = (Object.isFrozen(input) ? input : Object.freeze(input)) as InterceptorInput<N>;
  const handler = layer.handler as (input: InterceptorInput<N>, next: Next<N>) => unknown;
  const layerOf = { context, hook, layer, input: frozenInput, next, halted, state };
  let returned: unknown;
  try {
    returned = handler(frozenInput, countedNext);
  } catch (error) {
    return failedLayer(layerOf, error);
  }
  if (!isThenable(returned)) return Promise.resolve(returned).then((value) => finishLayer(layerOf, value));
  const pending = returned instanceof Promise ? returned : adopt(returned);
  if (!layer.timeoutMs) return pending.then((value) => finishLayer(layerOf, value), (error: unknown) => failedLayer(layerOf, error));
  return withinTime(pending, layer.timeoutMs).then((outcome) => {
    if (outcome.ok) return finishLayer(layerOf, outcome.value);
    if (!outcome.timedOut) return failedLayer(layerOf, outcome.error);
    return handleFailure(layerOf, new InterceptorError({ interceptorId: layer.id, hook: hook.name, timedOut: true, timeoutMs: layer.timeoutMs }));
  });
}

interface LayerState<N extends WrapHookName> {
  calls: number;
  last: Promise<InterceptorOutput<N>> | undefined;
}

interface Layer<N extends WrapHookName> {
  context: HookContext;
  hook: WrapHookDescriptor<N>;
  layer: RegisteredInterceptor<N>;
  input: InterceptorInput<N>;
  next: (overrides: Overrides<N>) => Promise<InterceptorOutput<N>>;
  halted: { value?: WrapHalt };
  state: LayerState<N>;
}

/** A layer returned: its result, once checked; short-circuits and retries are reported. */
function finishLayer<N extends WrapHookName>(layer: Layer<N>, result: unknown): InterceptorOutput<N> | Promise<InterceptorOutput<N>> {
  const problem = layer.hook.check(result);
  if (problem !== undefined) {
    return handleFailure(layer, new InterceptorError({ interceptorId: layer.layer.id, hook: layer.hook.name, problem: `returned the wrong shape: ${problem}` }));
  }
  const { calls } = layer.state;
  if (calls === 0) eventsFor(layer.context, layer.hook.name, layer.input).emit(layer.layer.id, { action: "short_circuited" });
  else if (calls > 1) eventsFor(layer.context, layer.hook.name, layer.input).emit(layer.layer.id, { action: "retried", attempts: calls });
  return result as InterceptorOutput<N>;
}

/** A layer threw: what its inner call threw passes through; its own failure is handled by its policy. */
async function failedLayer<N extends WrapHookName>(layer: Layer<N>, error: unknown): Promise<InterceptorOutput<N>> {
  if (error instanceof LayerFailure || (await cameFromInside(error, layer.state.last))) throw error;
  return handleFailure(layer, new InterceptorError({ interceptorId: layer.layer.id, hook: layer.hook.name, cause: error }));
}

/** Reports a layer's failure and applies its `onError` policy. */
function handleFailure<N extends WrapHookName>(layer: Layer<N>, failure: InterceptorError): InterceptorOutput<N> | Promise<InterceptorOutput<N>> {
  const { layer: entry, hook } = layer;
  const events = eventsFor(layer.context, hook.name, layer.input);
  events.emit(entry.id, { action: "error", reason: failure.message, error: failure, policy: entry.onError });
  if (entry.onError === "block") {
    const reason = `Interceptor "${entry.id}" failed, so the call was blocked (fail closed): ${describeError(failure.cause ?? failure)}`;
    const closed = hook.failClosed(reason, failure);
    if (closed === undefined) throw new LayerFailure(failure);
    events.emit(entry.id, { action: "blocked", reason });
    layer.halted.value ??= { by: entry.id, reason };
    return closed;
  }
  // `continue`: leave the failed layer out. An inner call it started stands (a tool is never run twice).
  return layer.state.last ?? layer.next(undefined as Overrides<N>);
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
