/**
 * What the secret redaction costs: scanning a 1 MB tool result (target ≤ 50 ms), the time it adds
 * to a typical 10 kB result (target ≤ 1 ms), and whether streaming stays live (time to the first
 * visible delta, with and without the redaction layer, on a model streaming one word per 2 ms).
 * Wall time and CPU time are both printed: on a busy machine wall time includes waiting for a core.
 *
 *   node --expose-gc --import tsx bench/secret-redaction.ts
 */
import { randomBytes, randomUUID } from "node:crypto";
import { fake } from "../src/guards/secret-redaction/__fixtures__/fake-secrets.js";
import { detectSecrets } from "../src/guards/secret-redaction/detect-secrets.js";
import { createRedactor } from "../src/guards/secret-redaction/redactor.js";
import { secretRedaction } from "../src/guards/secret-redaction/secret-redaction.js";
import { createInterceptorRegistry } from "../src/interceptors/registry.js";
import { createAgent } from "../src/loop/agent.js";
import type { LanguageModel } from "../src/models/spec.js";

function logLine(index: number): string {
  return `2026-11-27T06:${String(index % 60).padStart(2, "0")}:00Z INFO request=${randomUUID()} path=/api/v1/items/${index} status=200 took=${index % 97}ms etag=${randomBytes(8).toString("hex")}\n`;
}

/** A realistic tool result of about `size` characters: log lines, a JSON payload, a base64 blob, and a few secrets. */
function toolResult(size: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; length < size; index++) {
    const part =
      index % 50 === 7
        ? `${JSON.stringify({ id: randomUUID(), sha: randomBytes(20).toString("hex"), token_count: index, items: [1, 2, 3] })}\n`
        : index % 200 === 99
          ? `blob=${randomBytes(300).toString("base64")}\n`
          : index % 500 === 250
            ? `GITHUB_TOKEN=${fake.githubToken(String(index))}\n`
            : logLine(index);
    parts.push(part);
    length += part.length;
  }
  return parts.join("").slice(0, size);
}

function time(run: () => void, repeats: number): { wall: number; cpu: number } {
  run();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let index = 0; index < repeats; index++) {
    (globalThis as { gc?: () => void }).gc?.();
    const cpu = process.cpuUsage();
    const started = performance.now();
    run();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { wall: median(walls), cpu: median(cpus) };
}

const loadStarted = performance.now();
detectSecrets("warm up: loads the secretlint preset once");
console.log(`first call (loads the secretlint preset): ${(performance.now() - loadStarted).toFixed(1)} ms\n`);

const big = toolResult(1_000_000);
const small = toolResult(10_000);
const redactor = createRedactor();
const vault = { values: {}, placeholders: {}, counts: {} };
for (const [label, options] of [
  ["loopgate rules + secretlint preset", {}],
  ["loopgate rules only", { secretlint: false }],
] as const) {
  const scan = time(() => detectSecrets(big, options), 9);
  console.log(`1 MB tool result, ${label}: median ${scan.wall.toFixed(1)} ms wall, ${scan.cpu.toFixed(1)} ms CPU (target ≤ 50 ms)`);
}
const typical = time(() => {
  for (let index = 0; index < 100; index++) redactor.redact(small, vault);
}, 9);
console.log(`10 kB tool result, full redaction: ${(typical.wall / 100).toFixed(3)} ms wall, ${(typical.cpu / 100).toFixed(3)} ms CPU per result (target ≤ 1 ms)\n`);

/** A model streaming `words` one every 2 ms. */
function streamingModel(words: number): LanguageModel {
  return {
    provider: "bench",
    modelId: "stream",
    async generate(_request, options) {
      const text: string[] = [];
      for (let index = 0; index < words; index++) {
        const word = index === 20 ? `${fake.githubToken()} ` : `word${index} `;
        text.push(word);
        options?.onDelta?.({ type: "text_delta", text: word });
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return { content: [{ type: "text", text: text.join("") }], stopReason: "end_turn", usage: { inputTokens: 1, outputTokens: words } };
    },
  };
}

async function firstVisibleDelta(redacting: boolean): Promise<{ first: number; total: number }> {
  const registry = createInterceptorRegistry();
  if (redacting) registry.add(secretRedaction());
  let first = Number.NaN;
  const started = performance.now();
  const agent = createAgent({
    model: streamingModel(200),
    registry,
    onEvent: (event) => {
      if (event.type === "model.delta" && Number.isNaN(first)) first = performance.now() - started;
    },
  });
  await agent.run("stream please");
  return { first, total: performance.now() - started };
}

for (const redacting of [false, true]) {
  const runs: { first: number; total: number }[] = [];
  for (let index = 0; index < 5; index++) runs.push(await firstVisibleDelta(redacting));
  const median = (key: "first" | "total") => runs.map((run) => run[key]).sort((a, b) => a - b)[2]!;
  console.log(`streaming 200 words, ${redacting ? "with" : "without"} redaction: first visible delta after ${median("first").toFixed(1)} ms, whole run ${median("total").toFixed(0)} ms`);
}
