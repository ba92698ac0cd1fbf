import type { InterceptorEvent } from "../events.js";
import type { InterceptorRegistry } from "../registry.js";
import { createRunSecrets } from "../run-secrets.js";
import type { HookContext } from "../trigger.js";
import type { RunScope } from "../types.js";
import { BUILTIN_TOOL_CAPABILITIES } from "../../tools/tool-capabilities.js";

/** A hook context for tests: events go to the registry's listener and into `events`. */
export function hookContext(registry: InterceptorRegistry, events: InterceptorEvent[] = [], defaultTimeoutMs = 0): HookContext {
  return {
    registry,
    defaultTimeoutMs,
    emit: (event) => {
      events.push(event);
      registry.emit(event);
    },
  };
}

/** A run scope for tests. */
export function testScope(overrides: Partial<RunScope> = {}): RunScope {
  return { agentId: "main", threadId: "t", runId: "r", cwd: "/tmp", state: {}, secrets: createRunSecrets(), ...overrides };
}

/** The input of a tool hook for a canonical tool. */
export function toolInput(toolName = "exec", overrides: Partial<RunScope> = {}) {
  return { ...testScope(overrides), toolName, toolCallId: "call-1", capabilities: BUILTIN_TOOL_CAPABILITIES[toolName] ?? {} };
}
