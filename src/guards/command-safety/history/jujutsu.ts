import type { Invocation } from "../model.js";
import { PROTECTED } from "../rules/git.js";

/** jj's global options that take a value (`-R repo`, `--at-operation ID`, `--config k=v`). */
const JJ_VALUES = new Set(["-R", "--repository", "--at-operation", "--at-op", "--config", "--config-toml", "--config-file", "--color", "--remote", "-b", "--bookmark", "--branch", "-r", "--revisions", "-c", "--change", "--named", "--to", "-t", "--from", "-f"]);
/** A string pattern (jj's revset docs): `glob:`, `regex:`, `substring:`, `exact:` and their `-i` forms; `*`, `?` and `[` glob by default. */
const PATTERN = /^(?:glob|regex|substring)(?:-i)?:|[*?[]/;

/** Bookmarks a `jj git push` names: `-b NAME`, `--bookmark NAME`, `--bookmark=NAME`, `-bNAME`, `--named NAME=REV`. */
function pushedBookmarks(args: readonly string[]): string[] {
  const names: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-b" || arg === "--bookmark" || arg === "--branch" || arg === "--named") names.push(args[++index] ?? "");
    else if (/^--(?:bookmark|branch|named)=/.test(arg)) names.push(arg.slice(arg.indexOf("=") + 1));
    else if (/^-b./.test(arg)) names.push(arg.slice(2));
  }
  return names.map((name) => name.split("=")[0] as string).filter((name) => name !== "");
}

/** What one Jujutsu command does to the history a remote shares, as a rule and the words for it. */
export interface JujutsuEffect {
  rule: "git.delete-shared-ref" | "git.force-push" | "git.prune-unreachable";
  what: string;
}

/**
 * Jujutsu (`jj`) commands that delete or rewrite branches on a git remote. jj-bookmark-delete(1)
 * deletes a bookmark and propagates the deletion to the remotes on the next push; jj-git-push(1)
 * `--deleted` pushes every such deletion and `--all` pushes every bookmark, deletions included,
 * moving remote branches sideways or backwards as `--force-with-lease` does, so pushing a shared
 * bookmark (`-b main`, `--tracked`) or moving one backwards (`bookmark set main --allow-backwards`)
 * rewrites the remote's history as `git push --force-with-lease origin main` would. A bookmark deleted by
 * a pattern (`glob:release-*`) or a shared one (`main`) is the remote's loss on the next push;
 * deleting one feature bookmark, pushing one bookmark or a change, and everything jj can undo from
 * its operation log stay allowed; `jj util gc --expire=now` removes what the log could restore, as
 * `git gc --prune=now` does. Undefined when it does none of these.
 *
 * @example
 * jujutsuEffect(invocation("jj", "git", "push", "--deleted"))?.rule // "git.delete-shared-ref"
 */
export function jujutsuEffect(invocation: Invocation): JujutsuEffect | undefined {
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (args.includes("--help") || args.includes("-h") || args.includes("--dry-run")) return undefined;
  const words = args.filter((value, index) => !value.startsWith("-") && !JJ_VALUES.has(args[index - 1] ?? ""));
  if ((words[0] === "bookmark" || words[0] === "branch") && (words[1] === "delete" || words[1] === "d")) {
    const names = words.slice(2);
    const unknown = invocation.argv.slice(1).some((field) => field.value === undefined || field.glob);
    const shared = names.find((name) => PATTERN.test(name) || PROTECTED.test(name));
    if (shared || unknown) return { rule: "git.delete-shared-ref", what: `deletes the bookmark${shared && !PATTERN.test(shared) ? ` ${shared}` : "s a pattern or list only known when it runs matches"}, and the next push deletes it on the remote` };
    return undefined;
  }
  // jj-bookmark-set(1)/-move(1) `--allow-backwards`: a shared bookmark moved back or sideways, which the next push takes to the remote.
  if ((words[0] === "bookmark" || words[0] === "branch") && (words[1] === "set" || words[1] === "s" || words[1] === "move" || words[1] === "m") && args.some((arg) => arg === "--allow-backwards" || arg === "-B")) {
    const shared = words.slice(2).find((name) => PATTERN.test(name) || PROTECTED.test(name));
    if (shared !== undefined) return { rule: "git.force-push", what: `moves the shared bookmark ${shared} backwards or sideways, so the next push rewrites the remote branch` };
  }
  // jj-util-gc(1) `--expire=now`: operations and commits no longer reachable are removed at once, the operation log's undo with them.
  if (words[0] === "util" && words[1] === "gc" && args.some((arg, index) => arg === "--expire=now" || (arg === "--expire" && args[index + 1] === "now"))) return { rule: "git.prune-unreachable", what: "deletes every unreachable commit and operation now, so nothing abandoned can be restored" };
  if (words[0] !== "git" || words[1] !== "push") return undefined;
  if (args.includes("--deleted")) return { rule: "git.delete-shared-ref", what: "deletes on the remote every branch whose bookmark was deleted here" };
  if (args.includes("--all")) return { rule: "git.force-push", what: "pushes every bookmark, moving the remote's branches wherever they are here (backwards too) and deleting the ones deleted here" };
  if (args.includes("--tracked")) return { rule: "git.force-push", what: "pushes every tracked bookmark, the shared ones too, moving the remote's branches wherever they are here (backwards too) and deleting the ones deleted here" };
  // jj-git-push(1): a push moves the remote branch wherever the bookmark is, sideways or backwards, as `git push --force-with-lease` does.
  const shared = pushedBookmarks(args).find((name) => PATTERN.test(name) || PROTECTED.test(name));
  if (shared !== undefined) return { rule: "git.force-push", what: `pushes ${PATTERN.test(shared) ? `the bookmarks matching ${shared}` : `the shared bookmark ${shared}`} as a force-with-lease push does, moving the remote branch sideways or backwards when the bookmark was` };
  return undefined;
}
