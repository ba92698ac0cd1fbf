import path from "node:path";
import { fileWrites, type FileEffect } from "../commands/file-writes.js";
import { parseOptions } from "../commands/getopt.js";
import { GIT_GLOBAL } from "../commands/git-options.js";
import type { CwdState, Field, Invocation, Redirection } from "../model.js";
import { definesNoHooks, hookManagerFile, isEmptyHookText, switchesHooksOff, turnsApprovalsOff } from "../../security-audit/guard-switches.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import { agentApprovalsOffByEnv, checksOffByName } from "./tamper-agent-env.js";
import { gitPathEffects } from "./tamper-git-paths.js";
import { heredocBody, hookTextWrite, nothingCopiedOntoHook, printfText, sedHookInsertions, teeHookWrites } from "./hook-text-writes.js";
import { tighteningConfigWrite } from "./loopgate-config-writes.js";
import { tighteningRewrite } from "./settings-rewrites.js";
import { hookConfigExpressionChange } from "./hook-config-expressions.js";
import { runOnOpenText, runOnOpenWrites } from "./run-on-open-writes.js";
import { unseenAutoRunRedirect, unseenAutoRunWrites } from "./unseen-auto-run.js";
import { hookConfigChangeReason } from "../../security-audit/hook-config-change.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";
import { ownEntry } from "../../../util/own-entry.js";
import { optionValue } from "../commands/option-values.js";

const AGENT_SETTINGS = "tamper.agent-settings";
const GUARD_PROGRAM = "loopgate";
/**
 * Hook managers' switches, by their documentation: husky, pre-commit, lefthook, overcommit.
 * (pre-commit's `SKIP=` is a common name; on git commands the git rules judge it.)
 */
const HOOK_SWITCHES: Readonly<Record<string, (value: string | undefined) => boolean>> = {
  HUSKY: (value) => value === "0",
  HUSKY_SKIP_HOOKS: (value) => value !== undefined && value !== "" && value !== "0",
  PRE_COMMIT_ALLOW_NO_CONFIG: (value) => value !== undefined && value !== "" && value !== "0",
  LEFTHOOK: (value) => value === "0" || value === "false",
  LEFTHOOK_EXCLUDE: (value) => value !== undefined && value !== "",
  OVERCOMMIT_DISABLE: (value) => value !== undefined && value !== "" && value !== "0",
  SKIP: (value) => value !== undefined && value !== "",
};
const HOOK_MANAGERS = new Set(["pre-commit", "lefthook", "husky", "overcommit"]);
/** A variable named for skipping hooks, whatever the manager (`SKIP_SIMPLE_GIT_HOOKS`, `DISABLE_GIT_HOOKS`, `GIT_HOOKS_SKIP`, `NO_HOOKS`). */
const SKIP_HOOKS_NAME = /^(?:\w+_)?(?:SKIP|DISABLE|NO|BYPASS)_(?:\w+_)?HOOKS?$|^(?:\w+_)?HOOKS?_(?:SKIP|SKIPPED|DISABLED?|OFF|BYPASS)$/;
/** Hook managers' directories, whole or any file in them (`.husky`, `.lefthook/pre-commit/…`, overcommit's `.git-hooks`), and their hooks and configs (the security audit's `hookManagerFile`, which the file tools use too). */
const HOOK_MANAGER_FILES = { test: (file: string): boolean => hookManagerFile(file) !== undefined || /(?:^|\/)(?:\.husky|\.lefthook(?:-local)?|\.git-hooks)(?:\/.*)?$/.test(file) };
/** Hook managers' configuration files (not their hook scripts, which are written with new commands every day). */
const HOOK_MANAGER_CONFIG = { test: (file: string): boolean => hookManagerFile(file) === "config" };
/** package.json keys that hold hook managers' hooks or install them (`npm pkg delete simple-git-hooks`). */
const PACKAGE_HOOK_KEYS = /^(?:husky(?:\..*)?|simple-git-hooks(?:\..*)?|pre-commit|pre-push|ghooks|config\.ghooks(?:\..*)?|gitHooks(?:\..*)?|scripts\.(?:prepare|postinstall|precommit|prepush|pre-commit|pre-push))$/;
/** Hook managers' packages: uninstalled, their hooks stop being installed. */
const HOOK_MANAGER_PACKAGES = new Set(["husky", "lefthook", "@evilmartians/lefthook", "simple-git-hooks", "pre-commit", "overcommit", "yorkie", "ghooks"]);
/** Editors that run commands given on their command line or input (`vim -c ':%d|wq' f`, `ed -s f <<< …`, `emacs --batch`). */
const EDITORS = new Set(["vi", "vim", "nvim", "ex", "ed", "emacs", "gvim", "view", "vis", "kak"]);
/** Editor commands that write the file: vi's `w`, `wq`, `x`, `sav`, `up`; ed's `w`; emacs' `save-buffer`. */
const EDITOR_WRITE = /(?:^|[|:\s\n;])(?:w|wq|wqa|wa|wall|x|xa|xit|exit|sav\w*|up\w*|write)!?(?:$|[\s|\n;])|save-buffer|write-file|write-region/;
/** What a hook script holds when it has been switched off: nothing but `exit 0`, `true`, `:` or comments. */
const EMPTY_HOOK = /^(?:\s*(?:#[^\n]*|exit\s+0|true|:)?\s*\n?)*$/;
/** Agent CLIs' switches that turn their permission checks or sandbox off, by each CLI's reference. */
const BYPASS_FLAGS: Readonly<Record<string, RegExp>> = {
  claude: /^--(?:dangerously-skip-permissions|allow-dangerously-skip-permissions)$|^--permission-mode[= ]bypassPermissions$/,
  // `-c features.codex_hooks=false` and `--disable codex_hooks` switch its hooks off for the run.
  codex: /^--(?:dangerously-bypass-approvals-and-sandbox|yolo)$|^(?:-s|--sandbox)[= ]danger-full-access$|^(?:-c|--config)[= ]sandbox_mode=["']?danger-full-access|^(?:-a|--ask-for-approval)[= ]never$|^(?:-c|--config)[= ]approval_policy=["']?never|^(?:-c|--config)[= ](?:features\.)?\w*hooks\s*=\s*["']?(?:false|0|\[\s*\]|\{\s*\})|^--disable[= ]\w*hooks$/,
  gemini: /^(?:--yolo|-y)$|^--approval-mode[= ]yolo$/,
  qwen: /^(?:--yolo|-y)$|^--approval-mode[= ]yolo$/,
  q: /^--trust-all-tools$/,
  "kiro-cli": /^--trust-all-tools$/,
  // `--yolo` and `--allow-all` are the short forms of `--allow-all-tools --allow-all-paths --allow-all-urls`.
  copilot: /^--(?:allow-all-tools|allow-all-paths|allow-all|yolo)$/,
  // Cursor CLI's parameters: `--force` (alias `--yolo`) runs every command unless explicitly denied.
  "cursor-agent": /^(?:-f|--force|--yolo)$/,
  // Factory's `droid exec`: `--skip-permissions-unsafe`, and autonomy level high, which runs every command not on its blocklist.
  droid: /^--skip-permissions-unsafe$|^--auto[= ]high$/,
  // Cline's and Kilo Code's CLIs: yolo mode approves every action; Antigravity's CLI borrows Claude Code's switch.
  cline: /^(?:-y|--yolo)$/,
  kilocode: /^--yolo$/,
  agy: /^--dangerously-skip-permissions$/,
  amp: /^--dangerously-allow-all$/,
  aider: /^--yes(?:-always)?$/,
  openhands: /^--always-approve$/,
  crush: /^(?:--yolo|-y)$/,
  opencode: /^--dangerously-skip-permissions$/,
};
/** Agent CLIs run by their package's name (`npx @anthropic-ai/claude-code`, `bunx @google/gemini-cli`, `uvx --from aider-chat aider`). */
const AGENT_PACKAGES: Readonly<Record<string, string>> = { "claude-code": "claude", "gemini-cli": "gemini", "qwen-code": "qwen", "aider-chat": "aider", "opencode-ai": "opencode", "amazon-q": "q" };
/**
 * Variables that move an agent CLI's settings — and with them its hooks — somewhere else, by each
 * CLI's reference, with the default they have (`CLAUDE_CONFIG_DIR=/tmp/x claude …` loads no hooks).
 */
const AGENT_CONFIG_HOMES: Readonly<Record<string, string>> = { CLAUDE_CONFIG_DIR: ".claude", CODEX_HOME: ".codex", GEMINI_CLI_HOME: "", GEMINI_CLI_SYSTEM_SETTINGS_PATH: "", QWEN_CODE_SYSTEM_SETTINGS_PATH: "" };
/** Directories that hold an agent CLI's settings and hooks. */
const AGENT_SETTINGS_HOMES = new Set([".claude", ".codex", ".gemini"]);
const PACKAGE_REMOVE: Readonly<Record<string, readonly string[]>> = { npm: ["uninstall", "un", "rm", "r", "remove", "unlink"], pnpm: ["remove", "rm", "uninstall", "un"], yarn: ["remove"], bun: ["remove", "rm"], brew: ["uninstall", "remove", "rm"] };

/**
 * Tampering with the agent's own guards: any write, by any tool, to the files that hold an
 * agent's hooks and guards (the security audit's `tamper.agent-settings` path list: Claude Code,
 * Codex, Gemini CLI, loopgate, git hooks and config), switching hooks off (core.hooksPath, hook
 * managers' variables and uninstallers), disabling loopgate itself, and running an agent CLI with
 * its permission checks off.
 */
export const tamperRules: RuleSet = {
  category: "tampering",
  rules: [
    { id: "tamper.agent-settings", decision: "ask", description: "Writes the files that hold an agent's hooks and guards, by any write path — loopgate's JSON or YAML config, and Claude Code's, Gemini CLI's and Codex's settings, written with a known text that only tightens them are allowed, as for the file tools, and so are those settings rewritten by a jq filter that only adds deny or ask rules, removes allow rules or turns a sandbox on (jq '.permissions.deny += [\"Bash(curl:*)\"]' F > t && mv t F, … | sponge F, … | tee F) (sed -i, tee, cp, mv onto, ln -sf, >, git checkout or git stash push of the file, dasel put -f, crudini --set, json -I, interpreter code however it builds the path: Path.home() / '.claude' / 'settings.json', os.path.join(home, …), symlinks and copies): Claude Code, Codex and Gemini CLI settings, other agents' permission and hook files (Cursor CLI's cli.json and cli-config.json — judged by the change as Claude Code's are —, Copilot CLI's config.json, Continue's permissions.yaml, Goose's config.yaml and permission.yaml, Amp's and Crush's settings, Qwen Code's and opencode's settings, Kiro's agents and hooks, Cline's hooks), loopgate's config, audit log and thread state (.loopgate/), git hooks and .git/config." },
    { id: "tamper.remove-guard", decision: "deny", description: "Deletes, empties, moves away or makes unexecutable an agent's hook settings, git hooks or loopgate's audit trail (rm -rf .git/hooks, mv .claude/settings.json x, chmod -x .git/hooks/pre-commit, git rm [--cached] .claude/settings.json, git mv .codex/config.toml x, rm .loopgate/audit.jsonl, : > .loopgate/audit.jsonl, gio trash, find -path … -delete)." },
    { id: "tamper.guard-program", decision: "deny", description: "Disables loopgate itself: removes, moves or makes unexecutable its program, shadows it with an alias, a function or a file of its name, or uninstalls it globally (a project dependency asks)." },
    { id: "tamper.hooks-path", decision: "ask", description: "Points git's core.hooksPath outside the project's own hooks, or unsets it (git config core.hooksPath /tmp/x, git config --unset core.hooksPath, GIT_CONFIG_KEY_0=core.hooksPath … git commit, export GIT_CONFIG_PARAMETERS=\"'core.hooksPath=/dev/null'\"), includes git config from outside the project (git config include.path /tmp/x), or hides changes to hook settings from git (git update-index --skip-worktree .claude/settings.json)." },
    { id: "tamper.hook-skip", decision: "deny", description: "Turns hook managers off for the commands that follow (export HUSKY=0, export LEFTHOOK=0, declare -x PRE_COMMIT_ALLOW_NO_CONFIG=1); for one command that is not git, asks (HUSKY=0 npm run release)." },
    { id: "tamper.hook-manager", decision: "ask", description: "Uninstalls a hook manager or deletes, empties, edits in place or replaces its hooks or config (pre-commit uninstall, npm uninstall husky, npm pkg delete simple-git-hooks, rm -rf .husky, rm .pre-commit-config.yaml, sed -i … lefthook.yml, echo 'exit 0' > .husky/pre-commit, echo 'repos: []' > .pre-commit-config.yaml, known text written by a heredoc, tee, a here-string or sed's a/i/c judged as the file tools judge it: cat > .husky/pre-commit <<'EOF' … exit 0, echo 'exit 0' | tee .husky/pre-push, sed -i '1a exit 0' .husky/pre-commit, echo 'exit 0' >> .husky/pre-push, printf '%s\n' … | sponge, a hook replaced by /bin/true or /dev/null through cp, install or ln -sf, a documented switch written or appended into the config: lefthook's skip: true, pre-commit's exclude: '.*', overcommit's ALL: enabled: false, lefthook's and overcommit's script directories too; through git as well: git rm [--cached] .pre-commit-config.yaml, git mv .husky/pre-commit x, git checkout REV -- lefthook.yml, git restore --source=REV .husky/pre-commit); the file tools are judged alike (an edit or patch that leaves a hook doing nothing, a deleted hook, a config edited so that a hook is removed, moved to another repository or switched off — skip, only, exclude matching everything, stages: [manual], a command that does nothing; a version pin bumped, a hook added or reordered is everyday and allowed, and so is a pin bumped in place by sed -i or perl -pi substituting literal text or yq -i setting .rev; a file tool's edit of package.json that removes, empties or neutralizes simple-git-hooks, husky, pre-commit, gitHooks or the prepare script asks)." },
    { id: "tamper.agent-bypass", decision: "ask", description: "Writes a setting that makes an agent approve every tool call (echo '{\"chat.tools.autoApprove\": true}' > .vscode/settings.json, defaultMode bypassPermissions, approval_policy = \"never\"), or runs an agent CLI with its permission checks, sandbox or hooks off (claude --dangerously-skip-permissions, codex --dangerously-bypass-approvals-and-sandbox, codex -c features.codex_hooks=false, codex --disable codex_hooks, gemini --yolo, q chat --trust-all-tools, copilot --allow-all-tools, cursor-agent --force, amp --dangerously-allow-all, aider --yes-always, crush --yolo, qwen --yolo, openhands --always-approve, cursor-agent --yolo, copilot --allow-all, droid exec --skip-permissions-unsafe or --auto high, cline --yolo, kilocode --yolo, agy --dangerously-skip-permissions; AIDER_YES_ALWAYS=1, GOOSE_MODE=auto, SECURITY_CONFIRMATION_MODE=false, OPENCODE_PERMISSION or OPENCODE_CONFIG_CONTENT allowing tools), or writes other agents' same switch (yes-always: true, alwaysAllowExecute, autoApprovalEnabled, allowedWithoutPermission, GOOSE_MODE: auto, confirmation_mode = false, Shell(*), turbo auto-execution, Zed's always_allow_tool_actions, Amp's amp.dangerouslyAllowAll, an MCP server's autoApprove or alwaysAllow of [\"*\"], VS Code's terminal auto-approval of every command, opencode's \"permission\": {\"bash\": \"allow\"}), or with its settings and hooks loaded from elsewhere or not at all (CLAUDE_CONFIG_DIR=/tmp/x, CODEX_HOME=…, claude --settings /tmp/x.json, --setting-sources user, a PATH without the hooks' program)." },
    { id: "tamper.run-on-open", decision: "ask", description: "Writes code an editor runs by itself when a folder opens: a VS Code task with \"runOptions\": {\"runOn\": \"folderOpen\"} (in .vscode/tasks.json, the user's tasks.json or a .code-workspace file; by a redirect, a heredoc, tee, a jq or yq filter, or a file tool), or a setting that lets such tasks and a folder's settings run without asking (\"task.allowAutomaticTasks\": \"on\", \"security.workspace.trust.enabled\": false). Tasks without runOn, launch.json debug configurations and editor settings are everyday work." },
    { id: "tamper.unseen-auto-run", decision: "ask", description: "Replaces or edits, with text loopgate cannot see, a file whose commands an agent or editor starts by itself — an MCP server list (.mcp.json, .cursor/mcp.json, .vscode/mcp.json, Windsurf's mcp_config.json, claude_desktop_config.json, cline_mcp_settings.json, .roo/mcp.json, .kiro/settings/mcp.json, …) or .vscode/tasks.json — so it cannot rule out a server or task that runs unseen (curl -o .cursor/mcp.json URL, cp /tmp/servers.json .mcp.json, ln -sf, cat /tmp/x > .vscode/mcp.json, jq … > .mcp.json, interpreter code writing it, sed -i with a regex or a new program). A copy of the project's own template, a known text (judged by the servers it starts) and a literal substitution of a version or a port are allowed." },
  ],
  invocation(invocation, context) {
    const hits: Hit[] = [];
    // The command as shown in reasons is only built when one is given.
    const label = () => shown(invocation) + via(invocation);
    for (const { field, effect } of [...fileWrites(invocation), ...editorWrites(invocation), ...otherDeletes(invocation)]) {
      // `… | tee loopgate.config.yaml` of a known text that only tightens the guards, as the file tools judge it.
      if ((invocation.name === "tee" || invocation.name === "sponge") && (effect === "overwrite" || effect === "append") && tighteningConfigWrite(field, heredocBody(invocation.stdin), effect === "append", invocation.cwd, context)) continue;
      // `jq '.permissions.deny += [...]' F > t && mv t F`, `jq … F | sponge F`: an agent's settings rewritten by a filter that only tightens them.
      if (effect === "overwrite" && tighteningRewrite(invocation, field)) continue;
      const hit = settingsWrite(field, effect, invocation.cwd, `${shown(invocation)}`, via(invocation), context);
      if (hit) hits.push(hit);
    }
    for (const { field, effect } of fileWrites(invocation)) {
      // The installed program itself: node_modules/.bin/loopgate, ~/.local/bin/loopgate, /usr/local/bin/loopgate.
      if ((effect === "delete" || effect === "truncate" || effect === "move-away" || effect === "overwrite" || effect === "edit") && isInstalledGuard(field)) {
        hits.push({ rule: "tamper.guard-program", decision: "deny", reason: `${shown(invocation)} ${effect === "overwrite" || effect === "edit" ? "changes" : "removes"} loopgate's program (${field.value ?? field.text})${via(invocation)}` });
      }
    }
    for (const [variable, value] of invocation.assignments) {
      if (agentApprovalsOffByEnv(variable, value.value)) hits.push({ rule: "tamper.agent-bypass", decision: "ask", reason: `${variable}=${value.value ?? value.text} makes ${shown(invocation)} approve its own actions without asking${via(invocation)}` });
    }
    hits.push(...chmodOff(invocation, context), ...hookSwitchFor(invocation), ...guardProgram(invocation), ...hooksPath(invocation, context), ...configInclude(invocation, context), ...hiddenChanges(invocation, context), ...hookManager(invocation), ...packageHooks(invocation), ...agentBypass(invocation, context), ...autoApproveTee(invocation), ...foundSettingsDeleted(invocation), ...teeHookWrites(invocation, label), ...sedHookInsertions(invocation, label), ...nothingCopiedOntoHook(invocation, label), ...runOnOpenWrites(invocation, label), ...unseenAutoRunWrites(invocation, context, label));
    return hits;
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target)) return [];
    const cwd: CwdState = invocation?.cwd ?? (context.initialCwd ? { known: true, path: context.initialCwd, initial: true } : { known: false, initial: true });
    // `: > f`, `cat /dev/null > f`, a bare `> f`: the file emptied, not rewritten.
    const effect = !redirect.op.endsWith(">>") && writtenText(invocation) === "" ? "truncate" : redirectEffect(redirect);
    // Known text written into a git hook is judged as the file tools judge it: one that does nothing is switched off.
    const known = writtenText(invocation);
    if (known !== undefined && known !== "" && redirect.target.value !== undefined) {
      const text = invocation?.name === "cat" ? known : known.replace(/\\n/g, "\n");
      const switched = hookTextWrite(redirect.target.value, text, redirect.op.endsWith(">>"), invocation ? `a redirect of ${shown(invocation)}` : "a redirect");
      if (switched.length > 0) return switched;
    }
    // loopgate's config written whole, or appended to, with a known text that only tightens the guards: the file tools' judge agrees.
    const tightens = effect !== "truncate" && tighteningConfigWrite(redirect.target, printedText(invocation), redirect.op.endsWith(">>"), cwd, context);
    const hit = tightens ? undefined : settingsWrite(redirect.target, effect, cwd, invocation ? `a redirect of ${shown(invocation)}` : "a redirect", "", context);
    if (hit) return [hit];
    if (isInstalledGuard(redirect.target)) return [{ rule: "tamper.guard-program", decision: "deny", reason: `${invocation ? `a redirect of ${shown(invocation)}` : "a redirect"} overwrites loopgate's program (${redirect.target.value ?? redirect.target.text})` }];
    const target = redirect.target.value === undefined ? undefined : path.posix.normalize(redirect.target.value);
    // A config written whole with hooks in it is a new config (the file tools' `write` agrees); one with none, or with text only the run knows, switches them off.
    const written = writtenText(invocation);
    // A documented switch written or appended into it (`echo 'pre-commit: {skip: true}' >> lefthook-local.yml`) stops its hooks too.
    if (target !== undefined && HOOK_MANAGER_CONFIG.test(target) && ((!redirect.op.endsWith(">>") && definesNoHooks(written ?? "")) || (written !== undefined && switchesHooksOff(target, written.replace(/\\n/g, "\n"))))) {
      return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${invocation ? `a redirect of ${shown(invocation)}` : "a redirect"} replaces ${redirect.target.value}, which decides the project's git hooks` }];
    }
    const content = writtenText(invocation);
    const autoApprove = autoApproveWrite(content ?? (invocation?.name === "cat" ? invocation.stdin?.text : undefined), redirect.target.value ?? redirect.target.text, invocation ? `a redirect of ${shown(invocation)}` : "a redirect");
    if (autoApprove) return [autoApprove];
    // A folder-open task or a setting that lets one run unasked; an MCP server list or tasks.json replaced with output the command does not show.
    const opens = runOnOpenText(content ?? (invocation?.name === "cat" ? invocation.stdin?.text : undefined), redirect.target.value ?? redirect.target.text, invocation ? `a redirect of ${shown(invocation)}` : "a redirect");
    if (opens) return [opens];
    const unseen = unseenAutoRunRedirect(redirect.target, invocation, content, context);
    if (unseen) return [unseen];
    // `echo 'exit 0' > .husky/pre-commit`, `: > .husky/pre-commit`: the hook manager's hook, emptied.
    if (content === undefined || redirect.op.endsWith(">>") || redirect.target.value === undefined || !HOOK_MANAGER_FILES.test(redirect.target.value) || !(EMPTY_HOOK.test(content.replace(/\\n/g, "\n")) || isEmptyHookText(content.replace(/\\n/g, "\n")))) return [];
    return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${invocation ? `a redirect of ${shown(invocation)}` : "a redirect"} replaces the hook ${redirect.target.value} with one that does nothing` }];
  },
  assignment(name, value, exported, context) {
    // GIT_CONFIG_PARAMETERS holds `-c` settings for every later git command (`'core.hooksPath=/dev/null'`).
    if (exported && name === "GIT_CONFIG_PARAMETERS" && /core\.hookspath/i.test(value.value ?? value.text)) return [{ rule: "tamper.hooks-path", decision: "ask", reason: `export ${name}=… points core.hooksPath elsewhere for every later git command` }];
    if (exported && agentApprovalsOffByEnv(name, value.value)) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `export ${name}=${value.value ?? value.text} makes every later agent run approve its own actions without asking` }];
    if (exported && movesAgentSettings(name, value, context.home)) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `export ${name}=${value.value ?? value.text} makes every later agent CLI load its settings, and hooks, from somewhere else` }];
    if (exported && ownEntry(HOOK_SWITCHES, name)?.(value.value ?? "?")) return [{ rule: "tamper.hook-skip", decision: "deny", reason: `export ${name}=${value.value ?? "…"} turns git hooks off for every command that follows` }];
    if (exported && checksOffByName(name, value.value)) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `export ${name}=${value.value ?? value.text} is named to turn hooks, guards or permission checks off for every command that follows` }];
    return [];
  },
  script(env) {
    return env.functions.has(GUARD_PROGRAM) ? [{ rule: "tamper.guard-program", decision: "deny", reason: "a shell function named loopgate shadows the guard's program" }] : [];
  },
};

/** A write of text that turns an agent's approvals off (`echo '{"chat.tools.autoApprove": true}' > .vscode/settings.json`). */
function autoApproveWrite(text: string | undefined, target: string, by: string): Hit | undefined {
  if (text === undefined || !turnsApprovalsOff(text)) return undefined;
  return { rule: "tamper.agent-bypass", decision: "ask", reason: `${by} writes a setting into ${target} that makes an agent approve every tool call without asking` };
}

/**
 * Deletes and rewrites the file writers do not model: `git rm` (not `--cached`) removes the file
 * from the work tree; `git stash push -- f` puts it back to its committed text; `gio trash|remove`;
 * and structured-config editors that rewrite a file in place by their documentation (`dasel
 * put|delete -f f`, `crudini --set|--del f`, trentm's `json -I -f f`).
 */
function otherDeletes(invocation: Invocation): Array<{ field: Field; effect: FileEffect }> {
  const operands = invocation.argv.slice(1, 65).filter((field) => field.value === undefined || !field.value.startsWith("-"));
  // `git rm --cached .claude/settings.local.json` untracks a file meant to stay local: the work tree keeps it.
  const cached = invocation.argv.some((field) => field.value === "--cached");
  if (invocation.name === "git" && (operands[0]?.value === "rm" || operands[0]?.value === "mv")) return gitPathEffects(invocation).filter((change) => change.effect !== "older" && !(cached && /\.local\.\w+$/.test(change.field.value ?? ""))).map(({ field, effect }) => ({ field, effect: effect === "delete" ? "delete" : "move-away" }));
  if (invocation.name === "git" && operands[0]?.value === "stash") return stashedPaths(invocation).map((field) => ({ field, effect: "overwrite" }));
  const edited = inPlaceConfigFile(invocation);
  if (edited) return [{ field: edited, effect: "edit" }];
  if (invocation.name === "gio" && /^(?:trash|remove)$/.test(operands[0]?.value ?? "")) return operands.slice(1).map((field) => ({ field, effect: "delete" }));
  return [];
}

/** The pathspecs of `git stash [push] [options] [--] PATH…`: those files are set back to their committed text. */
function stashedPaths(invocation: Invocation): Field[] {
  const args = parseOptions(invocation.argv.slice(1), GIT_GLOBAL).operands.slice(1, 65);
  const verb = args[0]?.value;
  if (verb !== undefined && !verb.startsWith("-") && verb !== "push" && verb !== "save") return [];
  const rest = verb === "push" || verb === "save" ? args.slice(1) : args;
  const separator = rest.findIndex((field) => field.value === "--");
  if (separator >= 0) return rest.slice(separator + 1);
  // Without `--`, only `push` takes pathspecs; `-m`'s value is not one.
  return verb === "push" ? rest.filter((field, index) => !field.value?.startsWith("-") && !/^(?:-m|--message|--pathspec-from-file)$/.test(rest[index - 1]?.value ?? "")) : [];
}

/** The file a structured-config editor rewrites in place: `dasel put|delete -f F` (without `-o`), `crudini --set|--del|--merge F`, `json -I -f F`. */
function inPlaceConfigFile(invocation: Invocation): Field | undefined {
  if (invocation.name !== "dasel" && invocation.name !== "crudini" && invocation.name !== "json") return undefined;
  const args = invocation.argv.slice(1, 33);
  const values = args.map((field) => field.value ?? "");
  if (invocation.name === "dasel" && /^(?:put|delete)$/.test(values[0] ?? "") && !values.some((value) => /^(?:-o|--out)(?:=|$)/.test(value))) return optionAfter(args, values, ["-f", "--file"]);
  if (invocation.name === "crudini" && values.some((value) => /^--(?:set|del|merge)$/.test(value))) return args.find((field, index) => index > 0 && !field.value?.startsWith("-")) ?? undefined;
  if (invocation.name === "json" && values.some((value) => value === "-I" || value === "--in-place")) return optionAfter(args, values, ["-f"]);
  return undefined;
}

/** The value of the first of `options` given (`-f F`, `--file=F`). */
function optionAfter(args: readonly Field[], values: readonly string[], options: readonly string[]): Field | undefined {
  const index = values.findIndex((value) => options.includes(value));
  if (index >= 0) return args[index + 1];
  const joined = values.findIndex((value) => options.some((option) => option.startsWith("--") && value.startsWith(`${option}=`)));
  return joined >= 0 ? { ...(args[joined] as Field), value: values[joined]?.slice(values[joined].indexOf("=") + 1) } : undefined;
}

/** A `find -path` pattern that selects an agent's settings or hooks (`.claude` or `.husky` between slashes or stars, `.git/hooks`, loopgate's config). */
const SETTINGS_PATTERN = /(?:^|[/*])\.(?:claude|codex|gemini|cursor|husky)(?:[/*]|$)|\.git\/hooks|loopgate\.config/;

/** `find . -path PATTERN … -delete` where the pattern selects an agent's settings or git hooks: what find deletes is chosen by the pattern, not the root. */
function foundSettingsDeleted(invocation: Invocation): Hit[] {
  if (invocation.name !== "find") return [];
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const deletes = args.includes("-delete") || args.some((arg, index) => /^-exec(?:dir)?$/.test(arg) && /^(?:rm|unlink|shred|truncate|mv)$/.test(path.posix.basename(args[index + 1] ?? "")));
  if (!deletes) return [];
  const pattern = args.find((arg, index) => /^-(?:i?path|i?wholename)$/.test(args[index - 1] ?? "") && SETTINGS_PATTERN.test(arg));
  return pattern === undefined ? [] : [{ rule: "tamper.remove-guard", decision: "deny", reason: `${shown(invocation)} deletes the files matching ${pattern}, an agent's hook settings or git hooks${via(invocation)}` }];
}

/** Programs that rewrite structured or text files from an expression given as an argument. */
const EXPRESSION_EDITORS = new Set(["jq", "yq", "gojq", "dasel", "sed", "gsed", "perl", "awk", "gawk", "json"]);

/**
 * `… | tee .vscode/settings.json` of a known text, or an editor's expression (`sed -i`, `jq … | sponge`,
 * `yq -i`) that writes a setting turning an agent's approvals off.
 */
function autoApproveTee(invocation: Invocation): Hit[] {
  if (EXPRESSION_EDITORS.has(invocation.name)) {
    const expression = invocation.argv.slice(1, 16).find((field) => field.value !== undefined && turnsApprovalsOff(field.value));
    return expression ? [{ rule: "tamper.agent-bypass", decision: "ask", reason: `${shown(invocation)} writes a setting that makes an agent approve every tool call without asking${via(invocation)}` }] : [];
  }
  if (invocation.name !== "tee" || invocation.stdin?.text === undefined) return [];
  const target = invocation.argv.slice(1).find((field) => field.value === undefined || !field.value.startsWith("-"));
  const hit = target ? autoApproveWrite(invocation.stdin.text, target.value ?? target.text, shown(invocation)) : undefined;
  return hit ? [hit] : [];
}

/** What a command's output redirect writes, when it shows: `echo`/`printf` arguments, nothing for `:`, `true`, `cat /dev/null` or a bare redirect. */
function writtenText(invocation: Invocation | undefined): string | undefined {
  if (invocation === undefined || invocation.name === ":" || invocation.name === "true") return "";
  if (invocation.name === "cat" && invocation.argv.length > 1 && invocation.argv.slice(1).every((field) => field.value === "/dev/null")) return "";
  // `cat > f <<'EOF' … EOF`, `cat <<< 'text' > f`, `echo x | cat > f`: its input, when known.
  if (invocation.name === "cat" && invocation.argv.slice(1).every((field) => field.value === "-")) return heredocBody(invocation.stdin);
  if (invocation.name === "printf" && invocation.argv.length > 2 && invocation.argv.slice(1).every((field) => field.value !== undefined && !field.value.startsWith("-"))) return printfText(invocation.argv.slice(1).map((field) => field.value as string));
  if (invocation.name !== "echo" && invocation.name !== "printf") return undefined;
  return invocation.argv.slice(1).filter((field) => !/^-[neE]+$/.test(field.value ?? "")).map((field) => field.value ?? "?").join(" ");
}

/** The text a command writes to its output as the shell would write it: `printf`'s and `echo -e`'s `\n` read as newlines. */
function printedText(invocation: Invocation | undefined): string | undefined {
  const text = writtenText(invocation);
  if (text === undefined || invocation?.name === "cat") return text;
  const escapes = invocation?.name === "printf" || invocation?.argv.slice(1).some((field) => /^-[nE]*e[nE]*$/.test(field.value ?? "")) === true;
  return (escapes ? text.replace(/\\n/g, "\n").replace(/\\t/g, "\t") : text) + (invocation?.name === "echo" && !invocation.argv.slice(1).some((field) => /^-[eE]*n[eE]*$/.test(field.value ?? "")) ? "\n" : "");
}

function redirectEffect(redirect: Redirection): FileEffect {
  return redirect.op.endsWith(">>") ? "append" : "overwrite";
}

function settingsWrite(written: Field, effect: FileEffect, cwd: CwdState, by: string, through: string, context: RuleContext): Hit | undefined {
  const field = belowFoundRoot(written);
  const match = context.classifySecret(field, cwd.known ? cwd.path : context.initialCwd, "write");
  // `~/.claude` is a credential store too (it holds the CLI's login), which the secret rules judge first;
  // what is extracted, copied or synced into it, or deleted below it, still reaches its settings.
  const home = match?.rule !== AGENT_SETTINGS && isAgentSettingsHome(field) ? `${field.value} (an agent's settings directory, which holds its hooks)` : undefined;
  if (match?.rule !== AGENT_SETTINGS && home === undefined) return undefined;
  const what = home ?? (match?.reason ?? "").replace(/^Access denied: /, "");
  const destroys = effect === "delete" || effect === "truncate" || effect === "move-away";
  if (isGuardProgram(field)) return { rule: "tamper.guard-program", decision: "deny", reason: `${by} ${destroys ? "removes" : "replaces"} ${what}${through}` };
  if (destroys) return { rule: "tamper.remove-guard", decision: "deny", reason: `${by} ${effect === "truncate" ? "empties" : effect === "delete" ? "deletes" : "moves away"} ${what}${through}` };
  return { rule: "tamper.agent-settings", decision: "ask", reason: `${by} changes ${what}${through}` };
}

/** A path `find -exec`/`xargs` passes (`{}` below `.git/hooks`), as a file inside its root, so the root's rules apply. */
function belowFoundRoot(field: Field): Field {
  const root = field.found?.root.value;
  return root === undefined ? field : { value: path.posix.join(root, "found"), text: field.text, glob: false };
}

function isAgentSettingsHome(field: Field): boolean {
  return field.value !== undefined && AGENT_SETTINGS_HOMES.has(path.posix.basename(path.posix.normalize(field.value).replace(/\/+$/, "")));
}

function isHookScript(field: Field): boolean {
  return field.value !== undefined && /(?:^|\/)hooks(?:\/|$)/.test(field.value);
}

/**
 * loopgate's installed program or package: `…/bin/loopgate`, `node_modules/.bin/loopgate`, anything
 * inside `node_modules/loopgate/`, or a path only known at run time that names it (`$(npm root -g)/loopgate`,
 * `$(readlink -f $(which loopgate))`).
 */
function isInstalledGuard(field: Field): boolean {
  if (field.value !== undefined) return /(?:^|\/)(?:bin|node_modules\/\.bin)\/loopgate$|(?:^|\/)node_modules\/loopgate(?:\/|$)/.test(field.value);
  return /(?:npm\s+(?:root|prefix)[^)]*\)|\bbin)\/loopgate["']?$|node_modules\/loopgate\b|\b(?:which|command\s+-v|type\s+-p)\s+loopgate\b/.test(field.text);
}

function isGuardProgram(field: Field): boolean {
  return field.value !== undefined && path.posix.basename(field.value) === GUARD_PROGRAM;
}

/** `chmod -x`, `chmod 644`, `chmod a-x` on git hooks or loopgate: they stop running. */
function chmodOff(invocation: Invocation, context: RuleContext): Hit[] {
  if (invocation.name !== "chmod") return [];
  const args = invocation.argv.slice(1).filter((field) => !/^-[RcfvhHLP]+$|^--(?:recursive|changes|silent|quiet|verbose)$/.test(field.value ?? ""));
  const [mode, ...targets] = args;
  if (mode?.value === undefined) return [];
  const noExecute = removesExecute(mode.value);
  const noRead = removesRead(mode.value);
  if (!noExecute && !noRead) return [];
  const hits: Hit[] = [];
  for (const found of targets) {
    const target = belowFoundRoot(found);
    const match = context.classifySecret(target, invocation.cwd.known ? invocation.cwd.path : context.initialCwd, "write");
    const program = isGuardProgram(target) || target.dynamic?.provenance.sources.includes(GUARD_PROGRAM) === true || /\b(?:which|command -v|type -p) loopgate\b/.test(target.text);
    if (program && noExecute) hits.push({ rule: "tamper.guard-program", decision: "deny", reason: `${shown(invocation)} stops loopgate's program from running${via(invocation)}` });
    // A hook that cannot run, or settings that cannot be read, are switched off.
    else if (match?.rule === AGENT_SETTINGS && (noRead || (noExecute && isHookScript(target)))) hits.push({ rule: "tamper.remove-guard", decision: "deny", reason: `${shown(invocation)} stops ${match.reason.replace(/^Access denied: /, "")} from running${via(invocation)}` });
    else if (noExecute && target.value !== undefined && HOOK_MANAGER_FILES.test(path.posix.normalize(target.value).replace(/\/+$/, ""))) hits.push({ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} stops the hook manager's hooks in ${target.value} from running${via(invocation)}` });
  }
  return hits;
}

/** Whether a chmod mode takes the owner's read bit away (`a-r`, `u-r`, `000`, `200`). */
export function removesRead(mode: string): boolean {
  if (/^[0-7]{1,4}$/.test(mode)) return (Number(mode.padStart(4, "0")[1]) & 4) === 0;
  return mode.split(",").some((clause) => {
    const who = /^[ugoa]*/.exec(clause)?.[0] ?? "";
    if (who !== "" && !who.includes("u") && !who.includes("a")) return false;
    return /-[wxXst]*r/.test(clause) || (/=/.test(clause) && !/=[^,]*r/.test(clause));
  });
}

/** Whether a chmod mode takes the owner's execute bit away (`-x`, `a-x`, `u=rw`, `644`, `000`). */
export function removesExecute(mode: string): boolean {
  if (/^[0-7]{1,4}$/.test(mode)) return (Number(mode.padStart(4, "0")[1]) & 1) === 0;
  return mode.split(",").some((clause) => {
    const who = /^[ugoa]*/.exec(clause)?.[0] ?? "";
    if (who !== "" && !who.includes("u") && !who.includes("a")) return false;
    return /-[rwXst]*x/.test(clause) || (/=/.test(clause) && !/=[^,]*x/.test(clause));
  });
}

/**
 * `HUSKY=0 npm run release`: a hook switch for one command (git's own are the git rules'); and
 * `\export HUSKY=0`, which the parser reads as a command rather than a declaration.
 */
function hookSwitchFor(invocation: Invocation): Hit[] {
  if (invocation.name === "") return [];
  if (invocation.name === "git") return gitConfigEnvironment(invocation);
  if (invocation.name === "export" || invocation.name === "declare" || invocation.name === "typeset") {
    const args = invocation.argv.slice(1).map((field) => field.value ?? "?");
    if (invocation.name === "export" || ((invocation.name === "declare" || invocation.name === "typeset") && args.some((arg) => /^-[a-zA-Z]*x/.test(arg)))) {
      for (const arg of args) {
        const [name = "", value] = arg.split("=", 2);
        if (value !== undefined && ownEntry(HOOK_SWITCHES, name)?.(value)) return [{ rule: "tamper.hook-skip", decision: "deny", reason: `export ${name}=${value} turns git hooks off for every command that follows${via(invocation)}` }];
      }
    }
  }
  for (const [name, value] of invocation.assignments) {
    if (ownEntry(HOOK_SWITCHES, name)?.(value.value)) return [{ rule: "tamper.hook-skip", decision: "ask", reason: `${name}=${value.value ?? "…"} turns git hooks off for ${shown(invocation)}${via(invocation)}` }];
  }
  return [];
}

/**
 * `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.hooksPath GIT_CONFIG_VALUE_0=/dev/null git commit`: git's
 * configuration through the environment (git-config(1)), hooks pointed elsewhere for that command;
 * and hook managers' switches git's own rules do not name (`LEFTHOOK_EXCLUDE=lint git commit`).
 */
function gitConfigEnvironment(invocation: Invocation): Hit[] {
  for (const [name, value] of invocation.assignments) {
    const hooksKey = /^GIT_CONFIG_KEY_\d+$/.test(name) && value.value?.toLowerCase() === "core.hookspath";
    const parameters = name === "GIT_CONFIG_PARAMETERS" && /core\.hookspath/i.test(value.value ?? value.text);
    if (hooksKey || parameters) return [{ rule: "tamper.hooks-path", decision: "ask", reason: `${name} points core.hooksPath elsewhere for ${shown(invocation)}, so its hooks do not run${via(invocation)}` }];
    const named = SKIP_HOOKS_NAME.test(name) && value.value !== undefined && !/^(?:|0|false|no|off)$/i.test(value.value);
    if (((name === "LEFTHOOK_EXCLUDE" || name === "OVERCOMMIT_DISABLE") && ownEntry(HOOK_SWITCHES, name)?.(value.value)) || named) return [{ rule: "tamper.hook-skip", decision: "ask", reason: `${name}=${value.value ?? "…"} turns git hooks off for ${shown(invocation)}${via(invocation)}` }];
  }
  return [];
}

/** The files an editor run with commands writes (`vim -c ':%d|wq' f`, `ex -s f <<< 'wq'`, `emacs --batch f -f save-buffer`). */
function editorWrites(invocation: Invocation): { field: Field; effect: FileEffect }[] {
  if (!EDITORS.has(invocation.name)) return [];
  const args = invocation.argv.slice(1);
  // The commands it is given: `-c CMD`, `+CMD`, `--eval`, and for ed, ex and `-s`/`-es` its input (unknown input may hold anything).
  const commands = args.flatMap((field, index) => (/^(?:-c|--cmd|--eval|-f)$/.test(args[index - 1]?.value ?? "") ? [field.value ?? "w"] : /^\+./.test(field.value ?? "") ? [(field.value as string).slice(1)] : []));
  const readsInput = invocation.name === "ed" || invocation.name === "ex" || args.some((field) => /^(?:-s|-es|-Es|-e)$/.test(field.value ?? ""));
  if (readsInput) commands.push(invocation.stdin?.text ?? "w");
  if (!commands.some((command) => EDITOR_WRITE.test(command))) return [];
  const files = args.filter((field, index) => (field.value === undefined || !/^[-+]/.test(field.value)) && !/^(?:-c|-S|--cmd|-u|-i|-l|-f|--eval|--load|-T)$/.test(args[index - 1]?.value ?? ""));
  return files.map((field) => ({ field, effect: "overwrite" as FileEffect }));
}

/** `alias loopgate=true`, `npm uninstall -g loopgate`. */
function guardProgram(invocation: Invocation): Hit[] {
  if (invocation.name !== "alias" && invocation.name !== "hash" && !ownEntry(PACKAGE_REMOVE, invocation.name)) return [];
  const args = invocation.argv.slice(1).map((field) => field.value);
  // bash's `hash -p PATH loopgate`: the name runs another program from now on.
  if (invocation.name === "hash" && args.includes("-p") && args.includes(GUARD_PROGRAM)) return [{ rule: "tamper.guard-program", decision: "deny", reason: `${shown(invocation)} makes the name loopgate run another program${via(invocation)}` }];
  if (invocation.name === "alias" && args.some((arg) => arg?.startsWith(`${GUARD_PROGRAM}=`))) {
    return [{ rule: "tamper.guard-program", decision: "deny", reason: `${shown(invocation)} shadows loopgate's program with an alias${via(invocation)}` }];
  }
  const removes = ownEntry(PACKAGE_REMOVE, invocation.name);
  if (removes && args.some((arg) => arg !== undefined && removes.includes(arg)) && args.some((arg) => arg === GUARD_PROGRAM || arg?.startsWith(`${GUARD_PROGRAM}@`))) {
    const global = invocation.name === "brew" || args.some((arg) => arg === "-g" || arg === "--global" || arg === "global");
    return [{ rule: "tamper.guard-program", decision: global ? "deny" : "ask", reason: `${shown(invocation)} uninstalls loopgate${global ? "" : " from the project"}${via(invocation)}` }];
  }
  if (invocation.name === "yarn" && args[0] === "global" && args[1] === "remove" && args.includes(GUARD_PROGRAM)) {
    return [{ rule: "tamper.guard-program", decision: "deny", reason: `${shown(invocation)} uninstalls loopgate${via(invocation)}` }];
  }
  return [];
}

/** `git config core.hooksPath X` with X outside the project's own hooks, `--unset core.hooksPath`. */
function hooksPath(invocation: Invocation, context: RuleContext): Hit[] {
  if (invocation.name !== "git") return [];
  const operands = parseOptions(invocation.argv.slice(1), GIT_GLOBAL).operands;
  if (operands[0]?.value !== "config") return [];
  const rest = operands.slice(1);
  const values = rest.map((field) => field.value ?? "?");
  const key = values.findIndex((value) => value.toLowerCase() === "core.hookspath");
  if (key < 0) return [];
  const unset = values.some((value) => value === "--unset" || value === "--unset-all" || value === "unset");
  if (unset) return [{ rule: "tamper.hooks-path", decision: "ask", reason: `${shown(invocation)} unsets core.hooksPath, switching off the hooks a hook manager installed${via(invocation)}` }];
  if (values.some((value) => value === "--get" || value === "--get-all" || value === "get" || value === "-l" || value === "--list")) return [];
  const target = rest[key + 1];
  // git's own rule covers /dev/null and empty values.
  if (target === undefined || target.value === "/dev/null" || target.value === "" || target.value === "/nonexistent") return [];
  if (target.value !== undefined && insideProject(target.value, invocation, context)) return [];
  return [{ rule: "tamper.hooks-path", decision: "ask", reason: `${shown(invocation)} points core.hooksPath at ${target.text}, away from the project's hooks${via(invocation)}` }];
}

/** A hooks directory of the project's own: inside it, and named like one (`.githooks`, `.husky/_`, `tools/git-hooks`), not like an empty one (`.nohooks`). */
function insideProject(value: string, invocation: Invocation, context: RuleContext): boolean {
  const name = path.posix.basename(value.replace(/\/+$/, ""));
  if (!/hooks$|^_$|^\.husky$/i.test(name)) return false;
  // A directory named for having no hooks (`.nohooks`, `empty-hooks`, `disabled_hooks`) switches them off.
  if (/(?:^|[-_.])(?:no|none|empty|disabled?|off|null|skip|dummy|fake|noop)[-_.]?(?:git[-_.]?)?hooks$/i.test(name)) return false;
  if (!value.startsWith("/") && !value.startsWith("~") && !value.split("/").includes("..")) return true;
  const absolute = resolve(value, pathContext(invocation, context));
  const project = context.initialCwd;
  return absolute.absolute && project !== undefined && (absolute.path === project || absolute.path.startsWith(`${project}/`));
}

/** `pre-commit uninstall`, `lefthook uninstall`, `husky uninstall`, and deleting hook managers' hooks or config. */
function hookManager(invocation: Invocation): Hit[] {
  const args = HOOK_MANAGERS.has(invocation.name) ? invocation.argv.slice(1).map((field) => field.value) : [];
  const uninstall = (["pre-commit", "lefthook", "husky"].includes(invocation.name) && args[0] === "uninstall") || (invocation.name === "overcommit" && args.includes("--uninstall"));
  if (uninstall) return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} removes the git hooks ${invocation.name} installed${via(invocation)}` }];
  // simple-git-hooks' README: `clean-simple-git-hooks` removes every hook it installed.
  if (invocation.name === "clean-simple-git-hooks") return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} removes the git hooks simple-git-hooks installed${via(invocation)}` }];
  const removes = ownEntry(PACKAGE_REMOVE, invocation.name) ?? (/^pip3?$|^pipx$/.test(invocation.name) ? ["uninstall"] : /^gem$/.test(invocation.name) ? ["uninstall"] : undefined);
  const sed = /^g?sed$/.test(invocation.name);
  const words = removes || sed ? invocation.argv.slice(1).map((field) => field.value ?? "") : [];
  const manager = removes && words.some((word) => removes.includes(word)) ? words.find((word) => HOOK_MANAGER_PACKAGES.has(word.replace(/@[^/]*$/, ""))) : undefined;
  if (manager) return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} uninstalls the hook manager ${manager}, whose hooks guard commits and pushes${via(invocation)}` }];
  // `sed -i 's/^/#/' .husky/pre-commit`, `sed -i '/lint/d' …`: the hook's commands commented out or deleted.
  if (sed && words.some((word) => /^-[a-zA-Z]*i|^--in-place/.test(word))) {
    const script = words.find((word) => /^s(.).*\1.*\1|\/d$|^\d*,?\$?d$/.test(word)) ?? "";
    const hook = invocation.argv.slice(1).find((field) => field.value !== undefined && HOOK_MANAGER_FILES.test(field.value) && !/\.ya?ml$|\.json$|\.toml$/.test(field.value) && !field.value.endsWith(".husky"));
    if (hook && (/^s(.)[^]*\1\s*#|^s(.)\^?\2#|exit 0/.test(script) || /d$/.test(script))) return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} comments out or deletes the commands of the hook ${hook.value}${via(invocation)}` }];
  }
  for (const { field, effect, revision } of gitPathEffects(invocation)) {
    const file = field.value === undefined ? undefined : path.posix.normalize(field.value).replace(/\/+$/, "");
    if (file === undefined || !HOOK_MANAGER_FILES.test(file)) continue;
    const what = effect === "older" ? `sets ${field.value} back to its text at ${revision}` : effect === "delete" ? `removes ${field.value} from the repository` : `moves ${field.value} away`;
    return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} ${what}, which holds the project's git hooks${via(invocation)}` }];
  }
  for (const { field, effect } of fileWrites(invocation)) {
    const file = field.value === undefined ? undefined : path.posix.normalize(field.value).replace(/\/+$/, "");
    if (file === undefined || !HOOK_MANAGER_FILES.test(file)) continue;
    if (effect === "delete" || effect === "truncate" || effect === "move-away") {
      return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} removes ${field.value}, which holds the project's git hooks${via(invocation)}` }];
    }
    // `sed -i`, `perl -pi` on a hook or its config; a config replaced whole (`cp /tmp/x lefthook.yml`).
    // A hook script's commands replaced by nothing, `true`, `:` or `exit 0` (`perl -pi -e 's/npm test/true/' .husky/pre-commit`).
    // `git checkout -- f`, `git restore f`: back to its committed text, which discards local edits only (another revision is judged above).
    if (effect === "overwrite" && restoresOwnText(invocation)) continue;
    const neutered = effect === "edit" && (removes || sed ? words : invocation.argv.slice(1).map((field) => field.value ?? "")).some((word) => /^s(.)(?:(?!\1).)+\1\s*(?:true|:|exit\s+0)?\s*\1[a-z]*$/.test(word));
    // A substitution of literal text or a pin set by yq is judged by effect, as a file tool's edit is: a version bump is everyday.
    const expression = effect === "edit" && HOOK_MANAGER_CONFIG.test(file) ? hookConfigExpressionChange(invocation) : undefined;
    if (expression && hookConfigChangeReason(file, expression.removed, expression.added) === undefined) continue;
    if (((effect === "edit" || effect === "overwrite") && HOOK_MANAGER_CONFIG.test(file)) || neutered) {
      return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} ${effect === "edit" ? "edits" : "replaces"} ${field.value}, which decides the project's git hooks${via(invocation)}` }];
    }
  }
  return [];
}

/** `git checkout [HEAD] -- f`, `git restore f`: the file set back to the repository's own text. */
function restoresOwnText(invocation: Invocation): boolean {
  if (invocation.name !== "git") return false;
  const command = parseOptions(invocation.argv.slice(1), GIT_GLOBAL).operands[0]?.value;
  return command === "checkout" || command === "restore";
}

/** Whether an assignment points an agent CLI's settings away from their default home. */
function movesAgentSettings(name: string, value: Field, home: string): boolean {
  const standard = ownEntry(AGENT_CONFIG_HOMES, name);
  if (standard === undefined) return false;
  const target = value.value?.replace(/^~(?=\/|$)/, home).replace(/\/+$/, "");
  return target === undefined || standard === "" || target !== `${home}/${standard}`;
}

/** An agent CLI run with its permission checks or sandbox switched off, its settings moved, or its hooks' program taken off the PATH. */
function agentBypass(invocation: Invocation, context: RuleContext): Hit[] {
  const name = invocation.name.replace(/(.)@[^/@]*$/, "$1");
  const cli = ownEntry(AGENT_PACKAGES, name) ?? name;
  const flags = ownEntry(BYPASS_FLAGS, cli);
  if (!flags) return [];
  for (const [variable, value] of invocation.assignments) {
    if (movesAgentSettings(variable, value, context.home)) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `${variable}=${value.value ?? value.text} runs ${cli} with its settings, and hooks, loaded from somewhere else${via(invocation)}` }];
    // The hooks run `loopgate` (or another guard) from the PATH: a PATH set for the CLI may not have it.
    if (variable === "PATH" && !/\$\{?PATH\b/.test(value.text)) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `PATH=${value.value ?? value.text} runs ${cli} with a PATH its hooks' programs may not be on${via(invocation)}` }];
  }
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (cli === "claude") {
    // `--settings FILE|JSON` layers more settings (disableAllHooks, hooks, permissions) over the configured ones;
    // `--setting-sources` without every source leaves the hooks of the others unloaded.
    const settings = optionValue(args, ["--settings"]);
    if (settings !== undefined && (/hook|permission|bypass|sandbox/i.test(settings) || !/^(?:\.\/)?\.claude\//.test(settings))) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `${shown(invocation)} runs claude with settings from ${settings.length > 60 ? `${settings.slice(0, 57)}...` : settings}, which can turn its hooks and checks off${via(invocation)}` }];
    // `--allowedTools Bash` (or `Bash(*)`): every shell command runs without asking.
    const allowed = optionValue(args, ["--allowedTools"]) ?? optionValue(args, ["--allowed-tools"]);
    if (allowed !== undefined && /(?:^|[,\s])Bash(?:\((?:\*|\*:\*)\))?(?=$|[,\s])/.test(allowed)) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `${shown(invocation)} lets claude run every shell command without asking (--allowedTools ${allowed})${via(invocation)}` }];
    const sources = optionValue(args, ["--setting-sources"]);
    if (sources !== undefined && !["user", "project", "local"].every((source) => sources.split(",").map((part) => part.trim()).includes(source))) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `${shown(invocation)} runs claude without its ${["user", "project", "local"].filter((source) => !sources.includes(source)).join(" and ")} settings, whose hooks then do not run${via(invocation)}` }];
  }
  // Options and their values, alone and joined (`--permission-mode bypassPermissions`, `-s danger-full-access`).
  const bypass = args.some((arg, index) => flags.test(arg) || flags.test(`${arg} ${args[index + 1] ?? ""}`));
  if (bypass) return [{ rule: "tamper.agent-bypass", decision: "ask", reason: `${shown(invocation)} runs ${invocation.name} with its permission checks off${via(invocation)}` }];
  // `claude config set -g hooks …`: the settings file changed through the CLI.
  const config = args.indexOf("config");
  const key = config >= 0 && /^(?:set|add|remove|rm|unset)$/.test(args[config + 1] ?? "") ? args.slice(config + 2).find((arg) => !arg.startsWith("-")) : undefined;
  if (key !== undefined && /hook|permission|allowedtools|disallowedtools|sandbox|approval|dangerous|trust|mode/i.test(key)) {
    return [{ rule: "tamper.agent-settings", decision: "ask", reason: `${shown(invocation)} changes ${invocation.name}'s ${key} setting, which holds its hooks and checks${via(invocation)}` }];
  }
  return [];
}

/** `git config include.path /tmp/x`, `includeIf.gitdir:~/.path`: config from outside the project, which may set core.hooksPath. */
function configInclude(invocation: Invocation, context: RuleContext): Hit[] {
  if (invocation.name !== "git") return [];
  const operands = parseOptions(invocation.argv.slice(1), GIT_GLOBAL).operands;
  if (operands[0]?.value !== "config") return [];
  const rest = operands.slice(1);
  const values = rest.map((field) => field.value ?? "?");
  if (values.some((value) => /^(?:--get|--get-all|--get-regexp|get|-l|--list|list|--unset|--unset-all|unset)$/.test(value))) return [];
  const key = values.findIndex((value) => /^include(?:if\..*)?\.path$/i.test(value));
  if (key < 0) return [];
  const target = rest[key + 1];
  if (target === undefined) return [];
  if (target.value !== undefined && !target.value.startsWith("/") && !target.value.startsWith("~") && !target.value.split("/").includes("..")) return [];
  // The user's own git config files (`~/.gitconfig-work`, `~/.config/git/work`) are how people split their settings.
  if (target.value !== undefined) {
    const absolute = resolve(target.value, pathContext(invocation, context));
    const project = context.initialCwd;
    // Relative includes of the repository's config resolve from .git/, so `../shared.gitconfig` is the project's.
    if (absolute.absolute && project !== undefined && (absolute.path === project || absolute.path.startsWith(`${project}/`))) return [];
    // The user's own git config files (`~/.gitconfig-work`, `~/.config/git/work`) are how people split their settings.
    const home = context.home;
    if (absolute.absolute && home !== "" && absolute.path.startsWith(`${home}/`) && /^(?:\.gitconfig[\w.-]*|\.config\/git\/[\w./-]+)$/.test(absolute.path.slice(home.length + 1))) return [];
    if (!target.value.startsWith("/") && !target.value.startsWith("~") && !values.some((value) => value === "--global" || value === "--system") && /^\.\.\/[^/]+$/.test(target.value)) return [];
  }
  return [{ rule: "tamper.hooks-path", decision: "ask", reason: `${shown(invocation)} includes git config from ${target.text}, outside the project, which can point core.hooksPath anywhere${via(invocation)}` }];
}

/** `git update-index --skip-worktree|--assume-unchanged` on hook settings: their changes no longer show in git. */
function hiddenChanges(invocation: Invocation, context: RuleContext): Hit[] {
  if (invocation.name !== "git") return [];
  const operands = parseOptions(invocation.argv.slice(1), GIT_GLOBAL).operands;
  if (operands[0]?.value !== "update-index") return [];
  const rest = operands.slice(1);
  if (!rest.some((field) => field.value === "--skip-worktree" || field.value === "--assume-unchanged")) return [];
  const cwd = invocation.cwd.known ? invocation.cwd.path : context.initialCwd;
  const hidden = rest.find((field) => field.value !== undefined && !field.value.startsWith("-") && (HOOK_MANAGER_FILES.test(path.posix.normalize(field.value)) || context.classifySecret(field, cwd, "write")?.rule === AGENT_SETTINGS));
  return hidden ? [{ rule: "tamper.hooks-path", decision: "ask", reason: `${shown(invocation)} hides changes to ${hidden.value} from git, so a weakened hook setting goes unseen${via(invocation)}` }] : [];
}

/** `npm pkg delete simple-git-hooks`, `npm pkg delete scripts.prepare`: package.json's hook entries removed or replaced. */
function packageHooks(invocation: Invocation): Hit[] {
  if (!["npm", "pnpm"].includes(invocation.name)) return [];
  const args = invocation.argv.slice(1).map((field) => field.value ?? "?");
  const pkg = args.indexOf("pkg");
  if (pkg < 0 || !/^(?:delete|set)$/.test(args[pkg + 1] ?? "")) return [];
  const key = args.slice(pkg + 2).map((arg) => arg.split("=", 1)[0] ?? "").find((name) => PACKAGE_HOOK_KEYS.test(name));
  if (key === undefined) return [];
  // Setting a script is everyday work unless it names the hooks (`scripts.precommit`); `prepare` set to a command is too.
  // Set to nothing or to a command that does nothing (`scripts.prepare=""`, `=true`, `=exit 0`), it stops installing them.
  const value = args.slice(pkg + 2).find((arg) => arg.startsWith(`${key}=`))?.slice(key.length + 1);
  const noOp = value !== undefined && /^\s*(?:|true|:|exit 0|echo(?: .*)?)\s*$/.test(value);
  if (args[pkg + 1] === "set" && /^scripts\.(?:prepare|postinstall)$/.test(key) && !noOp) return [];
  return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${shown(invocation)} ${args[pkg + 1] === "delete" ? "removes" : "changes"} ${key} in package.json, which installs or holds the project's git hooks${via(invocation)}` }];
}
