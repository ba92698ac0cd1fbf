import type { BigIntStats, Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import { displayPath } from "../../guards/security-audit/normalize-path.js";
import type { Workspace, WorkspacePath } from "../workspace.js";
import { descriptorPath } from "./descriptor-path.js";
import { openBeneath } from "./open-beneath.js";
import { hardLinkedSecret } from "./sensitive-inodes.js";

/** A file or folder of the workspace, opened and checked; close `handle` when done. */
export interface OpenedWorkspaceEntry {
  ok: true;
  path: WorkspacePath;
  handle: FileHandle;
  stats: BigIntStats;
  kind: "file" | "folder";
}

/** Why a path could not be opened: outside the workspace or swapped (`refused`), `missing`, `not-file`, or a `hard-link` to a secret. */
export interface WorkspaceEntryRefusal {
  ok: false;
  reason: "refused" | "missing" | "not-file" | "hard-link";
  message: string;
}

/**
 * Opens a path of the workspace for reading, checking what is opened rather than the name: the path
 * must resolve inside the workspace, is then opened one name at a time without following a symbolic
 * link (so one swapped in after the check cannot lead out), must be a regular file or a folder, and
 * a file must not be a hard link to a secret file of the home directory or the system. The one
 * function every reading tool uses.
 *
 * @example
 * const entry = await openInWorkspace(workspace, "src/index.ts");
 * if (!entry.ok) return toolError(entry.message);
 * try { … await entry.handle.readFile("utf8") … } finally { await entry.handle.close(); }
 */
export async function openInWorkspace(workspace: Workspace, input: string): Promise<OpenedWorkspaceEntry | WorkspaceEntryRefusal> {
  const resolved = await workspace.resolve(input);
  if (!resolved.ok) return { ok: false, reason: "refused", message: resolved.message };
  const { relative } = resolved.path;
  const opened = await openBeneath(workspace.root, relative === "." ? [] : relative.split("/"));
  if (!opened.ok) {
    if (opened.reason === "missing") return { ok: false, reason: "missing", message: `${relative} does not exist` };
    return { ok: false, reason: "refused", message: opened.message };
  }
  const { handle } = opened;
  try {
    const stats = await handle.stat({ bigint: true });
    if (!stats.isFile() && !stats.isDirectory()) {
      await handle.close();
      return { ok: false, reason: "not-file", message: `${relative} is not a regular file` };
    }
    const secret = stats.isFile() ? await hardLinkedSecret(stats, workspace.home) : undefined;
    if (secret !== undefined) {
      await handle.close();
      return { ok: false, reason: "hard-link", message: `${relative} is a hard link to ${displayPath(secret, workspace.home)}, a secret file; it is refused` };
    }
    return { ok: true, path: resolved.path, handle, stats, kind: stats.isFile() ? "file" : "folder" };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The entries of an opened folder, read through its descriptor where the system allows it (so a
 * folder swapped since it was opened is not the one listed).
 */
export function readOpenedFolder(entry: OpenedWorkspaceEntry): Promise<Dirent[]> {
  return readdir(descriptorPath(entry.handle.fd) ?? entry.path.absolute, { withFileTypes: true });
}
