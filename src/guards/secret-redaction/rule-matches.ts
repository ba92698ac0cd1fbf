import { isDummyValue } from "./allow-list.js";
import type { RankedFinding } from "./detect-secrets.js";
import type { SecretRule } from "./rules/secret-rule.js";

/**
 * Each valid match of one rule in `text`, in order: a `locate` rule's own spans, or the span of the
 * rule's secret group when it passes the rule's `validate` and its value (or `allowListed`'s part
 * of it) is not one `isDummy` rejects. The one reading of a rule that the redaction detector and
 * the command-safety guard's literal tokens share; kept apart from the detector so that a reader of
 * a few rules does not load the whole rule set and the secretlint preset.
 *
 * @example
 * [...ruleMatches(githubTokenRule, "GITHUB_TOKEN=ghp_…")] // [{ start: 13, end: 53, kind: "github-token", rule: "github-token", rank: 3 }]
 */
export function* ruleMatches(rule: SecretRule, text: string, isDummy: (value: string) => boolean = isDummyValue): Generator<RankedFinding> {
  const pattern = withIndices(rule.pattern);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    if (rule.locate) {
      const located = rule.locate(match, text);
      const spans = located === undefined ? [] : "start" in located ? [located] : located;
      const kept = spans.filter((span) => span.end > span.start);
      // A rejected match may have swallowed the start of the next one (`path password=…`).
      if (kept.length === 0) pattern.lastIndex = match.index + 1;
      for (const span of kept) yield { start: span.start, end: span.end, kind: span.kind, rule: rule.id, rank: span.rank ?? rule.rank };
      continue;
    }
    const group = typeof rule.group === "function" ? rule.group(match) : (rule.group ?? 0);
    const range = match.indices?.[group];
    if (!range || range[1] <= range[0]) continue;
    const secret = text.slice(range[0], range[1]);
    if (rule.validate && !rule.validate(secret, match)) continue;
    const checked = rule.allowListed ? rule.allowListed(match) : secret;
    if (checked !== undefined && isDummy(checked)) continue;
    yield { start: range[0], end: range[1], kind: rule.kindOf?.(match) ?? rule.kind ?? rule.id, rule: rule.id, rank: rule.rank };
  }
}

const withIndicesCache = new WeakMap<RegExp, RegExp>();

/** The rule's pattern with the `d` flag, made once per pattern. */
function withIndices(pattern: RegExp): RegExp {
  if (pattern.hasIndices && pattern.global) return pattern;
  let copy = withIndicesCache.get(pattern);
  if (!copy) {
    copy = new RegExp(pattern.source, `${pattern.flags.replace(/[dg]/g, "")}dg`);
    withIndicesCache.set(pattern, copy);
  }
  return copy;
}
