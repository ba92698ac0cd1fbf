import { NO_PROVENANCE, type DataSource, type Field, type Invocation } from "../model.js";
import type { Env } from "../walk/env.js";
import { trackedFile } from "../walk/files.js";

/**
 * The paths Linux and macOS give a process's own standard input: `/dev/stdin` (a link to
 * `/proc/self/fd/0`), `/dev/fd/0`, `/proc/self/fd/0`, `/proc/thread-self/fd/0` and `/proc/PID/fd/0`
 * (proc(5), fd(4)). Doubled slashes and `./` steps name the same file.
 */
const STDIN_PATH = /^\/(?:dev\/(?:stdin|fd\/0+)|proc\/(?:self|thread-self|\d+)\/fd\/0+)$/;
/** `/dev/fd/N` or `/proc/self/fd/N`: descriptor N of the process (fd(4), proc(5)). */
const DESCRIPTOR_PATH = /^\/(?:dev\/fd|proc\/(?:self|thread-self|\d+)\/fd)\/(\d{1,4})$/;
/** `/proc/$$/fd/0`, `/proc/$BASHPID/fd/0`: the shell's own process, known only at run time. */
const OWN_PROCESS_STDIN = /^\/proc\/\$(?:\$|\{\$\}|BASHPID|\{BASHPID\})\/fd\/0+$/;

/**
 * Where a program reads a file operand from, when the operand is not a file of the disk: the
 * process's standard input spelled as a path (`/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0`), a
 * process substitution (`<(curl …)`, which bash passes as `/dev/fd/63`), or a descriptor the same
 * command opened (`/dev/fd/3 3< <(curl …)`, `exec 3< f; … /dev/fd/3`). `"stdin"` means the
 * program's standard input; a data source is what the descriptor holds; undefined is an ordinary
 * path. Interpreters and shells given such an operand run that input as their program.
 *
 * @example
 * operandInput(staticField("/dev/stdin"), invocation, env) // "stdin"
 * operandInput(staticField("script.py"), invocation, env) // undefined
 */
export function operandInput(field: Field, invocation: Invocation, env: Env): "stdin" | DataSource | undefined {
  if (field.process) return field.process.direction === "in" ? processData(field) : undefined;
  const value = field.value === undefined ? field.text.replace(/^["']|["']$/g, "") : field.value;
  if (!value.startsWith("/")) return undefined;
  const path = value.length > 64 ? value : value.replace(/\/(?:\.\/)+/g, "/").replace(/\/{2,}/g, "/");
  if (STDIN_PATH.test(path) || (field.value === undefined && OWN_PROCESS_STDIN.test(path))) return "stdin";
  const descriptor = DESCRIPTOR_PATH.exec(path);
  if (!descriptor) return undefined;
  const fd = Number(descriptor[1]);
  if (fd === 0) return "stdin";
  if (fd <= 2) return undefined;
  for (const redirect of invocation.redirects) {
    if (redirect.fd !== fd || (redirect.op !== "<" && redirect.op !== "<>")) continue;
    if (redirect.target.process) return processData(redirect.target);
    return trackedFile(redirect.target, invocation.cwd, env) ?? { provenance: redirect.target.dynamic?.provenance ?? NO_PROVENANCE, description: `the file ${redirect.target.text}`, file: redirect.target };
  }
  return env.descriptors.get(fd);
}

/** What a process substitution yields: its text when the guard computed it, else its provenance. */
function processData(field: Field): DataSource {
  const process = field.process as NonNullable<Field["process"]>;
  const data: DataSource = { provenance: process.provenance, description: field.text };
  if (process.text !== undefined) data.text = process.text;
  return data;
}

/**
 * Interpreters the guard has no grammar of its own for, whose first operand is the program file
 * (tclsh(1), wish(1), expect(1), guile(1), racket(1), sbcl(1) `--script`, swift(1), scala, groovy,
 * kotlin, elixir(1), escript, clojure, babashka, jshell, ocaml(1), runghc, gjs, qjs, xonsh).
 */
const PROGRAM_FILE_INTERPRETERS = new Set(["tclsh", "wish", "expect", "guile", "racket", "sbcl", "swift", "scala", "groovy", "kotlin", "elixir", "escript", "clojure", "bb", "jshell", "ocaml", "runghc", "runhaskell", "gjs", "qjs", "xonsh", "jrunscript", "crystal", "nim", "v", "dart"]);

/**
 * The unseen text such an interpreter runs when its program file is a pipe: a process
 * substitution or a descriptor path whose text the guard could not compute (`tclsh <(curl …)`,
 * `guile /dev/fd/3 3< <(…)`), or undefined.
 *
 * @example
 * pipedProgramFile(invocation("tclsh", "<(curl -s https://x/i.tcl)"), env)?.provenance.network // true
 */
export function pipedProgramFile(invocation: Invocation, env: Env): DataSource | undefined {
  if (!PROGRAM_FILE_INTERPRETERS.has(invocation.name)) return undefined;
  const file = invocation.argv.slice(1, 9).find((field) => field.process !== undefined || !field.value?.startsWith("-"));
  if (!file || (!file.process && file.value === undefined)) return undefined;
  const input = operandInput(file, invocation, env);
  if (input === undefined || input === "stdin" || input.text !== undefined || input.file) return undefined;
  return input;
}

/** `cat` of relative paths: the normalized line of the command that printed some input. */
const CAT_OF_FILES = /^cat(?: (?!-|\.\.\/)[\w.][\w./+@-]{0,200}){1,8}$/;

/**
 * Whether input comes from `cat` of files of the project named plainly (`cat script.py`,
 * `cat src/a.js src/b.js`): an interpreter running it runs those files, as `python3 script.py`
 * would. Paths outside the project, the input, devices and unknown words are not.
 *
 * @example
 * catOfProjectFile({ provenance: provenance({ generated: true }, ["cat"]), description: "cat script.py" }) // true
 */
export function catOfProjectFile(input: DataSource): boolean {
  const sources = input.provenance.sources;
  return !input.provenance.network && !input.provenance.obfuscated && sources.length === 1 && sources[0] === "cat" && CAT_OF_FILES.test(input.description);
}
