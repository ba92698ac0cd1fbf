import { stat } from "node:fs/promises";
import { z } from "zod";
import { defineTool } from "../../define-tool.js";
import { truncateOutput } from "../../truncate.js";
import type { Tool, ToolContext } from "../../types.js";
import type { Workspace } from "../../workspace.js";
import { describeSandboxForModel, resolveCommandSandbox } from "../shared/command-sandbox-option.js";
import type { CommandSandboxOption } from "../shared/command-sandbox-option.js";
import { defaultShell } from "../shared/shell.js";
import { toolError } from "../shared/tool-result.js";
import { ProcessManager } from "./process-manager.js";
import type { ManagedProcess } from "./process-manager.js";

/** Settings of the `process` tool. */
export interface ProcessToolOptions {
  /** Background processes running at once, per tool set. Default 8. */
  maxProcesses?: number;
  /** Output kept per process (the most recent). Default 200,000 characters. */
  bufferChars?: number;
  /** Output returned by one call (head and tail). Default 30,000 characters. */
  maxOutputChars?: number;
  /** The longest a call may wait for output. Default 30,000 ms. */
  maxWaitMs?: number;
  /** Time between SIGTERM and SIGKILL. Default 2,000 ms. */
  killGraceMs?: number;
  shell?: string;
  /**
   * Environment of commands. Default: an allow-list of loopgate's own (`COMMAND_ENV_NAMES`), with
   * pagers turned off. The model providers' keys are removed either way.
   */
  env?: NodeJS.ProcessEnv;
  /** The OS sandbox commands run in: a mode, settings, or a sandbox shared with `exec`. Default `auto`. */
  sandbox?: CommandSandboxOption;
}

/** What `process` takes. */
export interface ProcessInput {
  action: "start" | "list" | "read" | "write" | "kill";
  command?: string;
  cwd?: string;
  id?: string;
  input?: string;
  eof?: boolean;
  signal?: "SIGTERM" | "SIGINT" | "SIGHUP" | "SIGKILL";
  wait_ms?: number;
}

/** What `process` reports about one process. */
export interface ProcessDetails {
  id: string;
  pid?: number;
  command: string;
  running: boolean;
  exitCode: number | null;
  signal: string | null;
  /** The process runs (or ran) inside the OS sandbox. */
  sandboxed: boolean;
}

const processInput = z.object({
  action: z.enum(["start", "list", "read", "write", "kill"]).describe("What to do."),
  command: z.string().min(1).optional().describe("start: the shell command to run in the background."),
  cwd: z.string().optional().describe("start: folder to run in, relative to the workspace root. Default: the root."),
  id: z.string().optional().describe("read, write, kill: the process id returned by start (e.g. p1)."),
  input: z.string().optional().describe('write: text to send to the process\'s standard input (include "\\n" to end a line).'),
  eof: z.boolean().optional().describe("write: close standard input after writing."),
  signal: z.enum(["SIGTERM", "SIGINT", "SIGHUP", "SIGKILL"]).optional().describe("kill: the signal. Default SIGTERM, then SIGKILL if it does not stop."),
  wait_ms: z.number().int().min(0).optional().describe("start, read: wait up to this long for (more) output or for the process to exit. Default 500 for start, 0 for read."),
});

/**
 * The `process` tool: starts commands in the background (servers, watchers), lists them, reads
 * their new output, writes to their input and kills them. Every process it started is killed when
 * the run ends or is aborted, and when Node exits.
 *
 * @example
 * const tool = processTool(workspace);
 * await tool.execute({ action: "start", command: "npm run dev" }, ctx); // "Started p1 …"
 * await tool.execute({ action: "read", id: "p1", wait_ms: 2000 }, ctx);
 */
export function processTool(workspace: Workspace, options: ProcessToolOptions = {}): Tool<ProcessInput, ProcessDetails | ProcessDetails[]> {
  const maxOutputChars = options.maxOutputChars ?? 30_000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const sandbox = resolveCommandSandbox(workspace, options.sandbox);
  const manager = new ProcessManager({
    shell: options.shell ?? defaultShell(),
    maxProcesses: options.maxProcesses ?? 8,
    bufferChars: options.bufferChars ?? 200_000,
    killGraceMs: options.killGraceMs ?? 2000,
  });

  const readNew = (entry: ManagedProcess): string => {
    const { text, dropped, next } = entry.log.readFrom(entry.readOffset);
    entry.readOffset = next;
    const shown = truncateOutput(text, { maxChars: maxOutputChars, mode: "head_tail" }).text;
    const skipped = dropped > 0 ? `[… ${dropped.toLocaleString("en-US")} earlier characters were no longer kept …]\n` : "";
    return `${skipped}${shown === "" ? "(no new output)" : shown.replace(/\n$/, "")}`;
  };

  const waitForOutput = async (entry: ManagedProcess, waitMs: number, context: ToolContext) => {
    const deadline = Date.now() + Math.min(waitMs, maxWaitMs);
    const startEnd = entry.log.end;
    while (Date.now() < deadline && entry.running && !context.signal.aborted) {
      if (entry.log.end > startEnd) {
        // Give a burst of output a moment to complete.
        await Promise.race([entry.exited, delay(Math.min(100, deadline - Date.now()))]);
        return;
      }
      await Promise.race([entry.exited, delay(Math.min(25, deadline - Date.now()))]);
    }
  };

  return defineTool<ProcessInput, ProcessDetails | ProcessDetails[]>({
    name: "process",
    description: [
      "Manage background processes (dev servers, watchers, long builds).",
      "start runs a command and returns its id; list shows all; read returns output produced since the last read (wait_ms waits for it);",
      "write sends text to a process's input; kill stops it with its child processes.",
      "All of them are killed when the run ends. For commands that finish quickly, use exec.",
    ].join(" ") + describeSandboxForModel(sandbox),
    inputSchema: processInput,
    async execute(input, context) {
      switch (input.action) {
        case "start": {
          if (!input.command) return toolError("start needs a command");
          const resolved = await workspace.resolve(input.cwd ?? ".");
          if (!resolved.ok) return toolError(resolved.message);
          const folder = await stat(resolved.path.absolute).catch(() => undefined);
          if (!folder?.isDirectory()) return toolError(`cwd ${resolved.path.relative} is not an existing folder`);
          const prepared = await sandbox.prepare(resolved.path.absolute, { logger: context.logger, ...(options.env ? { env: options.env } : {}) });
          if (!prepared.ok) return toolError(prepared.message);
          const entry = manager.start(input.command, resolved.path, prepared.launch, context.runId, context.signal);
          if (typeof entry === "string") return toolError(entry);
          await waitForOutput(entry, input.wait_ms ?? 500, context);
          return {
            output: `Started ${entry.id}${entry.pid === undefined ? "" : ` (pid ${entry.pid})`}: ${entry.command}\n${readNew(entry)}\n${statusLine(entry)}`,
            details: detailsOf(entry),
            ...(entry.running || entry.exitCode === 0 ? {} : { isError: true }),
          };
        }
        case "list": {
          const entries = manager.list(context.runId);
          if (entries.length === 0) return { output: "No background processes.", details: [] };
          const lines = entries.map((entry) => `${entry.id}  ${describeState(entry)}  ${Math.round((Date.now() - entry.startedAt) / 1000)}s  ${entry.command}`);
          return { output: lines.join("\n"), details: entries.map(detailsOf) };
        }
        case "read": {
          const entry = find(input.id);
          if (typeof entry === "string") return toolError(entry);
          if (input.wait_ms) await waitForOutput(entry, input.wait_ms, context);
          return { output: `${readNew(entry)}\n${statusLine(entry)}`, details: detailsOf(entry) };
        }
        case "write": {
          const entry = find(input.id);
          if (typeof entry === "string") return toolError(entry);
          if (input.input === undefined && !input.eof) return toolError("write needs input (or eof: true)");
          const stdin = entry.child.stdin;
          if (!entry.running || !stdin || stdin.destroyed || stdin.writableEnded) {
            return toolError(`${entry.id} ${entry.running ? "has closed its input" : "is no longer running"}\n${statusLine(entry)}`, detailsOf(entry));
          }
          const written = await new Promise<string | undefined>((resolve) => {
            stdin.write(input.input ?? "", (error) => resolve(error ? error.message : undefined));
          });
          if (written !== undefined) return toolError(`Writing to ${entry.id} failed: ${written}`, detailsOf(entry));
          if (input.eof) stdin.end();
          const sent = Buffer.byteLength(input.input ?? "", "utf8");
          return { output: `Sent ${sent} byte${sent === 1 ? "" : "s"} to ${entry.id}${input.eof ? " and closed its input" : ""}.`, details: detailsOf(entry) };
        }
        case "kill": {
          const entry = find(input.id);
          if (typeof entry === "string") return toolError(entry);
          if (!entry.running) return { output: `${entry.id} had already stopped.\n${readNew(entry)}\n${statusLine(entry)}`, details: detailsOf(entry) };
          await manager.stop(entry, input.signal ?? "SIGTERM");
          if (entry.running) await Promise.race([entry.exited, delay(200)]);
          return { output: `${readNew(entry)}\n${statusLine(entry)}`, details: detailsOf(entry) };
        }
        default:
          return toolError(`Unknown action ${JSON.stringify((input as { action: unknown }).action)}; use start, list, read, write or kill`);
      }

      function find(id: string | undefined): ManagedProcess | string {
        if (!id) return `${input.action} needs the id of a process (see action "list")`;
        const entry = manager.get(id, context.runId);
        if (entry) return entry;
        const known = manager.list(context.runId).map((candidate) => candidate.id);
        return `No process ${JSON.stringify(id)} in this run${known.length > 0 ? `; known: ${known.join(", ")}` : ""}`;
      }
    },
  });
}

function describeState(entry: ManagedProcess): string {
  if (entry.running) return "running";
  if (entry.signal) return `killed by ${entry.signal}`;
  return `exited with code ${entry.exitCode ?? "unknown"}`;
}

function statusLine(entry: ManagedProcess): string {
  return `[${entry.id} ${describeState(entry)}${entry.running && entry.pid !== undefined ? ` · pid ${entry.pid}` : ""}]`;
}

function detailsOf(entry: ManagedProcess): ProcessDetails {
  const details: ProcessDetails = { id: entry.id, command: entry.command, running: entry.running, exitCode: entry.exitCode, signal: entry.signal, sandboxed: entry.sandboxed };
  if (entry.pid !== undefined) details.pid = entry.pid;
  return details;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
