import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../errors/index.js";
import { parseThinkingLevel } from "./thinking-level.js";

describe("parseThinkingLevel", () => {
  it("maps off to none, on to medium and keeps known levels", () => {
    expect(parseThinkingLevel(undefined, "thinkLevel")).toBeUndefined();
    expect(parseThinkingLevel("off", "thinkLevel")).toBeUndefined();
    expect(parseThinkingLevel("None", "thinkLevel")).toBeUndefined();
    expect(parseThinkingLevel("on", "reasoningLevel")).toBe("medium");
    expect(parseThinkingLevel(" HIGH ", "thinkLevel")).toBe("high");
    expect(parseThinkingLevel("minimal", "thinkLevel")).toBe("minimal");
  });

  it("rejects unknown levels naming the parameter", () => {
    expect(() => parseThinkingLevel("ultra", "reasoningLevel")).toThrow(ConfigurationError);
    expect(() => parseThinkingLevel("ultra", "reasoningLevel")).toThrow(/reasoningLevel "ultra"/);
  });
});
