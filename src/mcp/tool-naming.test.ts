import { describe, expect, it } from "vitest";
import { mcpNamePart, mcpToolName, uniqueToolName } from "./tool-naming.js";

describe("MCP tool names", () => {
  it("are mcp__<server>__<tool>, with characters models refuse replaced as Claude Code does", () => {
    expect(mcpToolName("filesystem", "read_file")).toBe("mcp__filesystem__read_file");
    expect(mcpToolName("my server.v2", "get/item")).toBe("mcp__my_server_v2__get_item");
    expect(mcpNamePart("ok-name_1")).toBe("ok-name_1");
  });

  it("stay within 64 characters, unique by a hash of the whole", () => {
    const long = "a".repeat(80);
    const first = mcpToolName("server", `${long}1`);
    const second = mcpToolName("server", `${long}2`);
    expect(first).toHaveLength(64);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
  });

  it("that normalize alike get a suffix, compared case-insensitively", () => {
    const taken = new Set(["mcp__s__read_file"]);
    const name = uniqueToolName("mcp__s__Read_File", "Read.File", taken);
    expect(name).toMatch(/^mcp__s__Read_File_[0-9a-f]{6}$/);
    expect(uniqueToolName("mcp__s__other", "other", taken)).toBe("mcp__s__other");
  });
});
