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

/** A matcher group: the hooks run for the tools whose names match `matcher` (a regular expression). */
export interface HookMatcherGroup {
  matcher: string;
  hooks: CommandHookSetting[];
}

/** What loopgate installs into one agent CLI's settings, and where. */
export interface AgentHookSettings {
  /** The agent's name for the event before a tool call. */
  event: string;
  /** The tool names loopgate judges, as that agent names them today. */
  matcher: string;
  /** The settings file for `scope`, for a project in `cwd` or a user whose home is `home`. */
  file(scope: HookScope, places: { cwd: string; home: string; env: Record<string, string | undefined> }): string;
  /** The command hook that runs `command`. */
  hook(command: string): CommandHookSetting;
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
    file: (scope, { cwd, home, env }) =>
      scope === "project" ? path.join(cwd, ".claude", "settings.json") : path.join(env.CLAUDE_CONFIG_DIR || path.join(home, ".claude"), "settings.json"),
    hook: (command) => ({ type: "command", command, timeout: 30 }),
  },
  codex: {
    event: "PreToolUse",
    matcher: "Bash|apply_patch|mcp__.*",
    file: (scope, { cwd, home, env }) =>
      scope === "project" ? path.join(cwd, ".codex", "hooks.json") : path.join(env.CODEX_HOME || path.join(home, ".codex"), "hooks.json"),
    hook: (command) => ({ type: "command", command, timeout: 30 }),
  },
  gemini: {
    event: "BeforeTool",
    matcher: "run_shell_command|read_file|write_file|replace|read_many_files|grep_search",
    file: (scope, { cwd, home }) => path.join(scope === "project" ? cwd : home, ".gemini", "settings.json"),
    hook: (command) => ({ type: "command", command, name: "loopgate", timeout: 30_000 }),
  },
};

/** The command an agent CLI runs for loopgate's hook. */
export function hookCommand(agent: AgentName): string {
  return `loopgate hook ${agent}`;
}

/** loopgate's matcher group for `agent`, as written into its settings (and the Claude Code plugin's hooks file). */
export function hookMatcherGroup(agent: AgentName, command = hookCommand(agent)): HookMatcherGroup {
  const settings = AGENT_HOOK_SETTINGS[agent];
  return { matcher: settings.matcher, hooks: [settings.hook(command)] };
}
