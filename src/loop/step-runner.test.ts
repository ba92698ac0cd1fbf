import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { scriptedModel } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { createAgent } from "./agent.js";
import type { StepInfo, StepRunner } from "./step-runner.js";

const echo = defineTool({
  name: "echo",
  description: "Echoes its text.",
  inputSchema: z.object({ text: z.string() }),
  execute: ({ text }) => ({ output: `echo: ${text}` }),
});

describe("stepRunner", () => {
  it("runs every model call and tool execution, and only those, through the runner", async () => {
    const steps: StepInfo[] = [];
    const stepRunner: StepRunner = async (step, call) => {
      steps.push(step);
      return call();
    };
    const model = scriptedModel([{ toolCalls: [{ name: "echo", input: { text: "a" } }, { name: "echo", input: { text: "b" } }] }, { text: "done" }]);
    const agent = createAgent({ model, tools: [echo], registry: createInterceptorRegistry(), stepRunner });
    const result = await agent.run("go", { runId: "run-fixed-id" });
    expect(result.status).toBe("completed");
    expect(result.runId).toBe("run-fixed-id");
    expect(steps.map((step) => `${step.kind}:${step.name}`)).toEqual(["model:scripted:scripted", "tool:echo", "tool:echo", "model:scripted:scripted"]);
  });

  it("a recorded answer replaces the call: the tool does not run again, and hooks still see the result", async () => {
    let executions = 0;
    const counted = defineTool({ name: "count", description: "counts", inputSchema: z.object({}), execute: () => ({ output: `ran ${++executions}` }) });
    const registry = createInterceptorRegistry();
    const seen: string[] = [];
    registry.add({ id: "observe", name: "tool.after", handler: (_input, output) => void seen.push(output.result.output) });
    const replaying: StepRunner = async (step, call) => (step.kind === "tool" ? ({ output: "recorded" } as never) : call());
    const model = scriptedModel([{ toolCalls: [{ name: "count", input: {} }] }, { text: "done" }]);
    const result = await createAgent({ model, tools: [counted], registry, stepRunner: replaying }).run("go");
    expect(result.status).toBe("completed");
    expect(executions).toBe(0);
    expect(seen).toEqual(["recorded"]);
  });
});
