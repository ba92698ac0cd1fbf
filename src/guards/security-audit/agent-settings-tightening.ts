import path from "node:path";
import { looseningBetween, strictestValue, type Policies, type Policy } from "./config-tightening.js";
import { ownEntry } from "../../util/own-entry.js";

/** The agent CLIs whose settings files are judged by what a change does. */
export type AgentSettingsKind = "claude" | "gemini" | "codex" | "cursor";

/**
 * Claude Code's settings (`.claude/settings.json`, `settings.local.json`, `~/.claude/settings.json`,
 * `managed-settings.json`), from its settings and permissions references: rules are checked deny
 * first, then ask, then allow, so a `deny` or `ask` entry added, or an `allow` entry or an extra
 * working directory removed, only narrows what runs without asking; `defaultMode` is ranked from
 * `bypassPermissions` (nothing asks) to `plan` (nothing runs); `disableBypassPermissionsMode:
 * "disable"` forbids the bypass mode; the sandbox's switch turned on, its escape hatches
 * (`allowUnsandboxedCommands`, `autoAllowBashIfSandboxed`) turned off and its exclusions narrowed.
 * Hooks, `env`, `apiKeyHelper`, `statusLine` and any key not listed run or change what runs: any
 * change to them is not shown to tighten.
 */
const CLAUDE: Policies = {
  $schema: "neutral",
  model: "neutral",
  outputStyle: "neutral",
  includeCoAuthoredBy: "neutral",
  cleanupPeriodDays: "neutral",
  alwaysThinkingEnabled: "neutral",
  spinnerTipsEnabled: "neutral",
  permissions: {
    object: {
      deny: "grow",
      ask: "grow",
      allow: "shrink",
      additionalDirectories: "shrink",
      defaultMode: { order: ["bypassPermissions", "acceptEdits", "default", "plan"], default: "default" },
      disableBypassPermissionsMode: { order: ["disable"] },
    },
  },
  sandbox: {
    object: {
      enabled: "true",
      allowUnsandboxedCommands: "false",
      autoAllowBashIfSandboxed: "false",
      excludedCommands: "shrink",
      network: { object: { allowUnixSockets: "shrink", allowLocalBinding: "false", allowAllUnixSockets: "false" } },
    },
  },
  enableAllProjectMcpServers: "false",
  enabledMcpjsonServers: "shrink",
  disabledMcpjsonServers: "grow",
  disableAllHooks: "false",
};

/**
 * Gemini CLI's settings (`.gemini/settings.json`, its system settings and defaults), from its
 * configuration reference, in the nested schema and the flat one of earlier releases:
 * `tools.sandbox` on (`true` or a sandbox's name), `tools.exclude` grown, `tools.allowed` (tools
 * that skip confirmation) narrowed, `tools.autoAccept` off, `security.disableYoloMode` on,
 * `security.enablePermanentToolApproval` off, folder trust on. Hooks, MCP servers, tool discovery
 * and call commands and any key not listed are not shown to tighten.
 */
const GEMINI_TOOLS: Policies = { sandbox: "on", exclude: "grow", allowed: "shrink", autoAccept: "false" };
const GEMINI: Policies = {
  $schema: "neutral",
  ui: "neutral",
  model: "neutral",
  general: { object: { vimMode: "neutral", preferredEditor: "neutral", disableAutoUpdate: "neutral", disableUpdateNag: "neutral" } },
  tools: { object: GEMINI_TOOLS },
  security: { object: { disableYoloMode: "true", enablePermanentToolApproval: "false", folderTrust: { object: { enabled: "true" } } } },
  theme: "neutral",
  sandbox: "on",
  excludeTools: "grow",
  allowedTools: "shrink",
  autoAccept: "false",
};

/**
 * Codex's `config.toml`, from its configuration reference: `approval_policy` ranked from `never`
 * to `untrusted`, `sandbox_mode` from `danger-full-access` to `read-only` (left out, each is taken
 * as its strictest, so setting one from nothing is not shown to tighten unless it is that), and in
 * `[sandbox_workspace_write]` network access off and fewer writable roots. Profiles, MCP servers,
 * `shell_environment_policy`, notify commands and any key not listed are not shown to tighten.
 */
const CODEX: Policies = {
  model: "neutral",
  model_reasoning_effort: "neutral",
  approval_policy: { order: ["never", "on-failure", "on-request", "untrusted"], default: "untrusted" },
  sandbox_mode: { order: ["danger-full-access", "workspace-write", "read-only"], default: "read-only" },
  sandbox_workspace_write: { object: { network_access: "false", writable_roots: "shrink", exclude_tmpdir_env_var: "true", exclude_slash_tmp: "true" } },
};

/**
 * Cursor CLI's permissions (`~/.cursor/cli-config.json`, a project's `.cursor/cli.json`), from its
 * permissions reference: `deny` rules win over `allow`, so a `deny` entry added or an `allow`
 * entry removed only narrows what runs without asking. Its editor, model and version keys guard
 * nothing; any key not listed is not shown to tighten.
 */
const CURSOR: Policies = {
  version: "neutral",
  editor: "neutral",
  model: "neutral",
  hasChangedDefaultModel: "neutral",
  permissions: { object: { allow: "shrink", deny: "grow" } },
};

const MODELS: Readonly<Record<AgentSettingsKind, Policies>> = { claude: CLAUDE, gemini: GEMINI, codex: CODEX, cursor: CURSOR };

/**
 * Which agent's settings a path is, when its changes can be judged by effect: Claude Code's
 * `.claude/settings*.json` and `managed-settings.json`, Gemini CLI's `.gemini/settings.json` and
 * system `gemini-cli/settings.json`, Codex's `.codex/config.toml`, Cursor CLI's `.cursor/cli.json` and
 * `~/.cursor/cli-config.json`. Hook scripts, hook lists and
 * other agents' files are undefined: every change to them stays a change to the guards.
 *
 * @example
 * agentSettingsKind("/work/app/.claude/settings.local.json") // "claude"
 * agentSettingsKind("/work/app/.claude/hooks/check.sh") // undefined
 */
export function agentSettingsKind(file: string): AgentSettingsKind | undefined {
  const normalized = file.replace(/\\/g, "/");
  const name = path.posix.basename(normalized);
  const parent = path.posix.basename(path.posix.dirname(normalized));
  if ((parent === ".claude" && /^settings(?:\.local)?\.json$/.test(name)) || name === "managed-settings.json") return "claude";
  if ((parent === ".gemini" || parent === "gemini-cli") && name === "settings.json") return "gemini";
  if (parent === ".codex" && name === "config.toml") return "codex";
  if (parent === ".cursor" && (name === "cli.json" || name === "cli-config.json")) return "cursor";
  return undefined;
}

/**
 * The first change between two parsed settings of an agent that does not only tighten its
 * checks, as a dotted key; undefined when every change tightens or does not touch them.
 *
 * @example
 * agentSettingsLoosening("claude", {}, { permissions: { deny: ["Bash(curl:*)"] } }) // undefined
 * agentSettingsLoosening("claude", {}, { hooks: { PreToolUse: [] } }) // "hooks"
 */
export function agentSettingsLoosening(kind: AgentSettingsKind, before: unknown, after: unknown): string | undefined {
  return looseningBetween(MODELS[kind], before, after);
}

/**
 * Whether parsed settings set anything that guards the agent (a key whose policy is not neutral):
 * settings written where none can be seen on disk replace whatever the agent really has, so only
 * settings that say something stricter count as tightening (`{}` or a model name alone do not).
 *
 * @example
 * setsAGuard("gemini", { tools: { sandbox: true } }) // true
 * setsAGuard("claude", {}) // false
 */
export function setsAGuard(kind: AgentSettingsKind, settings: unknown): boolean {
  const visit = (policies: Policies, value: unknown): boolean => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    return Object.entries(value).some(([key, inner]) => {
      const policy = ownEntry(policies, key);
      if (policy === undefined) return true;
      if (policy === "neutral") return false;
      return typeof policy === "object" && "object" in policy ? visit(policy.object, inner) : true;
    });
  };
  return visit(MODELS[kind], settings);
}

/** One change a filter makes to a key without reading it first: entries appended or removed, a value set or the key deleted. */
export interface SettingsUpdate {
  path: readonly string[];
  op: "append" | "remove" | "set" | "delete";
  value?: unknown;
}

/**
 * Whether an update applied to settings nobody has read (a `jq` filter over the file on disk)
 * only tightens them, whatever they held: entries appended to a list that grows stricter
 * (`.permissions.deny += [...]`), entries removed from or the whole of a list that shrinks
 * stricter (`del(.permissions.allow[0])`), or a key set to its strictest value
 * (`.sandbox.enabled = true`).
 *
 * @example
 * updateTightens("claude", { path: ["permissions", "deny"], op: "append", value: ["Bash(curl:*)"] }) // true
 * updateTightens("claude", { path: ["permissions", "allow"], op: "append", value: ["Bash(*)"] }) // false
 */
export function updateTightens(kind: AgentSettingsKind, update: SettingsUpdate): boolean {
  const policy = policyAt(kind, update.path);
  if (policy === undefined) return false;
  switch (update.op) {
    case "append":
      return policy === "grow" && Array.isArray(update.value);
    case "remove":
    case "delete":
      return policy === "shrink";
    case "set":
      return strictestValue(policy, update.value);
  }
}

/**
 * Where a key can sit in an agent's settings: the key paths ending in `key` (`deny` →
 * `["permissions", "deny"]`), so a fragment of the file an edit shows can be placed.
 *
 * @example
 * keyPlaces("claude", "deny") // [["permissions", "deny"]]
 */
export function keyPlaces(kind: AgentSettingsKind, key: string): string[][] {
  const places: string[][] = [];
  const visit = (policies: Policies, above: readonly string[]) => {
    for (const [name, policy] of Object.entries(policies)) {
      if (name === key) places.push([...above, name]);
      if (typeof policy === "object" && "object" in policy) visit(policy.object, [...above, name]);
    }
  };
  visit(MODELS[kind], []);
  return places;
}

/** The policy of a key path (`["permissions", "deny"]`); undefined for a key no model knows. */
export function policyAt(kind: AgentSettingsKind, keys: readonly string[]): Policy | undefined {
  let current: Policies = MODELS[kind];
  for (const [index, key] of keys.entries()) {
    const policy = ownEntry(current, key);
    if (policy === undefined) return undefined;
    if (index === keys.length - 1) return policy;
    if (typeof policy !== "object" || !("object" in policy)) return undefined;
    current = policy.object;
  }
  return undefined;
}
