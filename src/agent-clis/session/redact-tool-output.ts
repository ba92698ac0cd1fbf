import type { SecretVault } from "../../guards/secret-redaction/secret-vault.js";

/** A tool's output with its secrets replaced, and the kinds that were found. */
export interface RedactedToolOutput<T> {
  output: T;
  /** Kinds of the secrets replaced (`github-token`, `private-key`, …), each once; empty when none. */
  kinds: string[];
}

/**
 * Replaces the secrets in every string of a tool's output (any JSON shape: MCP content blocks, a
 * string, an object) with placeholders such as `[[secret:github-token:1]]`, keeping the shape, with
 * the secret redaction's detection. One numbering for the whole output, so the same value gets the
 * same placeholder wherever it appears. The detection rules load on first use.
 *
 * @example
 * const { output, kinds } = await redactToolOutput([{ type: "text", text: "token: ghp_…" }]);
 */
export async function redactToolOutput<T>(value: T): Promise<RedactedToolOutput<T>> {
  const { redactSecrets } = await import("../../guards/secret-redaction/redact-secrets.js");
  const vault: SecretVault = { values: {}, placeholders: {}, counts: {} };
  const kinds = new Set<string>();
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === "string") {
      const { text, findings } = redactSecrets(item, { vault, pii: false });
      for (const finding of findings) if (finding.namespace === "secret") kinds.add(finding.kind);
      return text;
    }
    if (depth > 64 || typeof item !== "object" || item === null) return item;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry, depth + 1)]));
  };
  const output = walk(value, 0) as T;
  return { output: kinds.size === 0 ? value : output, kinds: [...kinds] };
}
