/**
 * A stable digest of the command safety guard's decisions, to show that a change (a faster walk, a
 * rule set reorganised) decides every known command exactly as before. It analyses every command
 * of the guard's labelled corpus (base cases, variants, regressions), the everyday agent commands,
 * the credential and obfuscation grids' generated combinations and the throughput bench's inputs,
 * and prints two SHA-256 digests: of `decision rule` per command, and of the full verdict (reason,
 * whether it was analysed structurally, every finding's rule and decision).
 *
 *   node --import tsx bench/command-safety-decisions.ts                      # print the digests
 *   node --import tsx bench/command-safety-decisions.ts --write base.tsv     # also record each verdict
 *   node --import tsx bench/command-safety-decisions.ts --compare base.tsv   # exit 1 on any difference
 */
import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createCommandAnalyzer, type CommandAnalysis } from "../src/guards/command-safety/analyze-command.js";
import { BENIGN_AGENT_COMMANDS } from "../src/guards/command-safety/__fixtures__/benign-agent-commands.js";
import { CORPUS_CONTEXT, corpusCases } from "../src/guards/command-safety/__fixtures__/corpus.js";
import { credentialGridCases } from "../src/guards/command-safety/__fixtures__/credential-grid-cases.js";
import { gridCases } from "../src/guards/command-safety/__fixtures__/obfuscation-grid.js";
import { PATHOLOGICAL_COMMANDS, randomInputs, TYPICAL_COMMANDS } from "./command-safety-inputs.js";

/** Every command judged, with the list it came from. */
function inputs(): { source: string; command: string }[] {
  const { randomCommands, mutated } = randomInputs();
  const lists: [string, readonly string[]][] = [
    ["corpus", corpusCases().map((entry) => entry.command)],
    ["benign", BENIGN_AGENT_COMMANDS],
    ["credential-grid", credentialGridCases().map((entry) => entry.command)],
    ["obfuscation-grid", gridCases().map((entry) => entry.command)],
    ["typical", TYPICAL_COMMANDS],
    ["random", randomCommands],
    ["mutated", mutated],
    ["pathological", PATHOLOGICAL_COMMANDS],
  ];
  return lists.flatMap(([source, commands]) => commands.map((command) => ({ source, command })));
}

/** One verdict as a line: `decision rule`, then the rest of the verdict, each tab-separated. */
function verdictLine(result: CommandAnalysis): { decision: string; full: string } {
  const decision = `${result.decision} ${result.rule ?? "-"}`;
  const findings = result.findings.map((finding) => `${finding.rule}:${finding.decision}${finding.catastrophic ? "!" : ""}`).join(",");
  return { decision, full: `${decision}\t${result.analyzed ? "analyzed" : "fallback"}\t${findings}\t${oneLine(result.reason ?? "")}` };
}

function oneLine(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function parseArguments(argv: readonly string[]): { write?: string; compare?: string } {
  const options: { write?: string; compare?: string } = {};
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = argv[index + 1];
    if ((flag === "--write" || flag === "--compare") && value !== undefined && !value.startsWith("--")) {
      options[flag === "--write" ? "write" : "compare"] = value;
      index += 1;
    } else {
      throw new Error(`unknown argument ${JSON.stringify(flag)}: use --write FILE and/or --compare FILE`);
    }
  }
  return options;
}

function main(): number {
  const options = parseArguments(process.argv.slice(2));
  const analyze = createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
  const decisions = createHash("sha256");
  const full = createHash("sha256");
  const lines: string[] = [];
  const counts = new Map<string, number>();
  for (const { source, command } of inputs()) {
    const line = verdictLine(analyze(command, { cwd: CORPUS_CONTEXT.cwd }));
    decisions.update(`${line.decision}\n`);
    full.update(`${line.full}\n`);
    counts.set(source, (counts.get(source) ?? 0) + 1);
    lines.push(`${source}\t${oneLine(command.length > 300 ? `${command.slice(0, 300)}… (${command.length} chars)` : command)}\t${line.full}`);
  }
  console.log(`commands: ${lines.length} (${[...counts].map(([source, count]) => `${source} ${count}`).join(", ")})`);
  console.log(`decisions digest: ${decisions.digest("hex")}`);
  console.log(`verdicts digest:  ${full.digest("hex")}`);
  if (options.write) {
    const temporary = `${options.write}.partial`;
    writeFileSync(temporary, `${lines.join("\n")}\n`);
    renameSync(temporary, options.write);
    console.log(`wrote ${options.write}`);
  }
  if (options.compare) return compare(lines, readFileSync(options.compare, "utf8").split("\n").slice(0, -1));
  return 0;
}

/** Reports every command whose verdict differs from the baseline; 1 when any does. */
function compare(lines: readonly string[], baseline: readonly string[]): number {
  if (baseline.length !== lines.length) {
    console.log(`different: ${lines.length} commands now, ${baseline.length} in the baseline (the inputs changed)`);
    return 1;
  }
  const different = lines.flatMap((line, index) => (line === baseline[index] ? [] : [`- ${baseline[index]}\n+ ${line}`]));
  for (const difference of different.slice(0, 20)) console.log(difference);
  console.log(different.length === 0 ? "same: every verdict equals the baseline" : `different: ${different.length} verdicts differ from the baseline`);
  return different.length === 0 ? 0 : 1;
}

process.exitCode = main();
