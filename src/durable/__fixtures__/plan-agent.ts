import { appendFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { createInterceptorRegistry } from "../../interceptors/registry.js";
import type { AgentOptions } from "../../loop/agent.js";
import type { Message } from "../../messages/types.js";
import type { LanguageModel, ModelRequest, ModelResponse } from "../../models/spec.js";
import { defineTool } from "../../tools/define-tool.js";

/**
 * A test agent whose model follows the plan written in the task, one tool call per turn:
 * "mark(a) slow(s) guarded(g)" calls `mark` with a, then `slow` with s, then `guarded` with g, then
 * answers "done". It decides from the transcript alone (how many tool results it holds), so a run
 * replayed in a new process asks it the same things and it answers the same way. Every tool counts
 * its executions as lines in `<countDir>/<name>.count`.
 */
export function planAgentOptions(countDir: string, options: { slowMs?: number } = {}): AgentOptions {
  const count = (name: string, suffix = "count") => appendFileSync(path.join(countDir, `${name}.${suffix}`), `${process.pid}\n`);
  const mark = defineTool({
    name: "mark",
    description: "Records one execution.",
    inputSchema: z.object({ name: z.string() }),
    execute: ({ name }) => {
      count(name);
      return { output: `marked ${name}` };
    },
  });
  const slow = defineTool({
    name: "slow",
    description: "Records its start, waits, then records one finished execution.",
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => {
      count(name, "started");
      await sleep(options.slowMs ?? 3_000);
      count(name);
      return { output: `slow ${name} finished` };
    },
  });
  const guarded = defineTool({
    name: "guarded",
    description: "Needs a person's approval; records one execution.",
    inputSchema: z.object({ name: z.string() }),
    execute: ({ name }) => {
      count(name);
      return { output: `guarded ${name} ran` };
    },
  });
  const registry = createInterceptorRegistry();
  registry.addToolNames(["mark", "slow", "guarded"]);
  registry.add({
    id: "test:ask-for-guarded",
    name: "tool.before",
    toolMatcher: /^guarded$/,
    handler: (_input, output) => {
      output.ask = { reason: "guarded calls need a person", rule: "test.guarded" };
    },
  });
  return { model: planModel(), tools: [mark, slow, guarded], registry, maxIterations: 20 };
}

function planModel(): LanguageModel {
  return {
    provider: "plan",
    modelId: "plan",
    async generate(request: ModelRequest): Promise<ModelResponse> {
      const task = textOfFirstUser(request.messages);
      const plan = [...task.matchAll(/(\w+)\((\w+)\)/g)].map((match) => ({ tool: match[1]!, name: match[2]! }));
      const done = request.messages.flatMap((message) => message.content).filter((block) => block.type === "tool_result").length;
      const next = plan[done];
      if (!next) return { content: [{ type: "text", text: `done: ${task}` }], stopReason: "end_turn", usage: { inputTokens: 1, outputTokens: 1 } };
      return {
        content: [{ type: "tool_use", id: `call-${done}-${next.name}`, name: next.tool, input: { name: next.name } }],
        stopReason: "tool_use",
        usage: { inputTokens: 1, outputTokens: 1 },
      };
    },
  };
}

function textOfFirstUser(messages: readonly Message[]): string {
  const first = messages.find((message) => message.role === "user");
  return (first?.content ?? []).map((block) => (block.type === "text" ? block.text : "")).join("");
}
