import path from "node:path";
import { type Command, Argument, InvalidArgumentError } from "commander";
import { buildRegistry } from "../../config/build-registry.js";
import { describeError } from "../../errors/index.js";
import { HOOK_BLOCK_EXIT_CODE, runAgentHook } from "../../agent-clis/agent-hooks.js";
import type { AgentName } from "../../agent-clis/agent-tool-calls.js";
import { loopgateCacheDir } from "../../agent-clis/session/cache-dir.js";
import { createSessionStore } from "../../agent-clis/session/session-store.js";
import type { SessionLoopGuardOptions } from "../../agent-clis/session/session-loop-guard.js";
import { guardOptions } from "../../config/guard-options.js";
import type { CliIO } from "../io.js";
import { readText } from "../read-stdin.js";
import { hookConfigReport } from "../../config/hook-config-report.js";
import { loadHookConfig } from "../../config/load-hook-config.js";

const AGENTS: readonly AgentName[] = ["claude", "codex", "gemini"];
const MAX_INPUT = 4 * 1024 * 1024;

/** `loopgate hook claude|codex|gemini`: a pre-tool hook for other agent CLIs. */
export function registerHookCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("hook")
    .summary("run the guards as a Claude Code, Codex CLI or Gemini CLI pre-tool hook")
    .description(
      "Read the agent's hook event (JSON) on stdin and answer in its protocol: a deny (or ask) with the guard's reason, " +
        "nothing for an allow. Bad input, a bad config or a failing guard exits 2 with the reason on stderr: the agent " +
        "then blocks the call (fail closed).",
    )
    .addArgument(new Argument("<agent>", "the agent CLI calling the hook").choices(AGENTS))
    .option(
      "--config <file>",
      "config file, applied in full and alone (default: your user config, plus the nearest loopgate.config.* upward from the event's cwd, " +
        "of which only stricter settings apply unless your user config trusts the project)",
    )
    .option("--no-config", "ignore config files: the built-in guards at their defaults")
    .option("-v, --verbose", "say on stderr which configs were applied and which project settings were ignored, and why")
    .option("--stop-check <command>", "on the agent's stop event, run this check and keep the agent working while it fails")
    .option("--stop-check-attempts <n>", "failed checks in a row before the agent may stop anyway (default 3)", positiveInteger)
    .addHelpText(
      "after",
      "\nClaude Code (.claude/settings.json):\n" +
        '  { "hooks": { "PreToolUse": [ { "matcher": "*", "hooks": [ { "type": "command", "command": "loopgate hook claude" } ] } ] } }\n' +
        "See docs/hooks.md for the Codex CLI and Gemini CLI.",
    )
    .action(async (agent: AgentName, options: { config?: string | boolean; verbose?: boolean; stopCheck?: string; stopCheckAttempts?: number }) => {
      if (io.stdin.isTTY) {
        // Run by hand, it would wait for input that never comes; agents always pipe the event.
        io.stderr.write("loopgate: hook expects the agent's hook event (JSON) on stdin; the tool call is blocked (fail closed)\n");
        setExitCode(HOOK_BLOCK_EXIT_CODE);
        return;
      }
      const text = await readText(io.stdin, MAX_INPUT);
      const cwd = eventCwd(text) ?? io.cwd;
      let registry;
      let loopGuard: SessionLoopGuardOptions | false;
      let redactMcpOutput: boolean;
      try {
        const hookConfig = loadHookConfig({ cwd, env: io.env, processCwd: io.cwd, ...(options.config !== true && options.config !== undefined ? { file: options.config } : {}) });
        if (options.verbose) for (const line of hookConfigReport(hookConfig)) io.stderr.write(`loopgate: ${line}\n`);
        loopGuard = (guardOptions(hookConfig.loaded.config.guards, "loopGuard") as SessionLoopGuardOptions | undefined) ?? false;
        redactMcpOutput = guardOptions(hookConfig.loaded.config.guards, "secretRedaction") !== undefined;
        registry = (await buildRegistry(hookConfig.loaded, { cwd, loopGuard: false, anyMcpTools: true })).registry;
      } catch (error) {
        io.stderr.write(`loopgate: ${describeError(error)}\nloopgate: the tool call is blocked (fail closed)\n`);
        setExitCode(HOOK_BLOCK_EXIT_CODE);
        return;
      }
      const result = await runAgentHook(agent, text, {
        registry,
        cwd: io.cwd,
        maxInputLength: MAX_INPUT,
        loopGuard,
        redactMcpOutput,
        store: createSessionStore({ dir: path.join(loopgateCacheDir(io.env), "sessions") }),
        ...(options.stopCheck !== undefined ? { stopCheck: { command: options.stopCheck, ...(options.stopCheckAttempts !== undefined ? { maxAttempts: options.stopCheckAttempts } : {}) } } : {}),
      });
      io.stdout.write(result.stdout);
      io.stderr.write(result.stderr);
      setExitCode(result.exitCode);
    });
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError("expected a positive integer");
  return number;
}

/** The event's `cwd`, when it is readable, so the config is looked up where the agent works. */
function eventCwd(text: string): string | undefined {
  try {
    const event = JSON.parse(text) as { cwd?: unknown };
    return typeof event?.cwd === "string" && event.cwd !== "" ? event.cwd : undefined;
  } catch {
    return undefined;
  }
}
