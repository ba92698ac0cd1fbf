import { createHash } from "node:crypto";
import { normalizeToolName } from "../../tools/tool-names.js";
import { stableStringify } from "../../util/stable-stringify.js";
import type { ToolUseBlock } from "../../messages/types.js";

/** Argument keys that differ between otherwise identical calls, dropped before hashing (at any depth). */
export const IGNORED_ARG_KEYS: ReadonlySet<string> = new Set(["id", "requestId", "traceId", "timestamp", "time", "nonce"]);

/** A stable fingerprint of one call: normalized tool name and arguments without the ignored keys. */
export function callSignature(name: string, input: unknown): string {
  return `${normalizeToolName(name)}:${stableStringify(withoutIgnoredKeys(input))}`;
}

/**
 * The hash of a turn's tool-call batch: calls normalized and sorted, so reordered but otherwise
 * identical batches hash the same. Call ids never count.
 */
export function hashToolBatch(calls: readonly Pick<ToolUseBlock, "name" | "input">[]): string {
  const signatures = calls.map((call) => callSignature(call.name, call.input)).sort();
  return createHash("sha256").update(signatures.join("\n")).digest("hex").slice(0, 16);
}

function withoutIgnoredKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIgnoredKeys);
  if (typeof value !== "object" || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) if (!IGNORED_ARG_KEYS.has(key)) result[key] = withoutIgnoredKeys(entry);
  return result;
}
