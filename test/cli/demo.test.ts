import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

const TOKEN = "sk-live-4f9a2c7e1b8d6a3f5e0c9b2a";

describe("loopgate demo", () => {
  it("plays a coding session that hits every interceptor, then prints the decision table", async () => {
    const { code, stdout, stderr } = await runCli(["demo"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    // The story, live, in order.
    const moments = [
      "▸ exec node test.js",
      "builtin:secret-redaction:tool-result · rewrote the exec result",
      "4 of 4 failed · exit code 1",
      "the model sees: [debug] loaded .env: DEPLOY_TOKEN=[[secret:secret-value:1]]",
      "builtin:security-audit · blocked read",
      "▸ edit slugify.js",
      "builtin:command-safety-guard · blocked exec — \"`rm -rf $BUILD_DIR/`",
      "builtin:loop-guard:detect · injected a message for the next turn",
      "↳ \"You are repeating yourself without making progress",
      "error-detection · continue — `node test.js --quiet` exited with code 1",
      'The check caught one more: "Rock & Roll" becomes "rock--roll"',
      "✔ completed",
      "Interceptor decisions",
    ];
    let from = 0;
    for (const moment of moments) {
      const at = stdout.indexOf(moment, from);
      expect(at, `"${moment}" should follow in the output:\n${stdout}`).toBeGreaterThanOrEqual(0);
      from = at;
    }
    // The summary table counts decisions per interceptor and hook.
    expect(stdout).toMatch(/builtin:security-audit\s+tool\.before\s+blocked ×1/);
    expect(stdout).toMatch(/builtin:command-safety-guard\s+tool\.before\s+blocked ×1/);
    expect(stdout).toMatch(/builtin:secret-redaction:tool-result\s+tool\.after\s+result_mutated ×3/);
    expect(stdout).toMatch(/builtin:loop-guard:detect\s+model\.after\s+injected ×1/);
    expect(stdout).toMatch(/error-detection\s+loop\s+continue ×1/);
    // The secret never reaches the output, and the sandbox never had to step in.
    expect(stdout).not.toContain(TOKEN);
    expect(stdout).not.toContain("demo:sandbox");
    // The temporary workspace (named in the security audit's reason) is gone.
    const workspace = /Access denied: (\S+)\/\.env/.exec(stdout)?.[1];
    expect(workspace).toMatch(/loopgate-demo-/);
    expect(existsSync(workspace!)).toBe(false);
    // Plain output when not a terminal.
    expect(stdout).not.toMatch(/\u001b\[/);
  });

  it("--json prints the result, the decision summary and the events as one document", async () => {
    const { code, stdout } = await runCli(["demo", "--json"]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as {
      result: { status: string; iterations: number; messages: unknown[] };
      summary: Array<{ interceptorId: string; hook: string; decisions: Record<string, number> }>;
      events: Array<{ type: string }>;
    };
    expect(report.result.status).toBe("completed");
    expect(report.summary).toEqual(
      expect.arrayContaining([
        { interceptorId: "builtin:security-audit", hook: "tool.before", decisions: { blocked: 1 } },
        { interceptorId: "builtin:command-safety-guard", hook: "tool.before", decisions: { blocked: 1 } },
        { interceptorId: "builtin:loop-guard:detect", hook: "model.after", decisions: { injected: 1 } },
        { interceptorId: "builtin:secret-redaction:tool-result", hook: "tool.after", decisions: { result_mutated: 3 } },
        { interceptorId: "error-detection", hook: "loop", decisions: { continue: 1 } },
      ]),
    );
    expect(report.events[0]?.type).toBe("run.start");
    expect(report.events.at(-1)?.type).toBe("run.end");
    expect(report.events.some((event) => event.type === "model.delta")).toBe(false);
    expect(stdout).not.toContain(TOKEN);
  });
});
