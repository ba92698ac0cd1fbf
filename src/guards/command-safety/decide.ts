import type { GuardVerdict } from "../types.js";
import type { Finding, Invocation } from "./model.js";

/** One finding as decided: after overrides and the allow-list. */
export interface CommandFinding {
  rule: string;
  category: string;
  /** The decision after overrides and the allow-list. */
  decision: GuardVerdict;
  reason: string;
  catastrophic: boolean;
  /** The command it was found in, normalized (`rm -rf /`). */
  command?: string;
}

/** What decides findings besides their rules. */
export interface DecisionPolicy {
  allow: readonly (string | RegExp)[];
  overrides: Readonly<Record<string, GuardVerdict>>;
}

const RANK: Readonly<Record<GuardVerdict, number>> = { allow: 0, ask: 1, deny: 2 };

/**
 * Combines findings into one decision: deny beats ask beats allow; a catastrophic finding is
 * chosen first among denials. Overrides and the allow-list apply per finding, but never lower a
 * catastrophic one below deny.
 *
 * @example
 * combineFindings(findings, { allow: ["docker system prune"], overrides: {} }).decision // "allow" | "ask" | "deny"
 */
export function combineFindings(findings: readonly Finding[], policy: DecisionPolicy): { decision: GuardVerdict; rule?: string; reason?: string; findings: CommandFinding[] } {
  const decided = findings.map((finding) => decideFinding(finding, policy));
  let chosen: CommandFinding | undefined;
  for (const finding of decided) {
    if (finding.decision === "allow") continue;
    if (!chosen || RANK[finding.decision] > RANK[chosen.decision] || (finding.decision === chosen.decision && finding.catastrophic && !chosen.catastrophic)) chosen = finding;
  }
  if (!chosen) return { decision: "allow", findings: decided };
  const others = decided.filter((finding) => finding !== chosen && finding.decision !== "allow").length;
  const reason = others > 0 ? `${chosen.reason} (and ${others} more finding${others === 1 ? "" : "s"})` : chosen.reason;
  return { decision: chosen.decision, rule: chosen.rule, reason, findings: decided };
}

function decideFinding(finding: Finding, policy: DecisionPolicy): CommandFinding {
  let decision: GuardVerdict = finding.decision;
  const override = overrideFor(finding.rule, policy.overrides);
  if (override !== undefined) decision = override;
  if (decision !== "allow" && finding.invocation && isAllowed(finding.invocation, policy.allow)) decision = "allow";
  if (finding.catastrophic) decision = "deny";
  const result: CommandFinding = { rule: finding.rule, category: finding.category, decision, reason: finding.reason, catastrophic: finding.catastrophic };
  if (finding.invocation) result.command = finding.invocation.line;
  return result;
}

function overrideFor(rule: string, overrides: Readonly<Record<string, GuardVerdict>>): GuardVerdict | undefined {
  if (Object.hasOwn(overrides, rule)) return overrides[rule];
  let best: { length: number; verdict: GuardVerdict } | undefined;
  for (const [key, verdict] of Object.entries(overrides)) {
    if (key.endsWith(".*") && rule.startsWith(key.slice(0, -1)) && (!best || key.length > best.length)) best = { length: key.length, verdict };
  }
  return best?.verdict;
}

/** Whether an invocation matches an allow-list entry. */
export function isAllowed(invocation: Invocation, allow: readonly (string | RegExp)[]): boolean {
  if (allow.length === 0) return false;
  const words = [invocation.name, ...invocation.argv.slice(1).map((field) => field.value)];
  return allow.some((entry) => {
    if (entry instanceof RegExp) {
      entry.lastIndex = 0;
      return entry.test(invocation.line);
    }
    const wanted = entry.trim().split(/\s+/);
    return wanted.every((word, index) => (index === 0 ? word.toLowerCase() === words[0] : word === words[index]));
  });
}
