import type { AgentName } from "./agent-tool-calls.js";
import type { HookScope } from "./hook-settings.js";

/**
 * What a user must still do after loopgate's hook is in an agent CLI's settings before that CLI
 * runs it: Codex runs only hooks a person has trusted and reads a project's hooks only in a trusted
 * project; Gemini CLI needs a trusted workspace, also for headless runs; Claude Code reads its
 * settings when a session starts.
 */
export function hookNextSteps(agent: AgentName, scope: HookScope, places: { cwd: string }): string[] {
  switch (agent) {
    case "claude":
      return [
        "Claude Code reads its settings when a session starts: restart running sessions, then check the hook with /hooks.",
        ...(scope === "project" ? ["Commit .claude/settings.json to guard everyone working on this project."] : []),
      ];
    case "codex":
      return [
        "Codex runs a hook only once you trust it: start codex, open /hooks and trust `loopgate hook codex` (again after any change to it). " +
          "For automation whose hooks you have checked, `codex exec --dangerously-bypass-hook-trust` runs them untrusted.",
        ...(scope === "project"
          ? [
              `Codex reads ${places.cwd}/.codex/hooks.json only in a trusted project: trust it when codex asks, or add to ~/.codex/config.toml:\n` +
                `      [projects.${JSON.stringify(places.cwd)}]\n      trust_level = "trusted"`,
            ]
          : []),
      ];
    case "gemini":
      return [
        "Gemini CLI runs hooks only in a trusted workspace: trust the folder when it asks. Headless runs (gemini -p) need " +
          "--skip-trust or GEMINI_CLI_TRUST_WORKSPACE=true.",
        ...(scope === "project"
          ? ["With --skip-trust alone Gemini CLI ignores this project's .gemini/settings.json: set GEMINI_CLI_TRUST_WORKSPACE=true for headless runs."]
          : []),
      ];
  }
}
