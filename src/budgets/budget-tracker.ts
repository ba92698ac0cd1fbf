import type { ThreadState } from "../interceptors/types.js";
import type { Usage } from "../models/spec.js";
import { emptyBudgetUsage, type Budget, type BudgetExceedAction, type BudgetLimitName, type BudgetScope, type BudgetUsage } from "./budget.js";

/** Key of the thread's budget usage in its state (it survives across runs with the thread). */
export const THREAD_BUDGET_KEY = "loopgate:budget";

/** A limit that was reached, and what its budget says to do. */
export interface BudgetExceeded {
  limit: BudgetLimitName;
  scope: BudgetScope;
  used: number;
  max: number;
  toolName?: string;
  action: BudgetExceedAction;
  message: string;
}

/** Options of `BudgetTracker`. */
export interface BudgetTrackerOptions {
  run?: Budget;
  thread?: Budget;
  /** The thread's state bag (read when first needed: the thread is loaded after the tracker is made). */
  state: () => ThreadState;
  now?: () => number;
}

/**
 * Counts what a run spends against its budget and its thread's: tokens, money, model and tool calls,
 * time. The thread's count lives in the thread state, so it carries over to the next run.
 *
 * @example
 * const tracker = new BudgetTracker({ run: { maxModelCalls: 10 }, state: () => scope.state });
 * tracker.checkModelCall(); // undefined until ten calls were recorded
 */
export class BudgetTracker {
  readonly run: Budget | undefined;
  readonly thread: Budget | undefined;
  /** What this run used. */
  readonly runUsage: BudgetUsage = emptyBudgetUsage();
  /** A tool-call limit reached with `end`: the run stops before its next model call. */
  pendingEnd: BudgetExceeded | undefined;
  readonly #state: () => ThreadState;
  readonly #now: () => number;
  readonly #started: number;
  readonly #lifted = new Set<string>();
  #threadElapsedBase: number | undefined;

  constructor(options: BudgetTrackerOptions) {
    this.run = options.run;
    this.thread = options.thread;
    this.#state = options.state;
    this.#now = options.now ?? Date.now;
    this.#started = this.#now();
  }

  /** Whether any budget is set at all (a run without one skips every check). */
  get active(): boolean {
    return this.run !== undefined || this.thread !== undefined;
  }

  /** What the thread used over all its runs, this one included (kept in the thread state). */
  threadUsage(): BudgetUsage {
    const state = this.#state();
    let usage = state[THREAD_BUDGET_KEY] as BudgetUsage | undefined;
    if (!isBudgetUsage(usage)) {
      usage = emptyBudgetUsage();
      state[THREAD_BUDGET_KEY] = usage;
    }
    this.#threadElapsedBase ??= usage.elapsedMs;
    usage.elapsedMs = this.#threadElapsedBase + this.elapsedMs();
    return usage;
  }

  /** Milliseconds since the run started. */
  elapsedMs(): number {
    return this.#now() - this.#started;
  }

  /** Counts one model call's reported usage and price. */
  recordModelCall(usage: Usage, costUsd: number | undefined): void {
    for (const total of this.#totals()) {
      total.modelCalls++;
      total.inputTokens += usage.inputTokens + (usage.cacheReadTokens ?? 0) + (usage.cacheWriteTokens ?? 0);
      total.outputTokens += usage.outputTokens;
      if (costUsd !== undefined) total.costUsd += costUsd;
    }
  }

  /** The first limit reached before another model call may start, if any (lifted limits aside). */
  checkModelCall(): BudgetExceeded | undefined {
    return this.#check("run", this.run, this.runUsage) ?? (this.thread ? this.#check("thread", this.thread, this.threadUsage()) : undefined);
  }

  /**
   * Admits one call of a tool: counts it, or returns the limit it would go past (the call is then
   * not counted and must not run).
   */
  admitToolCall(toolName: string): BudgetExceeded | undefined {
    const refused = this.#checkTool("run", this.run, this.runUsage, toolName) ?? (this.thread ? this.#checkTool("thread", this.thread, this.threadUsage(), toolName) : undefined);
    if (refused) return refused;
    for (const total of this.#totals()) {
      total.toolCalls++;
      total.toolCallsByTool[toolName] = (total.toolCallsByTool[toolName] ?? 0) + 1;
    }
    return undefined;
  }

  /** Lets the run go past a limit a person allowed it to exceed. */
  lift(exceeded: BudgetExceeded): void {
    this.#lifted.add(liftKey(exceeded.scope, exceeded.limit, exceeded.toolName));
  }

  /** How much of the tightest money budget is left, from 1 (none spent) to 0; `undefined` when no money budget is set. */
  remainingCostFraction(): number | undefined {
    const fractions: number[] = [];
    if (this.run?.maxCostUsd !== undefined) fractions.push(fraction(this.runUsage.costUsd, this.run.maxCostUsd));
    if (this.thread?.maxCostUsd !== undefined) fractions.push(fraction(this.threadUsage().costUsd, this.thread.maxCostUsd));
    return fractions.length === 0 ? undefined : Math.min(...fractions);
  }

  #totals(): BudgetUsage[] {
    return this.thread ? [this.runUsage, this.threadUsage()] : [this.runUsage];
  }

  #check(scope: BudgetScope, budget: Budget | undefined, usage: BudgetUsage): BudgetExceeded | undefined {
    if (!budget) return undefined;
    const elapsed = scope === "run" ? this.elapsedMs() : usage.elapsedMs;
    const measures: Array<[BudgetLimitName, number, string]> = [
      ["maxCostUsd", usage.costUsd, "spent $"],
      ["maxInputTokens", usage.inputTokens, "used input tokens:"],
      ["maxOutputTokens", usage.outputTokens, "used output tokens:"],
      ["maxTotalTokens", usage.inputTokens + usage.outputTokens, "used tokens:"],
      ["maxModelCalls", usage.modelCalls, "made model calls:"],
      ["deadlineMs", elapsed, "ran for ms:"],
    ];
    for (const [limit, used, what] of measures) {
      const max = budget[limit] as number | undefined;
      if (max === undefined || used < max || this.#lifted.has(liftKey(scope, limit))) continue;
      return this.#exceeded(scope, budget, limit, used, max, `The ${scope}'s budget is spent: ${limit} ${formatNumber(max)} reached (${what} ${formatNumber(used)})`);
    }
    return undefined;
  }

  #checkTool(scope: BudgetScope, budget: Budget | undefined, usage: BudgetUsage, toolName: string): BudgetExceeded | undefined {
    if (!budget) return undefined;
    const perTool = budget.maxToolCallsPerTool?.[toolName];
    if (perTool !== undefined && (usage.toolCallsByTool[toolName] ?? 0) >= perTool && !this.#lifted.has(liftKey(scope, "maxToolCallsPerTool", toolName))) {
      const used = usage.toolCallsByTool[toolName] ?? 0;
      return { ...this.#exceeded(scope, budget, "maxToolCallsPerTool", used, perTool, `Tool call limit reached: ${toolName} may be called at most ${perTool} time(s) per ${scope}`), toolName };
    }
    const max = budget.maxToolCalls;
    if (max !== undefined && usage.toolCalls >= max && !this.#lifted.has(liftKey(scope, "maxToolCalls"))) {
      return { ...this.#exceeded(scope, budget, "maxToolCalls", usage.toolCalls, max, `Tool call limit reached: at most ${max} tool call(s) per ${scope}`), toolName };
    }
    return undefined;
  }

  #exceeded(scope: BudgetScope, budget: Budget, limit: BudgetLimitName, used: number, max: number, message: string): BudgetExceeded {
    return { limit, scope, used, max, action: budget.onExceed ?? "end", message };
  }
}

function liftKey(scope: BudgetScope, limit: BudgetLimitName, toolName?: string): string {
  return `${scope}\u0000${limit}\u0000${toolName ?? ""}`;
}

function fraction(used: number, max: number): number {
  return max <= 0 ? 0 : Math.max(0, 1 - used / max);
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(4);
}

function isBudgetUsage(value: unknown): value is BudgetUsage {
  const usage = value as BudgetUsage | undefined;
  return (
    typeof usage === "object" &&
    usage !== null &&
    typeof usage.inputTokens === "number" &&
    typeof usage.costUsd === "number" &&
    typeof usage.modelCalls === "number" &&
    typeof usage.toolCalls === "number" &&
    typeof usage.toolCallsByTool === "object" &&
    usage.toolCallsByTool !== null &&
    typeof usage.elapsedMs === "number"
  );
}
