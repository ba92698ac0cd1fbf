/**
 * One secret (or piece of personal data) found in a text: `text.slice(start, end)` is what would be
 * replaced.
 *
 * @example
 * { start: 6, end: 46, kind: "github-token", rule: "github-token" }
 */
export interface SecretFinding {
  start: number;
  end: number;
  /** What was found, as placeholders name it (`github-token`, `private-key`, `email`, …). */
  kind: string;
  /** The rule that found it (a loopgate rule id, or a secretlint rule id). */
  rule: string;
}
