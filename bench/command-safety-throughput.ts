/**
 * Decisions per second of the command safety guard on typical agent commands, and the latency
 * distribution on random and pathological input.
 *
 *   node --import tsx bench/command-safety-throughput.ts
 */
import { createCommandAnalyzer } from "../src/guards/command-safety/index.js";
import { BASE_CASES, CORPUS_CONTEXT } from "../src/guards/command-safety/__fixtures__/corpus.js";
import { PATHOLOGICAL_COMMANDS, randomInputs, TYPICAL_COMMANDS } from "./command-safety-inputs.js";

const analyze = createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
const context = { cwd: CORPUS_CONTEXT.cwd };

function measure(label: string, commands: readonly string[], minimumMs = 1500): void {
  for (const command of commands) analyze(command, context);
  let decisions = 0;
  const started = performance.now();
  while (performance.now() - started < minimumMs) {
    for (const command of commands) analyze(command, context);
    decisions += commands.length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(34)} ${Math.round(decisions / seconds).toLocaleString("en").padStart(9)} decisions/s  (${((seconds * 1e6) / decisions).toFixed(0)} µs each)`);
}

function latencies(label: string, commands: readonly string[]): void {
  const times = commands.map((command) => {
    const started = performance.now();
    analyze(command, context);
    return performance.now() - started;
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(2);
  console.log(`${label.padEnd(34)} n=${String(times.length).padStart(5)}  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms`);
}

const { randomCommands, mutated } = randomInputs();

console.log("throughput (single thread)");
measure("typical agent commands", TYPICAL_COMMANDS);
measure("labelled corpus base cases", BASE_CASES.map((entry) => entry.command));
console.log("\nlatency");
latencies("random shell fragments", randomCommands);
latencies("mutated corpus commands", mutated);
latencies("pathological (up to 100 kB)", PATHOLOGICAL_COMMANDS);
