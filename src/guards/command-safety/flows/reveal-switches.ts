import { SHELLS } from "../commands/command-classes.js";
import { interpreterFamily } from "../commands/command-name.js";
import { optionValues } from "../commands/option-values.js";
import type { Invocation } from "../model.js";
import { wordParts } from "../planes/verbs.js";

/**
 * Switches whose documented meaning is to print the secrets a command masks by default, whatever
 * the tool: Pulumi's `--show-secrets` (`pulumi config`, `stack output`), the Auth0 CLI's
 * `--reveal-secrets` (`auth0 apps show`), 1Password's `op item get --reveal`, Symfony's
 * `secrets:list --reveal`, the AWS CLI's `--with-decryption` (SSM parameters), and the spellings
 * other CLIs give the same meaning (`--show-password`, `--show-sensitive`, `--unmask`,
 * `--no-redact`). Given one, a command prints a secret into the transcript, unless what it prints
 * goes to a file it names (a consumer reading the output is judged by the flow model, as for every
 * credential printer).
 */
const REVEAL_SWITCHES: ReadonlySet<string> = new Set([
  "--reveal-secrets", "--reveal-secret", "--show-secrets", "--show-secret", "--reveal", "--show-password", "--show-passwords",
  "--reveal-password", "--reveal-passwords", "--show-sensitive", "--show-sensitive-values", "--unmask", "--unmasked",
  "--with-decryption", "--expose-secrets", "--no-redact", "--show-credentials", "--reveal-credentials",
]);

/**
 * Switches that reveal only when the command is about a secret: `--decrypt`, `--plaintext` and
 * `--decrypted` are also how archivers, gRPC clients (`grpcurl -plaintext`, no TLS) and media
 * tools name other things; next to a subcommand naming a secret, a password, a credential or a
 * parameter store (`acme secrets get X --plaintext`, `acme params get X --decrypt`) they print it.
 */
const CONTEXT_SWITCHES: ReadonlySet<string> = new Set(["--decrypt", "--decrypted", "--plaintext", "--show-value", "--show-values"]);
/** Subcommand word parts that name a secret, for the switches above. */
const SECRET_PARTS: ReadonlySet<string> = new Set([
  "secret", "secrets", "password", "passwords", "credential", "credentials", "creds", "token", "tokens", "param", "params",
  "parameter", "parameters", "vault", "vaults", "apikey", "apikeys", "variable", "variables",
]);

/**
 * Programs whose arguments are data or patterns rather than a CLI's switches (a search for the
 * switch's name, a message about it), and CLIs whose secret commands are modelled exactly
 * elsewhere.
 */
const DATA_PROGRAMS: ReadonlySet<string> = new Set([
  "echo", "printf", "print", "grep", "egrep", "fgrep", "rg", "ag", "ack", "sed", "awk", "gawk", "man", "info", "tldr", "which", "type",
  "command", "whereis", "apropos", "whatis", "git", "jq", "yq", "cat", "less", "more", "head", "tail", "sort", "uniq", "cut", "tee",
  "find", "fd", "code", "vim", "nvim", "nano", "emacs", "say", "logger", "notify-send", "test", "[", "gpg", "gpg2", "age", "rage",
  "sops", "openssl", "grpcurl", "ghz", "evans", "open", "xdg-open",
]);

/** Options naming the file a command writes its output to; a value that is a format (`-o json`) is not a file. */
const OUTPUT_FILE_OPTIONS: readonly string[] = ["-o", "--output", "--out", "--out-file", "--output-file", "--outfile"];
const OUTPUT_FORMATS = /^(?:json|jsonc|yaml|yml|text|txt|table|tsv|csv|plain|raw|pretty|wide|env|dotenv|shell|export|none|default|human)$/i;
/** Files that are the terminal. */
const TERMINAL_FILE = /^(?:-|\/dev\/(?:stdout|stderr|tty|fd\/[12])|\/proc\/self\/fd\/[12])$/;

/**
 * The switch by which a command reveals a secret it would otherwise mask, named for reasons
 * (`auth0 --reveal-secrets`), or undefined.
 *
 * @example
 * revealSwitch(invocation("auth0", "apps", "show", "abc", "--reveal-secrets")) // "auth0 --reveal-secrets"
 * revealSwitch(invocation("acme", "secrets", "get", "db", "--plaintext")) // "acme --plaintext"
 * revealSwitch(invocation("grpcurl", "--plaintext", "localhost:50051", "list")) // undefined
 */
export function revealSwitch(invocation: Invocation): string | undefined {
  const name = invocation.name;
  if (invocation.argv.length < 2 || invocation.argv.length > 64 || DATA_PROGRAMS.has(name) || SHELLS.has(name) || interpreterFamily(name) !== undefined) return undefined;
  // Most commands carry no long option at all.
  if (!invocation.argv.some((field) => field.value?.startsWith("--") === true)) return undefined;
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  const end = args.indexOf("--");
  const options = end < 0 ? args : args.slice(0, end);
  const found = options.find((arg) => isSwitch(arg, REVEAL_SWITCHES)) ?? (options.some((arg) => isSwitch(arg, CONTEXT_SWITCHES)) && namesSecret(options) ? options.find((arg) => isSwitch(arg, CONTEXT_SWITCHES)) : undefined);
  if (found === undefined || writesToFile(options)) return undefined;
  return `${name} ${found.replace(/=.*$/, "")}`;
}

/** `--switch`, or `--switch=VALUE` with a value that does not turn it off (`--reveal=false`). */
function isSwitch(arg: string, switches: ReadonlySet<string>): boolean {
  const equals = arg.indexOf("=");
  if (equals < 0) return switches.has(arg);
  return switches.has(arg.slice(0, equals)) && !/^(?:false|0|no|off)$/i.test(arg.slice(equals + 1));
}

/**
 * Whether a subcommand word (an operand before the first option, where CLIs put their commands)
 * names a secret (`secrets`, `get-parameter`, `api-keys`); option values (`--plaintext
 * fileb://config.json`, the text `aws kms encrypt` encrypts) are not.
 */
function namesSecret(args: readonly string[]): boolean {
  const first = args.findIndex((arg) => arg.startsWith("-"));
  const words = (first < 0 ? args : args.slice(0, first)).slice(0, 4);
  return words.some((word) => word.length < 64 && wordParts(word).some((part) => SECRET_PARTS.has(part)));
}

/** Whether the output goes to a file the command names (`-o secrets.json`, `--output-file=out.env`), not the terminal. */
function writesToFile(args: readonly string[]): boolean {
  return optionValues(args, OUTPUT_FILE_OPTIONS).some((value) => value !== "" && !value.startsWith("-") && !OUTPUT_FORMATS.test(value) && !TERMINAL_FILE.test(value));
}
