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

  it("counts the text of special tokens as plain text, and short texts it saw before the same as the first time", async () => {
    const { countTokens } = await import("gpt-tokenizer");
    const estimator = await loadTokenEstimator("openai", "gpt-4o");
    const special = "a file that mentions <|endoftext|> and <|im_start|> in passing";
    expect(() => countTokens(special)).toThrow();
    expect(estimator.count(special)).toBe(countTokens(special, { disallowedSpecial: new Set() }));
    expect(estimator.count(special)).toBeGreaterThan(countTokens("a file that mentions and in passing"));
    const texts = Array.from({ length: 5_000 }, (_, index) => `{"path":"src/file-${index}.ts"}`);
    for (const round of [1, 2]) for (const text of texts) expect(estimator.count(text), `${text} (round ${round})`).toBe(countTokens(text));
    const long = "word ".repeat(200);
    expect(estimator.count(long)).toBe(countTokens(long));
  });

  it("counts huge texts from samples, close to the exact count", async () => {
    const { countTokens } = await import("gpt-tokenizer");
    const estimator = await loadTokenEstimator("openai", "gpt-4o");
    let text = "";
    for (let line = 0; text.length < 600_000; line++) text += `const value${line} = compute(${line}, "item ${line}"); // step ${line} of the pipeline\n`;
    const exact = countTokens(text);
    expect(Math.abs(estimator.count(text) - exact) / exact).toBeLessThan(0.03);
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

  it("counts a growing transcript the same as from scratch, whatever was replaced, appended or left unfrozen", () => {
    const accounting = new TokenAccounting(calibratedEstimator, DEFAULT_MODEL_LIMITS);
    const text = (length: number, frozen = true): Message => {
      const message = { role: "user" as const, content: [{ type: "text" as const, text: "y".repeat(length) }], timestamp: new Date(0) };
      return frozen ? Object.freeze(message) : message;
    };
    const fresh = (messages: Message[]) => new TokenAccounting(calibratedEstimator, DEFAULT_MODEL_LIMITS).rawRequestTokens({ tools: [], messages });
    const live: Message[] = [text(40), text(80)];
    const lists: Message[][] = [];
    const snapshot = () => {
      lists.push(Object.freeze(live.slice()) as Message[]);
      return lists.at(-1)!;
    };
    expect(accounting.rawRequestTokens({ tools: [], messages: snapshot() })).toBe(fresh(live));
    live.push(text(120));
    expect(accounting.rawRequestTokens({ tools: [], messages: snapshot() })).toBe(fresh(live));
    live[1] = text(400); // a message replaced in place (tool results joined into it)
    expect(accounting.rawRequestTokens({ tools: [], messages: snapshot() })).toBe(fresh(live));
    const unfrozen = text(200, false);
    live.push(unfrozen, text(12));
    expect(accounting.rawRequestTokens({ tools: [], messages: snapshot() })).toBe(fresh(live));
    unfrozen.content = [{ type: "text", text: "z".repeat(800) }]; // changed after it was counted
    live.push(text(8));
    expect(accounting.rawRequestTokens({ tools: [], messages: snapshot() })).toBe(fresh(live));
    // A live (unfrozen) array is counted against the remembered list but never remembered itself.
    expect(accounting.estimateMessages(live)).toBe(fresh(live));
    live[0] = text(4);
    expect(accounting.estimateMessages(live)).toBe(fresh(live));
    expect(accounting.rawRequestTokens({ tools: [], messages: lists[0]! })).toBe(fresh(lists[0]!));
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

describe("prices, fast path", () => {
  it("prices every kind of token exactly as the table does, on both sides of a long-context tier", async () => {
    const { calcPrice } = await import("@pydantic/genai-prices");
    const price = await loadUsagePricer();
    const usages = [
      { inputTokens: 1_234, outputTokens: 567 },
      { inputTokens: 12, outputTokens: 9, cacheReadTokens: 3_000, cacheWriteTokens: 1_500 },
      { inputTokens: 150_000, outputTokens: 4_000, cacheReadTokens: 80_000 },
      { inputTokens: 250_000, outputTokens: 1, cacheWriteTokens: 10 },
      { inputTokens: 0, outputTokens: 0 },
    ];
    for (const [provider, modelId] of [["anthropic", "claude-sonnet-4-5"], ["openai", "gpt-4.1"], ["anthropic", "claude-opus-4-1"], ["openai", "gpt-4o-mini"]] as const) {
      for (const usage of usages) {
        const cacheRead = usage.cacheReadTokens ?? 0;
        const cacheWrite = usage.cacheWriteTokens ?? 0;
        const expected = calcPrice({ input_tokens: usage.inputTokens + cacheRead + cacheWrite, output_tokens: usage.outputTokens, cache_read_tokens: cacheRead, cache_write_tokens: cacheWrite }, modelId, { providerId: provider })!.total_price;
        expect(price({ usage, provider, modelId }), `${modelId} ${JSON.stringify(usage)}`).toBeCloseTo(expected, 12);
      }
    }
  });
});
