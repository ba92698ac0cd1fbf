import path from "node:path";
import { describeError } from "../errors/index.js";
import { builtinGuards } from "../guards/builtin-guards.js";
import type { GuardDecision } from "../guards/types.js";
import { createInterceptorRegistry, type InterceptorRegistry } from "../interceptors/registry.js";
import { createRunSecrets } from "../interceptors/run-secrets.js";
import { triggerInterceptors } from "../interceptors/trigger.js";
import { toolCapabilitiesOf } from "../tools/tool-capabilities.js";
import { deepFreeze } from "../util/deep-freeze.js";
import { pseudoRandomUuid } from "../util/pseudo-random-uuid.js";
import { normalizeToolName } from "../tools/tool-names.js";

/** One tool call to judge, as another agent (or a script) would describe it. */
export interface ToolCallToEvaluate {
  /** Tool name; normalized (`Bash` → `exec`, `apply-patch` → `apply_patch`). */
  tool: string;
  /** The call's arguments, e.g. `{ command: "ls" }` for `exec`, `{ path: ".env" }` for `read`. */
  args: Record<string, unknown>;
  /** Working directory of the call; relative to `options.cwd`, default `options.cwd`. */
  cwd?: string;
}

/** Options of `evaluateToolCall`. */
export interface EvaluateToolCallOptions {
  /** The interceptors to run; default: the two built-in guards at their defaults. */
  registry?: InterceptorRegistry;
  /** Base working directory; default `process.cwd()`. */
  cwd?: string;
  /** Home directory for the security audit of the default registry; default `os.homedir()`. */
  home?: string;
  /** Longest the guards may take before the call is denied; default 10 000 ms. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A registry holding the built-in guards at their defaults: the command safety guard and the
 * security audit.
 *
 * @example
 * const registry = createBuiltinGuardRegistry();
 * registry.add({ id: "no-curl", name: "tool.before", toolMatcher: /^exec$/, handler: (input, output) => { … } });
 */
export function createBuiltinGuardRegistry(options: { home?: string } = {}): InterceptorRegistry {
  const registry = createInterceptorRegistry();
  registry.add(builtinGuards(options));
  return registry;
}

/**
 * Judges one tool call exactly as a loopgate run would: its `tool.before` interceptors run in
 * order and a block becomes `deny`, an approval request `ask`, anything else `allow`. Never throws:
 * bad input, a crashing guard or one that takes longer than `timeoutMs` is a `deny` (fail closed).
 *
 * @example
 * await evaluateToolCall({ tool: "Bash", args: { command: "rm -rf /" } })
 * // { decision: "deny", rule: "…", reason: "…" }
 * await evaluateToolCall({ tool: "read", args: { path: "~/.ssh/id_rsa" } })
 * // { decision: "deny", rule: "secrets.ssh-private-key", reason: "Access denied: ~/.ssh/id_rsa (SSH private key)" }
 */
export async function evaluateToolCall(call: ToolCallToEvaluate, options: EvaluateToolCallOptions = {}): Promise<GuardDecision> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const problem = describeShapeProblem(call);
    if (problem) return { decision: "deny", reason: problem };
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = new Promise<GuardDecision>((resolve) => {
      timer = setTimeout(
        resolve,
        timeoutMs,
        { decision: "deny", reason: `The guards took longer than ${timeoutMs} ms, so the call was denied (fail closed)` } satisfies GuardDecision,
      );
    });
    return await Promise.race([runGuards(call, options), timeout]);
  } catch (error) {
    return { decision: "deny", reason: `The guards failed, so the call was denied (fail closed): ${describeError(error)}` };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

async function runGuards(call: ToolCallToEvaluate, options: EvaluateToolCallOptions): Promise<GuardDecision> {
  const registry = options.registry ?? createBuiltinGuardRegistry(options.home === undefined ? {} : { home: options.home });
  const baseCwd = path.resolve(options.cwd ?? process.cwd());
  const cwd = call.cwd === undefined ? baseCwd : path.resolve(baseCwd, call.cwd);
  const toolName = normalizeToolName(call.tool);
  const result = await triggerInterceptors(
    { registry, emit: (event) => registry.emit(event), defaultTimeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
    "tool.before",
    {
      agentId: "loopgate-check",
      threadId: "loopgate-check",
      runId: pseudoRandomUuid(),
      cwd,
      state: {},
      secrets: createRunSecrets(),
      toolName,
      toolCallId: pseudoRandomUuid(),
      capabilities: toolCapabilitiesOf(toolName),
    },
    { args: deepFreeze(structuredClone(call.args)) },
  );
  const output = result.output;
  if (result.halt) {
    const rule = result.halt.rule ?? output.blockRule;
    return { decision: "deny", ...(rule !== undefined ? { rule } : {}), reason: result.halt.reason };
  }
  if (output.ask) {
    return { decision: "ask", ...(output.ask.rule !== undefined ? { rule: output.ask.rule } : {}), reason: output.ask.reason };
  }
  return { decision: "allow" };
}

function describeShapeProblem(call: unknown): string | undefined {
  if (typeof call !== "object" || call === null) return "The tool call must be an object with `tool` and `args`";
  const { tool, args, cwd } = call as Record<string, unknown>;
  if (typeof tool !== "string" || tool.trim() === "") return "`tool` must be a non-empty string naming the tool (e.g. \"exec\", \"read\")";
  if (typeof args !== "object" || args === null || Array.isArray(args)) return "`args` must be an object with the tool's arguments";
  if (cwd !== undefined && (typeof cwd !== "string" || cwd === "" || cwd.includes("\0"))) return "`cwd`, when given, must be a non-empty path string";
  return undefined;
}
