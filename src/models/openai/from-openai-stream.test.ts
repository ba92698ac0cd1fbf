import type { ChatCompletionChunk } from "openai/resources/chat/completions/completions";
import { describe, expect, it } from "vitest";
import { ModelError } from "../model-error.js";
import { invalidToolArguments } from "../../messages/tool-arguments.js";
import { createOpenAIStreamAssembler, toStopReason, toUsage } from "./from-openai-stream.js";

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): ChatCompletionChunk {
  return {
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: 0,
    model: "m",
    choices: [{ index: 0, delta, finish_reason: finishReason as ChatCompletionChunk.Choice["finish_reason"] }],
  };
}

describe("createOpenAIStreamAssembler", () => {
  it("starts a new call when a server reuses an index with a new id", () => {
    const assembler = createOpenAIStreamAssembler("vllm");
    assembler.accept(chunk({ tool_calls: [{ index: 0, id: "call_a", function: { name: "read", arguments: '{"path":"a"}' } }] }));
    assembler.accept(chunk({ tool_calls: [{ index: 0, id: "call_b", function: { name: "read", arguments: '{"path":"b"}' } }] }));
    assembler.accept(chunk({}, "tool_calls"));
    expect(assembler.finish().content).toEqual([
      { type: "tool_use", id: "call_a", name: "read", input: { path: "a" } },
      { type: "tool_use", id: "call_b", name: "read", input: { path: "b" } },
    ]);
  });

  it("makes up an id when the server sends none, and keeps bad arguments recognisable", () => {
    const assembler = createOpenAIStreamAssembler("llama.cpp");
    const deltas = assembler.accept(chunk({ tool_calls: [{ index: 0, function: { name: "exec", arguments: "{command: ls}" } }] }));
    assembler.accept(chunk({}, "tool_calls"));
    const [call] = assembler.finish().content;
    expect(call).toMatchObject({ type: "tool_use", name: "exec" });
    const id = call?.type === "tool_use" ? call.id : "";
    expect(id).toMatch(/^call_[0-9a-f]{24}$/);
    expect(deltas).toEqual([{ type: "tool_input_delta", toolCallId: id, name: "exec", partialJson: "{command: ls}" }]);
    expect(invalidToolArguments(call?.type === "tool_use" ? call.input : undefined)).toMatchObject({ raw: "{command: ls}" });
  });

  it("streams reasoning_content as thinking and a refusal as text", () => {
    const assembler = createOpenAIStreamAssembler("deepseek");
    expect(assembler.accept(chunk({ reasoning_content: "Think." }))).toEqual([{ type: "thinking_delta", thinking: "Think." }]);
    expect(assembler.accept(chunk({ refusal: "I can't help with that." }, "content_filter"))).toEqual([{ type: "text_delta", text: "I can't help with that." }]);
    expect(assembler.finish()).toMatchObject({
      stopReason: "refusal",
      content: [{ type: "thinking", thinking: "Think." }, { type: "text", text: "I can't help with that." }],
    });
  });

  it("throws a retryable error when no finish_reason arrived", () => {
    const assembler = createOpenAIStreamAssembler("openai");
    assembler.accept(chunk({ content: "Hel" }));
    expect(() => assembler.finish()).toThrow(ModelError);
  });
});

describe("toStopReason", () => {
  it("maps finish reasons, letting tool calls win over stop", () => {
    expect(toStopReason("stop", false)).toBe("end_turn");
    expect(toStopReason("stop", true)).toBe("tool_use");
    expect(toStopReason("length", true)).toBe("max_tokens");
    expect(toStopReason("tool_calls", true)).toBe("tool_use");
    expect(toStopReason("function_call", false)).toBe("tool_use");
    expect(toStopReason("content_filter", false)).toBe("refusal");
    expect(toStopReason("eos", false)).toBe("end_turn");
  });
});

describe("toUsage", () => {
  it("separates cached and cache-written prompt tokens", () => {
    expect(toUsage({ prompt_tokens: 1000, completion_tokens: 5, total_tokens: 1005, prompt_tokens_details: { cached_tokens: 600, cache_write_tokens: 100 } })).toEqual({
      inputTokens: 300,
      outputTokens: 5,
      cacheReadTokens: 600,
      cacheWriteTokens: 100,
    });
    expect(toUsage(undefined)).toEqual({ inputTokens: 0, outputTokens: 0 });
  });
});
