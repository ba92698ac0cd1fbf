import { shellQuote } from "../commands/loose-json.js";
import { fromAscii85, fromBase32, fromBase64, fromCodes, fromHex, fromPercent, fromUuencode, inflate, MAX_DECODED_LENGTH, packTemplate, rot13 } from "./decoder-formats.js";
import type { Literal } from "./literals.js";

/** Evaluates a sub-expression of the one-liner (a decoder's argument). */
export type EvaluateExpression = (text: string) => Literal;

/** Longest expression a decoder is looked for in. */
const MAX_DECODER_TEXT = 65_536;
/** Names and forms of the documented decoders; an expression without any of them is not looked at again. */
const DECODER_HINT = /decode|fromhex|hex2bin|unhexlify|a2b_|atob|Buffer\.from|pack|chr|char|fromCharCode|fromCodePoint|reverse|\brev\b|strrev|rot_?13|\b[lu]c\b|lower|upper|downcase|upcase|sprintf|intToUtf8|rawToChar|shQuote|paste0|unquote|urldecode|decodeURI|unescape|inflate|decompress|gunzip|::\s*-1|bytes|bytearray|array_map|\bmap\b|\bjoin\b/i;
/** Calls that only change how a decoded value is typed (`.decode()`, `.toString("utf8")`, `.force_encoding(…)`). */
const NOOP_TAIL = /\s*(?:\.|:)\s*(?:decode|toString|to_s|force_encoding|encode|tostring)\s*(?:\(\s*(?:["'][\w-]+["']\s*)?\)|(?![\w(]))\s*$|\.(?:chomp|strip|trim|b)(?:\(\s*\))?\s*$/;
/** `"…"[::-1]`, `.split("").reverse().join("")`, ruby's `.reverse`, lua's `:reverse()`. */
const REVERSE_TAIL = /\s*(?:\[\s*::\s*-1\s*\]|\.split\(\s*(["'])\1\s*\)\s*\.reverse\(\s*\)\s*\.join\(\s*(["'])\2\s*\)|[.:]reverse\b(?:\(\s*\))?)\s*$/;
const CASE_TAIL = /\s*[.:](downcase|lower|toLowerCase|upcase|upper|toUpperCase)\b(?:\(\s*\))?\s*$/;
/** ruby's `"…".unpack1("m")`, `.unpack("u")[0]`. */
const UNPACK_TAIL = /\s*\.unpack1?\(\s*["'](m0?|u|A\*|a\*)["']\s*\)(?:\.first|\[0\])?\s*$/;
/** ruby's `[…].pack("H*")`. */
const PACK_TAIL = /\s*\.pack\(\s*["']([A-Za-z0-9*\s]+)["']\s*\)\s*$/;
/** ruby's `[…].map(&:chr).join`, JavaScript's `[…].map((c) => String.fromCharCode(c)).join("")`. */
const MAP_CHR_TAIL = /\s*\.map\s*(?:\(\s*&:chr\s*\)|\{\s*\|\s*(\w+)\s*\|\s*\1\.chr\s*\}|\(\s*(?:String\.fromCharCode|\(?\s*(\w+)\s*\)?\s*=>\s*String\.fromCharCode\(\s*\2\s*\))\s*\))\s*\.join(?:\(\s*(?:(["'])\3)?\s*\))?\s*$/;
/** perl's calls written without parentheses (`reverse "…"`, `join "", map { chr } …`). */
const PERL_BARE = /^(scalar|join|reverse|lc|uc|chr|pack|unpack|decode_base64|MIME::Base64::decode_base64)\s+(?![(=,;])([\s\S]+)$/;
const CALL = /^([A-Za-z_$][\w$]*(?:\s*\([^()]{0,200}\))?(?:\s*(?:\.|::)\s*[A-Za-z_$][\w$]*(?:\s*\([^()]{0,200}\)(?=\s*\.))?){0,8})\s*\(/;
const PERL_CALL = /^([A-Za-z_$][\w$]*(?:\s*(?:::|->)\s*[A-Za-z_$][\w$]*){0,8})\s*\(/;
const NUMBER = /^\s*(?:0x([0-9a-f]+)|0o([0-7]+)|0b([01]+)|(\d+))(?:L|[uU])?\s*$/i;

/**
 * The value of a documented decoding function of an interpreter applied to literal arguments: base64,
 * base32, Ascii85, hex, uuencode, ROT13, percent-encoding, zlib, character codes, `pack` templates,
 * reversal and case changes, in the spellings of python, perl, ruby, JavaScript, PHP, lua, awk and R.
 * Undefined when the text is not such a call or its arguments are not known; the sinks given it then ask.
 *
 * @example
 * decodedValue('pack("H*", "726d")', "perl", (text) => evaluateExpression(text, "perl")) // { kind: "string", value: "rm" }
 */
export function decodedValue(text: string, language: string, evaluate: EvaluateExpression): Literal | undefined {
  if (text.length > MAX_DECODER_TEXT || !DECODER_HINT.test(text)) return undefined;
  let expression = text.trim();
  for (let strip = 0; strip < 4; strip++) {
    const tail = NOOP_TAIL.exec(expression);
    if (!tail || tail.index === 0) break;
    expression = expression.slice(0, tail.index).trim();
  }
  if (expression !== text.trim()) {
    const value = known(evaluate(expression));
    if (value) return value;
    expression = text.trim();
  }
  if (language === "perl") {
    const bare = PERL_BARE.exec(expression);
    if (bare) return bare[1] === "scalar" ? known(evaluate(bare[2] as string)) : known(evaluate(`${bare[1]}(${bare[2]})`));
  }
  return tailForm(expression, evaluate) ?? callForm(expression, language, evaluate);
}

function known(literal: Literal): Literal | undefined {
  return literal.kind === "dynamic" ? undefined : literal;
}

function decoded(value: string | undefined): Literal | undefined {
  return value === undefined || value.length > MAX_DECODED_LENGTH ? undefined : { kind: "string", value };
}

function stringOf(literal: Literal | undefined): string | undefined {
  return literal?.kind === "string" ? literal.value : undefined;
}

/** A method called on a receiver: reversal, case, ruby's pack and unpack, character codes joined. */
function tailForm(expression: string, evaluate: EvaluateExpression): Literal | undefined {
  const receiver = (match: RegExpExecArray) => expression.slice(0, match.index).trim();
  const reversed = REVERSE_TAIL.exec(expression);
  if (reversed && reversed.index > 0) {
    const value = stringOf(evaluate(receiver(reversed)));
    return decoded(value === undefined ? undefined : [...value].reverse().join(""));
  }
  const cased = CASE_TAIL.exec(expression);
  if (cased && cased.index > 0) {
    const value = stringOf(evaluate(receiver(cased)));
    return decoded(value === undefined ? undefined : /down|lower/i.test(cased[1] as string) ? value.toLowerCase() : value.toUpperCase());
  }
  const unpacked = UNPACK_TAIL.exec(expression);
  if (unpacked && unpacked.index > 0) return decoded(unpack(unpacked[1] as string, stringOf(evaluate(receiver(unpacked)))));
  const packed = PACK_TAIL.exec(expression);
  if (packed && packed.index > 0) {
    const items = listItems(receiver(packed), evaluate);
    return decoded(items === undefined ? undefined : packTemplate(packed[1] as string, items));
  }
  const mapped = MAP_CHR_TAIL.exec(expression);
  if (mapped && mapped.index > 0) {
    const codes = numbers(receiver(mapped), evaluate);
    return decoded(codes === undefined ? undefined : fromCodes(codes, false));
  }
  const chr = /^(\d+)\.chr$/.exec(expression);
  if (chr) return decoded(fromCodes([Number(chr[1])], false));
  return undefined;
}

/** `name(arguments)` spanning the whole expression. */
function callForm(expression: string, language: string, evaluate: EvaluateExpression): Literal | undefined {
  // `__import__("base64").b64decode(…)`: a qualifier may hold calls; perl and PHP join with `.`, so theirs go through `::` and `->` only.
  const call = (language === "perl" || language === "php" ? PERL_CALL : CALL).exec(expression);
  if (!call || closing(expression, call[0].length - 1) !== expression.length - 1) return undefined;
  const qualified = (call[1] as string).replace(/\s+/g, "");
  const name = qualified.replace(/^.*(?:\.|::|->)/, "").toLowerCase();
  const inner = expression.slice(call[0].length, -1);
  const args = () => splitTopLevel(inner);
  const first = () => stringOf(evaluate(args()[0] ?? ""));
  const second = () => stringOf(evaluate(args()[1] ?? ""));
  switch (name) {
    case "b64decode":
    case "standard_b64decode":
    case "urlsafe_b64decode":
    case "decodebytes":
    case "decodestring":
    case "a2b_base64":
    case "decode_base64":
    case "decode64":
    case "strict_decode64":
    case "urlsafe_decode64":
    case "base64_decode":
    case "atob":
    case "base64decode":
    case "base64url_decode":
      return decoded(withString(first(), fromBase64));
    case "b32decode":
      return decoded(withString(first(), fromBase32));
    case "b16decode":
    case "fromhex":
    case "unhexlify":
    case "a2b_hex":
    case "hex2bin":
      return decoded(withString(first(), (value) => fromHex(value)));
    case "a85decode":
      return decoded(withString(first(), fromAscii85));
    case "convert_uudecode":
      return decoded(withString(first(), fromUuencode));
    case "from":
      return qualified.endsWith("Buffer.from") ? bufferFrom(args(), evaluate) : undefined;
    case "decode":
      return decoded(codecsDecode(first(), second()));
    case "decompress":
    case "inflatesync":
    case "gunzipsync":
    case "inflaterawsync":
    case "unzipsync":
    case "gzinflate":
    case "gzuncompress":
    case "gzdecode":
    case "memdecompress":
      return decoded(withString(first(), (value) => inflate(value, name === "gzinflate" || name === "inflaterawsync" ? "raw" : "any")));
    case "chr":
    case "fromcharcode":
    case "fromcodepoint":
    case "char":
    case "inttoutf8":
    case "bytes":
    case "bytearray":
    case "rawtochar": {
      const codes = numbers(inner, evaluate);
      return decoded(codes === undefined ? undefined : fromCodes(codes, name === "bytes" || name === "bytearray" || name === "rawtochar"));
    }
    case "pack": {
      const [template, ...rest] = args();
      const items = rest.length === 1 && /^\s*[[(]/.test(rest[0] as string) ? listItems(rest[0] as string, evaluate) : itemsOf(rest, evaluate);
      const format = stringOf(evaluate(template ?? ""));
      return decoded(format === undefined || items === undefined ? undefined : packTemplate(format, items));
    }
    case "unpack":
      return decoded(unpack(first() ?? "", second()));
    case "reverse":
    case "strrev":
      return args().length === 1 ? decoded(withString(first(), (value) => [...value].reverse().join(""))) : undefined;
    case "reversed":
      return withList(first(), (value) => [...value].reverse());
    case "lc":
    case "lower":
    case "strtolower":
    case "tolower":
      return decoded(first()?.toLowerCase());
    case "uc":
    case "upper":
    case "strtoupper":
    case "toupper":
      return decoded(first()?.toUpperCase());
    case "str_rot13":
      return decoded(withString(first(), rot13));
    case "sprintf":
      return decoded(sprintf(args(), evaluate));
    case "shquote":
      return decoded(withString(first(), shellQuote));
    case "paste0": {
      const parts = args().map((part) => stringOf(evaluate(part)));
      return decoded(parts.every((part): part is string => part !== undefined) ? parts.join("") : undefined);
    }
    case "decodeuricomponent":
    case "decodeuri":
    case "unescape":
    case "rawurldecode":
    case "unquote":
      return decoded(withString(first(), (value) => fromPercent(value, false)));
    case "urldecode":
    case "unquote_plus":
      return decoded(withString(first(), (value) => fromPercent(value, true)));
    case "map":
    case "array_map":
      return mapChr(args(), name === "array_map", evaluate);
    case "join":
      return perlJoinMap(inner, evaluate);
    default:
      return undefined;
  }
}

function withString(value: string | undefined, decode: (value: string) => string | undefined): string | undefined {
  return value === undefined ? undefined : decode(value);
}

function withList(value: string | undefined, each: (value: string) => string[]): Literal | undefined {
  return value === undefined ? undefined : { kind: "list", values: each(value) };
}

/** `Buffer.from(text, encoding)` or `Buffer.from([codes])`. */
function bufferFrom(args: string[], evaluate: EvaluateExpression): Literal | undefined {
  const [source, encodingText] = args;
  if (source === undefined) return undefined;
  if (/^\s*\[/.test(source)) {
    const codes = numbers(source, evaluate);
    return decoded(codes === undefined ? undefined : fromCodes(codes, true));
  }
  const value = stringOf(evaluate(source));
  const encoding = encodingText === undefined ? "utf8" : stringOf(evaluate(encodingText))?.toLowerCase();
  if (value === undefined || encoding === undefined) return undefined;
  if (encoding === "base64" || encoding === "base64url") return decoded(fromBase64(value));
  if (encoding === "hex") return decoded(fromHex(value));
  return /^(?:utf-?8|latin1|binary|ascii)$/.test(encoding) ? decoded(value) : undefined;
}

/** python's `codecs.decode(value, codec)`. */
function codecsDecode(value: string | undefined, codec: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = (codec ?? "utf-8").toLowerCase().replace(/[-_]/g, "");
  if (name === "rot13") return rot13(value);
  if (name === "hex" || name === "hexcodec") return fromHex(value);
  if (name === "base64" || name === "base64codec") return fromBase64(value);
  if (name === "zlib" || name === "zlibcodec") return inflate(value, "zlib");
  return /^(?:utf8|ascii|latin1)$/.test(name) ? value : undefined;
}

/** `unpack` templates that decode: `u` (uuencode), `m` (base64), `A*`/`a*` (the text itself). */
function unpack(template: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (template === "u") return fromUuencode(value);
  if (template === "m" || template === "m0") return fromBase64(value);
  return template === "A*" || template === "a*" ? value : undefined;
}

/** `sprintf(format, …)` with `%c`, `%s`, `%d` and `%%`. */
function sprintf(args: string[], evaluate: EvaluateExpression): string | undefined {
  const [formatText, ...rest] = args;
  const format = stringOf(evaluate(formatText ?? ""));
  if (format === undefined || rest.length > MAX_DECODED_LENGTH) return undefined;
  let next = 0;
  let failed = false;
  const out = format.replace(/%([%csd])/g, (_whole, conversion: string) => {
    if (conversion === "%") return "%";
    const argument = rest[next++];
    if (argument === undefined) {
      failed = true;
      return "";
    }
    const number = NUMBER.exec(argument);
    if (conversion === "c" && number) return fromCodes([numberValue(number)], false) ?? "";
    const value = number ? String(numberValue(number)) : stringOf(evaluate(argument));
    if (value === undefined) failed = true;
    return conversion === "c" ? (value ?? "").slice(0, 1) : (value ?? "");
  });
  return failed ? undefined : out;
}

/** python's `map(chr, [...])`, PHP's `array_map("chr", [...])`: the characters, as a list. */
function mapChr(args: string[], php: boolean, evaluate: EvaluateExpression): Literal | undefined {
  const [fn, list] = php ? args : args;
  if (fn === undefined || list === undefined || !/^\s*(?:chr|["']chr["'])\s*$/.test(fn)) return undefined;
  const codes = numbers(list, evaluate);
  return codes === undefined ? undefined : { kind: "list", values: codes.map((code) => String.fromCodePoint(code)) };
}

/** perl's `join("", map { chr } 114, 109)`, `join("", map(chr, …))`. */
function perlJoinMap(inner: string, evaluate: EvaluateExpression): Literal | undefined {
  const match = /^\s*("[^"\\]*"|'[^'\\]*')\s*,\s*map\s*(?:\{\s*chr(?:\s*\(?\s*\$_\s*\)?)?\s*\}|\(\s*chr\s*,|chr\s*,)\s*([\s\S]*?)\s*$/.exec(inner);
  if (!match) return undefined;
  const separator = stringOf(evaluate(match[1] as string));
  // `map(chr, 114, 109)`: the list ends with map's own parenthesis.
  const list = /map\s*\(/.test(match[0]) ? (match[2] as string).replace(/\)\s*$/, "") : (match[2] as string);
  const codes = numbers(list, evaluate);
  return separator === undefined || codes === undefined ? undefined : decoded(codes.map((code) => String.fromCodePoint(code)).join(separator));
}

function numberValue(match: RegExpExecArray): number {
  if (match[1] !== undefined) return parseInt(match[1], 16);
  if (match[2] !== undefined) return parseInt(match[2], 8);
  if (match[3] !== undefined) return parseInt(match[3], 2);
  return Number(match[4]);
}

/**
 * Numbers written as a list: `114, 109`, `[114, 109]`, R's `c(0x72, 0x6d)`, `as.raw(…)`, `rev(…)`,
 * `utf8ToInt("…")` (the codes of a string).
 */
function numbers(source: string, evaluate: EvaluateExpression, depth = 0): number[] | undefined {
  const trimmed = source.trim();
  if (depth > 4 || trimmed.length > MAX_DECODED_LENGTH * 8) return undefined;
  const wrapped = /^(c|as\.raw|as\.integer|list|array|rev|utf8ToInt|range)?\s*([[(])/.exec(trimmed);
  if (wrapped && closing(trimmed, wrapped[0].length - 1) === trimmed.length - 1) {
    const inside = trimmed.slice(wrapped[0].length, -1);
    if (wrapped[1] === "utf8ToInt") {
      const value = stringOf(evaluate(inside));
      return value === undefined ? undefined : [...value].map((char) => char.codePointAt(0) as number);
    }
    const values = numbers(inside, evaluate, depth + 1);
    return wrapped[1] === "rev" ? values?.reverse() : values;
  }
  const items = splitTopLevel(trimmed);
  if (items.length === 1 && !NUMBER.test(items[0] as string)) return undefined;
  const out: number[] = [];
  for (const item of items) {
    const number = NUMBER.exec(item);
    if (number) out.push(numberValue(number));
    else {
      const nested = /[[(]/.test(item) ? numbers(item, evaluate, depth + 1) : undefined;
      if (nested === undefined) return undefined;
      out.push(...nested);
    }
    if (out.length > MAX_DECODED_LENGTH) return undefined;
  }
  return out;
}

/** The items of a literal list (`[…]`, `(…)`): numbers or known strings. */
function listItems(source: string, evaluate: EvaluateExpression): (string | number)[] | undefined {
  const trimmed = source.trim();
  if (!/^[[(]/.test(trimmed) || closing(trimmed, 0) !== trimmed.length - 1) return undefined;
  return itemsOf(splitTopLevel(trimmed.slice(1, -1)), evaluate);
}

function itemsOf(items: string[], evaluate: EvaluateExpression): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  for (const item of items) {
    const number = NUMBER.exec(item);
    const value = number ? numberValue(number) : stringOf(evaluate(item));
    if (value === undefined) return undefined;
    out.push(value);
  }
  return out;
}

/** Where the bracket opened at `open` closes (quotes skipped), or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"' || char === "'" || char === "`") {
      index = quoteEnd(text, index);
      continue;
    }
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char) && --depth === 0) return index;
  }
  return -1;
}

/** The index of the quote closing the one at `open`. */
function quoteEnd(text: string, open: number): number {
  const quote = text[open];
  for (let index = open + 1; index < text.length; index++) {
    if (text[index] === "\\") index++;
    else if (text[index] === quote) return index;
  }
  return text.length;
}

/** The texts of a comma-separated list, split at top-level commas only. */
function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"' || char === "'" || char === "`") index = quoteEnd(text, index);
    else if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth--;
    else if (char === "," && depth === 0) {
      items.push(text.slice(start, index).trim());
      start = index + 1;
      if (items.length > MAX_DECODED_LENGTH) break;
    }
  }
  const last = text.slice(start).trim();
  if (last !== "" || items.length > 0) items.push(last);
  return items.filter((item, index) => item !== "" || index < items.length - 1);
}
