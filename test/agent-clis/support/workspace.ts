import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The checkout whose build the agents run. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const LOOPGATE_BIN = path.join(REPO, "dist", "cli", "bin.js");

/** A throwaway HOME, project and cache directory for one agent CLI run. */
export interface Workspace {
  root: string;
  home: string;
  project: string;
  cache: string;
  /** The command line of `loopgate hook <agent>` from this checkout's build, with extra arguments. */
  hookCommand(agent: "claude" | "codex" | "gemini", extra?: string): string;
  remove(): void;
}

/** Creates the directories; the build (`npm run build`) must exist, since agents run the real `loopgate` binary. */
export function createWorkspace(prefix: string): Workspace {
  if (!existsSync(LOOPGATE_BIN)) throw new Error(`${LOOPGATE_BIN} is missing: run \`npm run build\` first`);
  const root = mkdtempSync(path.join(tmpdir(), `loopgate-${prefix}-`));
  const home = path.join(root, "home");
  const project = path.join(root, "project");
  const cache = path.join(root, "cache");
  for (const dir of [home, project, cache]) mkdirSync(dir, { recursive: true });
  return {
    root,
    home,
    project,
    cache,
    hookCommand: (agent, extra = "") => `${JSON.stringify(process.execPath)} ${JSON.stringify(LOOPGATE_BIN)} hook ${agent}${extra ? ` ${extra}` : ""}`,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** How an agent CLI run ended. */
export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a binary with a clean environment (only `env` and PATH), killing it after `timeoutMs`. */
export function runAgent(bin: string, args: readonly string[], options: { cwd: string; env: Record<string, string>; timeoutMs?: number; stdin?: string }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8", TERM: "dumb", NO_COLOR: "1", CI: "1", ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.stdin.end(options.stdin ?? "");
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 120_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
