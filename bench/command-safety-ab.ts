/**
 * The command safety guard's speed on typical agent commands in two checkouts, measured in one
 * process: this checkout's analyzer and another's are called alternately, command by command, and
 * each command's time is read at a low percentile of many runs. On a machine shared with other
 * work, runs taken minutes apart differ by more than most changes do; runs interleaved like this
 * are slowed alike, and the low percentile drops the ones a busy machine preempted or collected
 * garbage in. Use it to tell whether a change made the guard faster, the throughput bench
 * (`bench/command-safety-throughput.ts`) for how fast it is.
 *
 *   node --import tsx bench/command-safety-ab.ts /path/to/other/checkout
 *   node --import tsx bench/command-safety-ab.ts /path/to/other/checkout --runs 400 --percentile 10 --each
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createCommandAnalyzer, type CommandAnalyzer } from "../src/guards/command-safety/analyze-command.js";
import { CORPUS_CONTEXT } from "../src/guards/command-safety/__fixtures__/corpus.js";
import { TYPICAL_COMMANDS } from "./command-safety-inputs.js";

interface Options {
  other: string;
  runs: number;
  percentile: number;
  each: boolean;
}

function parseArguments(argv: readonly string[]): Options {
  const options: Options = { other: "", runs: 200, percentile: 10, each: false };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    if (argument === "--each") options.each = true;
    else if ((argument === "--runs" || argument === "--percentile") && argv[index + 1] !== undefined) {
      const value = Number(argv[index + 1]);
      if (!Number.isFinite(value) || value < (argument === "--runs" ? 1 : 0) || (argument === "--percentile" && value > 100)) throw new Error(`${argument} wants a number, not ${JSON.stringify(argv[index + 1])}`);
      options[argument === "--runs" ? "runs" : "percentile"] = value;
      index += 1;
    } else if (!argument.startsWith("--") && options.other === "") options.other = path.resolve(argument);
    else throw new Error(`unknown argument ${JSON.stringify(argument)}: give the other checkout's directory, then --runs N, --percentile P, --each`);
  }
  if (options.other === "") throw new Error("give the other checkout's directory (a worktree of main, say)");
  return options;
}

/** The other checkout's analyzer, loaded from its own sources (its own module instances). */
async function otherAnalyzer(root: string): Promise<CommandAnalyzer> {
  const module = (await import(pathToFileURL(path.join(root, "src/guards/command-safety/analyze-command.ts")).href)) as { createCommandAnalyzer: typeof createCommandAnalyzer };
  return module.createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
}

/** The value at `percentile` (0–100) of `times`. */
function at(times: readonly number[], percentile: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor((percentile / 100) * (sorted.length - 1))] as number;
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const analyzers: readonly CommandAnalyzer[] = [await otherAnalyzer(options.other), createCommandAnalyzer({ home: CORPUS_CONTEXT.home })];
  const context = { cwd: CORPUS_CONTEXT.cwd };
  for (let warm = 0; warm < 150; warm += 1) for (const command of TYPICAL_COMMANDS) for (const analyze of analyzers) analyze(command, context);
  const times = TYPICAL_COMMANDS.map(() => analyzers.map((): number[] => []));
  for (let run = 0; run < options.runs; run += 1) {
    TYPICAL_COMMANDS.forEach((command, index) => {
      // Each goes first every other run, so neither gains from the other's warm caches.
      for (const side of run % 2 === 0 ? [0, 1] : [1, 0]) {
        const started = performance.now();
        (analyzers[side] as CommandAnalyzer)(command, context);
        (times[index] as number[][])[side]?.push(performance.now() - started);
      }
    });
  }
  const totals = [0, 0];
  TYPICAL_COMMANDS.forEach((command, index) => {
    const [other, here] = (times[index] as number[][]).map((runs) => at(runs, options.percentile) * 1000) as [number, number];
    totals[0] = (totals[0] as number) + other;
    totals[1] = (totals[1] as number) + here;
    if (options.each) console.log(`${other.toFixed(0).padStart(7)} µs ${here.toFixed(0).padStart(7)} µs  ${command}`);
  });
  const [other, here] = totals.map((total) => total / TYPICAL_COMMANDS.length) as [number, number];
  console.log(`typical agent commands, p${options.percentile} of ${options.runs} runs each: ${path.basename(options.other)} ${other.toFixed(1)} µs, this checkout ${here.toFixed(1)} µs (${((other / here - 1) * 100).toFixed(1)}% ${here <= other ? "faster" : "slower"} here)`);
}

await main();
