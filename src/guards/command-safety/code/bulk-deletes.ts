import path from "node:path";
import { HOME_VALUE, readArguments } from "./literals.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Calls that delete a path the code computes (`os.remove(f)`, `p.unlink()`, `unlink glob …`, `array_map("unlink", …)`). */
const COMPUTED_DELETES: Readonly<Record<string, RegExp>> = {
  python: /\b(?:os\.(?:remove|unlink|rmdir)|(?:shutil\.)?rmtree)\s*\(\s*(?!["'])[\w.[(]|\w\s*\.\s*(?:unlink|rmdir)\s*\(/,
  node: /\.(?:rmSync|rm|rmdirSync|rmdir|unlinkSync|unlink)\s*\(\s*(?!["'`])[\w.[(]|\bunlink(?:Sync)?\b(?!\s*\()/,
  perl: /\b(?:unlink|rmtree|remove_tree)\b\s*(?![("'\s])|\b(?:unlink|rmtree|remove_tree)\s*\(?\s*(?:glob\b|<|\$|@)|\bunlink\s*;|\bunlink\s*(?:for|foreach|map)\b/,
  ruby: /\b(?:File\.(?:delete|unlink)|FileUtils\.(?:rm_rf|rm_r|rm|rm_f|remove|remove_dir|remove_entry))\b\s*\(?\s*(?!["'])[\w$@[(]|\bFile\.method\(\s*:(?:delete|unlink)|&(?:File\.)?method\(:(?:delete|unlink)\)/,
  php: /\b(?:unlink|rmdir)\s*\(\s*\$|["'](?:unlink|rmdir)["']/,
  lua: /\bos\.remove\s*\(\s*(?!["'])\w/,
  r: /\b(?:unlink|file\.remove|fs::file_delete|file_delete|dir_delete)\s*\(\s*(?!["'])\w/,
};

/** Calls that list a directory or expand a glob, by language; the first argument is the directory or pattern. */
const ENUMERATIONS: Readonly<Record<string, RegExp>> = {
  python: /\b(?:os\.(?:listdir|scandir|walk)|glob\.i?glob|(?<![.\w])i?glob)\s*\(/g,
  node: /\b(?:readdirSync|readdir|opendirSync|opendir|globSync|glob(?:\.sync)?)\s*\(/g,
  perl: /\bglob\s*(?=[("'])|\bopendir\s*\(\s*(?:my\s+)?\$?\w+\s*,|\bFile::Find::find\s*\(|\bfind\s*\(\s*[\\\w{]/g,
  ruby: /\bDir\s*(?:\.(?:glob|children|entries|each_child|foreach)\s*(?=[("'])|\[)|\bFind\.find\s*(?=[("'])/g,
  php: /\b(?:glob|scandir|opendir)\s*\(/g,
  lua: /\blfs\.dir\s*\(/g,
  r: /\b(?:list\.files|dir)\s*\(/g,
};

/** A python `Path("dir").glob("*")`, `.rglob(…)` or `.iterdir()`. */
const PATH_ENUMERATION = /\bPath\s*\(\s*(["'])((?:\\.|(?!\1).)*)\1\s*\)\s*\.\s*(?:r?glob|iterdir|walk)\s*\(\s*(?:(["'])((?:\\.|(?!\3).)*)\3)?/g;
/** A python `Path.home().glob("*")`, `.iterdir()`: the home directory listed. */
const HOME_ENUMERATION = /\bPath\.home\(\)\s*\.\s*(?:r?glob|iterdir|walk)\s*\(\s*(?:(["'])((?:\\.|(?!\1).)*)\1)?/g;
/** An interpolated string that starts at the home directory (perl and PHP `"$ENV{HOME}/*"`, `"$HOME/…"`, ruby `"#{Dir.home}/*"`). */
const HOME_INTERPOLATION = /^"(?:\$ENV\{HOME\}|\$\{?HOME\}?|\$_SERVER\[["']?HOME["']?\]|#\{(?:Dir\.home|ENV\[["']HOME["']\])\})(\/[^"$#{}]*)?"$/;
const FILTERED = /\.endswith\s*\(|\.suffix\b|fnmatch|\.match\s*\(|\.test\s*\(|=~|\bgrepl?\s*\(|\.extname|\bpattern\s*=|\.(?:select|filter|grep|reject)\b/;
const GLOB = /[*?[]/;
const MAX_ENUMERATIONS = 16;

/** Stands for the files of a directory a one-liner picks by a pattern or filter. */
export const MATCHING_FILES = "(matching files)";

/**
 * Deletions a one-liner makes by listing a directory and deleting what it finds (`for f in
 * os.listdir("/srv/data"): os.remove(f)`, `unlink glob "/home/ada/*"`, `Dir.glob("x/*").each { … }`):
 * as commands, so the destruction rules judge where they land. A bare listing or `*` deletes the
 * directory's contents (`rm -rf dir`); a narrowed pattern or a filter deletes some files in it.
 *
 * @example
 * bulkDeletes("python", "import os\nfor f in os.listdir('/srv/data'): os.remove(f)") // [["rm", "-rf", "/srv/data"]]
 */
export function bulkDeletes(language: string, code: string, masked: string): string[][] {
  const deletes = ownEntry(COMPUTED_DELETES, language);
  if (!deletes?.test(code)) return [];
  const filtered = FILTERED.test(masked);
  const commands: string[][] = [];
  const add = (pattern: string) => {
    // A leading `~` is the home directory, as perl's `glob` reads it.
    const target = deletedTarget(pattern.replace(/^~(?=\/|$)/, HOME_VALUE), filtered);
    if (target && commands.length < MAX_ENUMERATIONS) commands.push(target);
  };
  for (const match of code.matchAll(PATH_ENUMERATION)) add(path.posix.join(match[2] ?? ".", match[4] ?? "*"));
  if (language === "python") for (const match of code.matchAll(HOME_ENUMERATION)) add(`${HOME_VALUE}/${match[2] ?? "*"}`);
  const enumerations = ownEntry(ENUMERATIONS, language);
  if (enumerations) {
    for (const match of masked.matchAll(enumerations)) {
      const index = (match.index ?? 0) + match[0].length;
      const open = code[index - 1] === "(" || code[index - 1] === "[" ? index - 1 : code[index] === "(" || code[index] === "[" ? index : undefined;
      const args = open === undefined ? readArguments(code, index, language, true) : readArguments(code, open, language);
      const literal = args.find((arg) => arg.kind === "string");
      if (literal?.kind === "string") add(literal.value);
      else {
        const home = args[0]?.kind === "dynamic" ? HOME_INTERPOLATION.exec(args[0].text) : null;
        if (home) add(`${HOME_VALUE}${home[1] ?? ""}`);
      }
    }
  }
  // perl's `<dir/*>` glob operator.
  if (language === "perl") for (const match of code.matchAll(/<([^<>\s$@]*[*?][^<>\s]*)>/g)) add(match[1] as string);
  return commands;
}

function deletedTarget(pattern: string, filtered: boolean): string[] | undefined {
  if (pattern === "") return undefined;
  const globAt = pattern.search(GLOB);
  const directory = globAt < 0 ? pattern : path.posix.dirname(pattern.slice(0, globAt + 1));
  const tail = globAt < 0 ? "" : pattern.slice(directory === "." && !pattern.startsWith("./") ? 0 : directory.length + 1);
  const everything = !filtered && (globAt < 0 || /^(?:\*\*\/)?\*(?:\/\*)*$|^\*\*$/.test(tail));
  // Deleting everything a directory holds is judged as deleting the directory.
  if (everything) return ["rm", "-rf", directory];
  return ["rm", "-f", path.posix.join(directory, MATCHING_FILES)];
}
