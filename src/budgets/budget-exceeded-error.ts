import { LoopgateError } from "../errors/loopgate-error.js";
import type { BudgetLimitName, BudgetScope } from "./budget.js";

const marker = Symbol.for("loopgate.error.BudgetExceededError");

/**
 * A budget was reached and its `onExceed` is `"error"` (or a person declined to go on past it): the
 * run ends with status `error` and this error.
 *
 * @example
 * if (BudgetExceededError.isInstance(result.error)) console.log(result.error.limit, result.error.used, result.error.max);
 */
export class BudgetExceededError extends LoopgateError {
  private readonly [marker] = true;
  /** Which limit was reached. */
  readonly limit: BudgetLimitName;
  /** The run's budget or the thread's. */
  readonly scope: BudgetScope;
  readonly used: number;
  readonly max: number;
  /** For `maxToolCallsPerTool`: the tool. */
  readonly toolName: string | undefined;

  constructor(options: { limit: BudgetLimitName; scope: BudgetScope; used: number; max: number; toolName?: string; message: string }) {
    super({ code: "BUDGET_EXCEEDED", message: options.message });
    this.name = "BudgetExceededError";
    this.limit = options.limit;
    this.scope = options.scope;
    this.used = options.used;
    this.max = options.max;
    this.toolName = options.toolName;
  }

  static override isInstance(value: unknown): value is BudgetExceededError {
    return LoopgateError.hasMarker(value, marker);
  }
}
