import path from "node:path";
import { GRID_CONTEXT, relativeToProject, type GridFile } from "./secret-path-grid.js";

/**
 * Axis B of the secret-path grid: the ways one path is spelled, each from the Bash manual
 * (EXPANSION: tilde, parameter, brace and pathname expansion, quote removal; the `cd`, `pushd`
 * and `shopt globstar` builtins), POSIX pathname resolution (XBD 4.13: `.`, `..` and repeated
 * slashes) or proc(5) (`/proc/self/root`, `/proc/self/cwd`). A spelling may not apply to a file
 * (a tilde for a file outside the home directory); it then returns undefined.
 */

/** A path as spelled: commands run before the reader (`cd ~/.aws && `) and the path itself. */
export interface Spelled {
  setup: string;
  path: string;
}

/** Where a literal path (not a shell word) is given: inside program text in double quotes, or as a file tool's argument. */
export type LiteralPlace = "code" | "tool";

/** One way of spelling a path. */
export interface PathSpelling {
  id: string;
  source: string;
  /** What the spelling widens the path to: a glob or a brace pattern also names other files. */
  widens?: "glob" | "brace";
  /** The path as shell words (after setup commands), or undefined when it does not apply. */
  shell(file: GridFile): Spelled | undefined;
  /** The path as literal text inside code or given to a file tool, or undefined when it does not apply there. */
  literal?(file: GridFile, place: LiteralPlace): Spelled | undefined;
}

const HOME = GRID_CONTEXT.home;
const USER = path.posix.basename(HOME);

/** A path's characters as one unquoted shell word: anything but plain path characters backslash-escaped. */
export function escapeWord(text: string): string {
  return text.replace(/[^A-Za-z0-9_@%+=:,./~-]/g, (character) => `\\${character}`);
}

/** Below the home directory, or undefined. */
function belowHome(file: GridFile): string | undefined {
  return file.absolute.startsWith(`${HOME}/`) ? file.absolute.slice(HOME.length + 1) : undefined;
}

/** The file as the shell's shortest everyday spelling: `~/…` below home, absolute elsewhere. */
function tilded(absolute: string): string {
  return absolute.startsWith(`${HOME}/`) ? `~/${escapeWord(absolute.slice(HOME.length + 1))}` : escapeWord(absolute);
}

function directoryOf(file: GridFile): string {
  return path.posix.dirname(file.absolute);
}

function nameOf(file: GridFile): string {
  return path.posix.basename(file.absolute);
}

/** The file's directory spelled as `spell` spells paths, with `name` after it. */
function inDirectory(file: GridFile, name: string): string {
  const directory = directoryOf(file);
  return `${directory === "/" ? "" : tilded(directory)}/${name}`;
}

/** Where in a name a one-character pattern goes: the letter or digit nearest its middle, never a leading dot. */
function middle(name: string): number {
  const half = Math.floor(name.length / 2);
  for (let offset = 0; offset < name.length; offset++) {
    for (const at of [half - offset, half + offset]) if (at > 0 && /[A-Za-z0-9]/.test(name[at] ?? "")) return at;
  }
  return Math.max(1, half);
}

/** The name with character `at` replaced by a pattern, the rest escaped. */
function withPattern(name: string, at: number, pattern: string): string {
  return escapeWord(name.slice(0, at)) + pattern + escapeWord(name.slice(at + 1));
}

/** The next character in a `{x..y}` sequence (the one before for `9`, `z` and `Z`). */
function neighbour(character: string): string {
  const code = character.charCodeAt(0);
  return /[9zZ]/.test(character) ? String.fromCharCode(code - 1) : String.fromCharCode(code + 1);
}

/** Absolute-path spellings (`/./`, `//`, `dir/../dir`) below the home as `~` or elsewhere as `/`. */
function respelled(file: GridFile, join: (parts: string[]) => string): string {
  const below = belowHome(file);
  const parts = (below ?? file.absolute.slice(1)).split("/");
  return (below !== undefined ? "~/" : "/") + join(parts.map(escapeWord));
}

function literalRespelled(file: GridFile, join: (parts: string[]) => string): string {
  return `/${join(file.absolute.slice(1).split("/"))}`;
}

const insertDots = (parts: string[]): string => (parts.length > 1 ? [parts[0], ".", ...parts.slice(1, -1), ".", parts.at(-1)].join("/") : `./${parts[0]}`);
const doubleSlashes = (parts: string[]): string => parts.join("//");
const throughParent = (parts: string[]): string => (parts.length > 1 ? [...parts.slice(0, -1), "..", parts.at(-2), parts.at(-1)].join("/") : parts.join("/"));

const plain = (text: string): Spelled => ({ setup: "", path: text });

/** Axis B: the documented spellings of one path. */
export const PATH_SPELLINGS: readonly PathSpelling[] = [
  {
    id: "absolute",
    source: "POSIX XBD 4.13: an absolute pathname",
    shell: (file) => plain(escapeWord(file.absolute)),
    literal: (file) => plain(file.absolute),
  },
  {
    id: "tilde",
    source: "bash(1) Tilde Expansion: ~/ is $HOME",
    shell: (file) => (belowHome(file) === undefined ? undefined : plain(tilded(file.absolute))),
    literal: (file, place) => (place === "tool" && belowHome(file) !== undefined ? plain(`~/${belowHome(file)}`) : undefined),
  },
  {
    id: "home-variable",
    source: "bash(1) Parameter Expansion: $HOME",
    shell: (file) => (belowHome(file) === undefined ? undefined : plain(`$HOME/${escapeWord(belowHome(file) as string)}`)),
    literal: (file) => (belowHome(file) === undefined ? undefined : plain(`$HOME/${belowHome(file)}`)),
  },
  {
    id: "home-braced",
    source: "bash(1) Parameter Expansion: ${HOME}",
    shell: (file) => (belowHome(file) === undefined ? undefined : plain(`\${HOME}/${escapeWord(belowHome(file) as string)}`)),
    literal: (file) => (belowHome(file) === undefined ? undefined : plain(`\${HOME}/${belowHome(file)}`)),
  },
  {
    id: "home-quoted-variable",
    source: "bash(1) QUOTING: \"$HOME\"/… (the variable quoted, the rest not)",
    shell: (file) => (belowHome(file) === undefined ? undefined : plain(`"$HOME"/${escapeWord(belowHome(file) as string)}`)),
  },
  {
    id: "home-double-quoted",
    source: "bash(1) QUOTING: \"$HOME/…\" (parameter expansion inside double quotes)",
    shell: (file) => (belowHome(file) === undefined ? undefined : plain(`"$HOME/${belowHome(file)}"`)),
  },
  {
    id: "relative",
    source: "POSIX XBD 4.13: a relative pathname resolves against the working directory",
    shell: (file) => plain(escapeWord(relativeToProject(file.absolute))),
    literal: (file) => plain(relativeToProject(file.absolute)),
  },
  {
    id: "tilde-user",
    source: "bash(1) Tilde Expansion: ~login is that user's home",
    shell: (file) => (belowHome(file) === undefined ? undefined : plain(`~${USER}/${escapeWord(belowHome(file) as string)}`)),
    literal: (file, place) => (place === "tool" && belowHome(file) !== undefined ? plain(`~${USER}/${belowHome(file)}`) : undefined),
  },
  {
    id: "dot-segments",
    source: "POSIX XBD 4.13: `.` names the directory itself",
    shell: (file) => plain(respelled(file, insertDots)),
    literal: (file) => plain(literalRespelled(file, insertDots)),
  },
  {
    id: "double-slashes",
    source: "POSIX XBD 4.13: multiple slashes are one",
    shell: (file) => plain(respelled(file, doubleSlashes)),
    literal: (file) => plain(literalRespelled(file, doubleSlashes)),
  },
  {
    id: "through-parent",
    source: "POSIX XBD 4.13: `dir/../dir` leaves and re-enters a directory",
    shell: (file) => plain(respelled(file, throughParent)),
    literal: (file) => plain(literalRespelled(file, throughParent)),
  },
  {
    id: "backslash-escaped",
    source: "bash(1) QUOTING: a backslash before an ordinary character is removed",
    shell: (file) => {
      const spelled = tilded(file.absolute);
      const at = spelled.search(/[A-Za-z]/);
      return at < 0 ? undefined : plain(`${spelled.slice(0, at)}\\${spelled.slice(at)}`);
    },
  },
  {
    id: "single-quoted",
    source: "bash(1) QUOTING: single quotes around part of a word",
    shell: (file) => {
      const below = belowHome(file);
      return below !== undefined ? plain(`~/'${below.replace(/'/g, "'\\''")}'`) : plain(`'${file.absolute}'`);
    },
  },
  {
    id: "glob-star",
    source: "bash(1) Pattern Matching: * in the file's directory (.* for a dot file)",
    widens: "glob",
    shell: (file) => plain(inDirectory(file, nameOf(file).startsWith(".") ? ".*" : "*")),
  },
  {
    id: "glob-question",
    source: "bash(1) Pattern Matching: ? for one character",
    widens: "glob",
    shell: (file) => plain(inDirectory(file, withPattern(nameOf(file), middle(nameOf(file)), "?"))),
  },
  {
    id: "glob-bracket",
    source: "bash(1) Pattern Matching: [...] for one character of a set",
    widens: "glob",
    shell: (file) => {
      const name = nameOf(file);
      const at = middle(name);
      const character = name[at] as string;
      return plain(inDirectory(file, withPattern(name, at, `[${escapeWord(character)}${escapeWord(neighbour(character))}]`)));
    },
  },
  {
    id: "glob-extension",
    source: "bash(1) Pattern Matching: *.ext in the file's directory",
    widens: "glob",
    shell: (file) => {
      const name = nameOf(file);
      const dot = name.lastIndexOf(".");
      if (dot <= 0) return undefined;
      return plain(inDirectory(file, `${name.startsWith(".") ? ".*" : "*"}${escapeWord(name.slice(dot))}`));
    },
  },
  {
    id: "glob-prefix",
    source: "bash(1) Pattern Matching: the name's beginning and *",
    widens: "glob",
    shell: (file) => {
      const name = nameOf(file);
      return name.length < 3 ? undefined : plain(inDirectory(file, `${escapeWord(name.slice(0, Math.min(4, name.length - 1)))}*`));
    },
  },
  {
    id: "glob-parent",
    source: "bash(1) Pattern Matching: */name, the parent directory as a pattern",
    widens: "glob",
    shell: (file) => {
      const directory = directoryOf(file);
      if (directory === "/") return undefined;
      const parent = path.posix.basename(directory);
      const pattern = parent.startsWith(".") ? ".*" : "*";
      const above = path.posix.dirname(directory);
      return plain(`${above === "/" ? "" : tilded(above)}/${pattern}/${escapeWord(nameOf(file))}`);
    },
  },
  {
    id: "globstar",
    source: "bash(1) shopt globstar: ** matches any number of directories",
    widens: "glob",
    shell: (file) => {
      const below = belowHome(file);
      const top = below !== undefined ? "~" : `/${file.absolute.split("/")[1]}`;
      return { setup: "shopt -s globstar; ", path: `${top}/**/${escapeWord(nameOf(file))}` };
    },
  },
  {
    id: "brace-list",
    source: "bash(1) Brace Expansion: {a,b}",
    widens: "brace",
    shell: (file) => plain(inDirectory(file, `{${escapeWord(nameOf(file))},README}`)),
  },
  {
    id: "brace-split",
    source: "bash(1) Brace Expansion: a preamble and alternatives, one of them empty",
    widens: "brace",
    shell: (file) => {
      const name = nameOf(file);
      const at = Math.ceil(name.length / 2);
      return plain(inDirectory(file, `${escapeWord(name.slice(0, at))}{${escapeWord(name.slice(at))},}`));
    },
  },
  {
    id: "brace-sequence",
    source: "bash(1) Brace Expansion: {x..y} sequences of letters or digits",
    widens: "brace",
    shell: (file) => {
      const name = nameOf(file);
      const at = name.search(/[A-Za-z0-9](?=[^A-Za-z0-9]*$)/);
      if (at < 0) return undefined;
      const character = name[at] as string;
      const [from, to] = /[9zZ]/.test(character) ? [neighbour(character), character] : [character, neighbour(character)];
      return plain(inDirectory(file, `${escapeWord(name.slice(0, at))}{${from}..${to}}${escapeWord(name.slice(at + 1))}`));
    },
  },
  {
    id: "variable",
    source: "bash(1) PARAMETERS: a variable assigned earlier in the same command",
    shell: (file) => ({ setup: `f=${tilded(file.absolute)}; `, path: '"$f"' }),
    literal: (file, place) => (place === "code" ? { setup: `f=${escapeWord(file.absolute)}; `, path: "$f" } : undefined),
  },
  {
    id: "directory-variable",
    source: "bash(1) PARAMETERS: the directory in a variable, the name after it",
    shell: (file) => ({ setup: `d=${tilded(directoryOf(file))}; `, path: `"$d"/${escapeWord(nameOf(file))}` }),
    literal: (file, place) => (place === "code" ? { setup: `d=${escapeWord(directoryOf(file))}; `, path: `$d/${nameOf(file)}` } : undefined),
  },
  {
    id: "cd",
    source: "bash(1) cd: the name relative to the new working directory",
    shell: (file) => ({ setup: `cd ${tilded(directoryOf(file))} && `, path: escapeWord(nameOf(file)) }),
    literal: (file, place) => (place === "code" ? { setup: `cd ${tilded(directoryOf(file))} && `, path: nameOf(file) } : undefined),
  },
  {
    id: "pushd",
    source: "bash(1) pushd: the directory stack's top is the working directory",
    shell: (file) => ({ setup: `pushd ${tilded(directoryOf(file))} > /dev/null && `, path: escapeWord(nameOf(file)) }),
    literal: (file, place) => (place === "code" ? { setup: `pushd ${tilded(directoryOf(file))} > /dev/null && `, path: nameOf(file) } : undefined),
  },
  {
    id: "proc-root",
    source: "proc(5): /proc/self/root is the process's root directory",
    shell: (file) => plain(`/proc/self/root${escapeWord(file.absolute)}`),
    literal: (file) => plain(`/proc/self/root${file.absolute}`),
  },
  {
    id: "proc-cwd",
    source: "proc(5): /proc/self/cwd is the process's working directory",
    shell: (file) => plain(`/proc/self/cwd/${escapeWord(relativeToProject(file.absolute))}`),
    literal: (file) => plain(`/proc/self/cwd/${relativeToProject(file.absolute)}`),
  },
];
