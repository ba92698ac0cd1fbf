import { describe, expect, it } from "vitest";
import { cutNote, truncateOutput } from "./truncate.js";

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join("\n");

describe("truncateOutput", () => {
  it("leaves short text alone", () => {
    expect(truncateOutput("hello", { maxChars: 5 })).toEqual({ text: "hello", truncated: false, omittedChars: 0, omittedLines: 0 });
  });

  it("keeps the head, cut at a line end, and says what went", () => {
    const text = lines(100);
    const result = truncateOutput(text, { maxChars: 100 });
    expect(result.truncated).toBe(true);
    expect(result.text.startsWith("line 1\nline 2\n")).toBe(true);
    expect(result.text).toMatch(/line \d+\n\[… [\d,]+ characters \(\d+ lines\) cut from the end …\]$/);
    const kept = result.text.slice(0, result.text.indexOf("[…"));
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept.length + result.omittedChars).toBe(text.length);
  });

  it("keeps head and tail in head_tail mode", () => {
    const text = lines(1000);
    const result = truncateOutput(text, { maxChars: 200, mode: "head_tail" });
    expect(result.text.startsWith("line 1\n")).toBe(true);
    expect(result.text.endsWith("line 1000")).toBe(true);
    expect(result.text).toContain("cut from the middle");
    const [head = "", tail = ""] = result.text.split(/\n?\[….*…\]\n?/);
    expect(head.length + tail.length).toBeLessThanOrEqual(200);
    expect(head.length + tail.length + result.omittedChars).toBeGreaterThanOrEqual(text.length - 2);
  });

  it("handles text without newlines and never splits a surrogate pair", () => {
    const text = "😀".repeat(100);
    for (const mode of ["head", "head_tail"] as const) {
      const result = truncateOutput(text, { maxChars: 51, mode });
      expect(result.text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
      expect(result.text).not.toMatch(/(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });

  it("formats notes with grouping and plurals", () => {
    expect(cutNote(12345, 310, "from the middle")).toBe("[… 12,345 characters (310 lines) cut from the middle …]");
    expect(cutNote(1, 1, "from the end")).toBe("[… 1 character (1 line) cut from the end …]");
    expect(cutNote(5, 0, "from the end")).toBe("[… 5 characters cut from the end …]");
  });
});
