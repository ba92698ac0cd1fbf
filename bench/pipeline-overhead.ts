/**
 * Per-step cost of the loop machinery: an instant model, a no-op tool, and an empty registry against
 * 10 no-op interceptors on every hook point (wrap hooks included), for runs of 50 and 500 steps; the
 * bytes allocated per step (sampled, counting what the garbage collector already freed: the steadiest
 * measure on a busy machine); and the heap a finished 500-step run keeps alive.
 *
 *   npm run bench          (builds dist/ first, then measures it)
 *   LOOPGATE_BENCH_SOURCES=1 node --expose-gc --import tsx bench/pipeline-overhead.ts
 */
import { Session } from "node:inspector/promises";
import { z } from "zod";
import type { AgentRun, AnyInterceptorRegistration, InterceptorName, LanguageModel, ModelResponse } from "../src/index.js";
import type * as Loopgate from "../src/index.js";

// The built package, as users run it (`npm run bench` builds it first); LOOPGATE_BENCH_SOURCES=1
// measures the TypeScript sources as tsx transforms them instead.
const entry = process.env.LOOPGATE_BENCH_SOURCES ? "../src/index.js" : "../dist/index.js";
const { createAgent, createInterceptorRegistry, defineTool, INTERCEPTOR_NAMES } = (await import(entry)) as typeof Loopgate;

const toolTurn: ModelResponse = {
  content: [{ type: "tool_use", id: "call", name: "noop", input: { value: "x" } }],
  stopReason: "tool_use",
  usage: { inputTokens: 1, outputTokens: 1 },
};
const finalTurn: ModelResponse = { content: [{ type: "text", text: "done" }], stopReason: "end_turn", usage: { inputTokens: 1, outputTokens: 1 } };

/** Answers instantly, without looking at the transcript: a tool call for every step but the last. */
function instantModel(steps: number): LanguageModel {
  let calls = 0;
  return {
    provider: "bench",
    modelId: "instant",
    async generate() {
      calls++;
      if (calls % steps === 0) return finalTurn;
      return toolTurn;
    },
  };
}

const noop = defineTool({ name: "noop", description: "does nothing", inputSchema: z.object({ value: z.string() }), execute: () => ({ output: "ok" }) });

function noOp(name: InterceptorName, index: number): AnyInterceptorRegistration {
  if (name === "model.wrap" || name === "tool.wrap") {
    return { id: `${name}:${index}`, name, handler: (_input: unknown, next: () => Promise<unknown>) => next() } as AnyInterceptorRegistration;
  }
  return { id: `${name}:${index}`, name, handler: () => undefined } as AnyInterceptorRegistration;
}

function agentWith(interceptorsPerHook: number, steps: number) {
  const registry = createInterceptorRegistry();
  for (const name of INTERCEPTOR_NAMES) for (let index = 0; index < interceptorsPerHook; index++) registry.add(noOp(name, index));
  return createAgent({ model: instantModel(steps), tools: [noop], registry, maxIterations: steps + 1 });
}

/** A measurement: microseconds per step of wall-clock time, and of CPU time (this process's, so a loaded machine inflates it less). */
interface PerStep {
  wall: number;
  cpu: number;
}

/** Microseconds per step, over enough runs of `steps` steps to make about 10,000 steps. */
async function measure(interceptorsPerHook: number, steps: number): Promise<PerStep> {
  const agent = agentWith(interceptorsPerHook, steps);
  const runs = Math.max(4, Math.round(10_000 / steps));
  for (let warmup = 0; warmup < Math.max(2, runs / 4); warmup++) await agent.run("go");
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  for (let run = 0; run < runs; run++) {
    const result = await agent.run("go");
    if (result.status !== "completed" || result.iterations !== steps) throw new Error(`unexpected run: ${result.status} ${result.iterations}`);
  }
  const cpu = process.cpuUsage(cpuStarted);
  return { wall: Number(process.hrtime.bigint() - started) / 1e3 / (runs * steps), cpu: (cpu.user + cpu.system) / (runs * steps) };
}

/** Heap still reachable from a finished 500-step run that is itself kept (its result and event buffer). */
async function retainedHeap(interceptorsPerHook: number): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return Number.NaN;
  const agent = agentWith(interceptorsPerHook, 500);
  await agent.run("warm up");
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: AgentRun[] = [];
  const run = agent.run("go");
  kept.push(run);
  await run;
  gc();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== 1) throw new Error("unreachable");
  return after - before;
}

/** Bytes allocated per step over runs of `steps` steps, from V8's sampling heap profiler (objects already collected included). */
async function allocatedPerStep(interceptorsPerHook: number, steps: number): Promise<number> {
  const agent = agentWith(interceptorsPerHook, steps);
  const runs = Math.max(4, Math.round(2_000 / steps));
  for (let warmup = 0; warmup < runs; warmup++) await agent.run("go");
  const session = new Session();
  session.connect();
  try {
    await session.post("HeapProfiler.enable");
    await session.post("HeapProfiler.startSampling", { samplingInterval: 128, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    for (let run = 0; run < runs; run++) await agent.run("go");
    const { profile } = await session.post("HeapProfiler.stopSampling");
    const total = (node: { selfSize: number; children: unknown[] }): number =>
      node.selfSize + node.children.reduce<number>((sum, child) => sum + total(child as typeof node), 0);
    return total(profile.head) / (runs * steps);
  } finally {
    session.disconnect();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: Array<[string, PerStep]> = [];
for (const [label, perHook] of [["empty registry", 0], ["10 no-op interceptors/hook", 10]] as const) {
  const short: PerStep[] = [];
  const long: PerStep[] = [];
  // Alternate the two lengths over several rounds and keep the medians, so JIT warm-up favours neither.
  for (let round = 0; round < 5; round++) {
    short.push(await measure(perHook, 50));
    long.push(await measure(perHook, 500));
  }
  const medians = (values: PerStep[]): PerStep => ({ wall: median(values.map((value) => value.wall)), cpu: median(values.map((value) => value.cpu)) });
  rows.push([`${label}, 50-step run`, medians(short)], [`${label}, 500-step run`, medians(long)]);
}

console.log(`hook points: ${INTERCEPTOR_NAMES.join(", ")} (each step: model.before/wrap/after, one tool call with tool.before/wrap/after)`);
for (const [label, value] of rows) console.log(`${label.padEnd(46)} ${value.wall.toFixed(1).padStart(6)} µs/step   (CPU time ${value.cpu.toFixed(1)} µs/step)`);
const ratio = (index: number, of: keyof PerStep) => rows[index + 1]![1][of] / rows[index]![1][of];
console.log(`500-step / 50-step cost per step:  empty ${ratio(0, "wall").toFixed(2)}×, loaded ${ratio(2, "wall").toFixed(2)}×   (CPU time: empty ${ratio(0, "cpu").toFixed(2)}×, loaded ${ratio(2, "cpu").toFixed(2)}×)`);
for (const [label, perHook] of [["empty registry", 0], ["10 no-op interceptors/hook", 10]] as const) {
  const perStep = [await allocatedPerStep(perHook, 50), await allocatedPerStep(perHook, 500)];
  console.log(`allocated per step, ${label.padEnd(28)} ${perStep.map((bytes) => `${(bytes / 1024).toFixed(1)} KiB`).join(" (50-step run), ")} (500-step run)`);
}
const heap = await retainedHeap(10);
console.log(Number.isNaN(heap) ? "heap retained: run with --expose-gc to measure" : `heap retained by a finished 500-step run (result and events): ${(heap / 1024 / 1024).toFixed(1)} MiB`);
