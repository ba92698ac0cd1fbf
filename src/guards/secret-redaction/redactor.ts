import { createHash } from "node:crypto";
import { detectSecrets, mergeOverlapping, type DetectSecretsOptions } from "./detect-secrets.js";
import { detectPii, type PiiKind } from "./pii/detect-pii.js";
import type { SecretFinding } from "./secret-finding.js";
import { placeholderFor, type SecretVault } from "./secret-vault.js";

/** What to do with one kind of personal data: a reversible placeholder, a partial mask, a hash, or refuse the text. */
export type PiiStrategy = "redact" | "mask" | "hash" | "block";

/** Personal data to look for, opt in: a strategy per kind, or `strategy` for every kind not named. */
export interface PiiOptions {
  /** The strategy of every kind not set below; without it, only the kinds set below are looked for. */
  strategy?: PiiStrategy;
  email?: PiiStrategy | false;
  phone?: PiiStrategy | false;
  card?: PiiStrategy | false;
  iban?: PiiStrategy | false;
  ip?: PiiStrategy | false;
  nationalId?: PiiStrategy | false;
  /** Region of phone numbers written without a country code (e.g. "US"). */
  defaultCountry?: string;
}

/** Options of `createRedactor`. */
export interface RedactorOptions extends DetectSecretsOptions {
  /** Personal data to redact too; off by default (`true`: every kind, as placeholders). */
  pii?: PiiOptions | boolean;
}

/** A finding with what is done with it. */
export interface RedactionFinding extends SecretFinding {
  strategy: "redact" | PiiStrategy;
  /** `secret` for credentials, `pii` for personal data. */
  namespace: "secret" | "pii";
}

/** The outcome of redacting one text. */
export interface RedactedText {
  text: string;
  findings: RedactionFinding[];
  /** Replacements made: real value → what replaced it (a placeholder, a mask or a hash). */
  replaced: Map<string, string>;
  /** Kinds found under the `block` strategy (the text must not be used at all). */
  blocked: string[];
}

/** Finds and replaces secrets (and, opted in, personal data) in texts. */
export interface Redactor {
  find(text: string): RedactionFinding[];
  /** Replaces what `find` finds: placeholders from `vault` (stable per value), masks or hashes. */
  redact(text: string, vault: SecretVault): RedactedText;
  /** What replaces one finding's `value`: its placeholder, mask or hash. */
  replacement(finding: RedactionFinding, value: string, vault: SecretVault): string;
}

const PII_OPTION_KEYS: Record<PiiKind, keyof PiiOptions> = { email: "email", phone: "phone", card: "card", iban: "iban", ip: "ip", "national-id": "nationalId" };

/** The strategy of each kind of personal data asked for. */
export function piiStrategies(pii: PiiOptions | boolean | undefined): Map<PiiKind, PiiStrategy> {
  const strategies = new Map<PiiKind, PiiStrategy>();
  if (!pii) return strategies;
  const options: PiiOptions = pii === true ? { strategy: "redact" } : pii;
  for (const [kind, key] of Object.entries(PII_OPTION_KEYS) as [PiiKind, keyof PiiOptions][]) {
    const value = options[key];
    if (value === false) continue;
    const strategy = (typeof value === "string" ? value : undefined) ?? options.strategy;
    if (strategy) strategies.set(kind, strategy as PiiStrategy);
  }
  return strategies;
}

/**
 * A redactor: secrets always, personal data as asked.
 *
 * @example
 * const redactor = createRedactor({ pii: { email: "mask", card: "block" } });
 * redactor.redact("token ghp_…", vault).text; // "token [[secret:github-token:1]]"
 */
export function createRedactor(options: RedactorOptions = {}): Redactor {
  const strategies = piiStrategies(options.pii);
  const piiOptions = {
    kinds: [...strategies.keys()],
    ...(typeof options.pii === "object" && options.pii.defaultCountry ? { defaultCountry: options.pii.defaultCountry } : {}),
  };

  const find = (text: string): RedactionFinding[] => {
    const secrets = detectSecrets(text, options).map((finding) => ({ ...finding, strategy: "redact" as const, namespace: "secret" as const, rank: 10 }));
    if (strategies.size === 0) return secrets.map(({ rank: _rank, ...finding }) => finding);
    const pii = detectPii(text, piiOptions).map((finding) => ({ ...finding, strategy: strategies.get(finding.kind as PiiKind)!, namespace: "pii" as const, rank: 1 }));
    // Where a secret and personal data overlap (an e-mail inside a connection string), the secret wins.
    const kept = pii.filter((item) => !secrets.some((secret) => secret.start < item.end && secret.end > item.start));
    const merged = mergeOverlapping([...secrets, ...kept]);
    const byStart = new Map([...secrets, ...kept].map((finding) => [`${finding.start}:${finding.kind}`, finding]));
    return merged.map((finding) => {
      const source = byStart.get(`${finding.start}:${finding.kind}`);
      return { ...finding, strategy: source?.strategy ?? "redact", namespace: source?.namespace ?? "secret" };
    });
  };

  return {
    find,
    replacement: replacementFor,
    redact(text, vault) {
      const findings = find(text);
      const replaced = new Map<string, string>();
      const blocked: string[] = [];
      if (findings.length === 0) return { text, findings, replaced, blocked };
      let out = "";
      let at = 0;
      for (const finding of findings) {
        const value = text.slice(finding.start, finding.end);
        if (finding.strategy === "block" && !blocked.includes(finding.kind)) blocked.push(finding.kind);
        const replacement = replacementFor(finding, value, vault);
        replaced.set(value, replacement);
        out += text.slice(at, finding.start) + replacement;
        at = finding.end;
      }
      return { text: out + text.slice(at), findings, replaced, blocked };
    },
  };
}

function replacementFor(finding: RedactionFinding, value: string, vault: SecretVault): string {
  switch (finding.strategy) {
    case "mask":
      return maskValue(finding.kind, value);
    case "hash":
      return `[[${finding.kind}:sha256:${createHash("sha256").update(value).digest("hex").slice(0, 12)}]]`;
    default:
      // `block` replaces too, so that nothing of the value survives in what is reported about the refusal.
      return placeholderFor(vault, finding.namespace, finding.kind, value);
  }
}

/** A partial mask that keeps what identifies without revealing: the e-mail's domain, a number's last four digits. */
export function maskValue(kind: string, value: string): string {
  if (kind === "email") {
    const at = value.lastIndexOf("@");
    return `${value[0]}***${value.slice(at)}`;
  }
  const visible = kind === "ip" ? 0 : 4;
  let kept = 0;
  let out = "";
  for (let index = value.length - 1; index >= 0; index--) {
    const char = value[index]!;
    if (/[A-Za-z0-9]/.test(char) && kept < visible) {
      kept++;
      out = char + out;
    } else out = (/[A-Za-z0-9]/.test(char) ? "*" : char) + out;
  }
  return out;
}
