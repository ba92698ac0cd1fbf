import { accessSync, constants } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Argument, type Command } from "commander";
import type { AgentName } from "../../agent-clis/agent-tool-calls.js";
import { hookNextSteps } from "../../agent-clis/hook-next-steps.js";
import { initAgentHook } from "../../agent-clis/init-agent-hook.js";
import { CliUsageError } from "../cli-error.js";
import { EXIT_CODES } from "../exit-codes.js";
import type { CliIO } from "../io.js";
import { createStyle, useColor } from "../render/style.js";
import { HOOK_AGENTS } from "./run-hook.js";

interface InitOptions {
  project?: boolean;
  user?: boolean;
  dryRun?: boolean;
  stopCheck?: string;
}

/** `loopgate init claude|codex|gemini [--project|--user] [--dry-run]`: installs the hook into an agent CLI's settings. */
export function registerInitCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("init")
    .summary("install loopgate's hook into Claude Code, Codex CLI or Gemini CLI")
    .description(
      "Add loopgate's hooks to the agent CLI's settings file, keeping what is there: the guards before each tool call, " +
        "the loop guard and MCP output redaction after it, the credential check of prompts, and with --stop-check a check " +
        "the agent must pass before it stops. Claude Code's " +
        ".claude/settings.json, Codex's .codex/hooks.json, Gemini CLI's .gemini/settings.json (in the project, or with " +
        "--user in your home directory). The previous file is kept as a backup; running it again changes nothing. " +
        "Then it says what you must still do (Codex hook trust, Gemini workspace trust).",
    )
    .addArgument(new Argument("<agent>", "the agent CLI to guard").choices(HOOK_AGENTS))
    .option("--project", "this project's settings (the default)")
    .option("--user", "your user settings: every project")
    .option("--dry-run", "print the settings file as it would be written, and write nothing")
    .option("--stop-check <command>", "keep the agent working while this check fails (e.g. \"npm test\") when it is about to stop")
    .addHelpText("after", "\nExamples:\n  loopgate init claude\n  loopgate init claude --stop-check \"npm test\"\n  loopgate init codex --user --dry-run\n\nSee docs/hooks.md for what the hook covers in each agent CLI.")
    .action((agent: AgentName, options: InitOptions) => {
      if (options.project && options.user) throw new CliUsageError({ message: "init: give --project or --user, not both", exitCode: EXIT_CODES.usage });
      const scope = options.user ? "user" : "project";
      const home = io.env.HOME || os.homedir();
      if (options.stopCheck !== undefined && options.stopCheck.trim() === "") throw new CliUsageError({ message: "init: --stop-check needs a command", exitCode: EXIT_CODES.usage });
      const result = initAgentHook({
        agent,
        scope,
        cwd: io.cwd,
        home,
        env: io.env,
        dryRun: options.dryRun === true,
        ...(options.stopCheck !== undefined ? { stopCheck: options.stopCheck } : {}),
      });
      const style = createStyle(useColor(io.stdout, io.env));
      if (!result.changed) io.stdout.write(`${result.file} already has loopgate's hook; nothing to change.\n`);
      else if (options.dryRun) io.stdout.write(`Would ${result.created ? "create" : "update"} ${result.file}:\n${result.content}`);
      else io.stdout.write(`${style.green("✔")} ${result.created ? "Created" : "Updated"} ${result.file}${result.backup ? ` (the previous file is in ${result.backup})` : ""}\n`);
      const steps = hookNextSteps(agent, scope, { cwd: io.cwd });
      if (!onPath("loopgate", io.env.PATH)) {
        steps.unshift(
          "`loopgate` is not on your PATH, so the hook cannot start, and Claude Code and Codex then let every call through: " +
            "install it (`npm install -g loopgate`, see the README), or put the absolute path of loopgate's bin into the hook command.",
        );
      }
      io.stdout.write(`\n${style.bold("Still to do:")}\n${steps.map((step) => `  - ${step}\n`).join("")}`);
      setExitCode(EXIT_CODES.ok);
    });
}

function onPath(program: string, pathVariable: string | undefined): boolean {
  for (const dir of (pathVariable ?? "").split(path.delimiter)) {
    if (dir === "") continue;
    try {
      accessSync(path.join(dir, program), constants.X_OK);
      return true;
    } catch {
      // Not in this directory.
    }
  }
  return false;
}
