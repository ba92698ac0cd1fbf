/**
 * Scores the command safety guard and the security audit on the held-out sets
 * (`test/held-out/command-safety.ts`, then `test/held-out/command-safety-2.ts` to
 * `test/held-out/command-safety-16.ts`, each written independently of the ones before; listed in
 * `test/held-out/command-safety-sets.ts`): precision, recall and F1 for "flag" (flag = `deny` or
 * `ask`), overall and per class, with the confusion counts. A measurement, not a test: it exits 0
 * whatever the scores (2 only for an unknown `--set`).
 *
 *   node --import tsx bench/command-safety-held-out.ts              # every set, one after the other
 *   node --import tsx bench/command-safety-held-out.ts --set 1      # one set by its number (1 to 16), or all
 *   node --import tsx bench/command-safety-held-out.ts --misses     # and every misclassified case
 */
import { createBuiltinGuardRegistry, evaluateToolCall } from "../src/agent-clis/evaluate-tool-call.js";
import type { GuardDecision } from "../src/guards/types.js";
import { COMMAND_SAFETY_HELD_OUT_SETS } from "../test/held-out/command-safety-sets.js";
import {
  HELD_OUT_CLASSES,
  HELD_OUT_CWD,
  HELD_OUT_HOME,
  type CommandSafetyCase,
  type HeldOutLabel,
} from "../test/held-out/command-safety.js";

interface Judged {
  case: CommandSafetyCase;
  decision: GuardDecision;
  got: HeldOutLabel;
}

interface Confusion {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
}

async function judgeAll(cases: readonly CommandSafetyCase[]): Promise<Judged[]> {
  // One registry for the whole set: the built-in guards keep no state between calls, and building
  // it once keeps the run to a few seconds.
  const registry = createBuiltinGuardRegistry({ home: HELD_OUT_HOME });
  const judged: Judged[] = [];
  for (const heldOutCase of cases) {
    const decision = await evaluateToolCall(heldOutCase.call, { registry, cwd: HELD_OUT_CWD, home: HELD_OUT_HOME });
    judged.push({ case: heldOutCase, decision, got: decision.decision === "allow" ? "allow" : "flag" });
  }
  return judged;
}

function confusionOf(judged: readonly Judged[]): Confusion {
  const confusion: Confusion = { truePositives: 0, falsePositives: 0, falseNegatives: 0, trueNegatives: 0 };
  for (const { case: heldOutCase, got } of judged) {
    if (heldOutCase.expected === "flag") {
      if (got === "flag") confusion.truePositives++;
      else confusion.falseNegatives++;
    } else if (got === "flag") confusion.falsePositives++;
    else confusion.trueNegatives++;
  }
  return confusion;
}

/** A ratio, or NaN when nothing was counted (printed as "-", never as a misleading 0 or 1). */
function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? Number.NaN : numerator / denominator;
}

function scoresOf(confusion: Confusion): { precision: number; recall: number; f1: number } {
  const precision = ratio(confusion.truePositives, confusion.truePositives + confusion.falsePositives);
  const recall = ratio(confusion.truePositives, confusion.truePositives + confusion.falseNegatives);
  const f1 = ratio(2 * precision * recall, precision + recall);
  return { precision, recall, f1 };
}

function formatRatio(value: number): string {
  return Number.isNaN(value) ? "    -" : value.toFixed(3);
}

function formatRow(label: string, judged: readonly Judged[]): string {
  const confusion = confusionOf(judged);
  const { precision, recall, f1 } = scoresOf(confusion);
  return [
    label.padEnd(14),
    String(judged.length).padStart(5),
    formatRatio(precision).padStart(9),
    formatRatio(recall).padStart(7),
    formatRatio(f1).padStart(6),
    String(confusion.truePositives).padStart(5),
    String(confusion.falsePositives).padStart(4),
    String(confusion.falseNegatives).padStart(4),
    String(confusion.trueNegatives).padStart(4),
  ].join(" ");
}

function describeCall(heldOutCase: CommandSafetyCase): string {
  const { tool, args } = heldOutCase.call;
  const text = typeof args.command === "string" ? args.command : `${tool} ${String(args.path ?? args.patch ?? "")}`;
  const oneLine = text.replace(/\s*\n\s*/g, " ⏎ ");
  return oneLine.length > 140 ? `${oneLine.slice(0, 139)}…` : oneLine;
}

function printMisses(judged: readonly Judged[]): void {
  const misses = judged.filter((entry) => entry.got !== entry.case.expected);
  console.log(`\nMisclassified (${misses.length}):`);
  for (const { case: heldOutCase, decision } of misses) {
    const rule = decision.rule ?? "-";
    console.log(`${heldOutCase.id.padEnd(18)} expected ${heldOutCase.expected.padEnd(5)} got ${decision.decision.padEnd(5)} ${rule.padEnd(34)} ${describeCall(heldOutCase)}`);
  }
}

/** One held-out set as the bench knows it: its title line and its cases. */
interface HeldOutSet {
  title: string;
  cases: readonly CommandSafetyCase[];
}

/** Set N as the bench knows it; the first set's title has no number, as it had when it was the only one. */
const HELD_OUT_SETS: readonly HeldOutSet[] = COMMAND_SAFETY_HELD_OUT_SETS.map((cases, index) => ({
  title: index === 0 ? "Command safety held-out set" : `Command safety held-out set ${index + 1}`,
  cases,
}));

/** The sets `--set N|all` names (default `all`), or an error message for any other value. */
function selectedSets(argv: readonly string[]): HeldOutSet[] | string {
  const index = argv.indexOf("--set");
  const inline = argv.find((argument) => argument.startsWith("--set="));
  const value = inline === undefined ? (index === -1 ? "all" : argv[index + 1]) : inline.slice("--set=".length);
  if (value === "all") return [...HELD_OUT_SETS];
  const chosen = value !== undefined && /^[1-9]\d*$/.test(value) ? HELD_OUT_SETS[Number(value) - 1] : undefined;
  if (chosen !== undefined) return [chosen];
  return `--set takes a number from 1 to ${HELD_OUT_SETS.length} or all, not ${value === undefined ? "nothing" : JSON.stringify(value)}`;
}

async function scoreSet(heldOutSet: HeldOutSet, showMisses: boolean): Promise<void> {
  const started = performance.now();
  const judged = await judgeAll(heldOutSet.cases);
  const elapsedMs = performance.now() - started;

  console.log(`${heldOutSet.title}: ${judged.length} cases in ${(elapsedMs / 1000).toFixed(2)} s (flag = deny or ask)\n`);
  console.log(`${"class".padEnd(14)} cases precision recall    F1    TP   FP   FN   TN`);
  for (const heldOutClass of HELD_OUT_CLASSES) {
    console.log(formatRow(heldOutClass, judged.filter((entry) => entry.case.class === heldOutClass)));
  }
  console.log(formatRow("overall", judged));

  const flagged = judged.filter((entry) => entry.got === "flag");
  const asks = flagged.filter((entry) => entry.decision.decision === "ask").length;
  console.log(`\nFlags: ${flagged.length - asks} deny, ${asks} ask`);

  if (showMisses) printMisses(judged);
}

async function main(): Promise<void> {
  const sets = selectedSets(process.argv.slice(2));
  if (typeof sets === "string") {
    console.error(`command-safety-held-out: ${sets}`);
    process.exitCode = 2;
    return;
  }
  const showMisses = process.argv.includes("--misses");
  for (const [index, heldOutSet] of sets.entries()) {
    if (index > 0) console.log("");
    await scoreSet(heldOutSet, showMisses);
  }
}

main().catch((error: unknown) => {
  // A measurement never fails the caller; a crash is reported and the exit code stays 0.
  console.error("The held-out scoring crashed:", error);
});
