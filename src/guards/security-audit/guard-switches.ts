import { isNeutralizedHookText } from "./neutralized-hook.js";

/**
 * Settings that make an agent approve every tool call by itself, by each tool's reference: VS Code
 * Copilot's `chat.tools.autoApprove` and `chat.tools.global.autoApprove`, Gemini CLI's
 * `autoAccept` and `approvalMode` `yolo`, Claude Code's `defaultMode` `bypassPermissions`, Codex's
 * `approval_policy = "never"` and `danger-full-access` sandbox. A key may be quoted, bracketed
 * (`.["chat.tools.autoApprove"] = true`) or assigned with `:` or `=`.
 */
const AUTO_APPROVE =
  /(?:chat\.tools\.(?:global\.)?autoApprove|autoAccept)["'\]]*\s*[:=]\s*["']?true\b|defaultMode["'\]]*\s*[:=]\s*["']?bypassPermissions|approval_policy["'\]]*\s*[:=]\s*["']?never|sandbox_mode["'\]]*\s*[:=]\s*["']?danger-full-access|approvalMode["'\]]*\s*[:=]\s*["']?yolo/;

/**
 * The same switch in other agents' settings, by each one's documentation: Aider's `yes-always: true`
 * (and `AIDER_YES_ALWAYS`), Cline's and Roo Code's auto-approval (`autoApprovalEnabled`,
 * `alwaysAllowExecute`, `alwaysAllowWrite`, `alwaysAllowMcp`, …, `executeAllCommands`), Continue's
 * `allowedWithoutPermission` tool policy, Goose's `GOOSE_MODE: auto`, OpenHands'
 * `confirmation_mode = false`, Cursor's yolo mode and `Shell(*)` allowed, Windsurf's auto-execution
 * `turbo`, opencode's `"permission"` allowing `bash` (or everything), Crush's `skip_requests`,
 * Zed's `always_allow_tool_actions`, Amp's `amp.dangerouslyAllowAll`, an MCP server's tools all
 * approved (`"autoApprove": ["*"]` of Kiro and Amazon Q, `"alwaysAllow": ["*"]` of Cline and Roo),
 * and VS Code's terminal auto-approval given a rule that matches every command (the regular expression `.*`).
 */
const OTHER_AGENTS_AUTO_APPROVE =
  /(?:yes[-_]always|AIDER_YES_ALWAYS|autoApprovalEnabled|alwaysAllow(?:Execute|Write|Mcp|Browser|ReadOnlyOutsideWorkspace|WriteOutsideWorkspace|Subtasks|ModeSwitch)|executeAllCommands|yoloMode|skip_requests|always_allow_tool_actions|dangerouslyAllowAll)["'\]]*\s{0,8}[:=]\s{0,8}["']?(?:true|1|yes|on)\b|allowedWithoutPermission|GOOSE_MODE["'\]]*\s{0,8}[:=]\s{0,8}["']?auto\b|confirmation_mode["'\]]*\s{0,8}[:=]\s{0,8}["']?false\b|["']Shell\(\*\)["']|["'](?:autoApprove|alwaysAllow)["']\s{0,8}:\s{0,8}\[\s{0,8}["']\*["']|terminal\.autoApprove["'\]]*\s{0,8}:\s{0,8}\{[^{}]{0,400}["']\/\.\*\/["']\s{0,8}:\s{0,8}true|autoExecution\w{0,20}["'\]]*\s{0,8}[:=]\s{0,8}["']?turbo|"permission"\s{0,8}:\s{0,8}(?:"allow"|\{[^{}]{0,200}"(?:bash|\*)"\s{0,8}:\s{0,8}(?:"allow"|\{\s{0,8}"\*"\s{0,8}:\s{0,8}"allow"))/i;

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
  const head = text.slice(0, SEARCHED);
  return AUTO_APPROVE.test(head) || OTHER_AGENTS_AUTO_APPROVE.test(head);
}

/** A line of a hook script that does nothing: `exit 0`, `true`, `:`, a shebang or a comment. */
const EMPTY_SCRIPT_LINE = /^(?:#.*|exit 0|true|:)?$/;
/** A line of a hook manager's config that configures nothing: blank, a comment, braces, or a key with an empty value. */
const EMPTY_CONFIG_LINE = /^(?:#.*|[{}[\],]*|["']?[\w.-]+["']?\s*[:=]\s*(?:\[\s*\]|\{\s*\}|null|~|""|''|false)?\s*,?\s*(?:#.*)?)$/;
/** At most this many lines are looked at: a hook switched off is a line or two. */
const MAX_LINES = 200;
/**
 * A hook manager's hook script: husky's `.husky/NAME`, lefthook's scripts (`.lefthook/HOOK/NAME`,
 * `.lefthook-local/…`) and overcommit's own hooks (`.git-hooks/HOOK/NAME`).
 */
const HOOK_SCRIPT = /(?:^|[\\/])(?:\.husky[\\/][^\\/]+|\.lefthook(?:-local)?[\\/][^\\/]+[\\/][^\\/]+|\.git-hooks[\\/][^\\/]+[\\/][^\\/]+)$/;
/** A hook manager's configuration: pre-commit, lefthook, overcommit, husky's old rc files, simple-git-hooks. */
const HOOK_CONFIG = /(?:^|[\\/])(?:\.pre-commit-config\.ya?ml|\.?lefthook(?:-local)?\.(?:ya?ml|json|toml)|\.lefthookrc|\.overcommit\.yml|\.huskyrc(?:\.json|\.js|\.ya?ml)?|husky\.config\.[cm]?js|\.?simple-git-hooks(?:\.json|\.[cm]?js)?)$/;

/**
 * What a path is to the git hook managers (husky, lefthook, pre-commit, overcommit,
 * simple-git-hooks): one of their hook scripts, their configuration, or neither. The shell guard
 * and the file tools share it, so both judge the same files.
 *
 * @example
 * hookManagerFile(".husky/pre-commit") // "script"
 * hookManagerFile("lefthook.yml") // "config"
 */
export function hookManagerFile(filePath: string): "script" | "config" | undefined {
  if (HOOK_SCRIPT.test(filePath)) return "script";
  return HOOK_CONFIG.test(filePath) ? "config" : undefined;
}

/**
 * Whether text written into a hook script does nothing: only `exit 0`, `true`, `:`, a shebang,
 * comments or blank lines; or commands all made unable to fail (`|| true`, CI-only guards, a final
 * `exit 0` with nothing checked, `exit 0` at the top: see `isNeutralizedHookText`).
 *
 * @example
 * isEmptyHookText("#!/bin/sh\nexit 0") // true
 */
export function isEmptyHookText(content: string): boolean {
  const lines = content.split("\n", MAX_LINES + 1);
  return (lines.length <= MAX_LINES && lines.every((line) => EMPTY_SCRIPT_LINE.test(line.trim().replace(/\s+/g, " ")))) || isNeutralizedHookText(content);
}

/**
 * Whether a hook manager's configuration defines no hook at all: every line empty, a comment, or a
 * key with nothing in it (`repos: []`, `pre-commit: {}`, `{}`), so writing it switches every hook off.
 *
 * @example
 * definesNoHooks("repos: []") // true
 * definesNoHooks("pre-commit:\n  commands:\n    lint:\n      run: npx eslint") // false
 */
export function definesNoHooks(content: string): boolean {
  const lines = content.split("\n", MAX_LINES + 1);
  return lines.length <= MAX_LINES && lines.every((line) => EMPTY_CONFIG_LINE.test(line.trim()));
}

/**
 * Whether writing `content` over `filePath` switches a hook manager's hook off: the hook script
 * replaced with one that does nothing.
 *
 * @example
 * emptiesHookManager(".husky/pre-commit", "exit 0") // true
 * emptiesHookManager(".husky/pre-commit", "npx lint-staged") // false
 */
export function emptiesHookManager(filePath: string, content: string): boolean {
  return HOOK_SCRIPT.test(filePath) && isEmptyHookText(content);
}

/** lefthook's `skip: true` on a hook or command (lefthook-local.yml is where one is switched off for oneself). */
const LEFTHOOK_SKIP = /(?:^|[{,])[ \t]*["']?skip["']?[ \t]*[:=][ \t]*["']?(?:true|yes|on)\b/m;
/** pre-commit's top-level `exclude` matching every file (`exclude: '.*'`, `^.*$`): no hook gets a file to check. */
const PRE_COMMIT_EXCLUDE_ALL = /^exclude[ \t]*:[ \t]*["']?\^?\.\*\$?["']?[ \t]*(?:#.*)?$/m;
/** overcommit's `ALL: { enabled: false }` under a hook type: every hook of it off. */
const OVERCOMMIT_ALL_OFF = /^[ \t]*ALL[ \t]*:[ \t]*(?:\{[^}\n]*enabled[ \t]*:[ \t]*false|\n(?:[ \t]+[^\n]*\n){0,4}?[ \t]+enabled[ \t]*:[ \t]*false\b)/m;

/**
 * Whether text written into a hook manager's configuration holds one of its documented switches
 * that stop hooks from running: lefthook's `skip: true`, pre-commit's top-level `exclude: '.*'`,
 * overcommit's `ALL: enabled: false`. (A `skip` for merges or rebases only, or one hook of
 * overcommit's turned off, is ordinary configuration.)
 *
 * @example
 * switchesHooksOff("lefthook-local.yml", "pre-commit:\n  skip: true") // true
 * switchesHooksOff("lefthook.yml", "pre-commit:\n  skip: [merge, rebase]") // false
 */
export function switchesHooksOff(filePath: string, content: string): boolean {
  const text = content.slice(0, SEARCHED);
  const name = filePath.replace(/^.*[\\/]/, "");
  if (/lefthook/.test(name)) return LEFTHOOK_SKIP.test(text);
  if (/pre-commit-config/.test(name)) return PRE_COMMIT_EXCLUDE_ALL.test(text);
  if (/overcommit/.test(name)) return OVERCOMMIT_ALL_OFF.test(text);
  return false;
}
