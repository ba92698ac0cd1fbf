/**
 * How long an agent CLI waits for `loopgate hook` on each tool call: whole processes, started the
 * way Claude Code starts a command hook (event on stdin, answer on stdout), timed from spawn to
 * exit. The cases alternate run by run, so all see the same load on the machine, and each is set
 * beside `node -e 0` (Node's own start-up, which no hook can beat) measured in the same run:
 *
 * - `node -e 0`
 * - `loopgate --version`
 * - a non-shell call (Claude Code `Read` of a project file)
 * - a shell call (Claude Code `Bash` with `git status --short && ls -la src`), allowed
 * - a shell call denied (`rm -rf /`): the answer is written, the reason formatted
 * - a shell call beyond the simple subset (`for … $(…)`), for which mvdan-sh's runtime starts
 *
 * Targets (issue 12): the non-shell call within 25 ms of `node -e 0`, the simple shell calls (allowed
 * and denied) within 60 ms, at the median. The last case has no target; it shows what a command
 * that needs the full shell parser costs. No config file is in reach (the event's cwd is a fresh temp directory), as
 * for a user who has only installed the hook.
 *
 *   npm run build && node --import tsx bench/hook-startup.ts [--runs 40]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The package's `loopgate` command, as `npm install -g` links it.
const MANIFEST = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { bin: { loopgate: string } };
const BIN = fileURLToPath(new URL(`../${MANIFEST.bin.loopgate}`, import.meta.url));
const runsFlag = process.argv.indexOf("--runs");
const RUNS = runsFlag === -1 ? 40 : Number(process.argv[runsFlag + 1]);
const WARMUP = 3;

interface Case {
  label: string;
  args: string[];
  input?: string;
  /** Within how many ms of `node -e 0` the median must be, if there is a target. */
  target?: number;
  /** What the output must contain, so a broken hook is never timed as a fast one. */
  expect: RegExp;
}

function event(dir: string, tool: string, input: Record<string, unknown>): string {
  return JSON.stringify({ session_id: "bench", hook_event_name: "PreToolUse", tool_name: tool, tool_input: input, cwd: dir });
}

function cases(dir: string): Case[] {
  return [
    { label: "node -e 0", args: ["-e", "0"], expect: /^$/ },
    { label: "loopgate --version", args: [BIN, "--version"], expect: /^\d+\.\d+\.\d+/ },
    { label: "hook: Read (non-shell)", args: [BIN, "hook", "claude"], input: event(dir, "Read", { file_path: path.join(dir, "notes.md") }), target: 25, expect: /^$/ },
    {
      label: "hook: Bash (shell)",
      args: [BIN, "hook", "claude"],
      input: event(dir, "Bash", { command: "git status --short && ls -la src" }),
      target: 60,
      expect: /^$/,
    },
    {
      label: "hook: Bash rm -rf / (deny)",
      args: [BIN, "hook", "claude"],
      input: event(dir, "Bash", { command: "rm -rf /" }),
      target: 60,
      expect: /"permissionDecision":"deny"/,
    },
    {
      label: "hook: Bash $(…) (mvdan-sh)",
      args: [BIN, "hook", "claude"],
      input: event(dir, "Bash", { command: 'for f in $(ls src); do wc -l "src/$f"; done' }),
      expect: /^$/,
    },
  ];
}

function timeOnce(entry: Case, cwd: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, entry.args, { cwd, input: entry.input ?? "", encoding: "utf8" });
  const elapsed = performance.now() - started;
  if (result.status !== 0 || !entry.expect.test(result.stdout)) {
    throw new Error(`${entry.label}: unexpected result (exit ${result.status}): ${result.stdout}${result.stderr}`);
  }
  return elapsed;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

function main(): void {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` first`);
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a positive whole number");
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-hook-bench-")));
  try {
    writeFileSync(path.join(dir, "notes.md"), "# notes\n");
    const all = cases(dir);
    for (let round = 0; round < WARMUP; round++) for (const entry of all) timeOnce(entry, dir);
    const samples = all.map((): number[] => []);
    for (let round = 0; round < RUNS; round++) for (const [index, entry] of all.entries()) samples[index]!.push(timeOnce(entry, dir));
    const sorted = samples.map((list) => list.sort((a, b) => a - b));
    const base = quantile(sorted[0]!, 0.5);
    const version = quantile(sorted[1]!, 0.5);
    console.log(`Hook start-up, ${RUNS} runs each after ${WARMUP} to warm up (Node ${process.version}, ${process.platform}/${process.arch}):`);
    let failed = false;
    for (const [index, entry] of all.entries()) {
      const median = quantile(sorted[index]!, 0.5);
      const p90 = quantile(sorted[index]!, 0.9);
      const verdict = entry.target === undefined ? "" : median - base <= entry.target ? `  target +${entry.target} ms: met` : `  target +${entry.target} ms: MISSED`;
      if (entry.target !== undefined && median - base > entry.target) failed = true;
      const beside = index === 0 ? "" : `  +${(median - base).toFixed(1)} ms vs node -e 0, ${(median - version).toFixed(1).padStart(6)} ms vs --version`;
      console.log(`  ${entry.label.padEnd(28)} median ${ms(median)}  p90 ${ms(p90)}${beside}${verdict}`);
    }
    if (failed) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
