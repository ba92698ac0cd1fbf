import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runProcess } from "./__fixtures__/run-cli.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function npm(args: string[], cwd: string) {
  return new Promise<{ code: number; stdout: string; output: string }>((resolve) => {
    execFile("npm", args, { cwd, timeout: 600_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? 1 : 0, stdout, output: `${stdout}${stderr}` }),
    );
  });
}

let dir: string;
beforeAll(() => {
  assertBuilt();
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-install-")));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the packed package", () => {
  it("carries the built code, the license and the README, and no sources, tests, fixtures or source maps", async () => {
    const packed = await npm(["pack", "--dry-run", "--json", "--ignore-scripts"], ROOT);
    expect(packed.code, packed.output).toBe(0);
    const files = (JSON.parse(packed.stdout) as Array<{ files: Array<{ path: string; mode: number }> }>)[0]!.files;
    const paths = files.map((file) => file.path);
    for (const needed of ["LICENSE", "README.md", "package.json", "dist/cli/bin.js", "dist/cli/loopgate.cjs", "dist/cli/hook-entry.cjs", "dist/cli/hook-command-safety.cjs", "dist/index.js", "dist/index.d.ts"]) {
      expect(paths).toContain(needed);
    }
    expect(paths.filter((file) => !file.startsWith("dist/") && !["LICENSE", "README.md", "package.json"].includes(file))).toEqual([]);
    expect(paths.filter((file) => /\.test\.|__fixtures__|\.map$|(?<!\.d)\.ts$/.test(file))).toEqual([]);
  });

  it("installs with npm install -g from the tarball and gives a working loopgate on PATH", { timeout: 900_000 }, async () => {
    const packed = await npm(["pack", "--ignore-scripts", "--pack-destination", dir], ROOT);
    expect(packed.code, packed.output).toBe(0);
    const tarball = path.join(dir, readdirSync(dir).find((name) => name.endsWith(".tgz"))!);
    const prefix = path.join(dir, "prefix");
    const installed = await npm(["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", "--prefer-offline", tarball], dir);
    expect(installed.code, installed.output).toBe(0);
    const bin = path.join(prefix, "bin", "loopgate");
    expect(existsSync(bin)).toBe(true);
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    const env = { PATH: `${path.join(prefix, "bin")}${path.delimiter}${path.dirname(process.execPath)}` };
    const version = await runProcess("loopgate", ["--version"], { cwd: dir, env });
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const event = JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: "rm -rf ~" }, cwd: dir });
    const hook = await runProcess("loopgate", ["hook", "claude"], { cwd: dir, env, input: event });
    expect(hook.code, hook.stderr).toBe(0);
    expect(JSON.parse(hook.stdout)).toMatchObject({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny" } });
    const initHelp = await runProcess("loopgate", ["init", "--help"], { cwd: dir, env });
    expect(initHelp.code).toBe(0);
  });
});
