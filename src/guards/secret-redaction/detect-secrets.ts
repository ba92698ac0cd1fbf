import { isDummyValue, PLACEHOLDER_PATTERN, urlPassword } from "./allow-list.js";
import { ruleMatches } from "./rule-matches.js";
import { ASSIGNED_SECRET_RULES } from "./rules/assigned-secrets.js";
import { HTTP_AUTHORIZATION_RULES } from "./rules/http-authorization.js";
import { NAMED_VALUE_RULES } from "./rules/named-values.js";
import { PASSWORD_FLAG_RULES } from "./rules/password-flags.js";
import { SESSION_COOKIE_RULES } from "./rules/session-cookies.js";
import { SETTING_COMMAND_RULES } from "./rules/setting-commands.js";
import type { SecretRule } from "./rules/secret-rule.js";
import { STRUCTURED_SECRET_RULES } from "./rules/structured-secrets.js";
import { URL_CREDENTIAL_RULES } from "./rules/url-credentials.js";
import { VENDOR_TOKEN_RULES } from "./rules/vendor-tokens.js";
import type { SecretFinding } from "./secret-finding.js";
import { secretlintFindings } from "./secretlint-rules.js";

/** Options of `detectSecrets`. */
export interface DetectSecretsOptions {
  /** Also run the secretlint recommended preset's rules (default true). */
  secretlint?: boolean;
  /** Values never reported: exact strings, or patterns tested against the secret. */
  allow?: readonly (string | RegExp)[];
  /** More rules, run after the built-in ones. */
  rules?: readonly SecretRule[];
}

/**
 * loopgate's own rules: vendor tokens, structured secrets, HTTP credentials and session cookies,
 * URLs with passwords, clients' password flags, and values given to secret-marking names.
 */
export const SECRET_RULES: readonly SecretRule[] = [
  ...VENDOR_TOKEN_RULES,
  ...STRUCTURED_SECRET_RULES,
  ...HTTP_AUTHORIZATION_RULES,
  ...SESSION_COOKIE_RULES,
  ...URL_CREDENTIAL_RULES,
  ...PASSWORD_FLAG_RULES,
  ...ASSIGNED_SECRET_RULES,
  ...NAMED_VALUE_RULES,
  ...SETTING_COMMAND_RULES,
];

/** Rank of secretlint's findings when they overlap loopgate's (a vendor format names the span). */
const SECRETLINT_RANK = 2;

/** A finding with the rank of the rule that made it (see `SecretRule.rank`). */
export interface RankedFinding extends SecretFinding {
  rank: number;
}

/**
 * The secrets in `text`, in order, without overlaps: the secretlint recommended preset's findings
 * and loopgate's own rules', minus known dummies, placeholders and allowed values. Synchronous and
 * linear in the text's length; the secretlint preset is loaded on the first call.
 *
 * @example
 * detectSecrets("GITHUB_TOKEN=ghp_…");
 * // [{ start: 13, end: 53, kind: "github-token", rule: "github-token" }]
 */
export function detectSecrets(text: string, options: DetectSecretsOptions = {}): SecretFinding[] {
  if (text.length < 8) return [];
  const found: RankedFinding[] = [];
  for (const rule of options.rules ? [...SECRET_RULES, ...options.rules] : SECRET_RULES) collect(rule, text, found);
  if (options.secretlint !== false) {
    for (const finding of secretlintFindings(text)) {
      const value = text.slice(finding.start, finding.end);
      if (finding.kind === "private-key" || !isDummyValue(urlPassword(value) ?? value)) found.push({ ...finding, rank: SECRETLINT_RANK });
    }
  }
  const allowed = options.allow && options.allow.length > 0 ? options.allow : undefined;
  const placeholders = placeholderSpans(text);
  const kept = found.filter(
    (finding) =>
      !(allowed && isAllowed(text.slice(finding.start, finding.end), allowed)) &&
      !placeholders.some((span) => finding.start < span.end && finding.end > span.start),
  );
  return mergeOverlapping(kept);
}

/** Where loopgate's own placeholders are: never secrets themselves, nor parts of one. */
function placeholderSpans(text: string): { start: number; end: number }[] {
  if (!text.includes("[[")) return [];
  const spans: { start: number; end: number }[] = [];
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) spans.push({ start: match.index, end: match.index + match[0].length });
  return spans;
}

/** Every valid match of one rule. */
function collect(rule: SecretRule, text: string, into: RankedFinding[]): void {
  for (const finding of ruleMatches(rule, text)) into.push(finding);
}

function isAllowed(value: string, allow: readonly (string | RegExp)[]): boolean {
  return allow.some((entry) => (typeof entry === "string" ? entry === value : new RegExp(entry.source, entry.flags.replace("g", "")).test(value)));
}

/**
 * Findings sorted by position, without overlaps. A finding inside a lower-ranked one keeps its own
 * span (a GitHub token in an `Authorization` header is the token, so it gets the same placeholder
 * wherever it appears); other overlaps become one span named by the higher rank (then the longer).
 */
export function mergeOverlapping(findings: readonly RankedFinding[]): SecretFinding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept = sorted.filter(
    (outer) => !sorted.some((inner) => inner !== outer && inner.rank > outer.rank && inner.start >= outer.start && inner.end <= outer.end),
  );
  const merged: RankedFinding[] = [];
  for (const finding of kept) {
    const last = merged[merged.length - 1];
    if (!last || finding.start >= last.end) {
      merged.push({ ...finding });
      continue;
    }
    const namesSpan = finding.rank > last.rank || (finding.rank === last.rank && finding.end - finding.start > last.end - last.start);
    if (namesSpan) {
      last.kind = finding.kind;
      last.rule = finding.rule;
      last.rank = finding.rank;
    }
    last.end = Math.max(last.end, finding.end);
  }
  return merged.map(({ start, end, kind, rule }) => ({ start, end, kind, rule }));
}
