import type { Invocation } from "../model.js";

const HG_VALUES = new Set(["-R", "--repository", "--cwd", "--config", "--encoding", "--encodingmode", "-r", "--rev", "-b", "--branch", "-e", "--ssh", "--remotecmd"]);

/**
 * What a Mercurial (or Sapling), Subversion, Fossil or Jujutsu command does to history no one can get back: `hg strip`, `hg
 * prune`, `hg debugstrip`, `hg rollback` and `hg histedit` remove or rewrite changesets, `hg push -f` replaces the
 * remote's heads, and `svn delete|remove|rm|del URL` deletes a path on the server in one commit
 * (the old revisions stay, but everyone's checkout loses it), `svn propset --revprop` replaces an
 * unversioned revision property (so do `svnadmin setlog|setrevprop`), `cvs admin -o` deletes
 * revisions; fossil's `scrub --verily` and `purge obliterate` and
 * Jujutsu's `jj op abandon` remove what could restore history. Undefined when it does none of these.
 *
 * @example
 * otherVcsHistory(invocation("hg", "strip", "-r", "42")) // "strips changesets from the repository's history"
 */
export function otherVcsHistory(invocation: Invocation): string | undefined {
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  // Sapling's `sl` keeps Mercurial's commands for these.
  if (invocation.name === "hg" || invocation.name === "chg" || invocation.name === "sl") {
    if (args.includes("--help") || args.includes("-h")) return undefined;
    const subcommand = args.find((value, index) => !value.startsWith("-") && !HG_VALUES.has(args[index - 1] ?? ""));
    if (subcommand === "rollback") return "rolls back the last transaction (a commit or a pull), which cannot be undone";
    if (subcommand === "strip" || subcommand === "debugstrip" || subcommand === "prune") return "strips changesets from the repository's history";
    if (subcommand === "histedit" && args.some((value) => value === "--commands" || value.startsWith("--commands="))) return "rewrites the repository's history";
    if (subcommand === "push" && args.some((value) => value === "-f" || value === "--force")) return "force-pushes, replacing the heads the remote repository has";
    return undefined;
  }
  if (invocation.name === "svn") {
    const [subcommand, ...rest] = args.filter((value) => !value.startsWith("-"));
    // Revision properties (svn:log, svn:author, svn:date) are not versioned: the old value is gone.
    if (/^(?:propset|pset|ps|propdel|pdel|pd|propedit|pedit|pe)$/.test(subcommand ?? "") && args.includes("--revprop")) return "changes a revision property on the server, which keeps no earlier value";
    if ((subcommand === "delete" || subcommand === "del" || subcommand === "remove" || subcommand === "rm") && rest.some((value) => /^[a-z+]+:\/\//i.test(value))) return "deletes a path in the repository on the server, for everyone";
  }
  // svnadmin(1) writes revision properties in the repository itself, keeping no earlier value.
  if (invocation.name === "svnadmin" && /^(?:setlog|setrevprop|delrevprop)$/.test(args.find((value) => !value.startsWith("-")) ?? "")) return "replaces a revision property in the repository, which keeps no earlier value";
  // cvs(1) `admin -o RANGE` deletes revisions from a file's history.
  if (invocation.name === "cvs" && args.includes("admin") && args.some((value) => /^-o./.test(value) || value === "-o")) return "deletes revisions from the file's history";
  if (invocation.name === "fossil") return fossilHistory(args);
  if (invocation.name === "jj") {
    const words = args.filter((value) => !value.startsWith("-"));
    // `jj op abandon` drops operations from the operation log, the record `jj op undo` restores from.
    if (words[0] === "op" && words[1] === "abandon" && !args.includes("--help") && !args.includes("-h")) return "abandons operations from the operation log, so what they changed can no longer be undone";
  }
  return undefined;
}

/** fossil(1): `scrub --verily` and `purge obliterate` remove artifacts for good (`purge checkins` keeps them in a graveyard). */
function fossilHistory(args: readonly string[]): string | undefined {
  if (args.includes("--help") || args.includes("-help")) return undefined;
  const words = args.filter((value) => !value.startsWith("-"));
  if (words[0] === "scrub" && args.some((value) => value === "--verily" || value === "-verily")) return "scrubs the repository, deleting private branches and other content for good";
  if (words[0] === "purge" && words[1] === "obliterate") return "obliterates purged check-ins, so they cannot be restored";
  return undefined;
}
