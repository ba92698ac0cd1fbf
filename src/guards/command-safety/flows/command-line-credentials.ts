import type { Field, Invocation } from "../model.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

/**
 * Passwords and tokens given as command-line arguments. What is on a command line is kept in the
 * shell's history and shown to every user of the machine in the process list, which is why the
 * tools' own references warn against their password options and document a safer way in (standard
 * input, a prompt, an environment variable or a file). A literal is written into the history and
 * the transcript; a substitution fetches a stored credential onto the line. A variable is how CI
 * hands a credential to its tool, and is left alone.
 */

/** How a value reaches the command line: written as a literal (the history keeps it), or fetched onto it by a substitution. */
type ValueKind = "literal" | "substitution";

/** One tool's password option, as its reference documents it. */
interface PasswordOption {
  programs: ReadonlySet<string>;
  /** Subcommand words among the first operands (`login`, `registry login`); none for database clients. */
  words: readonly string[];
  /** Options whose value is the secret: `-p VALUE`, `--password VALUE`, `--password=VALUE`, `-pVALUE` for a one-letter one. */
  options: readonly string[];
  /** The secret is the first operand after the words (`cargo login TOKEN`). */
  operand?: true;
  /** Options that take the secret only glued to them (`mysql -pSECRET`, `--password=SECRET`): apart, `-p` prompts and the next word is an operand. */
  gluedOnly?: true;
  /** A server's client: a value given to this machine's server is a local development database's, which is everyday; other hosts count. Options naming the host. */
  hostOptions?: readonly string[];
  /** The safer way the reference documents, for reasons. */
  instead: string;
}

const OPTIONS: readonly PasswordOption[] = [
  // docker login, podman-login(1), nerdctl, buildah-login(1), skopeo-login(1), finch: `-p` is insecure, use `--password-stdin`.
  { programs: new Set(["docker", "podman", "nerdctl", "buildah", "skopeo", "finch"]), words: ["login"], options: ["-p", "--password"], instead: "--password-stdin" },
  // helm registry login, oras login (also its `--identity-token`), crane auth login: `--password-stdin`.
  { programs: new Set(["helm"]), words: ["registry", "login"], options: ["-p", "--password"], instead: "--password-stdin" },
  { programs: new Set(["oras"]), words: ["login"], options: ["-p", "--password", "--identity-token"], instead: "--password-stdin or --identity-token-stdin" },
  { programs: new Set(["crane"]), words: ["auth", "login"], options: ["-p", "--password"], instead: "--password-stdin" },
  // az acr login -p; cf login -p ("highly discouraged … may be recorded in your shell history"); twine upload -p (TWINE_PASSWORD or keyring).
  { programs: new Set(["az"]), words: ["acr", "login"], options: ["-p", "--password"], instead: "az acr login without a password (it uses the signed-in identity)" },
  { programs: new Set(["cf"]), words: ["login"], options: ["-p"], instead: "the interactive prompt" },
  { programs: new Set(["twine"]), words: ["upload"], options: ["-p", "--password"], instead: "TWINE_PASSWORD or the keyring" },
  // The Cargo Book, cargo login: the token argument is deprecated, it is read from standard input.
  { programs: new Set(["cargo"]), words: ["login"], options: [], operand: true, instead: "the token on standard input" },
  // sshpass(1): `-p` is the least secure way; `-e` reads SSHPASS, `-f` a file.
  { programs: new Set(["sshpass"]), words: [], options: ["-p"], instead: "sshpass -e or -f" },
  // MySQL reference, "End-User Guidelines for Password Security": a password on the command line is insecure; `-p` alone prompts.
  { programs: new Set(["mysql", "mysqldump", "mysqladmin", "mysqlimport", "mysqlcheck", "mysqlpump", "mysqlshow", "mysqlsh", "mariadb", "mariadb-dump", "mariadb-admin"]), words: [], options: ["-p", "--password"], gluedOnly: true, hostOptions: ["-h", "--host"], instead: "-p alone (a prompt) or an option file" },
  // redis-cli: "Using a password with '-a' or '-u' option on the command line interface may not be safe"; `--askpass` prompts.
  { programs: new Set(["redis-cli", "valkey-cli"]), words: [], options: ["-a", "--pass"], hostOptions: ["-h"], instead: "--askpass or REDISCLI_AUTH" },
  // mongosh: `-p` without a value prompts.
  { programs: new Set(["mongosh", "mongo"]), words: [], options: ["-p", "--password"], hostOptions: ["--host"], instead: "-p alone (a prompt)" },
  // sqlcmd -P: "not recommended"; SQLCMDPASSWORD instead.
  { programs: new Set(["sqlcmd"]), words: [], options: ["-P"], hostOptions: ["-S"], instead: "SQLCMDPASSWORD or a prompt" },
];

const BY_PROGRAM = new Map<string, PasswordOption[]>();
for (const option of OPTIONS) for (const program of option.programs) BY_PROGRAM.set(program, [...(BY_PROGRAM.get(program) ?? []), option]);

/** The programs whose password options are read here (for the rule set's dispatch). */
export const PASSWORD_OPTION_PROGRAMS: readonly string[] = [...BY_PROGRAM.keys(), "aws"];

/** A password option given a value on the command line. */
export interface CommandLineCredential {
  /** The option as written (`-p`, `--password=…` shown as `--password`). */
  option: string;
  kind: ValueKind;
  /** The safer way the tool's reference documents. */
  instead: string;
}

/**
 * The password or token a command is given as an argument, literally or by a substitution, when
 * its tool's reference warns against that: registry logins (`docker login -p "$(aws ecr
 * get-login-password)"`), `sshpass -p`, `cargo login TOKEN`, and database clients given a password
 * fetched by a substitution (`mysql -p$(…)`) or a literal one for another host; a literal for this
 * machine's development server is everyday. Variables, placeholders (`-p <password>`) and empty
 * values count for nothing.
 *
 * @example
 * commandLineCredential(invocation("docker", "login", "-u", "AWS", "-p", "$(aws ecr get-login-password)", "r.example"))
 * // { option: "-p", kind: "substitution", instead: "--password-stdin" }
 */
export function commandLineCredential(invocation: Invocation): CommandLineCredential | undefined {
  const entries = BY_PROGRAM.get(invocation.name);
  if (entries === undefined) return undefined;
  const fields = invocation.argv.slice(1, 65);
  for (const entry of entries) {
    if (!hasWords(fields, entry.words)) continue;
    const found = entry.operand === true ? operandValue(fields, entry.words) : passwordValue(fields, entry);
    if (found === undefined) continue;
    const kind = valueKind(found.value);
    if (kind === undefined) continue;
    if (entry.hostOptions && kind === "literal" && !remoteHost(fields, entry.hostOptions)) continue;
    return { option: found.option, kind, instead: entry.instead };
  }
  return undefined;
}

/**
 * Whether the command's subcommand is the words: the first operand, or the second when the first
 * may be a global option's value (`docker --config ~/.docker login`); `docker run -p 80:80 app
 * login` runs `app`, it does not log in.
 */
function hasWords(fields: readonly Field[], words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const operands: { value: string | undefined; afterOption: boolean }[] = [];
  for (let index = 0; index < fields.length && operands.length < words.length + 1; index++) {
    const field = fields[index] as Field;
    if ((field.value ?? field.text).startsWith("-")) continue;
    operands.push({ value: field.value, afterOption: (fields[index - 1]?.value ?? "").startsWith("-") });
  }
  const at = (start: number) => words.every((word, offset) => operands[start + offset]?.value === word);
  return at(0) || (operands[0]?.afterOption === true && at(1));
}

/** The value given to one of the entry's options, and the option. */
function passwordValue(fields: readonly Field[], entry: PasswordOption): { option: string; value: Field } | undefined {
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as Field;
    const text = field.value ?? field.text;
    if (text === "--") return undefined;
    for (const option of entry.options) {
      const long = option.startsWith("--");
      if (text === option) {
        if (entry.gluedOnly === true) continue;
        const next = fields[index + 1];
        if (next !== undefined && !(next.value ?? next.text).startsWith("-")) return { option, value: next };
        continue;
      }
      const glue = long ? `${option}=` : option;
      if (text.startsWith(glue) && text.length > glue.length && (long || !text.startsWith("--"))) return { option, value: slice(field, glue.length) };
    }
  }
  return undefined;
}

/** Cargo's options that take a separate value (`--registry NAME`, `--config KEY=VALUE`, `--color WHEN`, `-Z FLAG`). */
const CARGO_VALUE_OPTIONS = new Set(["--registry", "--config", "--color", "-Z"]);

/** The first operand after the words, the secret of a tool that takes it positionally (options' values are not operands there). */
function operandValue(fields: readonly Field[], words: readonly string[]): { option: string; value: Field } | undefined {
  const operands = fields.filter((field, index) => !(field.value ?? field.text).startsWith("-") && !CARGO_VALUE_OPTIONS.has(fields[index - 1]?.value ?? ""));
  const at = operands.findIndex((field) => field.value === words[0]);
  const value = at < 0 ? undefined : operands[at + words.length];
  return value === undefined ? undefined : { option: `${words.join(" ")} TOKEN`, value };
}

/**
 * The AWS CLI version 1's `aws ecr get-login` prints a `docker login -u AWS -p PASSWORD …` command
 * to be run as printed (`$(aws ecr get-login --no-include-email)`), so the password ends up on a
 * command line either way; its successor `get-login-password` feeds `--password-stdin`.
 *
 * @example
 * printsLoginCommand(invocation("aws", "ecr", "get-login", "--no-include-email")) // "aws ecr get-login"
 */
export function printsLoginCommand(invocation: Invocation): string | undefined {
  if (invocation.name !== "aws") return undefined;
  const operands = invocation.argv.slice(1, 33).map((field) => field.value).filter((value) => value !== undefined && !value.startsWith("-"));
  const at = operands.indexOf("ecr");
  return at >= 0 && at <= 2 && operands[at + 1] === "get-login" ? "aws ecr get-login" : undefined;
}

/** The rest of a field after its option (`-pSECRET` → `SECRET`), keeping whether it is known. */
function slice(field: Field, from: number): Field {
  return field.value !== undefined ? { ...field, value: field.value.slice(from), text: field.text.slice(from) } : { ...field, text: field.text.slice(from) };
}

/** A variable's name written out, to be expanded where the command finally runs (`$MYSQL_PWD`, `${PASS}`). */
const VARIABLE_REFERENCE = /^\$\{?[A-Za-z_]\w*\}?$/;
/** Placeholders documentation writes where the password goes (`<password>`, `[PASSWORD]`, `***`, `xxxx`, an ellipsis). */
const PLACEHOLDER = /^(?:<.*>|\[.*\]|\{.*\}|\*+|x{3,}|\.\.\.|\u2026)$/i;

/**
 * What kind of value a field is, or undefined for a variable (how CI hands a credential to its
 * tool: `docker login -p "$CI_REGISTRY_PASSWORD"` is its use as designed), an empty value or a
 * placeholder. Even `hunter2` is a password typed into the history.
 */
function valueKind(field: Field): ValueKind | undefined {
  if (/\$\(|`/.test(field.text)) return "substitution";
  if (field.value === undefined) return undefined;
  // A quoted reference (`'-p$MYSQL_PWD'` given to `ssh host` or `sh -c`) is a variable where the command runs.
  return field.value === "" || PLACEHOLDER.test(field.value) || VARIABLE_REFERENCE.test(field.value) ? undefined : "literal";
}

/** Whether a host option names another machine than this one. */
function remoteHost(fields: readonly Field[], options: readonly string[]): boolean {
  for (let index = 0; index < fields.length; index++) {
    const text = fields[index]?.value ?? "";
    for (const option of options) {
      const host = text === option ? fields[index + 1]?.value : option.startsWith("--") ? (text.startsWith(`${option}=`) ? text.slice(option.length + 1) : undefined) : text.startsWith(option) && text.length > option.length && !text.startsWith("--") ? text.slice(option.length) : undefined;
      if (host !== undefined && host !== "" && !isLoopbackHost(host.replace(/:\d+$/, ""))) return true;
    }
  }
  // mongosh's connection string operand names its host.
  return fields.some((field) => {
    const host = MONGODB_HOST.exec(field.value ?? "")?.[1];
    return host !== undefined && !isLoopbackHost(host);
  });
}

/** The first host of a MongoDB connection string (`mongodb+srv://user@cluster0.example.net/db`). */
const MONGODB_HOST = /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/:,?]+)/;
