export { emptyBudgetUsage, validateBudget, type Budget, type BudgetExceedAction, type BudgetLimitName, type BudgetScope, type BudgetUsage } from "./budget.js";
export { BudgetTracker, THREAD_BUDGET_KEY, type BudgetExceeded, type BudgetTrackerOptions } from "./budget-tracker.js";
export { BudgetExceededError } from "./budget-exceeded-error.js";
