/**
 * What token accounting costs.
 *
 * 1. Its share of a step in the pipeline benchmark's runs (an instant model, a no-op tool, an empty
 *    registry) of 50 and 500 steps, for an OpenAI-family model (gpt-tokenizer) and another (the
 *    calibrated estimate), without compaction (as `createAgent` runs by default) and with it (as
 *    `loopgate run` does: the transcript is estimated before every inference too; the trigger is
 *    never reached here). The step is timed in CPU time (a busy machine inflates it less), and the
 *    accounting two ways:
 *    - in the loop: every accounting call the loop makes (the request's estimate, the correction,
 *      the compaction stage's estimates), timed one by one inside real runs, less the timer's own
 *      cost; a call interrupted by the scheduler or a GC pause (over 250 µs) is left out and counted;
 *    - stubbed: the same runs with the accounting's estimates and correction doing nothing, timed
 *      separately (the difference of two noisy numbers: a cross-check, not the measure).
 * 2. How long estimating 1 MB of text takes: as one text (counted from samples above 256,000
 *    characters) and as 250 tool results of 4 KB (each counted exactly), with a fresh accounting.
 *
 *   node --import tsx bench/token-accounting.ts
 *
 * Targets: at most 5% of a step at 500 steps; at most 150 ms for 1 MB.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { createAgent, createInterceptorRegistry, defineTool, type LanguageModel, type Message, type ModelResponse } from "../src/index.js";
import { deepFreeze } from "../src/util/deep-freeze.js";
import { modelLimits } from "../src/usage/model-limits.js";
import { TokenAccounting } from "../src/usage/token-accounting.js";
import { calibratedEstimator, loadTokenEstimator } from "../src/usage/token-estimator.js";

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

const toolTurn: ModelResponse = {
  content: [{ type: "tool_use", id: "call", name: "noop", input: { value: "x" } }],
  stopReason: "tool_use",
  usage: { inputTokens: 1_000, outputTokens: 20 },
};
const finalTurn: ModelResponse = { content: [{ type: "text", text: "done" }], stopReason: "end_turn", usage: { inputTokens: 1_000, outputTokens: 20 } };

/** Answers instantly, without looking at the transcript: a tool call for every step but the last. */
function instantModel(provider: string, modelId: string, steps: number): LanguageModel {
  let calls = 0;
  return {
    provider,
    modelId,
    async generate() {
      calls++;
      return calls % steps === 0 ? finalTurn : toolTurn;
    },
  };
}

const noop = defineTool({ name: "noop", description: "does nothing", inputSchema: z.object({ value: z.string() }), execute: () => ({ output: "ok: a short result line" }) });

interface Setup {
  provider: string;
  modelId: string;
  steps: number;
  compaction: boolean;
}

function agentFor(setup: Setup) {
  return createAgent({
    model: instantModel(setup.provider, setup.modelId, setup.steps),
    tools: [noop],
    registry: createInterceptorRegistry(),
    maxIterations: setup.steps + 1,
    ...(setup.compaction ? { compaction: { trigger: 0.99 } } : {}),
  });
}

/** CPU microseconds per step over about 10,000 steps of runs of `steps` steps. */
async function stepCost(setup: Setup): Promise<number> {
  const agent = agentFor(setup);
  const runs = Math.max(4, Math.round(10_000 / setup.steps));
  for (let warmup = 0; warmup < Math.max(2, runs / 4); warmup++) await agent.run("go");
  const started = cpuMicros();
  for (let run = 0; run < runs; run++) {
    const result = await agent.run("go");
    if (result.status !== "completed" || result.iterations !== setup.steps) throw new Error(`unexpected run: ${result.status} ${result.iterations}`);
  }
  return (cpuMicros() - started) / (runs * setup.steps);
}

// The methods the loop calls on the run's accounting, and how to stub them or time them.
const METHODS = ["rawRequestTokens", "estimateRequest", "estimateMessages", "observe"] as const;
const prototype = TokenAccounting.prototype as unknown as Record<(typeof METHODS)[number], (...args: unknown[]) => unknown>;
const real = Object.fromEntries(METHODS.map((name) => [name, prototype[name]])) as Record<(typeof METHODS)[number], (...args: unknown[]) => unknown>;

function useReal(): void {
  for (const name of METHODS) prototype[name] = real[name];
}

function useStubs(): void {
  for (const name of METHODS) prototype[name] = name === "observe" ? () => undefined : () => 0;
}

/** Times every outermost accounting call; calls over 250 µs (the scheduler, a GC pause) are left out and counted. */
const timed = { total: 0, calls: 0, interrupted: 0 };
function useTimers(): void {
  let depth = 0;
  for (const name of METHODS) {
    const method = real[name];
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      if (depth > 0) return method.apply(this, args);
      depth++;
      const started = performance.now();
      try {
        return method.apply(this, args);
      } finally {
        const took = (performance.now() - started) * 1_000;
        depth--;
        if (took > 250) timed.interrupted++;
        else {
          timed.total += took;
          timed.calls++;
        }
      }
    };
  }
}

/** What a timer costs around a call that does nothing, to take off each timed call. */
function timerCost(): number {
  const samples: number[] = [];
  for (let round = 0; round < 200_000; round++) {
    const started = performance.now();
    samples.push((performance.now() - started) * 1_000);
  }
  return median(samples);
}

/** Accounting microseconds per step, timed in the loop over about 10,000 steps. */
async function accountingInLoop(setup: Setup, overhead: number): Promise<{ perStep: number; interrupted: number }> {
  const agent = agentFor(setup);
  const runs = Math.max(4, Math.round(10_000 / setup.steps));
  for (let warmup = 0; warmup < Math.max(2, runs / 4); warmup++) await agent.run("go");
  Object.assign(timed, { total: 0, calls: 0, interrupted: 0 });
  for (let run = 0; run < runs; run++) await agent.run("go");
  return { perStep: (timed.total - timed.calls * overhead) / (runs * setup.steps), interrupted: timed.interrupted };
}

const overhead = timerCost();
console.log(`timer overhead taken off each timed call: ${(overhead * 1_000).toFixed(0)} ns`);
for (const [provider, modelId, label] of [
  ["openai", "gpt-4o", "gpt-tokenizer (gpt-4o)"],
  ["anthropic", "claude-sonnet-4-5", "calibrated (claude-sonnet-4-5)"],
] as const) {
  for (const compaction of [false, true]) {
    for (const steps of [50, 500]) {
      const setup: Setup = { provider, modelId, steps, compaction };
      const withAccounting: number[] = [];
      const stubbed: number[] = [];
      const inLoop: number[] = [];
      let interrupted = 0;
      // Alternate over several rounds and keep the medians, so warm-up and a busy machine favour none.
      for (let round = 0; round < 5; round++) {
        useStubs();
        stubbed.push(await stepCost(setup));
        useReal();
        withAccounting.push(await stepCost(setup));
        useTimers();
        const measured = await accountingInLoop(setup, overhead);
        inLoop.push(measured.perStep);
        interrupted += measured.interrupted;
        useReal();
      }
      const step = median(withAccounting);
      const base = median(stubbed);
      const accounting = median(inLoop);
      const name = `${label}, ${compaction ? "compaction on" : "no compaction"}, ${steps} steps`;
      console.log(
        `${name.padEnd(58)} step ${step.toFixed(1).padStart(5)} µs CPU · accounting in the loop ${accounting.toFixed(2)} µs/step = ${((accounting / step) * 100).toFixed(1).padStart(4)}% of the step` +
          ` · stubbed-out step ${base.toFixed(1)} µs (${(((step - base) / step) * 100).toFixed(1)}% less)${interrupted ? ` · ${interrupted} interrupted calls left out` : ""}`,
      );
    }
  }
}

// 1 MB of mixed source and prose.
let text = "";
const source = readFileSync(new URL("../src/loop/agent.ts", import.meta.url), "utf8");
while (text.length < 1_000_000) text += `${source}\nSome prose about what the code does, in plain English sentences.\n`;
text = text.slice(0, 1_000_000);
const oneText: Message[] = [deepFreeze({ role: "user", content: [{ type: "text", text }], timestamp: new Date(0) })];
const results: Message[] = Array.from({ length: 250 }, (_, index) =>
  deepFreeze({ role: "user", content: [{ type: "tool_result", toolUseId: `call-${index}`, content: text.slice(index * 4_000, (index + 1) * 4_000) }], timestamp: new Date(0) }),
);
for (const [label, estimator] of [
  ["gpt-tokenizer", await loadTokenEstimator("openai", "gpt-4o")],
  ["calibrated", calibratedEstimator],
] as const) {
  for (const [shape, messages] of [
    ["one text", oneText],
    ["250 × 4 KB", results],
  ] as const) {
    const times: number[] = [];
    let tokens = 0;
    for (let round = 0; round < 9; round++) {
      // A fresh accounting each time: nothing is kept from the round before.
      const accounting = new TokenAccounting(estimator, modelLimits("gpt-4o"));
      const started = performance.now();
      tokens = accounting.estimateMessages(messages);
      times.push(performance.now() - started);
    }
    console.log(
      `estimating 1 MB (${shape}) with ${label.padEnd(14)} ${median(times).toFixed(1).padStart(6)} ms median of 9, first ${times[0]!.toFixed(1)} ms (${tokens.toLocaleString("en-US")} tokens; target ≤ 150 ms)`,
    );
  }
}
