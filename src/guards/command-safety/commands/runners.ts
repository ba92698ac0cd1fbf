import { staticField, type Field } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import type { Unwrapped } from "./wrappers.js";
import { ownEntry } from "../../../util/own-entry.js";

/** A tool that runs a command here inside an environment it sets up (packages, secrets, a language version). */
interface RunnerSpec {
  /** The subcommands that run a command (`bundle exec`, `poetry run`); other subcommands run the tool itself. */
  subcommands: readonly string[];
  grammar: OptionGrammar;
  /** A second subcommand word that must follow the first (`vercel env run`). */
  then?: string;
  /** Operands before the command (`aws-vault exec PROFILE`, `direnv exec DIR`). */
  skip?: number;
  /** The command follows `--` (`chamber exec svc … -- cmd`, `mise exec node@20 -- cmd`). */
  afterDashes?: boolean;
  /** The command is one shell string (`sops exec-env FILE 'cmd'`, `nix-shell --run 'cmd'`). */
  codeOperand?: boolean;
  /** Option whose value is shell code. */
  codeOption?: string;
}

const PLAIN: OptionGrammar = { stopAtOperand: true };

/** Environment runners, from their manuals. */
const RUNNERS: Readonly<Record<string, RunnerSpec>> = {
  bundle: { subcommands: ["exec"], grammar: PLAIN },
  poetry: { subcommands: ["run"], grammar: { longValues: ["directory", "project", "P", "C"], stopAtOperand: true } },
  pipenv: { subcommands: ["run"], grammar: PLAIN },
  pdm: { subcommands: ["run"], grammar: { values: "p", longValues: ["project", "venv"], stopAtOperand: true } },
  hatch: { subcommands: ["run"], grammar: PLAIN },
  rye: { subcommands: ["run"], grammar: PLAIN },
  uv: { subcommands: ["run"], grammar: { flags: "q", values: "pw", longValues: ["with", "with-requirements", "python", "project", "directory", "env-file", "extra", "group", "package", "index", "index-url", "extra-index-url", "script", "module"], aliases: { p: "python", w: "with" }, stopAtOperand: true } },
  pixi: { subcommands: ["run"], grammar: { values: "e", longValues: ["environment", "manifest-path"], stopAtOperand: true } },
  conda: { subcommands: ["run"], grammar: { values: "np", longValues: ["name", "prefix", "cwd"], long: ["no-capture-output", "live-stream"], stopAtOperand: true } },
  mamba: { subcommands: ["run"], grammar: { values: "np", longValues: ["name", "prefix", "cwd"], long: ["no-capture-output", "live-stream"], stopAtOperand: true } },
  micromamba: { subcommands: ["run"], grammar: { values: "np", longValues: ["name", "prefix", "cwd"], stopAtOperand: true } },
  railway: { subcommands: ["run"], grammar: { values: "se", longValues: ["service", "environment"], stopAtOperand: true } },
  doppler: { subcommands: ["run"], grammar: { values: "pc", longValues: ["project", "config", "token", "name-transformer", "mount"], long: ["preserve-env"], stopAtOperand: true }, codeOption: "command" },
  op: { subcommands: ["run"], grammar: { longValues: ["env-file", "account"], long: ["no-masking"], stopAtOperand: true } },
  infisical: { subcommands: ["run"], grammar: { longValues: ["env", "path", "projectId", "token", "domain"], stopAtOperand: true }, codeOption: "command" },
  // `vercel env run [-e ENV] [--git-branch B] -- CMD` (Vercel CLI reference, "vercel env run").
  vercel: { subcommands: ["env"], then: "run", grammar: { values: "e", longValues: ["environment", "git-branch", "scope", "token", "cwd"], stopAtOperand: true }, afterDashes: true },
  vc: { subcommands: ["env"], then: "run", grammar: { values: "e", longValues: ["environment", "git-branch", "scope", "token", "cwd"], stopAtOperand: true }, afterDashes: true },
  // `dotenvx run [-f FILE] [--env K=V] -- CMD` (dotenvx docs, "run").
  dotenvx: { subcommands: ["run"], grammar: { values: "f", longValues: ["env-file", "env", "env-keys-file", "convention", "ops-off"], long: ["overload", "strict", "quiet", "verbose", "debug"], stopAtOperand: true }, afterDashes: true },
  "aws-vault": { subcommands: ["exec"], grammar: { values: "dt", longValues: ["duration", "region", "mfa-token", "prompt", "backend"], long: ["no-session", "server", "ec2-server", "ecs-server", "lazy", "stdout", "json"], stopAtOperand: true }, skip: 1 },
  direnv: { subcommands: ["exec"], grammar: PLAIN, skip: 1 },
  chamber: { subcommands: ["exec"], grammar: PLAIN, afterDashes: true },
  sops: { subcommands: ["exec-env", "exec-file"], grammar: { long: ["background", "no-fifo", "pristine", "same-process"], longValues: ["user", "filename", "input-type", "output-type"], stopAtOperand: true }, skip: 1, codeOperand: true },
  mise: { subcommands: ["exec", "x"], grammar: { values: "Cj", longValues: ["command", "jobs", "cd"], stopAtOperand: false }, afterDashes: true, codeOption: "command" },
  asdf: { subcommands: ["exec"], grammar: PLAIN },
  rbenv: { subcommands: ["exec"], grammar: PLAIN },
  pyenv: { subcommands: ["exec"], grammar: PLAIN },
  nodenv: { subcommands: ["exec"], grammar: PLAIN },
  goenv: { subcommands: ["exec"], grammar: PLAIN },
  volta: { subcommands: ["run"], grammar: { longValues: ["node", "npm", "pnpm", "yarn", "env"], long: ["bundled-npm", "no-yarn"], stopAtOperand: true } },
  fnm: { subcommands: ["exec"], grammar: { longValues: ["using"], stopAtOperand: true } },
  devbox: { subcommands: ["run"], grammar: { values: "c", longValues: ["config", "environment"], stopAtOperand: true } },
  "nix-shell": { subcommands: [], grammar: { values: "pAIEo", longValues: ["run", "command", "packages", "attr", "include", "expr", "arg", "argstr"], aliases: { p: "packages", A: "attr", I: "include", E: "expr" } }, codeOption: "run" },
  envchain: { subcommands: [], grammar: { long: ["set", "list", "unset"], stopAtOperand: true }, skip: 1 },
  summon: { subcommands: [], grammar: { values: "fpD", longValues: ["provider", "environment", "up"], stopAtOperand: true } },
};

/** Whether a program is an environment runner. */
export function isRunner(name: string): boolean {
  return Object.hasOwn(RUNNERS, name);
}

/**
 * The command an environment runner runs (`bundle exec rake db:drop`, `poetry run python …`,
 * `railway run …`, `aws-vault exec prod -- …`, `sops exec-env secrets.json 'cmd'`); nothing when
 * the tool is used for something else (`bundle install`).
 *
 * @example
 * unwrapRunner("bundle", fields("exec", "rake", "db:drop")).command?.map((f) => f.value) // ["rake", "db:drop"]
 */
export function unwrapRunner(name: string, args: readonly Field[]): Unwrapped {
  const spec = ownEntry(RUNNERS, name) as RunnerSpec;
  let rest: readonly Field[] = args;
  if (spec.subcommands.length > 0) {
    const at = args.findIndex((field) => !field.value?.startsWith("-"));
    if (at < 0 || !spec.subcommands.includes(args[at]?.value ?? "")) return {};
    rest = args.slice(at + 1);
    if (spec.then !== undefined) {
      if (rest[0]?.value !== spec.then) return {};
      rest = rest.slice(1);
    }
  }
  const parsed = parseOptions(rest, spec.grammar);
  const code = spec.codeOption ? (parsed.value(spec.codeOption) ?? parsed.value("command")) : undefined;
  if (code) return { code };
  const dashes = rest.findIndex((field) => field.value === "--");
  let command = spec.afterDashes || (dashes >= 0 && parsed.operands.length === 0) ? (dashes >= 0 ? rest.slice(dashes + 1) : []) : parsed.operands.slice(spec.skip ?? 0);
  if (command[0]?.value === "--") command = command.slice(1);
  if (spec.codeOperand) return command[0] ? { code: command[0] } : {};
  // `uv run -`, `uv run x.py`, `uv run --script x`: uv runs the script (stdin for `-`) with Python.
  if (name === "uv") {
    const script = parsed.value("script");
    if (script) command = [script, ...command];
    if (command[0] && (script || command[0].value === "-" || command[0].value === "/dev/stdin" || /\.pyw?$/.test(command[0].value ?? ""))) command = [staticField("python"), ...command];
  }
  return command.length > 0 ? { command: [...command] } : {};
}
