import type { RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages/messages";
import { describe, expect, it } from "vitest";
import { ModelError } from "../model-error.js";
import { readFixture } from "../__fixtures__/replay-server.js";
import { createAnthropicStreamAssembler, toStopReason } from "./from-anthropic-stream.js";

function events(fixture: string): RawMessageStreamEvent[] {
  return readFixture(fixture)
    .split("\n")
    .filter((line) => line.startsWith("data: "))
    .map((line) => JSON.parse(line.slice(6)) as RawMessageStreamEvent)
    .filter((event) => (event.type as string) !== "ping");
}

describe("createAnthropicStreamAssembler", () => {
  it("throws a retryable error when the stream stops before message_stop", () => {
    const assembler = createAnthropicStreamAssembler("anthropic");
    for (const event of events("anthropic/text.sse").slice(0, 4)) assembler.accept(event);
    let thrown: unknown;
    try {
      assembler.finish("req_x");
    } catch (error) {
      thrown = error;
    }
    expect(ModelError.isInstance(thrown)).toBe(true);
    expect(thrown).toMatchObject({ isRetryable: true, requestId: "req_x" });
  });

  it("keeps usage from message_delta over message_start", () => {
    const assembler = createAnthropicStreamAssembler("anthropic");
    for (const event of events("anthropic/tool-use.sse")) assembler.accept(event);
    expect(assembler.finish().usage).toEqual({ inputTokens: 472, outputTokens: 89 });
  });
});

describe("toStopReason", () => {
  it("maps every Anthropic stop reason", () => {
    expect(["end_turn", "tool_use", "max_tokens", "stop_sequence", "pause_turn", "refusal"].map(toStopReason)).toEqual([
      "end_turn",
      "tool_use",
      "max_tokens",
      "stop_sequence",
      "pause_turn",
      "refusal",
    ]);
    expect(toStopReason("model_context_window_exceeded")).toBe("max_tokens");
    expect(toStopReason("something_new")).toBe("end_turn");
  });
});
