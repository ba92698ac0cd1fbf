import { createRequire } from "node:module";
import type { SecretFinding } from "./secret-finding.js";
import { ownEntry } from "../../util/own-entry.js";

/** A secretlint rule, as far as this adapter uses it. */
interface SecretlintRule {
  meta: { id: string };
  create(context: SecretlintContext, options: Record<string, unknown>): { file?: (source: SecretlintSource) => unknown };
}
interface SecretlintContext {
  report(descriptor: { message: string; range: readonly [number, number] }): void;
  ignore(descriptor: unknown): void;
  createTranslator(messages: unknown): (id: string, props?: Record<string, unknown>) => string;
}
interface SecretlintSource {
  content: string;
  filePath?: string;
  ext: string;
  contentType: "text";
}

/** Kinds of the recommended preset's rules, as placeholders name them. */
const SECRETLINT_KINDS: Record<string, string> = {
  "@secretlint/secretlint-rule-aws": "aws-secret-access-key",
  "@secretlint/secretlint-rule-npm": "npm-token",
  "@secretlint/secretlint-rule-slack": "slack-token",
  "@secretlint/secretlint-rule-basicauth": "url-credentials",
  "@secretlint/secretlint-rule-openai": "openai-api-key",
  "@secretlint/secretlint-rule-anthropic": "anthropic-api-key",
  "@secretlint/secretlint-rule-linear": "linear-api-key",
  "@secretlint/secretlint-rule-privatekey": "private-key",
  "@secretlint/secretlint-rule-sendgrid": "sendgrid-api-key",
  "@secretlint/secretlint-rule-shopify": "shopify-token",
  "@secretlint/secretlint-rule-github": "github-token",
  "@secretlint/secretlint-rule-1password": "1password-token",
  "@secretlint/secretlint-rule-database-connection-string": "connection-string",
};

/** Rules that need a file on disk (GCP's .p12/.json checks) or only filter others' reports. */
const SKIPPED = new Set(["@secretlint/secretlint-rule-gcp", "@secretlint/secretlint-rule-filter-comments"]);

let loaded: readonly SecretlintRule[] | undefined;

/**
 * The recommended preset's text scanners, loaded on first use (the preset is a large module, so the
 * hook path pays for it only when it scans). Loaded synchronously so that detection stays
 * synchronous, which streaming needs.
 */
function presetRules(): readonly SecretlintRule[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const preset = require("@secretlint/secretlint-rule-preset-recommend") as { rules: SecretlintRule[] };
  loaded = preset.rules.filter((rule) => !SKIPPED.has(rule.meta.id));
  return loaded;
}

/** Separates a translated message's id from the values it names (see `createTranslator` below). */
const PROPS = "\u0000";

/**
 * Runs the secretlint recommended preset's rules on `text` directly (without `@secretlint/core`'s
 * asynchronous linting), and reports their findings. A rule's reported range is tightened to the
 * value it names in its message when that value lies there (the AWS rule reports the start of the
 * assignment with the length of the key).
 */
export function secretlintFindings(text: string): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const rule of presetRules()) {
    const context: SecretlintContext = {
      report: ({ message, range }) => findings.push({ ...tighten(text, message, range), kind: ownEntry(SECRETLINT_KINDS, rule.meta.id) ?? "secret", rule: rule.meta.id }),
      ignore: () => undefined,
      createTranslator: () => (id, props) => `${id}${PROPS}${JSON.stringify(props ?? {})}`,
    };
    try {
      const result = rule.create(context, {}).file?.({ content: text, ext: ".txt", contentType: "text" });
      // A rule that works asynchronously (none of the text scanners do) cannot report in time.
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // One broken rule must not hide the others' findings; loopgate's own rules still run.
    }
  }
  return findings;
}

function tighten(text: string, message: string, range: readonly [number, number]): { start: number; end: number } {
  const [start, end] = range;
  const separator = message.indexOf(PROPS);
  if (separator !== -1) {
    let props: Record<string, unknown> = {};
    try {
      props = JSON.parse(message.slice(separator + 1)) as Record<string, unknown>;
    } catch {
      props = {};
    }
    for (const value of Object.values(props)) {
      if (typeof value !== "string" || value.length < 8) continue;
      const at = text.indexOf(value, Math.max(0, start - value.length));
      if (at !== -1 && at <= end) return { start: at, end: at + value.length };
    }
  }
  return { start, end };
}
