/** The seed's categories, plus secrets, the host as a whole, infrastructure, code run on other hosts or in containers, and tampering with guards. */
export type CorpusCategory =
  | "filesystem"
  | "disk"
  | "permissions"
  | "system-files"
  | "remote-code"
  | "network"
  | "fork-bomb"
  | "git"
  | "docker"
  | "secrets"
  | "host"
  | "infrastructure"
  | "remote-execution"
  | "tampering";

/** One labelled command. */
export interface CorpusCase {
  command: string;
  /** The decision the guard must reach. */
  expect: "allow" | "ask" | "deny";
  /** The category the command belongs to (or, for a benign one, looks like). */
  category: CorpusCategory;
  /** The word the spelling variants rewrite (`/usr/bin/x`, `\x`, `"x"`); default: the first word. */
  head?: string;
  /** Generate no obfuscated variants (the command cannot be wrapped or respelled meaningfully). */
  noVariants?: boolean;
  /** Where the case comes from: `variant:<kind>` for generated ones, `regression` for past misses. */
  origin?: string;
}

/** Where corpus commands run. */
export const CORPUS_CONTEXT = { cwd: "/work/app", home: "/home/ada" } as const;

/**
 * Builders of labelled cases for one category.
 *
 * @example
 * const disk = casesOf("disk");
 * disk.deny("dd if=/dev/zero of=/dev/sda");
 */
export function casesOf(category: CorpusCategory) {
  const label = (expect: CorpusCase["expect"]) => (command: string, extra: Partial<CorpusCase> = {}): CorpusCase => ({ command, expect, category, ...extra });
  return { deny: label("deny"), ask: label("ask"), allow: label("allow") };
}
