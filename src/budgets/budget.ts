import { ConfigurationError } from "../errors/configuration-error.js";

/**
 * What a run (or a thread, over all its runs) may spend. Every field is optional; a limit is
 * reached when what was used is at or above it.
 *
 * @example
 * createAgent({ model, budget: { maxCostUsd: 2, maxToolCallsPerTool: { web_fetch: 10 }, onExceed: "end" } });
 */
export interface Budget {
  /** Input tokens over all model calls, cache reads and writes included. */
  maxInputTokens?: number;
  maxOutputTokens?: number;
  /** Input and output tokens together. */
  maxTotalTokens?: number;
  /** Money, in US dollars, priced from the provider's reported usage. */
  maxCostUsd?: number;
  maxModelCalls?: number;
  maxToolCalls?: number;
  /** Calls per tool, by normalized name (`exec`, `web_fetch`, …). */
  maxToolCallsPerTool?: Record<string, number>;
  /** Wall-clock time in milliseconds (for a thread: the time of all its runs together). */
  deadlineMs?: number;
  /**
   * When a limit is reached: `end` stops the run (status `stopped`, with the reason), `error` ends
   * it with `BudgetExceededError`, `ask` asks through the agent's `onApproval` (allowed: that limit
   * no longer applies in this run; denied or no handler: as `end`). A tool-call limit turns further
   * calls of the tool into error results the model sees; with `end` (or a denied `ask`) the run also
   * stops before the next model call. Default `end`.
   */
  onExceed?: BudgetExceedAction;
}

/** What happens when a budget is reached. */
export type BudgetExceedAction = "end" | "error" | "ask";

/** Whose budget: the run's own or its thread's. */
export type BudgetScope = "run" | "thread";

/** The name of one limit of a `Budget`. */
export type BudgetLimitName = Exclude<keyof Budget, "onExceed">;

/** What a run or thread has used, as budgets count it. */
export interface BudgetUsage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  modelCalls: number;
  toolCalls: number;
  toolCallsByTool: Record<string, number>;
  elapsedMs: number;
}

/** A fresh usage record. */
export function emptyBudgetUsage(): BudgetUsage {
  return { inputTokens: 0, outputTokens: 0, costUsd: 0, modelCalls: 0, toolCalls: 0, toolCallsByTool: {}, elapsedMs: 0 };
}

const NUMERIC_LIMITS = ["maxInputTokens", "maxOutputTokens", "maxTotalTokens", "maxCostUsd", "maxModelCalls", "maxToolCalls", "deadlineMs"] as const;

/** Checks a budget where it is given; a bad value is a `ConfigurationError` naming it. */
export function validateBudget(budget: Budget | undefined, where: string): void {
  if (budget === undefined) return;
  if (typeof budget !== "object" || budget === null) throw new ConfigurationError({ message: `${where} must be an object, got ${String(budget)}` });
  for (const key of NUMERIC_LIMITS) {
    const value = budget[key];
    if (value !== undefined && !(typeof value === "number" && Number.isFinite(value) && value >= 0)) {
      throw new ConfigurationError({ message: `${where}.${key} must be a non-negative number, got ${String(value)}` });
    }
  }
  for (const [tool, value] of Object.entries(budget.maxToolCallsPerTool ?? {})) {
    if (!(Number.isInteger(value) && value >= 0)) throw new ConfigurationError({ message: `${where}.maxToolCallsPerTool.${tool} must be a non-negative integer, got ${String(value)}` });
  }
  if (budget.onExceed !== undefined && !["end", "error", "ask"].includes(budget.onExceed)) {
    throw new ConfigurationError({ message: `${where}.onExceed must be "end", "error" or "ask", got ${String(budget.onExceed)}` });
  }
}
