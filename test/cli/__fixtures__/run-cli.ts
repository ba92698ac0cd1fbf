import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built binary the tests drive, as users run it: the package's `loopgate` command. */
export const BIN = fileURLToPath(new URL("../../../dist/cli/loopgate.cjs", import.meta.url));
/** The same command as ES modules (`dist/cli/bin.js`), for running loopgate from its modules. */
export const MODULES_BIN = fileURLToPath(new URL("../../../dist/cli/bin.js", import.meta.url));
/** The fixtures folder. */
export const FIXTURES = fileURLToPath(new URL(".", import.meta.url));

/** What a finished `loopgate` process produced. */
export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of `runCli`. */
export interface RunCliOptions {
  cwd?: string;
  /** Written to stdin, which is then closed (unless `keepStdinOpen`). */
  input?: string;
  /** Leave stdin open, as a terminal nobody types into would be. */
  keepStdinOpen?: boolean;
  /** Added to a clean environment (no API keys, no colors, not CI). */
  env?: Record<string, string | undefined>;
  /** Called with each stderr chunk (to react to progress, e.g. send a signal). */
  onStderr?: (text: string, child: ChildProcess) => void;
  timeoutMs?: number;
}

/** Fails clearly when the binary is not built, instead of every test failing obscurely. */
export function assertBuilt(): void {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` before the CLI tests`);
}

/** The environment the binary runs with in tests: no keys, no colors, no CI, plus `extra`. */
export function testEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "OPENAI_API_KEY", "LOOPGATE_MODEL", "LOOPGATE_APPROVALS", "CI", "FORCE_COLOR", "NO_COLOR", "LOOPGATE_DEBUG"]) {
    delete env[key];
  }
  env.NO_COLOR = "1";
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/**
 * Spawns `node dist/cli/loopgate.cjs …args` and collects its output and exit code.
 *
 * @example
 * const { code, stdout } = await runCli(["check", "--json", "--", "ls"]);
 */
export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<CliResult> {
  return runProcess(process.execPath, [BIN, ...args], options);
}

/** Spawns any program the same way (e.g. `script` for a pseudo-terminal). */
export function runProcess(command: string, args: readonly string[], options: RunCliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? process.cwd(), env: testEnv(options.env), stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
      options.onStderr?.(text, child);
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${command} ${args.join(" ")} did not finish in ${options.timeoutMs ?? 15_000} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, options.timeoutMs ?? 15_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    child.stdin.on("error", () => undefined);
    if (options.keepStdinOpen) child.stdin.write(options.input ?? "");
    else child.stdin.end(options.input ?? "");
  });
}

/** A temporary directory (its real path) with the given files; `remove()` deletes it. */
export function tempProject(files: Record<string, string> = {}): { dir: string; file(name: string): string; remove(): void } {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-cli-test-")));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return { dir, file: (name) => path.join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A throwaway user config folder (`XDG_CONFIG_HOME`) holding `loopgate/config.json` with `config`
 * (none when `config` is undefined); `env` points the binary at it.
 */
export function userConfigHome(config?: unknown): { dir: string; file: string; env: Record<string, string>; remove(): void } {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-cli-xdg-")));
  const file = path.join(dir, "loopgate", "config.json");
  if (config !== undefined) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof config === "string" ? config : JSON.stringify(config));
  }
  return { dir, file, env: { XDG_CONFIG_HOME: dir }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
