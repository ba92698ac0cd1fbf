/**
 * Settings that make an agent approve every tool call by itself, by each tool's reference: VS Code
 * Copilot's `chat.tools.autoApprove` and `chat.tools.global.autoApprove`, Gemini CLI's
 * `autoAccept` and `approvalMode` `yolo`, Claude Code's `defaultMode` `bypassPermissions`, Codex's
 * `approval_policy = "never"` and `danger-full-access` sandbox. A key may be quoted, bracketed
 * (`.["chat.tools.autoApprove"] = true`) or assigned with `:` or `=`.
 */
const AUTO_APPROVE =
  /(?:chat\.tools\.(?:global\.)?autoApprove|autoAccept)["'\]]*\s*[:=]\s*["']?true\b|defaultMode["'\]]*\s*[:=]\s*["']?bypassPermissions|approval_policy["'\]]*\s*[:=]\s*["']?never|sandbox_mode["'\]]*\s*[:=]\s*["']?danger-full-access|approvalMode["'\]]*\s*[:=]\s*["']?yolo/;

/** Only the head of a long text is searched: settings are short, and the check stays bounded. */
const SEARCHED = 65_536;

/**
 * Whether a text written into a file (or an editor's expression) turns an agent's approvals off.
 *
 * @example
 * turnsApprovalsOff('{"chat.tools.autoApprove": true}') // true
 * turnsApprovalsOff('{"editor.formatOnSave": true}') // false
 */
export function turnsApprovalsOff(text: string): boolean {
  return AUTO_APPROVE.test(text.slice(0, SEARCHED));
}

/** A hook manager's hook script: husky's `.husky/NAME` (its configuration files are edited every day and judged elsewhere). */
const HOOK_SCRIPT = /(?:^|[\\/])\.husky[\\/][^\\/]+$/;
/** A line of a hook script that does nothing: `exit 0`, `true`, `:`, a shebang or a comment. */
const EMPTY_SCRIPT_LINE = /^(?:#.*|exit 0|true|:)?$/;
/** At most this many lines are looked at: a hook switched off is a line or two. */
const MAX_LINES = 200;

/**
 * Whether writing `content` over `filePath` switches a hook manager's hook off: the hook script
 * replaced with one that does nothing.
 *
 * @example
 * emptiesHookManager(".husky/pre-commit", "exit 0") // true
 * emptiesHookManager(".husky/pre-commit", "npx lint-staged") // false
 */
export function emptiesHookManager(filePath: string, content: string): boolean {
  if (!HOOK_SCRIPT.test(filePath)) return false;
  const lines = content.split("\n", MAX_LINES + 1);
  return lines.length <= MAX_LINES && lines.every((line) => EMPTY_SCRIPT_LINE.test(line.trim().replace(/\s+/g, " ")));
}
