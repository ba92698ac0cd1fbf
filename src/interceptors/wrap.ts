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
export function wrapCall<N extends WrapHookName>(
  context: HookContext,
  name: N,
  input: InterceptorInput<N>,
  innermost: (input: InterceptorInput<N>) => Promise<InterceptorOutput<N>>,
  deriveInput: (input: InterceptorInput<N>, overrides: Overrides<N>) => InterceptorInput<N> = (same) => same,
): Promise<WrapOutcome<N>> {
  const hook = HOOKS[name] as WrapHookDescriptor<N>;
  const layers = context.registry.get(name).length === 0 ? [] : context.registry.get(name, matchContextOf(name, input));
  if (layers.length === 0) return unwrapped(innermost, input);
  const chain: Chain<N> = { context, hook, layers, innermost, deriveInput, halt: undefined };
  return callLayer(chain, 0, readOnly(input)).then(
    (result): WrapOutcome<N> => (chain.halt ? { result, halt: chain.halt } : { result }),
    (error: unknown): WrapOutcome<N> => {
      if (error instanceof LayerFailure) return { failure: error.failure };
      throw error;
    },
  );
}

/** The call with no layer around it. */
async function unwrapped<N extends WrapHookName>(innermost: (input: InterceptorInput<N>) => Promise<InterceptorOutput<N>>, input: InterceptorInput<N>): Promise<WrapOutcome<N>> {
  return { result: await innermost(input) };
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

/** Calls the layer at `index` (past the last one, the innermost call) with a read-only input. */
function callLayer<N extends WrapHookName>(chain: Chain<N>, index: number, input: InterceptorInput<N>): Promise<InterceptorOutput<N>> {
  const layer = chain.layers[index];
  if (!layer) return chain.innermost(input);
  return runLayer({ chain, index, layer, input, calls: 0, last: undefined });
}

/** The next layer inward, called with the overrides a layer passed to its `next` (a new input, frozen in turn). */
function callInner<N extends WrapHookName>(layer: Layer<N>, overrides: Overrides<N>): Promise<InterceptorOutput<N>> {
  const input = overrides === undefined ? layer.input : readOnly(layer.chain.deriveInput(layer.input, overrides));
  return callLayer(layer.chain, layer.index + 1, input);
}

function readOnly<T extends object>(input: T): T {
  return Object.isFrozen(input) ? input : Object.freeze(input);
}

/**
 * Runs one layer's handler with a counting `next`; its failure, timeout or wrong shape goes to its
 * `onError` policy. Without a time limit a returned promise is followed with `then` rather than
 * awaited. A layer that hands back its own `next()` promise needs no rejection handler (what that
 * promise rejects with came from inside and passes through unchanged), and when it called `next`
 * once its result is the inner call's own: nothing of it is the layer's to judge.
 */
function runLayer<N extends WrapHookName>(layer: Layer<N>): Promise<InterceptorOutput<N>> {
  const next = ((overrides: Overrides<N>) => {
    layer.calls++;
    layer.last = callInner(layer, overrides);
    return layer.last;
  }) as Next<N>;
  const handler = layer.layer.handler as (input: InterceptorInput<N>, next: Next<N>) => unknown;
  let returned: unknown;
  try {
    returned = handler(layer.input, next);
  } catch (error) {
    return failedLayer(layer, error);
  }
  if (!isThenable(returned)) return Promise.resolve(finishLayer(layer, returned));
  if (layer.layer.timeoutMs) return timedLayer(layer, returned, layer.layer.timeoutMs);
  // Handing back its one `next()` call unchanged is the common case: that result is the inner layer's, already judged.
  if (returned === layer.last && layer.calls === 1) return layer.last;
  return followLayer(layer, returned);
}

/** A layer's own promise: its value is judged, its rejection goes to the layer's policy unless it came from inside. */
function followLayer<N extends WrapHookName>(layer: Layer<N>, returned: PromiseLike<unknown>): Promise<InterceptorOutput<N>> {
  const onValue = (value: unknown) => finishLayer(layer, value);
  if (returned === layer.last) return layer.last.then(onValue);
  return (returned instanceof Promise ? returned : adopt(returned)).then(onValue, (error: unknown) => failedLayer(layer, error));
}

/** A layer's promise raced against its own time limit. */
async function timedLayer<N extends WrapHookName>(layer: Layer<N>, returned: PromiseLike<unknown>, timeoutMs: number): Promise<InterceptorOutput<N>> {
  const outcome = await withinTime(returned instanceof Promise ? returned : adopt(returned), timeoutMs);
  if (outcome.ok) return finishLayer(layer, outcome.value);
  if (!outcome.timedOut) return failedLayer(layer, outcome.error);
  return handleFailure(layer, new InterceptorError({ interceptorId: layer.layer.id, hook: layer.chain.hook.name, timedOut: true, timeoutMs }));
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

/** Reports a layer's failure and applies its `onError` policy; a failure that ends the run rejects with `LayerFailure`. */
async function handleFailure<N extends WrapHookName>(layer: Layer<N>, failure: InterceptorError): Promise<InterceptorOutput<N>> {
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
