import type { PathVerdict } from "./judge-path.js";
import { definesNoHooks, emptiesHookManager, hookManagerFile, switchesHooksOff, turnsApprovalsOff } from "./guard-switches.js";
import { hookEditReason } from "./judge-hook-edit.js";
import { runOnOpenReason, runsOnOpen } from "./run-on-open.js";

/** Arguments that hold a whole file's new content, by agent (`content`, the text editor's `file_text`, Windsurf's `CodeContent`). */
const WHOLE_CONTENT = ["content", "contents", "file_text", "text", "CodeContent"] as const;
/** Bounds on how much of the arguments is looked at. */
const MAX_DEPTH = 3;
const MAX_STRINGS = 64;

/** Every string in the arguments, a bounded number of them, a bounded depth down (edits' `new_string`, patches). */
function stringsOf(value: unknown, depth: number, into: string[]): void {
  if (into.length >= MAX_STRINGS) return;
  if (typeof value === "string") into.push(value);
  else if (depth < MAX_DEPTH && Array.isArray(value)) for (const item of value.slice(0, MAX_STRINGS)) stringsOf(item, depth + 1, into);
  else if (depth < MAX_DEPTH && typeof value === "object" && value !== null) {
    // The text an edit replaces is what goes away: a switch found only there is being turned back on.
    for (const [key, item] of Object.entries(value).slice(0, MAX_STRINGS)) if (!REPLACED_TEXT.has(key)) stringsOf(item, depth + 1, into);
  }
}

/** File tools' names for the text an edit replaces (`old_string`, `old_str`, `oldString`, `old_text`). */
const REPLACED_TEXT: ReadonlySet<string> = new Set(["old_string", "old_str", "oldString", "old_text", "oldText"]);

/**
 * Judges what a file tool writes, beyond where: a setting that makes an agent approve every tool
 * call (VS Code Copilot's `chat.tools.autoApprove`, Claude Code's `bypassPermissions`, Codex's
 * `approval_policy = "never"`, …) written into any file, a hook manager's hook replaced or edited
 * into one that does nothing, deleted, or its configuration edited, and code an editor runs by
 * itself when a folder opens (`run-on-open.ts`). The shell guard asks about the same writes.
 *
 * @example
 * judgeContent({ file_path: ".vscode/settings.json", content: '{"chat.tools.autoApprove": true}' }, [".vscode/settings.json"])
 * // { decision: "ask", rule: "tamper.agent-bypass", reason: "…" }
 */
export function judgeContent(args: Record<string, unknown>, written: readonly string[]): PathVerdict | undefined {
  if (written.length === 0) return undefined;
  const strings: string[] = [];
  stringsOf(args, 0, strings);
  if (strings.some((text) => turnsApprovalsOff(text))) {
    return { decision: "ask", rule: "tamper.agent-bypass", reason: `Writing a setting that makes an agent approve every tool call without asking needs approval: ${written[0]}` };
  }
  // A folder-open task or a setting that lets one run unasked, written whole or added by an edit.
  for (const filePath of written.slice(0, MAX_STRINGS)) {
    const opens = strings.map((text) => runsOnOpen(filePath, text)).find((found) => found !== undefined);
    if (opens) return { decision: "ask", rule: "tamper.run-on-open", reason: `Writing ${runOnOpenReason(opens, filePath)} needs approval` };
  }
  const content = WHOLE_CONTENT.map((name) => args[name]).find((value): value is string => typeof value === "string");
  if (content === undefined) {
    // An edit, a patch or a deletion: judged as the shell guard judges `sed -i`, `rm` and the like on the same file.
    for (const filePath of written.slice(0, MAX_STRINGS)) {
      const reason = hookEditReason(args, filePath);
      if (reason) return { decision: "ask", rule: "tamper.hook-manager", reason: `A file tool that ${reason} needs approval` };
    }
    return undefined;
  }
  const emptied = written.find((filePath) => emptiesHookManager(filePath, content) || (hookManagerFile(filePath) === "config" && (definesNoHooks(content) || switchesHooksOff(filePath, content))));
  return emptied === undefined ? undefined : { decision: "ask", rule: "tamper.hook-manager", reason: `Replacing a hook manager's hook or config with one that does nothing needs approval: ${emptied}` };
}
