import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AtFileProcessorModifier } from "../../loop/processors/at-file.js";
import { builtinTools } from "../builtin-tools.js";
import { testToolContext } from "../builtin/__fixtures__/tool-context.js";
import type { AnyTool } from "../types.js";

const SWAPPER = fileURLToPath(new URL("./__fixtures__/swap-links.ts", import.meta.url));
const RACE_MS = 3000;
const SECRET = "SECRET-OUTSIDE-7d2f";
const OUTSIDE_FILES: Record<string, string> = { "secret.txt": `${SECRET}\n`, "secret.md": `# ${SECRET}\n`, "file.txt": `${SECRET} INSIDE\n` };

let base: string;
let root: string;
let outside: string;

beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-race-")));
  root = path.join(base, "workspace");
  outside = path.join(base, "outside");
  for (const folder of [outside, path.join(root, "dir"), path.join(root, "memory", "sub"), path.join(base, "home")]) mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(OUTSIDE_FILES)) writeFileSync(path.join(outside, name), content);
  for (const name of ["swap.txt", "dir/file.txt", "memory/note.md", "memory/sub/file.txt"]) writeFileSync(path.join(root, name), "INSIDE\n");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("check and use are one step", () => {
  it(`no read or write leaves the workspace while another process swaps its names for links out (${RACE_MS} ms)`, async () => {
    const tools = new Map<string, AnyTool>(builtinTools({ root, home: path.join(base, "home"), sandbox: "off" }).map((tool) => [tool.normalizedName, tool]));
    const call = async (name: string, input: Record<string, unknown>) => (await tools.get(name)!.execute(input, testToolContext())).output;
    const atFile = new AtFileProcessorModifier({ home: path.join(base, "home") });
    const mention = async (text: string) => {
      const request = { userMessage: text, agentId: "a", threadId: "t", runId: "r", cwd: root, metadata: {} };
      const prompt = { message: { messages: [{ role: "user" as const, content: [{ type: "text" as const, text }], timestamp: new Date() }], tools: [], params: {} }, metadata: {} };
      const result = await atFile.modify(request, prompt);
      return JSON.stringify(result.message.messages);
    };

    let counter = 0;
    const attempts: Array<() => Promise<string>> = [
      () => call("read", { path: "swap.txt" }),
      () => call("read", { path: "dir/file.txt" }),
      () => call("read", { path: "dir" }),
      () => call("memory_get", { path: "memory/note.md" }),
      () => call("memory_get", { path: "memory/sub/file.txt" }),
      () => call("memory_search", { query: "secret outside inside" }),
      () => mention("look at @swap.txt and @dir/file.txt"),
      () => call("write", { path: "dir/new.txt", content: "WRITTEN\n" }),
      () => call("write", { path: "swap.txt", content: "INSIDE\n" }),
      () => call("edit", { path: "dir/file.txt", old_string: "INSIDE", new_string: "INSIDE+", replace_all: true }),
      () => call("apply_patch", { patch: `*** Begin Patch\n*** Add File: dir/patched-${(counter += 1)}.txt\n+PATCHED\n*** End Patch` }),
    ];

    const swapper = spawn(process.execPath, ["--import", "tsx", SWAPPER, root, outside, String(RACE_MS)], { stdio: ["ignore", "pipe", "inherit"] });
    let swaps = "";
    swapper.stdout.setEncoding("utf8").on("data", (text: string) => (swaps += text));
    const finished = new Promise<void>((resolve) => swapper.once("exit", () => resolve()));
    let running = true;
    void finished.then(() => (running = false));

    const leaks: string[] = [];
    let calls = 0;
    let insideReads = 0;
    const worker = async (offset: number) => {
      for (let index = offset; running; index += 1) {
        const output = await attempts[index % attempts.length]!();
        calls += 1;
        // The outside content, or the outside folder's entries in a listing (refusals may name the path they refuse).
        if (output.includes(SECRET) || /^secret\.(?:txt|md)$/m.test(output)) leaks.push(output);
        if (/\tINSIDE|\nINSIDE/.test(output)) insideReads += 1;
      }
    };
    await Promise.all([0, 3, 5, 7].map(worker));
    await finished;

    expect(leaks).toEqual([]);
    expect(readdirSync(outside).sort()).toEqual(Object.keys(OUTSIDE_FILES).sort());
    for (const [name, content] of Object.entries(OUTSIDE_FILES)) expect(readFileSync(path.join(outside, name), "utf8")).toBe(content);
    // The race really ran (thousands of calls on an idle machine; fewer on a busy one), and reads inside still succeeded.
    expect(Number(swaps)).toBeGreaterThan(100);
    expect(calls).toBeGreaterThan(300);
    expect(insideReads).toBeGreaterThan(0);
    console.log(`symlink race: ${calls} tool calls against ${swaps} swap rounds in ${RACE_MS} ms; ${insideReads} reads inside, 0 outside`);
  });
});
