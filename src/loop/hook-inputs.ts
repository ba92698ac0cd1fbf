import type { ModelAfterInput, ModelBeforeInput, ModelWrapInput } from "../interceptors/types.js";
import type { ModelRequest } from "../models/spec.js";
import type { RunState } from "./run-state.js";

// The inputs the loop builds every turn, spelled out field by field: an object literal of one shape
// costs a fraction of spreading the run's scope into a new object, on every hook call of every step.

/** `model.before`'s input: the run's scope, the model, the turn, the prompt's metadata. */
export function modelBeforeInput(run: RunState): ModelBeforeInput {
  const { scope, config } = run;
  return {
    agentId: scope.agentId,
    threadId: scope.threadId,
    runId: scope.runId,
    cwd: scope.cwd,
    state: scope.state,
    secrets: scope.secrets,
    provider: config.model.provider,
    model: config.model.modelId,
    iteration: run.iteration,
    metadata: run.hookMetadata(),
  };
}

/** `model.wrap`'s input, for the request about to be sent. */
export function modelWrapInput(run: RunState, turn: ModelBeforeInput, request: ModelRequest, onDelta: ModelWrapInput["onDelta"]): ModelWrapInput {
  const input: ModelWrapInput = {
    agentId: turn.agentId,
    threadId: turn.threadId,
    runId: turn.runId,
    cwd: turn.cwd,
    state: turn.state,
    secrets: turn.secrets,
    provider: turn.provider,
    model: turn.model,
    iteration: turn.iteration,
    metadata: turn.metadata,
    request,
    onDelta,
    signal: run.signal,
  };
  // Absent, not undefined, without a money budget.
  const remaining = run.budget.active ? run.budget.remainingCostFraction() : undefined;
  if (remaining !== undefined) input.budgetRemaining = remaining;
  return input;
}

/** `model.after`'s input: what `model.before` saw, the request as sent, and whether the response is synthetic. */
export function modelAfterInput(turn: ModelBeforeInput, request: ModelRequest, synthetic: boolean): ModelAfterInput {
  return {
    agentId: turn.agentId,
    threadId: turn.threadId,
    runId: turn.runId,
    cwd: turn.cwd,
    state: turn.state,
    secrets: turn.secrets,
    provider: turn.provider,
    model: turn.model,
    iteration: turn.iteration,
    metadata: turn.metadata,
    request,
    synthetic,
  };
}
