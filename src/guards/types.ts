/** What a guard decided about one action. */
export type GuardVerdict = "allow" | "ask" | "deny";

/**
 * A guard's decision, with the rule that decided it and a reason naming what was found.
 *
 * @example
 * { decision: "deny", rule: "fs.recursive-delete-root", reason: "rm -rf deletes / recursively" }
 */
export interface GuardDecision {
  decision: GuardVerdict;
  rule?: string;
  reason?: string;
}
