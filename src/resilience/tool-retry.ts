import type { InterceptorRegistration, ToolWrapInput } from "../interceptors/types.js";
import type { AgentToolResult } from "../tools/types.js";
import { ConfigurationError } from "../errors/configuration-error.js";
import { sleepUnlessAborted } from "../util/sleep-unless-aborted.js";
import { backoffDelayFor, validateRetryOptions, type Backoff } from "./backoff.js";

/** Options of `toolRetry`. */
export interface ToolRetryOptions {
  /** Which tools: normalized names, or a RegExp on the name (default: every tool). */
  tools?: readonly string[] | RegExp;
  /** Retries after the first attempt (default 2). */
  maxRetries?: number;
  /** Which outcomes are retried: an error result, or what the tool threw (default: any error result or throw). */
  retryOn?: (outcome: { result?: AgentToolResult; error?: unknown }, retry: number) => boolean;
  /** The wait before each retry (default: 200 ms doubling to at most 5 s, with jitter). */
  backoff?: Backoff;
  /** Registration id (default `builtin:tool-retry`). */
  id?: string;
  priority?: number;
}

/**
 * Runs a failing tool call again, as a `tool.wrap` layer, with backoff: for tools whose calls may fail
 * for passing reasons (a flaky network fetch). Only the listed tools should be retried: a call with
 * side effects may have done part of its work. The layer's `retried` interceptor event counts the
 * attempts; the last attempt's result is what the model sees.
 *
 * @example
 * registry.add(toolRetry({ tools: ["web_fetch"], maxRetries: 3 }));
 */
export function toolRetry(options: ToolRetryOptions = {}): InterceptorRegistration<"tool.wrap"> {
  const maxRetries = options.maxRetries ?? 2;
  validateRetryOptions("toolRetry", maxRetries, options.backoff);
  const toolMatcher = matcherOf(options.tools);
  const retryOn = options.retryOn ?? ((outcome) => outcome.error !== undefined || outcome.result?.isError === true);
  const backoff = options.backoff ?? { initialDelayMs: 200, maxDelayMs: 5_000 };
  return {
    id: options.id ?? "builtin:tool-retry",
    name: "tool.wrap",
    priority: options.priority ?? 20,
    ...(toolMatcher ? { toolMatcher } : {}),
    handler: async function toolRetryLayer(input: Readonly<ToolWrapInput>, next) {
      for (let retry = 0; ; retry++) {
        let outcome: { result?: AgentToolResult; error?: unknown };
        try {
          outcome = { result: await next() };
        } catch (error) {
          outcome = { error };
        }
        if (retry >= maxRetries || input.signal.aborted || !retryOn(outcome, retry + 1)) {
          if ("error" in outcome) throw outcome.error;
          return outcome.result!;
        }
        await sleepUnlessAborted(backoffDelayFor(backoff, retry + 1), input.signal);
      }
    },
  };
}

function matcherOf(tools: ToolRetryOptions["tools"]): RegExp | undefined {
  if (tools === undefined) return undefined;
  if (tools instanceof RegExp) return tools;
  if (!Array.isArray(tools) || tools.some((name) => typeof name !== "string" || name.length === 0)) {
    throw new ConfigurationError({ message: "toolRetry: `tools` must be a list of tool names or a RegExp" });
  }
  return new RegExp(`^(?:${tools.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
}
