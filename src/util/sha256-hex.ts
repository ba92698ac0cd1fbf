import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * The SHA-256 of `text` (as UTF-8), in hex: the same as `createHash("sha256").update(text).digest("hex")`
 * without loading `node:crypto`, which costs a hook call milliseconds when all it needs is the
 * name of a small file. For short inputs (ids, keys); use `node:crypto` for data.
 *
 * @example
 * sha256Hex("abc") // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
