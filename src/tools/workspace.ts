import { realpathSync, statSync } from "node:fs";
import { lstat, readlink, realpath } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { ConfigurationError } from "../errors/index.js";

/** A path inside the workspace, resolved and checked. */
export interface WorkspacePath {
  /** The absolute path with every existing symbolic link resolved. */
  absolute: string;
  /** The path relative to the workspace root, with `/` separators (`.` for the root itself). */
  relative: string;
}

/** The outcome of resolving a path: the checked path, or why it was refused. */
export type WorkspacePathResult = { ok: true; path: WorkspacePath } | { ok: false; message: string };

/**
 * The folder the file tools may touch. Every path goes through `resolve`, which refuses anything
 * outside the root, including through symbolic links.
 *
 * @example
 * const workspace = createWorkspace("/home/me/project");
 * const result = await workspace.resolve("src/index.ts");
 * if (!result.ok) return { output: result.message, isError: true };
 */
export interface Workspace {
  /** The root, with symbolic links resolved. */
  readonly root: string;
  /**
   * The home directory whose credential stores the tools must never reach: the command sandbox
   * hides them, and the file tools refuse hard links to their files.
   */
  readonly home: string;
  /** Resolves a relative path (or an absolute one inside the root) and checks that it stays inside. */
  resolve(input: string): Promise<WorkspacePathResult>;
  /** How a resolved absolute path is shown to the model. */
  display(absolute: string): string;
}

/** Options of `createWorkspace`. */
export interface WorkspaceOptions {
  /** The home directory the tools protect. Default: the user's (`os.homedir()`). */
  home?: string;
}

/**
 * Creates a workspace over an existing folder. Throws `ConfigurationError` if the folder is missing.
 *
 * @example
 * const workspace = createWorkspace(process.cwd());
 */
export function createWorkspace(root: string, options: WorkspaceOptions = {}): Workspace {
  if (typeof root !== "string" || root.trim() === "") throw new ConfigurationError({ message: "The workspace root must be a non-empty path" });
  const given = path.resolve(root);
  let real: string;
  try {
    real = realpathSync(given);
    if (!statSync(real).isDirectory()) throw new ConfigurationError({ message: `The workspace root ${given} is not a folder` });
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    throw new ConfigurationError({ message: `The workspace root ${given} does not exist or cannot be read`, cause: error });
  }
  const display = (absolute: string) => toDisplay(real, absolute);
  return Object.freeze({
    root: real,
    home: path.resolve(options.home ?? homedir()),
    display,
    resolve: (input: string) => resolveInside(real, given, input),
  });
}

async function resolveInside(root: string, givenRoot: string, input: string): Promise<WorkspacePathResult> {
  if (typeof input !== "string" || input.trim() === "") return refuse("The path is empty");
  if (input.includes("\0")) return refuse("The path contains a NUL character");
  if (input === "~" || input.startsWith("~/")) {
    return refuse(`"${input}": home-folder paths are not available; paths are relative to the workspace root`);
  }
  // An absolute path may name the root the way the caller gave it, before symlinks were resolved.
  const lexical = path.isAbsolute(input) ? rebase(path.resolve(input), givenRoot, root) : path.resolve(root, input);
  if (!isInside(root, lexical)) return refuse(`"${input}" is outside the workspace (${root}); use a path inside it`);
  const { real, danglingTargets } = await realpathOfLongestPrefix(lexical);
  if (!isInside(root, real)) {
    return refuse(`"${input}" leads through a symbolic link to ${real}, outside the workspace; it is refused`);
  }
  const escaping = danglingTargets.find((target) => !isInside(root, target));
  if (escaping !== undefined) {
    return refuse(`"${input}" goes through a symbolic link to ${escaping}, outside the workspace; it is refused`);
  }
  return { ok: true, path: { absolute: real, relative: toDisplay(root, real) } };
}

// realpath fails on paths that do not exist yet (a file about to be written), so resolve the longest
// existing ancestor and append the rest. A missing part may still be a link to a missing target, which
// a write would create: those targets are returned for checking.
async function realpathOfLongestPrefix(absolute: string): Promise<{ real: string; danglingTargets: string[] }> {
  const rest: string[] = [];
  const danglingTargets: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      return { real: path.join(await realpath(current), ...rest.reverse()), danglingTargets };
    } catch {
      const target = await linkTarget(current);
      if (target !== undefined) danglingTargets.push(target);
      const parent = path.dirname(current);
      if (parent === current) return { real: absolute, danglingTargets };
      rest.push(path.basename(current));
      current = parent;
    }
  }
}

async function linkTarget(absolute: string): Promise<string | undefined> {
  try {
    const stats = await lstat(absolute);
    if (!stats.isSymbolicLink()) return undefined;
    const folder = path.dirname(absolute);
    const realFolder = await realpath(folder).catch(() => folder);
    return path.resolve(realFolder, await readlink(absolute));
  } catch {
    return undefined;
  }
}

function rebase(absolute: string, givenRoot: string, realRoot: string): string {
  return givenRoot !== realRoot && isInside(givenRoot, absolute) ? path.join(realRoot, path.relative(givenRoot, absolute)) : absolute;
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative));
}

function toDisplay(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return relative === "" ? "." : relative.split(path.sep).join("/");
}

function refuse(message: string): WorkspacePathResult {
  return { ok: false, message };
}
