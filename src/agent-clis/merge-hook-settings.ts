import { ConfigurationError } from "../errors/index.js";
import type { AgentName } from "./agent-tool-calls.js";
import { agentHookGroups, type AgentHookGroupsOptions, type HookMatcherGroup } from "./hook-settings.js";

/** The settings with loopgate's hook in place, and whether that changed anything. */
export interface MergedHookSettings {
  settings: Record<string, unknown>;
  changed: boolean;
}

/**
 * Puts loopgate's hooks for `agent` into an agent CLI's settings (the parsed JSON of its settings
 * file; `undefined` for none), keeping everything else as it is: the pre-tool hook, the session
 * events and, with `stopCheck`, the stop hook (see `agentHookGroups`). A loopgate hook already
 * there (`loopgate hook <agent>`, also by a path ending in `loopgate`, `loopgate.cjs` or `bin.js`) is replaced in
 * place, so running it again changes nothing; a stop hook installed before is kept when no
 * `stopCheck` is given. Throws a `ConfigurationError` naming the key when the settings have a
 * shape the agent CLI would not accept either.
 *
 * @example
 * mergeHookSettings({ model: "opus" }, "claude").settings
 * // { model: "opus", hooks: { PreToolUse: [{ matcher: "Bash|Read|…", hooks: [{ type: "command", command: "loopgate hook claude", timeout: 30 }] }], PostToolUse: […], … } }
 */
export function mergeHookSettings(existing: unknown, agent: AgentName, options: AgentHookGroupsOptions = {}): MergedHookSettings {
  const settings = existing === undefined ? {} : existing;
  if (!isObject(settings)) throw new ConfigurationError({ message: "the settings must be a JSON object" });
  const hooks = settings.hooks ?? {};
  if (!isObject(hooks)) throw new ConfigurationError({ message: '"hooks" must be an object' });
  const next: Record<string, unknown> = { ...hooks };
  for (const { event, group } of agentHookGroups(agent, options)) next[event] = withOurGroup(hooks[event], event, group, agent);
  const merged = { ...settings, hooks: next };
  return { settings: merged, changed: JSON.stringify(merged) !== JSON.stringify(settings) };
}

/** An event's matcher groups with loopgate's group in place of any loopgate hook there, or added at the end. */
function withOurGroup(groups: unknown, event: string, ours: HookMatcherGroup, agent: AgentName): unknown[] {
  const list = groups ?? [];
  if (!Array.isArray(list)) throw new ConfigurationError({ message: `"hooks.${event}" must be a list of matcher groups` });
  const merged: unknown[] = [];
  let placed = false;
  for (const [index, group] of list.entries()) {
    if (!isObject(group) || (group.hooks !== undefined && !Array.isArray(group.hooks))) {
      throw new ConfigurationError({ message: `"hooks.${event}[${index}]" must be an object with a "hooks" list` });
    }
    const entries = (group.hooks ?? []) as unknown[];
    const others = entries.filter((entry) => !isLoopgateHook(entry, agent));
    if (others.length === entries.length) {
      merged.push(group);
      continue;
    }
    // A group that held only loopgate's hook becomes ours; loopgate's hook leaves a shared group.
    if (!placed) merged.push(ours);
    placed = true;
    if (others.length > 0) merged.push({ ...group, hooks: others });
  }
  if (!placed) merged.push(ours);
  return merged;
}

function isLoopgateHook(entry: unknown, agent: AgentName): boolean {
  if (!isObject(entry) || typeof entry.command !== "string") return false;
  return new RegExp(`(^|[\\s/"'])(loopgate|loopgate\\.cjs|bin\\.js)["']?\\s+hook\\s+${agent}(\\s|$)`).test(entry.command);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
