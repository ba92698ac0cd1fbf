import { createRequire } from "node:module";
import { isIP } from "node:net";
import type { SecretFinding } from "../secret-finding.js";
import { bsnValid, dniValid, ibanValid, luhnValid, ssnValid } from "./checksums.js";

/** The kinds of personal data loopgate can find. */
export const PII_KINDS = ["email", "phone", "card", "iban", "ip", "national-id"] as const;

/** A kind of personal data. */
export type PiiKind = (typeof PII_KINDS)[number];

/** Options of `detectPii`. */
export interface DetectPiiOptions {
  /** The kinds to look for (default: all). */
  kinds?: readonly PiiKind[];
  /** Region for phone numbers written without a country code (ISO 3166 alpha-2, e.g. "US"); without one only international numbers count. */
  defaultCountry?: string;
}

const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![A-Za-z0-9-])/g;
const CARD = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/g;
const IPV4 = /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])/g;
const IPV6 = /(?<![A-Fa-f0-9:])(?:[A-Fa-f0-9]{1,4}:){2,7}[A-Fa-f0-9]{1,4}(?![A-Fa-f0-9:])|(?<![A-Fa-f0-9:])(?:[A-Fa-f0-9]{1,4}:){1,6}:[A-Fa-f0-9]{1,4}(?![A-Fa-f0-9:])/g;
const SSN = /(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)/g;
const BSN = /(?<!\d)\d{9}(?!\d)/g;
const DNI = /(?<![A-Za-z0-9])[XYZ]?\d{7,8}[A-Z](?![A-Za-z0-9])/g;
/** Documentation, loopback, unspecified and private ranges are not personal. */
const NON_PERSONAL_IPV4 = /^(?:0\.|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.|255\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.)/;

function* matches(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) yield match;
}

type PhoneFinder = (text: string, options: { defaultCountry?: string; v2: true }) => Array<{ startsAt: number; endsAt: number }>;
let phoneFinder: PhoneFinder | undefined;

/** libphonenumber-js, loaded on first use (only when phone numbers are asked for). */
function findPhoneNumbers(text: string, defaultCountry: string | undefined): Array<{ start: number; end: number }> {
  if (!phoneFinder) {
    const require = createRequire(import.meta.url);
    phoneFinder = (require("libphonenumber-js/max") as { findNumbers: PhoneFinder }).findNumbers;
  }
  return phoneFinder(text, { ...(defaultCountry ? { defaultCountry } : {}), v2: true }).map((found) => ({ start: found.startsAt, end: found.endsAt }));
}

/**
 * Personal data in `text`: e-mail addresses, phone numbers (validated by libphonenumber-js),
 * payment card numbers (Luhn-checked), IBANs (mod-97-checked), public IP addresses, and national
 * ids where a check exists (US SSN structure, Dutch BSN eleven test, Spanish DNI/NIE letter).
 *
 * @example
 * detectPii("mail jane@corp.io or call +44 20 7946 0958");
 */
export function detectPii(text: string, options: DetectPiiOptions = {}): SecretFinding[] {
  const kinds = new Set(options.kinds ?? PII_KINDS);
  const found: SecretFinding[] = [];
  const add = (start: number, end: number, kind: PiiKind) => found.push({ start, end, kind, rule: `pii.${kind}` });
  if (kinds.has("email")) for (const match of matches(EMAIL, text)) add(match.index, match.index + match[0].length, "email");
  if (kinds.has("card")) {
    for (const match of matches(CARD, text)) {
      const digits = match[0].replace(/\D/g, "");
      if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits) && !/^(\d)\1+$/.test(digits)) add(match.index, match.index + match[0].length, "card");
    }
  }
  if (kinds.has("iban")) for (const match of matches(IBAN, text)) if (ibanValid(match[0])) add(match.index, match.index + match[0].length, "iban");
  if (kinds.has("ip")) {
    for (const match of matches(IPV4, text)) if (isIP(match[0]) === 4 && !NON_PERSONAL_IPV4.test(match[0])) add(match.index, match.index + match[0].length, "ip");
    for (const match of matches(IPV6, text)) if (isIP(match[0]) === 6 && !/^(?:::1|fe80:|fc|fd)/i.test(match[0])) add(match.index, match.index + match[0].length, "ip");
  }
  if (kinds.has("national-id")) {
    for (const match of matches(SSN, text)) if (ssnValid(match[0])) add(match.index, match.index + match[0].length, "national-id");
    for (const match of matches(BSN, text)) if (bsnValid(match[0])) add(match.index, match.index + match[0].length, "national-id");
    for (const match of matches(DNI, text)) if (dniValid(match[0])) add(match.index, match.index + match[0].length, "national-id");
  }
  if (kinds.has("phone")) {
    for (const phone of findPhoneNumbers(text, options.defaultCountry)) {
      // A card number or an id is not also a phone number.
      if (!found.some((other) => other.start < phone.end && other.end > phone.start)) add(phone.start, phone.end, "phone");
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
