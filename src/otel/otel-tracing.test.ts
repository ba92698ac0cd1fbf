import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import * as incubating from "@opentelemetry/semantic-conventions/incubating";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { createAgent } from "../loop/agent.js";
import type { AgentEvent } from "../loop/events.js";
import { scriptedModel } from "../models/scripted.js";
import { defineTool } from "../tools/define-tool.js";
import { GEN_AI, GEN_AI_OPERATIONS } from "./gen-ai-attributes.js";
import { createOtelTracing } from "./otel-tracing.js";
import { startOtlpTracing, tracesUrl } from "./otlp-tracing.js";

const exec = defineTool({
  name: "exec",
  description: "Runs a command.",
  inputSchema: z.object({ command: z.string(), timeout: z.number().optional() }),
  execute: ({ command }) => ({ output: `ran ${command}`, details: { exitCode: 0 } }),
});

/** An agent whose run makes a blocked call, an approved call with rewritten arguments, and ends. */
function tracedAgent(onEvent: (event: AgentEvent) => void) {
  const registry = createInterceptorRegistry();
  registry.add([
    {
      id: "test:no-rm",
      name: "tool.before",
      priority: 10,
      handler: (_input, output) => {
        if (String(output.args.command).startsWith("rm")) Object.assign(output, { block: true, blockReason: "no rm", blockRule: "fs.rm" });
      },
    },
    {
      id: "test:timeout",
      name: "tool.before",
      handler: (_input, output) => {
        output.args = { ...output.args, timeout: 30 };
      },
    },
    {
      id: "test:ask-curl",
      name: "tool.before",
      priority: -1,
      handler: (_input, output) => {
        if (String(output.args.command).startsWith("curl")) output.ask = { reason: "network", rule: "net.curl" };
      },
    },
  ]);
  return createAgent({
    id: "coder",
    model: scriptedModel(
      [
        { toolCalls: [{ id: "c1", name: "exec", input: { command: "rm -rf build" } }], usage: { inputTokens: 100, outputTokens: 10, cacheReadTokens: 40 } },
        { toolCalls: [{ id: "c2", name: "exec", input: { command: "curl example.com" } }], usage: { inputTokens: 120, outputTokens: 12 } },
        { text: "done", usage: { inputTokens: 150, outputTokens: 5 } },
      ],
      { provider: "anthropic", modelId: "claude-test" },
    ),
    tools: [exec],
    registry,
    onApproval: () => "allow",
    onEvent,
  });
}

const byName = (spans: readonly ReadableSpan[], name: string) => spans.filter((span) => span.name === name);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("createOtelTracing", () => {
  let provider: BasicTracerProvider | undefined;
  afterEach(async () => provider?.shutdown());

  it("uses the GenAI semantic convention names of @opentelemetry/semantic-conventions/incubating", () => {
    expect(GEN_AI.OPERATION_NAME).toBe(incubating.ATTR_GEN_AI_OPERATION_NAME);
    expect(GEN_AI.PROVIDER_NAME).toBe(incubating.ATTR_GEN_AI_PROVIDER_NAME);
    expect(GEN_AI.REQUEST_MODEL).toBe(incubating.ATTR_GEN_AI_REQUEST_MODEL);
    expect(GEN_AI.RESPONSE_MODEL).toBe(incubating.ATTR_GEN_AI_RESPONSE_MODEL);
    expect(GEN_AI.RESPONSE_FINISH_REASONS).toBe(incubating.ATTR_GEN_AI_RESPONSE_FINISH_REASONS);
    expect(GEN_AI.USAGE_INPUT_TOKENS).toBe(incubating.ATTR_GEN_AI_USAGE_INPUT_TOKENS);
    expect(GEN_AI.USAGE_OUTPUT_TOKENS).toBe(incubating.ATTR_GEN_AI_USAGE_OUTPUT_TOKENS);
    expect(GEN_AI.USAGE_CACHE_READ_INPUT_TOKENS).toBe(incubating.ATTR_GEN_AI_USAGE_CACHE_READ_INPUT_TOKENS);
    expect(GEN_AI.USAGE_CACHE_CREATION_INPUT_TOKENS).toBe(incubating.ATTR_GEN_AI_USAGE_CACHE_CREATION_INPUT_TOKENS);
    expect(GEN_AI.TOOL_NAME).toBe(incubating.ATTR_GEN_AI_TOOL_NAME);
    expect(GEN_AI.TOOL_CALL_ID).toBe(incubating.ATTR_GEN_AI_TOOL_CALL_ID);
    expect(GEN_AI.TOOL_CALL_ARGUMENTS).toBe(incubating.ATTR_GEN_AI_TOOL_CALL_ARGUMENTS);
    expect(GEN_AI.TOOL_CALL_RESULT).toBe(incubating.ATTR_GEN_AI_TOOL_CALL_RESULT);
    expect(GEN_AI.AGENT_NAME).toBe(incubating.ATTR_GEN_AI_AGENT_NAME);
    expect(GEN_AI.CONVERSATION_ID).toBe(incubating.ATTR_GEN_AI_CONVERSATION_ID);
    expect(GEN_AI.INPUT_MESSAGES).toBe(incubating.ATTR_GEN_AI_INPUT_MESSAGES);
    expect(GEN_AI.OUTPUT_MESSAGES).toBe(incubating.ATTR_GEN_AI_OUTPUT_MESSAGES);
    expect(GEN_AI_OPERATIONS.INVOKE_AGENT).toBe(incubating.GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT);
    expect(GEN_AI_OPERATIONS.CHAT).toBe(incubating.GEN_AI_OPERATION_NAME_VALUE_CHAT);
    expect(GEN_AI_OPERATIONS.EXECUTE_TOOL).toBe(incubating.GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL);
  });

  it("makes a span tree invoke_agent → chat / execute_tool with GenAI attributes and decisions as events", async () => {
    const exporter = new InMemorySpanExporter();
    provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const tracing = createOtelTracing({ tracerProvider: provider });
    const result = await tracedAgent((event) => tracing.record(event)).run("clean up", { threadId: "thread-1" });
    expect(result.status).toBe("completed");
    const spans = exporter.getFinishedSpans();

    const [run] = byName(spans, "invoke_agent coder");
    expect(run).toBeDefined();
    expect(parentOf(run!)).toBeUndefined();
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    expect(run!.attributes).toMatchObject({
      "gen_ai.operation.name": "invoke_agent",
      "gen_ai.agent.name": "coder",
      "gen_ai.conversation.id": "thread-1",
      "gen_ai.provider.name": "anthropic",
      "gen_ai.usage.input_tokens": 370,
      "gen_ai.usage.output_tokens": 27,
      "loopgate.run.id": result.runId,
      "loopgate.run.status": "completed",
      "loopgate.run.iterations": 3,
    });
    expect(run!.events.filter((event) => event.name === "loopgate.loop_decision").map((event) => event.attributes?.["loopgate.decision"])).toEqual(["continue", "continue", "complete"]);

    const chats = byName(spans, "chat claude-test");
    expect(chats).toHaveLength(3);
    for (const chat of chats) expect(parentOf(chat)).toBe(run!.spanContext().spanId);
    expect(chats[0]!.kind).toBe(2); // CLIENT
    expect(chats[0]!.attributes).toMatchObject({
      "gen_ai.operation.name": "chat",
      "gen_ai.provider.name": "anthropic",
      "gen_ai.request.model": "claude-test",
      "gen_ai.usage.input_tokens": 100,
      "gen_ai.usage.output_tokens": 10,
      "gen_ai.usage.cache_read.input_tokens": 40,
      "gen_ai.response.finish_reasons": ["tool_use"],
    });
    expect(chats[2]!.attributes["gen_ai.response.finish_reasons"]).toEqual(["end_turn"]);

    const tools = byName(spans, "execute_tool exec");
    expect(tools.map((span) => span.attributes["gen_ai.tool.call.id"])).toEqual(["c1", "c2"]);
    for (const tool of tools) expect(parentOf(tool)).toBe(run!.spanContext().spanId);
    const [blocked, allowed] = tools as [ReadableSpan, ReadableSpan];
    expect(blocked.attributes).toMatchObject({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "exec",
      "loopgate.tool.status": "blocked",
      "loopgate.tool.blocked": true,
      "loopgate.tool.blocked_by": "test:no-rm",
      "loopgate.rule": "fs.rm",
      "error.type": "blocked",
    });
    expect(blocked.status.code).toBe(2); // ERROR
    expect(blocked.events.map((event) => [event.name, event.attributes])).toEqual([
      ["loopgate.interceptor", { "loopgate.hook": "tool.before", "loopgate.interceptor.id": "test:no-rm", "loopgate.decision": "blocked", "loopgate.rule": "fs.rm", "loopgate.reason": "no rm" }],
    ]);
    expect(allowed.attributes).toMatchObject({ "loopgate.tool.status": "ok", "loopgate.tool.exit_code": 0 });
    expect(allowed.status.code).toBe(0);
    expect(allowed.events.map((event) => `${event.name} ${String(event.attributes?.["loopgate.interceptor.id"] ?? event.attributes?.["loopgate.approval"])} ${String(event.attributes?.["loopgate.decision"] ?? "")}`)).toEqual([
      "loopgate.interceptor test:timeout args_mutated",
      "loopgate.interceptor test:ask-curl ask",
      "loopgate.approval allow ",
    ]);
    // No content without opting in.
    for (const span of spans) {
      expect(Object.keys(span.attributes).filter((key) => /messages|arguments|result|instructions/.test(key))).toEqual([]);
    }
  });

  it("records messages, arguments and results only with captureContent", async () => {
    const exporter = new InMemorySpanExporter();
    provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const tracing = createOtelTracing({ tracer: provider.getTracer("t"), captureContent: true });
    await tracedAgent((event) => tracing.record(event)).run("clean up");
    const spans = exporter.getFinishedSpans();
    const allowed = byName(spans, "execute_tool exec")[1]!;
    expect(JSON.parse(String(allowed.attributes["gen_ai.tool.call.arguments"]))).toEqual({ command: "curl example.com", timeout: 30 });
    expect(allowed.attributes["gen_ai.tool.call.result"]).toBe("ran curl example.com");
    const chat = byName(spans, "chat claude-test")[0]!;
    expect(JSON.parse(String(chat.attributes["gen_ai.input.messages"]))[0]).toMatchObject({ role: "user" });
    expect(chat.attributes["gen_ai.output.messages"]).toContain("rm -rf build");
  });

  it("marks a response a model.before interceptor gave, and records model.after decisions and failures on the chat span", async () => {
    const exporter = new InMemorySpanExporter();
    provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const tracing = createOtelTracing({ tracerProvider: provider });
    const registry = createInterceptorRegistry();
    registry.add([
      {
        id: "test:cache",
        name: "model.before",
        handler: (_input, output) => {
          output.response = { content: [{ type: "text", text: "cached" }], stopReason: "end_turn", usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 9, cacheWriteTokens: 3 } };
        },
      },
      {
        id: "test:broken-after",
        name: "model.after",
        onError: "continue",
        handler: () => {
          throw new Error("after failed");
        },
      },
    ]);
    const result = await createAgent({ model: scriptedModel([{ text: "never asked" }], { provider: "p", modelId: "m" }), registry, onEvent: (event) => tracing.record(event) }).run("x");
    expect(result.text).toBe("cached");
    const spans = exporter.getFinishedSpans();
    const [chat] = byName(spans, "chat m");
    expect(chat!.attributes).toMatchObject({
      "loopgate.model.synthetic": true,
      "gen_ai.response.finish_reasons": ["end_turn"],
      "gen_ai.usage.cache_read.input_tokens": 9,
      "gen_ai.usage.cache_creation.input_tokens": 3,
    });
    expect(chat!.events.map((event) => event.attributes)).toEqual([
      { "loopgate.hook": "model.after", "loopgate.interceptor.id": "test:broken-after", "loopgate.decision": "error", "loopgate.reason": expect.stringContaining("after failed"), "loopgate.policy": "continue" },
    ]);
    const [run] = byName(spans, "invoke_agent main");
    expect(run!.events.filter((event) => event.name === "loopgate.interceptor").map((event) => event.attributes)).toEqual([
      { "loopgate.hook": "model.before", "loopgate.interceptor.id": "test:cache", "loopgate.decision": "synthetic_response" },
    ]);
  });

  it("marks a failed run and its unanswered model call as errors", async () => {
    const exporter = new InMemorySpanExporter();
    provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const tracing = createOtelTracing({ tracerProvider: provider });
    const broken = { provider: "broken", modelId: "b-1", generate: () => Promise.reject(new Error("connection reset")) };
    await createAgent({ model: broken, registry: createInterceptorRegistry(), onEvent: (event) => tracing.record(event) }).run("x");
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => [span.name, span.status.code, span.attributes["error.type"]])).toEqual([
      ["chat b-1", 2, "ModelError"],
      ["invoke_agent main", 2, "ModelError"],
    ]);
  });
});

describe("startOtlpTracing", () => {
  it("sends the spans over OTLP/HTTP to a receiver on 127.0.0.1", async () => {
    const bodies: Array<{ url: string; contentType: string; body: OtlpBody }> = [];
    const server = createServer((request, response) => {
      void readBody(request).then((text) => {
        bodies.push({ url: request.url ?? "", contentType: String(request.headers["content-type"]), body: JSON.parse(text) as OtlpBody });
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const otlp = await startOtlpTracing({ endpoint: `http://127.0.0.1:${port}`, headers: { "x-api-key": "k" } });
      expect(otlp.url).toBe(`http://127.0.0.1:${port}/v1/traces`);
      await tracedAgent((event) => otlp.tracing.record(event)).run("clean up");
      expect(await otlp.shutdown()).toEqual({});
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies[0]!.url).toBe("/v1/traces");
      expect(bodies[0]!.contentType).toBe("application/json");
      const resource = bodies[0]!.body.resourceSpans[0]!.resource;
      expect(resource.attributes).toContainEqual({ key: "service.name", value: { stringValue: "loopgate" } });
      const spans = bodies.flatMap((entry) => entry.body.resourceSpans.flatMap((resourceSpans) => resourceSpans.scopeSpans.flatMap((scope) => scope.spans)));
      expect(spans.map((span) => span.name).sort()).toEqual(["chat claude-test", "chat claude-test", "chat claude-test", "execute_tool exec", "execute_tool exec", "invoke_agent coder"]);
      const run = spans.find((span) => span.name === "invoke_agent coder")!;
      const blocked = spans.find((span) => span.name === "execute_tool exec" && span.attributes.some((attribute) => attribute.key === "loopgate.tool.blocked"))!;
      expect(blocked.parentSpanId).toBe(run.spanId);
      expect(blocked.attributes).toContainEqual({ key: "gen_ai.tool.call.id", value: { stringValue: "c1" } });
      expect(blocked.events.map((event) => event.name)).toEqual(["loopgate.interceptor"]);
      expect(run.attributes).toContainEqual({ key: "gen_ai.usage.input_tokens", value: { intValue: 370 } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("reports an endpoint nobody listens on when it shuts down, and refuses a URL that is not http", async () => {
    const otlp = await startOtlpTracing({ endpoint: "http://127.0.0.1:9/", timeoutMs: 1_000 });
    await tracedAgent((event) => otlp.tracing.record(event)).run("x");
    expect((await otlp.shutdown()).failure).toMatch(/ECONNREFUSED|connect/);
    expect(() => tracesUrl("grpc://127.0.0.1:4317")).toThrow(/must be an http:\/\/ or https:\/\/ URL/);
    expect(() => tracesUrl("not a url")).toThrow(/is not a URL/);
    expect(tracesUrl("https://otel.example.com/v1/traces")).toBe("https://otel.example.com/v1/traces");
    expect(tracesUrl("https://otel.example.com/api/")).toBe("https://otel.example.com/api/v1/traces");
  });
});

interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}
interface OtlpBody {
  resourceSpans: Array<{
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: Array<{ spans: Array<{ name: string; spanId: string; parentSpanId?: string; attributes: OtlpAttribute[]; events: Array<{ name: string }> }> }>;
  }>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
