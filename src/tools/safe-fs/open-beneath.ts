import { constants } from "node:fs";
import { mkdir, open, readlink, realpath, stat } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";
import { descriptorPath, hasDescriptorPaths } from "./descriptor-path.js";

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const DIRECTORY = constants.O_DIRECTORY ?? 0;
// A FIFO would block the open until some writer appears; the caller refuses what is not a file anyway.
const NONBLOCK = constants.O_NONBLOCK ?? 0;
const FOLDER_FLAGS = constants.O_RDONLY | DIRECTORY | NOFOLLOW;
const ENTRY_FLAGS = constants.O_RDONLY | NOFOLLOW | NONBLOCK;

/** Why an entry below the root could not be opened. */
export interface BeneathRefusal {
  ok: false;
  /** `missing`: a part does not exist. `moved`: a part is (now) a symbolic link or leads outside the root. */
  reason: "missing" | "moved" | "not-folder";
  message: string;
}

/** A folder opened below the root, with the folders created on the way (relative, `/`-separated). */
export type OpenedFolder = { ok: true; handle: FileHandle; created: string[] } | BeneathRefusal;

/** An entry (file or folder) opened below the root. */
export type OpenedEntry = { ok: true; handle: FileHandle } | BeneathRefusal;

/**
 * Opens the folder at `segments` below `root` one name at a time, each relative to the folder opened
 * before it and without following a symbolic link, so what is opened is inside the root however its
 * names are swapped meanwhile (the `openat` walk, through `/proc/self/fd` on Linux). With `create`,
 * missing folders are made the same way. Where the system has no descriptor paths, the folder is
 * opened by name and its real path and identity checked afterwards.
 *
 * @example
 * const folder = await openFolderBeneath("/work/app", ["src", "new"], { create: true });
 * if (folder.ok) { … await folder.handle.close(); }
 */
export async function openFolderBeneath(root: string, segments: readonly string[], options: { create?: boolean } = {}): Promise<OpenedFolder> {
  if (!hasDescriptorPaths()) return openFolderByName(root, segments, options);
  let current = await open(root, FOLDER_FLAGS);
  const created: string[] = [];
  try {
    for (const [index, segment] of segments.entries()) {
      const next = path.join(descriptorPath(current.fd) as string, segment);
      let opened = await tryOpen(next, FOLDER_FLAGS);
      if (opened.error === "ENOENT" && options.create) {
        // Someone else may create it at the same moment; then it is theirs, not ours to remove.
        const made = await mkdir(next).then(
          () => true,
          (error: NodeJS.ErrnoException) => (error.code === "EEXIST" ? false : Promise.reject(error)),
        );
        if (made) created.push(segments.slice(0, index + 1).join("/"));
        opened = await tryOpen(next, FOLDER_FLAGS);
      }
      if (opened.handle === undefined) {
        await current.close();
        return refusal(opened.error, segments.slice(0, index + 1).join("/"));
      }
      await current.close();
      current = opened.handle;
    }
  } catch (error) {
    await current.close().catch(() => undefined);
    throw error;
  }
  return { ok: true, handle: current, created };
}

/**
 * Opens the entry at `segments` below `root` (a file or a folder, read-only) as `openFolderBeneath`
 * walks: no name on the way, the last included, may be a symbolic link. On Linux the opened
 * descriptor's own path is checked to be inside the root as well.
 */
export async function openBeneath(root: string, segments: readonly string[]): Promise<OpenedEntry> {
  if (segments.length === 0) return { ok: true, handle: await open(root, FOLDER_FLAGS) };
  const parent = await openFolderBeneath(root, segments.slice(0, -1));
  if (!parent.ok) return parent;
  const where = descriptorPath(parent.handle.fd);
  const name = segments.at(-1) as string;
  const opened = await tryOpen(where === undefined ? path.join(root, ...segments) : path.join(where, name), ENTRY_FLAGS).finally(() => parent.handle.close());
  if (opened.handle === undefined) return refusal(opened.error, segments.join("/"));
  if (!(await staysInside(opened.handle, root, segments))) {
    await opened.handle.close();
    return refusal("ELOOP", segments.join("/"));
  }
  return { ok: true, handle: opened.handle };
}

/** Whether the opened descriptor's real path is inside the root (a second check behind the walk). */
async function staysInside(handle: FileHandle, root: string, segments: readonly string[]): Promise<boolean> {
  const where = descriptorPath(handle.fd);
  if (where !== undefined) {
    const real = await readlink(where).catch(() => undefined);
    return real !== undefined && isInside(root, real);
  }
  return matchesByName(handle, root, segments);
}

// Without descriptor paths: the name must lead, now, to the very file that was opened, inside the root.
async function matchesByName(handle: FileHandle, root: string, segments: readonly string[]): Promise<boolean> {
  const real = await realpath(path.join(root, ...segments)).catch(() => undefined);
  if (real === undefined || !isInside(root, real)) return false;
  try {
    const opened = await handle.stat({ bigint: true });
    const named = await stat(real, { bigint: true });
    return opened.dev === named.dev && opened.ino === named.ino;
  } catch {
    return false;
  }
}

async function openFolderByName(root: string, segments: readonly string[], options: { create?: boolean }): Promise<OpenedFolder> {
  const target = path.join(root, ...segments);
  const created: string[] = [];
  if (options.create) {
    for (let index = 1; index <= segments.length; index += 1) {
      const folder = path.join(root, ...segments.slice(0, index));
      const real = await realpath(path.dirname(folder)).catch(() => undefined);
      if (real === undefined || !isInside(root, real)) return refusal("ELOOP", segments.slice(0, index).join("/"));
      const made = await mkdir(folder).then(() => true, (error: NodeJS.ErrnoException) => (error.code === "EEXIST" ? false : Promise.reject(error)));
      if (made) created.push(segments.slice(0, index).join("/"));
    }
  }
  const opened = await tryOpen(target, FOLDER_FLAGS);
  if (opened.handle === undefined) return refusal(opened.error, segments.join("/"));
  if (!(await matchesByName(opened.handle, root, segments))) {
    await opened.handle.close();
    return refusal("ELOOP", segments.join("/"));
  }
  return { ok: true, handle: opened.handle, created };
}

async function tryOpen(file: string, flags: number): Promise<{ handle: FileHandle; error?: undefined } | { handle?: undefined; error: string }> {
  try {
    return { handle: await open(file, flags) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "EIO";
    if (code === "ENOENT" || code === "ELOOP" || code === "ENOTDIR" || code === "EMLINK") return { error: code };
    throw error;
  }
}

function refusal(code: string, shown: string): BeneathRefusal {
  if (code === "ENOENT") return { ok: false, reason: "missing", message: `${shown} does not exist` };
  // Opening a symbolic link as a folder without following it fails as "not a folder", too.
  if (code === "ENOTDIR") return { ok: false, reason: "not-folder", message: `${shown} is not a folder (or just became a symbolic link); it is refused` };
  return {
    ok: false,
    reason: "moved",
    message: `${shown} is, or just became, a symbolic link (or leads outside the workspace) while it was being opened; it is refused`,
  };
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative));
}
