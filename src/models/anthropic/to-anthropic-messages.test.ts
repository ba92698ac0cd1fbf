import { describe, expect, it } from "vitest";
import type { Message } from "../../messages/types.js";
import { toAnthropicMessages, toAnthropicToolId, toAnthropicTools } from "./to-anthropic-messages.js";

const at = new Date();
const user = (...content: Message["content"]): Message => ({ role: "user", content, timestamp: at });
const assistant = (...content: Message["content"]): Message => ({ role: "assistant", content, timestamp: at });

describe("toAnthropicMessages", () => {
  it("merges consecutive messages of one role and puts tool results first", () => {
    const messages = toAnthropicMessages([
      user({ type: "text", text: "one" }),
      user({ type: "text", text: "two" }),
      assistant({ type: "tool_use", id: "toolu_1", name: "exec", input: { command: "ls" } }),
      user({ type: "text", text: "note" }),
      user({ type: "tool_result", toolUseId: "toolu_1", content: "a b" }),
    ]);
    expect(messages).toEqual([
      { role: "user", content: [{ type: "text", text: "one" }, { type: "text", text: "two" }] },
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "exec", input: { command: "ls" } }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "a b" }, { type: "text", text: "note" }] },
    ]);
  });

  it("drops what the API refuses: empty text, unsigned thinking, and messages left empty", () => {
    const messages = toAnthropicMessages([
      user({ type: "text", text: "hi" }),
      assistant({ type: "thinking", thinking: "from another provider" }, { type: "text", text: "" }),
      user({ type: "text", text: "again" }),
    ]);
    expect(messages).toEqual([{ role: "user", content: [{ type: "text", text: "hi" }, { type: "text", text: "again" }] }]);
  });

  it("maps images, by data or URL, and describes unsupported image types", () => {
    const messages = toAnthropicMessages([
      user(
        { type: "image", source: { type: "base64", mediaType: "image/png", data: "iVBORw0" } },
        { type: "image", source: { type: "url", url: "https://example.com/a.jpg" } },
        { type: "image", source: { type: "base64", mediaType: "image/tiff", data: "SUkq" } },
      ),
    ]);
    expect(messages[0]!.content).toEqual([
      { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0" } },
      { type: "image", source: { type: "url", url: "https://example.com/a.jpg" } },
      { type: "text", text: "[image of unsupported type image/tiff omitted]" },
    ]);
  });

  it("maps tool ids the API would refuse the same way in calls and results", () => {
    const messages = toAnthropicMessages([
      user({ type: "text", text: "go" }),
      assistant({ type: "tool_use", id: "functions.get_weather:0", name: "get_weather", input: {} }),
      user({ type: "tool_result", toolUseId: "functions.get_weather:0", content: "sunny", isError: false }),
    ]);
    expect(messages[1]!.content).toEqual([{ type: "tool_use", id: "functions_get_weather_0", name: "get_weather", input: {} }]);
    expect(messages[2]!.content).toEqual([{ type: "tool_result", tool_use_id: "functions_get_weather_0", content: "sunny" }]);
    expect(toAnthropicToolId("toolu_01AbC-9")).toBe("toolu_01AbC-9");
  });

  it("trims trailing whitespace from a final assistant prefill", () => {
    const messages = toAnthropicMessages([user({ type: "text", text: "hi" }), assistant({ type: "text", text: "Sure, \n" })]);
    expect(messages[1]).toEqual({ role: "assistant", content: [{ type: "text", text: "Sure," }] });
  });

  it("does not modify the transcript it converts", () => {
    const transcript = [user({ type: "text", text: "a" }), user({ type: "text", text: "b" })];
    const copy = structuredClone(transcript);
    toAnthropicMessages(transcript);
    expect(transcript).toEqual(copy);
  });
});

describe("toAnthropicTools", () => {
  it("converts specs and marks only the last tool for caching", () => {
    const specs = [
      { name: "a", description: "A", inputSchema: { type: "object", properties: {} } },
      { name: "b", description: "B", inputSchema: { properties: { x: { type: "string" } } } },
    ];
    expect(toAnthropicTools(specs, true)).toEqual([
      { name: "a", description: "A", input_schema: { type: "object", properties: {} } },
      { name: "b", description: "B", input_schema: { type: "object", properties: { x: { type: "string" } } }, cache_control: { type: "ephemeral" } },
    ]);
    expect(toAnthropicTools(specs, false)[1]).not.toHaveProperty("cache_control");
  });
});
