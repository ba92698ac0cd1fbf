import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

const version = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

describe("command-line conventions", () => {
  it("--version prints the package version", async () => {
    for (const flag of ["--version", "-V"]) {
      const { code, stdout } = await runCli([flag]);
      expect(code).toBe(0);
      expect(stdout).toBe(`${version}\n`);
    }
  });

  it.each([[[]], [["demo"]], [["run"]], [["check"]], [["hook"]], [["config"]]])("--help works on %j", async (command) => {
    const { code, stdout } = await runCli([...command, "--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: loopgate/);
  });

  it("documents the exit codes in the help of run and check", async () => {
    expect((await runCli(["run", "--help"])).stdout).toContain("Exit codes: 0 completed, 1 error, 2 usage or config error, 3 no API key");
    expect((await runCli(["check", "--help"])).stdout).toContain("Exit codes: 0 allow, 2 deny, 3 ask, 1 usage or config error");
  });

  it("exits 2 for an unknown command or option, and for no command at all", async () => {
    for (const args of [["frobnicate"], ["demo", "--frob"], []]) {
      const { code, stderr } = await runCli(args);
      expect(code, args.join(" ")).toBe(2);
      expect(stderr).not.toBe("");
    }
  });

  it("colors only on request: plain when piped, ANSI with FORCE_COLOR, plain again with NO_COLOR", async () => {
    const plain = await runCli(["check", "--", "ls"]);
    expect(plain.stdout).not.toMatch(/\u001b\[/);
    const forced = await runCli(["check", "--", "ls"], { env: { NO_COLOR: undefined, FORCE_COLOR: "1" } });
    expect(forced.stdout).toMatch(/\u001b\[32m✔ allow/);
    const both = await runCli(["check", "--", "ls"], { env: { NO_COLOR: "1", FORCE_COLOR: "1" } });
    expect(both.stdout).not.toMatch(/\u001b\[/);
  });
});
