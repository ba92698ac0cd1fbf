import { DECODERS, FILTERS, NETWORK_FETCHERS } from "../commands/command-classes.js";
import { jqRewrite } from "../commands/jq-updates.js";
import { printsShellSetup } from "../commands/shell-setup-generators.js";
import { awkPrintText, cutText, sedText } from "./text-filters.js";
import { filteredListing } from "../flows/filtered-listings.js";
import { printsRemoteObject } from "../commands/downloads.js";
import { parseOptions } from "../commands/getopt.js";
import { READER_OPTION_GRAMMARS } from "../commands/reader-options.js";
import { base32Bytes } from "../code/decoder-formats.js";
import { decodeEscapes } from "../evaluate/escapes.js";
import { mergeProvenance, provenance, type DataSource, type Field, type Invocation, type Provenance } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";

const MAX_OUTPUT = 100_000;
/** How much of an upstream stage's description a filter's output keeps. */
const MAX_DESCRIPTION = 240;
/** Commands that print nothing on standard output (errors go to stderr). */
const SILENT = new Set(["cd", "export", "set", "unset", "declare", "local", "readonly", "typeset", "alias", "trap", "shift", "wait", "umask", "exit", "return", "mkdir", "rm", "rmdir", "cp", "mv", "touch", "chmod", "chown", "chgrp", "ln", "sleep", "true", ":", "false"]);

/**
 * What a command prints, as far as the guard can tell: the exact text for pure data commands
 * (echo, printf, cat of a heredoc, base64 -d, xxd -r -p, rev, tr, pwd, git rev-parse --show-toplevel, which, basename, dirname),
 * otherwise where the text comes from (the network, a decoder, a local program).
 *
 * @example
 * commandOutput(echoInvocation("cm0gLXJmIC8K"), undefined) // { text: "cm0gLXJmIC8K\n", … }
 */
export function commandOutput(invocation: Invocation, stdin: DataSource | undefined): DataSource {
  const description = invocation.line;
  const text = staticText(invocation, stdin);
  if (text !== undefined && text.length <= MAX_OUTPUT) return { provenance: provenance({}), text, description };
  const name = invocation.name;
  // `rg --files -g GLOB DIR` and `locate NAME` list paths, one a line, for `xargs` or `parallel` to use
  // (what `ls` lists is its effect, `commands/listing.ts`).
  const listed = listedFiles(invocation) ?? filteredListing(invocation, stdin);
  if (listed) return { provenance: provenance({ generated: true }, [name]), description, found: listed };
  // `gh completion -s bash`, `pyenv init -`: a tool's own setup code by a documented subcommand, not what it fetches.
  if (printsShellSetup(invocation)) return { provenance: provenance({ envInit: true }, [name]), description };
  if (NETWORK_FETCHERS.has(name) || name === "ssh" || printsRemoteObject(invocation)) return { provenance: provenance({ network: true }, [name]), description };
  if (DECODERS.has(name) || FILTERS.has(name)) {
    const processes = invocation.argv.slice(1).filter((field) => field.process?.direction === "in").map((field) => field.process?.provenance as Provenance);
    const piped = stdin !== undefined && readsStdin(invocation);
    const input = piped ? stdin.provenance : processes.length > 0 ? mergeProvenance(...processes) : provenance({ generated: true }, [name]);
    // Known text reshaped by a filter the guard cannot evaluate (`sed 's/X//g' <<< 'rXm -rf ~'`) is as hidden as decoded text.
    const reshaped = piped && stdin.text !== undefined && !/^(?:grep|egrep|fgrep|rg|head|tail|sort|uniq|wc|tee|cat)$/.test(name);
    // A filter passes on part of what it was given: `ps aux | grep loopgate | awk '{print $2}'` prints PIDs of loopgate's processes.
    const filtered = piped && stdin.description !== "nothing" ? `${stdin.description.slice(0, MAX_DESCRIPTION)} | ${description}` : description;
    // `jq FILTER settings.json`: the file rewritten by a filter, judged by its change where it is written back.
    const rewrite = name === "jq" || name === "gojq" ? jqRewrite(invocation) : undefined;
    return { provenance: DECODERS.has(name) || reshaped ? mergeProvenance(input, provenance({ obfuscated: true }, [name])) : input, description: filtered, ...(rewrite ? { rewrite } : {}) };
  }
  return { provenance: provenance({ generated: true }, [name || "a command"]), description };
}

/**
 * What `git ls-files [PATHSPEC…]` lists: the tracked files below the working directory, named
 * like its pathspecs (`'*.pem'`, `config/*.key`); undefined for the options that print more than
 * names (`-s`, `--stage`, `--debug`, `--format`).
 */
function trackedFiles(values: readonly string[]): Field["found"] | undefined {
  if (values.length > 32 || values.some((value) => /^-[a-zA-Z]*s|^--(?:stage|debug|format|eol)/.test(value))) return undefined;
  const specs = values.filter((value) => !value.startsWith("-") && value !== "" && value.length <= 256 && !value.startsWith(":")).slice(0, 4);
  const root = { value: ".", text: ".", glob: false };
  if (specs.length === 0) return { root, narrowed: false };
  const names = specs.filter((spec) => !spec.includes("/"));
  const paths = specs.filter((spec) => spec.includes("/"));
  return { root, narrowed: true, ...(names.length ? { names } : {}), ...(paths.length ? { paths } : {}) };
}

/** What `rg --files [-g GLOB] [DIR]` and `locate NAME` list: paths below a root with names like a pattern. */
function listedFiles(invocation: Invocation): Field["found"] | undefined {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  if (/^(?:[mp]?locate)$/.test(invocation.name)) {
    if (values.some((value) => /^-[a-zA-Z]*[rc]$|^--(?:regex|count)$/.test(value))) return undefined;
    const name = values.find((value) => !value.startsWith("-") && /^[\w.*?/~-]+$/.test(value) && value.length <= 256);
    if (name === undefined) return undefined;
    const root = { value: "/", text: "/", glob: false };
    // locate(1): a pattern with a glob matches the whole path, one without it any part of it.
    const glob = /[*?]/.test(name);
    if (!name.includes("/")) return { root, narrowed: true, names: [glob ? name : `*${name}*`] };
    return { root, narrowed: true, paths: [glob ? name : `*${name}`] };
  }
  if (invocation.name === "git" && values[0] === "ls-files") return trackedFiles(values.slice(1));
  if ((invocation.name !== "rg" && invocation.name !== "ripgrep") || !values.includes("--files")) return undefined;
  const names: string[] = [];
  const roots: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = values[index] as string;
    if (value === "-g" || value === "--glob" || value === "--iglob") {
      const glob = values[++index] ?? "";
      if (!glob.startsWith("!") && !glob.includes("/")) names.push(glob);
    } else if (/^--i?glob=/.test(value)) names.push(value.slice(value.indexOf("=") + 1));
    else if (/^-[tTmAB]$|^--(?:type|type-not|max-depth|max-count|threads|ignore-file|pre)$/.test(value)) index++;
    else if (!value.startsWith("-") || args[index]?.value === undefined) roots.push(args[index] as Field);
  }
  const root = roots[0] ?? { value: ".", text: ".", glob: false };
  return names.length > 0 ? { root, narrowed: true, names } : { root, narrowed: false };
}

function staticText(invocation: Invocation, stdin: DataSource | undefined): string | undefined {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value);
  const known = values.every((value): value is string => value !== undefined);
  if (SILENT.has(invocation.name) && !args.some((field) => field.value === "-v" || field.value === "--verbose" || field.value === "-p")) return "";
  switch (invocation.name) {
    case "echo":
      return known ? echo(values) : undefined;
    case "printf":
      return known && values[0] !== "-v" ? printf(values[0] ?? "", values.slice(1)) : undefined;
    case "cat":
      if (args.length > 0 && args.every((field) => field.process?.text !== undefined || field.value === "-")) {
        return args.map((field) => (field.value === "-" ? (stdin?.text ?? "") : field.process?.text)).join("");
      }
      return known && values.every((value) => value === "-") ? stdin?.text : undefined;
    case "tee":
      return known && values.every((value) => !value.startsWith("-")) ? stdin?.text : undefined;
    case "base64":
    case "base32":
      return known && values.some((value) => /^-[a-zA-Z]*[dD]/.test(value) || value === "--decode") && !operands(args).length ? decodeBase(stdin?.text, invocation.name) : undefined;
    case "openssl":
      return known && (values[0] === "base64" || values[0] === "enc") && values.includes("-d") && values.some((value) => value === "-a" || value === "-base64" || value === "base64") ? decodeBase(stdin?.text, "base64") : undefined;
    case "basenc": {
      // `basenc --base64|--base64url|--base32|--base16 -d` decodes stdin like base64 -d and xxd -r -p.
      if (!known || operands(args).length || !values.some((value) => /^-[a-zA-Z]*d/.test(value) || value === "--decode")) return undefined;
      if (values.includes("--base16")) return decodeHex(stdin?.text);
      const base = values.includes("--base64") ? "base64" : values.includes("--base64url") ? "base64url" : values.includes("--base32") ? "base32" : undefined;
      return base === "base64url" ? decodeBase(stdin?.text?.replace(/-/g, "+").replace(/_/g, "/"), "base64") : base ? decodeBase(stdin?.text, base) : undefined;
    }
    case "python":
    case "python3":
      // `python3 -m base64 -d` decodes stdin (the base64 module's command line).
      return known && values.length === 3 && values[0] === "-m" && values[1] === "base64" && values[2] === "-d" ? decodeBase(stdin?.text, "base64") : undefined;
    case "jq": {
      // `jq -rn '"text"'` prints a string literal it is given.
      if (!known) return undefined;
      const words: readonly string[] = values;
      const program = words.filter((value) => !value.startsWith("-"));
      const flags = words.filter((value) => value.startsWith("-"));
      if ( program.length !== 1 || !flags.every((flag) => /^-[rnj]+$/.test(flag)) || !flags.some((flag) => flag.includes("n")) || !flags.some((flag) => /[rj]/.test(flag))) return undefined;
      const literal = /^\s*("(?:[^"\\]|\\.)*")\s*$/.exec(program[0] as string)?.[1];
      if (literal === undefined) return undefined;
      try {
        const text = JSON.parse(literal) as string;
        return flags.some((flag) => flag.includes("j")) ? text : `${text}\n`;
      } catch {
        return undefined;
      }
    }
    case "xxd":
      return known && values.some((value) => /^-[a-z]*r/.test(value)) && values.some((value) => /^-[a-z]*p|^-ps$|^-plain$/.test(value)) ? decodeHex(stdin?.text) : undefined;
    case "gzip":
    case "gunzip":
    case "zcat":
    case "pigz":
      // Known compressed bytes (`echo H4sI… | base64 -d | gunzip`) decompress to known text.
      return known && (invocation.name !== "gzip" && invocation.name !== "pigz" ? true : values.some((value) => /^-[a-zA-Z]*d|^--(?:decompress|uncompress)$/.test(value))) && !operands(args).length ? gunzip(stdin?.text) : undefined;
    case "rev":
      return known && !operands(args).length && stdin?.text !== undefined ? stdin.text.split("\n").map((line) => [...line].reverse().join("")).join("\n") : undefined;
    case "tr":
      return known && stdin?.text !== undefined ? translate(values, stdin.text) : undefined;
    case "sed":
    case "gsed":
      return known && stdin?.text !== undefined ? sedText(values, stdin.text) : undefined;
    case "cut":
      return known && stdin?.text !== undefined ? cutText(values, stdin.text) : undefined;
    case "awk":
    case "gawk":
    case "mawk":
      return known && stdin?.text !== undefined ? awkPrintText(values, stdin.text) : undefined;
    case "head":
    case "tail":
      return known && stdin?.text !== undefined ? lineSlice(invocation.name, values, stdin.text) : undefined;
    case "pwd":
      return invocation.cwd.known ? `${invocation.cwd.path}\n` : undefined;
    case "git":
      // `git rev-parse --show-toplevel` in the starting directory: the project's own root.
      return known && values.length === 2 && values[0] === "rev-parse" && values[1] === "--show-toplevel" && invocation.cwd.known && invocation.cwd.initial ? `${invocation.cwd.path}\n` : undefined;
    case "which":
      return known && values.length === 1 && /^[\w.+-]+$/.test(values[0] as string) ? `/usr/bin/${values[0]}\n` : undefined;
    case "mktemp":
      return known ? `${temporaryPath(values)}\n` : undefined;
    case "command":
    case "type":
      return known && values.length === 2 && /^-[vVpP]$/.test(values[0] as string) && /^[\w.+-]+$/.test(values[1] as string) ? `/usr/bin/${values[1]}\n` : undefined;
    case "basename":
      return known && values.length === 1 ? `${(values[0] as string).replace(/\/+$/, "").split("/").at(-1) ?? ""}\n` : undefined;
    case "dirname":
      return known && values.length === 1 ? `${dirname(values[0] as string)}\n` : undefined;
    default:
      return undefined;
  }
}

/** `head -N`, `head -n N`, `tail -nN`, `tail -N` of known text: its first or last N lines (head(1), tail(1)); other options are not read. */
function lineSlice(name: string, values: readonly string[], text: string): string | undefined {
  const count = values.length === 1 ? /^-n?(\d{1,4})$/.exec(values[0] as string)?.[1] : values.length === 2 && values[0] === "-n" ? /^(\d{1,4})$/.exec(values[1] as string)?.[1] : values.length === 0 ? "10" : undefined;
  if (count === undefined) return undefined;
  const lines = text.replace(/\n$/, "").split("\n");
  const kept = name === "head" ? lines.slice(0, Number(count)) : lines.slice(Math.max(0, lines.length - Number(count)));
  return kept.length === 0 ? "" : `${kept.join("\n")}\n`;
}

/** Whether a filter reads stdin rather than files named on its command line. */
function readsStdin(invocation: Invocation): boolean {
  const args = operands(invocation.argv.slice(1));
  if (invocation.name === "grep" || invocation.name === "egrep" || invocation.name === "fgrep" || invocation.name === "rg" || invocation.name === "sed" || invocation.name === "jq" || invocation.name.endsWith("awk") || invocation.name === "tr") {
    return args.length <= (invocation.name === "tr" ? 2 : 1);
  }
  // yq(1) (mikefarah's, v4): `yq [eval|e|eval-all|ea] EXPRESSION [FILE…]`, standard input without a file.
  if (invocation.name === "yq" || invocation.name === "gojq") {
    const command = invocation.name === "yq" && /^(?:e|eval|ea|eval-all)$/.test(args[0]?.value ?? "") ? 1 : 0;
    return args.length <= command + 1;
  }
  if (invocation.name === "tee" || invocation.name === "xargs" || invocation.name === "dd" || invocation.name === "stdbuf") return true;
  // openssl(1): `openssl enc|base64|… [options]` reads standard input unless `-in FILE` names a file.
  if (invocation.name === "openssl") return !invocation.argv.some((field) => field.value === "-in");
  const grammar = ownEntry(READER_OPTION_GRAMMARS, invocation.name);
  if (grammar) return parseOptions(invocation.argv.slice(1), grammar).operands.every((field) => field.value === "-");
  return args.length === 0 || args.every((field) => field.value === "-");
}

function operands(args: readonly Field[]): Field[] {
  return args.filter((field) => field.value === undefined || !field.value.startsWith("-") || field.value === "-");
}

function echo(values: string[]): string {
  let newline = true;
  let escapes = false;
  let index = 0;
  for (; index < values.length; index++) {
    const value = values[index] as string;
    if (!/^-[neE]+$/.test(value)) break;
    for (const flag of value.slice(1)) {
      if (flag === "n") newline = false;
      else escapes = flag === "e";
    }
  }
  let text = values.slice(index).join(" ");
  if (escapes) {
    const decoded = decodeEscapes(text, { octalNeedsZero: true });
    if (decoded.stop) return decoded.value;
    text = decoded.value;
  }
  return newline ? `${text}\n` : text;
}

/**
 * `printf FORMAT ARGS…` for the conversions that matter to code: `%s`, `%b`, `%c`, `%d`, `%%`, and
 * escapes in the format; the format repeats while arguments remain.
 */
export function printf(format: string, args: readonly string[]): string | undefined {
  let out = "";
  let next = 0;
  let rounds = 0;
  do {
    let consumed = false;
    let index = 0;
    while (index < format.length) {
      const char = format[index] as string;
      if (char === "\\") {
        const end = escapeEnd(format, index);
        out += decodeEscapes(format.slice(index, end), { octalNeedsZero: false }).value;
        index = end;
        continue;
      }
      if (char !== "%") {
        out += char;
        index++;
        continue;
      }
      const spec = /^%([-+ #0]*)(\d*)(?:\.(\d+))?([sbcdiuxXoq%])/.exec(format.slice(index));
      if (!spec) return undefined;
      index += spec[0].length;
      const conversion = spec[4] as string;
      if (conversion === "%") {
        out += "%";
        continue;
      }
      const arg = args[next++] ?? "";
      consumed = true;
      let piece: string;
      if (conversion === "s" || conversion === "q") piece = arg;
      else if (conversion === "b") piece = decodeEscapes(arg, { octalNeedsZero: true, octalEither: true }).value;
      else if (conversion === "c") piece = arg.slice(0, 1);
      else {
        const number = Number.parseInt(arg || "0", 10);
        if (Number.isNaN(number)) return undefined;
        piece = conversion === "x" ? number.toString(16) : conversion === "X" ? number.toString(16).toUpperCase() : conversion === "o" ? number.toString(8) : String(number);
      }
      if (spec[3] !== undefined && (conversion === "s" || conversion === "b")) piece = piece.slice(0, Number(spec[3]));
      const width = Number(spec[2] || 0);
      if (piece.length < width) piece = (spec[1] as string).includes("-") ? piece.padEnd(width) : piece.padStart(width);
      out += piece;
    }
    if (!consumed || ++rounds > 1000) break;
  } while (next < args.length);
  return out;
}

function escapeEnd(format: string, index: number): number {
  const rest = format.slice(index + 1);
  const match = /^(?:x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|.)/s.exec(rest);
  return index + 1 + (match ? match[0].length : 0);
}

function decodeBase(text: string | undefined, kind: string): string | undefined {
  if (text === undefined) return undefined;
  const compact = text.replace(/\s+/g, "");
  if (kind === "base64") {
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return undefined;
    return binaryOrText(Buffer.from(compact, "base64"));
  }
  if (!/^[A-Z2-7]*=*$/i.test(compact)) return undefined;
  return binaryOrText(base32Bytes(compact.replace(/=+$/, "").toUpperCase()));
}

const GZIP_MAGIC = "\x1f\x8b";

/** Decoded bytes as text; gzip data keeps every byte (latin1) so that a later `gunzip` can read it. */
function binaryOrText(bytes: Buffer): string {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.toString("latin1") : bytes.toString("utf8");
}

/** Decompresses gzip data kept byte for byte, up to the output limit; undefined when it is not gzip or is damaged. */
function gunzip(text: string | undefined): string | undefined {
  if (text === undefined || !text.startsWith(GZIP_MAGIC)) return undefined;
  // Loaded on first use: the hook path rarely needs it.
  const zlib = process.getBuiltinModule("node:zlib");
  try {
    return zlib.gunzipSync(Buffer.from(text, "latin1"), { maxOutputLength: MAX_OUTPUT }).toString("utf8");
  } catch {
    return undefined;
  }
}

function decodeHex(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const compact = text.replace(/\s+/g, "");
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(compact)) return undefined;
  return Buffer.from(compact, "hex").toString("utf8");
}

const CLASSES: Readonly<Record<string, string>> = {
  lower: "abcdefghijklmnopqrstuvwxyz",
  upper: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  digit: "0123456789",
  space: " \t\n\r\f\v",
  blank: " \t",
};

/** `tr [-d] [-s] SET1 [SET2]` with ranges, escapes and the common classes; undefined for `-c`. */
function translate(values: string[], input: string): string | undefined {
  const flags = values.filter((value) => /^-[ds]+$/.test(value)).join("");
  const sets = values.filter((value) => !/^-[ds]+$/.test(value));
  if (values.some((value) => /^-[a-zA-Z]*[cC]/.test(value)) || sets.length === 0 || sets.length > 2) return undefined;
  const first = expandSet(sets[0] as string);
  const second = sets[1] !== undefined ? expandSet(sets[1]) : undefined;
  if (first === undefined || (sets[1] !== undefined && second === undefined)) return undefined;
  let out = "";
  for (const char of input) {
    const position = first.indexOf(char);
    if (flags.includes("d")) {
      if (position < 0) out += char;
    } else if (position >= 0 && second !== undefined && second.length > 0) {
      out += second[Math.min(position, second.length - 1)];
    } else {
      out += char;
    }
  }
  if (flags.includes("s")) {
    const squeeze = second ?? first;
    out = out.replace(/(.)\1+/gs, (run, char: string) => (squeeze.includes(char) ? char : run));
  }
  return out;
}

function expandSet(set: string): string | undefined {
  let text = set.replace(/\[:(\w+):\]/g, (whole, name: string) => ownEntry(CLASSES, name) ?? whole);
  text = decodeEscapes(text, { octalNeedsZero: false }).value;
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const end = text[index + 2];
    if (text[index + 1] === "-" && end !== undefined) {
      const [from, to] = [char.charCodeAt(0), end.charCodeAt(0)];
      if (to < from || to - from > 512) return undefined;
      for (let code = from; code <= to; code++) out += String.fromCharCode(code);
      index += 2;
    } else out += char;
  }
  return out;
}

/** A path like the one `mktemp` would create: its template with the X's filled, in its directory. */
function temporaryPath(values: readonly string[]): string {
  let directory: string | undefined;
  let template: string | undefined;
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (value === "-p" || value === "--tmpdir") directory = values[++index];
    else if (value.startsWith("--tmpdir=")) directory = value.slice(9);
    else if (value.startsWith("-p") && value.length > 2) directory = value.slice(2);
    else if (!value.startsWith("-")) template = value;
  }
  const name = (template ?? "tmp.XXXXXXXXXX").replace(/X{3,}$/, (run) => "7".repeat(run.length));
  if (name.includes("/")) return name;
  return `${directory ?? "/tmp"}/${name}`;
}

function dirname(value: string): string {
  const trimmed = value.replace(/\/+$/, "");
  if (trimmed === "") return value.startsWith("/") ? "/" : ".";
  const slash = trimmed.lastIndexOf("/");
  if (slash < 0) return ".";
  return trimmed.slice(0, slash) || "/";
}
