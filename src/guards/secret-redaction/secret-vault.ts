import type { ThreadState } from "../../interceptors/types.js";
import { ownEntry } from "../../util/own-entry.js";

/**
 * The real values behind a thread's placeholders, kept in the thread's state (JSON, so it is saved
 * and loaded with the thread) and nowhere else: never in the transcript, events or the audit log.
 */
export interface SecretVault {
  /** Placeholder → real value. */
  values: Record<string, string>;
  /** Real value → placeholder, so a secret seen twice gets the same placeholder. */
  placeholders: Record<string, string>;
  /** Placeholders handed out so far, per namespace and kind (`secret:github-token`). */
  counts: Record<string, number>;
}

/** Matches a placeholder and captures its namespace and kind: `[[secret:github-token:1]]`. */
export const PLACEHOLDER = /\[\[(secret|pii):([a-z0-9-]+):(\d+)\]\]/g;

/** The vault in `state[key]`, created (or replaced, if something else was stored there) on first use. */
export function vaultOf(state: ThreadState, key: string): SecretVault {
  const current = state[key] as Partial<SecretVault> | undefined;
  if (current && isRecord(current.values) && isRecord(current.placeholders) && isRecord(current.counts)) return current as SecretVault;
  const fresh: SecretVault = { values: {}, placeholders: {}, counts: {} };
  state[key] = fresh;
  return fresh;
}

/** The placeholder of `value`: the one it already has in this thread, or the next of its kind. */
export function placeholderFor(vault: SecretVault, namespace: "secret" | "pii", kind: string, value: string): string {
  const known = ownEntry(vault.placeholders, value);
  if (known !== undefined) return known;
  const counter = `${namespace}:${kind}`;
  const number = (ownEntry(vault.counts, counter) ?? 0) + 1;
  vault.counts[counter] = number;
  const placeholder = `[[${namespace}:${kind}:${number}]]`;
  vault.placeholders[value] = placeholder;
  vault.values[placeholder] = value;
  return placeholder;
}

/** `text` with every placeholder this thread handed out replaced by its real value; unknown ones stay as they are. */
export function restorePlaceholders(vault: SecretVault, text: string, onRestore?: (placeholder: string) => void): string {
  if (!text.includes("[[")) return text;
  return text.replace(PLACEHOLDER, (placeholder) => {
    const value = vault.values[placeholder];
    if (value === undefined) return placeholder;
    onRestore?.(placeholder);
    return value;
  });
}

function isRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
