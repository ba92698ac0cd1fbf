import { type Command, Argument, InvalidArgumentError } from "commander";
import type { AgentName } from "../../agent-clis/agent-tool-calls.js";
import type { CliIO } from "../io.js";
import { HOOK_AGENTS, runHookCommand, type HookCommandOptions } from "./run-hook.js";

/** `loopgate hook claude|codex|gemini`: a pre-tool hook for other agent CLIs. */
export function registerHookCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("hook")
    .summary("run the guards as a Claude Code, Codex CLI or Gemini CLI pre-tool hook")
    .description(
      "Read the agent's hook event (JSON) on stdin and answer in its protocol: a deny (or ask) with the guard's reason, " +
        "nothing for an allow. Bad input, a bad config or a failing guard exits 2 with the reason on stderr: the agent " +
        "then blocks the call (fail closed).",
    )
    .addArgument(new Argument("<agent>", "the agent CLI calling the hook").choices(HOOK_AGENTS))
    .option(
      "--config <file>",
      "config file, applied in full and alone (default: your user config, plus the nearest loopgate.config.* upward from the event's cwd, " +
        "of which only stricter settings apply unless your user config trusts the project)",
    )
    .option("--no-config", "ignore config files: the built-in guards at their defaults")
    .option("-v, --verbose", "say on stderr which configs were applied and which project settings were ignored, and why")
    .option("--stop-check <command>", "on the agent's stop event, run this check and keep the agent working while it fails")
    .option("--stop-check-attempts <n>", "failed checks in a row before the agent may stop anyway (default 3)", positiveInteger)
    .addHelpText(
      "after",
      "\nSet it up with `loopgate init claude|codex|gemini`, or by hand in Claude Code's .claude/settings.json:\n" +
        '  { "hooks": { "PreToolUse": [ { "matcher": "Bash|Read|Write|Edit|NotebookEdit|mcp__.*", "hooks": [ { "type": "command", "command": "loopgate hook claude" } ] } ] } }\n' +
        "See docs/hooks.md for the Codex CLI and Gemini CLI, their tool names and their trust steps.",
    )
    .action(async (agent: AgentName, options: HookCommandOptions) => {
      setExitCode(await runHookCommand(agent, options, io));
    });
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError("expected a positive integer");
  return number;
}
