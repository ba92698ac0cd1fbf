/**
 * What observing a run adds to each step (one model call and one tool call): OpenTelemetry tracing
 * with an in-memory exporter (budget: 20 µs per step), the audit log (with and without fsync), and
 * the run without any of it in fresh processes, with `@opentelemetry/*` installed and with it
 * unloadable, as when the optional peer is not installed (budget: nothing measurable).
 *
 *   npm run bench          (builds dist/ first, then measures it)
 *   LOOPGATE_BENCH_SOURCES=1 node --import tsx bench/observability-overhead.ts
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AgentEvent, ModelResponse } from "../src/index.js";
import type * as Loopgate from "../src/index.js";
import type * as LoopgateOtel from "../src/otel/index.js";
import type * as LoopgateAudit from "../src/audit/index.js";

// The built package, as users run it (`npm run bench` builds it first); LOOPGATE_BENCH_SOURCES=1
// measures the TypeScript sources instead.
const root = process.env.LOOPGATE_BENCH_SOURCES ? "../src" : "../dist";

const BUDGET_US = 20;
const STEPS = 50;
const ROUNDS = 7;

// `--baseline-only`: only the run with no observer, printed as JSON (for the processes compared below);
// with `--otel-unloadable`, in a process where no `@opentelemetry/*` module can be loaded.
const baselineOnly = process.argv.includes("--baseline-only");
if (baselineOnly && process.argv.includes("--otel-unloadable")) {
  // As if @opentelemetry/* were not installed: any import of it fails.
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier.startsWith("@opentelemetry/")) { const error = new Error("Cannot find package " + specifier); error.code = "ERR_MODULE_NOT_FOUND"; throw error; }
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

const { z } = await import("zod");
const { createAgent, createInterceptorRegistry, defineTool } = (await import(`${root}/index.js`)) as typeof Loopgate;

const toolTurn: ModelResponse = {
  content: [{ type: "tool_use", id: "call", name: "noop", input: { value: "x" } }],
  stopReason: "tool_use",
  usage: { inputTokens: 1, outputTokens: 1 },
};
const finalTurn: ModelResponse = { content: [{ type: "text", text: "done" }], stopReason: "end_turn", usage: { inputTokens: 1, outputTokens: 1 } };
const noop = defineTool({ name: "noop", description: "does nothing", inputSchema: z.object({ value: z.string() }), execute: () => ({ output: "ok" }) });

/**
 * Lets the event loop turn once, as it does between a real run's model calls (network I/O). The
 * instant model of these runs never yields to it, so without this the SDK's deferred work (the
 * in-memory exporter completes each export on a timer, and each pending export keeps its span alive)
 * would pile up over every run of a round, counted nowhere or against the variant measured next.
 */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** CPU microseconds (user + system, so other processes on a busy machine count less) per step of `STEPS`-step runs. */
async function measure(onEvent: ((event: AgentEvent) => void) | undefined, afterRun: () => void | Promise<void> = () => undefined, runs = Math.round(5_000 / STEPS)): Promise<number> {
  let calls = 0;
  const agent = createAgent({
    model: { provider: "bench", modelId: "instant", generate: async () => (++calls % STEPS === 0 ? finalTurn : toolTurn) },
    tools: [noop],
    registry: createInterceptorRegistry(),
    maxIterations: STEPS + 1,
    ...(onEvent ? { onEvent } : {}),
  });
  for (let warmup = 0; warmup < Math.min(10, runs); warmup++) {
    await agent.run("go");
    await turn();
    await afterRun();
  }
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    const result = await agent.run("go");
    await turn();
    await afterRun();
    const used = process.cpuUsage(started);
    total += used.user + used.system;
    if (result.status !== "completed" || result.iterations !== STEPS) throw new Error(`unexpected run: ${result.status} ${result.iterations}`);
  }
  return total / (runs * STEPS);
}

/**
 * CPU microseconds per step spent on the events of a `STEPS`-step run fed directly to `record`, the
 * event loop turning after each run (so the SDK's deferred export work is counted, and done).
 */
async function feedCost(events: readonly AgentEvent[], record: (event: AgentEvent) => void, afterRun: () => void | Promise<void>, runs: number): Promise<number> {
  for (let warmup = 0; warmup < Math.min(20, runs); warmup++) {
    for (const event of events) record(event);
    await turn();
    await afterRun();
  }
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    for (const event of events) record(event);
    await turn();
    await afterRun();
    const used = process.cpuUsage(started);
    total += used.user + used.system;
  }
  return total / (runs * STEPS);
}

/** What an observer adds per step: `feedCost` of its `record`, less that of a `record` that does nothing (the loop over the events and the turn). */
async function observerCost(events: readonly AgentEvent[], record: (event: AgentEvent) => void, afterRun: () => void | Promise<void>, runs: number): Promise<number> {
  const bare = await feedCost(events, () => undefined, () => undefined, runs);
  return (await feedCost(events, record, afterRun, runs)) - bare;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (baselineOnly) {
  const values: number[] = [];
  for (let round = 0; round < ROUNDS; round++) values.push(await measure(undefined));
  process.stdout.write(JSON.stringify({ baseline: median(values) }));
  process.exit(0);
}

const { BasicTracerProvider, BatchSpanProcessor, InMemorySpanExporter, SimpleSpanProcessor } = await import("@opentelemetry/sdk-trace-base");
const { createOtelTracing } = (await import(`${root}/otel/index.js`)) as typeof LoopgateOtel;
const { createAuditLog } = (await import(`${root}/audit/index.js`)) as typeof LoopgateAudit;

/**
 * A tracer provider exporting into memory: with a `BatchSpanProcessor`, as `loopgate run --otlp`
 * builds it (the queue large enough that no span is dropped, flushed after every run and the flush
 * counted), or with a `SimpleSpanProcessor`, which exports each span as it ends.
 */
function inMemoryTracing(processor: "batch" | "simple") {
  const exporter = new InMemorySpanExporter();
  const spanProcessor =
    processor === "batch" ? new BatchSpanProcessor(exporter, { maxQueueSize: 100_000, maxExportBatchSize: 512, scheduledDelayMillis: 60_000 }) : new SimpleSpanProcessor(exporter);
  const provider = new BasicTracerProvider({ spanProcessors: [spanProcessor] });
  let spans = 0;
  const afterRun = async () => {
    await spanProcessor.forceFlush();
    spans = exporter.getFinishedSpans().length;
    exporter.reset();
  };
  return { provider, tracing: createOtelTracing({ tracerProvider: provider }), afterRun, spansPerRun: () => spans };
}
const batch = inMemoryTracing("batch");
const simple = inMemoryTracing("simple");
const dir = mkdtempSync(path.join(tmpdir(), "loopgate-bench-"));
const auditNoSync = createAuditLog(path.join(dir, "nosync.jsonl"), { fsync: false });
const auditSync = createAuditLog(path.join(dir, "sync.jsonl"));

// The events of one run, to feed each observer directly.
const events: AgentEvent[] = [];
await measure((event) => events.push(event), () => undefined, 1);
const oneRun = events.slice(events.findLastIndex((event) => event.type === "run.start"));
const samples = {
  baseline: [] as number[],
  traced: [] as number[],
  tracedAdded: [] as number[],
  tracedSimpleAdded: [] as number[],
  tracing: [] as number[],
  tracingSimple: [] as number[],
  auditNoSync: [] as number[],
  auditSync: [] as number[],
};
// Interleave the variants over several rounds and keep the medians, so JIT warm-up and noise favour none.
for (let round = 0; round < ROUNDS; round++) {
  samples.baseline.push(await measure(undefined));
  samples.traced.push(await measure((event) => batch.tracing.record(event), batch.afterRun));
  // The difference within a round, measured back to back, drifts less with the machine's load than that of the medians.
  samples.tracedAdded.push(samples.traced.at(-1)! - samples.baseline.at(-1)!);
  samples.tracedSimpleAdded.push((await measure((event) => simple.tracing.record(event), simple.afterRun)) - samples.baseline.at(-1)!);
  samples.tracing.push(await observerCost(oneRun, (event) => batch.tracing.record(event), batch.afterRun, 100));
  samples.tracingSimple.push(await observerCost(oneRun, (event) => simple.tracing.record(event), simple.afterRun, 100));
  samples.auditNoSync.push(await observerCost(oneRun, (event) => auditNoSync.record(event), () => undefined, 20));
  if (round < 3) samples.auditSync.push(await observerCost(oneRun, (event) => auditSync.record(event), () => undefined, 1));
}
auditNoSync.close();
auditSync.close();
rmSync(dir, { recursive: true, force: true });
await batch.provider.shutdown();
await simple.provider.shutdown();

const baseline = median(samples.baseline);
const here = fileURLToPath(import.meta.url);
// The run with no observer, @opentelemetry/* installed or not loadable: each in fresh processes that
// load nothing else, alternating, so the two differ only in whether the package could be loaded.
const PROCESS_PAIRS = 3;
const inProcess = (unloadable: boolean): number =>
  (JSON.parse(execFileSync(process.execPath, ["--import", "tsx", here, "--baseline-only", ...(unloadable ? ["--otel-unloadable"] : [])], { encoding: "utf8" })) as { baseline: number }).baseline;
const installed: number[] = [];
const unloadable: number[] = [];
for (let pair = 0; pair < PROCESS_PAIRS; pair++) {
  if (pair % 2 === 0) installed.push(inProcess(false));
  unloadable.push(inProcess(true));
  if (pair % 2 === 1) installed.push(inProcess(false));
}
const tracingCost = median(samples.tracing);

const line = (label: string, value: number, note = "") => console.log(`${label.padEnd(60)} ${value.toFixed(1).padStart(7)} µs/step${note}`);
console.log(`each step: one model call and one tool call; ${STEPS}-step runs; CPU time, median of ${ROUNDS} rounds`);
const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(1)}`;
const tracedAdded = median(samples.tracedAdded);
const verdict = (value: number) => `budget ${BUDGET_US} µs: ${value <= BUDGET_US ? "ok" : "OVER"}`;
line("run, no observer", baseline);
line("run, OpenTelemetry, in-memory exporter (BatchSpanProcessor)", median(samples.traced), `  (${batch.spansPerRun()} spans per run)`);
line("  added per step (median of each round's difference)", tracedAdded, `  (${verdict(tracedAdded)})`);
line("  the same with a SimpleSpanProcessor", median(samples.tracedSimpleAdded), "  (one export per span)");
console.log(`run, no observer, in fresh processes (median of ${PROCESS_PAIRS}, alternating):`);
const [withPackage, withoutPackage] = [median(installed), median(unloadable)];
const range = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
line("  @opentelemetry/* installed", withPackage, `  (${range(installed)})`);
line("  @opentelemetry/* not loadable", withoutPackage, `  (${range(unloadable)}; ${signed(withoutPackage - withPackage)} µs; loopgate loads none of it: test/otel-lazy.test.ts)`);
console.log("added per step, each observer fed one run's events directly:");
line("  OpenTelemetry, in-memory exporter (BatchSpanProcessor)", tracingCost, `  (${verdict(tracingCost)})`);
line("  OpenTelemetry, in-memory exporter (SimpleSpanProcessor)", median(samples.tracingSimple));
line("  audit log, fsync: false", median(samples.auditNoSync));
line("  audit log, fsync every line (the default)", median(samples.auditSync), "  (the disk's fsync, ~4 lines a step)");
// The verdict is printed, not enforced: a busy machine inflates every number here (docs/observability.md#cost).
