import type { Field, Invocation } from "../model.js";

/**
 * npm packages of plane CLIs whose program is named differently from the package (`npx
 * firebase-tools …` runs `firebase`), from each package's `bin` field.
 */
const NPM_PROGRAMS: ReadonlyMap<string, string> = new Map([
  ["firebase-tools", "firebase"],
  ["netlify-cli", "netlify"],
  ["aws-cdk", "cdk"],
  ["cdktf-cli", "cdktf"],
  ["@railway/cli", "railway"],
  ["@upstash/cli", "upstash"],
  ["@planetscale/cli", "pscale"],
  ["@pulumi/pulumi", "pulumi"],
  ["@supabase/cli", "supabase"],
  ["@neondatabase/cli", "neonctl"],
  ["@turso/cli", "turso"],
  ["@mongosh/cli-repl", "mongosh"],
  ["@cdktf/cli", "cdktf"],
]);

/** Options of `uvx` (`uv tool run`) and `pipx run` that take a value; the first other operand is the command. */
const PYTHON_RUNNER_VALUES = /^(?:--from|--with|--with-editable|--with-requirements|-w|--python|-p|--spec|--index|--index-url|-i|--extra-index-url|--default-index|--find-links|-f|--constraints|--overrides|--directory|--project|--cache-dir|--config-file|--pip-args|--env-file)$/;
/** At most this many words are read before the command a Python runner runs. */
const RUNNER_LIMIT = 24;

/**
 * The command as the plane readers should see it: a package specifier in the command word named
 * by the program it ships (`@railway/cli@latest down` is `railway down`, `vercel@33 remove` is
 * `vercel remove`), and the command a Python tool runner fetches and runs (`uvx --from aws-sam-cli
 * sam delete`, `pipx run --spec linode-cli linode-cli linodes delete`, `uv tool run …`) in its
 * place. Anything else is returned as it is.
 *
 * @example
 * planeProgram(invocation("uvx", "--from", "aws-sam-cli", "sam", "delete")).name // "sam"
 */
export function planeProgram(invocation: Invocation): Invocation {
  const name = invocation.name;
  if (name === "uvx" || name === "pipx" || name === "uv") return pythonRunner(invocation) ?? invocation;
  const word = invocation.argv[0]?.value;
  if (word === undefined || !(word.includes("@") || NPM_PROGRAMS.has(name))) return invocation;
  const program = npmProgram(word);
  return program === undefined || program === name ? invocation : renamed(invocation, program, invocation.argv.slice(1));
}

/** The program an npm specifier runs (`@railway/cli@3` → `railway`, `vercel@latest` → `vercel`), or undefined for a plain word or path. */
function npmProgram(word: string): string | undefined {
  if (word.startsWith(".") || (word.startsWith("/") && !word.startsWith("@"))) return undefined;
  const specifier = /^(@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*|[a-z0-9][\w.-]*)(?:@[\w.^~<>=*-]+)?$/i.exec(word);
  if (!specifier) return undefined;
  const packageName = (specifier[1] as string).toLowerCase();
  return NPM_PROGRAMS.get(packageName) ?? (packageName.startsWith("@") ? undefined : packageName);
}

/** `uvx [options] COMMAND …`, `uv tool run [options] COMMAND …`, `pipx run [options] COMMAND …` → the command. */
function pythonRunner(invocation: Invocation): Invocation | undefined {
  let args = invocation.argv.slice(1);
  if (invocation.name === "uv") {
    if (args[0]?.value !== "tool" || args[1]?.value !== "run") return undefined;
    args = args.slice(2);
  } else if (invocation.name === "pipx") {
    if (args[0]?.value !== "run") return undefined;
    args = args.slice(1);
  }
  for (let index = 0; index < args.length && index < RUNNER_LIMIT; index++) {
    const value = args[index]?.value;
    if (value === undefined) return undefined;
    if (value === "--") return commandAt(invocation, args, index + 1);
    if (PYTHON_RUNNER_VALUES.test(value)) {
      index++;
      continue;
    }
    if (value.startsWith("-")) continue;
    return commandAt(invocation, args, index);
  }
  return undefined;
}

function commandAt(invocation: Invocation, args: readonly Field[], index: number): Invocation | undefined {
  const word = args[index]?.value;
  if (word === undefined) return undefined;
  // `uvx ruff@0.5 check`, `uvx 'linode-cli==5.50'`: the version is not part of the program's name.
  const program = word.replace(/(?:@|==|>=|~=).*$/, "");
  return renamed(invocation, program.slice(program.lastIndexOf("/") + 1), args.slice(index + 1));
}

function renamed(invocation: Invocation, program: string, rest: readonly Field[]): Invocation {
  return { ...invocation, name: program, argv: [{ value: program, text: program, glob: false }, ...rest] };
}
