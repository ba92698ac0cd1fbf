import path from "node:path";
import { createAuditLog, type AuditLog } from "../../audit/audit-log.js";
import { buildRuntime } from "../../config/build-runtime.js";
import { describeError } from "../../errors/index.js";
import type { McpServerEvent } from "../../mcp/server-events.js";
import { createAgent } from "../../loop/agent.js";
import type { RunResult } from "../../loop/run-result.js";
import { ModelError } from "../../models/model-error.js";
import { resolveModel } from "../../models/resolve-model.js";
import { createFileThreadStore } from "../../threads/file-thread-store.js";
import { isValidThreadId } from "../../threads/thread-id.js";
import { APPROVAL_MODES, createApprovalPrompt, type ApprovalMode } from "../approval-prompt.js";
import { CliUsageError } from "../cli-error.js";
import { durableDatabase } from "../durable-database.js";
import { EXIT_CODES, exitCodeForSignal, exitCodeForStatus } from "../exit-codes.js";
import type { CliIO, StopSignal } from "../io.js";
import { MODEL_FORMS } from "../model-forms.js";
import { toJsonEvent } from "../render/json-event.js";
import { createRunRenderer } from "../render/run-renderer.js";
import { createSpinner } from "../render/spinner.js";
import { statusLine } from "../render/status-line.js";
import { createStyle, useColor } from "../render/style.js";
import { loadCommandConfig, resolveWorkspaceDir } from "../workspace-options.js";

/** The options of `loopgate run`, as parsed. */
export interface RunTaskOptions {
  model?: string;
  config?: string | boolean;
  cwd?: string;
  thread?: string;
  audit?: string;
  approvals?: string;
  maxIterations?: string;
  json?: boolean;
  verbose?: boolean;
  durable?: string;
}

/**
 * Runs one task as `loopgate run` does and resolves with the exit code; usage, config and
 * credential problems are thrown (the CLI turns them into messages and exit codes).
 */
export async function runTask(task: string, options: RunTaskOptions, io: CliIO): Promise<number> {
  if (task === "") throw new CliUsageError({ message: "run: the task is empty", exitCode: EXIT_CODES.usage });
  const cwd = resolveWorkspaceDir(options.cwd, io.cwd, EXIT_CODES.usage);
  const loaded = loadCommandConfig(options.config, cwd, io.cwd);
  const database = durableDatabase(options.durable, loaded.config, {});
  if (database) {
    // Loaded on use: a plain run never loads the durable engine.
    const { runDurableTask } = await import("./durable-commands.js");
    return runDurableTask(task, database, { ...(options.thread !== undefined ? { thread: options.thread } : {}), ...(options.json ? { json: true } : {}) }, io);
  }
  if (options.thread !== undefined && !isValidThreadId(options.thread)) {
    throw new CliUsageError({ message: `--thread ${JSON.stringify(options.thread)}: use 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit`, exitCode: EXIT_CODES.usage });
  }
  const approvalMode = (options.approvals ?? io.env.LOOPGATE_APPROVALS ?? "prompt") as ApprovalMode;
  if (!APPROVAL_MODES.includes(approvalMode)) {
    throw new CliUsageError({ message: `LOOPGATE_APPROVALS=${approvalMode}: use one of ${APPROVAL_MODES.join(", ")}`, exitCode: EXIT_CODES.usage });
  }
  let maxIterationsOverride: number | undefined;
  if (options.maxIterations !== undefined) {
    maxIterationsOverride = Number(options.maxIterations);
    if (!Number.isInteger(maxIterationsOverride) || maxIterationsOverride < 1) {
      throw new CliUsageError({ message: `--max-iterations ${options.maxIterations}: expected a positive integer`, exitCode: EXIT_CODES.usage });
    }
  }

  const modelSpec = options.model ?? loaded.config.model ?? io.env.LOOPGATE_MODEL;
  if (!modelSpec) {
    throw new CliUsageError({ message: `run: no model given. Pass --model (${MODEL_FORMS}), set "model" in loopgate.config.json, or set LOOPGATE_MODEL.\n` +
        "  Try `loopgate demo` first: it needs no key.", exitCode: EXIT_CODES.usage });
  }
  // A scripted file named on the command line is relative to where the user typed; in a config, to the config.
  const modelCwd = options.model !== undefined || !loaded.config.model ? io.cwd : loaded.dir;
  const model = await resolveModel(modelSpec, { env: io.env, cwd: modelCwd });
  const runtime = await buildRuntime(loaded, { cwd, onMcpEvent: (event) => reportMcpEvent(event, io, options.json === true) });

  const controller = new AbortController();
  let audit: AuditLog | undefined;
  const auditFile = options.audit !== undefined ? path.resolve(io.cwd, options.audit) : loaded.config.audit && path.resolve(loaded.dir, loaded.config.audit);
  if (auditFile) {
    audit = createAuditLog(auditFile, {
      onFailure: (error) => controller.abort(new Error(`the audit log failed: ${error.message}`)),
    });
  }
  const threadsDir = loaded.config.threads?.dir ? path.resolve(loaded.dir, loaded.config.threads.dir) : path.join(cwd, ".loopgate", "threads");

  const style = createStyle(useColor(io.stderr, io.env));
  const spinner = createSpinner(io.stderr, { enabled: !options.json && io.stderr.isTTY === true && !io.env.CI });
  const renderer = createRunRenderer({ stdout: io.stdout, stderr: io.stderr, style, spinner, showRewrites: options.verbose === true });
  const approvals = createApprovalPrompt({
    mode: approvalMode,
    stdin: io.stdin,
    stderr: io.stderr,
    env: io.env,
    style,
    beforePrompt: () => renderer.flush(),
  });

  for (const notice of runtime.notices) io.stderr.write(`${style.yellow(`⚠ ${notice}`)}\n`);

  // SIGTERM and SIGHUP stop a run the way Ctrl-C does: the run is aborted, which kills its commands
  // with their process groups, and the thread is saved before the process exits.
  let stopSignal: StopSignal | undefined;
  const removeInterrupt = io.onInterrupt((signal) => {
    if (stopSignal !== undefined) process.exit(exitCodeForSignal(stopSignal));
    stopSignal = signal;
    approvals.close();
    renderer.note(style.yellow(signal === "SIGINT" ? "⏹ interrupted: stopping the run (press Ctrl-C again to quit at once)" : `⏹ ${signal}: stopping the run`));
    controller.abort(new Error(signal === "SIGINT" ? "interrupted" : `stopped by ${signal}`));
  });

  const agent = createAgent({
    model,
    tools: runtime.tools,
    registry: runtime.registry,
    loopInterceptors: runtime.loopInterceptors,
    systemPrompt: runtime.systemPrompt,
    params: runtime.params,
    maxIterations: maxIterationsOverride ?? runtime.maxIterations,
    cwd,
    ...(runtime.toolConcurrency !== undefined ? { toolConcurrency: runtime.toolConcurrency } : {}),
    ...(options.thread !== undefined ? { threads: createFileThreadStore(threadsDir) } : {}),
    onApproval: approvals.handler,
    // Rendered and audited as each event happens, so a question never overtakes the decision behind it.
    onEvent: (event) => {
      audit?.record(event);
      if (options.json) io.stdout.write(`${JSON.stringify(toJsonEvent(event))}\n`);
      else renderer.render(event);
    },
  });

  let result: RunResult | undefined;
  let failure: unknown;
  try {
    result = await agent.run(task, { ...(options.thread !== undefined ? { threadId: options.thread } : {}), signal: controller.signal });
  } catch (error) {
    // A run resolves even when it fails; this is a failure before it could start (e.g. a thread file).
    failure = error;
  } finally {
    removeInterrupt();
    approvals.close();
    renderer.flush();
    audit?.close();
    await runtime.mcpServers?.close();
  }

  if (!result) {
    io.stderr.write(`${style.red(`✘ error: ${describeError(failure)}`)}\n`);
    if (options.json) io.stdout.write(`${JSON.stringify({ type: "run.failed", error: describeError(failure) })}\n`);
    return EXIT_CODES.error;
  }
  if (audit?.failure) io.stderr.write(`${style.red(`✘ ${audit.failure.message}`)}\n`);
  if (!options.json) io.stderr.write(`${statusLine(result, style, options.thread !== undefined ? { thread: options.thread } : {})}\n`);
  if (result.status === "error" && ModelError.isInstance(result.error) && (result.error.statusCode === 401 || result.error.statusCode === 403)) {
    io.stderr.write(`The ${model.provider} API refused the credentials: check the API key in your environment.\n`);
    return EXIT_CODES.credentials;
  }
  if (audit?.failure) return EXIT_CODES.error;
  if (stopSignal !== undefined) return exitCodeForSignal(stopSignal);
  return exitCodeForStatus(result.status);
}

/** MCP servers going down or restarting show on stderr (as JSON lines on stdout with --json), so a failing tool call has its cause beside it. */
function reportMcpEvent(event: McpServerEvent, io: CliIO, json: boolean): void {
  if (json) {
    io.stdout.write(`${JSON.stringify(event)}\n`);
    return;
  }
  const style = createStyle(useColor(io.stderr, io.env));
  if (event.type === "mcp.server.exited") io.stderr.write(`${style.yellow(`⚠ MCP server "${event.server}" went down: ${event.reason}`)}\n`);
  if (event.type === "mcp.server.restarting") io.stderr.write(`${style.dim(`↻ restarting MCP server "${event.server}"`)}\n`);
}
