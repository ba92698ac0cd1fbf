import path from "node:path";
import { mergeProvenance, type CwdState, type DataSource, type Field, type Redirection } from "../model.js";
import type { Env } from "./env.js";

const MAX_TRACKED_TEXT = 100_000;

/** The key a file is tracked under: absolute when the working directory is known, normalized otherwise. */
export function filePath(field: Field | undefined, cwd: CwdState): string | undefined {
  const value = field?.value;
  if (value === undefined || value === "" || field?.glob) return undefined;
  if (path.posix.isAbsolute(value)) return path.posix.normalize(value);
  return cwd.known ? path.posix.resolve(cwd.path, value) : path.posix.normalize(value);
}

/**
 * What the script wrote to a file earlier (`echo … > x.sh`, `cat <<EOF > x.sh`, `curl -o x.sh`,
 * `tee x.sh`, `cp`), so running or reading it later is analysed with that content.
 *
 * @example
 * // echo 'rm -rf /' > s.sh; bash s.sh
 * trackedFile(staticField("s.sh"), cwd, env)?.text // "rm -rf /\n"
 */
export function trackedFile(field: Field | undefined, cwd: CwdState, env: Env): DataSource | undefined {
  const key = filePath(field, cwd);
  if (key === undefined || env.files.size === 0) return undefined;
  return env.files.get(key) ?? treeHolding(key, env);
}

/**
 * Records a directory whose every file came from one source (a repository cloned, an archive
 * unpacked): a file below it that the script did not write itself is read as that source.
 */
export function writeTree(key: string, data: DataSource, env: Env): void {
  env.files.set(treeKey(key), data);
}

/** The recorded tree a path is or lies in, if any (itself or its nearest recorded ancestor directory). */
function treeHolding(key: string, env: Env): DataSource | undefined {
  return recordedTree(key, env.files);
}

/** The recorded tree (a clone, an unpacked archive) a path is or lies in, among the files a script wrote. */
export function recordedTree(key: string, files: ReadonlyMap<string, DataSource>): DataSource | undefined {
  for (let directory = key, hops = 0; hops < 64; directory = path.posix.dirname(directory), hops++) {
    const tree = files.get(treeKey(directory));
    if (tree) return tree;
    if (directory === "/" || directory === ".") return undefined;
  }
  return undefined;
}

/** Trees are kept beside files under their path with a trailing slash, which no file path has. */
function treeKey(directory: string): string {
  return directory.endsWith("/") ? directory : `${directory}/`;
}

/** Records a write (`>`, or `>>` appending to what is known). */
export function writeFile(key: string, data: DataSource, append: boolean, env: Env): void {
  const previous = append ? env.files.get(key) : undefined;
  let written: DataSource = data;
  if (previous) {
    written =
      previous.text !== undefined && data.text !== undefined && previous.text.length + data.text.length <= MAX_TRACKED_TEXT
        ? { ...data, text: previous.text + data.text }
        : { provenance: mergeProvenance(previous.provenance, data.provenance), description: `${previous.description}; ${data.description}` };
  }
  if (written.text !== undefined && written.text.length > MAX_TRACKED_TEXT) written = { provenance: written.provenance, description: written.description };
  env.files.set(key, written);
}

/** Records what a command's standard output redirects write. */
export function recordOutputWrites(redirections: readonly Redirection[], output: DataSource, cwd: CwdState, env: Env): void {
  for (const redirect of redirections) {
    const stdout = redirect.fd === undefined || redirect.fd === 1;
    if (!stdout || !(redirect.op === ">" || redirect.op === ">>" || redirect.op === ">|" || redirect.op === "&>" || redirect.op === "&>>")) continue;
    const key = filePath(redirect.target, cwd);
    if (key !== undefined) writeFile(key, output, redirect.op.endsWith(">>"), env);
  }
}
