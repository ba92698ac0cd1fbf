import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { toAgentToolResult, toCallToolResult } from "./map-result.js";

describe("toAgentToolResult", () => {
  it("turns text into the output and keeps the whole result in details", () => {
    const result: CallToolResult = { content: [{ type: "text", text: "line 1" }, { type: "text", text: "line 2" }], _meta: { trace: "t1" } };
    expect(toAgentToolResult("fs", "read_file", result)).toEqual({ output: "line 1\nline 2", details: { server: "fs", tool: "read_file", result } });
  });

  it("describes images, audio, resource links and embedded resources in the output", () => {
    const png = Buffer.alloc(3000).toString("base64");
    const result: CallToolResult = {
      content: [
        { type: "text", text: "Here:" },
        { type: "image", data: png, mimeType: "image/png" },
        { type: "audio", data: "AAAA", mimeType: "audio/wav" },
        { type: "resource_link", uri: "file:///tmp/a.txt", name: "a.txt", mimeType: "text/plain", description: "the notes" },
        { type: "resource", resource: { uri: "memo://1", mimeType: "text/markdown", text: "# Title" } },
        { type: "resource", resource: { uri: "memo://2", mimeType: "application/pdf", blob: Buffer.alloc(10).toString("base64") } },
      ],
    };
    const { output, details } = toAgentToolResult("s", "t", result);
    expect(output.split("\n")).toEqual([
      "Here:",
      "[image: image/png, 2.9 KB]",
      "[audio: audio/wav, 3 bytes]",
      "[resource link: a.txt <file:///tmp/a.txt> (text/plain) — the notes]",
      "[resource <memo://1> (text/markdown)]",
      "# Title",
      "[resource <memo://2> (application/pdf): 10 bytes of binary data]",
    ]);
    expect(details?.result).toBe(result);
  });

  it("renders structured content as JSON when there is no text, and keeps isError", () => {
    expect(toAgentToolResult("s", "t", { content: [], structuredContent: { count: 2 } }).output).toBe('{\n  "count": 2\n}');
    expect(toAgentToolResult("s", "t", { content: [{ type: "text", text: "boom" }], isError: true })).toMatchObject({ output: "boom", isError: true });
    expect(toAgentToolResult("s", "t", { content: [{ type: "text", text: "ok" }], structuredContent: { a: 1 } }).output).toBe("ok");
  });

  it("reads the first protocol version's toolResult", () => {
    expect(toAgentToolResult("s", "t", { toolResult: { answer: 42 } } as unknown as CallToolResult).output).toBe('{\n  "answer": 42\n}');
  });
});

describe("toCallToolResult", () => {
  const raw: CallToolResult = { content: [{ type: "text", text: "token=abc" }, { type: "image", data: "AAAA", mimeType: "image/png" }], structuredContent: { token: "abc" } };
  const mapped = toAgentToolResult("s", "t", raw);

  it("sends the server's own result back when no interceptor changed it", () => {
    expect(toCallToolResult(mapped, { result: mapped, raw })).toBe(raw);
  });

  it("sends only the text of a rewritten output, since the rest may hold what the rewrite removed", () => {
    const redacted = { ...mapped, output: "token=[redacted]" };
    expect(toCallToolResult(redacted, { result: mapped, raw })).toEqual({ content: [{ type: "text", text: "token=[redacted]" }] });
  });

  it("keeps non-text and structured content an interceptor supplied anew", () => {
    const rewritten = {
      output: "token=[redacted]",
      details: { server: "s", tool: "t", result: { content: [{ type: "image", data: "BBBB", mimeType: "image/png" }], structuredContent: { token: "[redacted]" } } },
      isError: false,
    };
    expect(toCallToolResult(rewritten, { result: mapped, raw })).toEqual({
      content: [{ type: "text", text: "token=[redacted]" }, { type: "image", data: "BBBB", mimeType: "image/png" }],
      structuredContent: { token: "[redacted]" },
    });
  });

  it("makes a text result of loopgate's own answers", () => {
    expect(toCallToolResult({ output: "Invalid input", isError: true })).toEqual({ content: [{ type: "text", text: "Invalid input" }], isError: true });
  });
});
