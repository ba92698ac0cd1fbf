import path from "node:path";
import type { AgentName } from "./agent-tool-calls.js";

/** Where a hook is installed: the project's settings, or the user's (every project). */
export type HookScope = "project" | "user";

/** One command hook as the agent CLI's settings hold it. */
export interface CommandHookSetting {
  type: "command";
  command: string;
  /** Seconds for Claude Code and Codex, milliseconds for Gemini CLI. */
  timeout: number;
  name?: string;
}

/**
 * A matcher group: the hooks run for the tools whose names match `matcher` (a regular
 * expression); events that are not about a tool (a prompt, a stop) have no matcher.
 */
export interface HookMatcherGroup {
  matcher?: string;
  hooks: CommandHookSetting[];
}

/** What loopgate installs into one agent CLI's settings, and where. */
export interface AgentHookSettings {
  /** The agent's name for the event before a tool call. */
  event: string;
  /** The tool names loopgate judges, as that agent names them today. */
  matcher: string;
  /**
   * The session events loopgate also listens to: after each tool call (the loop guard across the
   * session, secrets in MCP output) and when the user submits a prompt (credentials in it).
   */
  sessionEvents: readonly { event: string; matcher?: string }[];
  /** The agent's name for the event when it is about to stop (the `--stop-check`). */
  stopEvent: string;
  /** The time limit of a stop check, in the unit of `hook`'s timeout. */
  stopTimeout: number;
  /** The settings file for `scope`, for a project in `cwd` or a user whose home is `home`. */
  file(scope: HookScope, places: { cwd: string; home: string; env: Record<string, string | undefined> }): string;
  /** The command hook that runs `command`. */
  hook(command: string, timeout?: number): CommandHookSetting;
}

/**
 * loopgate's hook in each agent CLI: the event, the tools it covers and the settings file.
 *
 * - Claude Code: `PreToolUse` on `Bash` (which its `Monitor` tool reaches hooks as), `Read`, `Write`,
 *   `Edit`, `NotebookEdit` and MCP tools (`mcp__…`), in `.claude/settings.json` or
 *   `~/.claude/settings.json` (`$CLAUDE_CONFIG_DIR` when set).
 * - Codex CLI: `PreToolUse` on `Bash` (every shell tool), `apply_patch` and MCP tools, in
 *   `.codex/hooks.json` or `~/.codex/hooks.json` (`$CODEX_HOME` when set).
 * - Gemini CLI: `BeforeTool` on its shell and file tools, in `.gemini/settings.json` or
 *   `~/.gemini/settings.json`; its hook timeout is in milliseconds.
 */
export const AGENT_HOOK_SETTINGS: Readonly<Record<AgentName, AgentHookSettings>> = {
  claude: {
    event: "PreToolUse",
    matcher: "Bash|Read|Write|Edit|NotebookEdit|mcp__.*",
    sessionEvents: [{ event: "PostToolUse", matcher: "*" }, { event: "PostToolUseFailure", matcher: "*" }, { event: "UserPromptSubmit" }],
    stopEvent: "Stop",
    stopTimeout: 600,
    file: (scope, { cwd, home, env }) =>
      scope === "project" ? path.join(cwd, ".claude", "settings.json") : path.join(env.CLAUDE_CONFIG_DIR || path.join(home, ".claude"), "settings.json"),
    hook: (command, timeout = 30) => ({ type: "command", command, timeout }),
  },
  codex: {
    event: "PreToolUse",
    matcher: "Bash|apply_patch|mcp__.*",
    sessionEvents: [{ event: "PostToolUse", matcher: "*" }, { event: "UserPromptSubmit" }],
    stopEvent: "Stop",
    stopTimeout: 600,
    file: (scope, { cwd, home, env }) =>
      scope === "project" ? path.join(cwd, ".codex", "hooks.json") : path.join(env.CODEX_HOME || path.join(home, ".codex"), "hooks.json"),
    hook: (command, timeout = 30) => ({ type: "command", command, timeout }),
  },
  gemini: {
    event: "BeforeTool",
    matcher: "run_shell_command|read_file|write_file|replace|read_many_files|grep_search",
    sessionEvents: [{ event: "AfterTool", matcher: "*" }, { event: "BeforeAgent" }],
    stopEvent: "AfterAgent",
    stopTimeout: 600_000,
    file: (scope, { cwd, home }) => path.join(scope === "project" ? cwd : home, ".gemini", "settings.json"),
    hook: (command, timeout = 30_000) => ({ type: "command", command, name: "loopgate", timeout }),
  },
};

/** The command an agent CLI runs for loopgate's hook. */
export function hookCommand(agent: AgentName): string {
  return `loopgate hook ${agent}`;
}

/** loopgate's matcher group for `agent`'s pre-tool event, as written into its settings. */
export function hookMatcherGroup(agent: AgentName, command = hookCommand(agent)): HookMatcherGroup {
  const settings = AGENT_HOOK_SETTINGS[agent];
  return { matcher: settings.matcher, hooks: [settings.hook(command)] };
}

/** Options of `agentHookGroups`. */
export interface AgentHookGroupsOptions {
  /** The command the hooks run; default `loopgate hook <agent>`. */
  command?: string;
  /** A check to run when the agent is about to stop (`--stop-check`); no stop hook without one. */
  stopCheck?: string;
}

/**
 * Every matcher group loopgate installs for `agent`, by event: the pre-tool hook, the session
 * events (after each tool call, the user's prompt) and, with a `stopCheck`, the stop hook. What
 * `loopgate init` writes and the Claude Code plugin's `hooks/hooks.json` holds.
 *
 * @example
 * agentHookGroups("claude", { stopCheck: "npm test" }).map((entry) => entry.event)
 * // ["PreToolUse", "PostToolUse", "PostToolUseFailure", "UserPromptSubmit", "Stop"]
 */
export function agentHookGroups(agent: AgentName, options: AgentHookGroupsOptions = {}): Array<{ event: string; group: HookMatcherGroup }> {
  const settings = AGENT_HOOK_SETTINGS[agent];
  const command = options.command ?? hookCommand(agent);
  const groups = [
    { event: settings.event, group: hookMatcherGroup(agent, command) },
    ...settings.sessionEvents.map(({ event, matcher }) => ({ event, group: { ...(matcher !== undefined ? { matcher } : {}), hooks: [settings.hook(command)] } })),
  ];
  if (options.stopCheck !== undefined) {
    groups.push({ event: settings.stopEvent, group: { hooks: [settings.hook(`${command} --stop-check ${shellQuote(options.stopCheck)}`, settings.stopTimeout)] } });
  }
  return groups;
}

/** `text` as one word of a POSIX shell command line (the agent CLIs run hook commands through a shell). */
export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
