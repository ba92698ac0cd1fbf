/**
 * Scores the command safety guard and the security audit on the held-out sets
 * (`test/held-out/command-safety.ts` and the independent `test/held-out/command-safety-2.ts`,
 * `test/held-out/command-safety-3.ts`, `test/held-out/command-safety-4.ts`,
 * `test/held-out/command-safety-5.ts`, `test/held-out/command-safety-6.ts`,
 * `test/held-out/command-safety-7.ts`, `test/held-out/command-safety-8.ts`,
 * `test/held-out/command-safety-9.ts`, `test/held-out/command-safety-10.ts`,
 * `test/held-out/command-safety-11.ts`, `test/held-out/command-safety-12.ts`,
 * `test/held-out/command-safety-13.ts` and `test/held-out/command-safety-14.ts`):
 * precision, recall and F1 for "flag" (flag = `deny` or `ask`), overall and per class, with the
 * confusion counts. A measurement, not a test: it exits 0 whatever the scores (2 only for an unknown
 * `--set`).
 *
 *   node --import tsx bench/command-safety-held-out.ts              # every set, one after the other
 *   node --import tsx bench/command-safety-held-out.ts --set 1      # the first set only (also 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, all)
 *   node --import tsx bench/command-safety-held-out.ts --misses     # and every misclassified case
 */
import { createBuiltinGuardRegistry, evaluateToolCall } from "../src/agent-clis/evaluate-tool-call.js";
import type { GuardDecision } from "../src/guards/types.js";
import {
  COMMAND_SAFETY_HELD_OUT,
  HELD_OUT_CLASSES,
  HELD_OUT_CWD,
  HELD_OUT_HOME,
  type CommandSafetyCase,
  type HeldOutLabel,
} from "../test/held-out/command-safety.js";
import { COMMAND_SAFETY_HELD_OUT_2 } from "../test/held-out/command-safety-2.js";
import { COMMAND_SAFETY_HELD_OUT_3 } from "../test/held-out/command-safety-3.js";
import { COMMAND_SAFETY_HELD_OUT_4 } from "../test/held-out/command-safety-4.js";
import { COMMAND_SAFETY_HELD_OUT_5 } from "../test/held-out/command-safety-5.js";
import { COMMAND_SAFETY_HELD_OUT_6 } from "../test/held-out/command-safety-6.js";
import { COMMAND_SAFETY_HELD_OUT_7 } from "../test/held-out/command-safety-7.js";
import { COMMAND_SAFETY_HELD_OUT_8 } from "../test/held-out/command-safety-8.js";
import { COMMAND_SAFETY_HELD_OUT_9 } from "../test/held-out/command-safety-9.js";
import { COMMAND_SAFETY_HELD_OUT_10 } from "../test/held-out/command-safety-10.js";
import { COMMAND_SAFETY_HELD_OUT_11 } from "../test/held-out/command-safety-11.js";
import { COMMAND_SAFETY_HELD_OUT_12 } from "../test/held-out/command-safety-12.js";
import { COMMAND_SAFETY_HELD_OUT_13 } from "../test/held-out/command-safety-13.js";
import { COMMAND_SAFETY_HELD_OUT_14 } from "../test/held-out/command-safety-14.js";

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

const HELD_OUT_SETS: Record<"1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "11" | "12" | "13" | "14", HeldOutSet> = {
  "1": { title: "Command safety held-out set", cases: COMMAND_SAFETY_HELD_OUT },
  "2": { title: "Command safety held-out set 2", cases: COMMAND_SAFETY_HELD_OUT_2 },
  "3": { title: "Command safety held-out set 3", cases: COMMAND_SAFETY_HELD_OUT_3 },
  "4": { title: "Command safety held-out set 4", cases: COMMAND_SAFETY_HELD_OUT_4 },
  "5": { title: "Command safety held-out set 5", cases: COMMAND_SAFETY_HELD_OUT_5 },
  "6": { title: "Command safety held-out set 6", cases: COMMAND_SAFETY_HELD_OUT_6 },
  "7": { title: "Command safety held-out set 7", cases: COMMAND_SAFETY_HELD_OUT_7 },
  "8": { title: "Command safety held-out set 8", cases: COMMAND_SAFETY_HELD_OUT_8 },
  "9": { title: "Command safety held-out set 9", cases: COMMAND_SAFETY_HELD_OUT_9 },
  "10": { title: "Command safety held-out set 10", cases: COMMAND_SAFETY_HELD_OUT_10 },
  "11": { title: "Command safety held-out set 11", cases: COMMAND_SAFETY_HELD_OUT_11 },
  "12": { title: "Command safety held-out set 12", cases: COMMAND_SAFETY_HELD_OUT_12 },
  "13": { title: "Command safety held-out set 13", cases: COMMAND_SAFETY_HELD_OUT_13 },
  "14": { title: "Command safety held-out set 14", cases: COMMAND_SAFETY_HELD_OUT_14 },
};

/** The sets `--set 1|2|3|4|5|6|7|8|9|10|11|12|13|14|all` names (default `all`), or an error message for any other value. */
function selectedSets(argv: readonly string[]): HeldOutSet[] | string {
  const index = argv.indexOf("--set");
  const inline = argv.find((argument) => argument.startsWith("--set="));
  const value = inline === undefined ? (index === -1 ? "all" : argv[index + 1]) : inline.slice("--set=".length);
  if (value === "1" || value === "2" || value === "3" || value === "4" || value === "5" || value === "6" || value === "7" || value === "8" || value === "9" || value === "10" || value === "11" || value === "12" || value === "13" || value === "14") {
    return [HELD_OUT_SETS[value]];
  }
  if (value === "all") {
    return [HELD_OUT_SETS["1"], HELD_OUT_SETS["2"], HELD_OUT_SETS["3"], HELD_OUT_SETS["4"], HELD_OUT_SETS["5"], HELD_OUT_SETS["6"], HELD_OUT_SETS["7"], HELD_OUT_SETS["8"], HELD_OUT_SETS["9"], HELD_OUT_SETS["10"], HELD_OUT_SETS["11"], HELD_OUT_SETS["12"], HELD_OUT_SETS["13"], HELD_OUT_SETS["14"]];
  }
  return `--set takes 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 or all, not ${value === undefined ? "nothing" : JSON.stringify(value)}`;
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
