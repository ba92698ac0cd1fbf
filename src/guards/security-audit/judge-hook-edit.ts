import { parsePatch } from "../../tools/apply-patch/parse-patch.js";
import type { PatchFile } from "../../tools/apply-patch/types.js";
import { readFileSync, statSync } from "node:fs";
import { hookManagerFile, isEmptyHookText, switchesHooksOff } from "./guard-switches.js";
import { hookConfigChangeReason } from "./hook-config-change.js";
import { packageHookEditReason } from "./package-hook-edit.js";

/** Arguments of edit tools that hold the replacement text (Claude Code's Edit and MultiEdit, the text editor tool, Gemini CLI's replace, Cursor's and others'). */
const NEW_TEXT_KEYS = new Set(["new_string", "new_str", "newText", "new_text", "replacement", "new_content", "newString", "code_edit", "insert_text"]);
const OLD_TEXT_KEYS = ["old_string", "old_str", "oldText", "old_text", "oldString"] as const;
const MAX_EDITS = 32;

/**
 * What a file tool's edit (not a whole new content) does to a hook manager's file, the way the
 * shell guard judges `sed -i`, `perl -pi` and a deletion of the same file: a hook deleted needs
 * approval; a configuration's edit is judged by effect (`hookConfigChangeReason`: a version pin
 * bumped or a hook added is everyday, a hook removed or switched off is not); a hook script edited so that what it runs becomes nothing
 * (`exit 0`, `true`, `:`, comments), by an edit or a patch, needs approval; an edit or patch that
 * puts real commands in, or adds a new hook with them, does not. An edit whose new text cannot be
 * seen is judged by the worst it could do. Returns the reason, or undefined.
 *
 * @example
 * hookEditReason({ file_path: ".husky/pre-commit", old_string: "npx lint-staged", new_string: "exit 0" }, ".husky/pre-commit")
 * // "edits the hook .husky/pre-commit so that it does nothing"
 */
export function hookEditReason(args: Record<string, unknown>, filePath: string): string | undefined {
  const kind = hookManagerFile(filePath);
  if (kind === undefined) return /(?:^|[\\/])package\.json$/.test(filePath) ? packageEditReason(args, filePath) : undefined;
  const patched = patchedFile(args, filePath);
  if (patched?.kind === "delete") return `deletes ${filePath}, which holds the project's git hooks`;
  if (kind === "config") return configEditReason(args, patched, filePath);
  if (patched?.kind === "add") return isEmptyHookText(patched.content ?? "") ? `adds the hook ${filePath} as one that does nothing` : undefined;
  const added = patched ? patched.hunks.flatMap((hunk) => hunk.lines.filter((line) => line.kind === "add").map((line) => line.text)) : newTexts(args);
  if (added === undefined) return `changes the hook ${filePath} in a way that cannot be seen`;
  // The hook on disk with the edit applied is judged whole: a guarded line added beside real checks leaves them checking.
  const whole = patched ? undefined : editedText(editPairs(args), filePath)?.after;
  if (whole !== undefined) return isEmptyHookText(whole) ? `edits the hook ${filePath} so that it does nothing` : undefined;
  return isEmptyHookText(added.join("\n")) ? `edits the hook ${filePath} so that it does nothing` : undefined;
}

/** An edit or patch of package.json judged by what it does to the hooks it holds (`packageHookEditReason`). */
function packageEditReason(args: Record<string, unknown>, filePath: string): string | undefined {
  const patched = patchedFile(args, filePath);
  if (patched) {
    if (patched.kind !== "update") return undefined;
    const lines = patched.hunks.flatMap((hunk) => hunk.lines);
    return packageHookEditReason(filePath, lines.filter((line) => line.kind === "remove").map((line) => line.text), lines.filter((line) => line.kind === "add").map((line) => line.text));
  }
  const edits = editPairs(args);
  return packageHookEditReason(filePath, edits.flatMap((edit) => (edit.old ?? "").split("\n")), edits.flatMap((edit) => edit.next.split("\n")));
}

/** The patch's section for `filePath`, when a string argument is a patch that touches it. */
function patchedFile(args: Record<string, unknown>, filePath: string): PatchFile | undefined {
  for (const value of Object.values(args)) {
    if (typeof value !== "string" || !/^\s*(?:\*\*\* Begin Patch|---\s|diff --git)/.test(value)) continue;
    try {
      return parsePatch(value).files.find((file) => file.path === filePath || file.newPath === filePath);
    } catch {
      // An unreadable patch is failed closed by the audit itself.
      return undefined;
    }
  }
  return undefined;
}

/** The replacement texts of an edit (`new_string`, each of MultiEdit's `edits`), or undefined when it has none. */
function newTexts(args: Record<string, unknown>): string[] | undefined {
  const texts: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 2 || texts.length >= MAX_EDITS || typeof value !== "object" || value === null) return;
    for (const [key, item] of Object.entries(value).slice(0, MAX_EDITS)) {
      if (NEW_TEXT_KEYS.has(key) && typeof item === "string") texts.push(item);
      else if (typeof item === "object") visit(item, depth + 1);
    }
  };
  visit(args, 0);
  return texts.length > 0 ? texts : undefined;
}

/**
 * What an edit or patch of a hook manager's config does, judged by effect (`hookConfigChangeReason`):
 * the patch's removed and added lines, or each edit's old and new text line by line — the whole
 * file with the edits applied when it can be read. A rename, or an edit whose text cannot be seen,
 * needs approval.
 */
function configEditReason(args: Record<string, unknown>, patched: PatchFile | undefined, filePath: string): string | undefined {
  const unseen = `edits ${filePath}, which decides the project's git hooks`;
  if (patched) {
    if (patched.kind === "add") return addedSwitch(filePath, (patched.content ?? "").split("\n"));
    if (patched.kind !== "update" || patched.newPath !== undefined) return unseen;
    const lines = patched.hunks.flatMap((hunk) => hunk.lines);
    const added = lines.filter((line) => line.kind === "add").map((line) => line.text);
    return switchesHooksOff(filePath, added.join("\n")) ? unseen : hookConfigChangeReason(filePath, lines.filter((line) => line.kind === "remove").map((line) => line.text), added);
  }
  const edits = editPairs(args);
  if (edits.length === 0 || edits.some((edit) => edit.old === undefined)) return unseen;
  const whole = editedText(edits, filePath);
  const removed = whole ? whole.before.split("\n") : edits.flatMap((edit) => (edit.old as string).split("\n"));
  const added = whole ? whole.after.split("\n") : edits.flatMap((edit) => edit.next.split("\n"));
  if (switchesHooksOff(filePath, added.join("\n"))) return unseen;
  return hookConfigChangeReason(filePath, removed, added);
}

/** A new config's documented switches (`skip: true`, `stages: [manual]`), judged as lines all added. */
function addedSwitch(filePath: string, lines: readonly string[]): string | undefined {
  return switchesHooksOff(filePath, lines.join("\n")) ? `adds ${filePath} with its hooks switched off` : hookConfigChangeReason(filePath, [], lines);
}

/** Each edit's old and new text (the call's own, or each of MultiEdit's `edits`). */
function editPairs(args: Record<string, unknown>): { old: string | undefined; next: string }[] {
  const one = (value: Record<string, unknown>) => {
    const next = [...NEW_TEXT_KEYS].map((key) => value[key]).find((item): item is string => typeof item === "string");
    const old = OLD_TEXT_KEYS.map((key) => value[key]).find((item): item is string => typeof item === "string");
    return next === undefined ? undefined : { old, next };
  };
  const own = one(args);
  if (own) return [own];
  const list = Array.isArray(args.edits) ? args.edits.slice(0, MAX_EDITS) : [];
  const pairs = list.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null).map(one);
  return pairs.every((pair) => pair !== undefined) ? (pairs as { old: string | undefined; next: string }[]) : [];
}

/** The file's text on disk (bounded) before and after the call's edits, or undefined when it cannot be read or an edit does not apply. */
function editedText(edits: readonly { old: string | undefined; next: string }[], filePath: string): { before: string; after: string } | undefined {
  // Only an absolute path is read: a relative one is the call's, whose directory is not known here.
  if (!filePath.startsWith("/") || edits.length === 0 || edits.some((edit) => edit.old === undefined || edit.old === "")) return undefined;
  let before: string;
  try {
    if (statSync(filePath).size > 256 * 1024) return undefined;
    before = readFileSync(filePath, "utf8");
  } catch {
    return undefined;
  }
  let text = before;
  for (const edit of edits) {
    if (!text.includes(edit.old as string)) return undefined;
    text = text.replace(edit.old as string, () => edit.next);
  }
  return { before, after: text };
}
