import { DBOS } from "@dbos-inc/dbos-sdk";
import type { StepRunner } from "../loop/step-runner.js";

/**
 * The step runner of durable runs: inside a DBOS workflow each model call and each tool execution
 * is a DBOS step, its result recorded in the system database once it returns. A run replayed after a
 * crash gets the recorded result instead of calling again; outside a workflow the call runs as it is.
 */
export const dbosStepRunner: StepRunner = (step, call) =>
  DBOS.isWithinWorkflow() && !DBOS.isInStep() ? DBOS.runStep(call, { name: `${step.kind}:${step.name}` }) : call();
