import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { processMarker, waitUntilNoneRun } from "../../src/tools/builtin/__fixtures__/marked-processes.js";
import { sandboxUnavailable } from "../../src/tools/builtin/__fixtures__/sandbox-availability.js";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
afterEach(() => project?.remove());

interface ThreadFile {
  messages: Array<{ role: string; content: Array<{ type: string; text?: string; name?: string; content?: string; isError?: boolean }> }>;
}

describe("loopgate run stopped by a signal", () => {
  it.each([
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const)("%s mid-exec: the command and its children are killed, the thread is saved, exit %i", async (signal, exitCode) => {
    const marker = processMarker();
    // A child in the background and, where the sandbox runs, one in a session of its own: none may
    // survive. (Without the sandbox, a process that leaves its process group escapes: docs/security.md.)
    const escapee = sandboxUnavailable === undefined ? `setsid sleep 30.${marker} & ` : "";
    const command = `${escapee}sleep 31.${marker} & sleep 32.${marker}`;
    project = tempProject({ "script.json": JSON.stringify([{ toolCalls: [{ name: "exec", input: { command } }] }, { text: "never" }]) });
    let sent = false;
    const { code, stderr } = await runCli(["run", "wait for it", "--model", "scripted:script.json", "--thread", "t1"], {
      cwd: project.dir,
      onStderr: (text, child) => {
        if (!sent && text.includes("▸ exec")) {
          sent = true;
          // Give the shell a moment to start its children.
          setTimeout(() => child.kill(signal), 300);
        }
      },
    });
    expect(code, stderr).toBe(exitCode);
    expect(stderr).toContain(`⏹ ${signal}: stopping the run`);
    expect(await waitUntilNoneRun(marker)).toBe(true);

    const thread = JSON.parse(readFileSync(project.file(".loopgate/threads/t1.json"), "utf8")) as ThreadFile;
    const blocks = thread.messages.flatMap((message) => message.content.map((block) => ({ role: message.role, ...block })));
    expect(blocks[0]).toMatchObject({ role: "user", type: "text", text: "wait for it" });
    expect(blocks).toContainEqual(expect.objectContaining({ role: "assistant", type: "tool_use", name: "exec" }));
    expect(blocks).toContainEqual(expect.objectContaining({ role: "user", type: "tool_result", isError: true, content: expect.stringContaining("aborted") }));
  });
});
