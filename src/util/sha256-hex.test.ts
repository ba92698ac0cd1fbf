import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "./sha256-hex.js";

const reference = (text: string) => createHash("sha256").update(text).digest("hex");

describe("sha256Hex", () => {
  it("matches node:crypto on the standard vectors and at every padding boundary", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    for (let length = 0; length < 200; length++) expect(sha256Hex("x".repeat(length))).toBe(reference("x".repeat(length)));
  });

  it("hashes the UTF-8 of any string, as node:crypto does", () => {
    expect(sha256Hex("claude:sessión-é🙂")).toBe(reference("claude:sessión-é🙂"));
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => sha256Hex(text) === reference(text)));
  });
});
