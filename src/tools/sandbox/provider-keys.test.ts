import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempWorkspace } from "../builtin/__fixtures__/temp-workspace.js";
import type { TempWorkspace } from "../builtin/__fixtures__/temp-workspace.js";
import { needsSandbox, sandboxUnavailable } from "../builtin/__fixtures__/sandbox-availability.js";

// The keys must be in loopgate's environment from its start, as a user's shell would pass them:
// /proc/<pid>/environ shows a process's initial environment, not what it set later. So the tools
// run in a Node process of their own, started with the keys.
const SCRIPT = fileURLToPath(new URL("../builtin/__fixtures__/run-command-tools.ts", import.meta.url));
const ANTHROPIC_KEY = "sk-ant-marker-4f1d9c";
const OPENAI_KEY = "sk-openai-marker-8e2b7a";

const READ_THE_PARENT = [
  "cat /proc/$PPID/environ",
  "cat /proc/1/environ",
  "xargs -0 -n1 < /proc/$PPID/environ",
  "tr '\\0' '\\n' < /proc/$PPID/environ",
  "tr '\\0' '\\n' < /proc/1/environ",
  "cat /proc/[0-9]*/environ",
  "grep -a -h KEY /proc/*/environ",
  "ps eww -p $PPID",
  "ps eww",
  "ps auxeww",
  "env",
];

let temp: TempWorkspace;
beforeEach(() => {
  temp = createTempWorkspace();
});
afterEach(() => temp.cleanup());

async function runWithKeys(mode: string, commands: readonly string[]) {
  const env = { ...process.env, ANTHROPIC_API_KEY: ANTHROPIC_KEY, OPENAI_API_KEY: OPENAI_KEY };
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", SCRIPT, temp.root, mode, JSON.stringify(commands)], {
    env,
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Array<{ command: string; tool: string; output: string; sandboxed: boolean }>;
}

describe.skipIf(sandboxUnavailable !== undefined)(`the model providers' keys${needsSandbox}`, () => {
  it("never reach a sandboxed command, however it reads its parent's environment (exec and process)", async () => {
    const results = await runWithKeys("required", READ_THE_PARENT);
    expect(results).toHaveLength(READ_THE_PARENT.length * 2);
    for (const result of results) {
      expect(result.sandboxed, `${result.tool}: ${result.command}`).toBe(true);
      expect(result.output, `${result.tool}: ${result.command}`).not.toContain(ANTHROPIC_KEY);
      expect(result.output, `${result.tool}: ${result.command}`).not.toContain(OPENAI_KEY);
    }
    // The commands did read something: an environment, or a process list.
    for (const result of results.filter((entry) => /environ|^env$/.test(entry.command) && !entry.command.startsWith("grep"))) {
      expect(result.output, `${result.tool}: ${result.command}`).toContain("PATH=");
    }
    for (const result of results.filter((entry) => entry.command.startsWith("ps"))) {
      expect(result.output, `${result.tool}: ${result.command}`).toMatch(/PID/);
    }
  });
});

describe("without the sandbox", () => {
  it("a command still gets no key in its own environment, though its parent's remains readable (see docs/security.md)", async () => {
    const results = await runWithKeys("off", ["env", "cat /proc/$PPID/environ"]);
    const own = results.filter((result) => result.command === "env");
    for (const result of own) expect(result.output).not.toContain(ANTHROPIC_KEY);
    const parents = results.filter((result) => result.command !== "env");
    expect(parents.some((result) => result.output.includes(ANTHROPIC_KEY))).toBe(true);
  });
});
