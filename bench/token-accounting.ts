/**
 * What token accounting costs: the per-step overhead it adds to a 500-step run (an instant model,
 * a no-op tool, an empty registry; the same run with the estimate and the pricing stubbed out is
 * the baseline), for an OpenAI-family model (gpt-tokenizer) and another (the calibrated estimate);
 * and how long estimating 1 MB of text takes.
 *
 *   node --import tsx bench/token-accounting.ts
 *
 * Targets: at most 5% more per step; at most 150 ms for 1 MB.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { createAgent, createInterceptorRegistry, defineTool, type LanguageModel, type Message, type ModelRequest, type ModelResponse } from "../src/index.js";
import { modelLimits } from "../src/usage/model-limits.js";
import { TokenAccounting } from "../src/usage/token-accounting.js";
import { calibratedEstimator, loadTokenEstimator } from "../src/usage/token-estimator.js";

const STEPS = 500;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const toolTurn: ModelResponse = {
  content: [{ type: "tool_use", id: "call", name: "noop", input: { value: "x" } }],
  stopReason: "tool_use",
  usage: { inputTokens: 1_000, outputTokens: 20 },
};
const finalTurn: ModelResponse = { content: [{ type: "text", text: "done" }], stopReason: "end_turn", usage: { inputTokens: 1_000, outputTokens: 20 } };

function instantModel(provider: string, modelId: string): LanguageModel {
  let calls = 0;
  return {
    provider,
    modelId,
    async generate() {
      calls++;
      return calls % STEPS === 0 ? finalTurn : toolTurn;
    },
  };
}

const noop = defineTool({ name: "noop", description: "does nothing", inputSchema: z.object({ value: z.string() }), execute: () => ({ output: "ok: a short result line" }) });

async function measure(provider: string, modelId: string): Promise<number> {
  const agent = createAgent({ model: instantModel(provider, modelId), tools: [noop], registry: createInterceptorRegistry(), maxIterations: STEPS + 1 });
  const runs = 20;
  for (let warmup = 0; warmup < 4; warmup++) await agent.run("go");
  const started = process.hrtime.bigint();
  for (let run = 0; run < runs; run++) {
    const result = await agent.run("go");
    if (result.status !== "completed" || result.iterations !== STEPS) throw new Error(`unexpected run: ${result.status} ${result.iterations}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e3 / (runs * STEPS);
}

// The baseline: the same loop with the estimate and the correction doing nothing.
const real = { raw: TokenAccounting.prototype.rawRequestTokens, observe: TokenAccounting.prototype.observe };
function stubAccounting(stubbed: boolean): void {
  TokenAccounting.prototype.rawRequestTokens = stubbed ? () => 0 : real.raw;
  TokenAccounting.prototype.observe = stubbed ? () => undefined : real.observe;
}

/**
 * The time the accounting itself takes per step, replayed on the requests of a real 500-step run (the
 * estimate of each request, as the loop makes it, and its correction): robust when the machine is
 * busy, where the difference of two separately timed runs is mostly noise.
 */
async function accountingPerStep(provider: string, modelId: string): Promise<number> {
  const requests: ModelRequest[] = [];
  const agent = createAgent({
    model: { ...instantModel(provider, modelId), generate: recordInto(requests, instantModel(provider, modelId)) },
    tools: [noop],
    registry: createInterceptorRegistry(),
    maxIterations: STEPS + 1,
  });
  await agent.run("go");
  const estimator = await loadTokenEstimator(provider, modelId);
  const times: number[] = [];
  for (let round = 0; round < 9; round++) {
    const accounting = new TokenAccounting(estimator, modelLimits(modelId));
    const started = process.hrtime.bigint();
    for (const request of requests) accounting.observe(accounting.rawRequestTokens(request), toolTurn.usage);
    times.push(Number(process.hrtime.bigint() - started) / 1e3 / requests.length);
  }
  return median(times);
}

function recordInto(requests: ModelRequest[], model: LanguageModel): LanguageModel["generate"] {
  return (request, options) => {
    requests.push(request);
    return model.generate(request, options);
  };
}

for (const [provider, modelId, label] of [
  ["openai", "gpt-4o", "gpt-tokenizer (gpt-4o)"],
  ["anthropic", "claude-sonnet-4-5", "calibrated (claude-sonnet-4-5)"],
] as const) {
  const withAccounting: number[] = [];
  const without: number[] = [];
  // Alternate over several rounds and keep the medians, so warm-up and a busy machine favour neither.
  for (let round = 0; round < 7; round++) {
    stubAccounting(true);
    without.push(await measure(provider, modelId));
    stubAccounting(false);
    withAccounting.push(await measure(provider, modelId));
  }
  const base = median(without);
  const measured = median(withAccounting);
  const accounting = await accountingPerStep(provider, modelId);
  console.log(`${label.padEnd(32)} 500-step run: ${base.toFixed(1)} µs/step with the accounting stubbed, ${measured.toFixed(1)} with it (${(((measured - base) / base) * 100).toFixed(1)}% apart, timed separately)`);
  console.log(`${"".padEnd(32)} the accounting itself: ${accounting.toFixed(2)} µs/step = ${((accounting / base) * 100).toFixed(2)}% of the step (target ≤ 5%)`);
}

// 1 MB of mixed source and prose.
let text = "";
const source = readFileSync(new URL("../src/loop/agent.ts", import.meta.url), "utf8");
while (text.length < 1_000_000) text += `${source}\nSome prose about what the code does, in plain English sentences.\n`;
text = text.slice(0, 1_000_000);
const message: Message = Object.freeze({ role: "user", content: [{ type: "text", text }], timestamp: new Date(0) }) as Message;
for (const [label, estimator] of [
  ["gpt-tokenizer", await loadTokenEstimator("openai", "gpt-4o")],
  ["calibrated", calibratedEstimator],
] as const) {
  const times: number[] = [];
  let tokens = 0;
  for (let round = 0; round < 9; round++) {
    // A fresh accounting each time: nothing is cached from the round before.
    const accounting = new TokenAccounting(estimator, modelLimits("gpt-4o"));
    const started = performance.now();
    tokens = accounting.estimateMessages([message]);
    times.push(performance.now() - started);
  }
  console.log(`estimating 1 MB with ${label.padEnd(14)} ${median(times).toFixed(1).padStart(6)} ms (median of 9; ${tokens.toLocaleString("en-US")} tokens; target ≤ 150 ms)`);
}
