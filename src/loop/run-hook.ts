import { triggerInterceptors, type TriggerResult } from "../interceptors/trigger.js";
import type { InterceptorInput, InterceptorOutput, MutateHookName, RunScope } from "../interceptors/types.js";
import { RunEnd, type RunState } from "./run-state.js";

/**
 * Runs a mutating hook for the loop, with the run's scope and abortable. A `block`-policy failure on
 * a hook that cannot halt ends the run. The one place the loop runs a mutating hook.
 */
export async function runHook<N extends MutateHookName>(
  run: RunState,
  name: N,
  fields: Omit<InterceptorInput<N>, keyof RunScope>,
  output: InterceptorOutput<N>,
): Promise<TriggerResult<N> | RunEnd> {
  // Most hooks of most runs have no interceptor: skip building an input nobody reads.
  if (run.hooks.registry.get(name).length === 0) return { output };
  const input = { ...run.scope, ...fields } as InterceptorInput<N>;
  const result = await run.abortable(triggerInterceptors(run.hooks, name, input, output));
  return result.failure ? new RunEnd("error", result.failure.message, result.failure) : result;
}
