import { createHash } from "node:crypto";

/** The longest tool name every provider accepts (OpenAI's limit). */
const MAX_TOOL_NAME_LENGTH = 64;

/**
 * One part of an MCP tool name as Claude Code writes it: every character outside `A-Z a-z 0-9 _ -`
 * becomes `_`, so the name is one models accept.
 *
 * @example
 * mcpNamePart("my server.v2") // "my_server_v2"
 */
export function mcpNamePart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, "_");
}

/**
 * The name an agent knows a server's tool by: `mcp__<server>__<tool>` (the convention of Claude
 * Code), each part normalized. A name longer than 64 characters is cut and ends in a short hash of
 * the whole, so it stays unique and within every provider's limit.
 *
 * @example
 * mcpToolName("filesystem", "read_file") // "mcp__filesystem__read_file"
 */
export function mcpToolName(server: string, tool: string): string {
  const name = `mcp__${mcpNamePart(server)}__${mcpNamePart(tool)}`;
  if (name.length <= MAX_TOOL_NAME_LENGTH) return name;
  const suffix = shortHash(`${server}\u0000${tool}`);
  return `${name.slice(0, MAX_TOOL_NAME_LENGTH - suffix.length - 1)}_${suffix}`;
}

/**
 * A name not yet in `taken` (compared lower-case, as tool names are normalized): `name` itself,
 * else `name` with a hash of `original` — two tools whose names differ only in characters that
 * normalize alike (`read.file`, `read_file`) both stay callable.
 */
export function uniqueToolName(name: string, original: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const suffix = shortHash(original);
  return `${name.slice(0, MAX_TOOL_NAME_LENGTH - suffix.length - 1)}_${suffix}`;
}

function shortHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 6);
}
