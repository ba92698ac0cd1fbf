import path from "node:path";
import type { InterceptorRegistration } from "../../interceptors/types.js";
import { createCommandAnalyzer } from "./analyze-command.js";
import type { CommandSafetyOptions } from "./options.js";

/** Id of the built-in command safety guard. */
export const COMMAND_SAFETY_GUARD_ID = "builtin:command-safety-guard";

/**
 * The built-in command safety guard: `tool.before` on `exec`, priority 100. It analyses
 * `args.command` (or `args.cmd`) by what the command does and blocks it (`deny`) or asks a
 * person (`ask`); a command that is not a string is blocked. Options are checked here, so a
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
    toolMatcher: /^exec$/,
    guard: true,
    handler: function commandSafetyGuardHandler(input, output) {
      const args = output.args;
      const command = args.command !== undefined ? args.command : args.cmd;
      // A missing command is the tool schema's to report; anything present must be analysable.
      if (command === undefined) return;
      const workdir = typeof args.workdir === "string" ? args.workdir : typeof args.cwd === "string" ? args.cwd : undefined;
      const cwd = workdir !== undefined ? path.resolve(input.cwd, workdir) : input.cwd;
      const result = analyze(command, { cwd });
      if (result.decision === "deny") {
        output.block = true;
        output.blockReason = result.reason ?? "the command was judged unsafe";
        if (result.rule) output.blockRule = result.rule;
      } else if (result.decision === "ask" && !output.ask) {
        output.ask = result.rule ? { reason: result.reason ?? "the command needs approval", rule: result.rule } : { reason: result.reason ?? "the command needs approval" };
      }
    },
  };
}
