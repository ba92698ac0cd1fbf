import { ownEntry } from "../../../util/own-entry.js";
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  a: "\x07",
  b: "\b",
  e: "\x1b",
  E: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?",
};

/**
 * Decodes backslash escapes the way bash does in `$'…'`, `echo -e` and `printf` (`\n`, `\x72`,
 * `\162`, `\u00e9`, `\cX`). `octalNeedsZero` selects echo's `\0nnn` octal form; `octalEither` adds
 * printf `%b`'s, which reads `\0nnn` and `\nnn` alike.
 *
 * @example
 * decodeEscapes("\\x72\\155") // "rm"
 */
export function decodeEscapes(text: string, options: { octalNeedsZero?: boolean; octalEither?: boolean } = {}): { value: string; stop: boolean } {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char !== "\\" || index + 1 >= text.length) {
      out += char;
      index++;
      continue;
    }
    const next = text[index + 1] as string;
    const simple = ownEntry(SIMPLE_ESCAPES, next);
    if (simple !== undefined) {
      out += simple;
      index += 2;
    } else if (next === "c") {
      // echo -e / printf %b: \c stops all output; $'\cX' is a control character.
      if (options.octalNeedsZero !== undefined) return { value: out, stop: true };
      const control = text[index + 2];
      if (control !== undefined) out += String.fromCharCode(control.toUpperCase().charCodeAt(0) & 0x1f);
      index += 3;
    } else if (next === "x") {
      const hex = /^[0-9a-fA-F]{1,2}/.exec(text.slice(index + 2));
      if (hex) {
        out += String.fromCharCode(parseInt(hex[0], 16));
        index += 2 + hex[0].length;
      } else {
        out += "\\x";
        index += 2;
      }
    } else if (next === "u" || next === "U") {
      const hex = (next === "u" ? /^[0-9a-fA-F]{1,4}/ : /^[0-9a-fA-F]{1,8}/).exec(text.slice(index + 2));
      const code = hex ? parseInt(hex[0], 16) : NaN;
      if (hex && code <= 0x10ffff) {
        out += String.fromCodePoint(code);
        index += 2 + hex[0].length;
      } else {
        out += `\\${next}`;
        index += 2;
      }
    } else if (/[0-7]/.test(next)) {
      const zeroForm = options.octalNeedsZero === true && next === "0";
      const digits = zeroForm
        ? /^[0-7]{0,3}/.exec(text.slice(index + 2))
        : !options.octalNeedsZero || options.octalEither
          ? /^[0-7]{1,3}/.exec(text.slice(index + 1))
          : null;
      if (digits) {
        out += String.fromCharCode(parseInt(digits[0] || "0", 8) & 0xff);
        index += (zeroForm ? 2 : 1) + digits[0].length;
      } else {
        out += `\\${next}`;
        index += 2;
      }
    } else {
      out += `\\${next}`;
      index += 2;
    }
  }
  return { value: out, stop: false };
}
