import { provenance, staticField, type Field } from "../model.js";

/** Predicates that restrict which paths `find` acts on. */
const NARROWING = new Set([
  "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex", "-newer", "-anewer", "-cnewer",
  "-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin", "-size", "-user", "-group", "-nouser", "-nogroup", "-perm",
  "-inum", "-samefile", "-lname", "-ilname", "-links", "-empty", "-uid", "-gid", "-used", "-newermt", "-newerct",
  "-newerat", "-context", "-fstype", "-readable", "-writable", "-executable",
]);
const EXEC_ACTIONS = new Set(["-exec", "-execdir", "-ok", "-okdir"]);
const GLOBAL_OPTIONS = new Set(["-H", "-L", "-P"]);

/** A parsed `find` command line. */
export interface FindCommand {
  /** Starting points (default `.`). */
  roots: Field[];
  /** A predicate restricts what the actions apply to (`-name`, `-mtime`, …). */
  narrowed: boolean;
  /** `-delete` is among the actions. */
  deletes: boolean;
  /** The commands of `-exec`/`-execdir`/`-ok`, with `{}` as an unknown path below a root, and whether a test before them narrows the paths. */
  execs: { action: string; argv: Field[]; narrowed: boolean }[];
  /** A test before `-delete` narrows what it deletes (`find / -delete -name x` deletes everything: actions run before later tests). */
  deleteNarrowed: boolean;
  /** Files `-fprint`, `-fprintf`, `-fls` write. */
  writes: Field[];
  /** The file names `-name`/`-iname` look for (`id_rsa`, `*.pem`), so what the paths found are is known. */
  names: string[];
  /** The expression has alternatives (`-o`, `-or`, `,`), so a path found need not match `names`. */
  alternatives: boolean;
  /** The whole-path patterns `-path`/`-ipath`/`-wholename` look for (`*\/.aws/*`). */
  paths: string[];
}

/**
 * Parses `find [-H|-L|-P] [-D …] [-O…] [root…] [expression]`.
 *
 * @example
 * parseFind(fields("find", "/", "-name", "*.tmp", "-delete")) // { roots: ["/"], narrowed: true, deletes: true, … }
 */
export function parseFind(argv: readonly Field[]): FindCommand {
  const args = argv.slice(1);
  let index = 0;
  while (index < args.length) {
    const value = args[index]?.value;
    if (value !== undefined && GLOBAL_OPTIONS.has(value)) index++;
    else if (value === "-D") index += 2;
    else if (value !== undefined && /^-O\d?$/.test(value)) index++;
    else break;
  }
  const roots: Field[] = [];
  while (index < args.length && !isExpressionStart(args[index] as Field)) roots.push(args[index++] as Field);
  if (roots.length === 0) roots.push(staticField("."));
  const result: FindCommand = { roots, narrowed: false, deletes: false, execs: [], writes: [], deleteNarrowed: false, names: [], alternatives: false, paths: [] };
  for (; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === undefined) continue;
    if (value === "-o" || value === "-or" || value === ",") result.alternatives = true;
    if (NARROWING.has(value)) {
      // `-name '*'` matches everything, and `! -name .` only leaves the starting point out: they narrow nothing.
      const pattern = args[index + 1]?.value;
      const everything = pattern === "*" || pattern === "*.*" || pattern === "**";
      const rootOnly = (args[index - 1]?.value === "!" || args[index - 1]?.value === "-not") && (pattern === "." || pattern === "./" || roots.some((root) => root.value === pattern));
      if (!(/^-(?:i?name|i?path|i?wholename)$/.test(value) && (everything || rootOnly))) result.narrowed = true;
      const negated = args[index - 1]?.value === "!" || args[index - 1]?.value === "-not";
      if ((value === "-name" || value === "-iname") && pattern !== undefined && !negated && !everything) result.names.push(pattern);
      if (/^-i?(?:path|wholename)$/.test(value) && pattern !== undefined && !negated && !everything && result.paths.length < 4) result.paths.push(pattern);
    }
    else if (value === "-delete") {
      if (!result.deletes) result.deleteNarrowed = result.narrowed;
      result.deletes = true;
    }
    else if (value === "-fprint" || value === "-fprint0" || value === "-fls" || value === "-fprintf") {
      const file = args[index + 1];
      if (file) result.writes.push(file);
    } else if (EXEC_ACTIONS.has(value)) {
      const command: Field[] = [];
      for (index++; index < args.length; index++) {
        const word = args[index] as Field;
        if (word.value === ";" || (word.value === "+" && command.at(-1)?.value === "{}")) break;
        command.push(word);
      }
      result.execs.push({ action: value, argv: command, narrowed: result.narrowed });
    }
  }
  return result;
}

/** The `-exec` command for one root, `{}` replaced by a placeholder for the paths found there. */
export function execForRoot(argv: readonly Field[], root: Field, narrowed: boolean, names: readonly string[] = [], only = false, paths: readonly string[] = []): Field[] {
  return argv.map((field) => {
    if (field.value === undefined || !field.value.includes("{}")) return field;
    const before = field.value.slice(0, field.value.indexOf("{}"));
    return {
      value: undefined,
      text: field.text,
      glob: false,
      dynamic: { prefix: before, ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ generated: true }, ["find"]) },
      found: { root, narrowed, ...(names.length ? { names, ...(only ? { only } : {}) } : {}), ...(paths.length ? { paths } : {}) },
    };
  });
}

function isExpressionStart(field: Field): boolean {
  const value = field.value;
  return value !== undefined && (value.startsWith("-") || value === "(" || value === "!" || value === ",") && value !== "-";
}
