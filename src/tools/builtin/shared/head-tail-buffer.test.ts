import { describe, expect, it } from "vitest";
import { HeadTailBuffer } from "./head-tail-buffer.js";

describe("HeadTailBuffer", () => {
  it("keeps everything while it fits", () => {
    const buffer = new HeadTailBuffer(100);
    buffer.append("hello ");
    buffer.append("world");
    expect(buffer.toString()).toBe("hello world");
    expect(buffer.truncated).toBe(false);
    expect(buffer.totalChars).toBe(11);
  });

  it("keeps the start and the end of a flood, in bounded memory", () => {
    const buffer = new HeadTailBuffer(1000);
    buffer.append("START\n");
    for (let index = 0; index < 100_000; index += 1) buffer.append(`line ${index}\n`);
    buffer.append("END");
    const text = buffer.toString();
    expect(buffer.truncated).toBe(true);
    expect(text.startsWith("START\nline 0\n")).toBe(true);
    expect(text.endsWith("line 99999\nEND")).toBe(true);
    expect(text).toMatch(/\[… [\d,]+ characters cut from the middle …\]/);
    const omitted = Number(/\[… ([\d,]+) characters/.exec(text)?.[1]?.replaceAll(",", ""));
    expect(buffer.totalChars - omitted).toBeLessThanOrEqual(1000);
    expect(buffer.totalChars - omitted).toBeGreaterThan(990);
  });

  it("does not split surrogate pairs at either cut", () => {
    const buffer = new HeadTailBuffer(11);
    for (let index = 0; index < 50; index += 1) buffer.append("😀");
    const text = buffer.toString().replace(/\n?\[….*…\]\n?/, "");
    expect(text).toMatch(/^(😀)+$/u);
  });
});
