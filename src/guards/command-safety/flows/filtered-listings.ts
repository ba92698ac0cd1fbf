import type { DataSource, Field, Invocation } from "../model.js";

/** Filters that pass some of their input lines through unchanged: the names they print are names listed. */
const SELECTORS = new Set(["grep", "egrep", "fgrep", "rg", "head", "tail", "sort", "uniq", "tee", "cat", "tac", "sponge", "pv", "stdbuf", "shuf"]);
/** Filters that may rewrite each line: the names they print are any names in the listed directory. */
const REWRITERS = new Set(["sed", "gsed", "awk", "gawk", "mawk", "nawk", "cut", "rev", "tr", "perl", "python", "python3", "ruby", "node", "basename", "dirname", "xargs", "paste", "column", "colrm"]);

/**
 * The paths a filter of a listing prints (`ls ~/.ssh/*.pub | sed 's/\.pub$//'`, `find ~/.ssh | grep
 * -v pub`), for the reader at the end of the pipeline to be judged by where they are. A filter that
 * keeps lines whole prints some of the names listed, so their pattern holds; one that may rewrite
 * them (sed, awk, cut, rev, tr, perl, basename …) prints unknown names in the listed directory.
 * Either way fewer paths than the whole directory: destruction judges them as a narrowed listing.
 * Undefined when the input is not a listing or the command does not filter its input.
 *
 * @example
 * filteredListing(invocation("sed", "s/\\.pub$//"), { found: { root: ssh, narrowed: true, names: ["*.pub"] } })?.names // undefined
 */
export function filteredListing(invocation: Invocation, stdin: DataSource | undefined): Field["found"] | undefined {
  const found = stdin?.found;
  if (found === undefined || invocation.argv.length > 64) return undefined;
  const name = invocation.name;
  const family = /^python\d/.test(name) ? "python" : name;
  if (SELECTORS.has(family)) {
    // Lines read from files named as operands (`grep -f pats`, `cat a -`) are not the listing's; `-f` with a file is the pattern file.
    const picked = found.names === undefined && found.paths === undefined ? pickedNames(invocation) : undefined;
    return picked ? { ...found, narrowed: true, ...picked } : found;
  }
  if (!REWRITERS.has(family)) return undefined;
  // `xargs basename -s .pub`, `xargs dirname`: xargs rewrites only through the program it runs.
  if (family === "xargs" && !invocation.argv.slice(1).some((field) => field.value === "basename" || field.value === "dirname" || field.value === "echo")) return undefined;
  return { root: found.root, narrowed: true };
}

const GREPS = new Set(["grep", "egrep", "fgrep", "rg"]);

/**
 * The names a grep of a listing keeps, when its pattern is a plain name or path piece
 * (`grep '\.env'`, `grep -i id_rsa`, `rg '.aws/credentials'`): the paths that hold it. Undefined
 * for an inverted match, several patterns, or a pattern with more than escaped dots and anchors.
 */
function pickedNames(invocation: Invocation): { names?: string[]; paths?: string[] } | undefined {
  if (!GREPS.has(invocation.name)) return undefined;
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (values.some((value) => /^-[a-zA-Z]*[vfe]|^--(?:invert|file|regexp)/.test(value))) return undefined;
  const operands = values.filter((value) => !value.startsWith("-"));
  if (operands.length !== 1) return undefined;
  const literal = (operands[0] as string).replace(/\\\./g, ".").replace(/^\^/, "").replace(/\$$/, "");
  if (!/^[\w./-]{2,128}$/.test(literal)) return undefined;
  return literal.includes("/") ? { paths: [`*${literal}*`] } : { names: [`*${literal}*`] };
}
