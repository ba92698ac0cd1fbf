import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../errors/index.js";
import { userMessage } from "../../messages/content.js";
import type { ModelRequest } from "../spec.js";
import type { AnthropicRequestSettings } from "./anthropic-request.js";
import { toAnthropicRequest } from "./anthropic-request.js";

const settings: AnthropicRequestSettings = { model: "claude-sonnet-4-6", maxTokens: 8192, promptCaching: true, thinkingMode: "budget" };
const request = (partial: Partial<ModelRequest> = {}): ModelRequest => ({ messages: [userMessage("hi")], tools: [], params: {}, ...partial });

describe("toAnthropicRequest", () => {
  it.each([
    ["minimal", 1024, 8192],
    ["low", 2048, 8192],
    ["medium", 8192, 16384],
    ["high", 24576, 32768],
  ])("thinkLevel %s → budget %i with max_tokens %i", (level, budget, maxTokens) => {
    const body = toAnthropicRequest(request({ params: { thinkLevel: level } }), settings);
    expect(body.thinking).toEqual({ type: "enabled", budget_tokens: budget });
    expect(body.max_tokens).toBe(maxTokens);
    expect(body.max_tokens).toBeGreaterThan(budget);
  });

  it("sends no thinking for off, and reads reasoningLevel when thinkLevel is unset", () => {
    expect(toAnthropicRequest(request({ params: { thinkLevel: "off", reasoningLevel: "on" } }), settings)).not.toHaveProperty("thinking");
    expect(toAnthropicRequest(request({ params: { reasoningLevel: "on" } }), settings).thinking).toEqual({ type: "enabled", budget_tokens: 8192 });
  });

  it("uses adaptive thinking with an effort when asked to", () => {
    const body = toAnthropicRequest(request({ params: { thinkLevel: "high" } }), { ...settings, thinkingMode: "adaptive" });
    expect(body.thinking).toEqual({ type: "adaptive" });
    expect(body.output_config).toEqual({ effort: "high" });
    expect(body.max_tokens).toBe(8192);
  });

  it("passes sampling parameters only without thinking, and the request's maxTokens first", () => {
    const body = toAnthropicRequest(request({ params: { temperature: 0, topP: 0.9, maxTokens: 100, stopSequences: ["END"] } }), settings);
    expect(body).toMatchObject({ temperature: 0, top_p: 0.9, max_tokens: 100, stop_sequences: ["END"] });
  });

  it("leaves cache breakpoints out when prompt caching is off", () => {
    const body = toAnthropicRequest(request({ system: "sys", tools: [{ name: "t", description: "d", inputSchema: {} }] }), { ...settings, promptCaching: false });
    expect(JSON.stringify(body)).not.toContain("cache_control");
    expect(body.system).toBe("sys");
  });

  it("never puts a cache breakpoint on a thinking block", () => {
    const body = toAnthropicRequest(
      request({
        messages: [
          userMessage("hi"),
          { role: "assistant", content: [{ type: "text", text: "ok" }, { type: "thinking", thinking: "t", signature: "s" }], timestamp: new Date() },
        ],
      }),
      settings,
    );
    expect(body.messages[1]!.content).toEqual([
      { type: "text", text: "ok", cache_control: { type: "ephemeral" } },
      { type: "thinking", thinking: "t", signature: "s" },
    ]);
  });

  it("merges extraBody under the fields it sets", () => {
    const body = toAnthropicRequest(request(), { ...settings, extraBody: { top_k: 5, model: "ignored" } });
    expect(body).toMatchObject({ top_k: 5, model: "claude-sonnet-4-6" });
  });

  it("rejects a maxTokens that is not a positive integer", () => {
    expect(() => toAnthropicRequest(request({ params: { maxTokens: 0 } }), settings)).toThrow(ConfigurationError);
  });
});
