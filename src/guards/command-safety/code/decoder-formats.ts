/** Longest text a decoder in a one-liner is computed to; longer results stay unknown (and their sinks ask). */
export const MAX_DECODED_LENGTH = 16_384;

/**
 * Bytes as the string a one-liner's decoder yields: UTF-8 text when the bytes are valid UTF-8,
 * else one character per byte, so that a later decoder (`zlib.decompress`) gets the bytes back.
 *
 * @example
 * bytesToText(Buffer.from("rm -rf /")) // "rm -rf /"
 */
export function bytesToText(bytes: Buffer): string | undefined {
  if (bytes.length > MAX_DECODED_LENGTH) return undefined;
  const text = bytes.toString("utf8");
  return Buffer.from(text, "utf8").equals(bytes) ? text : bytes.toString("latin1");
}

/** The bytes of a decoded string: one per character when all are below 256 (binary), else UTF-8. */
export function textToBytes(text: string): Buffer {
  return /[^\u0000-\u00ff]/.test(text) ? Buffer.from(text, "utf8") : Buffer.from(text, "latin1");
}

/** Base64, standard or URL-safe, padded or not (`b64decode`, `decode_base64`, `atob`, `unpack("m")`). */
export function fromBase64(text: string): string | undefined {
  const clean = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean)) return undefined;
  return bytesToText(Buffer.from(clean, "base64"));
}

/** Hex digit pairs (`bytes.fromhex`, `hex2bin`, `pack("H*")`); `lowFirst` reads perl's `h*` (low nybble first). */
export function fromHex(text: string, lowFirst = false): string | undefined {
  const clean = text.replace(/\s+/g, "");
  if (!/^(?:[0-9a-fA-F]{2})*[0-9a-fA-F]?$/.test(clean)) return undefined;
  const even = clean.length % 2 === 0 ? clean : `${clean}0`;
  return bytesToText(Buffer.from(lowFirst ? even.replace(/(.)(.)/g, "$2$1") : even, "hex"));
}

/** RFC 4648 base32 (`base64.b32decode`). */
export function fromBase32(text: string): string | undefined {
  const clean = text.replace(/=+$/, "").toUpperCase();
  if (!/^[A-Z2-7]*$/.test(clean)) return undefined;
  return bytesToText(base32Bytes(clean));
}

/**
 * The bytes of base32 text already checked to be upper-case RFC 4648 letters without padding; the
 * bits after the last whole byte are dropped.
 *
 * @example
 * base32Bytes("NRZQ").toString() // "ls"
 */
export function base32Bytes(clean: string): Buffer {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    buffer = (buffer << 5) | "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 255);
    }
  }
  return Buffer.from(out);
}

/** Ascii85 (`base64.a85decode`), with or without its `<~ ~>` frame; `z` stands for four zero bytes. */
export function fromAscii85(text: string): string | undefined {
  const clean = text.replace(/^<~|~>$/g, "").replace(/\s+/g, "");
  if (!/^[!-uz]*$/.test(clean)) return undefined;
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    const padded = [...group, 84, 84, 84, 84].slice(0, 5);
    const value = padded.reduce((sum, digit) => sum * 85 + digit, 0);
    const word = [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...word.slice(0, count));
    group = [];
  };
  for (const char of clean) {
    if (char === "z" && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    group.push(char.charCodeAt(0) - 33);
    if (group.length === 5) flush(4);
  }
  if (group.length > 0) flush(group.length - 1);
  return bytesToText(Buffer.from(out));
}

/** uuencoded lines (perl's `unpack("u", …)`, PHP's `convert_uudecode`). */
export function fromUuencode(text: string): string | undefined {
  const out: number[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const value = (char: string | undefined) => ((char ?? " ").charCodeAt(0) - 32) & 63;
    const length = value(line[0]);
    const body = line.slice(1);
    const bytes: number[] = [];
    for (let index = 0; index + 1 < body.length && bytes.length < length; index += 4) {
      const [a, b, c, d] = [value(body[index]), value(body[index + 1]), value(body[index + 2]), value(body[index + 3])];
      bytes.push(((a << 2) | (b >> 4)) & 255, ((b << 4) | (c >> 2)) & 255, ((c << 6) | d) & 255);
    }
    out.push(...bytes.slice(0, length));
    if (out.length > MAX_DECODED_LENGTH) return undefined;
  }
  return bytesToText(Buffer.from(out));
}

/** ROT13 (`codecs.decode(s, "rot13")`, `str_rot13`). */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (char) => String.fromCharCode((char <= "Z" ? 65 : 97) + ((char.toLowerCase().charCodeAt(0) - 97 + 13) % 26)));
}

/** Percent-encoding (`decodeURIComponent`, `urldecode`, `urllib.parse.unquote`). */
export function fromPercent(text: string, plusIsSpace: boolean): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, " ") : text);
  } catch {
    return undefined;
  }
}

/** Compressed bytes (`zlib.decompress`, `gzinflate`, `gunzipSync`), decompressed only up to the decoded-length cap. */
export function inflate(text: string, format: "zlib" | "gzip" | "raw" | "any"): string | undefined {
  // Loaded on first use: the hook path rarely needs it.
  const { inflateSync, gunzipSync, inflateRawSync } = process.getBuiltinModule("node:zlib");
  const bytes = textToBytes(text);
  const options = { maxOutputLength: MAX_DECODED_LENGTH };
  const order = format === "any" ? (["zlib", "gzip", "raw"] as const) : [format];
  for (const each of order) {
    try {
      return bytesToText(each === "zlib" ? inflateSync(bytes, options) : each === "gzip" ? gunzipSync(bytes, options) : inflateRawSync(bytes, options));
    } catch {
      // Not this format, or longer than the cap: try the next one, else leave it unknown.
    }
  }
  return undefined;
}

/** Character codes as text (`chr`, `String.fromCharCode`, `string.char`, `pack("C*")`, `intToUtf8`). */
export function fromCodes(codes: readonly number[], bytes: boolean): string | undefined {
  if (codes.length > MAX_DECODED_LENGTH || codes.some((code) => !Number.isInteger(code) || code < 0 || code > 0x10ffff)) return undefined;
  if (bytes) return bytesToText(Buffer.from(codes.map((code) => code & 255)));
  return String.fromCodePoint(...codes);
}

/**
 * perl's, ruby's and PHP's `pack` for the templates that turn literals into text: `H*`/`h*` (hex),
 * `A*`/`a*`/`Z*` (strings), `C*`/`c*`/`U*`/`W*` (character codes), and sequences of them.
 *
 * @example
 * packTemplate("H*", ["726d"]) // "rm"
 */
export function packTemplate(template: string, values: readonly (string | number)[]): string | undefined {
  let out = "";
  let next = 0;
  for (const [, letter, count] of template.replace(/\s+/g, "").matchAll(/([A-Za-z])(\*|\d+)?/g)) {
    if ("HhAaZ".includes(letter as string)) {
      const value = values[next++];
      if (typeof value !== "string") return undefined;
      if (letter === "H" || letter === "h") {
        const digits = count === undefined ? value.slice(0, 1) : count === "*" ? value : value.slice(0, Number(count));
        const decoded = fromHex(digits, letter === "h");
        if (decoded === undefined) return undefined;
        out += decoded;
      } else out += count === undefined ? value.slice(0, 1) : count === "*" ? value : value.slice(0, Number(count)).padEnd(Number(count), letter === "A" ? " " : "\u0000");
    } else if ("CcUW".includes(letter as string)) {
      const taken = count === "*" ? values.slice(next) : values.slice(next, next + (count === undefined ? 1 : Number(count)));
      next += taken.length;
      if (taken.some((value) => typeof value !== "number")) return undefined;
      const text = fromCodes(taken as number[], letter === "C" || letter === "c");
      if (text === undefined) return undefined;
      out += text;
    } else return undefined;
    if (out.length > MAX_DECODED_LENGTH) return undefined;
  }
  return out;
}
