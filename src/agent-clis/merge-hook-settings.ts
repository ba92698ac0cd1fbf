import { ConfigurationError } from "../errors/index.js";
import type { AgentName } from "./agent-tool-calls.js";
import { AGENT_HOOK_SETTINGS, hookMatcherGroup } from "./hook-settings.js";

/** The settings with loopgate's hook in place, and whether that changed anything. */
export interface MergedHookSettings {
  settings: Record<string, unknown>;
  changed: boolean;
}

/**
 * Puts loopgate's hook for `agent` into an agent CLI's settings (the parsed JSON of its settings
 * file; `undefined` for none), keeping everything else as it is. A loopgate hook already there
 * (`loopgate hook <agent>`, also by a path ending in `loopgate` or `bin.js`) is replaced in place,
 * so running it again changes nothing. Throws a `ConfigurationError` naming the key when the
 * settings have a shape the agent CLI would not accept either.
 *
 * @example
 * mergeHookSettings({ model: "opus" }, "claude").settings
 * // { model: "opus", hooks: { PreToolUse: [{ matcher: "Bash|Read|…", hooks: [{ type: "command", command: "loopgate hook claude", timeout: 30 }] }] } }
 */
export function mergeHookSettings(existing: unknown, agent: AgentName, command?: string): MergedHookSettings {
  const settings = existing === undefined ? {} : existing;
  if (!isObject(settings)) throw new ConfigurationError({ message: "the settings must be a JSON object" });
  const { event } = AGENT_HOOK_SETTINGS[agent];
  const hooks = settings.hooks ?? {};
  if (!isObject(hooks)) throw new ConfigurationError({ message: '"hooks" must be an object' });
  const groups = hooks[event] ?? [];
  if (!Array.isArray(groups)) throw new ConfigurationError({ message: `"hooks.${event}" must be a list of matcher groups` });
  const ours = hookMatcherGroup(agent, command);
  const merged: unknown[] = [];
  let placed = false;
  for (const [index, group] of groups.entries()) {
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
  const next = { ...settings, hooks: { ...hooks, [event]: merged } };
  return { settings: next, changed: JSON.stringify(next) !== JSON.stringify(settings) };
}

function isLoopgateHook(entry: unknown, agent: AgentName): boolean {
  if (!isObject(entry) || typeof entry.command !== "string") return false;
  return new RegExp(`(^|[\\s/"'])(loopgate|bin\\.js)["']?\\s+hook\\s+${agent}(\\s|$)`).test(entry.command);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
