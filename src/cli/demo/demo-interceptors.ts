import type { InterceptorRegistration } from "../../interceptors/types.js";

/**
 * The demo's safety net, last in the `tool.before` chain: only the commands of the demo's script
 * may run, so even a guard that failed to block could never let the demo touch your machine.
 */
export function demoSandbox(allowed: readonly string[]): InterceptorRegistration<"tool.before"> {
  const commands = new Set(allowed);
  return {
    id: "demo:sandbox",
    name: "tool.before",
    priority: -1000,
    toolMatcher: /^(exec|process)$/,
    handler: function demoSandboxHandler(input, output) {
      const command = typeof output.args.command === "string" ? output.args.command : "";
      if (input.toolName === "exec" && commands.has(command)) return;
      output.block = true;
      output.blockRule = "demo.sandbox";
      output.blockReason = "The demo only runs its own test command";
    },
  };
}
