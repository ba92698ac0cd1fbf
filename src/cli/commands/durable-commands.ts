import { buildRuntime } from "../../config/build-runtime.js";
import { describeError } from "../../errors/index.js";
import type { AgentEvent } from "../../loop/events.js";
import type { RunResult } from "../../loop/run-result.js";
import { resolveModel } from "../../models/resolve-model.js";
import { isValidThreadId } from "../../threads/thread-id.js";
import { CliUsageError } from "../cli-error.js";
import { durableDatabase } from "../durable-database.js";
import { EXIT_CODES, exitCodeForStatus } from "../exit-codes.js";
import type { CliIO } from "../io.js";
import { MODEL_FORMS } from "../model-forms.js";
import { statusLine } from "../render/status-line.js";
import { createStyle, useColor } from "../render/style.js";
import { loadCommandConfig, resolveWorkspaceDir } from "../workspace-options.js";
import type { ApproveOptions } from "./approve.js";
import type { WorkerOptions } from "./worker.js";
import type * as DurableExports from "../../durable/index.js";

type DurableModule = typeof DurableExports;

/** Loads `loopgate/durable` (DBOS and pg are optional dependencies), with a clear error when they are missing. */
async function loadDurable(): Promise<DurableModule> {
  try {
    return await import("../../durable/index.js");
  } catch (error) {
    throw new CliUsageError({
      message: `durable runs need the optional dependencies @dbos-inc/dbos-sdk and pg (npm install @dbos-inc/dbos-sdk pg): ${describeError(error)}`,
      exitCode: EXIT_CODES.error,
    });
  }
}

function requireDatabase(command: string, option: string | undefined, optionsConfig: string | boolean | undefined, cwdOption: string | undefined, io: CliIO) {
  const cwd = resolveWorkspaceDir(cwdOption, io.cwd, EXIT_CODES.usage);
  const loaded = loadCommandConfig(optionsConfig, cwd, io.cwd);
  const database = durableDatabase(option, loaded.config, io.env);
  if (!database) {
    throw new CliUsageError({ message: `${command}: no database given. Pass --db postgres://…, set durable.database in loopgate.config.json, or set LOOPGATE_DURABLE_DB.`, exitCode: EXIT_CODES.usage });
  }
  return { cwd, loaded, database };
}

/** `loopgate approve`: answers the approval a durable run waits on; resolves with the exit code. */
export async function approveRun(runId: string, callId: string, decision: "allow" | "deny", options: ApproveOptions, io: CliIO): Promise<number> {
  const { database } = requireDatabase("approve", options.db, options.config, options.cwd, io);
  const durable = await loadDurable();
  const style = createStyle(useColor(io.stderr, io.env));
  try {
    await durable.approveToolCall({ databaseUrl: database, runId, callId, decision });
  } catch (error) {
    if (!durable.DurableRunError.isInstance(error)) throw error;
    io.stderr.write(`${style.red(`✘ ${error.message}`)}\n`);
    return EXIT_CODES.error;
  }
  io.stderr.write(`${decision === "allow" ? style.green(`✔ allowed call ${callId}`) : style.yellow(`✘ denied call ${callId}`)} of run ${runId}\n`);
  return EXIT_CODES.ok;
}

/** `loopgate worker`: runs queued durable runs until stopped; resolves with the exit code. */
export async function runWorker(options: WorkerOptions, io: CliIO): Promise<number> {
  const { cwd, loaded, database } = requireDatabase("worker", options.db, options.config, options.cwd, io);
  const concurrency = positiveNumber("--concurrency", options.concurrency, true) ?? loaded.config.durable?.concurrency;
  const approvalTimeoutSeconds = positiveNumber("--approval-timeout", options.approvalTimeout, false) ?? loaded.config.durable?.approvalTimeoutSeconds;
  const modelSpec = options.model ?? loaded.config.model ?? io.env.LOOPGATE_MODEL;
  if (!modelSpec) throw new CliUsageError({ message: `worker: no model given. Pass --model (${MODEL_FORMS}), set "model" in loopgate.config.json, or set LOOPGATE_MODEL.`, exitCode: EXIT_CODES.usage });
  const durable = await loadDurable();
  const style = createStyle(useColor(io.stderr, io.env));
  const modelCwd = options.model !== undefined || !loaded.config.model ? io.cwd : loaded.dir;
  const model = await resolveModel(modelSpec, { env: io.env, cwd: modelCwd });
  const runtime = await buildRuntime(loaded, { cwd });
  for (const notice of runtime.notices) io.stderr.write(`${style.yellow(`⚠ ${notice}`)}\n`);
  const worker = await durable.launchDurableWorker({
    databaseUrl: database,
    agent: {
      model,
      tools: runtime.tools,
      registry: runtime.registry,
      loopInterceptors: runtime.loopInterceptors,
      systemPrompt: runtime.systemPrompt,
      params: runtime.params,
      maxIterations: runtime.maxIterations,
      cwd,
      onEvent: (event) => reportWorkerEvent(event, io, style),
    },
    ...(concurrency !== undefined ? { concurrency } : {}),
    ...(approvalTimeoutSeconds !== undefined ? { approvalTimeoutMs: approvalTimeoutSeconds * 1000 } : {}),
    ...(options.executorId !== undefined ? { executorId: options.executorId } : {}),
    onWorkerError: (error) => io.stderr.write(`${style.yellow(`⚠ worker: ${describeError(error)}`)}\n`),
  });
  io.stderr.write(`loopgate worker ${worker.executorId}: taking runs from ${durable.DEFAULT_QUEUE_NAME} (at most ${concurrency ?? 4} at once); Ctrl-C to stop\n`);
  const stopped = await new Promise<string>((resolve) => {
    const remove = io.onInterrupt((signal) => {
      remove();
      resolve(signal);
    });
  });
  io.stderr.write(style.dim(`${stopped}: stopping; unfinished runs stay queued for the other workers\n`));
  await worker.shutdown();
  await runtime.mcpServers?.close();
  return EXIT_CODES.ok;
}

function reportWorkerEvent(event: AgentEvent, io: CliIO, style: ReturnType<typeof createStyle>): void {
  if (event.type === "run.start") io.stderr.write(`▶ run ${event.runId} (thread ${event.threadId})\n`);
  else if (event.type === "tool.approval") io.stderr.write(`  ${event.answer === "deny" ? style.yellow("denied") : style.green("allowed")} ${event.toolName} in run ${event.runId}\n`);
  else if (event.type === "run.end") io.stderr.write(`■ run ${event.runId}: ${statusLine(event.result, style)}\n`);
}

/** `loopgate run --durable`: queues the run for the workers and follows it; resolves with the exit code. */
export async function runDurableTask(task: string, database: string, options: { thread?: string; json?: boolean }, io: CliIO): Promise<number> {
  if (options.thread !== undefined && !isValidThreadId(options.thread)) {
    throw new CliUsageError({ message: `--thread ${JSON.stringify(options.thread)}: use 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit`, exitCode: EXIT_CODES.usage });
  }
  const durable = await loadDurable();
  const style = createStyle(useColor(io.stderr, io.env));
  const json = (value: unknown) => options.json && io.stdout.write(`${JSON.stringify(value)}\n`);
  const client = await durable.createDurableClient({ databaseUrl: database });
  let stopFollowing: (() => void) | undefined;
  const removeInterrupt = io.onInterrupt(() => stopFollowing?.());
  try {
    const runId = await client.enqueueRun(task, options.thread !== undefined ? { threadId: options.thread } : {});
    json({ type: "run.queued", runId });
    if (!options.json) io.stderr.write(`queued run ${runId}\n`);
    const interrupted = new Promise<"interrupted">((resolve) => (stopFollowing = () => resolve("interrupted")));
    const result = await Promise.race([
      interrupted,
      client.waitForRun(runId, {
        onUpdate: (info) => {
          json({ type: "run.state", runId, state: info.state, ...(info.pendingApproval ? { pendingApproval: info.pendingApproval } : {}) });
          if (options.json) return;
          if (info.state === "running") io.stderr.write(style.dim(`▶ running${info.executorId ? ` on ${info.executorId}` : ""}\n`));
          if (info.pendingApproval) {
            const pending = info.pendingApproval;
            io.stderr.write(`${style.yellow(`⏸ waiting for approval: ${pending.toolName} (${pending.reason})`)}\n`);
            io.stderr.write(`  answer from anywhere: loopgate approve ${runId} ${pending.callId} allow|deny --db <postgres-url>\n`);
          }
        },
      }),
    ]);
    if (result === "interrupted") {
      io.stderr.write(style.yellow(`stopped following; run ${runId} goes on in the workers\n`));
      return EXIT_CODES.aborted;
    }
    json({ type: "run.end", result });
    if (!options.json) {
      if (result.text) io.stdout.write(`${result.text}\n`);
      const error = result.error ? Object.assign(new Error(result.error.message), { name: result.error.name }) : undefined;
      io.stderr.write(`${statusLine({ ...result, messages: [], ...(error ? { error } : {}) } as RunResult, style, options.thread !== undefined ? { thread: options.thread } : {})}\n`);
    }
    return exitCodeForStatus(result.status);
  } catch (error) {
    if (!durable.DurableRunError.isInstance(error)) throw error;
    io.stderr.write(`${style.red(`✘ ${error.message}`)}\n`);
    return EXIT_CODES.error;
  } finally {
    removeInterrupt();
    await client.close();
  }
}

function positiveNumber(flag: string, value: string | undefined, integer: boolean): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!(Number.isFinite(number) && number > 0) || (integer && !Number.isInteger(number))) {
    throw new CliUsageError({ message: `${flag} ${value}: expected a positive ${integer ? "integer" : "number"}`, exitCode: EXIT_CODES.usage });
  }
  return number;
}
