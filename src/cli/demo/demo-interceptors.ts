import type { InterceptorRegistration } from "../../interceptors/types.js";

/** Tokens in the shapes providers use (`sk-…`, `ghp_…`, `xoxb-…`), long enough not to be words. */
const TOKEN = /\b(?:sk|pk|rk)-(?:live|test|proj|ant)?-?[A-Za-z0-9_-]{16,}|\bgh[pousr]_[A-Za-z0-9]{20,}|\bxox[abpr]-[A-Za-z0-9-]{10,}/g;

/**
 * A `tool.after` interceptor that redacts secret-looking tokens from every tool result before the
 * model sees it (a command that prints its configuration, say).
 *
 * @example
 * registry.add(redactSecrets());
 */
export function redactSecrets(id = "demo:redact-secrets"): InterceptorRegistration<"tool.after"> {
  return {
    id,
    name: "tool.after",
    priority: 10,
    handler: function redactSecretsHandler(_input, output) {
      const redacted = output.result.output.replace(TOKEN, "[REDACTED]");
      if (redacted !== output.result.output) output.result = { ...output.result, output: redacted };
    },
  };
}

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
