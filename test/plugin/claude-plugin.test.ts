import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { agentHookGroups } from "../../src/agent-clis/hook-settings.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLAUDE_CODE = { name: "@anthropic-ai/claude-code", version: "2.1.330" };

const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>;

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout: number }) {
  return new Promise<{ code: number; output: string; stdout: string }>((resolve) => {
    execFile(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}`, stdout }),
    );
  });
}

/**
 * The real `claude` binary, installed from npm once into the shared cache of agent CLIs
 * (`LOOPGATE_AGENT_CLI_CACHE`, else `~/.cache/loopgate-agent-clis`); a skip reason only when the
 * registry cannot be reached.
 */
async function claudeBinary(): Promise<{ bin: string } | { skip: string }> {
  const cache = process.env.LOOPGATE_AGENT_CLI_CACHE ?? path.join(os.homedir(), ".cache", "loopgate-agent-clis");
  const dir = path.join(cache, `${CLAUDE_CODE.name.replace(/[@/]/g, "_")}_${CLAUDE_CODE.version}`);
  const bin = path.join(dir, "node_modules", ".bin", "claude");
  if (existsSync(bin)) return { bin };
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, "package.json"))) writeFileSync(path.join(dir, "package.json"), '{ "private": true }\n');
  const installed = await run("npm", ["install", "--no-audit", "--no-fund", "--no-save", `${CLAUDE_CODE.name}@${CLAUDE_CODE.version}`], { cwd: dir, timeout: 600_000 });
  if (installed.code !== 0 && /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET/.test(installed.output)) {
    return { skip: `the npm registry cannot be reached to install ${CLAUDE_CODE.name}@${CLAUDE_CODE.version}` };
  }
  if (installed.code !== 0 || !existsSync(bin)) throw new Error(`npm install ${CLAUDE_CODE.name}@${CLAUDE_CODE.version} failed:\n${installed.output}`);
  return { bin };
}

describe("the Claude Code plugin", () => {
  it("hooks/hooks.json holds exactly the hook `loopgate init claude` writes; the manifest matches the package", () => {
    const hooks = readJson("hooks/hooks.json") as { hooks: Record<string, unknown> };
    expect(hooks.hooks).toEqual(Object.fromEntries(agentHookGroups("claude").map(({ event, group }) => [event, [group]])));
    const manifest = readJson(".claude-plugin/plugin.json");
    const pkg = readJson("package.json");
    expect(manifest).toMatchObject({ name: pkg.name, version: pkg.version, license: pkg.license });
  });

  it("passes the real `claude plugin validate --strict`", { timeout: 660_000 }, async (context) => {
    const claude = await claudeBinary();
    if ("skip" in claude) return context.skip(claude.skip);
    const home = mkdtempSync(path.join(os.tmpdir(), "loopgate-plugin-home-"));
    try {
      const result = await run(claude.bin, ["plugin", "validate", "--strict", "--json", ROOT], { env: { PATH: process.env.PATH, HOME: home }, timeout: 120_000 });
      expect(result.code, result.output).toBe(0);
      const report = JSON.parse(result.stdout) as { success: boolean; manifest: { errors: unknown[]; warnings: unknown[] }; provides: { hooks: unknown[] } };
      expect(report.success).toBe(true);
      expect(report.manifest.errors).toEqual([]);
      expect(report.manifest.warnings).toEqual([]);
      expect(report.provides.hooks).toEqual(
        agentHookGroups("claude").map(({ event, group }) => ({ event, ...(group.matcher !== undefined ? { matcher: group.matcher } : {}), type: "command", command: "loopgate hook claude" })),
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
