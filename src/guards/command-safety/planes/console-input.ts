import path from "node:path";
import type { DataSource, Field, Invocation } from "../model.js";
import { optionValues } from "../commands/option-values.js";

/** Application code a framework's runner or console is given, in the language it runs. */
export interface ConsoleCode {
  code: string;
  /** `ruby`, `python`, `php`, `elixir`, `node`, or `sql` for a statement itself. */
  language: string;
  /**
   * The console rolls back every change when it exits (`rails console --sandbox`): rows it deletes
   * or overwrites come back, so only what a transaction cannot undo counts.
   */
  sandbox?: boolean;
}

/** Options of framework runners that take a value which is not code (`rails runner -e production CODE`). */
const RUNNER_VALUED = /^(?:-e|--environment|--env|-r|--require)$/;
/** Options of `sequel` that take a value (its `-c CODE` is read apart). */
const SEQUEL_VALUED = /^(?:-c|-C|-E|-I|-l|-L|-r|--(?:echo|load|require))$/;
/** A runner operand that names a file rather than code (`rails runner script/backfill.rb`, `mix run priv/repo/seeds.exs`). */
const SCRIPT_FILE = /^[\w./~-]+\.(?:rb|exs|ex|py|php)$/;

/**
 * The code a framework's runner or console runs, when the command line or its input shows it:
 * `rails runner CODE|FILE|-`, `rails console` (also `--sandbox`), `hanami console`, `padrino
 * console`, a gem's `bin/console`, `irb`, `pry` and `racksh` fed on stdin, `sequel URL` (`-c CODE`
 * or stdin), `manage.py shell|shell_plus` (`-c CODE` or stdin), `flask shell`, `odoo shell`,
 * `php artisan tinker` (`--execute`, stdin, included files), `mix run` (`-e`, a file), `iex -S mix`
 * (`-e`, stdin), `elixir -e`, AdonisJS's `node ace repl`, `ipython`, the TypeScript REPLs (`tsx`,
 * `ts-node`, `bun repl`, `deno repl`) fed on stdin, and the SQL given to Symfony's `doctrine:query:sql`
 * and `dbal:run-sql`. Input is what was echoed, printed, written in a
 * heredoc or here-string, or a file the same script wrote; a file it did not write is not
 * visible and yields nothing. Undefined when the command is none of these.
 *
 * @example
 * // echo 'User.delete_all' | bin/rails console
 * consoleCode("rails", fields("console"), invocation)?.[0]?.code // "User.delete_all\n"
 */
export function consoleCode(tool: string, args: readonly Field[], invocation: Invocation): ConsoleCode[] | undefined {
  const command = args[0]?.value;
  switch (tool) {
    case "rails":
    case "rails.rb":
      if (command === "runner" || command === "r") return runnerCode(operands(args.slice(1), RUNNER_VALUED)[0], "ruby", invocation);
      if (command === "console" || command === "c") return stdinInput(invocation, "ruby", args.some((field) => field.value === "--sandbox" || field.value === "-s"));
      return undefined;
    case "hanami":
    case "padrino":
      return command === "console" || command === "c" ? stdinInput(invocation, "ruby") : undefined;
    case "console":
      // Symfony's `php bin/console`: Doctrine's commands that run the SQL they are given.
      if (/^php/.test(invocation.name)) return command === "doctrine:query:sql" || command === "dbal:run-sql" ? operands(args.slice(1), /^--(?:connection|depth)$/).slice(0, 1).flatMap((field) => (field.value === undefined ? [] : [{ code: field.value, language: "sql" }])) : undefined;
      // A gem's `bin/console` (or Rails 2's `script/console`) starts IRB with the application loaded.
      return stdinInput(invocation, "ruby");
    case "ipython":
    case "ipython3": {
      const code = codeOptions(args, ["-c"]);
      return code.length > 0 ? code.map((text) => ({ code: text, language: "python" })) : stdinInput(invocation, "python");
    }
    case "tsx":
    case "ts-node":
    case "ts-node-esm": {
      // With no script, these TypeScript runners start a REPL that reads its input.
      const code = codeOptions(args, ["-e", "--eval", "-p", "--print"]);
      if (code.length > 0) return code.map((text) => ({ code: text, language: "node" }));
      return operands(args, /^(?:-r|--require|--import|--tsconfig|-P|--project|-C|--compiler|-O|--compiler-options)$/).length === 0 ? stdinInput(invocation, "node") : undefined;
    }
    case "bun":
    case "deno":
      return command === "repl" ? stdinInput(invocation, "node") : undefined;
    case "elixir": {
      const code = codeOptions(args, ["-e", "--eval"]).map((text) => ({ code: text, language: "elixir" }));
      // `elixir -S mix run -`: mix's runner reading the script from its input.
      const mixRun = args.some((field) => field.value === "-S") && args.some((field) => field.value === "run") && args.some((field) => field.value === "-");
      return [...code, ...(mixRun ? stdinInput(invocation, "elixir") : [])];
    }
    case "irb":
    case "pry":
    case "racksh":
      return stdinInput(invocation, "ruby");
    case "sequel": {
      const code = codeOptions(args, ["-c"]);
      if (code.length > 0) return code.map((text) => ({ code: text, language: "ruby" }));
      const [, file] = operands(args, SEQUEL_VALUED);
      return file ? runnerCode(file, "ruby", invocation) : stdinInput(invocation, "ruby");
    }
    case "manage.py":
    case "django-admin":
      if (command !== "shell" && command !== "shell_plus") return undefined;
      {
        const code = codeOptions(args, ["-c", "--command"]);
        return code.length > 0 ? code.map((text) => ({ code: text, language: "python" })) : stdinInput(invocation, "python");
      }
    case "flask":
      return command === "shell" ? stdinInput(invocation, "python") : undefined;
    case "odoo":
    case "odoo-bin":
      return command === "shell" ? stdinInput(invocation, "python") : undefined;
    case "artisan":
      if (command !== "tinker") return undefined;
      return [
        ...codeOptions(args, ["--execute"]).map((code) => ({ code, language: "php" })),
        ...operands(args.slice(1), /^--execute$/).flatMap((file) => writtenCode(file, "php", invocation)),
        ...stdinInput(invocation, "php"),
      ];
    case "mix": {
      if (command !== "run") return undefined;
      const code = codeOptions(args, ["-e", "--eval"]).map((text) => ({ code: text, language: "elixir" }));
      const file = operands(args.slice(1), /^(?:-e|--eval|-r|--require|-p|--parallel-require)$/)[0];
      return [...code, ...(file ? runnerCode(file, "elixir", invocation) : [])];
    }
    case "iex":
      if (!args.some((field) => field.value === "-S")) return undefined;
      return [...codeOptions(args, ["-e", "--eval"]).map((code) => ({ code, language: "elixir" })), ...stdinInput(invocation, "elixir")];
    case "ace":
      return command === "repl" ? stdinInput(invocation, "node") : undefined;
    default:
      return undefined;
  }
}

/** The code a console reads on its standard input, in `language` (`sandbox`: run in a rolled-back transaction). */
function stdinInput(invocation: Invocation, language: string, sandbox = false): ConsoleCode[] {
  return stdinCode(invocation).map((code) => ({ code, language, ...(sandbox ? { sandbox } : {}) }));
}

/**
 * What an interpreter reads as its program from stdin or a script file the same command wrote
 * (`echo 'User.delete_all' | ruby`, `cat > x.py <<EOF … EOF; python x.py`).
 *
 * @example
 * // echo 'await prisma.user.deleteMany()' | node
 * programInput(invocation, undefined, true) // ["await prisma.user.deleteMany()\n"]
 */
export function programInput(invocation: Invocation, script: Field | undefined, readsStdin: boolean): string[] {
  if (script) return writtenText(script, invocation);
  return readsStdin ? stdinCode(invocation) : [];
}

/** A runner's operand: `-` reads stdin, a file the script wrote is read, another file is not visible, anything else is code. */
function runnerCode(field: Field | undefined, language: string, invocation: Invocation): ConsoleCode[] {
  const value = field?.value;
  if (field === undefined || value === undefined) return [];
  if (value === "-" || value === "/dev/stdin") return stdinCode(invocation).map((code) => ({ code, language }));
  const written = writtenText(field, invocation);
  if (written.length > 0) return written.map((code) => ({ code, language }));
  if (SCRIPT_FILE.test(value)) return [];
  return [{ code: value, language }];
}

function writtenCode(field: Field, language: string, invocation: Invocation): ConsoleCode[] {
  return writtenText(field, invocation).map((code) => ({ code, language }));
}

/** The text a command reads on stdin, when the guard knows it (echoed, printed, a heredoc, a file the script wrote, known pieces). */
function stdinCode(invocation: Invocation): string[] {
  const stdin: DataSource | undefined = invocation.stdin;
  if (!stdin) return [];
  if (stdin.text !== undefined) return [stdin.text];
  if (stdin.file) {
    const written = writtenText(stdin.file, invocation);
    if (written.length > 0) return written;
  }
  return [...(stdin.fragments ?? [])];
}

/** What the script wrote earlier to the file a field names, if it did. */
function writtenText(field: Field, invocation: Invocation): string[] {
  const value = field.value;
  if (value === undefined || !invocation.files || invocation.files.size === 0) return [];
  const key = path.posix.isAbsolute(value) ? path.posix.normalize(value) : invocation.cwd.known ? path.posix.resolve(invocation.cwd.path, value) : path.posix.normalize(value);
  const text = invocation.files.get(key)?.text;
  return text === undefined ? [] : [text];
}

/** Operands, skipping the values of the options that take one. */
function operands(args: readonly Field[], valued: RegExp): Field[] {
  const found: Field[] = [];
  for (let index = 0; index < args.length && index < 64; index++) {
    const value = args[index]?.value;
    if (value !== undefined && value.startsWith("-") && value !== "-") {
      if (valued.test(value)) index++;
      continue;
    }
    found.push(args[index] as Field);
  }
  return found;
}

/** Code given to the named options among the first 64 words; code only known when the command runs is left out. */
function codeOptions(args: readonly Field[], names: readonly string[]): string[] {
  return optionValues(
    args.slice(0, 64).map((field) => field.value ?? ""),
    names,
  ).filter((code) => code !== "");
}
