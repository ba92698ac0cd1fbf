import type { Field, Invocation } from "../model.js";
import { isDryRun } from "./dry-runs.js";

/** One local path a store tool's delete removes. */
export interface LocalStoreDelete {
  field: Field;
  /** Everything below the path goes with it. */
  recursive: boolean;
}

/**
 * rclone(1): a path is a remote's when written `remote:path` or `:backend:path`; anything else is
 * the local file system ("rclone docs: Usage, Syntax of remote paths"). A Windows drive (`C:\x`)
 * is local too.
 */
const RCLONE_REMOTE = /^:?[\w.-]+:(?![\\/])/;
/** rclone's options that take a separate value (`--include '*.map'`), so that value is not read as a path. */
const RCLONE_VALUED = new Set([
  "--include", "--exclude", "--filter", "--include-from", "--exclude-from", "--filter-from", "--files-from", "--files-from-raw", "--min-age", "--max-age",
  "--min-size", "--max-size", "--max-depth", "--config", "--transfers", "--checkers", "--log-file", "--log-level", "--bwlimit", "--backup-dir", "--suffix",
  "--timeout", "--contimeout", "--retries", "--user-agent", "--stats", "--tpslimit", "--order-by", "--max-transfer", "--cache-dir",
]);
/** rclone's deleting subcommands: `purge` and `delete --rmdirs` take the directory, `delete` and `rmdirs` what is below it, `deletefile` one file. */
const RCLONE_DELETES = new Set(["delete", "purge", "rmdirs", "deletefile", "rmdir"]);
/** mc(1) reads a path starting `.`, `/` or `~` as the local file system; any other first component names an alias (a server). */
const MC_LOCAL = /^(?:\.{1,2}(?:\/|$)|\/|~)/;

/**
 * The local paths an object-store tool's delete removes, when every path it names is on this
 * machine (`rclone delete ./dist --include '*.map'`, `rclone purge ./.cache/x`, `mc rb
 * ./tmp/minio-data`, `mc rm --recursive --force ./out`): such a command deletes files as `rm`
 * does, and is judged as a file delete by where the files are. Undefined when the command is not
 * a delete, is a dry run, or names a remote or alias.
 *
 * @example
 * localStoreDeletes(invocation("rclone", "delete", "./dist"))?.[0]?.field.value // "./dist"
 * localStoreDeletes(invocation("rclone", "delete", "remote:bucket/path")) // undefined
 */
export function localStoreDeletes(invocation: Invocation): LocalStoreDelete[] | undefined {
  if (invocation.name !== "rclone" && invocation.name !== "mc" && invocation.name !== "mcli") return undefined;
  const args = invocation.argv.slice(1);
  if (isDryRun(invocation) || args.some((field) => field.value === "--dry-run")) return undefined;
  const paths = operandsOf(args, invocation.name === "rclone" ? RCLONE_VALUED : MC_VALUED);
  const command = paths.shift()?.value;
  if (paths.length === 0 || paths.some((field) => field.value === undefined)) return undefined;
  if (invocation.name === "rclone") {
    if (command === undefined || !RCLONE_DELETES.has(command) || paths.some((field) => RCLONE_REMOTE.test(field.value ?? ""))) return undefined;
    return paths.map((field) => ({ field, recursive: command !== "deletefile" && command !== "rmdir" }));
  }
  if ((command !== "rb" && command !== "rm") || paths.some((field) => !MC_LOCAL.test(field.value ?? ""))) return undefined;
  const recursive = command === "rb" || args.some((field) => field.value === "--recursive" || field.value === "-r");
  return paths.map((field) => ({ field, recursive }));
}

/** mc's options that take a separate value. */
const MC_VALUED = new Set(["--config-dir", "-C", "--older-than", "--newer-than", "--rewind", "--version-id", "--vid", "--encrypt-key"]);

function operandsOf(args: readonly Field[], valued: ReadonlySet<string>): Field[] {
  const found: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value !== undefined && value.startsWith("-")) {
      if (valued.has(value)) index++;
      continue;
    }
    found.push(args[index] as Field);
  }
  return found;
}
