import { afterEach, describe, expect, it } from "vitest";
import { userMessage } from "../../messages/content.js";
import type { Message, ToolResultBlock } from "../../messages/types.js";
import { anthropic } from "../anthropic/anthropic-model.js";
import { openai } from "../openai/openai-model.js";
import type { ModelResponse } from "../spec.js";
import type { ReplayServer } from "../__fixtures__/replay-server.js";
import { readFixture, startReplayServer } from "../__fixtures__/replay-server.js";

let servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

function answerAll(response: ModelResponse): Message {
  const results: ToolResultBlock[] = response.content
    .filter((block) => block.type === "tool_use")
    .map((block) => ({ type: "tool_result", toolUseId: block.type === "tool_use" ? block.id : "", content: `result of ${block.type === "tool_use" ? block.name : ""}` }));
  return { role: "user", content: results, timestamp: new Date() };
}

const tools = [
  { name: "read", description: "Read a file", inputSchema: { type: "object", properties: { path: { type: "string" } } } },
  { name: "exec", description: "Run a command", inputSchema: { type: "object", properties: { command: { type: "string" } } } },
];

describe("a transcript moves between providers", () => {
  it("goes Anthropic → OpenAI → Anthropic with content converted and tool ids preserved", async () => {
    const claudeServer = await startReplayServer([
      { sse: readFixture("anthropic/thinking.sse") },
      { sse: readFixture("anthropic/tool-use.sse") },
      { sse: readFixture("anthropic/text.sse") },
    ]);
    const gptServer = await startReplayServer([{ sse: readFixture("openai/tool-calls.sse") }]);
    servers.push(claudeServer, gptServer);
    const claude = anthropic({ model: "claude-sonnet-4-6", apiKey: "k", baseURL: claudeServer.url, env: {}, promptCaching: false });
    const gpt = openai({ model: "gpt-4.1", apiKey: "k", baseURL: `${gptServer.url}/v1`, env: {} });

    const transcript: Message[] = [userMessage("What is 27 * 453?")];
    const thought = await claude.generate({ messages: transcript, tools, params: { thinkLevel: "low" } });
    transcript.push({ role: "assistant", content: thought.content, timestamp: new Date() }, userMessage("Now look at the code."));
    const claudeCalls = await claude.generate({ messages: transcript, tools, params: {} });
    transcript.push({ role: "assistant", content: claudeCalls.content, timestamp: new Date() }, answerAll(claudeCalls));

    const gptCalls = await gpt.generate({ messages: transcript, tools, params: {} });
    expect((gptServer.requests[0]!.body as { messages: unknown }).messages).toEqual([
      { role: "user", content: "What is 27 * 453?" },
      { role: "assistant", content: "27 * 453 = 12,231" },
      { role: "user", content: "Now look at the code." },
      {
        role: "assistant",
        content: "Let me check both files.",
        tool_calls: [
          { id: "toolu_01T1x1fJ34qAmk2tNTrN7Up6", type: "function", function: { name: "read", arguments: '{"path":"src/main.ts"}' } },
          { id: "toolu_01GmYZ9Zp7VYD1WjxnA9kXzD", type: "function", function: { name: "exec", arguments: '{"command":"ls -la","timeoutMs":5000}' } },
        ],
      },
      { role: "tool", tool_call_id: "toolu_01T1x1fJ34qAmk2tNTrN7Up6", content: "result of read" },
      { role: "tool", tool_call_id: "toolu_01GmYZ9Zp7VYD1WjxnA9kXzD", content: "result of exec" },
    ]);

    transcript.push({ role: "assistant", content: gptCalls.content, timestamp: new Date() }, answerAll(gptCalls));
    await claude.generate({ messages: transcript, tools, params: {} });
    const sent = (claudeServer.requests[2]!.body as { messages: Array<{ role: string; content: unknown[] }> }).messages;
    expect(sent.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant", "user"]);
    expect(sent[1]!.content[0]).toMatchObject({ type: "thinking", signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds" });
    expect(sent[5]!.content).toEqual([
      { type: "tool_use", id: "call_DdmO9pD3xa9XTPNJ32zg2hcA", name: "read", input: { path: "src/main.ts" } },
      { type: "tool_use", id: "call_ABPCr4JXtovDbpJwc8P4rsvH", name: "exec", input: { command: "ls -la", timeoutMs: 5000 } },
    ]);
    expect(sent[6]!.content).toEqual([
      { type: "tool_result", tool_use_id: "call_DdmO9pD3xa9XTPNJ32zg2hcA", content: "result of read" },
      { type: "tool_result", tool_use_id: "call_ABPCr4JXtovDbpJwc8P4rsvH", content: "result of exec" },
    ]);
  });

  it("sends OpenAI reasoning (no signature) to Anthropic without the thinking block", async () => {
    const ollamaServer = await startReplayServer([{ sse: readFixture("openai/ollama-reasoning-tools.sse") }]);
    const claudeServer = await startReplayServer([{ sse: readFixture("anthropic/text.sse") }]);
    servers.push(ollamaServer, claudeServer);
    const local = openai({ model: "qwen3:8b", baseURL: `${ollamaServer.url}/v1`, env: {}, provider: "ollama" });
    const claude = anthropic({ model: "claude-sonnet-4-6", apiKey: "k", baseURL: claudeServer.url, env: {}, promptCaching: false });

    const transcript: Message[] = [userMessage("Weather in Paris?")];
    const calls = await local.generate({ messages: transcript, tools, params: {} });
    transcript.push({ role: "assistant", content: calls.content, timestamp: new Date() }, answerAll(calls));
    await claude.generate({ messages: transcript, tools, params: {} });
    const sent = (claudeServer.requests[0]!.body as { messages: Array<{ content: unknown[] }> }).messages;
    expect(sent[1]!.content).toEqual([{ type: "tool_use", id: "call_x8gmoqjt", name: "get_weather", input: { city: "Paris" } }]);
    expect(sent[2]!.content).toEqual([{ type: "tool_result", tool_use_id: "call_x8gmoqjt", content: "result of get_weather" }]);
  });
});
