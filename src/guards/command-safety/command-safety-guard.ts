import path from "node:path";
import type { InterceptorRegistration } from "../../interceptors/types.js";
import { createCommandAnalyzer } from "./analyze-command.js";
import type { CommandSafetyOptions } from "./options.js";

/** Id of the built-in command safety guard. */
export const COMMAND_SAFETY_GUARD_ID = "builtin:command-safety-guard";

/**
 * The built-in command safety guard: `tool.before` on every tool that runs shell commands (`exec`,
 * `process`, and any tool that declares command arguments), priority 100. It analyses each command
 * argument by what the command does and blocks it (`deny`) or asks a person (`ask`); a command that
 * is not a string is blocked. Options are checked here, so a
 * misconfiguration throws `ConfigurationError` when the guard is created.
 *
 * @example
 * registry.add(commandSafetyGuard({ strict: true, allow: ["docker system prune"], overrides: { "git.force-push": "deny" } }));
 */
export function commandSafetyGuard(options: CommandSafetyOptions = {}): InterceptorRegistration<"tool.before"> {
  const analyze = createCommandAnalyzer(options);
  return {
    id: COMMAND_SAFETY_GUARD_ID,
    name: "tool.before",
    priority: options.priority ?? 100,
    capability: "command",
    guard: true,
    handler: function commandSafetyGuardHandler(input, output) {
      const { commands = [], workdir: workdirArg } = input.capabilities;
      const workdir = workdirArg === undefined ? undefined : output.args[workdirArg];
      const cwd = typeof workdir === "string" ? path.resolve(input.cwd, workdir) : input.cwd;
      for (const key of commands) {
        const command = output.args[key];
        // A missing command is the tool schema's to report; anything present must be analysable.
        if (command === undefined) continue;
        const result = analyze(command, { cwd });
        if (result.decision === "deny") {
          output.block = true;
          output.blockReason = result.reason ?? "the command was judged unsafe";
          if (result.rule) output.blockRule = result.rule;
          return;
        }
        if (result.decision === "ask" && !output.ask) {
          output.ask = result.rule ? { reason: result.reason ?? "the command needs approval", rule: result.rule } : { reason: result.reason ?? "the command needs approval" };
        }
      }
    },
  };
}
