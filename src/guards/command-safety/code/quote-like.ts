import { ownEntry } from "../../../util/own-entry.js";
/** At most this many quote-like literals are rewritten in one one-liner. */
const MAX_LITERALS = 32;
const CLOSERS: Readonly<Record<string, string>> = { "(": ")", "{": "}", "[": "]", "<": ">" };

/**
 * Rewrites perl's quote-like operators (`q(…)`, `qq{…}`, `qw(…)`) and ruby's percent literals
 * (`%q(…)`, `%Q(…)`, `%(…)`, `%w(…)`) as ordinary quoted strings and lists, so calls given them
 * are read like calls given quotes. Literals whose text holds quotes, backslashes or
 * interpolation are left as written (they stay unknown).
 *
 * @example
 * quoteLikeLiterals("perl", "system qw(rm -rf /)") // 'system ("rm", "-rf", "/")'
 */
export function quoteLikeLiterals(language: string, code: string): string {
  const opener = language === "perl" ? /(?<![\w$@%&>-])(qq|qw|q)\s*([({[</|!])/g : language === "ruby" ? /(?<![\w)\]}])%([qQw]?)([({[</|!])/g : undefined;
  if (!opener || !(language === "perl" ? /\bq[qw]?\s*[({[</|!]/ : /%[qQw]?[({[</|!]/).test(code)) return code;
  let out = "";
  let last = 0;
  let count = 0;
  for (const match of code.matchAll(opener)) {
    const start = match.index ?? 0;
    if (start < last || ++count > MAX_LITERALS) continue;
    const kind = match[1] as string;
    const open = match[2] as string;
    const bodyStart = start + match[0].length;
    const end = code.indexOf(ownEntry(CLOSERS, open) ?? open, bodyStart);
    if (end < 0) break;
    const body = code.slice(bodyStart, end);
    const plain = !/["'\\`]/.test(body) && !(kind !== "q" && kind !== "w" && kind !== "qw" && /[$@]|#\{/.test(body)) && !(ownEntry(CLOSERS, open) && body.includes(open));
    if (!plain) continue;
    const words = body.trim().split(/\s+/).filter((word) => word !== "").map((word) => `"${word}"`);
    // Ruby's splat spreads the list into separate arguments: `system(*%w(rm -rf x))`.
    const splat = language === "ruby" && kind === "w" && code[start - 1] === "*" && start - 1 >= last;
    const literal = kind === "qw" || kind === "w" ? (splat ? words.join(", ") : `${language === "ruby" ? "[" : "("}${words.join(", ")}${language === "ruby" ? "]" : ")"}`) : `"${body}"`;
    out += code.slice(last, splat ? start - 1 : start) + literal;
    last = end + 1;
  }
  return last === 0 ? code : out + code.slice(last);
}
