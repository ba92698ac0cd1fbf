import { mkdir, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "../shared/atomic-write.js";
import { errorText } from "../shared/tool-result.js";
import type { PlannedChange } from "./plan-changes.js";

/** The outcome of writing planned changes: all of them, or none (`rollbackErrors` lists any file that could not be restored). */
export type CommitResult = { ok: true } | { ok: false; failed: string; message: string; rollbackErrors: string[] };

/**
 * Writes planned changes one file at a time (each atomically). If any write fails, every file
 * already changed is restored and every folder created is removed, so the patch lands whole or not at all.
 */
export async function commitChanges(changes: readonly PlannedChange[]): Promise<CommitResult> {
  const done: PlannedChange[] = [];
  const createdFolders: string[] = [];
  for (const change of changes) {
    try {
      if (change.after === null) await unlink(change.absolute);
      else {
        const created = await mkdir(path.dirname(change.absolute), { recursive: true });
        if (created !== undefined) createdFolders.push(...foldersBetween(created, path.dirname(change.absolute)));
        await writeFileAtomic(change.absolute, change.after, modeOf(change));
      }
      done.push(change);
    } catch (error) {
      const rollbackErrors = await rollBack(done, createdFolders);
      return { ok: false, failed: change.relative, message: errorText(error), rollbackErrors };
    }
  }
  return { ok: true };
}

async function rollBack(done: readonly PlannedChange[], createdFolders: readonly string[]): Promise<string[]> {
  const errors: string[] = [];
  for (const change of [...done].reverse()) {
    try {
      if (change.before === null) await unlink(change.absolute);
      else await writeFileAtomic(change.absolute, change.before, modeOf(change));
    } catch (error) {
      errors.push(`${change.relative}: ${errorText(error)}`);
    }
  }
  for (const folder of [...createdFolders].reverse()) await rmdir(folder).catch(() => undefined);
  return errors;
}

function modeOf(change: PlannedChange): { mode?: number } {
  return change.mode === undefined ? {} : { mode: change.mode };
}

// mkdir reports the first folder it created; the ones below it, down to `leaf`, are new as well.
function foldersBetween(first: string, leaf: string): string[] {
  const folders: string[] = [];
  for (let folder = leaf; folder.length >= first.length; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === first) break;
  }
  return folders;
}
