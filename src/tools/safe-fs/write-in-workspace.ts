import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { lstat, open, rename, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import type { WorkspacePath } from "../workspace.js";
import { descriptorPath } from "./descriptor-path.js";
import { openFolderBeneath } from "./open-beneath.js";

/** What a write did, or why it was refused (nothing was changed then). */
export type WorkspaceWrite =
  | {
      ok: true;
      /** The file did not exist before. */
      created: boolean;
      /** Folders created for it, relative to the root, outermost first. */
      createdFolders: string[];
    }
  | { ok: false; message: string };

/**
 * Writes a file of the workspace so that readers see the old or the whole new content, and so that it
 * lands inside the workspace however its names are swapped meanwhile: the folder is opened (and
 * missing folders created) one name at a time without following symbolic links, then the content goes
 * to a temporary file created in that very folder, is flushed and renamed over the name. A symbolic
 * link at the name is replaced, never followed. An existing file keeps its permissions; a new one
 * gets `mode` when given. A target that is a folder, or a path changed into a link while it was
 * walked, is refused; a failing write throws. Either way nothing is left behind.
 *
 * @example
 * const resolved = await workspace.resolve("notes/todo.md");
 * if (resolved.ok) await writeInWorkspace(workspace.root, resolved.path, "- ship it\n");
 */
export async function writeInWorkspace(root: string, target: WorkspacePath, content: string | Uint8Array, options: { mode?: number } = {}): Promise<WorkspaceWrite> {
  if (target.relative === ".") return { ok: false, message: "The workspace root is a folder; give a file path" };
  const { folder, name } = split(target);
  const opened = await openFolderBeneath(root, folder, { create: true });
  if (!opened.ok) return { ok: false, message: opened.message };
  try {
    const where = descriptorPath(opened.handle.fd) ?? path.join(root, ...folder);
    const existing = await lstat(path.join(where, name)).catch(() => undefined);
    if (existing?.isDirectory()) return { ok: false, message: `${target.relative} is a folder; give a file path` };
    if (existing && !existing.isFile() && !existing.isSymbolicLink()) return { ok: false, message: `${target.relative} is not a regular file` };
    const mode = existing?.isFile() ? existing.mode & 0o7777 : options.mode;
    await replaceFile(where, name, content, mode);
    return { ok: true, created: existing === undefined, createdFolders: opened.created };
  } finally {
    await opened.handle.close();
  }
}

/**
 * Deletes a file of the workspace, reaching its folder as `writeInWorkspace` does (a link at the
 * name is removed, not followed). Throws when the folder cannot be reached or the file not removed.
 */
export async function removeInWorkspace(root: string, target: WorkspacePath): Promise<void> {
  const { folder, name } = split(target);
  const opened = await openFolderBeneath(root, folder);
  if (!opened.ok) throw new Error(opened.message);
  try {
    await unlink(path.join(descriptorPath(opened.handle.fd) ?? path.join(root, ...folder), name));
  } finally {
    await opened.handle.close();
  }
}

/** Removes an empty folder of the workspace (relative, `/`-separated), as `removeInWorkspace` reaches it. */
export async function removeEmptyFolderInWorkspace(root: string, relative: string): Promise<void> {
  await removeFolder(root, relative.split("/"));
}

async function removeFolder(root: string, segments: readonly string[]): Promise<void> {
  const opened = await openFolderBeneath(root, segments.slice(0, -1));
  if (!opened.ok) throw new Error(opened.message);
  try {
    await rmdir(path.join(descriptorPath(opened.handle.fd) ?? path.join(root, ...segments.slice(0, -1)), segments.at(-1) as string));
  } finally {
    await opened.handle.close();
  }
}

function split(target: WorkspacePath): { folder: string[]; name: string } {
  if (target.relative === ".") throw new Error("The workspace root is a folder, not a file");
  const segments = target.relative.split("/");
  return { folder: segments.slice(0, -1), name: segments.at(-1) as string };
}

// O_EXCL creates the temporary file or fails: it never opens something already there, link or not.
async function replaceFile(folder: string, name: string, content: string | Uint8Array, mode: number | undefined): Promise<void> {
  const temporary = path.join(folder, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), mode ?? 0o666);
  try {
    try {
      await handle.writeFile(content);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path.join(folder, name));
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
