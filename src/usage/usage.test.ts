import { describe, expect, it } from "vitest";
import type { Message } from "../messages/types.js";
import { DEFAULT_MODEL_LIMITS, modelLimits } from "./model-limits.js";
import { loadUsagePricer } from "./price-usage.js";
import { TokenAccounting } from "./token-accounting.js";
import { calibratedEstimator, loadTokenEstimator, usesOpenAITokenizer } from "./token-estimator.js";

describe("model limits", () => {
  it("match the longest prefix, and config overrides win (exact id or prefix*)", () => {
    expect(modelLimits("claude-sonnet-4-5-20250929")).toEqual({ contextWindow: 200_000, maxOutputTokens: 64_000 });
    expect(modelLimits("gpt-4o-mini").contextWindow).toBe(128_000);
    expect(modelLimits("some-local-model")).toEqual(DEFAULT_MODEL_LIMITS);
    expect(modelLimits("some-local-model", { "some-local-model": { contextWindow: 8_192 } })).toEqual({ contextWindow: 8_192, maxOutputTokens: DEFAULT_MODEL_LIMITS.maxOutputTokens });
    expect(modelLimits("qwen3-coder:30b", { "qwen3*": { contextWindow: 262_144 } }).contextWindow).toBe(262_144);
  });
});

describe("token estimates", () => {
  it("OpenAI-family models are counted with gpt-tokenizer, others with the calibrated estimate", async () => {
    expect(usesOpenAITokenizer("openai", "gpt-4.1")).toBe(true);
    expect(usesOpenAITokenizer("anthropic", "claude-sonnet-4-5")).toBe(false);
    const openai = await loadTokenEstimator("openai", "gpt-4o");
    expect(openai.kind).toBe("o200k");
    expect(openai.count("hello world")).toBe(2);
    expect((await loadTokenEstimator("anthropic", "claude-haiku-4-5")).kind).toBe("calibrated");
    expect(calibratedEstimator.count("a".repeat(35))).toBe(10);
    expect(calibratedEstimator.count("日本語")).toBe(3);
  });

  it("counts each message once, and the provider's report corrects later estimates", () => {
    const accounting = new TokenAccounting(calibratedEstimator, DEFAULT_MODEL_LIMITS);
    const message: Message = Object.freeze({ role: "user", content: [{ type: "text", text: "x".repeat(350) }], timestamp: new Date(0) }) as Message;
    const raw = accounting.rawRequestTokens({ tools: [], messages: [message] });
    expect(raw).toBe(104);
    accounting.observe(raw, { inputTokens: 208, outputTokens: 1 });
    expect(accounting.calibration).toBe(2);
    expect(accounting.estimateRequest({ tools: [], messages: [message] })).toBe(208);
    // Later reports move the correction halfway; absurd ratios are bounded.
    accounting.observe(raw, { inputTokens: 104, outputTokens: 1 });
    expect(accounting.calibration).toBe(1.5);
    accounting.observe(raw, { inputTokens: 0, outputTokens: 1 });
    expect(accounting.calibration).toBe(1.5);
  });
});

describe("prices", () => {
  it("price calls offline from the bundled table, with long-context tiers; unknown models cost nothing known", async () => {
    const price = await loadUsagePricer();
    expect(price({ usage: { inputTokens: 1_000_000, outputTokens: 0 }, provider: "anthropic", modelId: "claude-haiku-4-5" })).toBeCloseTo(1, 10);
    // Sonnet 4.5 charges $6 / M input above 200k tokens of prompt.
    expect(price({ usage: { inputTokens: 300_000, outputTokens: 0 }, provider: "anthropic", modelId: "claude-sonnet-4-5" })).toBeCloseTo(1.8, 10);
    expect(price({ usage: { inputTokens: 1_000, outputTokens: 0 }, provider: "scripted", modelId: "scripted" })).toBeUndefined();
  });
});
