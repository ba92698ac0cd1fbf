import path from "node:path";
import { fileWrites } from "../commands/file-writes.js";
import { parseFind } from "../commands/find.js";
import { pathComponentGlob } from "../commands/glob-command.js";
import { CLONED } from "../commands/fetched-trees.js";
import { recordedTree } from "../walk/files.js";
import type { Field, Invocation } from "../model.js";

/** Parts of a repository whose loss loses history: the whole `.git`, its objects, refs, reflogs, its submodules' repositories (`modules`); a bare `name.git` repository; `.git` renamed aside (`.git.bak`, `.git-old`, `.git~`). */
const HISTORY_PARTS = /(?:^|\/)\.git(?:\/(?:objects|refs|logs|modules|packed-refs|\*|\.\*)(?:\/.*)?)?\/?$|(?:^|\/)[^/.][^/]*\.git$|(?:^|\/)\.git(?:[._-](?:bak|backup|old|orig|save|saved|prev|tmp)|~)\/?$/;
const DELETERS = new Set(["rm", "rimraf", "unlink", "trash", "trash-put", "srm", "shred", "gio", "del", "rd", "rmdir", "remove-item", "ri"]);
const GIT_NAME = /(?:^|\/|\*)\.git$/;
const TEMPORARY = /^(?:\/tmp|\/var\/tmp|\/private\/tmp|\/private\/var\/folders|\/var\/folders|\/dev\/shm)(?:\/|$)/;
/** Checkouts of installed dependencies: re-downloadable, like the rest of the package. */
const DEPENDENCIES = /(?:^|\/)(?:node_modules|bower_components|\.venv|site-packages|\.cargo\/registry|\.cargo\/git|go\/pkg\/mod)\//;

/**
 * The repository histories a command deletes: a `.git` directory (or its objects, refs and
 * reflogs) given to a deleting program or deleted by any command's grammar (`rsync --delete`,
 * `cmake -E rm`) — also when reached through an interpreter's file calls,
 * `find -delete` or `find -exec rm` selecting `.git` by name — outside temporary directories.
 *
 * @example
 * deletedGitDirectories(invocation("rm", "-rf", ".git")) // [".git"]
 */
export function deletedGitDirectories(invocation: Invocation): string[] {
  if (DELETERS.has(invocation.name)) {
    return invocation.argv
      .slice(1)
      .filter((field) => field.value !== undefined && !field.value.startsWith("-") && isHistory(field, invocation))
      .map((field) => field.value as string);
  }
  if (invocation.name === "mv") return movedAway(invocation);
  if (invocation.name === "find") return findDeletes(invocation);
  if (invocation.name === "fd" || invocation.name === "fdfind") return fdDeletes(invocation);
  if (invocation.name === "git") return [];
  // Any other command whose grammar says it deletes a tree (`rsync --delete empty/ .git/`, `cmake -E rm -rf .git`)
  // or takes it away into an archive outside the project (`tar --remove-files -czf /tmp/g.tgz .git`), as `mv` does.
  return fileWrites(invocation)
    .filter((write) => (write.effect === "delete" || (write.effect === "move-away" && !keptBeside(write.to))) && write.field.value !== undefined && isHistory(write.field, invocation))
    .map((write) => write.field.value as string);
}

/**
 * `find … -name .git | xargs rm -rf` and the like: a pipeline whose earlier stage lists `.git`
 * directories and whose later stage deletes what it reads.
 */
export function pipedGitDeletion(stages: readonly (readonly Invocation[])[]): string | undefined {
  const lister = stages.findIndex((stage) => stage.some((invocation) => listsGitDirectories(invocation)));
  if (lister < 0) return undefined;
  const deleter = stages.slice(lister + 1).flat().find((invocation) => DELETERS.has(invocation.name) && invocation.argv.slice(1).some((field) => field.value === undefined));
  return deleter ? `${stages[lister]?.[0]?.line ?? "find"} | … ${deleter.line}` : undefined;
}

function listsGitDirectories(invocation: Invocation): boolean {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (invocation.name === "find") {
    // `-name .git -prune -o …` skips the repository; `! -name .git` and `-not -name .git` keep it out only when find does not descend into it (`-maxdepth 1`, `-prune`).
    const shallow = values.some((value, index) => value === "-prune" || (value === "-maxdepth" && /^[01]$/.test(values[index + 1] ?? "")));
    return values.some((value, index) => /^-(?:i?name|i?path|i?wholename)$/.test(value) && GIT_NAME.test(values[index + 1] ?? "") && !(values[index + 2] === "-prune" && /^-o(?:r)?$/.test(values[index + 3] ?? "")) && !(shallow && (values[index - 1] === "!" || values[index - 1] === "-not")));
  }
  if (invocation.name === "fd" || invocation.name === "fdfind") return values.some((value) => /\\?\.git\b/.test(value) && !value.startsWith("-"));
  return false;
}

/** `fd -H '^\.git$' -t d -x rm -rf`: fd runs the command for every `.git` it finds. */
function fdDeletes(invocation: Invocation): string[] {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  const exec = values.findIndex((value) => value === "-x" || value === "-X" || value === "--exec" || value === "--exec-batch");
  if (exec < 0 || !DELETERS.has((values[exec + 1] ?? "").replace(/^.*\//, "")) || !listsGitDirectories(invocation)) return [];
  return ["every .git fd finds"];
}

function isHistory(field: Field, invocation: Invocation): boolean {
  const value = (field.value as string).replace(/\/+$/, "") || "/";
  if (!HISTORY_PARTS.test(value) && !(field.glob && (/(?:^|\/)\.git(?:\/|$)/.test(value) || /(?:^|\/)\*\*?\/\.git$/.test(value) || dotGlobMatchesGit(value)))) return false;
  const absolute = value.startsWith("/") ? value : invocation.cwd.known ? path.posix.resolve(invocation.cwd.path, value) : value;
  return !TEMPORARY.test(absolute) && !DEPENDENCIES.test(absolute) && !clonedHere(absolute, invocation);
}

/** A repository cloned earlier in the same command (`git clone URL app && rm -rf app/.git`): its history is still on the remote. */
function clonedHere(absolute: string, invocation: Invocation): boolean {
  if (!absolute.startsWith("/") || !invocation.files) return false;
  return recordedTree(absolute, invocation.files)?.provenance.sources.includes(CLONED) === true;
}

/**
 * A pattern whose last part starts with a dot and matches `.git` as the shell expands it
 * (`.git*`, `.g?t`, `.[!.]*`, `.??*`): the repository's history is among what it names.
 */
function dotGlobMatchesGit(value: string): boolean {
  const base = value.slice(value.lastIndexOf("/") + 1);
  if (!base.startsWith(".") || base.length > 128) return false;
  return pathComponentGlob(base)?.test(".git") ?? false;
}

/**
 * `mv .git /tmp/x`, `mv .git /dev/null`: the history leaves the repository for a place that does
 * not keep it. Renaming it beside itself (`mv .git .git.bak`) keeps it.
 */
function movedAway(invocation: Invocation): string[] {
  const operands = invocation.argv.slice(1).filter((field) => field.value === undefined || !field.value.startsWith("-"));
  const destination = operands.at(-1);
  if (operands.length < 2 || destination === undefined) return [];
  const sources = operands.slice(0, -1).filter((field) => field.value !== undefined && isHistory(field, invocation));
  if (sources.length === 0) return [];
  return keptBeside(destination) ? [] : sources.map((field) => field.value as string);
}

/** A destination beside the repository (relative, not above it) keeps what is moved there; an unknown one does not. */
function keptBeside(to: Field | undefined): boolean {
  const value = to?.value;
  return value !== undefined && !value.startsWith("/") && !value.startsWith("~") && !value.startsWith("..") && value !== "/dev/null";
}

/** `find … -name .git … -delete` or `-exec rm -rf {} …`: every repository history under the roots. */
function findDeletes(invocation: Invocation): string[] {
  const find = parseFind(invocation.argv);
  const removes = find.deletes || find.execs.some((exec) => DELETERS.has(exec.argv[0]?.value?.replace(/^.*\//, "") ?? ""));
  if (!removes) return [];
  // `find .git -type f -delete`: everything in a repository's history.
  const inside = find.narrowed ? [] : find.roots.filter((root) => root.value !== undefined && isHistory(root, invocation));
  if (inside.length > 0) return inside.map((root) => root.value as string);
  if (!listsGitDirectories(invocation)) return [];
  const roots = find.roots.map((root) => root.value ?? root.text);
  return roots.every((root) => TEMPORARY.test(root)) ? [] : roots.map((root) => `${root}/**/.git`);
}
