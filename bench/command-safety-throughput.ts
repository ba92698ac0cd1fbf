/**
 * Decisions per second of the command safety guard on typical agent commands, and the latency
 * distribution on random and pathological input.
 *
 *   node --import tsx bench/command-safety-throughput.ts
 */
import { createCommandAnalyzer } from "../src/guards/command-safety/index.js";
import { BASE_CASES, CORPUS_CONTEXT } from "../src/guards/command-safety/__fixtures__/corpus.js";

const analyze = createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
const context = { cwd: CORPUS_CONTEXT.cwd };

const TYPICAL = [
  "npm test",
  "git status",
  "git add -A && git commit -m 'fix: handle empty input'",
  "ls -la src",
  "cat package.json",
  "rm -rf node_modules dist && npm ci",
  "grep -rn 'TODO' src/ | head -20",
  "find . -name '*.ts' -not -path './node_modules/*' | xargs wc -l",
  "curl -s https://api.example.com/status | jq .",
  "docker compose up -d --build",
  "python3 -m pytest -q tests/",
  "sed -i 's/foo/bar/g' src/config.ts",
  "mkdir -p build && cp -r assets build/",
  'for f in src/*.ts; do echo "$f"; done',
  "git push origin feature/parser",
  "curl -fsSL https://example.com/install.sh | bash",
  "sudo rm -rf /",
];

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

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const next = random(42);
const PIECES = ["rm", "-rf", "/", "~", "*", "sudo", "bash -c", "'", '"', "$(", ")", "|", "&&", ";", "eval", "curl x", "base64 -d", "{a,b}", "$X", "\\", "<<EOF\n", "\nEOF\n", "find / -exec", "{}", "xargs", "python3 -c", "dd of=/dev/sda"];
const randomCommands = Array.from({ length: 3000 }, () => Array.from({ length: 1 + Math.floor(next() * 30) }, () => PIECES[Math.floor(next() * PIECES.length)]).join(" "));
const mutated = Array.from({ length: 3000 }, () => {
  const base = (BASE_CASES[Math.floor(next() * BASE_CASES.length)] as { command: string }).command;
  const at = Math.floor(next() * (base.length + 1));
  return base.slice(0, at) + (PIECES[Math.floor(next() * PIECES.length)] as string) + base.slice(at + Math.floor(next() * 4));
});
const pathological = [
  `${"$(".repeat(2000)}x${")".repeat(2000)}`,
  `${"{ ".repeat(2000)}ls${"; }".repeat(2000)}`,
  "echo hello world; ".repeat(5500),
  "rm -rf node_modules; ".repeat(4500),
  `x='echo hi'; ${'eval "$x"; '.repeat(8000)}`,
  `bash <<'E'\n${"echo hi\n".repeat(10000)}E`,
  `echo ${"{a,b}".repeat(12)}`,
  "a".repeat(100_001),
  // Just inside the limits (DEFAULT_LIMITS.maxTokens, maxSteps): the slowest inputs still analysed structurally.
  "echo hello world; ".repeat(990),
  "rm -rf node_modules; ".repeat(1300),
  `cat > notes.md <<'E'\n${"a line of text in a file\n".repeat(700)}E`,
  `bash -c '${"ls; ".repeat(1900)}'`,
  "x".repeat(99_000),
  // Patterns that backtrack over text from the same command (glob stars, sed repetitions).
  `x=${"a".repeat(3000)}; y=\${x//${"*a".repeat(10)}*b/}; $y`,
  `x=${"a".repeat(3000)}; y=\${x%%${"*a".repeat(10)}*b}; $y`,
  `X=$(echo ${"a".repeat(3000)} | sed -E 's/${"a*".repeat(12)}b//'); $X`,
];

console.log("throughput (single thread)");
measure("typical agent commands", TYPICAL);
measure("labelled corpus base cases", BASE_CASES.map((entry) => entry.command));
console.log("\nlatency");
latencies("random shell fragments", randomCommands);
latencies("mutated corpus commands", mutated);
latencies("pathological (up to 100 kB)", pathological);
