import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");

/** A worker process of the tests (the fixture `worker.ts`), with what it printed. */
export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly executorId: string;
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

/** Starts `worker.ts` in a new process and waits until it is ready. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "worker.ts")], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const executorId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready after 60 s:\n${output}`)), 60_000);
    const check = () => {
      const ready = /ready (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code}) before it was ready:\n${output}`));
    });
  });
  return { child, executorId, output: () => output, exited };
}

/** Runs the loopgate CLI from the sources in a new process. */
export function runCliProcess(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/cli/bin.ts"), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Polls until `check` is true (or throws after `timeoutMs`). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lines in a count file (0 when it does not exist). */
export function countOf(file: string, read: (file: string) => string): number {
  return existsSync(file) ? read(file).split("\n").filter(Boolean).length : 0;
}
