import { staticField, type Field } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";

/** fd's options that take a value (fd 8–10); every other option is a flag. */
const FD: OptionGrammar = {
  flags: "HIsiFapLl0uqg1",
  values: "detEScjo",
  long: ["hidden", "no-ignore", "case-sensitive", "ignore-case", "glob", "regex", "fixed-strings", "absolute-path", "list-details", "follow", "full-path", "print0", "unrestricted", "quiet", "show-errors", "one-file-system", "prune", "no-ignore-vcs", "no-ignore-parent", "strip-cwd-prefix"],
  longValues: ["max-depth", "min-depth", "exact-depth", "type", "extension", "exclude", "size", "changed-within", "changed-before", "owner", "base-directory", "search-path", "threads", "max-results", "color", "path-separator", "ignore-file", "format", "and", "max-buffer-time", "batch-size"],
  aliases: { d: "max-depth", t: "type", e: "extension", E: "exclude", S: "size", c: "color", j: "threads", o: "owner", g: "glob" },
};
const PLACEHOLDER = /\{(?:\/\/|\/\.|\/|\.)?\}/;

/** A parsed `fd` command line. */
export interface FdCommand {
  /** Where it searches (default `.`). */
  roots: Field[];
  /** A pattern, extension, size, age or owner limits what it finds. */
  narrowed: boolean;
  /** The commands of `-x`/`--exec` (once per path) and `-X`/`--exec-batch` (once with every path), each with its placeholder or the paths appended. */
  execs: { argv: Field[]; batch: boolean }[];
  /** The file names its pattern stands for, as find's `-name` patterns (`^\.env` → `.env*`), when that simple. */
  names: string[];
}

/**
 * Parses `fd [options] [pattern] [path…] [-x|-X command…]`: the command after `-x`/`-X` runs on
 * what fd finds, up to a `;` or the end of the line, like `find -exec`.
 *
 * @example
 * parseFd(fields("fd", "-e", "log", ".", "/srv/logs", "-X", "rm")).execs[0]?.argv.map((f) => f.value) // ["rm", "{}"]
 */
export function parseFd(argv: readonly Field[]): FdCommand {
  const args = argv.slice(1);
  const execs: FdCommand["execs"] = [];
  const rest: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === "-x" || value === "--exec" || value === "-X" || value === "--exec-batch") {
      const command: Field[] = [];
      for (index++; index < args.length && args[index]?.value !== ";"; index++) command.push(args[index] as Field);
      if (command.length > 0) execs.push({ argv: withPlaceholder(command), batch: value === "-X" || value === "--exec-batch" });
    } else rest.push(args[index] as Field);
  }
  const parsed = parseOptions(rest, FD);
  const [pattern, ...paths] = parsed.operands;
  const searchPaths = [...parsed.values("search-path"), ...paths];
  const narrowed = (pattern !== undefined && pattern.value !== "." && pattern.value !== "" && pattern.value !== "^") || ["extension", "size", "changed-within", "changed-before", "owner", "exclude"].some((option) => parsed.has(option));
  const name = pattern?.value !== undefined ? namePattern(pattern.value, parsed.has("glob")) : undefined;
  // `-e pem`: files whose names end in `.pem` (fd(1) matches the extension without its dot).
  const extensions = parsed.values("extension").slice(0, 4).flatMap((field) => (field.value !== undefined && /^\.?[\w-]+$/.test(field.value) ? [`*.${field.value.replace(/^\./, "")}`] : []));
  const names = name ? [name, ...extensions] : extensions;
  return { roots: searchPaths.length > 0 ? searchPaths : [staticField(".")], narrowed, execs, names };
}

/**
 * A pattern as a file-name glob: a glob as it is (`-g`), a regular expression made only of a name
 * and anchors (`^\.env`, `id_rsa$`) as that name with `*` where it is not anchored.
 */
function namePattern(pattern: string, glob: boolean): string | undefined {
  if (glob) return pattern.includes("/") ? undefined : pattern;
  const literal = pattern.replace(/^\^/, "").replace(/\$$/, "").replace(/\\\./g, ".");
  if (!/^[\w.-]+$/.test(literal)) return undefined;
  return `${pattern.startsWith("^") ? "" : "*"}${literal}${pattern.endsWith("$") ? "" : "*"}`;
}

/** fd appends the paths when the command names no placeholder. */
function withPlaceholder(command: Field[]): Field[] {
  return command.some((field) => field.value !== undefined && PLACEHOLDER.test(field.value)) ? command.map((field) => (field.value !== undefined && PLACEHOLDER.test(field.value) ? { ...field, value: field.value.replace(PLACEHOLDER, "{}") } : field)) : [...command, staticField("{}")];
}
