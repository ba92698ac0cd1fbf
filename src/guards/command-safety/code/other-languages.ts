import type { Field, Invocation } from "../model.js";
import { HOME_VALUE } from "./literals.js";
import { readOtherLanguageCalls } from "./other-language-calls.js";
import { ownEntry } from "../../../util/own-entry.js";

/**
 * Interpreters and REPLs with no model of their own, and how they take a one-liner: the option
 * before it (`elixir -e`, `emacs --eval`), a subcommand (`crystal eval`), or stdin (`tclsh <<< …`).
 */
const ONE_LINERS: Readonly<Record<string, { options: readonly string[]; subcommand?: string; stdin?: boolean; task?: string; joined?: readonly string[] }>> = {
  elixir: { options: ["-e", "--eval"] },
  mix: { options: ["-e", "--eval"], task: "run" },
  nim: { options: [], joined: ["--eval:", "--eval="] },
  iex: { options: ["-e", "--eval"] },
  erl: { options: ["-eval"] },
  groovy: { options: ["-e"] },
  scala: { options: ["-e"] },
  kotlin: { options: ["-e"] },
  kotlinc: { options: ["-e", "-expression"] },
  swift: { options: ["-e"] },
  bb: { options: ["-e", "--eval"] },
  clojure: { options: ["-e", "--eval"] },
  clj: { options: ["-e", "--eval"] },
  racket: { options: ["-e", "--eval"] },
  guile: { options: ["-c"] },
  sbcl: { options: ["--eval"] },
  emacs: { options: ["--eval"] },
  raku: { options: ["-e"] },
  perl6: { options: ["-e"] },
  qjs: { options: ["-e", "--eval"] },
  gjs: { options: ["-c", "--command"] },
  crystal: { options: [], subcommand: "eval" },
  tclsh: { options: [], stdin: true },
  wish: { options: [], stdin: true },
  jshell: { options: [], stdin: true },
  ghci: { options: ["-e"] },
  runghc: { options: ["-e"] },
  ocaml: { options: ["-e"] },
  "dotnet-script": { options: ["eval", "-e"] },
  ipython: { options: ["-c"] },
  ipython3: { options: ["-c"] },
  scheme: { options: [] },
  chez: { options: [] },
  clisp: { options: ["-x"] },
  ecl: { options: ["-eval"] },
  gforth: { options: ["-e", "--evaluate"] },
};
/** Operands that name standard input as the program (`swift -`, `ocaml /dev/stdin`). */
const STDIN_OPERAND = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;
/** A call that deletes, in the spelling of one of those languages (`File.rm_rf!`, `deleteDir`, `delete-directory/files`, `removeItem`, `file delete`). */
const DELETES = /(?:\brm_rf!?|\brm_r\b|\brmtree\b|\bremove[_-]?tree\b|\bdelete[-_]?(?:tree|directory|dir|recursively|files)\b|\bdeleteDir\b|\bdeleteRecursively\b|\bremoveItem\b|\bremoveDirectory\b|\bremove(?:Dir|File)\b|\bremove-directory\b|\bfile\s+delete\b|\bdelete-file\b|\bFile\.rm!?\b|\bFiles\.delete(?:IfExists)?\b|\.delete\(\)|\bunlink\b|\bremove(?:All)?\s*\()/;
/** String literals that name a path (absolute, in the home directory, or relative with a slash), and bare absolute or home paths (Tcl). */
const PATH_LITERAL = /"((?:~|\/|\.\.?\/)[^"\n]*)"|'((?:~|\/|\.\.?\/)[^'\n]*)'|(?:^|\s)((?:~|\/)[^\s"';)\]}]*)/g;
/** Calls that run a shell command. */
const RUNS = /\b(?:system|exec|shell|cmd|spawn|popen|run|os\.cmd|:os\.cmd|System\.cmd|Runtime\.getRuntime|ProcessBuilder|shell-command|process|Process)\b|`/;
const SHELL_LITERAL = /"((?:rm|find|shred|truncate|dd|mv|git)\s[^"\n]*)"|'((?:rm|find|shred|truncate|dd|mv|git)\s[^'\n]*)'|`((?:rm|find|shred|truncate|dd|mv|git)\s[^`\n]*)`/g;
const MAX_FINDINGS = 8;

/** What a one-liner in a language without a model of its own does, as far as its literals tell. */
export interface OtherLanguageCode {
  /** Commands its deletion calls amount to (`["rm", "-rf", "/home/ada/code"]`); `~` is the home directory. */
  commands: string[][];
  /** Shell commands it runs, written as literals (`System.cmd("rm", …)` aside, `"rm -rf ~/x"`). */
  shell: string[];
}

/**
 * The code of a one-liner run by an interpreter the guard has no grammar for, or undefined: its
 * code option, subcommand or (for REPLs that read it) stdin.
 *
 * @example
 * otherLanguageCode(invocation("elixir", "-e", 'File.rm_rf!("/srv")')) // 'File.rm_rf!("/srv")'
 */
export function otherLanguageCode(invocation: Invocation): string | undefined {
  const spec = ownEntry(ONE_LINERS, invocation.name);
  if (!spec) return undefined;
  const args = invocation.argv.slice(1);
  // `mix run -e …`: the option belongs to one task.
  if (spec.task !== undefined && args[0]?.value !== spec.task) return undefined;
  const at = args.findIndex((field) => field.value !== undefined && (spec.options.includes(field.value) || (spec.subcommand !== undefined && field.value === spec.subcommand)));
  const code = at >= 0 ? args[at + 1] : undefined;
  if (code) return code.value ?? code.text;
  // `nim --eval:"…"`: the code joined to its option.
  for (const field of args) {
    const prefix = spec.joined?.find((option) => field.value?.startsWith(option));
    if (prefix !== undefined && field.value !== undefined) return field.value.slice(prefix.length);
  }
  if ((spec.stdin || readsProgramFromStdin(invocation)) && args.every((field: Field) => field.value?.startsWith("-") || STDIN_OPERAND.test(field.value ?? ""))) return invocation.stdin?.text;
  return undefined;
}

/**
 * Whether such an interpreter or REPL takes its program from standard input: no code option, and
 * no operand but options, `-` or `/dev/stdin` (`… | swift -`, `… | ghci`, `… | sbcl --script`),
 * as a REPL reading a pipe runs every line it receives.
 *
 * @example
 * readsProgramFromStdin(invocation("ocaml", "/dev/stdin")) // true
 */
export function readsProgramFromStdin(invocation: Invocation): boolean {
  const spec = ownEntry(ONE_LINERS, invocation.name);
  if (!spec || spec.task !== undefined || invocation.argv.length > 16) return false;
  const args = invocation.argv.slice(1);
  if (spec.subcommand !== undefined && args.some((field) => field.value === spec.subcommand)) return args[args.length - 1]?.value === spec.subcommand;
  return args.every((field) => field.value !== undefined && !spec.options.includes(field.value) && !/^--?(?:h|help|v|version|V)$/.test(field.value) && (field.value.startsWith("-") || STDIN_OPERAND.test(field.value)));
}

/**
 * Reads such code for what the effect classes need: when it calls something that deletes,
 * every path literal in it is taken as deleted (recursively: the guard cannot tell a file from a
 * tree there); when it runs commands, literals that are shell commands are returned to be walked.
 *
 * @example
 * readOtherLanguage('File.rm_rf!("/home/ada/code")').commands // [["rm", "-rf", "/home/ada/code"]]
 */
export function readOtherLanguage(code: string): OtherLanguageCode {
  const commands: string[][] = [];
  const shell: string[] = [];
  if (DELETES.test(code)) {
    for (const match of code.matchAll(PATH_LITERAL)) {
      if (commands.length >= MAX_FINDINGS) break;
      const path = (match[1] ?? match[2] ?? match[3] ?? "").replace(/^~(?=\/|$)/, HOME_VALUE);
      if (path !== "") commands.push(["rm", "-rf", path]);
    }
  }
  if (RUNS.test(code)) {
    for (const match of code.matchAll(SHELL_LITERAL)) {
      if (shell.length >= MAX_FINDINGS) break;
      shell.push(match[1] ?? match[2] ?? match[3] ?? "");
    }
  }
  // Process and file calls read by what they do (`System.cmd("curl", […])`, `File.write!(p, …)`).
  const calls = readOtherLanguageCalls(code);
  for (const text of calls.shell) if (!shell.includes(text)) shell.push(text);
  commands.push(...calls.commands);
  return { commands, shell };
}
