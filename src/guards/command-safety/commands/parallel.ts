import { provenance, staticField, type DataSource, type Field, type Invocation } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { splitShellWords } from "./split-words.js";

const PARALLEL: OptionGrammar = {
  flags: "0kquvXmeprtgDhVq",
  values: "jSIENLnaCdlsA",
  long: ["null", "keep-order", "quiet", "ungroup", "verbose", "xargs", "pipe", "dry-run", "bar", "eta", "progress", "tag", "line-buffer", "group", "transfer", "cleanup", "nonall", "onall", "plus", "no-notice", "halt-on-error", "shuf", "lb", "will-cite", "citation", "linebuffer", "keep", "dryrun", "noswap", "header", "fg", "bg", "interactive", "tty", "trim", "sshdelay", "files", "csv", "quote"],
  longValues: ["jobs", "sshlogin", "sshloginfile", "slf", "arg-file", "delimiter", "max-args", "max-replace-args", "max-lines", "colsep", "delay", "timeout", "results", "res", "joblog", "tmpdir", "workdir", "wd", "env", "basefile", "bf", "return", "tagstring", "block", "block-size", "retries", "halt", "memfree", "load", "nice", "rpl", "sqlmaster", "sqlworker", "shebang-wrap", "arg-sep", "arg-file-sep", "ssh", "limit", "termseq", "template", "recstart", "recend", "replace", "extensionreplace", "basenamereplace", "dirnamereplace", "seqreplace", "slotreplace", "regexp", "match"],
  aliases: { j: "jobs", S: "sshlogin", a: "arg-file", d: "delimiter", I: "replace", n: "max-args", N: "max-replace-args", C: "colsep" },
  stopAtOperand: true,
};
const SEPARATORS = new Set([":::", ":::+", "::::", "::::+"]);
/** GNU parallel's replacement strings: `{}`, `{.}`, `{/}`, `{//}`, `{/.}`, `{#}`, `{%}`, `{2}`, `{= perl =}`. */
const REPLACEMENT = /\{(?:\d*(?:\.|\/|\/\/|\/\.)?|#|%|=[\s\S]*?=)\}/;
const MAX_JOBS = 8;

/** The jobs GNU parallel runs: shell code when every argument is known, words otherwise. */
export interface ParallelJobs {
  /** Command lines, each run by a shell. */
  code: Field[];
  /** Commands with an unknown argument standing for every input line. */
  argv: Field[][];
  /** Hosts the jobs run on (`-S host`), if any. */
  hosts?: string;
  /** With no command, input lines of unknown text are themselves the command lines. */
  unknownCommands?: DataSource;
}

/**
 * The jobs `parallel [options] [command] ::: args …` (or args from `:::: file` or stdin) runs:
 * each argument replaces `{}` (and `{.}`, `{/}`, …) or is appended, and with no command each
 * argument is itself a command line — all run by a shell, as GNU parallel does.
 *
 * @example
 * parallelJobs(invocation("parallel", "rm", "-rf", ":::", "/", "~"), undefined).code.map((f) => f.value) // ["rm -rf /", "rm -rf ~"]
 */
export function parallelJobs(invocation: Invocation, stdin: DataSource | undefined): ParallelJobs {
  const args = invocation.argv.slice(1);
  const split = args.findIndex((field) => SEPARATORS.has(field.value ?? ""));
  const parsed = parseOptions(split < 0 ? args : args.slice(0, split), PARALLEL);
  const command = parsed.operands;
  const items = split < 0 ? stdinItems(stdin, parsed.has("null")) : argumentItems(args.slice(split));
  const marker = parsed.value("replace")?.value;
  const quoted = parsed.has("q") || parsed.has("quote");
  const jobs: ParallelJobs = { code: [], argv: [] };
  const hosts = parsed.value("sshlogin")?.value;
  if (hosts !== undefined) jobs.hosts = hosts;
  for (const item of items.slice(0, MAX_JOBS)) {
    if (command.length === 0 && item.value === undefined) {
      jobs.unknownCommands = { provenance: item.dynamic?.provenance ?? provenance({ generated: true }), description: `${invocation.line} (${item.text})` };
      continue;
    }
    const words = command.length === 0 ? [item] : substitute(command, item, marker);
    // The words are joined into one shell command line, unless --quote keeps each one a word.
    if (words.every((word) => word.value !== undefined) && !quoted) jobs.code.push(staticField(words.map((word) => word.value).join(" "), invocation.text));
    else jobs.argv.push(words);
  }
  return jobs;
}

function argumentItems(rest: readonly Field[]): Field[] {
  const items: Field[] = [];
  let files = false;
  for (const field of rest) {
    if (SEPARATORS.has(field.value ?? "")) {
      files = (field.value ?? "").startsWith("::::");
      continue;
    }
    items.push(files ? unknownItem(`lines of ${field.value ?? field.text}`, provenance({ generated: true }, ["parallel"])) : field);
  }
  return items;
}

function stdinItems(stdin: DataSource | undefined, nul: boolean): Field[] {
  if (stdin?.text !== undefined) {
    const lines = stdin.text.split(nul ? "\0" : "\n").filter((line) => line !== "");
    return lines.map((line) => staticField(line));
  }
  const item = unknownItem("(input)", stdin?.provenance ?? provenance({ generated: true }, ["parallel"]));
  if (stdin?.found) item.found = stdin.found;
  return [item];
}

function unknownItem(text: string, origin: DataSource["provenance"]): Field {
  return { value: undefined, text, glob: false, dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: origin } };
}

/** The command with the argument in place of each replacement string, or appended when there is none. */
function substitute(command: readonly Field[], item: Field, marker: string | undefined): Field[] {
  const pattern = marker;
  const replaces = (value: string) => (pattern !== undefined ? value.includes(pattern) : REPLACEMENT.test(value));
  if (!command.some((field) => field.value !== undefined && replaces(field.value))) {
    // A command written as one word (`parallel 'rm -rf' ::: x`) is split by the shell that runs it.
    return [...command.flatMap((field) => (field.value?.includes(" ") ? splitShellWords(field) : [field])), item];
  }
  return command.map((field) => {
    if (field.value === undefined || !replaces(field.value)) return field;
    if (item.value === undefined) return { ...item, text: field.text };
    const value = pattern !== undefined ? field.value.split(pattern).join(item.value) : field.value.replace(new RegExp(REPLACEMENT.source, "g"), item.value);
    return { ...field, value };
  });
}
