import { applyHunks } from "../../apply-patch/apply-hunks.js";
import { PatchApplyError } from "../../apply-patch/patch-apply-error.js";
import type { ParsedPatch, PatchFile } from "../../apply-patch/types.js";
import type { Workspace } from "../../workspace.js";
import { readWorkspaceText } from "../shared/text-file.js";

/** A file's content: text, raw bytes (binary files, which a patch may only move or delete), or `null` when absent. */
export type FileContent = string | Uint8Array | null;

/** One file's planned change: its content before and after. */
export interface PlannedChange {
  absolute: string;
  relative: string;
  before: FileContent;
  after: FileContent;
  /** Permission bits to give the file if it is (re)created: the source's, for moves and restores. */
  mode?: number;
}

/** A line of the summary shown to the model. */
export interface PatchFileSummary {
  kind: "add" | "update" | "delete" | "move";
  path: string;
  newPath?: string;
  added: number;
  removed: number;
}

interface FileState {
  relative: string;
  original: FileContent;
  current: FileContent;
  mode?: number;
}

/**
 * Works out every file's new content in memory, reading each file once, before anything is
 * written. Throws `PatchApplyError` on the first section that does not fit.
 */
export async function planChanges(
  patch: ParsedPatch,
  workspace: Workspace,
  maxBytes: number,
): Promise<{ changes: PlannedChange[]; summary: PatchFileSummary[] }> {
  const states = new Map<string, FileState>();
  const summary: PatchFileSummary[] = [];

  const load = async (path: string): Promise<[string, FileState]> => {
    const resolved = await workspace.resolve(path);
    if (!resolved.ok) throw new PatchApplyError({ path, message: `${path}: ${resolved.message}` });
    const { absolute, relative } = resolved.path;
    const known = states.get(absolute);
    if (known) return [absolute, known];
    // Opened and checked like every read: inside the workspace at the moment of opening, no hard link to a secret.
    const file = await readWorkspaceText(workspace, relative, { maxBytes });
    if (!file.ok && file.reason !== "missing" && file.reason !== "binary") throw new PatchApplyError({ path, message: file.message });
    const content = file.ok ? file.text : file.reason === "binary" ? (file.content ?? null) : null;
    const state: FileState = { relative, original: content, current: content };
    if (file.mode !== undefined) state.mode = file.mode;
    states.set(absolute, state);
    return [absolute, state];
  };

  for (const file of patch.files) {
    const [, state] = await load(file.path);
    const { added, removed } = countLines(file);
    if (file.kind === "add" || (file.kind === "update" && state.current === null && createsFromNothing(file))) {
      if (state.current !== null) {
        throw new PatchApplyError({ path: file.path, message: `${state.relative} already exists; change it with an update (not an add), or delete it first` });
      }
      state.current = file.kind === "add" ? (file.content ?? "") : applyHunks("", file.hunks, state.relative);
      summary.push({ kind: "add", path: state.relative, added: file.kind === "add" ? lineCount(state.current) : added, removed: 0 });
      continue;
    }
    if (state.current === null) {
      throw new PatchApplyError({ path: file.path, message: `${state.relative} does not exist, so it cannot be ${file.kind === "delete" ? "deleted" : "updated"}${file.kind === "update" ? " (to create it, add it)" : ""}` });
    }
    if (typeof state.current !== "string" && file.hunks.length > 0) {
      throw new PatchApplyError({ path: file.path, message: `${state.relative} is a binary file; a patch can only move or delete it` });
    }
    if (file.kind === "delete") {
      if (typeof state.current === "string" && file.hunks.length > 0 && applyHunks(state.current, file.hunks, state.relative).trim() !== "") {
        throw new PatchApplyError({ path: file.path, message: `${state.relative} has more content than the patch deletes; read it again and diff against its current content` });
      }
      summary.push({ kind: "delete", path: state.relative, added: 0, removed: typeof state.current === "string" ? lineCount(state.current) : 0 });
      state.current = null;
      continue;
    }
    const updated = typeof state.current === "string" ? applyHunks(state.current, file.hunks, state.relative) : state.current;
    if (file.newPath === undefined) {
      state.current = updated;
      summary.push({ kind: "update", path: state.relative, added, removed });
      continue;
    }
    const [, target] = await load(file.newPath);
    if (target === state) {
      state.current = updated;
      summary.push({ kind: "update", path: state.relative, added, removed });
      continue;
    }
    if (target.current !== null) {
      throw new PatchApplyError({ path: file.newPath, message: `cannot move ${state.relative} to ${target.relative}: ${target.relative} already exists` });
    }
    target.current = updated;
    if (state.mode !== undefined) target.mode ??= state.mode;
    state.current = null;
    summary.push({ kind: "move", path: state.relative, newPath: target.relative, added, removed });
  }

  const changes: PlannedChange[] = [];
  for (const [absolute, state] of states) {
    if (state.original === state.current) continue;
    const change: PlannedChange = { absolute, relative: state.relative, before: state.original, after: state.current };
    if (state.mode !== undefined) change.mode = state.mode;
    changes.push(change);
  }
  return { changes, summary };
}

// Some tools write "--- a/x" rather than "/dev/null" for a new file; the hunk then starts at line 0.
function createsFromNothing(file: PatchFile): boolean {
  return file.hunks.length > 0 && file.hunks.every((hunk) => hunk.oldStart === 0 && hunk.lines.every((line) => line.kind === "add"));
}

function countLines(file: PatchFile): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind === "add") added += 1;
      else if (line.kind === "remove") removed += 1;
    }
  }
  return { added, removed };
}

function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}
