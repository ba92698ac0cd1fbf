import path from "node:path";
import { loopgateCacheDir } from "../../agent-clis/session/cache-dir.js";
import { createSessionStore } from "../../agent-clis/session/session-store.js";
import type { SessionLoopGuardOptions } from "../../agent-clis/session/session-loop-guard.js";
import { buildRegistry } from "../../config/build-registry.js";
import { guardOptions } from "../../config/guard-options.js";
import { describeError } from "../../errors/index.js";
import { HOOK_BLOCK_EXIT_CODE, runAgentHook } from "../../agent-clis/agent-hooks.js";
import type { AgentName } from "../../agent-clis/agent-tool-calls.js";
import type { CliIO } from "../io.js";
import { hookConfigReport } from "../../config/hook-config-report.js";
import { loadHookConfigLazily } from "../lazy-hook-config.js";
import { readText } from "../read-stdin.js";

/** The agent CLIs `loopgate hook` speaks to. */
export const HOOK_AGENTS: readonly AgentName[] = ["claude", "codex", "gemini"];

/** Options of `loopgate hook`, as parsed from its command line. */
export interface HookCommandOptions {
  /** `--config <file>` (a string), `--no-config` (false), or neither (undefined: search). */
  config?: string | boolean;
  /** `--verbose`: say on stderr which configs were applied, and which project settings were ignored. */
  verbose?: boolean;
  /** `--stop-check <command>`: run on the agent's stop event; the agent keeps working while it fails. */
  stopCheck?: string;
  /** `--stop-check-attempts <n>`: failed checks in a row before the agent may stop anyway. */
  stopCheckAttempts?: number;
}

const MAX_INPUT = 4 * 1024 * 1024;

/**
 * `loopgate hook <agent>`: reads the agent's hook event on stdin, judges it with the guards of the
 * config in effect and writes the answer in the agent's protocol. Resolves with the exit code.
 * Free of the command-line framework, so the hook path loads only what it uses.
 */
export async function runHookCommand(agent: AgentName, options: HookCommandOptions, io: CliIO): Promise<number> {
  let text = io.readStdinText?.(MAX_INPUT);
  if (text === undefined) {
    if (io.stdin.isTTY) {
      // Run by hand, it would wait for input that never comes; agents always pipe the event.
      io.stderr.write("loopgate: hook expects the agent's hook event (JSON) on stdin; the tool call is blocked (fail closed)\n");
      return HOOK_BLOCK_EXIT_CODE;
    }
    text = await readText(io.stdin, MAX_INPUT);
  }
  const cwd = eventCwd(text) ?? io.cwd;
  let registry;
  let loopGuard: SessionLoopGuardOptions | false;
  let redactMcpOutput: boolean;
  try {
    const hookConfig = await loadHookConfigLazily({ cwd, env: io.env, processCwd: io.cwd, ...configFile(options.config) });
    if (options.verbose) for (const line of hookConfigReport(hookConfig)) io.stderr.write(`loopgate: ${line}\n`);
    loopGuard = (guardOptions(hookConfig.loaded.config.guards, "loopGuard") as SessionLoopGuardOptions | undefined) ?? false;
    redactMcpOutput = guardOptions(hookConfig.loaded.config.guards, "secretRedaction") !== undefined;
    registry = (await buildRegistry(hookConfig.loaded, { cwd, loopGuard: false, anyMcpTools: true })).registry;
  } catch (error) {
    io.stderr.write(`loopgate: ${describeError(error)}\nloopgate: the tool call is blocked (fail closed)\n`);
    return HOOK_BLOCK_EXIT_CODE;
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
  // An answer of nothing leaves the streams unopened (opening one costs a hook call milliseconds).
  if (result.stdout !== "") write(io, "stdout", result.stdout);
  if (result.stderr !== "") write(io, "stderr", result.stderr);
  return result.exitCode;
}

function write(io: CliIO, name: "stdout" | "stderr", text: string): void {
  if (io.writeText) io.writeText(name, text);
  else io[name].write(text);
}

/** `--config <file>` or `--no-config` as `loadHookConfig`'s `file`. */
export function configFile(option: string | boolean | undefined): { file?: string | false } {
  return option === undefined || option === true ? {} : { file: option };
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
