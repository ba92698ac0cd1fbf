import { stat } from "node:fs/promises";
import { constants } from "node:os";
import { z } from "zod";
import { defineTool } from "../../define-tool.js";
import type { Tool } from "../../types.js";
import type { Workspace } from "../../workspace.js";
import { describeSandboxForModel, resolveCommandSandbox } from "../shared/command-sandbox-option.js";
import type { CommandSandboxOption } from "../shared/command-sandbox-option.js";
import { defaultShell } from "../shared/shell.js";
import { toolError } from "../shared/tool-result.js";
import { runCommand } from "./run-command.js";
import type { CommandOutcome } from "./run-command.js";

/** Settings of the `exec` tool. */
export interface ExecToolOptions {
  /** Timeout when the call gives none. Default 120,000 ms. */
  timeoutMs?: number;
  /** The longest timeout a call may ask for. Default 600,000 ms. */
  maxTimeoutMs?: number;
  /** Output kept (head and tail) per call. Default 30,000 characters. */
  maxOutputChars?: number;
  /** The shell run as `shell -c command`. Default `/bin/bash`, or `/bin/sh` where bash is missing. */
  shell?: string;
  /** Time between SIGTERM and SIGKILL when a command is stopped. Default 2,000 ms. */
  killGraceMs?: number;
  /**
   * Environment of commands. Default: an allow-list of loopgate's own (`COMMAND_ENV_NAMES`), with
   * pagers turned off. The model providers' keys are removed either way.
   */
  env?: NodeJS.ProcessEnv;
  /** The OS sandbox commands run in: a mode, settings, or a sandbox shared with `process`. Default `auto`. */
  sandbox?: CommandSandboxOption;
}

/** What `exec` takes. */
export interface ExecInput {
  command: string;
  timeout_ms?: number;
  cwd?: string;
}

/** What `exec` reports besides its text. */
export type ExecDetails = Omit<CommandOutcome, "output"> & {
  cwd: string;
  /** The command ran inside the OS sandbox. */
  sandboxed: boolean;
};

const execInput = z.object({
  command: z.string().min(1).describe("The shell command to run (bash syntax: pipes, &&, redirections work)."),
  timeout_ms: z.number().int().min(1).optional().describe("Stop the command after this many milliseconds. Default 120000."),
  cwd: z.string().optional().describe("Folder to run in, relative to the workspace root. Default: the root."),
});

/**
 * The `exec` tool: runs a shell command in the workspace and returns its output, exit code and
 * signal. A timeout or the run's abort kills the command with every process it started; long
 * output keeps its head and tail. Standard input is empty, so commands never wait for typing.
 *
 * @example
 * await execTool(workspace, { timeoutMs: 30_000 }).execute({ command: "npm test" }, ctx);
 */
export function execTool(workspace: Workspace, options: ExecToolOptions = {}): Tool<ExecInput, ExecDetails> {
  const defaultTimeout = options.timeoutMs ?? 120_000;
  const maxTimeout = options.maxTimeoutMs ?? 600_000;
  const maxOutputChars = options.maxOutputChars ?? 30_000;
  const shell = options.shell ?? defaultShell();
  const killGraceMs = options.killGraceMs ?? 2000;
  const sandbox = resolveCommandSandbox(workspace, options.sandbox);
  return defineTool<ExecInput, ExecDetails>({
    name: "exec",
    description: [
      `Run a shell command in the workspace and get its combined stdout and stderr, exit code and signal.`,
      `Commands time out after ${defaultTimeout} ms unless timeout_ms says otherwise (at most ${maxTimeout} ms); the command and its child processes are then killed.`,
      `Standard input is empty. Long output keeps its beginning and end. For servers and other long-running commands, use the process tool.`,
    ].join(" ") + describeSandboxForModel(sandbox),
    inputSchema: execInput,
    async execute(input, context) {
      const resolved = await workspace.resolve(input.cwd ?? ".");
      if (!resolved.ok) return toolError(resolved.message);
      const folder = await stat(resolved.path.absolute).catch(() => undefined);
      if (!folder?.isDirectory()) return toolError(`cwd ${resolved.path.relative} is not an existing folder`);
      if (input.timeout_ms !== undefined && input.timeout_ms > maxTimeout) {
        return toolError(`timeout_ms ${input.timeout_ms} is over the limit of ${maxTimeout} ms; use the process tool for longer-running commands`);
      }
      const timeoutMs = input.timeout_ms ?? defaultTimeout;
      const prepared = await sandbox.prepare(resolved.path.absolute, { logger: context.logger, ...(options.env ? { env: options.env } : {}) });
      if (!prepared.ok) return toolError(prepared.message);
      const { launch } = prepared;
      const outcome = await runCommand({
        command: input.command,
        cwd: resolved.path.absolute,
        shell,
        timeoutMs,
        maxOutputChars,
        killGraceMs,
        env: launch.env,
        launcher: launch.launcher,
        signal: context.signal,
      });
      const { output, ...rest } = outcome;
      const details: ExecDetails = { ...rest, cwd: resolved.path.relative, sandboxed: launch.sandboxed };
      if (outcome.spawnError !== undefined) return toolError(`The command could not be started: ${outcome.spawnError}`, details);
      const status = describeStatus(outcome, timeoutMs, launch.sandboxed);
      const failed = outcome.timedOut || outcome.aborted || outcome.exitCode !== 0;
      const text = `${output === "" ? "(no output)" : output.replace(/\n$/, "")}\n\n${status}`;
      return failed ? toolError(text, details) : { output: text, details };
    },
  });
}

function describeStatus(outcome: CommandOutcome, timeoutMs: number, sandboxed: boolean): string {
  const notes: string[] = [];
  if (outcome.timedOut) notes.push(`[timed out after ${timeoutMs.toLocaleString("en-US")} ms; the command and its child processes were killed]`);
  else if (outcome.aborted) notes.push("[aborted: the run was stopped; the command and its child processes were killed]");
  else if (outcome.signal) notes.push(`[killed by signal ${outcome.signal}]`);
  else notes.push(`[exit code ${outcome.exitCode ?? "unknown"}${sandboxed ? signalHint(outcome.exitCode) : ""}]`);
  if (outcome.killedLeftovers) notes.push("[background processes it left running were stopped; use the process tool for long-running commands]");
  return notes.join("\n");
}

// The sandbox launcher reports a command killed by a signal as exit code 128 + the signal's number.
function signalHint(exitCode: number | null): string {
  if (exitCode === null || exitCode <= 128 || exitCode > 128 + 64) return "";
  const name = Object.entries(constants.signals).find(([, number]) => number === exitCode - 128)?.[0];
  return name === undefined ? "" : `, as when killed by ${name}`;
}
