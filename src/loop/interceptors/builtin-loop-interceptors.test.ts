import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createInterceptorRegistry } from "../../interceptors/registry.js";
import { needsSandbox, sandboxUnavailable } from "../../tools/builtin/__fixtures__/sandbox-availability.js";
import { isProcessAlive } from "../../tools/builtin/shared/process-group.js";
import { textOf } from "../../messages/content.js";
import { scriptedModel } from "../../models/scripted.js";
import { createAgent } from "../agent.js";
import { ErrorDetectionInterceptor } from "./error-detection.js";
import { MaxTokensInterceptor } from "./max-tokens.js";

const workspace = mkdtempSync(path.join(tmpdir(), "loopgate-check-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("MaxTokensInterceptor", () => {
  it("continues a response cut by the token limit, at most maxContinuations times", async () => {
    const model = scriptedModel([
      { text: "part one", stopReason: "max_tokens" },
      { text: "part two", stopReason: "max_tokens" },
      { text: "part three", stopReason: "max_tokens" },
    ]);
    const agent = createAgent({ model, registry: createInterceptorRegistry(), loopInterceptors: [new MaxTokensInterceptor({ maxContinuations: 2, continueMessage: "go on" })] });
    const result = await agent.run("write a lot");
    expect(result.status).toBe("completed");
    expect(model.calls).toHaveLength(3);
    expect(textOf(model.calls[1]!.messages.at(-1)!)).toBe("go on");
    expect(result.text).toBe("part three");
  });
});

describe("ErrorDetectionInterceptor", () => {
  it("runs the check when the agent finishes and sends failures back until it passes", async () => {
    const file = path.join(workspace, "state.txt");
    writeFileSync(file, "broken");
    const check = `node -e "const s=require('fs').readFileSync('state.txt','utf8'); if (s!=='fixed') { console.error('state is ' + s); process.exit(3) }"`;
    const model = scriptedModel([
      { text: "I am done" },
      () => {
        writeFileSync(file, "fixed");
        return { text: "Fixed it" };
      },
    ]);
    const agent = createAgent({ model, cwd: workspace, registry: createInterceptorRegistry(), loopInterceptors: [new ErrorDetectionInterceptor({ command: check })] });
    const result = await agent.run("make it work");
    expect(result.status).toBe("completed");
    expect(result.text).toBe("Fixed it");
    const feedback = textOf(model.calls[1]!.messages.at(-1)!);
    expect(feedback).toContain("exited with code 3");
    expect(feedback).toContain("state is broken");
  });

  it("gives up after maxAttempts and does nothing without a command", async () => {
    const failing = new ErrorDetectionInterceptor({ command: "exit 1", maxAttempts: 1 });
    const model = scriptedModel([{ text: "done" }, { text: "still done" }]);
    const result = await createAgent({ model, cwd: workspace, registry: createInterceptorRegistry(), loopInterceptors: [failing] }).run("x");
    expect(result.status).toBe("completed");
    expect(model.calls).toHaveLength(2);
    const idle = scriptedModel([{ text: "done" }]);
    await createAgent({ model: idle, registry: createInterceptorRegistry(), loopInterceptors: [new ErrorDetectionInterceptor()] }).run("x");
    expect(idle.calls).toHaveLength(1);
  });

  it("kills a check that hangs, with everything it started, and sends back bounded output", async () => {
    const pidFile = path.join(workspace, "child.pid");
    const hanging = `node -e "require('fs').writeFileSync('child.pid', String(process.pid)); process.stdout.write('x'.repeat(100000)); setInterval(() => {}, 1000)" & sleep 30`;
    const model = scriptedModel([{ text: "done" }, { text: "gave up" }]);
    const result = await createAgent({
      model,
      cwd: workspace,
      registry: createInterceptorRegistry(),
      // Unsandboxed, so the pid the check writes is one this process can look up.
      loopInterceptors: [new ErrorDetectionInterceptor({ command: hanging, timeoutMs: 500, maxOutputChars: 1_000, maxAttempts: 1, sandbox: "off" })],
    }).run("x");
    expect(result.status).toBe("completed");
    const feedback = textOf(model.calls[1]!.messages.at(-1)!);
    expect(feedback).toContain("timed out");
    expect(feedback.length).toBeLessThan(2_000);
    expect(isProcessAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });

  it.skipIf(sandboxUnavailable !== undefined)(`runs the check in the command sandbox: it cannot write outside the workspace${needsSandbox}`, async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "loopgate-check-outside-"));
    try {
      const marker = path.join(outside, "marker");
      const check = `echo planted > '${marker}'; echo "pid $$"; exit 1`;
      const model = scriptedModel([{ text: "done" }, { text: "gave up" }]);
      await createAgent({ model, cwd: workspace, registry: createInterceptorRegistry(), loopInterceptors: [new ErrorDetectionInterceptor({ command: check, maxAttempts: 1 })] }).run("x");
      expect(() => readFileSync(marker)).toThrow();
      // Its own PID namespace: the shell is one of the first processes there.
      expect(textOf(model.calls[1]!.messages.at(-1)!)).toMatch(/pid [0-9]\b/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("does not run the check when the sandbox is required and unavailable", async () => {
    const marker = path.join(workspace, "ran");
    const model = scriptedModel([{ text: "done" }]);
    const run = createAgent({
      model,
      cwd: workspace,
      registry: createInterceptorRegistry(),
      loopInterceptors: [new ErrorDetectionInterceptor({ command: `touch '${marker}'`, sandbox: { mode: "required", bwrapPath: path.join(workspace, "no-such-bwrap") } })],
    }).run("x");
    const result = await run;
    const decision = run.events.find((event) => event.type === "loop.decision");
    expect(decision).toMatchObject({ decision: "COMPLETE", reasoning: expect.stringContaining("was not run: ") });
    expect(result.status).toBe("completed");
    expect(() => readFileSync(marker)).toThrow();
  });
});
