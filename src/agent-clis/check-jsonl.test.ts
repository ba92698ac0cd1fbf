import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable, Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { parseCheckLine, runCheckJsonl, type CheckJsonlOptions } from "./check-jsonl.js";

let home: string;
let cwd: string;

beforeAll(() => {
  home = mkdtempSync(path.join(tmpdir(), "loopgate-jsonl-home-"));
  cwd = mkdtempSync(path.join(tmpdir(), "loopgate-jsonl-cwd-"));
});

afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
});

async function check(chunks: Array<string | Uint8Array>, options: CheckJsonlOptions = {}) {
  const output = new PassThrough();
  let text = "";
  output.on("data", (data: Buffer) => {
    text += data.toString("utf8");
  });
  const summary = await runCheckJsonl(Readable.from(chunks, { objectMode: true }), output, { home, cwd, ...options });
  const lines = text.split("\n");
  expect(lines.pop()).toBe("");
  return { summary, decisions: lines.map((line) => JSON.parse(line) as Record<string, unknown>), text };
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe("runCheckJsonl", () => {
  it("answers one line per input line, in order, and skips blank lines", async () => {
    const { summary, decisions } = await check([
      line({ tool: "read", args: { path: "~/.aws/credentials" } }),
      "\n   \n",
      line({ tool: "write", args: { path: "src/app.ts" } }),
      line({ tool: "edit", args: { file_path: ".env" }, cwd: "sub" }),
      line({ tool: "read", args: { path: ".env.example" } }),
    ]);
    expect(decisions).toEqual([
      { decision: "deny", rule: "secrets.cloud-credentials", reason: "Access denied: ~/.aws/credentials (cloud credentials)" },
      { decision: "allow" },
      { decision: "deny", rule: "secrets.env-file", reason: `Access denied: ${path.join(cwd, "sub", ".env")} (environment file)` },
      { decision: "allow" },
    ]);
    expect(summary).toEqual({ lines: 4, allow: 2, ask: 0, deny: 2 });
  });

  it("denies malformed lines with the line number and carries on", async () => {
    const { decisions } = await check([
      "{not json\n",
      "[1,2]\n",
      line({ args: {} }),
      line({ tool: "exec", args: "ls" }),
      line({ tool: "exec", args: {}, cwd: 7 }),
      "null\n",
      line({ tool: "read", args: { path: "ok.txt" } }),
    ]);
    expect(decisions.map((decision) => decision.decision)).toEqual(["deny", "deny", "deny", "deny", "deny", "deny", "allow"]);
    expect(decisions[0]?.reason).toMatch(/^Line 1: invalid JSON/);
    expect(decisions[2]?.reason).toBe('Line 3: "tool" must be a non-empty string (e.g. "exec", "read")');
    expect(decisions[3]?.reason).toBe('Line 4: "args" must be an object with the tool\'s arguments');
    expect(decisions[4]?.reason).toMatch(/^Line 5: "cwd"/);
    expect(decisions.every((decision) => !("rule" in decision) || decision.decision === "allow")).toBe(true);
  });

  it("reassembles lines split across chunks, multi-byte characters included, and handles CRLF and a last line without newline", async () => {
    const first = Buffer.from(line({ tool: "read", args: { path: "docs/ünïcødé.md" } }), "utf8");
    const cut = first.indexOf(Buffer.from("ü")) + 1;
    const { decisions } = await check([
      first.subarray(0, cut),
      first.subarray(cut),
      '{"tool":"read",',
      '"args":{"path":".env"}}\r\n',
      JSON.stringify({ tool: "read", args: { path: "id_rsa" } }),
    ]);
    expect(decisions.map((decision) => decision.decision)).toEqual(["allow", "deny", "deny"]);
    expect(decisions[2]?.rule).toBe("secrets.ssh-private-key");
  });

  it("denies over-long lines without buffering them, then goes on", async () => {
    const long = line({ tool: "read", args: { path: "x".repeat(500) } });
    const { decisions } = await check(
      [long.slice(0, 100), long.slice(100, 300), long.slice(300), line({ tool: "read", args: { path: ".env" } }), "y".repeat(300)],
      { maxLineLength: 200 },
    );
    expect(decisions).toEqual([
      { decision: "deny", reason: "Line 1 is longer than 200 characters; it was skipped" },
      { decision: "deny", rule: "secrets.env-file", reason: `Access denied: ${path.join(cwd, ".env")} (environment file)` },
      { decision: "deny", reason: "Line 3 is longer than 200 characters; it was skipped" },
    ]);
  });

  it("keeps order when guards take different times", async () => {
    const registry = createInterceptorRegistry();
    registry.add({
      id: "slow-on-a",
      name: "tool.before",
      handler: async (_input, output) => {
        if (output.args.path === "a") await new Promise((resolve) => setTimeout(resolve, 30));
        output.block = output.args.path === "a";
        output.blockReason = "a is slow and denied";
      },
    });
    const { decisions } = await check([line({ tool: "read", args: { path: "a" } }), line({ tool: "read", args: { path: "b" } })], { registry });
    expect(decisions).toEqual([{ decision: "deny", reason: "a is slow and denied" }, { decision: "allow" }]);
  });

  it("respects backpressure on a slow writer", async () => {
    const written: string[] = [];
    const slow = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _encoding, callback) {
        written.push(chunk.toString());
        setTimeout(callback, 1);
      },
    });
    const input = Array.from({ length: 20 }, (_, index) => line({ tool: "read", args: { path: `f${index}.txt` } }));
    const summary = await runCheckJsonl(Readable.from(input), slow, { home, cwd });
    expect(summary.lines).toBe(20);
    await new Promise((resolve) => slow.end(resolve));
    expect(written).toHaveLength(20);
  });

  it("rejects when the output fails instead of crashing", async () => {
    const broken = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error("EPIPE"));
      },
    });
    const input = Array.from({ length: 5 }, () => line({ tool: "read", args: { path: "a" } }));
    await expect(runCheckJsonl(Readable.from(input), broken, { home, cwd })).rejects.toThrow("EPIPE");
  });
});

describe("parseCheckLine", () => {
  it("keeps tool, args and cwd and ignores other keys", () => {
    expect(parseCheckLine('{"tool":"exec","args":{"command":"ls"},"cwd":"/tmp","id":7}')).toEqual({
      call: { tool: "exec", args: { command: "ls" }, cwd: "/tmp" },
    });
  });
});
