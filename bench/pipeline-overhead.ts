/**
 * Per-step cost of the loop machinery: an instant model, a no-op tool, and 10 no-op interceptors on
 * every hook point, against the same loop with an empty registry.
 *
 *   node --import tsx bench/pipeline-overhead.ts
 */
import { z } from "zod";
import { createAgent, createInterceptorRegistry, defineTool, INTERCEPTOR_NAMES, type AnyInterceptorRegistration, type LanguageModel, type ModelResponse } from "../src/index.js";

const STEPS_PER_RUN = 20;
const RUNS = 400;

const toolTurn: ModelResponse = {
  content: [{ type: "tool_use", id: "call", name: "noop", input: { value: "x" } }],
  stopReason: "tool_use",
  usage: { inputTokens: 1, outputTokens: 1 },
};
const finalTurn: ModelResponse = { content: [{ type: "text", text: "done" }], stopReason: "end_turn", usage: { inputTokens: 1, outputTokens: 1 } };

/** Answers instantly: a tool call for every step but the last. */
function instantModel(): LanguageModel {
  return {
    provider: "bench",
    modelId: "instant",
    async generate(request) {
      const turns = request.messages.filter((message) => message.role === "assistant").length;
      return turns + 1 >= STEPS_PER_RUN ? finalTurn : toolTurn;
    },
  };
}

const noop = defineTool({ name: "noop", description: "does nothing", inputSchema: z.object({ value: z.string() }), execute: () => ({ output: "ok" }) });

async function measure(interceptorsPerHook: number): Promise<number> {
  const registry = createInterceptorRegistry();
  for (const name of INTERCEPTOR_NAMES) {
    for (let index = 0; index < interceptorsPerHook; index++) {
      registry.add({ id: `${name}:${index}`, name, handler: () => undefined } as AnyInterceptorRegistration);
    }
  }
  const agent = createAgent({ model: instantModel(), tools: [noop], registry, maxIterations: STEPS_PER_RUN + 1 });
  for (let warmup = 0; warmup < 50; warmup++) await agent.run("go");
  const started = process.hrtime.bigint();
  for (let run = 0; run < RUNS; run++) {
    const result = await agent.run("go");
    if (result.status !== "completed" || result.iterations !== STEPS_PER_RUN) throw new Error(`unexpected run: ${result.status} ${result.iterations}`);
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e3;
  return elapsed / (RUNS * STEPS_PER_RUN);
}

// Alternate the two setups over several rounds and keep the median, so JIT warm-up favours neither.
const rounds = { baseline: [] as number[], loaded: [] as number[] };
for (let round = 0; round < 5; round++) {
  rounds.baseline.push(await measure(0));
  rounds.loaded.push(await measure(10));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const baseline = median(rounds.baseline);
const loaded = median(rounds.loaded);
console.log(`steps measured: ${RUNS * STEPS_PER_RUN} (each: model call, model.before/after, one tool call with tool.before/after)`);
console.log(`empty registry:              ${baseline.toFixed(1)} µs/step`);
console.log(`10 no-op interceptors/hook:  ${loaded.toFixed(1)} µs/step`);
console.log(`interceptor overhead:        ${(loaded - baseline).toFixed(1)} µs/step (${INTERCEPTOR_NAMES.length * 10} registrations)`);
