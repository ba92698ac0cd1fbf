/**
 * Base64 and text decoding done the way .NET does it for PowerShell (`-EncodedCommand`,
 * `[Convert]::FromBase64String`, `[Text.Encoding]::…GetString`), strictly: when the bytes or the
 * text would not come out as readable script text, the result is unknown, because what PowerShell
 * would then run is not what anyone can read in the command.
 */

/** The longest payload decoded (`-EncodedCommand` is bounded by the command line's length). */
const MAX_ENCODED = 262144;

/** Base64 as `Convert.FromBase64String` accepts it: whole quads, `=` padding only at the end (white space ignored). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The bytes of a base64 string, or undefined when .NET would reject it (a character outside the
 * alphabet, a length that is not a multiple of four, padding in the middle: a truncated payload).
 *
 * @example
 * strictBase64Bytes("aGk=") // [104, 105]
 * strictBase64Bytes("aGk") // undefined
 */
export function strictBase64Bytes(text: string): number[] | undefined {
  const compact = text.replace(/\s+/g, "");
  if (compact.length === 0 || compact.length > MAX_ENCODED || !BASE64.test(compact)) return undefined;
  return [...Buffer.from(compact, "base64")];
}

/**
 * Whether decoded text is script text a person can read: printable ASCII, tabs and line breaks,
 * Latin letters with accents, and the typographic dashes and quotes PowerShell reads as `-`, `'`
 * and `"`. Base64 of UTF-8 text read as UTF-16LE (what PowerShell does with `-EncodedCommand`)
 * comes out as CJK characters and fails here, as do control characters and lone surrogates.
 *
 * @example
 * isReadableScript("Get-Date") // true
 * isReadableScript("\u6552\u6f6d") // false
 */
export function isReadableScript(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code < 0x7f) continue;
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code >= 0xa0 && code <= 0x24f) continue;
    if (code >= 0x2010 && code <= 0x2027) continue;
    if (code === 0xfeff && index === 0) continue;
    return false;
  }
  return true;
}

/**
 * Bytes as text in the named .NET encoding (`unicode` UTF-16LE, `bigendianunicode`, `utf8`,
 * `default`, `ascii`, `latin1`), or undefined when the bytes are not whole, valid text in it or
 * the text is not readable script text.
 *
 * @example
 * decodeScriptBytes([0x47, 0, 0x6f, 0], "unicode") // "Go"
 * decodeScriptBytes([0x47, 0x6f], "unicode") // undefined (UTF-8 bytes read as UTF-16LE)
 */
export function decodeScriptBytes(bytes: readonly number[], encoding: string): string | undefined {
  const buffer = Buffer.from(bytes as number[]);
  let text: string;
  switch (encoding) {
    case "unicode":
      if (buffer.length % 2 !== 0) return undefined;
      text = buffer.toString("utf16le");
      break;
    case "bigendianunicode":
      if (buffer.length % 2 !== 0) return undefined;
      text = Buffer.from(buffer).swap16().toString("utf16le");
      break;
    case "utf8":
    case "default":
      text = buffer.toString("utf8");
      // Invalid UTF-8 decodes to U+FFFD, which the readable check rejects.
      break;
    case "ascii":
      if (buffer.some((byte) => byte > 0x7f)) return undefined;
      text = buffer.toString("latin1");
      break;
    case "latin1":
      text = buffer.toString("latin1");
      break;
    default:
      return undefined;
  }
  const script = text.replace(/^\uFEFF/, "");
  return isReadableScript(script) ? script : undefined;
}

/**
 * `-EncodedCommand`'s script: base64 of UTF-16LE text. Undefined when PowerShell's reading of the
 * payload cannot be known from the command: not base64, truncated, an odd number of bytes, or
 * bytes that are not readable UTF-16LE text (base64 of UTF-8 text among them).
 *
 * @example
 * decodeEncodedCommand(Buffer.from("Get-Date", "utf16le").toString("base64")) // "Get-Date"
 * decodeEncodedCommand(Buffer.from("Get-Date").toString("base64")) // undefined
 */
export function decodeEncodedCommand(encoded: string): string | undefined {
  const bytes = strictBase64Bytes(encoded);
  return bytes === undefined ? undefined : decodeScriptBytes(bytes, "unicode");
}

/**
 * `-EncodedArguments`' values: base64 of UTF-16LE CLIXML, whose string items (`<S>…</S>`) are the
 * arguments the encoded command gets as `$args`. Undefined when the payload cannot be read.
 *
 * @example
 * decodeEncodedArguments(Buffer.from("<Objs><S>x</S></Objs>", "utf16le").toString("base64")) // ["x"]
 */
export function decodeEncodedArguments(encoded: string): string[] | undefined {
  const text = decodeEncodedCommand(encoded);
  if (text === undefined) return undefined;
  const values: string[] = [];
  for (const match of text.matchAll(/<S(?:\s[^<>]*)?>([^<]*)<\/S>/g)) {
    if (values.length >= 64) break;
    values.push(unescapeXml(match[1] as string));
  }
  return values;
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);|_x([0-9A-Fa-f]{4})_/g, (_, entity: string | undefined, hex: string | undefined) =>
    hex !== undefined ? String.fromCharCode(Number.parseInt(hex, 16)) : ({ lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" } as Record<string, string>)[entity as string] as string,
  );
}
