import type { Field } from "../model.js";

/** Subcommands that print a file's contents from the history (`git show REV:PATH`, `git log -p -- PATH`). */
const PRINTS_CONTENT = new Set(["show", "cat-file", "diff", "blame", "annotate", "whatchanged", "log", "diff-tree", "format-patch", "grep"]);
/** Subcommands that print contents only when asked for patches. */
const NEEDS_PATCH = new Set(["log", "whatchanged", "diff-tree"]);
/** git's global options that take a value as the next word. */
const GLOBAL_VALUES = /^(?:-C|-c|--git-dir|--work-tree|--namespace|--exec-path|--config-env)$/;
/** `-p`, `-u`, `--patch`, `-U3`, `--unified=3`, `--patch-with-stat`, `-L…`: diffs with their lines. */
const PATCH = /^(?:-[a-zA-Z]*[pu][a-zA-Z]*|-U\d*|--unified(?:=\d+)?|--patch(?:-with-[\w-]+)?|-L.*|--stdout)$/;
/** At most this many words are looked at. */
const MAX_WORDS = 64;

/**
 * The files whose recorded contents a git command prints from the history or the index: the
 * path of a `REV:PATH` operand (`git show HEAD~3:.env`, `git cat-file -p main:config/master.key`),
 * and the pathspecs after `--` of a command that prints contents (`git log -p -- .env`,
 * `git diff HEAD~5 -- .env`, `git blame -- .env`). A secret removed from the working tree lives on
 * in every commit that held it, and printing it exposes it as `cat` would. Listing commits
 * (`git log -- .env`) prints no contents.
 *
 * @example
 * gitHistoryReads(fields("show", "HEAD~3:.env")) // [field ".env"]
 * gitHistoryReads(fields("log", "--oneline", "--", ".env")) // []
 */
export function gitHistoryReads(args: readonly Field[]): Field[] {
  const words = args.slice(0, MAX_WORDS);
  let index = 0;
  while (index < words.length && words[index]?.value?.startsWith("-")) index += GLOBAL_VALUES.test(words[index]?.value ?? "") ? 2 : 1;
  const subcommand = words[index]?.value;
  if (subcommand === undefined || !PRINTS_CONTENT.has(subcommand)) return [];
  const rest = words.slice(index + 1);
  const separator = rest.findIndex((field) => field.value === "--");
  const before = separator >= 0 ? rest.slice(0, separator) : rest;
  const patched = !NEEDS_PATCH.has(subcommand) || before.some((field) => PATCH.test(field.value ?? ""));
  // `git log --name-only`, `git show --stat`: names and counts, no lines.
  const namesOnly = before.some((field) => /^--(?:name-only|name-status|stat|shortstat|numstat|oneline|summary|raw|no-patch)$|^-s$/.test(field.value ?? "")) && !before.some((field) => PATCH.test(field.value ?? ""));
  if (namesOnly || !patched) return [];
  const files: Field[] = [];
  for (const field of before) {
    const value = field.value;
    if (value === undefined || value.startsWith("-") || value.includes("://")) continue;
    // `REV:PATH` (`HEAD:.env`, `:0:.env`, `main:./config/master.key`); `:/message` searches commit messages.
    const colon = value.lastIndexOf(":");
    if (colon < 0 || value.startsWith(":/")) continue;
    const path = value.slice(colon + 1);
    if (path !== "" && subcommand !== "grep") files.push({ ...field, value: path });
  }
  if (separator >= 0) files.push(...rest.slice(separator + 1).filter((field) => field.value !== undefined && !field.value.startsWith(":(")));
  // `git blame .env` names its file without `--`.
  if ((subcommand === "blame" || subcommand === "annotate") && separator < 0) {
    const last = before.at(-1);
    if (last?.value !== undefined && !last.value.startsWith("-")) files.push(last);
  }
  return files;
}
