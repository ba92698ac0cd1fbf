import { parsePatch } from "../../tools/apply-patch/parse-patch.js";
import type { PatchFile } from "../../tools/apply-patch/types.js";
import { hookManagerFile, isEmptyHookText } from "./guard-switches.js";

/** Arguments of edit tools that hold the replacement text (Claude Code's Edit and MultiEdit, the text editor tool, Gemini CLI's replace, Cursor's and others'). */
const NEW_TEXT_KEYS = new Set(["new_string", "new_str", "newText", "new_text", "replacement", "new_content", "newString", "code_edit", "insert_text"]);
const MAX_EDITS = 32;

/**
 * What a file tool's edit (not a whole new content) does to a hook manager's file, the way the
 * shell guard judges `sed -i`, `perl -pi` and a deletion of the same file: a configuration edited
 * or a hook deleted needs approval; a hook script edited so that what it runs becomes nothing
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
  if (kind === undefined) return undefined;
  const patched = patchedFile(args, filePath);
  if (patched?.kind === "delete") return `deletes ${filePath}, which holds the project's git hooks`;
  if (kind === "config") return patched?.kind === "add" ? undefined : `edits ${filePath}, which decides the project's git hooks`;
  if (patched?.kind === "add") return isEmptyHookText(patched.content ?? "") ? `adds the hook ${filePath} as one that does nothing` : undefined;
  const added = patched ? patched.hunks.flatMap((hunk) => hunk.lines.filter((line) => line.kind === "add").map((line) => line.text)) : newTexts(args);
  if (added === undefined) return `changes the hook ${filePath} in a way that cannot be seen`;
  return isEmptyHookText(added.join("\n")) ? `edits the hook ${filePath} so that it does nothing` : undefined;
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
