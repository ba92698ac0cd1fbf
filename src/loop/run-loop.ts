import { describeError } from "../errors/index.js";
import { ThreadConflictError } from "../threads/thread-conflict-error.js";
import type { AgentEvent } from "./events.js";
import { finishRun, saveThread } from "./finish-run.js";
import { compactBeforeInference } from "./compact-stage.js";
import { infer } from "./infer.js";
import { checkBudget, openAccounting } from "./run-budget.js";
import { openRun, refreshTools } from "./open-run.js";
import type { RunConfig, RunRequest } from "./run-config.js";
import type { RunResult } from "./run-result.js";
import { createRunState, describeAbort, RunEnd, type RunState } from "./run-state.js";
import { settle } from "./settle.js";
import { appendMessage } from "./transcript.js";

export type { RunConfig, RunRequest } from "./run-config.js";

/**
 * Runs one agent loop to its end, stage by stage: open the run, then turn after turn infer and
 * settle, saving the thread after each, until a stage says how the run ends; then finish.
 * Never rejects: every failure is an end with status `error`.
 */
export async function executeRun(config: RunConfig, request: RunRequest, push: (event: AgentEvent) => void): Promise<RunResult> {
  const run = createRunState(config, request, push);
  let end: RunEnd | undefined;
  try {
    end = (await openRun(run)) ?? (await openAccounting(run));
    while (!end) {
      // Indexed: an iterator that lives across an await is an object per turn.
      for (let index = 0; index < TURN_STAGES.length; index++) {
        const outcome = TURN_STAGES[index]!(run);
        // A stage with nothing to wait for answers at once: awaiting it would only cost a tick.
        end = outcome instanceof Promise ? await outcome : outcome;
        if (end) break;
      }
    }
  } catch (error) {
    // Stages return their ends; what gets here is an abort (a step raced against the user's signal) or a bug.
    end = request.signal?.aborted ? new RunEnd("aborted", describeAbort(request.signal)) : unexpected(error);
  }
  return finishRun(run, end);
}

/** What a stage answers: how the run ends, or nothing to go on; a promise only when it has something to wait for. */
type StageOutcome = RunEnd | undefined | Promise<RunEnd | undefined>;

/** One turn, stage by stage: the budget, the turn's start, the tools, compaction, inference, settling, saving. */
const TURN_STAGES: ReadonlyArray<(run: RunState) => StageOutcome> = [checkBudget, beginTurn, refreshTools, compactBeforeInference, infer, settle, saveTurn];

/** Starts a turn: checks the abort and the iteration limit, and appends what `model.after` injected. */
function beginTurn(run: RunState): RunEnd | undefined {
  if (run.request.signal?.aborted) return new RunEnd("aborted", describeAbort(run.request.signal));
  if (run.iteration >= run.config.maxIterations) return new RunEnd("max_iterations", `Reached the limit of ${run.config.maxIterations} iterations`);
  run.iteration++;
  run.emit({ type: "turn.start", iteration: run.iteration });
  if (run.pendingInjections.length > 0) {
    for (const message of run.pendingInjections) appendMessage(run, message);
    run.pendingInjections = [];
  }
  return undefined;
}

/** Saves the thread after a turn, so a crash loses at most the turn in progress; a conflicting writer ends the run. */
function saveTurn(run: RunState): StageOutcome {
  if (run.config.saveThreadEachTurn === false) return undefined;
  const saved = saveThread(run);
  return saved instanceof Promise ? saved.then(endOnConflict) : endOnConflict(saved);
}

function endOnConflict(failure: Error | undefined): RunEnd | undefined {
  return failure && ThreadConflictError.isInstance(failure) ? new RunEnd("error", failure.message, failure) : undefined;
}

function unexpected(error: unknown): RunEnd {
  const failure = error instanceof Error ? error : new Error(describeError(error));
  return new RunEnd("error", failure.message, failure);
}
