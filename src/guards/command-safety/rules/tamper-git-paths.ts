import { parseOptions } from "../commands/getopt.js";
import { GIT_GLOBAL } from "../commands/git-options.js";
import type { Field, Invocation } from "../model.js";

/** What a git command does to a tracked file: removes it, moves it away, or sets it to another revision's text. */
export interface GitPathEffect {
  field: Field;
  effect: "delete" | "move-away" | "older";
  /** The revision the file is set to (`git checkout REV -- f`, `git restore --source=REV f`). */
  revision?: string;
}

/** Revisions that are the work tree's own committed text: restoring from them only discards local edits. */
const OWN_REVISION = /^(?:HEAD|@)$/;
const MAX_OPERANDS = 64;

/**
 * Files a git command removes from the repository or the work tree, moves away, or replaces with
 * another revision's text, by git's documentation: `git rm [--cached] PATH…` (with `--cached` the
 * file leaves the repository at the next commit, though the work tree keeps it), `git mv SRC… DST`,
 * `git checkout REV -- PATH…`, `git restore --source=REV|-s REV PATH…` (REV other than HEAD).
 * @example
 * gitPathEffects(invocation); // `git rm --cached lefthook.yml` → [{ field: lefthook.yml, effect: "delete" }]
 */
export function gitPathEffects(invocation: Invocation): GitPathEffect[] {
  if (invocation.name !== "git") return [];
  const [command, ...rest] = parseOptions(invocation.argv.slice(1, MAX_OPERANDS + 1), GIT_GLOBAL).operands;
  const words = rest.map((field) => field.value ?? "");
  const paths = rest.filter((field, index) => field.value === undefined || (!field.value.startsWith("-") && !VALUED.has(words[index - 1] ?? "")));
  switch (command?.value) {
    case "rm":
      return words.includes("-n") || words.includes("--dry-run") ? [] : paths.map((field) => ({ field, effect: "delete" }));
    case "mv":
      return words.includes("-n") || words.includes("--dry-run") ? [] : paths.slice(0, -1).map((field) => ({ field, effect: "move-away" }));
    case "checkout": {
      const dashes = words.indexOf("--");
      const revision = dashes > 0 ? words.slice(0, dashes).find((word) => !word.startsWith("-")) : undefined;
      if (dashes < 0 || revision === undefined || OWN_REVISION.test(revision)) return [];
      return rest.slice(dashes + 1).map((field) => ({ field, effect: "older", revision }));
    }
    case "restore": {
      const revision = sourceOf(words);
      if (revision === undefined || OWN_REVISION.test(revision)) return [];
      if ((words.includes("--staged") || words.includes("-S")) && !words.includes("--worktree") && !words.includes("-W")) return [];
      return paths.filter((field) => field.value !== revision).map((field) => ({ field, effect: "older", revision }));
    }
    default:
      return [];
  }
}

/** Options of `git rm`, `git mv`, `git checkout` and `git restore` that take the next word as their value. */
const VALUED = new Set(["-s", "--source", "--pathspec-from-file", "--conflict"]);

function sourceOf(words: string[]): string | undefined {
  for (const [index, word] of words.entries()) {
    if (word === "-s" || word === "--source") return words[index + 1];
    if (word.startsWith("--source=")) return word.slice("--source=".length);
    if (/^-s./.test(word)) return word.slice(2);
  }
  return undefined;
}
