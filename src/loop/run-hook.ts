import { runMutateHook, type TriggerResult } from "../interceptors/trigger.js";
import type { InterceptorInput, InterceptorOutput, MutateHookName } from "../interceptors/types.js";
import { RunEnd, type RunState } from "./run-state.js";

/** What running a hook for the loop ends with: the chain's result, or the end of the run. */
export type HookOutcome<N extends MutateHookName> = TriggerResult<N> | RunEnd;

/**
 * Runs a mutating hook for the loop, with the run's scope and abortable. A `block`-policy failure on
 * a hook that cannot halt ends the run. The one place the loop runs a mutating hook. Synchronous
 * when every handler is (most hooks of most runs have none at all): the caller awaits only a promise.
 */
export function runHook<N extends MutateHookName>(run: RunState, name: N, input: InterceptorInput<N>, output: InterceptorOutput<N>): HookOutcome<N> | Promise<HookOutcome<N>> {
  if (run.hooks.registry.get(name).length === 0) return { output };
  const result = runMutateHook(run.hooks, name, input, output);
  return result instanceof Promise ? run.abortable(result).then(endOnFailure) : endOnFailure(result);
}

function endOnFailure<N extends MutateHookName>(result: TriggerResult<N>): HookOutcome<N> {
  return result.failure ? new RunEnd("error", result.failure.message, result.failure) : result;
}
