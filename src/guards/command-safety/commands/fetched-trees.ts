import path from "node:path";
import { provenance, type Field, type Invocation } from "../model.js";
import { filePath, trackedFile, writeTree } from "../walk/files.js";
import type { Env } from "../walk/env.js";
import { archiveExtraction } from "./archives.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { GIT_GLOBAL } from "./git-options.js";
import { objectStoreFetch } from "./object-store-fetches.js";

/** The provenance source of a repository cloned in the same command: running its files asks rather than denies. */
export const CLONED = "git clone";

const CLONE: OptionGrammar = {
  flags: "lsqvnj",
  values: "bocuj",
  longValues: ["branch", "origin", "depth", "config", "reference", "reference-if-able", "separate-git-dir", "upload-pack", "template", "filter", "jobs", "shallow-since", "shallow-exclude", "bundle-uri", "server-option", "revision", "ref-format"],
  aliases: { b: "branch", o: "origin", c: "config", u: "upload-pack", j: "jobs" },
};
/** A repository on another machine: a URL, or scp-like `host:path`. */
const REMOTE_REPOSITORY = /^(?:[a-z][a-z0-9+.-]*:\/\/(?!\/)|[\w.-]+@[\w.-]+:|[\w-]+(?:\.[\w-]+)+:(?!\/\/))/i;

/**
 * Records directories whose files came from the network earlier in the command, so that running
 * one of them is judged as running downloaded code: a repository cloned from another machine
 * (`git clone URL [dir]`, `gh repo clone owner/repo [dir]`, `glab repo clone`), or an archive
 * fetched and unpacked (`curl … | tar xz`, `tar xf a.tgz` or `unzip a.zip -d dir` of a file
 * downloaded above), or a bucket's prefix copied into a directory (`aws s3 sync s3://b/tools tools`).
 *
 * @example
 * // git clone https://example.com/tools.git && ./tools/install.sh — install.sh came from the clone
 */
export function recordFetchedTree(invocation: Invocation, env: Env): void {
  const fetched = fetchedTree(invocation, env);
  if (!fetched) return;
  const key = filePath(fetched.directory, invocation.cwd);
  if (key !== undefined) writeTree(key, { provenance: provenance({ network: true }, [fetched.source]), description: fetched.description }, env);
}

/** A directory that came from the network, where from, and how reasons name it. */
interface FetchedTree {
  directory: Field;
  source: string;
  description: string;
}

function fetchedTree(invocation: Invocation, env: Env): FetchedTree | undefined {
  const args = invocation.argv.slice(1);
  switch (invocation.name) {
    case "git":
      return gitClone(args);
    case "gh":
    case "glab": {
      if (args[0]?.value !== "repo" || args[1]?.value !== "clone") return undefined;
      const [repository, directory] = args.slice(2).filter((field) => field.value === undefined || !field.value.startsWith("-"));
      return repository?.value === undefined ? undefined : clone(repository.value, repository, directory);
    }
    case "tar":
    case "bsdtar":
    case "gtar":
    case "unzip":
    case "7z":
    case "7za":
    case "7zz": {
      const extraction = archiveExtraction(invocation.name, args);
      if (!extraction) return undefined;
      const archive = extraction.archive ? trackedFile(extraction.archive, invocation.cwd, env) : invocation.stdin;
      if (!archive?.provenance.network) return undefined;
      // Into the working directory, an archive usually unpacks as one folder or program named like
      // it (`tool-1.2.tar.gz` → `tool-1.2/`): that is what came from the network, not the project
      // around it. Only an archive of unknown name taints the whole directory.
      const stem = extraction.directory.value === "." ? archiveStem(extraction.archive?.value ?? archive.description) : undefined;
      const directory = stem ? { value: stem, text: stem, glob: false } : extraction.directory;
      return { directory, source: invocation.name, description: `${directory.value ?? directory.text} (unpacked from ${archive.description})` };
    }
    default: {
      // `aws s3 sync s3://b/tools ./tools`, `rclone copy remote:bin /opt/bin`: a prefix of a bucket copied into a directory.
      const fetched = objectStoreFetch(invocation);
      return fetched?.tree === undefined ? undefined : { directory: { value: fetched.tree, text: fetched.tree, glob: false }, source: fetched.source, description: `${fetched.tree} (copied from object storage by ${fetched.source})` };
    }
  }
}

/** `git [global options] clone [options] <repository> [<directory>]` from another machine. */
function gitClone(args: readonly Field[]): FetchedTree | undefined {
  const global = parseOptions(args, GIT_GLOBAL);
  const at = global.operandIndex;
  if (args[at]?.value !== "clone") return undefined;
  const parsed = parseOptions(args.slice(at + 1), CLONE);
  const [repository, directory] = parsed.operands;
  if (repository?.value === undefined || !REMOTE_REPOSITORY.test(repository.value)) return undefined;
  return clone(repository.value, repository, directory);
}

/** The tree a clone of `url` makes: the directory given, or the one git names after the repository. */
function clone(url: string, repository: Field, directory: Field | undefined): FetchedTree {
  const name = directory ?? { value: humanish(url), text: repository.text, glob: false };
  return { directory: name, source: CLONED, description: `${name.value ?? name.text} (cloned from ${url})` };
}

/** The name an archive unpacks under, from its file name or URL (`…/tool-1.2-linux.tar.gz` → `tool-1.2-linux`). */
function archiveStem(text: string): string | undefined {
  const match = /([\w.+-]+?)\.(?:tar\.(?:gz|xz|bz2|zst|lz|lzma)|tgz|txz|tbz2?|tar|zip|7z)(?=$|[\s?#"'])/i.exec(text);
  return match?.[1];
}

/** The directory git names a clone after: the repository's last path part without `.git` (`…/tools.git/` → `tools`). */
function humanish(repository: string): string {
  const last = path.posix.basename(repository.replace(/[/:]+$/, "").replace(/\/\.git$/, "").replace(/^.*:/, ""));
  return last.replace(/\.(?:git|bundle)$/, "") || "repository";
}
