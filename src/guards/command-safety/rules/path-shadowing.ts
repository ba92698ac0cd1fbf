import path from "node:path";
import { fileWrites } from "../commands/file-writes.js";
import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import { isSearchPathDirectory, shadowedProgram, wellKnownProgram } from "../../security-audit/program-shadowing.js";
import { systemFileClass } from "../../security-audit/system-paths.js";
import type { Field, Invocation } from "../model.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Programs that copy, move, link or install their operands into a destination. */
const PLACERS = new Set(["cp", "mv", "install", "ln", "rsync", "ditto"]);
/** Where the system's own programs live: a link to one of them under its own name is that program. */
const SYSTEM_PROGRAM_DIRECTORY = /^\/(?:usr\/(?:local\/)?)?s?bin\/|^\/opt\/homebrew\/(?:s?bin|opt\/[^/]+\/s?bin)\/|^\/usr\/libexec\/|^\/opt\/local\/s?bin\//;

/**
 * Programs put where PATH finds them before the real ones: a file named after a well-known
 * program (git, ssh, sudo, python, node, npm, curl, bash, docker, kubectl, aws, gh, claude,
 * loopgate, …) written into `/usr/local/bin`, Homebrew's or MacPorts' bins, `/snap/bin`,
 * `~/.local/bin`, `~/bin`, `~/.cargo/bin`, `~/go/bin` and the like, by any write (cp, mv,
 * install, ln, tee, dd, downloads, redirects). Every later call of that name runs the file. A new
 * name (`install build/mytool /usr/local/bin/mytool`), a program file of that very name installed
 * under it (`install kubectl /usr/local/bin/kubectl`) and a link to the system's own program
 * under its family's name (`ln -sf /usr/bin/python3 /usr/local/bin/python`, what
 * `python-is-python3` does) stay allowed; package managers install as designed.
 */
export const pathShadowingRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.path-shadowing", decision: "ask", description: "Puts a program named after a well-known one (git, ssh, python, node, npm, curl, bash, docker, kubectl, aws, gh, claude, loopgate, …) into a directory PATH lists before the real one (/usr/local/bin, /opt/homebrew/bin, ~/.local/bin, ~/bin, ~/.cargo/bin, …), by any write or a file tool: every later call of that name runs it." },
  ],
  invocation(invocation, context) {
    const hits: Hit[] = [];
    const by = shown(invocation);
    for (const { field, effect } of fileWrites(invocation)) {
      if (effect === "delete" || effect === "truncate" || effect === "move-away") continue;
      for (const target of placedFiles(field, invocation, context)) {
        const hit = shadowingHit(target, invocation, context, by);
        if (hit) hits.push(hit);
      }
    }
    return hits;
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target) || !invocation || redirect.target.value === undefined) return [];
    const absolute = resolve(redirect.target.value, pathContext(invocation, context));
    const hit = absolute.absolute ? shadowingHit(absolute.path, invocation, context, `a redirect of ${shown(invocation)}`) : undefined;
    return hit ? [hit] : [];
  },
};

/** The files a write lands on: the path itself, or each source's name when the destination is a PATH directory (`cp ./git ~/.local/bin`). */
function placedFiles(field: Field, invocation: Invocation, context: RuleContext): string[] {
  if (field.value === undefined) return [];
  const absolute = resolve(field.value, pathContext(invocation, context));
  if (!absolute.absolute) return [];
  if (!PLACERS.has(invocation.name) || !isSearchPathDirectory(absolute.path, context.home)) return [absolute.path];
  return sourcesOf(invocation).map((source) => path.posix.join(absolute.path, path.posix.basename(source)));
}

/** cp's, mv's, install's and ln's options that take a value (coreutils' manuals). */
const PLACING: OptionGrammar = { flags: "abcCdDfFHiLlnPpRrsTuvxZ", values: "tSmog", longValues: ["target-directory", "suffix", "mode", "owner", "group", "strip-program"], longOptionals: ["backup", "preserve", "reflink", "sparse", "update", "context"], aliases: { t: "target-directory" } };

/** The sources of a copy, move or link: every operand with `-t DIR`, else all but the last. */
function sourcesOf(invocation: Invocation): string[] {
  const parsed = parseOptions(invocation.argv.slice(1, 33), PLACING);
  const operands = parsed.operands.map((field) => field.value ?? "\u0000");
  return parsed.has("target-directory") ? operands : operands.slice(0, -1);
}

function shadowingHit(absolute: string, invocation: Invocation, context: RuleContext, by: string): Hit | undefined {
  // System files (`/usr/bin/git`) and privileged programs' names (`~/.local/bin/sudo`) have their own rules.
  if (systemFileClass(absolute) !== undefined) return undefined;
  const program = shadowedProgram(absolute, context.home);
  if (program === undefined || linksToSameProgram(invocation, program, context) || installsProgramOfName(invocation, program)) return undefined;
  return { rule: "host.path-shadowing", decision: "ask", reason: `${by} puts a program named ${program} at ${absolute}, ahead of the real one on PATH: every later ${program} call runs it${via(invocation)}` };
}

/** Places anyone can write, where a file of a program's name proves nothing about what it is. */
const TEMPORARY = /^(?:\/tmp|\/var\/tmp|\/dev\/shm|\/private\/tmp)\/|(?:^|\/)\.[^/]+\//;

/**
 * `sudo install -m 0755 kubectl /usr/local/bin/kubectl`, `mv ./terraform /usr/local/bin/`, `cp
 * build/gh ~/.local/bin/gh`: a program file of the very name, copied or moved under its own name,
 * is that program being installed, as many CLIs document their installation. A file of another
 * name (`cp evil /usr/local/bin/git`, a `git-wrapper`) or one from a temporary or hidden directory
 * (`cp /tmp/git …`) is not.
 */
function installsProgramOfName(invocation: Invocation, program: string): boolean {
  if (invocation.name === "ln" || !PLACERS.has(invocation.name)) return false;
  const sources = sourcesOf(invocation);
  return sources.length > 0 && sources.every((source) => !TEMPORARY.test(source) && wellKnownProgram(path.posix.basename(source)) === program);
}

/**
 * `ln -s /usr/bin/python3 /usr/local/bin/python`, `ln -sf "$(which node)" ~/.local/bin/node`,
 * `ln -s ~/.local/share/pnpm/pnpm ~/.local/bin/pnpm`, `ln -s /opt/homebrew/bin/gsed
 * /opt/homebrew/bin/sed`: a link to an installed program of the same family (or its GNU build) is
 * that program under another name, as Debian's `python-is-python3` makes it.
 */
function linksToSameProgram(invocation: Invocation, program: string, context: RuleContext): boolean {
  if (invocation.name !== "ln") return false;
  const sources = invocation.argv.slice(1, 33).filter((field) => field.value === undefined || !field.value.startsWith("-")).slice(0, -1);
  return sources.length > 0 && sources.every((field) => {
    const located = /^"?\$\((?:which|command -v)\s+([\w.+-]+)\)"?$/.exec(field.text)?.[1];
    if (located !== undefined) return sameFamily(located, program);
    if (field.value === undefined || field.value.includes("..")) return false;
    const source = resolve(field.value, pathContext(invocation, context));
    const installed = source.absolute && (SYSTEM_PROGRAM_DIRECTORY.test(source.path) || isSearchPathDirectory(path.posix.dirname(source.path), context.home));
    return installed && sameFamily(path.posix.basename(source.path), program);
  });
}

/** Programs documented as drop-in replacements installed under another's name: Debian's `nodejs`, Neovim for vim, Podman's `podman-docker`. */
const STANDS_IN_FOR: Readonly<Record<string, readonly string[]>> = { nodejs: ["node"], nvim: ["vim", "vi"], vim: ["vi"], podman: ["docker"] };

/** Whether a program's name is of the family (`python3.12` of `python`), its GNU build (`gsed` of `sed`), or its documented stand-in. */
function sameFamily(name: string, program: string): boolean {
  if (wellKnownProgram(name) === program || (name.startsWith("g") && wellKnownProgram(name.slice(1)) === program)) return true;
  return ownEntry(STANDS_IN_FOR, name)?.includes(program) === true;
}
