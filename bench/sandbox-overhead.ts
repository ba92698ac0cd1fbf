/**
 * What the OS sandbox adds to each `exec` call: the same trivial command through the real tool with
 * `sandbox: "off"` and `sandbox: "required"`, alternated, per-call medians compared. Target: under
 * 30 ms added per command.
 *
 *   node --import tsx bench/sandbox-overhead.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execTool } from "../src/tools/builtin/exec/index.js";
import { probeSandbox } from "../src/tools/sandbox/probe-sandbox.js";
import type { ToolContext } from "../src/tools/types.js";
import { createWorkspace } from "../src/tools/workspace.js";

const CALLS_PER_ROUND = 40;
const ROUNDS = 5;
const TARGET_MS = 30;

const availability = await probeSandbox();
if (!availability.available) {
  console.error(`The sandbox cannot run here: ${availability.reason}`);
  process.exit(1);
}

const root = mkdtempSync(path.join(tmpdir(), "loopgate-bench-sandbox-"));
const workspace = createWorkspace(root);
const silent = () => undefined;
const context: ToolContext = {
  signal: new AbortController().signal,
  toolCallId: "bench",
  toolName: "exec",
  agentId: "bench",
  threadId: "bench",
  runId: "bench",
  cwd: root,
  logger: { debug: silent, info: silent, warn: silent, error: silent },
};
const tools = { off: execTool(workspace, { sandbox: "off" }), required: execTool(workspace, { sandbox: "required" }) };

async function perCall(mode: keyof typeof tools): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < CALLS_PER_ROUND; call++) {
    const started = process.hrtime.bigint();
    const result = await tools[mode].execute({ command: "true" }, context);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    const sandboxed = (result.details as { sandboxed?: boolean } | undefined)?.sandboxed;
    if (result.isError || sandboxed !== (mode === "required")) throw new Error(`unexpected result (${mode}): ${result.output}`);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

try {
  // Warm up both paths (module loading, the probe, the file cache), then alternate so neither is favoured.
  await perCall("off");
  await perCall("required");
  const samples = { off: [] as number[], required: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    samples.off.push(...(await perCall("off")));
    samples.required.push(...(await perCall("required")));
  }
  const off = median(samples.off);
  const sandboxed = median(samples.required);
  const added = sandboxed - off;
  console.log(`exec "true", ${samples.off.length} calls each (median, p95):`);
  console.log(`  without the sandbox  ${off.toFixed(2)} ms, ${percentile95(samples.off).toFixed(2)} ms`);
  console.log(`  with the sandbox     ${sandboxed.toFixed(2)} ms, ${percentile95(samples.required).toFixed(2)} ms`);
  console.log(`  added per command    ${added.toFixed(2)} ms (target: under ${TARGET_MS} ms) ${added < TARGET_MS ? "✔" : "✘"}`);
  process.exitCode = added < TARGET_MS ? 0 : 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
