import type { InterceptorRegistration } from "../../interceptors/types.js";

/** Id of the built-in command safety guard. */
export const COMMAND_SAFETY_GUARD_ID = "builtin:command-safety-guard";

/** Options of the command safety guard. */
export interface CommandSafetyOptions {
  priority?: number;
}

/** The built-in command safety guard: `tool.before` on `exec`, priority 100. */
export function commandSafetyGuard(options: CommandSafetyOptions = {}): InterceptorRegistration<"tool.before"> {
  return {
    id: COMMAND_SAFETY_GUARD_ID,
    name: "tool.before",
    priority: options.priority ?? 100,
    toolMatcher: /^exec$/,
    handler: function commandSafetyGuardHandler() {},
  };
}
