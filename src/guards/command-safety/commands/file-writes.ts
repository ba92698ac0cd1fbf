import path from "node:path";
import { staticField, type Field, type Invocation } from "../model.js";
import { extractionOverwrites } from "./archives.js";
import { downloadedFiles } from "./downloads.js";
import { parseFind } from "./find.js";
import { COPY_GRAMMARS } from "./copy-grammars.js";
import { parseOptions, type OptionGrammar, type ParsedArguments } from "./getopt.js";
import { GIT_GLOBAL } from "./git-options.js";
import { sourceRemovals } from "./source-removals.js";
import { localStoreDeletes } from "./store-local-paths.js";
import { perInvocation } from "../per-invocation.js";

/**
 * What a command does to a file it names:
 *
 * - `delete`: removes it (`rm`, `unlink`, `rmdir`, `shred -u`, `cmake -E rm`, `fdupes -d`, `find -delete`, `rsync --delete` in a destination, `git clean`, `git worktree remove --force`, `rclone delete ./dist`).
 * - `truncate`: empties it or overwrites its content with nothing (`truncate -s 0`, `shred`, `cp /dev/null f`, `fallocate --punch-hole`).
 * - `overwrite`: replaces its content (`cp`, `ditto`, `install`, `tee`, `sponge`, `dd of=`, `ln -f`, `mv` onto it, `git checkout -- f`, `tar -x`/`unzip -o` into a directory).
 * - `edit`: changes it in place (`sed -i`, `perl -i`, `dos2unix`, `patch`, `yq -i`).
 * - `append`: adds to its end (`tee -a`, `sponge -a`).
 * - `move-away`: moves it elsewhere (`mv`'s sources, `rsync --remove-source-files`, `tar --remove-files`, `zip -m`, `gzip f`).
 * - `create`: makes it only if absent (`ln` without `-f`, `cp -n`).
 */
export type FileEffect = "delete" | "truncate" | "overwrite" | "edit" | "append" | "move-away" | "create";

/** One file a command changes. */
export interface FileWrite {
  field: Field;
  effect: FileEffect;
  /** Everything below the path goes with it (`rm -r`, `rsync --delete`, `git clean` of a tree). */
  recursive: boolean;
  /** For `move-away`: where it goes (the data survives there). */
  to?: Field;
}

const RM: OptionGrammar = { flags: "rRfidvIPWx", long: ["recursive", "force", "dir", "verbose", "one-file-system", "no-preserve-root"], longOptionals: ["interactive", "preserve-root"], aliases: { r: "recursive", R: "recursive" } };
const RSYNC: OptionGrammar = {
  flags: "avzrlptgoDHAXxSnuqPcbdRWhiLkKOJIE",
  values: "efBTM",
  long: ["delete", "delete-before", "delete-during", "delete-delay", "delete-after", "delete-excluded", "del", "remove-source-files", "dry-run", "archive", "recursive", "verbose", "compress", "progress", "existing", "ignore-existing", "update"],
  longValues: ["exclude", "include", "filter", "rsh", "rsync-path", "backup-dir", "suffix", "temp-dir", "chmod", "chown", "timeout", "exclude-from", "include-from", "files-from", "log-file", "password-file", "port", "bwlimit"],
  aliases: { n: "dry-run", e: "rsh" },
};
const RSYNC_DELETES = ["delete", "delete-before", "delete-during", "delete-delay", "delete-after", "delete-excluded", "del"];
const REMOTE = /^(?:[\w.-]+@)?[\w.-]+:|^[a-z][\w+.-]*:\/\//i;

/**
 * The files a command deletes, truncates, overwrites, edits, appends to or moves away, by each
 * command's documented argument grammar. Redirects are not included (rules see them separately).
 *
 * Several rule sets ask about the same invocation, so it is read once per invocation (`per-
 * invocation.ts`).
 *
 * @example
 * fileWrites(invocation("mv", "a.txt", "/srv/b.txt")) // [{ field: a.txt, effect: "move-away" }, { field: /srv/b.txt, effect: "overwrite" }]
 */
export const fileWrites: (invocation: Invocation) => FileWrite[] = perInvocation(readWrites);

function readWrites(invocation: Invocation): FileWrite[] {
  const args = invocation.argv.slice(1);
  const removed = sourceRemovals(invocation.name, args).map(({ field, recursive }) => write(field, "move-away", recursive));
  return removed.length > 0 ? [...removed, ...namedWrites(invocation, args)] : namedWrites(invocation, args);
}

function namedWrites(invocation: Invocation, args: Field[]): FileWrite[] {
  switch (invocation.name) {
    case "rm":
    case "srm":
    case "wipe": {
      const parsed = parseOptions(args, RM);
      return parsed.operands.map((field) => write(field, "delete", parsed.has("recursive")));
    }
    case "unlink":
      return operands(args).slice(0, 1).map((field) => write(field, "delete"));
    case "rmdir":
      // `rmdir /s /q D:\` is cmd's syntax, judged as the command it amounts to (`windows-cmd.ts`).
      if (args.some((field) => /^\/[sSqQ]$/.test(field.text))) return [];
      return operands(args).map((field) => write(field, "delete"));
    case "del":
      // `del /q *.log` is cmd's syntax, judged as the command it amounts to (`windows-cmd.ts`).
      if (args.some((field) => /^\/[a-zA-Z]$/.test(field.text))) return [];
      return operands(args).map((field) => write(field, "delete", true));
    case "rimraf":
    case "del-cli":
    case "trash":
    case "trash-put":
      return operands(args).map((field) => write(field, "delete", true));
    case "shred": {
      const parsed = parseOptions(args, { flags: "fuvxz", values: "ns", long: ["force", "remove", "verbose", "exact", "zero"], longValues: ["iterations", "size", "random-source"], longOptionals: ["remove"], aliases: { u: "remove" } });
      return parsed.operands.map((field) => write(field, parsed.has("remove") ? "delete" : "truncate"));
    }
    case "truncate":
      return parseOptions(args, { flags: "co", values: "sr", long: ["no-create", "io-blocks"], longValues: ["size", "reference"] }).operands.map((field) => write(field, "truncate"));
    case "tee":
    case "sponge": {
      const parsed = parseOptions(args, { flags: "aip", long: ["append", "ignore-interrupts"], longOptionals: ["output-error"], aliases: { a: "append" } });
      return parsed.operands.filter((field) => field.value !== "-").map((field) => write(field, parsed.has("append") ? "append" : "overwrite"));
    }
    case "cp":
    case "install":
      return copies(invocation, parseOptions(args, COPY_GRAMMARS[invocation.name]));
    case "mv": {
      const parsed = parseOptions(args, COPY_GRAMMARS.mv);
      const sources = parsed.has("target-directory") ? parsed.operands : parsed.operands.slice(0, -1);
      const to = parsed.value("target-directory") ?? parsed.operands.at(-1);
      return [...sources.map((field) => ({ ...write(field, "move-away", true), ...(to ? { to } : {}) })), ...destinations(invocation, parsed, parsed.has("no-clobber") ? "create" : "overwrite")];
    }
    case "ln": {
      const parsed = parseOptions(args, COPY_GRAMMARS.ln);
      return destinations(invocation, parsed, parsed.has("f") || parsed.has("force") ? "overwrite" : "create");
    }
    case "rsync":
      return rsync(parseOptions(args, RSYNC));
    case "dd":
      return args
        .filter((field) => field.value?.startsWith("of="))
        .map((field) => write({ ...field, value: field.value?.slice(3) }, args.some((arg) => /^conv=.*notrunc/.test(arg.value ?? "")) ? "edit" : "overwrite"));
    case "sort": {
      const parsed = parseOptions(args, { flags: "bdfgiMhnRrVcCsumz", values: "ktTSo", longValues: ["output", "key", "field-separator", "buffer-size", "temporary-directory"], aliases: { o: "output" } });
      const output = parsed.value("output");
      return output ? [write(output, "overwrite")] : [];
    }
    case "fallocate": {
      // fallocate(1): punching, collapsing or zeroing a range destroys the data in it.
      const parsed = parseOptions(args, { flags: "cdpxzvn", values: "lo", long: ["collapse-range", "dig-holes", "punch-hole", "insert-range", "zero-range", "keep-size", "posix", "verbose"], longValues: ["length", "offset"] });
      const destroys = parsed.has("p") || parsed.has("c") || parsed.has("z") || parsed.has("punch-hole") || parsed.has("collapse-range") || parsed.has("zero-range");
      return destroys ? parsed.operands.map((field) => write(field, "truncate")) : [];
    }
    case "sd": {
      // sd(1) replaces in the files it is given, in place, unless it only previews (`-p`); the first two operands are the find and replace strings.
      const parsed = parseOptions(args, { flags: "psFAh", values: "nf", long: ["preview", "string-mode", "fixed-strings", "across", "help"], longValues: ["max-replacements", "flags"] });
      return parsed.has("p") || parsed.has("preview") ? [] : parsed.operands.slice(2).map((field) => write(field, "edit"));
    }
    case "dos2unix":
    case "unix2dos":
      return args.some((field) => field.value === "-n" || field.value === "--newfile") ? [] : operands(args).map((field) => write(field, "edit"));
    case "patch": {
      const parsed = parseOptions(args, { flags: "bcEefflNnRstuvZ", values: "BDFiopdrVxYzg", longValues: ["input", "output", "directory", "strip", "reject-file"], aliases: { o: "output", i: "input" } });
      const output = parsed.value("output");
      return output ? [write(output, "overwrite")] : parsed.operands.slice(0, 1).map((field) => write(field, "edit"));
    }
    case "yq":
      return args.some((field) => field.value === "-i" || field.value === "--inplace") ? operands(args).slice(1).map((field) => write(field, "edit")) : [];
    case "ed":
      return operands(args).slice(0, 1).map((field) => write(field, "edit"));
    case "ex":
    case "vi":
    case "vim":
    case "nvim":
      return scriptedEdits(invocation.name, args);
    case "curl":
    case "wget":
    case "wget2":
      return downloadedFiles(invocation).map((file) => write(staticField(file), "overwrite"));
    case "git":
      return gitWorkTreeWrites(invocation);
    case "aws":
    case "gsutil":
    case "gcloud":
    case "rclone":
    case "azcopy":
    case "mc":
    case "mcli": {
      const local = localStoreDeletes(invocation);
      return local ? local.map(({ field, recursive }) => write(field, "delete", recursive)) : syncDeletes(invocation);
    }
    case "tar":
    case "bsdtar":
    case "gtar":
    case "unzip":
      return extractionOverwrites(invocation.name, args).map((field) => write(field, "overwrite", true));
    case "cmake":
      return cmakeTools(args);
    case "ditto":
      // macOS ditto(1) copies SRC… into DST, replacing what is there.
      return operands(args).length >= 2 ? [write(operands(args).at(-1) as Field, "overwrite", true)] : [];
    case "fdupes":
    case "jdupes":
    case "rdfind":
    case "czkawka_cli":
    case "czkawka":
      return duplicateDeletes(invocation.name, args);
    case "find": {
      const find = parseFind(invocation.argv);
      return find.deletes ? find.roots.map((root) => write(root, "delete", !find.deleteNarrowed)) : [];
    }
    default:
      return inPlaceEdits(invocation);
  }
}

/**
 * cmake(1)'s command-line tool mode: `cmake -E rm [-rRf] [--] PATH…`, `remove [-f] FILE…`,
 * `remove_directory DIR…` (recursive), `rename OLD NEW`, `copy`/`copy_if_different SRC… DEST`,
 * `create_symlink OLD NEW`, `touch`.
 */
function cmakeTools(args: readonly Field[]): FileWrite[] {
  if (args[0]?.value !== "-E") return [];
  const [tool, ...rest] = args.slice(1);
  const paths = operands(rest).filter((field) => field.value !== "-");
  switch (tool?.value) {
    case "rm":
      return paths.map((field) => write(field, "delete", rest.some((option) => /^-[rRf]*[rR][rRf]*$/.test(option.value ?? ""))));
    case "remove":
      return paths.map((field) => write(field, "delete"));
    case "remove_directory":
      return paths.map((field) => write(field, "delete", true));
    case "rename":
      return paths.length === 2 ? [{ ...write(paths[0] as Field, "move-away", true), to: paths[1] as Field }, write(paths[1] as Field, "overwrite")] : [];
    case "copy":
    case "copy_if_different":
    case "create_symlink":
      return paths.length >= 2 ? [write(paths.at(-1) as Field, "overwrite")] : [];
    default:
      return [];
  }
}

/**
 * Duplicate finders that delete what they find: `fdupes|jdupes -d` (`-N` keeps the first of each set
 * without asking), `rdfind -deleteduplicates true`, `czkawka_cli dup --delete-method` other than NONE.
 * Some files in each directory go, so the directories are written as deleted, not recursively.
 */
function duplicateDeletes(name: string, args: readonly Field[]): FileWrite[] {
  const values = args.map((field) => field.value ?? "");
  if (name === "fdupes" || name === "jdupes") {
    if (!values.some((value) => /^-[a-zA-Z]*d[a-zA-Z]*$|^--delete$/.test(value))) return [];
    return operands(args).map((field) => write(field, "delete"));
  }
  if (name === "rdfind") {
    const at = values.indexOf("-deleteduplicates");
    if (at < 0 || !/^(?:true|yes|1)$/i.test(values[at + 1] ?? "")) return [];
    // Every rdfind option takes a value; what follows no option is a directory.
    return args.filter((field, index) => !(field.value ?? "").startsWith("-") && !(values[index - 1] ?? "").startsWith("-")).map((field) => write(field, "delete"));
  }
  const method = values.findIndex((value) => value === "--delete-method" || value === "-D");
  if (method < 0 || /^none$/i.test(values[method + 1] ?? "none")) return [];
  return args.filter((_, index) => /^(?:-d|--directories)$/.test(values[index - 1] ?? "")).map((field) => write(field, "delete"));
}

function write(field: Field, effect: FileEffect, recursive = false): FileWrite {
  return { field, effect, recursive };
}

function operands(args: readonly Field[]): Field[] {
  return args.filter((field) => field.value === undefined || !field.value.startsWith("-") || field.value === "-");
}

function copies(invocation: Invocation, parsed: ParsedArguments): FileWrite[] {
  if (invocation.name === "install" && (parsed.has("d") || parsed.has("directory"))) return [];
  const sources = parsed.has("target-directory") ? parsed.operands : parsed.operands.slice(0, -1);
  // Copying /dev/null over a file empties it.
  const effect = sources.length === 1 && sources[0]?.value === "/dev/null" ? "truncate" : parsed.has("no-clobber") ? "create" : "overwrite";
  return destinations(invocation, parsed, effect);
}

/** The files a copy, move or link writes: the destination, or each source's name inside a destination directory. */
function destinations(invocation: Invocation, parsed: ParsedArguments, effect: FileEffect): FileWrite[] {
  const directory = parsed.value("target-directory");
  const sources = directory ? parsed.operands : parsed.operands.slice(0, -1);
  const destination = directory ?? parsed.operands.at(-1);
  if (!destination || (sources.length === 0 && !directory)) return [];
  // `.` is always a directory: `cp -r /tmp/cfg/.claude .` writes ./.claude.
  const into = directory !== undefined || sources.length > 1 || destination.value?.endsWith("/") === true || destination.value === ".";
  if (!into || destination.value === undefined) return [write(destination, effect, effect === "overwrite" && invocation.name !== "ln")];
  return sources
    .filter((source) => source.value !== undefined)
    .map((source) => write({ value: path.posix.join(destination.value as string, path.posix.basename(source.value as string)), text: destination.text, glob: false }, effect, invocation.name !== "ln"));
}

function rsync(parsed: ParsedArguments): FileWrite[] {
  if (parsed.has("dry-run") || parsed.operands.length < 2) return [];
  const destination = parsed.operands.at(-1) as Field;
  const sources = parsed.operands.slice(0, -1);
  const writes: FileWrite[] = [];
  if (parsed.has("remove-source-files")) writes.push(...sources.filter((field) => !REMOTE.test(field.value ?? "")).map((field) => write(field, "move-away", true)));
  if (!REMOTE.test(destination.value ?? "")) writes.push(write(destination, RSYNC_DELETES.some((option) => parsed.has(option)) ? "delete" : "overwrite", true));
  return writes;
}

/**
 * `ex -sc '%d|x' f`, `vim -c '%s/a/b/g|wq' f`: the files an editor run by commands edits. `ex`
 * always may write; `vi`/`vim`/`nvim` only when a command writes (`w`, `x`, `wq`). The
 * commands themselves (`-c cmd`, `+cmd`) are not files.
 */
function scriptedEdits(name: string, args: readonly Field[]): FileWrite[] {
  const commands: string[] = [];
  const files: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value !== undefined && /^-[a-zA-Z]*c$/.test(value)) commands.push(args[++index]?.value ?? "");
    else if (value !== undefined && value.startsWith("+")) commands.push(value.slice(1));
    else if (value === undefined || !value.startsWith("-")) files.push(args[index] as Field);
  }
  const writes = commands.some((command) => /(?:^|\|)\s*(?:w|wq|x|wall|wqa|xa|up(?:date)?)!?\s*(?:$|\|)/.test(command));
  if (name !== "ex" && !writes) return [];
  return files.map((field) => write(field, "edit"));
}

/** `sed -i`, `perl -i`/`-pi`, `ruby -i`, `gawk -i inplace`: the files edited in place. */
function inPlaceEdits(invocation: Invocation): FileWrite[] {
  const name = invocation.name;
  const args = invocation.argv.slice(1);
  const inPlace = (name === "sed" || name === "gsed" || /^perl/.test(name) || /^ruby/.test(name)) && args.some((field) => field.value !== undefined && (/^-[a-zA-Z0-9]*i/.test(field.value) || field.value.startsWith("--in-place")));
  const awkInPlace = /^g?awk$/.test(name) && args.some((field, index) => field.value === "inplace" && /^-[a-zA-Z]*i$/.test(args[index - 1]?.value ?? ""));
  if (!inPlace && !awkInPlace) return [];
  const scripted = args.some((field) => field.value !== undefined && /^-[a-zA-Z]*[eEf]$|^--expression|^--file/.test(field.value));
  const files = args.filter((field, index) => (field.value === undefined || !field.value.startsWith("-")) && !isCodeArgument(args, index) && field.value !== "inplace");
  // sed's and awk's first operand is the program unless -e/-f gave one; perl and ruby take code with -e.
  const takesProgram = name.endsWith("sed") || name.endsWith("awk");
  return (takesProgram && !scripted ? files.slice(1) : files).map((field) => write(field, "edit"));
}

function isCodeArgument(args: readonly Field[], index: number): boolean {
  const previous = args[index - 1]?.value;
  return previous !== undefined && /^-[a-zA-Z]*[eEf]$|^--expression$|^--file$/.test(previous);
}

/**
 * `git clean -f` (untracked files), `git checkout [-f] [<rev>] -- <paths>`, `git restore <paths>`
 * `git reset --hard` and `git stash clear|drop`: what they overwrite or delete in the work tree, which `-C` or
 * `--work-tree` may put anywhere.
 */
function gitWorkTreeWrites(invocation: Invocation): FileWrite[] {
  const global = parseOptions(invocation.argv.slice(1), GIT_GLOBAL);
  const [command, ...rest] = global.operands;
  // `GIT_WORK_TREE=~ git clean -fdx` puts the work tree where `--work-tree` would (git(1), ENVIRONMENT).
  const workTree = global.value("work-tree") ?? invocation.assignments.get("GIT_WORK_TREE") ?? workTreeOf(global.values("C")) ?? staticField(".");
  const inTree = (field: Field): Field => (field.value === undefined || workTree.value === undefined || path.posix.isAbsolute(field.value) ? field : { ...field, value: path.posix.join(workTree.value, field.value) });
  switch (command?.value) {
    case "clean": {
      const parsed = parseOptions(rest, { flags: "dfinqxXe", values: "e", long: ["force", "dry-run", "quiet", "interactive"], longValues: ["exclude"], aliases: { f: "force", n: "dry-run" } });
      if (!parsed.has("force") || parsed.has("dry-run") || parsed.has("interactive")) return [];
      const targets = parsed.operands.length > 0 ? parsed.operands.map(inTree) : [workTree];
      return targets.map((field) => write(field, "delete", true));
    }
    case "checkout":
    case "switch":
    case "restore": {
      // `git checkout -f` (or `switch --discard-changes`) overwrites every changed file in the work tree.
      if (command.value !== "restore" && rest.some((field) => field.value === "-f" || field.value === "--force" || field.value === "--discard-changes")) return [write(workTree, "overwrite", true)];
      if (command.value === "switch") return [];
      const dashes = rest.findIndex((field) => field.value === "--");
      const paths = dashes >= 0 ? rest.slice(dashes + 1) : command.value === "restore" ? operands(rest).filter((field) => !/^--source/.test(field.value ?? "")) : rest.filter((field) => field.value === "." || field.value === ":/");
      if (command.value === "restore" && rest.some((field) => field.value === "--staged" || field.value === "-S") && !rest.some((field) => field.value === "--worktree" || field.value === "-W")) return [];
      return paths.map((field) => write(inTree(field.value === ":/" ? staticField(".") : field), "overwrite", field.value === "." || field.value === ":/"));
    }
    case "reset":
      return rest.some((field) => field.value === "--hard") ? [write(workTree, "overwrite", true)] : [];
    case "stash":
      // `git stash clear|drop` discards stashed changes, which live under the repository's refs.
      return rest[0]?.value === "clear" || rest[0]?.value === "drop" ? [write(inTree(staticField(".git/refs/stash")), "delete", false)] : [];
    case "worktree": {
      // `git worktree remove --force` deletes a work tree with its uncommitted changes.
      if (rest[0]?.value !== "remove" || !rest.some((field) => field.value === "-f" || field.value === "--force")) return [];
      return operands(rest.slice(1)).slice(0, 1).map((field) => write(inTree(field), "delete", true));
    }
    default:
      return [];
  }
}

/** A remote location of an object-store or sync CLI: `s3://b`, `gs://b`, `https://…`, an rclone `remote:path`, an mc `alias/bucket`. */
const SYNC_REMOTE = /^(?:[a-z][\w+.-]*:\/\/|[\w.-]+:)/i;

/**
 * Syncs that delete what the source lacks, into a local directory: `aws s3 sync … --delete`,
 * `gsutil rsync -d`, `gcloud storage rsync --delete-unmatched-destination-objects`, `rclone sync`,
 * `azcopy sync --delete-destination=true`, `mc mirror --remove`. A remote destination is the
 * object stores' concern (`planes/object-stores.ts`).
 */
function syncDeletes(invocation: Invocation): FileWrite[] {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  const words = operands(args).map((field) => field.value);
  let deletes = false;
  switch (invocation.name) {
    case "aws":
      deletes = words[0] === "s3" && words[1] === "sync" && values.includes("--delete");
      break;
    case "gsutil":
      deletes = words.includes("rsync") && values.some((value) => /^-[a-zA-Z]*d[a-zA-Z]*$/.test(value));
      break;
    case "gcloud":
      deletes = words[0] === "storage" && words[1] === "rsync" && values.includes("--delete-unmatched-destination-objects");
      break;
    case "rclone":
      deletes = words[0] === "sync" || (words[0] === "bisync" && values.includes("--resync"));
      break;
    case "azcopy":
      deletes = words[0] === "sync" && values.some((value) => /^--delete-destination(?:=true)?$/i.test(value));
      break;
    default:
      deletes = words[0] === "mirror" && values.some((value) => value === "--remove" || value === "--overwrite");
  }
  if (!deletes) return [];
  const destination = operands(args).filter((field) => field.value === undefined || !/^(?:s3|sync|rsync|storage|mirror|bisync)$/.test(field.value)).at(-1);
  if (!destination || (destination.value !== undefined && SYNC_REMOTE.test(destination.value))) return [];
  // Into the working directory it replaces files there, as `rsync --delete src/ ./` does; the directory stays.
  if (destination.value !== undefined && /^\.\/?$/.test(destination.value)) return [];
  return [write(destination, "delete", true)];
}

/** `-C a -C b` means `a/b`; an absolute one starts over. */
function workTreeOf(directories: readonly Field[]): Field | undefined {
  if (directories.length === 0) return undefined;
  const unknown = directories.find((field) => field.value === undefined);
  if (unknown) return unknown;
  let joined = "";
  for (const field of directories) joined = path.posix.isAbsolute(field.value as string) ? (field.value as string) : path.posix.join(joined || ".", field.value as string);
  return staticField(joined, directories.map((field) => field.text).join(" "));
}
