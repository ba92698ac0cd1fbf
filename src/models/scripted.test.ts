import { describe, expect, it } from "vitest";
import { ScriptExhaustedError } from "../errors/index.js";
import { userMessage } from "../messages/content.js";
import { scriptedModel } from "./scripted.js";
import type { ModelDelta, ModelRequest } from "./spec.js";

const request = (text: string): ModelRequest => ({ messages: [userMessage(text)], tools: [], params: { temperature: 0.2 }, system: "sys" });

describe("scriptedModel", () => {
  it("plays turns in order, generating ids and stop reasons, and records every request", async () => {
    const model = scriptedModel([{ toolCalls: [{ name: "read", input: { path: "a" } }] }, { text: "done", usage: { inputTokens: 3, outputTokens: 1 } }]);
    const first = await model.generate(request("one"));
    expect(first.stopReason).toBe("tool_use");
    expect(first.content[0]).toMatchObject({ type: "tool_use", name: "read", input: { path: "a" }, id: expect.any(String) });
    const second = await model.generate(request("two"));
    expect(second).toMatchObject({ stopReason: "end_turn", usage: { inputTokens: 3, outputTokens: 1 }, content: [{ type: "text", text: "done" }] });
    expect(model.calls.map((call) => [call.messages[0]!.content[0], call.params.temperature, call.system])).toEqual([
      [{ type: "text", text: "one" }, 0.2, "sys"],
      [{ type: "text", text: "two" }, 0.2, "sys"],
    ]);
    expect(model.remaining).toBe(0);
  });

  it("calls turn functions with the request and accepts whole responses from them", async () => {
    const model = scriptedModel([
      (req) => ({ text: `you said ${(req.messages[0]!.content[0] as { text: string }).text}` }),
      async () => ({ content: [{ type: "text", text: "raw" }], stopReason: "max_tokens", usage: { inputTokens: 0, outputTokens: 9 } }),
    ]);
    expect((await model.generate(request("hi"))).content).toEqual([{ type: "text", text: "you said hi" }]);
    expect((await model.generate(request("x"))).stopReason).toBe("max_tokens");
  });

  it("streams text as deltas and fails clearly when the script is exhausted", async () => {
    const model = scriptedModel([{ text: "two words" }]);
    const deltas: ModelDelta[] = [];
    await model.generate(request("a"), { onDelta: (delta) => deltas.push(delta) });
    expect(deltas.map((delta) => (delta.type === "text_delta" ? delta.text : "")).join("")).toBe("two words");
    await expect(model.generate(request("b"))).rejects.toThrow(ScriptExhaustedError);
    await expect(model.generate(request("b"))).rejects.toThrow(/called 2 times but the script has 1 turn/);
  });

  it("honours an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(scriptedModel([{ text: "x" }]).generate(request("a"), { signal: controller.signal })).rejects.toThrow();
  });
});
