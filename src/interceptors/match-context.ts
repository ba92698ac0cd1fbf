import type { ToolCapabilities } from "../tools/tool-capabilities.js";
import { HOOKS } from "./hooks/index.js";
import type { InterceptorName } from "./types.js";

/**
 * What `registry.get()` filters by: the tool being called (its normalized name and, for
 * `capability` matchers, what it can do) and the agent. A bare string is a tool name on tool hooks
 * and an agent id on the others.
 */
export type MatchContext = string | { toolName?: string; agentId?: string; capabilities?: ToolCapabilities };

/** The match context of a hook input: its tool (on tool hooks) and its agent. */
export function matchContextOf(name: InterceptorName, input: object): Exclude<MatchContext, string> {
  const fields = input as { toolName?: string; agentId?: string; capabilities?: ToolCapabilities };
  // An input is its own match context (no object per hook call), unless an agent hook's input names a tool.
  if (HOOKS[name].matchesOn === "agent" && (fields.toolName !== undefined || fields.capabilities !== undefined)) return { agentId: fields.agentId };
  return fields;
}
