import { removeEmptyFolderInWorkspace, removeInWorkspace, writeInWorkspace } from "../../safe-fs/write-in-workspace.js";
import type { WorkspaceWrite } from "../../safe-fs/write-in-workspace.js";
import { errorText } from "../shared/tool-result.js";
import type { PlannedChange } from "./plan-changes.js";

/** The outcome of writing planned changes: all of them, or none (`rollbackErrors` lists any file that could not be restored). */
export type CommitResult = { ok: true } | { ok: false; failed: string; message: string; rollbackErrors: string[] };

/**
 * Writes planned changes one file at a time (each atomically, inside the workspace rooted at `root`
 * however its names are swapped meanwhile). If any write fails, every file already changed is
 * restored and every folder created is removed, so the patch lands whole or not at all.
 */
export async function commitChanges(root: string, changes: readonly PlannedChange[]): Promise<CommitResult> {
  const done: PlannedChange[] = [];
  const createdFolders: string[] = [];
  for (const change of changes) {
    try {
      if (change.after === null) await removeInWorkspace(root, change);
      else createdFolders.push(...written(await writeInWorkspace(root, change, change.after, modeOf(change))));
      done.push(change);
    } catch (error) {
      const rollbackErrors = await rollBack(root, done, createdFolders);
      return { ok: false, failed: change.relative, message: errorText(error), rollbackErrors };
    }
  }
  return { ok: true };
}

async function rollBack(root: string, done: readonly PlannedChange[], createdFolders: readonly string[]): Promise<string[]> {
  const errors: string[] = [];
  for (const change of [...done].reverse()) {
    try {
      if (change.before === null) await removeInWorkspace(root, change);
      else written(await writeInWorkspace(root, change, change.before, modeOf(change)));
    } catch (error) {
      errors.push(`${change.relative}: ${errorText(error)}`);
    }
  }
  for (const folder of [...createdFolders].reverse()) await removeEmptyFolderInWorkspace(root, folder).catch(() => undefined);
  return errors;
}

function modeOf(change: PlannedChange): { mode?: number } {
  return change.mode === undefined ? {} : { mode: change.mode };
}

// A refused write fails the patch like a failed one; what it created is reported for the rollback.
function written(outcome: WorkspaceWrite): string[] {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.createdFolders;
}
