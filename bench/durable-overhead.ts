/**
 * The cost of durability per step: the same agent (an instant model, a no-op tool) runs 50 and 200
 * tool calls plainly in memory and as a durable run on a local PostgreSQL (fsync on), where each
 * model call and tool execution is a recorded step and the thread is saved in PostgreSQL after every
 * turn. The overhead per step is (durable − plain) / steps, steps being model calls plus tool
 * executions. Target: under 5 ms per step. Needs Debian's postgresql (initdb, pg_ctl).
 *
 *   node --import tsx bench/durable-overhead.ts
 */
import { DBOS } from "@dbos-inc/dbos-sdk";
import { z } from "zod";
import { createAgent, createInterceptorRegistry, defineTool, type AgentEvent, type AgentOptions, type LanguageModel } from "../src/index.js";
import { postgresUnavailableReason, startPostgresCluster } from "../src/durable/__fixtures__/postgres-cluster.js";
import { createDurableClient, launchDurableWorker } from "../src/durable/index.js";

const TARGET_MS = 5;

/** Calls the tool until the transcript holds `steps` results, then answers; it reads the task for `steps`. */
const instantModel: LanguageModel = {
  provider: "bench",
  modelId: "instant",
  async generate(request) {
    const first = request.messages.find((message) => message.role === "user");
    const steps = Number(/\d+/.exec(first?.content.map((block) => (block.type === "text" ? block.text : "")).join("") ?? "")?.[0] ?? 1);
    const done = request.messages.flatMap((message) => message.content).filter((block) => block.type === "tool_result").length;
    if (done >= steps) return { content: [{ type: "text", text: "done" }], stopReason: "end_turn", usage: { inputTokens: 1, outputTokens: 1 } };
    return { content: [{ type: "tool_use", id: `call-${done}`, name: "noop", input: { value: "x" } }], stopReason: "tool_use", usage: { inputTokens: 1, outputTokens: 1 } };
  },
};
const noop = defineTool({ name: "noop", description: "does nothing", inputSchema: z.object({ value: z.string() }), execute: () => ({ output: "ok" }) });
const agentOptions = (onEvent?: (event: AgentEvent) => void): AgentOptions => ({
  model: instantModel,
  tools: [noop],
  registry: createInterceptorRegistry(),
  maxIterations: 1_000,
  ...(onEvent ? { onEvent } : {}),
});

const unavailable = postgresUnavailableReason();
if (unavailable) {
  console.log(`durable-overhead: skipped, ${unavailable}`);
  process.exit(0);
}

// The engine's own floor on this machine: a workflow of no-op DBOS steps, registered beside the worker's.
const bareSteps = DBOS.registerWorkflow(
  async (count: number) => {
    const started = performance.now();
    for (let index = 0; index < count; index++) await DBOS.runStep(async () => index, { name: "noop" });
    return (performance.now() - started) / count;
  },
  { name: "bench.bare-steps" },
);
const cluster = await startPostgresCluster({ fsync: process.env.BENCH_FSYNC !== "off" });
const durations = new Map<string, { start: number; end?: number }>();
const worker = await launchDurableWorker({
  databaseUrl: cluster.url,
  agent: agentOptions((event) => {
    if (event.type === "run.start") durations.set(event.runId, { start: performance.now() });
    if (event.type === "run.end") durations.get(event.runId)!.end = performance.now();
  }),
  concurrency: 1,
  pollingIntervalMs: 50,
});
const client = await createDurableClient({ databaseUrl: cluster.url });
const plain = createAgent(agentOptions());

let failed = false;
try {
  const floors: number[] = [];
  for (let round = 0; round < 3; round++) floors.push(await (await DBOS.startWorkflow(bareSteps)(100)).getResult());
  console.log(`engine floor: ${Math.min(...floors).toFixed(2)} ms per bare DBOS step (no-op, best of 3 × 100)`);
  for (const toolCalls of [50, 200]) {
    const task = `call the tool ${toolCalls} times`;
    const steps = toolCalls * 2 + 1;
    // Warm up both paths once, then measure the best of three (the machine is shared).
    const plainTimes: number[] = [];
    const durableTimes: number[] = [];
    for (let round = 0; round < 4; round++) {
      const started = performance.now();
      const result = await plain.run(task);
      if (result.status !== "completed") throw new Error(`plain run: ${result.status} ${result.reason ?? ""}`);
      if (round > 0) plainTimes.push(performance.now() - started);
      const runId = await client.enqueueRun(task);
      const durable = await client.waitForRun(runId, { pollMs: 50 });
      if (durable.status !== "completed") throw new Error(`durable run: ${durable.status} ${durable.reason ?? ""}`);
      const measured = durations.get(runId)!;
      if (round > 0) durableTimes.push(measured.end! - measured.start);
    }
    const plainMs = Math.min(...plainTimes);
    const durableMs = Math.min(...durableTimes);
    const perStep = (durableMs - plainMs) / steps;
    failed ||= perStep >= TARGET_MS;
    console.log(
      `${String(toolCalls).padStart(3)} tool calls (${steps} steps): plain ${plainMs.toFixed(1)} ms, durable ${durableMs.toFixed(1)} ms → ` +
        `${perStep.toFixed(2)} ms of durability per step (target < ${TARGET_MS} ms) ${perStep < TARGET_MS ? "ok" : "OVER TARGET"}`,
    );
  }
} finally {
  await client.close();
  await worker.shutdown();
  cluster.stop();
}
process.exit(failed ? 1 : 0);
