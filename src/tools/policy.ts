import { ConfigurationError } from "../errors/index.js";
import { KNOWN_TOOL_NAMES, normalizeToolName, TOOL_GROUPS } from "./tool-names.js";
import type { AnyTool } from "./types.js";

/** A named set of tools an agent starts from. */
export type ToolProfileName = "minimal" | "coding" | "full";

/**
 * What each profile allows, as tool names and groups. `full` allows every tool, known or not.
 * `minimal` reads files and memory; `coding` adds writing, running commands and fetching pages.
 */
export const TOOL_PROFILES: Readonly<Record<ToolProfileName, readonly string[]>> = Object.freeze({
  minimal: Object.freeze(["read", "group:memory"]),
  coding: Object.freeze(["group:fs", "group:runtime", "group:memory", "web_fetch"]),
  full: Object.freeze(["*"]),
});

/** Which tools an agent may use. */
export interface ToolPolicyOptions {
  /** The starting set. Without a profile and without `allow`, every tool is allowed. */
  profile?: ToolProfileName;
  /** Names or groups (`group:fs`) added to the profile; without a profile, the only ones allowed. `*` means all. */
  allow?: readonly string[];
  /** Names or groups always refused; deny wins over allow. `*` means all. */
  deny?: readonly string[];
}

/** A predicate on tool names (normalized on the way in). */
export type ToolPolicy = (toolName: string) => boolean;

/**
 * Builds the predicate for a profile plus allow and deny lists. Throws `ConfigurationError` for an
 * unknown profile or group, so a typo cannot silently widen or narrow an agent's tools.
 *
 * @example
 * const policy = resolveToolPolicy({ profile: "coding", deny: ["group:runtime"] });
 * policy("read") // true
 * policy("bash") // false (bash is exec)
 */
export function resolveToolPolicy(options: ToolPolicyOptions = {}): ToolPolicy {
  const { profile, allow, deny } = options;
  if (profile !== undefined && !Object.hasOwn(TOOL_PROFILES, profile)) {
    throw new ConfigurationError({ message: `Unknown tool profile "${String(profile)}"; use one of: ${Object.keys(TOOL_PROFILES).join(", ")}` });
  }
  if (allow !== undefined && !Array.isArray(allow)) throw new ConfigurationError({ message: "The tool allow list must be an array of tool names or groups" });
  const allowEntries = profile === undefined && allow === undefined ? ["*"] : [...(profile ? TOOL_PROFILES[profile] : []), ...(allow ?? [])];
  const allowed = expand(allowEntries, "allow");
  const denied = expand(deny ?? [], "deny");
  return function toolPolicy(toolName: string): boolean {
    const name = normalizeToolName(toolName);
    if (denied.all || denied.names.has(name)) return false;
    return allowed.all || allowed.names.has(name);
  };
}

/**
 * The tools a policy allows, in their original order.
 *
 * @example
 * filterTools(builtinTools({ root }), resolveToolPolicy({ profile: "minimal" }))
 */
export function filterTools<T extends AnyTool>(tools: readonly T[], policy: ToolPolicy): T[] {
  return tools.filter((tool) => policy(tool.normalizedName));
}

/**
 * Every canonical name a list of names and groups stands for (unknown plain names are kept, for
 * plugin tools). Throws `ConfigurationError` for unknown groups.
 *
 * @example
 * expandToolGroups(["group:runtime", "read"]) // ["exec", "process", "read"]
 */
export function expandToolGroups(entries: readonly string[]): string[] {
  const { names, all } = expand(entries, "allow");
  return all ? [...KNOWN_TOOL_NAMES] : [...names];
}

function expand(entries: readonly string[], list: "allow" | "deny"): { names: Set<string>; all: boolean } {
  if (!Array.isArray(entries)) throw new ConfigurationError({ message: `The tool ${list} list must be an array of tool names or groups` });
  const names = new Set<string>();
  let all = false;
  for (const entry of entries) {
    if (typeof entry !== "string" || entry.trim() === "") {
      throw new ConfigurationError({ message: `The tool ${list} list holds ${JSON.stringify(entry)}; expected a tool name or a group such as "group:fs"` });
    }
    const name = entry.trim().toLowerCase();
    if (name === "*") all = true;
    else if (name.startsWith("group:")) {
      const members = (TOOL_GROUPS as Readonly<Record<string, readonly string[]>>)[name];
      if (!members) {
        throw new ConfigurationError({ message: `Unknown tool group "${entry}" in the ${list} list; known groups: ${Object.keys(TOOL_GROUPS).join(", ")}` });
      }
      for (const member of members) names.add(member);
    } else names.add(normalizeToolName(name));
  }
  return { names, all };
}
