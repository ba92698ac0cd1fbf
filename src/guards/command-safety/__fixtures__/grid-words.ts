/**
 * Text helpers the generated grids share to write their commands: POSIX quoting and RFC 4648 base32
 * (the encoders the grids need where Node has none).
 */

/**
 * Quotes a word for a POSIX shell (bare when it is safe as is).
 *
 * @example
 * shellQuote("a b") // "'a b'"
 * shellQuote("a,b") // "a,b"
 */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/**
 * RFC 4648 base32 of the UTF-8 bytes of `text`, padded with `=`.
 *
 * @example
 * base32("ls") // "NRZQ===="
 */
export function base32(text: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const byte of Buffer.from(text, "utf8")) bits += byte.toString(2).padStart(8, "0");
  let out = "";
  for (let index = 0; index < bits.length; index += 5) out += alphabet[parseInt(bits.slice(index, index + 5).padEnd(5, "0"), 2)];
  return out.padEnd(Math.ceil(out.length / 8) * 8, "=");
}
