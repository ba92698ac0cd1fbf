import { describe, expect, it } from "vitest";
import type { Message } from "../../messages/types.js";
import { toOpenAIMessages, toOpenAITools } from "./to-openai-messages.js";

const at = new Date();
const user = (...content: Message["content"]): Message => ({ role: "user", content, timestamp: at });
const assistant = (...content: Message["content"]): Message => ({ role: "assistant", content, timestamp: at });

describe("toOpenAIMessages", () => {
  it("sends the system prompt with the chosen role", () => {
    expect(toOpenAIMessages("Be brief.", [], "developer")).toEqual([{ role: "developer", content: "Be brief." }]);
    expect(toOpenAIMessages(undefined, [])).toEqual([]);
  });

  it("uses content parts when a user message has images", () => {
    const messages = toOpenAIMessages(undefined, [
      user(
        { type: "text", text: "What is this?" },
        { type: "image", source: { type: "base64", mediaType: "image/png", data: "iVBORw0" } },
        { type: "image", source: { type: "url", url: "https://example.com/cat.jpg" } },
      ),
    ]);
    expect(messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "What is this?" },
          { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0" } },
          { type: "image_url", image_url: { url: "https://example.com/cat.jpg" } },
        ],
      },
    ]);
  });

  it("answers calls of consecutive assistant messages together", () => {
    const messages = toOpenAIMessages(undefined, [
      user({ type: "text", text: "go" }),
      assistant({ type: "tool_use", id: "a", name: "read", input: {} }),
      assistant({ type: "tool_use", id: "b", name: "read", input: {} }),
      user({ type: "tool_result", toolUseId: "a", content: "A" }, { type: "tool_result", toolUseId: "b", content: "B" }),
    ]);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool", "tool"]);
    expect(messages[1]).toMatchObject({ content: null, tool_calls: [{ id: "a" }, { id: "b" }] });
  });

  it("keeps a result whose call is not in the previous assistant message as user text", () => {
    const messages = toOpenAIMessages(undefined, [
      user({ type: "text", text: "go" }),
      assistant({ type: "text", text: "ok" }),
      user({ type: "tool_result", toolUseId: "lost", content: "late output" }),
    ]);
    expect(messages[2]).toEqual({ role: "user", content: "[result of tool call lost]\nlate output" });
  });

  it("drops thinking and assistant messages left empty", () => {
    const messages = toOpenAIMessages(undefined, [user({ type: "text", text: "hi" }), assistant({ type: "thinking", thinking: "hmm", signature: "s" })]);
    expect(messages).toEqual([{ role: "user", content: "hi" }]);
  });
});

describe("toOpenAITools", () => {
  it("converts specs to function tools", () => {
    expect(toOpenAITools([{ name: "exec", description: "Run", inputSchema: { properties: { command: { type: "string" } } } }])).toEqual([
      { type: "function", function: { name: "exec", description: "Run", parameters: { type: "object", properties: { command: { type: "string" } } } } },
    ]);
  });
});
