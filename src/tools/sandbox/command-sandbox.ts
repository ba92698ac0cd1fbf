import { stat } from "node:fs/promises";
import path from "node:path";
import { ConfigurationError } from "../../errors/index.js";
import type { ToolLogger } from "../types.js";
import type { Workspace } from "../workspace.js";
import { bwrapArguments } from "./bwrap-arguments.js";
import { assertPassableEnvNames, commandEnvironment, withoutModelCredentials } from "./command-environment.js";
import { pathsToHide } from "./hidden-paths.js";
import { probeSandbox } from "./probe-sandbox.js";
import { SANDBOX_MODES, WRITABLE_HOME_CACHES } from "./sandbox-options.js";
import type { SandboxMode, SandboxOptions } from "./sandbox-options.js";

/** How to start one command: what goes before `shell -c command`, and its environment. */
export interface CommandLaunch {
  /** The sandbox launcher and its arguments (ending in `--`); empty when the command runs unsandboxed. */
  launcher: string[];
  /** The environment of the launcher, and so of the command. */
  env: NodeJS.ProcessEnv;
  sandboxed: boolean;
}

/** A launch, or why no command may run. */
export type CommandLaunchResult = { ok: true; launch: CommandLaunch } | { ok: false; message: string };

/** Whether commands of a sandbox run sandboxed, and if not, why. */
export interface SandboxStatus {
  mode: SandboxMode;
  /** Commands run inside the sandbox. */
  active: boolean;
  /** Commands cannot run at all (`required`, and the sandbox is unavailable). */
  refusing: boolean;
  /** Why the sandbox is not active, when it is not (and the mode is not `off`). */
  reason?: string;
}

/**
 * The OS sandbox that `exec` and `process` start their commands in. One instance serves a tool
 * set, so its warning is given once.
 */
export interface CommandSandbox {
  readonly mode: SandboxMode;
  /** Sandboxed commands may reach the network. */
  readonly network: boolean;
  /**
   * How to start a command in `cwd` (a folder inside the workspace). `env` replaces the allow-listed
   * environment (the providers' keys are removed from it all the same). In `auto` mode without a
   * sandbox, the first call warns through `logger`.
   */
  prepare(cwd: string, context?: { logger?: ToolLogger; env?: NodeJS.ProcessEnv }): Promise<CommandLaunchResult>;
  status(): Promise<SandboxStatus>;
}

/**
 * Creates the command sandbox of a workspace. Throws `ConfigurationError` for an unknown mode or a
 * refused variable name.
 *
 * @example
 * const sandbox = createCommandSandbox(workspace, { mode: "required" });
 * const prepared = await sandbox.prepare(workspace.root);
 * if (prepared.ok) spawn(prepared.launch.launcher[0] ?? shell, […]);
 */
export function createCommandSandbox(workspace: Workspace, options: SandboxOptions = {}): CommandSandbox {
  const mode = options.mode ?? "auto";
  if (!SANDBOX_MODES.includes(mode)) {
    throw new ConfigurationError({ message: `sandbox: ${JSON.stringify(mode)} is not a sandbox mode; use ${SANDBOX_MODES.join(", ")}` });
  }
  const extraNames = options.envNames ?? [];
  assertPassableEnvNames(extraNames);
  const network = options.network ?? false;
  const extraWritable = (options.writablePaths ?? []).map((entry) => expandWritable(entry, workspace));
  let warned = false;

  const status = () => sandboxStatus(options);

  const unsandboxed = (given: NodeJS.ProcessEnv | undefined): CommandLaunchResult => ({
    ok: true,
    launch: { launcher: [], env: given ? withoutModelCredentials(given) : commandEnvironment({ extraNames, network: true }), sandboxed: false },
  });

  return Object.freeze({
    mode,
    network,
    status,
    async prepare(cwd: string, context: { logger?: ToolLogger; env?: NodeJS.ProcessEnv } = {}): Promise<CommandLaunchResult> {
      if (mode === "off") return unsandboxed(context.env);
      const availability = await probeSandbox(options.bwrapPath);
      if (!availability.available) {
        if (mode === "required") {
          return { ok: false, message: `The command was not run: the sandbox is required (sandbox: "required"), but ${availability.reason}.` };
        }
        if (!warned) {
          warned = true;
          context.logger?.warn(unsandboxedWarning(availability.reason), { sandbox: "unavailable", reason: availability.reason });
        }
        return unsandboxed(context.env);
      }
      const [hidden, writable, privateTemp] = await Promise.all([
        pathsToHide(workspace.home),
        existingFolders([workspace.root, ...WRITABLE_HOME_CACHES.map((cache) => path.join(workspace.home, cache)), ...extraWritable]),
        existingFolders(["/tmp", "/var/tmp"]),
      ]);
      // A home directory kept in a temp folder would vanish under the private tmpfs, and its credential stores with it.
      const keptVisible = privateTemp.some((folder) => isInside(folder, workspace.home)) ? [workspace.home] : [];
      // A secret under a private temp folder does not exist in the sandbox, unless a bound folder brings it back.
      const exists = (secret: string) => !privateTemp.some((folder) => isInside(folder, secret)) || [...writable, ...keptVisible].some((folder) => secret === folder || isInside(folder, secret));
      const shown = { folders: hidden.folders.filter(exists), files: hidden.files.filter(exists) };
      const args = bwrapArguments({ cwd, writable, privateTemp, keptVisible, hidden: shown, network });
      const overrides = { HOME: workspace.home, TMPDIR: "/tmp" };
      const env = context.env ? { ...withoutModelCredentials(context.env), ...overrides } : commandEnvironment({ extraNames, network, overrides });
      return { ok: true, launch: { launcher: [availability.bwrap, ...args], env, sandboxed: true } };
    },
  });
}

/**
 * Whether commands with these settings would run sandboxed, and why not; probes once per process.
 *
 * @example
 * const status = await sandboxStatus({ mode: "auto" });
 * if (!status.active && status.reason) console.warn(unsandboxedWarning(status.reason));
 */
export async function sandboxStatus(options: Pick<SandboxOptions, "mode" | "bwrapPath"> = {}): Promise<SandboxStatus> {
  const mode = options.mode ?? "auto";
  if (mode === "off") return { mode, active: false, refusing: false };
  const availability = await probeSandbox(options.bwrapPath);
  if (availability.available) return { mode, active: true, refusing: false };
  return { mode, active: false, refusing: mode === "required", reason: availability.reason };
}

/**
 * What to tell the user about a sandbox status before a run, if anything: that commands run without
 * the sandbox (`auto`), or will not run at all (`required`).
 */
export function sandboxNotice(status: SandboxStatus): string | undefined {
  if (status.active || status.reason === undefined) return undefined;
  if (status.refusing) return `Commands will not run: the sandbox is required (sandbox: "required"), but ${status.reason}.`;
  return unsandboxedWarning(status.reason);
}

/** The warning of `auto` mode when commands run without the sandbox. */
export function unsandboxedWarning(reason: string): string {
  return `Commands run without the OS sandbox: ${reason}. The guards still judge every command, but nothing enforces their limits. Set sandbox to "required" to refuse to run commands without it, or to "off" to silence this warning.`;
}

function expandWritable(entry: string, workspace: Workspace): string {
  if (entry === "~") return workspace.home;
  if (entry.startsWith("~/")) return path.join(workspace.home, entry.slice(2));
  return path.resolve(workspace.root, entry);
}

async function existingFolders(candidates: readonly string[]): Promise<string[]> {
  const found = await Promise.all(candidates.map((candidate) => stat(candidate).then((stats) => (stats.isDirectory() ? candidate : undefined), () => undefined)));
  return found.filter((folder): folder is string => folder !== undefined);
}

function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
