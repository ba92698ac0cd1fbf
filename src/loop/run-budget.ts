import { BudgetExceededError } from "../budgets/budget-exceeded-error.js";
import type { BudgetExceeded } from "../budgets/budget-tracker.js";
import type { ModelRequest, ModelResponse, Usage } from "../models/spec.js";
import { modelLimits } from "../usage/model-limits.js";
import { loadUsagePricer } from "../usage/price-usage.js";
import { TokenAccounting } from "../usage/token-accounting.js";
import { calibratedEstimator, loadTokenEstimator } from "../usage/token-estimator.js";
import { addUsage } from "../models/spec.js";
import { RunEnd, type RunState } from "./run-state.js";

/**
 * Sets up the run's token accounting (the model's tokenizer and limits) and its pricer. Neither can
 * end the run: without a tokenizer the calibrated estimate is used, without prices costs count 0.
 */
export async function openAccounting(run: RunState): Promise<undefined> {
  const { model, modelLimits: overrides } = run.config;
  const limits = modelLimits(model.modelId, overrides);
  const estimator = await run.abortable(loadTokenEstimator(model.provider, model.modelId)).catch(() => calibratedEstimator);
  run.accounting = new TokenAccounting(estimator, limits);
  run.pricer = await run.abortable(loadUsagePricer()).catch(() => undefined);
  return undefined;
}

/** Before a model call: a budget that is spent ends the run as its `onExceed` says (`ask` asks a person first). */
export function checkBudget(run: RunState): RunEnd | undefined | Promise<RunEnd | undefined> {
  // Most runs have no budget: nothing to check, nothing to wait for.
  return run.budget.active ? enforceBudget(run) : undefined;
}

async function enforceBudget(run: RunState): Promise<RunEnd | undefined> {
  const { budget } = run;
  for (;;) {
    const exceeded = budget.pendingEnd ?? budget.checkModelCall();
    if (!exceeded) return undefined;
    budget.pendingEnd = undefined;
    const go = await decide(run, exceeded);
    if (go instanceof RunEnd) return go;
  }
}

/**
 * Admits one tool call against the budgets: `undefined` lets it run; a reason turns it into an error
 * result. A limit reached with `end` also stops the run before its next model call.
 */
export async function admitToolCall(run: RunState, toolName: string): Promise<string | undefined> {
  const exceeded = run.budget.admitToolCall(toolName);
  if (!exceeded) return undefined;
  const go = await decide(run, exceeded);
  if (!(go instanceof RunEnd)) return run.budget.admitToolCall(toolName)?.message;
  if (exceeded.action !== "error") run.budget.pendingEnd ??= { ...exceeded, action: "end" };
  return exceeded.message;
}

/** What a reached limit means: go on (a person allowed it), or how the run ends. */
async function decide(run: RunState, exceeded: BudgetExceeded): Promise<RunEnd | "continue"> {
  run.emit({ type: "budget.exceeded", ...exceeded });
  if (exceeded.action === "ask") {
    const approval = run.config.onApproval;
    const answer = approval
      ? await run.abortable(
          Promise.resolve()
            .then(() =>
              approval({
                agentId: run.scope.agentId,
                threadId: run.scope.threadId,
                runId: run.scope.runId,
                cwd: run.scope.cwd,
                toolName: exceeded.toolName ?? "budget",
                toolCallId: `budget:${exceeded.scope}:${exceeded.limit}`,
                args: { limit: exceeded.limit, scope: exceeded.scope, used: exceeded.used, max: exceeded.max },
                reason: `${exceeded.message}. Go on past it?`,
                rule: `budget:${exceeded.limit}`,
              }),
            )
            .catch(() => "deny" as const),
        )
      : "deny";
    if (answer === "allow" || answer === "allow_always") {
      run.budget.lift(exceeded);
      return "continue";
    }
    return new RunEnd("stopped", `${exceeded.message} (going on was ${approval ? "declined" : "not approved: no one can approve it here"})`);
  }
  if (exceeded.action === "error") {
    const error = new BudgetExceededError({ ...exceeded });
    return new RunEnd("error", error.message, error);
  }
  return new RunEnd("stopped", exceeded.message);
}

/** The raw token estimate of a request, before it is sent (undefined without accounting). */
export function estimateRequest(run: RunState, request: ModelRequest): number | undefined {
  return run.accounting?.rawRequestTokens(request);
}

/**
 * Counts a response: its usage into the run's, its price into the run's cost, both into the budgets,
 * and the reported input tokens into the estimate's correction; then the `usage` event.
 */
export function recordModelUsage(run: RunState, response: ModelResponse, rawEstimate: number | undefined): void {
  const usage = response.usage;
  addUsage(run.usage, usage);
  const costUsd = priceOf(run, usage, response.model);
  if (costUsd !== undefined) run.costUsd += costUsd;
  run.budget.recordModelCall(usage, costUsd);
  if (rawEstimate !== undefined) run.accounting?.observe(rawEstimate, usage);
  const estimatedInputTokens = rawEstimate === undefined || !run.accounting ? undefined : Math.ceil(rawEstimate * run.accounting.calibration);
  run.emit({
    type: "usage",
    usage,
    total: { ...run.usage },
    ...(costUsd !== undefined ? { costUsd } : {}),
    totalCostUsd: run.costUsd,
    ...(estimatedInputTokens !== undefined ? { estimatedInputTokens } : {}),
  });
}

/** Counts a model call made outside the turn (a compaction summary) into usage, cost and budgets. */
export function recordSideCallUsage(run: RunState, usage: Usage, modelId: string): void {
  addUsage(run.usage, usage);
  const costUsd = priceOf(run, usage, modelId);
  if (costUsd !== undefined) run.costUsd += costUsd;
  run.budget.recordModelCall(usage, costUsd);
  run.emit({ type: "usage", usage, total: { ...run.usage }, ...(costUsd !== undefined ? { costUsd } : {}), totalCostUsd: run.costUsd });
}

function priceOf(run: RunState, usage: Usage, answeredBy: string | undefined): number | undefined {
  if (!run.pricer) return undefined;
  const { provider, modelId } = run.config.model;
  try {
    return run.pricer({ usage, provider, modelId: answeredBy ?? modelId }) ?? (answeredBy && answeredBy !== modelId ? run.pricer({ usage, provider, modelId }) : undefined);
  } catch {
    return undefined;
  }
}
