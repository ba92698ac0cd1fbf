import type { Field, Invocation } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { packageRequest } from "./package-specifiers.js";
import { ownEntry } from "../../../util/own-entry.js";

/** How an interpreter was asked to get its code. */
export interface InterpreterCall {
  /** Code given on the command line (`-c`, `-e`, `-r`, an awk program). */
  code: Field[];
  /** A script file operand. */
  script?: Field;
  /** Reads the program from stdin. */
  readsStdin: boolean;
  /** The arguments after one-liner code (`python3 -c CODE a b`): what the code finds in its argument list. */
  arguments?: Field[];
}

const GRAMMARS: Readonly<Record<string, OptionGrammar & { code: readonly string[] }>> = {
  python: { flags: "bBdEhiIOqsSuvVxR3P", values: "cmWXQ", long: ["help", "version", "check-hash-based-pycs"], code: ["c"], stopAtOperand: true },
  node: {
    flags: "picvh",
    values: "erC",
    long: ["interactive", "check", "version", "help", "experimental-vm-modules", "no-warnings", "trace-warnings", "enable-source-maps", "expose-gc", "inspect", "inspect-brk", "watch", "test"],
    longValues: ["eval", "print", "require", "import", "loader", "experimental-loader", "input-type", "conditions", "title", "env-file"],
    aliases: { eval: "e", print: "p" },
    code: ["e", "p"],
    stopAtOperand: true,
  },
  ruby: { flags: "lnpawdvsSyUhc", values: "erICEx", optionals: "iW0KF", long: ["version", "verbose", "help", "disable-gems", "jit", "yjit"], longValues: ["encoding", "external-encoding", "internal-encoding", "enable", "disable"], code: ["e"], stopAtOperand: true },
  php: { flags: "ahHiIlmnqsvw", values: "rfdcBREFztS", long: ["version", "info", "modules", "no-php-ini", "syntax-check"], longValues: ["run", "file", "define", "php-ini", "process-begin", "process-code", "process-file", "process-end"], aliases: { run: "r", "process-code": "R", "process-begin": "B", "process-end": "E" }, code: ["r", "B", "R", "E"], stopAtOperand: true },
  awk: { flags: "bcCdDghMNOpPrSstVWy", values: "Fvfeilo", long: ["posix", "traditional", "sandbox", "lint", "characters-as-bytes", "dump-variables", "profile", "pretty-print", "optimize", "re-interval", "version", "help"], longValues: ["field-separator", "assign", "file", "source", "include", "load"], aliases: { source: "e", file: "f" }, code: ["e"], stopAtOperand: true },
  lua: { flags: "iEvW", values: "el", code: ["e"], stopAtOperand: true },
  julia: { flags: "iqhvH", values: "eEpLJtCO", long: ["version", "help", "quiet", "interactive", "banner", "color", "startup-file", "history-file", "compile", "check-bounds", "inline"], longValues: ["eval", "print", "load", "project", "threads", "sysimage", "procs", "machine-file"], aliases: { eval: "e", print: "E" }, code: ["e", "E"], stopAtOperand: true },
  // R and Rscript: `-e expr` (repeatable), `-f file` (R), a script operand (Rscript).
  r: { flags: "q", values: "ef", long: ["vanilla", "slave", "no-save", "save", "no-restore", "quiet", "silent", "no-echo", "verbose", "interactive", "no-environ", "no-site-file", "no-init-file", "args", "version", "help"], longOptionals: ["default-packages", "encoding"], longValues: ["file"], aliases: { file: "f" }, code: ["e"], stopAtOperand: true },
};

/**
 * Reads an interpreter's command line: the one-liner code (`python -c`, `node -e`/`-p`,
 * `perl -e`/`-E` in any cluster, `ruby -e`, `php -r`, an awk program), a script operand, or stdin.
 *
 * @example
 * interpreterCall("perl", invocation("perl", "-lne", "print", "f")).code[0]?.value // "print"
 */
export function interpreterCall(family: string, invocation: Invocation): InterpreterCall {
  const args = invocation.argv.slice(1);
  if (family === "perl") return perlCall(args);
  // `bun run -e CODE`, `bun run FILE`: `run` before the options of bun itself.
  if (family === "node" && invocation.name === "bun" && args[0]?.value === "run" && (args[1]?.value?.startsWith("-") || args[1]?.process !== undefined || isStdinSpelling(args[1]))) return interpreterCall(family, { ...invocation, argv: [invocation.argv[0] as Field, ...args.slice(1)] });
  if (family === "node" && invocation.name === "deno") {
    // `-e CODE`/`--eval CODE` given to any subcommand is code as well.
    const evalAt = args.findIndex((field, index) => index < 64 && (field.value === "-e" || field.value === "--eval"));
    if (evalAt >= 0 && args[evalAt + 1]) return { code: [args[evalAt + 1] as Field], readsStdin: false };
    const inline = args.find((field, index) => index < 64 && field.value?.startsWith("--eval="));
    if (inline?.value !== undefined) return { code: [{ ...inline, value: inline.value.slice(7) }], readsStdin: false };
    // `deno eval [options] CODE`: the first operand after the options.
    if (args[0]?.value === "eval") {
      for (let index = 1; index < args.length && index < 64; index++) {
        const value = args[index]?.value;
        if (value === undefined || !value.startsWith("-")) return { code: [args[index] as Field], readsStdin: false };
        if (/^(?:-c|--config|--import-map|--lock|--cert|--location|--seed|--env-file|--ext)$/.test(value)) index++;
      }
      return { code: [], readsStdin: false };
    }
    // `deno run [options] file`: the first operand is the script (options with a separate value skipped).
    if (args[0]?.value !== "run") return { code: [], readsStdin: false };
    for (let index = 1; index < args.length && index < 64; index++) {
      const value = args[index]?.value;
      // `deno run -A -` runs its stdin; without host permissions it stays in Deno's sandbox.
      if (value === "-") return { code: [], readsStdin: packageRequest(invocation)?.hostPermissions === true };
      if (value === undefined || !value.startsWith("-")) return { code: [], readsStdin: false, ...(args[index] ? { script: args[index] as Field } : {}) };
      if (/^(?:-c|--config|--import-map|--lock|--cert|--location|--seed|--env-file|--ext)$/.test(value)) index++;
    }
    return { code: [], readsStdin: false };
  }
  const grammar = ownEntry(GRAMMARS, family);
  if (!grammar) return { code: [], readsStdin: false };
  const parsed = parseOptions(args, grammar);
  const code = parsed.options.filter((option) => grammar.code.includes(option.name) && option.value).map((option) => option.value as Field);
  const operands = parsed.operands;
  if (family === "node" && parsed.has("p") && code.length === 0 && operands[0]) return { code: [operands[0]], readsStdin: false, arguments: operands.slice(1) };
  if (code.length > 0) return { code, readsStdin: false, arguments: operands };
  if (family === "awk") {
    // `awk -f FILE`: the program is the file (`-f -`, `-f /dev/stdin`, `-f <(…)` read the input or a pipe).
    if (parsed.has("f")) {
      const file = parsed.value("f");
      if (file?.value === "-") return { code: [], readsStdin: true };
      return file ? { code: [], script: file, readsStdin: false } : { code: [], readsStdin: false };
    }
    return operands[0] ? { code: [operands[0]], readsStdin: false } : { code: [], readsStdin: false };
  }
  if (family === "python" && parsed.has("m")) return { code: [], readsStdin: false };
  if (family === "r" && parsed.has("f")) {
    const file = parsed.value("f");
    return file ? { code: [], script: file, readsStdin: false } : { code: [], readsStdin: false };
  }
  if (family === "php" && parsed.has("f")) {
    const file = parsed.value("f");
    return file ? { code: [], script: file, readsStdin: false } : { code: [], readsStdin: false };
  }
  if (!operands[0] || operands[0].value === "-") return { code: [], readsStdin: !parsed.has("version") && !parsed.has("V") && !parsed.has("help") && !parsed.has("h") };
  return { code: [], script: operands[0], readsStdin: false };
}

/** `/dev/stdin`, `/dev/fd/N`, `/proc/self/fd/N`: the program's input or a pipe, named as a path. */
function isStdinSpelling(field: Field | undefined): boolean {
  return field?.value !== undefined && /^\/(?:dev\/(?:stdin|fd\/\d+)|proc\/(?:self|thread-self|\d+)\/fd\/\d+)$/.test(field.value);
}

/** perl's clusters: `-e`/`-E` take the rest or the next word; `-l`/`-0` take digits; `-i`, `-x`, `-d`, `-D`, `-F`, `-C` take the rest. */
function perlCall(args: readonly Field[]): InterpreterCall {
  const code: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as Field;
    const text = arg.value;
    if (text === undefined || !text.startsWith("-") || text === "-") {
      if (code.length > 0) return { code, readsStdin: false, arguments: args.slice(index) };
      return text === "-" ? { code, readsStdin: true } : { code, script: arg, readsStdin: false };
    }
    if (text === "--") {
      const next = args[index + 1];
      return code.length > 0 || !next ? { code, readsStdin: !next && code.length === 0 } : { code, script: next, readsStdin: false };
    }
    for (let position = 1; position < text.length; position++) {
      const letter = text[position] as string;
      const rest = text.slice(position + 1);
      if (letter === "e" || letter === "E" || letter === "I" || letter === "M" || letter === "m") {
        const value = rest ? { value: rest, text: arg.text, glob: false } : args[++index];
        if ((letter === "e" || letter === "E") && value) code.push(value);
        break;
      }
      if (letter === "l" || letter === "0") {
        position += (/^(?:x[0-9a-fA-F]*|[0-7]*)/.exec(rest)?.[0].length ?? 0);
        continue;
      }
      if ("ixdDFC".includes(letter)) break;
    }
  }
  return { code, readsStdin: code.length === 0 };
}
