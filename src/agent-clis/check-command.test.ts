import { describe, expect, it } from "vitest";
import { createInterceptorRegistry } from "../interceptors/registry.js";
import { checkCommand, commandFromArgv, decisionExitCode, formatDecisionLine } from "./check-command.js";

describe("checkCommand", () => {
  it("judges the command as an exec call", async () => {
    const registry = createInterceptorRegistry();
    registry.add({
      id: "no-rm",
      name: "tool.before",
      toolMatcher: /^exec$/,
      handler: (_input, output) => {
        if (/\brm\b/.test(String(output.args.command))) {
          output.block = true;
          output.blockRule = "fs.rm";
          output.blockReason = "rm is not allowed here";
        }
      },
    });
    expect(await checkCommand("rm -rf build", { registry })).toEqual({ decision: "deny", rule: "fs.rm", reason: "rm is not allowed here" });
    expect(await checkCommand("ls -la", { registry })).toEqual({ decision: "allow" });
  });

  it("denies an empty command", async () => {
    expect(await checkCommand("   ")).toEqual({ decision: "deny", reason: "The command is empty" });
  });
});

describe("commandFromArgv", () => {
  it("takes a single word as the whole command line", () => {
    expect(commandFromArgv(["rm -rf /tmp/x && echo done"])).toBe("rm -rf /tmp/x && echo done");
  });

  it("quotes words so the shell would see the same argv", () => {
    expect(commandFromArgv(["bash", "-c", "rm -rf /"])).toBe("bash -c 'rm -rf /'");
    expect(commandFromArgv(["echo", "it's", ""])).toBe("echo 'it'\\''s' ''");
    expect(commandFromArgv(["git", "push", "--force", "origin", "main"])).toBe("git push --force origin main");
  });
});

describe("formatDecisionLine and decisionExitCode", () => {
  it("prints decision, rule, reason in that order and leaves out what is absent", () => {
    expect(formatDecisionLine({ reason: "r", decision: "deny", rule: "x.y" })).toBe('{"decision":"deny","rule":"x.y","reason":"r"}');
    expect(formatDecisionLine({ decision: "allow" })).toBe('{"decision":"allow"}');
  });

  it("exits 0 on allow, 2 on deny, 3 on ask", () => {
    expect([decisionExitCode({ decision: "allow" }), decisionExitCode({ decision: "deny" }), decisionExitCode({ decision: "ask" })]).toEqual([0, 2, 3]);
  });
});
