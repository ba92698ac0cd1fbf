/**
 * The canonical tool names, by group, as agents and interceptors know them.
 * Group keys are the names used in tool policies (`group:fs`, …).
 */
export const TOOL_GROUPS = {
  "group:fs": ["read", "write", "edit", "apply_patch"],
  "group:runtime": ["exec", "process"],
  "group:memory": ["memory_search", "memory_get"],
  "group:web": ["web_search", "web_fetch"],
  "group:sessions": ["sessions_list", "sessions_history", "sessions_send", "sessions_spawn", "session_status"],
  "group:ui": ["browser", "canvas"],
  "group:automation": ["cron", "gateway"],
  "group:messaging": ["message"],
  "group:nodes": ["nodes"],
  "group:other": ["agents_list", "image", "tts"],
} as const satisfies Record<string, readonly string[]>;

/** A tool group name such as `group:fs`. */
export type ToolGroupName = keyof typeof TOOL_GROUPS;

/** A canonical tool name. */
export type KnownToolName = (typeof TOOL_GROUPS)[ToolGroupName][number];

/** Every canonical (normalized) tool name. */
export const KNOWN_TOOL_NAMES: ReadonlySet<string> = new Set<string>(Object.values(TOOL_GROUPS).flat());

const TOOL_NAME_ALIASES: Readonly<Record<string, string>> = {
  bash: "exec",
  "apply-patch": "apply_patch",
};

/**
 * The canonical form of a tool name: trimmed, lower-case, aliases resolved.
 *
 * @example
 * normalizeToolName(" Bash ") // "exec"
 */
export function normalizeToolName(name: string): string {
  const lower = name.trim().toLowerCase();
  return TOOL_NAME_ALIASES[lower] ?? lower;
}

/** Every name a `toolMatcher` may match: the canonical ones plus `extra` (normalized), sorted. */
export function matchableToolNames(extra: Iterable<string> = []): string[] {
  const names = new Set<string>(KNOWN_TOOL_NAMES);
  for (const name of extra) names.add(normalizeToolName(name));
  return [...names].sort();
}
