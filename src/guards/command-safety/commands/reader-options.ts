import type { OptionGrammar } from "./getopt.js";

/**
 * Options that take a value, of programs that read, filter or print files, from their manuals, so
 * the value is never taken for a file operand: `head -n 20` reads no file named `20`, `iconv -f
 * utf-8` none named `utf-8`, and `php -r CODE` runs CODE rather than printing a file of that name.
 * The walker reads them to know when a filter reads its input, the secret rules to know which
 * words are the files read (after `cd ~/.ssh`, a stray `20` would name a key).
 */
export const READER_OPTION_GRAMMARS: Readonly<Record<string, OptionGrammar>> = {
  gpg: { values: "rRfuoz", longValues: ["passphrase", "passphrase-file", "passphrase-fd", "recipient", "hidden-recipient", "recipient-file", "local-user", "output", "cipher-algo", "compress-algo", "digest-algo", "homedir", "pinentry-mode", "trust-model", "default-key", "s2k-cipher-algo", "s2k-digest-algo", "s2k-mode", "s2k-count", "keyring", "secret-keyring"] },
  age: { values: "rRio", longValues: ["recipient", "recipients-file", "identity", "output"] },
  zstd: { values: "oDT", longValues: ["memory", "threads"] },
  xz: { values: "TFCM", longValues: ["threads", "format", "check", "memlimit"] },
  gzip: { values: "S", longValues: ["suffix"] },
  // Line and field filters (head(1), tail(1), cut(1), sort(1), uniq(1), fold(1), base64(1)).
  head: { values: "nc", longValues: ["lines", "bytes"] },
  tail: { values: "ncs", longValues: ["lines", "bytes", "sleep-interval", "pid", "max-unchanged-stats"] },
  cut: { values: "bcdf", longValues: ["bytes", "characters", "delimiter", "fields", "output-delimiter"] },
  sort: { values: "ktoST", longValues: ["key", "field-separator", "output", "buffer-size", "temporary-directory", "parallel", "batch-size", "compress-program", "random-source", "files0-from", "sort"] },
  uniq: { values: "fsw", longValues: ["skip-fields", "skip-chars", "check-chars", "group", "all-repeated"] },
  fold: { values: "w", longValues: ["width"] },
  base64: { values: "w", longValues: ["wrap"] },
  base32: { values: "w", longValues: ["wrap"] },
  // Printers and dumpers: iconv(1), nl(1), od(1), xxd(1), hexdump(1), strings(1), column(1), tac(1), paste(1), less(1), more(1).
  iconv: { values: "fto", longValues: ["from-code", "to-code", "output"] },
  nl: { values: "bdfhilnsvw", longValues: ["body-numbering", "section-delimiter", "footer-numbering", "header-numbering", "line-increment", "join-blank-lines", "number-format", "number-separator", "starting-line-number", "number-width"] },
  od: { values: "AjNtS", optionals: "w", longValues: ["address-radix", "skip-bytes", "read-bytes", "format", "strings", "endian"], longOptionals: ["width"] },
  xxd: { values: "cglson", longValues: ["cols", "groupsize", "len", "seek", "name"] },
  hexdump: { values: "efns", longValues: ["format", "format-file", "length", "skip", "color"] },
  hd: { values: "efns", longValues: ["format", "format-file", "length", "skip", "color"] },
  strings: { values: "nteT", longValues: ["bytes", "radix", "encoding", "target", "output-separator"] },
  column: { values: "csoNRWHlErinp", longValues: ["columns", "separator", "output-separator", "table-columns", "table-right", "table-wrap", "table-hide", "table-columns-limit", "table-noextreme", "tree", "tree-id", "tree-parent", "table-name", "table-order"] },
  tac: { values: "s", longValues: ["separator"] },
  paste: { values: "d", longValues: ["delimiters"] },
  less: { values: "bhjkoOpPtTxyz", longValues: ["buffers", "max-back-scroll", "jump-target", "lesskey-file", "log-file", "LOG-FILE", "pattern", "prompt", "tag", "tag-file", "tabs", "max-forw-scroll", "window", "shift"] },
  more: { values: "n", longValues: ["lines"] },
  // php(1): -r runs CODE, -d sets an ini entry, -c names the ini file, -B/-R/-E/-F the per-line code, -z a Zend extension.
  php: { values: "rdcBREFzt" },
};
