import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import type { AgentEvent } from "../loop/events.js";
import { LoopDecision, LoopInterceptor, type InterceptorContext } from "../loop/loop-interceptor.js";
import type { PreInferenceProcessor, ProcessedMessage } from "../loop/processors/types.js";
import type { Message } from "../messages/types.js";
import type { ModelRequest } from "../models/spec.js";
import { scriptedModel, type ScriptedTurn } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { DEFAULT_MODEL_LIMITS } from "./model-limits.js";
import { TokenAccounting } from "./token-accounting.js";
import { calibratedEstimator } from "./token-estimator.js";

const TURNS = 40;

/** The same message with its tool results' bodies replaced (a valid transcript stays valid). */
function rewritten(message: Message, body: string): Message {
  return { ...message, content: message.content.map((block) => (block.type === "tool_result" ? { ...block, content: body } : block)) };
}

/** Executes the tool calls like the built-in interceptor; at turn 3 it also replaces an earlier message through `context.messages`. */
class RewritingExecutor extends LoopInterceptor {
  readonly name = "rewriting-executor";
  constructor(readonly rewrite: boolean) {
    super();
  }
  async intercept(context: InterceptorContext) {
    if (context.toolCalls.length === 0) return { decision: LoopDecision.COMPLETE };
    await context.executeToolCalls();
    if (this.rewrite && context.iteration === 3) context.messages[2] = rewritten(context.messages[2]!, "replaced by a loop interceptor ".repeat(40));
    return { decision: LoopDecision.CONTINUE };
  }
}

/** Before turns 5 and 9, changes a middle message of the live transcript in place (with a message that is not frozen). */
class InPlaceEditor implements PreInferenceProcessor {
  calls = 0;
  async modify(_original: unknown, prompt: ProcessedMessage): Promise<ProcessedMessage> {
    this.calls++;
    const { messages } = prompt.message;
    if (this.calls === 5) messages[4] = rewritten(messages[4]!, "shortened");
    if (this.calls === 9) messages.splice(1, 2, ...messages.slice(1, 3).map((message) => ({ ...message })));
    return prompt;
  }
}

type Rewriter = "compaction" | "loop interceptor" | "processor" | "hook";

async function runWith(rewriters: readonly Rewriter[]) {
  const read = defineTool({
    name: "read",
    description: "Reads a file.",
    inputSchema: z.object({ path: z.string() }),
    execute: ({ path }) => ({ output: `contents of ${path}: ${"line of text\n".repeat(150)}` }),
  });
  const turns: ScriptedTurn[] = Array.from({ length: TURNS }, (_, index) => ({ toolCalls: [{ name: "read", input: { path: `src/file-${index}.ts` } }], usage: { inputTokens: 0, outputTokens: 10 } }));
  const model = scriptedModel([...turns, { text: "done", usage: { inputTokens: 0, outputTokens: 5 } }]);
  const registry = createInterceptorRegistry();
  if (rewriters.includes("hook")) {
    // A hook that sends a request in which a middle message differs from the transcript's.
    registry.add({
      id: "rewrite-request",
      name: "model.before",
      handler: (input, output) => {
        if (input.iteration !== 7) return;
        const messages = [...output.request.messages];
        messages[2] = rewritten(messages[2]!, "rewritten in the request only ".repeat(60));
        output.request = { ...output.request, messages };
      },
    });
  }
  const agent = createAgent({
    model,
    tools: [read],
    registry,
    maxIterations: TURNS + 5,
    loopInterceptors: [new RewritingExecutor(rewriters.includes("loop interceptor"))],
    ...(rewriters.includes("processor") ? { processors: { preInferenceProcessors: [new InPlaceEditor()] } } : {}),
    ...(rewriters.includes("compaction") ? { compaction: { trigger: 9_000, keep: 6, model: scriptedModel([]) } } : {}),
    modelLimits: { scripted: { contextWindow: 20_000, maxOutputTokens: 1_000 } },
  });
  const run = agent.run("read the files");
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  return { result: await run, events, model };
}

describe("token accounting in a run", () => {
  const cases: Rewriter[][] = [[], ["compaction"], ["loop interceptor"], ["processor"], ["hook"], ["compaction", "loop interceptor", "processor", "hook"]];
  it.each(cases.map((rewriters) => [rewriters.join(", ") || "nothing", rewriters] as const))("every request's estimate is the from-scratch estimate when the transcript is rewritten by: %s", async (_label, rewriters) => {
    const { result, events, model } = await runWith(rewriters);
    expect(result.status).toBe("completed");
    const requests = events.filter((event): event is Extract<AgentEvent, { type: "model.request" }> => event.type === "model.request").map((event) => event.request);
    const estimates = events.flatMap((event) => (event.type === "usage" && event.estimatedInputTokens !== undefined ? [event.estimatedInputTokens] : []));
    expect(requests).toHaveLength(TURNS + 1);
    // No report of input tokens: no correction, so the run's estimate is the raw one.
    const fromScratch = (request: ModelRequest) => new TokenAccounting(calibratedEstimator, DEFAULT_MODEL_LIMITS).rawRequestTokens(request);
    expect(estimates).toEqual(requests.map(fromScratch));
    // Each rewriter did rewrite.
    const sent = (index: number) => JSON.stringify(requests[index]!.messages);
    if (rewriters.includes("compaction")) expect(events.some((event) => event.type === "compaction" && event.status === "cleared")).toBe(true);
    if (rewriters.includes("loop interceptor")) expect(sent(3)).toContain("replaced by a loop interceptor");
    if (rewriters.includes("processor")) expect(sent(4)).toContain("shortened");
    if (rewriters.includes("hook")) expect(sent(6)).toContain("rewritten in the request only");
    // What the model received is frozen through and through, whatever a processor put into the transcript.
    for (const call of model.calls) for (const message of call.messages) expect(Object.isFrozen(message) && Object.isFrozen(message.content) && message.content.every((block) => Object.isFrozen(block))).toBe(true);
  });
});
