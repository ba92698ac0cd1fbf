import type { Redactor } from "./redactor.js";
import type { SecretVault } from "./secret-vault.js";

/** Released text kept (unredacted, never shown) so that a value whose name was already shown is still recognised. */
const CONTEXT_CHARS = 256;
/**
 * Up to this much of the current line is kept as context too: a header's credential may come late in
 * a long line (a session cookie after a kilobyte of other cookies, a Digest header's `response`).
 */
const LINE_CONTEXT_CHARS = 4096;
/** Most text held back for one unbroken token or an unfinished private key block, before it is released redacted. */
const MAX_HOLD_CHARS = 64 * 1024;
const UNFINISHED_KEY = /-----BEGIN[ A-Z0-9]{0,24}(?:P(?:R(?:I(?:V(?:A(?:T(?:E(?: (?:K(?:E(?:Y)?)?)?)?)?)?)?)?)?)?)?$|-----BEGIN[ A-Z0-9]{0,24}PRIVATE KEY/g;
const KEY_END = /-----END[ A-Z0-9]{0,24}PRIVATE KEY/g;

/**
 * Redacts a stream of text as it comes, holding back only what may still turn out to be part of a
 * secret: the trailing run of non-space characters (a token being written), a secret the text ends
 * inside of, and an unfinished private key block. Everything before is released redacted.
 *
 * @example
 * const stream = createStreamRedactor(redactor, vault, onReplace);
 * emit(stream.push("token: ghp_abc")); // "token: "
 * emit(stream.push("…rest\n"));         // "[[secret:github-token:1]]\n"
 * emit(stream.flush());
 */
export interface StreamRedactor {
  /** Takes the next chunk; returns the text that may be shown now (possibly empty). */
  push(chunk: string): string;
  /** The end of the stream: returns everything still held, redacted. */
  flush(): string;
}

/** A stream redactor over `redactor`, taking placeholders from `vault`; `onReplace` hears every replacement. */
export function createStreamRedactor(redactor: Redactor, vault: SecretVault, onReplace: (value: string, replacement: string) => void): StreamRedactor {
  let context = "";
  let pending = "";

  const release = (final: boolean): string => {
    if (pending.length === 0) return "";
    const text = context + pending;
    const base = context.length;
    const findings = redactor.find(text).filter((finding) => finding.end > base);
    let cut = final ? text.length : Math.max(base, holdFrom(text, base));
    if (!final) {
      for (const finding of findings) {
        // A secret the text ends inside of (or that straddles the cut) may grow: hold it whole.
        if ((finding.end >= text.length || (finding.start < cut && finding.end > cut)) && text.length - finding.start <= MAX_HOLD_CHARS) {
          cut = Math.min(cut, Math.max(base, finding.start));
        }
      }
    }
    let out = "";
    let at = base;
    for (const finding of findings) {
      const start = Math.max(base, finding.start);
      if (finding.end > cut) continue;
      const value = text.slice(start, finding.end);
      const shown = redactor.replacement(finding, value, vault);
      onReplace(value, shown);
      out += text.slice(at, start) + shown;
      at = finding.end;
    }
    out += text.slice(at, cut);
    context = contextOf(text.slice(0, cut));
    pending = text.slice(cut);
    return out;
  };

  return {
    push(chunk) {
      pending += chunk;
      return release(false);
    },
    flush() {
      return release(true);
    },
  };
}

/** What of the released text stays as context: the last 256 characters, or the current line when longer (at most 4 kB). */
function contextOf(released: string): string {
  const lineStart = released.lastIndexOf("\n") + 1;
  const from = Math.max(0, Math.min(released.length - CONTEXT_CHARS, Math.max(lineStart, released.length - LINE_CONTEXT_CHARS)));
  return released.slice(from);
}

/** Where the held-back tail starts: the last run of non-space characters, or an unfinished key block. */
function holdFrom(text: string, base: number): number {
  let start = text.length;
  while (start > base && !/\s/.test(text[start - 1]!) && text.length - start < MAX_HOLD_CHARS) start--;
  UNFINISHED_KEY.lastIndex = 0;
  let begin = -1;
  for (let match = UNFINISHED_KEY.exec(text); match !== null; match = UNFINISHED_KEY.exec(text)) begin = match.index;
  if (begin !== -1) {
    KEY_END.lastIndex = begin;
    if (!KEY_END.test(text) && text.length - begin <= MAX_HOLD_CHARS) start = Math.min(start, begin);
  }
  return start;
}
