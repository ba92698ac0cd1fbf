import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The agent CLI packages the suite drives, pinned. */
export const AGENT_CLI_PACKAGES = {
  claude: { name: "@anthropic-ai/claude-code", version: "2.1.330", bin: "claude" },
  codex: { name: "@openai/codex", version: "0.169.0", bin: "codex" },
  gemini: { name: "@google/gemini-cli", version: "0.61.0", bin: "gemini" },
} as const;

/** An installed agent CLI's binary, or why it is not there. */
export type InstalledCli = { bin: string; skip?: undefined } | { bin?: undefined; skip: string };

/** Where the packages are cached between runs: `LOOPGATE_AGENT_CLI_CACHE`, else `~/.cache/loopgate-agent-clis`. */
export function agentCliCacheDir(): string {
  return process.env.LOOPGATE_AGENT_CLI_CACHE ?? path.join(os.homedir(), ".cache", "loopgate-agent-clis");
}

/**
 * Installs an agent CLI package from npm into the cache (once; later runs reuse it) and returns its
 * binary. Only when the registry cannot be reached is the result a skip, with the reason; any other
 * install failure throws, so a broken install never passes silently.
 */
export async function installAgentCli(agent: keyof typeof AGENT_CLI_PACKAGES): Promise<InstalledCli> {
  const { name, version, bin } = AGENT_CLI_PACKAGES[agent];
  const dir = path.join(agentCliCacheDir(), `${name.replace(/[@/]/g, "_")}_${version}`);
  const binary = path.join(dir, "node_modules", ".bin", bin);
  if (existsSync(binary)) return { bin: binary };
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "package.json"), '{ "private": true }\n');
  const result = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile("npm", ["install", "--no-audit", "--no-fund", "--no-save", `${name}@${version}`], { cwd: dir, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? 1 : 0, output: `${stdout}${stderr}` }),
    );
  });
  if (result.code !== 0) {
    if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network/i.test(result.output)) {
      return { skip: `the npm registry cannot be reached to install ${name}@${version}: ${result.output.trim().split("\n").slice(-3).join(" ")}` };
    }
    throw new Error(`npm install ${name}@${version} failed:\n${result.output}`);
  }
  if (!existsSync(binary)) throw new Error(`npm installed ${name}@${version} but ${binary} is missing`);
  return { bin: binary };
}
