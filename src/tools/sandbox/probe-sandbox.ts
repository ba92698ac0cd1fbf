import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import { bwrapArguments } from "./bwrap-arguments.js";

/** Whether commands can be sandboxed here: the launcher to use, or why not. */
export type SandboxAvailability = { available: true; bwrap: string } | { available: false; reason: string };

const PROBE_TIMEOUT_MS = 10_000;

// One probe per launcher and process: the answer depends on the kernel and the installation, which
// do not change while loopgate runs, and a probe costs a process start.
const probes = new Map<string, Promise<SandboxAvailability>>();

/**
 * Finds out, once per process, whether bubblewrap can start a sandbox here: Linux only, the
 * program found (on the `PATH` unless `bwrapPath` names it), and a trial sandbox with every
 * namespace the real ones use starts and exits cleanly. Never rejects.
 *
 * @example
 * const availability = await probeSandbox();
 * if (!availability.available) console.warn(`no sandbox: ${availability.reason}`);
 */
export function probeSandbox(bwrapPath?: string): Promise<SandboxAvailability> {
  const key = bwrapPath ?? "";
  let probe = probes.get(key);
  if (probe === undefined) {
    probe = runProbe(bwrapPath);
    probes.set(key, probe);
  }
  return probe;
}

async function runProbe(bwrapPath: string | undefined): Promise<SandboxAvailability> {
  if (process.platform !== "linux") {
    return { available: false, reason: `the command sandbox uses bubblewrap, which runs on Linux only (this system is ${process.platform})` };
  }
  const bwrap = bwrapPath ?? (await findOnPath("bwrap"));
  if (bwrap === undefined || !(await isExecutable(bwrap))) {
    return {
      available: false,
      reason: `bubblewrap (${bwrapPath ?? "bwrap"}) is not installed${bwrapPath === undefined ? " or not on the PATH" : ""}; install it (Debian and Ubuntu: apt-get install bubblewrap)`,
    };
  }
  const args = bwrapArguments({ cwd: "/", writable: [], privateTemp: ["/tmp"], hidden: { folders: [], files: [] }, network: false });
  const outcome = await trialRun(bwrap, [...args, "/bin/sh", "-c", "exit 0"]);
  if (outcome.ok) return { available: true, bwrap };
  return { available: false, reason: `bubblewrap (${bwrap}) cannot start a sandbox here: ${outcome.problem}` };
}

function trialRun(file: string, args: string[]): Promise<{ ok: true } | { ok: false; problem: string }> {
  return new Promise((resolve) => {
    let stderr = "";
    const child = spawn(file, args, { env: { PATH: process.env.PATH ?? "/usr/bin:/bin" }, stdio: ["ignore", "ignore", "pipe"], timeout: PROBE_TIMEOUT_MS });
    child.stderr?.setEncoding("utf8").on("data", (text: string) => {
      if (stderr.length < 2000) stderr += text;
    });
    child.once("error", (error) => resolve({ ok: false, problem: error.message }));
    child.once("close", (code, signal) => {
      if (code === 0) resolve({ ok: true });
      else resolve({ ok: false, problem: stderr.trim().split("\n")[0] || (signal ? `killed by ${signal}` : `exit code ${code}`) });
    });
  });
}

// The system's own folders come first, and relative PATH entries never count: the launcher of the
// sandbox must not be a program the workspace can provide.
async function findOnPath(program: string): Promise<string | undefined> {
  const folders = ["/usr/bin", "/bin", "/usr/local/bin", ...(process.env.PATH ?? "").split(path.delimiter)];
  for (const folder of folders) {
    if (!path.isAbsolute(folder)) continue;
    const candidate = path.join(folder, program);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}
