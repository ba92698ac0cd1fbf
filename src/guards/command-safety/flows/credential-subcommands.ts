import { SHELLS } from "../commands/command-classes.js";
import { interpreterFamily } from "../commands/command-name.js";
import { isWrapper, unwrap } from "../commands/wrappers.js";
import type { Invocation } from "../model.js";
import { taskWords } from "../planes/task-words.js";
import { subcommandWords, wordParts } from "../planes/verbs.js";

/** Nouns naming a stored secret: reading one prints its value; creating one stores the value given. */
const SECRET_NOUNS = new Set(["secret", "secrets"]);
/** Nouns naming a credential that a service issues: reading one prints it, creating one prints the new one. */
const CREDENTIAL_NOUNS = new Set([
  "token", "tokens", "credential", "credentials", "cred", "creds", "password", "passwords", "passwd", "passphrase",
  "apikey", "apikeys", "accesskey", "accesskeys", "accesstoken", "accesstokens", "authtoken", "authtokens", "apitoken", "apitokens",
]);
/** `key(s)` is a credential only after one of these (`api-key`, `access-keys`, `auth keys`, `service-account keys`). */
const KEY_PARENTS = new Set(["api", "access", "auth", "iam", "account", "accounts", "application", "app", "client", "secret"]);
/** Verbs that print what they name. */
const REVEALING = new Set(["get", "show", "view", "reveal", "read", "print", "export", "dump", "decrypt", "cat", "display", "unseal", "unwrap"]);
/** Verbs that make a new credential and print it once. */
const MINTING = new Set(["create", "new", "generate", "gen", "issue", "mint", "rotate", "regenerate", "roll", "reset", "renew"]);
/** Verbs that make a secret from nothing but the tool itself: the value is printed. */
const SECRET_MINTING = new Set(["generate", "gen"]);
/** Parts that make a subcommand a listing, a check or a removal: names, validity or nothing is printed. */
const HARMLESS_PARTS = new Set([
  "list", "ls", "names", "status", "verify", "check", "validate", "exists", "count", "delete", "remove", "rm", "revoke", "logout",
  "set", "put", "add", "store", "import", "upload", "help", "metadata", "describe", "info", "expire", "unset", "disable", "history",
]);
/** Options that take a value among the common global options of CLIs (their value is not a subcommand). */
const VALUED = new Set(["region", "project", "profile", "app", "org", "context", "env", "environment", "config", "output", "format", "zone", "team", "account", "scope", "namespace", "cluster", "workspace", "stage", "site", "host", "server", "endpoint", "api-url", "url", "vault", "path", "mount"]);
/** Options that make a command show what it would do, or its help: nothing is minted or printed. */
const NOTHING_DONE = /^(?:--help|-h|--dry-run|--dryrun|--dry_run|--what-if|--whatif|--version|-V)$|^--dry-run=(?:true|client|server)$/;
/**
 * Programs whose subcommand words are not a CLI's commands (text tools, file tools, shells'
 * builtins), and CLIs whose credential commands are modelled exactly elsewhere (`kubectl get
 * secrets` lists names; `docker secret create` stores the value given; `git credential` helpers).
 */
const NOT_CREDENTIAL_CLIS = new Set([
  "echo", "printf", "print", "grep", "egrep", "fgrep", "rg", "ag", "ack", "sed", "awk", "gawk", "cat", "less", "more", "head", "tail",
  "man", "info", "help", "tldr", "which", "type", "command", "whereis", "apropos", "whatis", "hash", "alias", "history", "read",
  "export", "set", "unset", "declare", "local", "readonly", "test", "[", "true", "false", "cd", "ls", "mkdir", "touch", "tree", "find", "fd",
  "cp", "mv", "rm", "ln", "tee", "wc", "sort", "uniq", "cut", "jq", "yq", "xargs", "code", "vim", "nvim", "nano", "emacs", "open",
  "git", "kubectl", "oc", "kubecolor", "k", "docker", "podman", "nerdctl", "ssh-keygen", "openssl", "gpg", "gpg2", "age", "sops",
  "curl", "wget", "http", "https", "xh", "nc", "ncat", "socat", "say", "notify-send", "logger", "time", "timeout", "watch", "seq",
  "aws", "gcloud", "az", "helm", "vault", "npm", "pnpm", "yarn", "bun",
]);
/** Words of cluster tools: their `get-credentials` writes a kubeconfig entry, printing nothing. */
const CLUSTER_PARTS = new Set(["cluster", "clusters", "kubernetes", "k8s", "aks", "eks", "gke", "kubeconfig", "doks", "lke"]);
/** Options naming the file the credential is written to (`--file key.json`, `--output-file t.txt`), or that decrypt in place. */
const OUTPUT_FILE = /^(?:--(?:file|output-file|out-file|outfile|key-file|keyfile|save-to|save|out|dest|destination))$/;
/** Files that are the terminal. */
const TERMINAL_FILE = /^(?:-|\/dev\/(?:stdout|stderr|tty|fd\/[12])|\/proc\/self\/fd\/[12])$/;

/**
 * The subcommand by which a command-line tool the guard has no model of prints or mints a
 * credential, read from the shape of its words as CLIs document them: a credential noun (secret,
 * token, credential, password, api key, access key, `key` after an auth-ish word, `auth` followed
 * by `token`) next to a verb that reveals it (get, show, view, read, print, export, dump, decrypt,
 * …) or, for issued credentials, one that mints it (create, new, generate, issue, rotate, …), in
 * either order and as separate words (`tool secrets get NAME`, `tool apikeys create`) or parts of
 * one word (`get-secret`, `print-access-token`, `tokens:create`, `token-create`). Creating a
 * secret stores the value given and asks nothing; listings, checks, removals, `--help` and
 * `--dry-run` print no credential. The words are read past global options and their values, as
 * the general destructive-verb rule reads them.
 *
 * @example
 * credentialSubcommand(invocation("acme", "secrets", "get", "DB_PASSWORD")) // "acme secrets get"
 * credentialSubcommand(invocation("acme", "secrets", "list")) // undefined
 */
export function credentialSubcommand(invocation: Invocation): string | undefined {
  if (invocation.argv.length < 2 || invocation.argv.length > 64) return undefined;
  const task = taskWords(invocation);
  const name = task.tool;
  if (task.task || name === "" || NOT_CREDENTIAL_CLIS.has(name) || SHELLS.has(name)) return undefined;
  if (isWrapper(invocation.name) && (unwrap(invocation.name, invocation.argv.slice(1)).command?.length ?? 0) > 0) return undefined;
  if (name === invocation.name && interpreterFamily(name) !== undefined) return undefined;
  if (task.args.some((field) => field.value !== undefined && NOTHING_DONE.test(field.value))) return undefined;
  const words = subcommandWords(task.args, VALUED, 5).slice(0, 4);
  if (writesToFile(task.args.map((field) => field.value ?? "?"), words.some((word) => /decrypt/i.test(word)))) return undefined;
  if (words.some((word) => wordParts(word).some((part) => CLUSTER_PARTS.has(part)))) return undefined;
  const found = credentialWords(words);
  return found === undefined ? undefined : `${name} ${found.join(" ")}`;
}

/** Whether the command writes what it makes into a file it names (not the terminal), or decrypts in place. */
function writesToFile(args: readonly string[], decrypts: boolean): boolean {
  return args.some((arg, index) => {
    if (decrypts && (arg === "-i" || arg === "--in-place")) return true;
    if (arg.startsWith("--") && arg.includes("=")) return OUTPUT_FILE.test(arg.slice(0, arg.indexOf("="))) && !TERMINAL_FILE.test(arg.slice(arg.indexOf("=") + 1));
    return OUTPUT_FILE.test(arg) && args[index + 1] !== undefined && !TERMINAL_FILE.test(args[index + 1] as string);
  });
}

/** The subcommand words (up to the one that completes the pair) that print or mint a credential, or undefined. */
function credentialWords(words: readonly string[]): string[] | undefined {
  const parts = words.map(wordParts);
  if (parts.some((own) => own.some((part) => HARMLESS_PARTS.has(part)) || own.length > 6)) return undefined;
  for (let index = 0; index < parts.length; index++) {
    const own = parts[index] as string[];
    const before = index > 0 ? (parts[index - 1] as string[]) : [];
    const noun = nounOf(own, before);
    // One word holds both (`get-secret`, `print-access-token`, `tokens:create`, `get-login-password`).
    if (noun !== undefined && verbFits(noun, own)) return words.slice(0, index + 1);
    const after = parts[index + 1];
    if (noun !== undefined && after !== undefined && nounOf(after, own) === undefined && verbFits(noun, after)) return words.slice(0, index + 2);
    // Verb first (`tool get secret NAME`, `tool create token`).
    if (noun === undefined && after !== undefined && nounOf(own, before) === undefined) {
      const next = nounOf(after, own);
      if (next !== undefined && verbFits(next, own)) return words.slice(0, index + 2);
    }
    // `tool auth token`, `tool auth:token`: the session's token printed, as documented by the CLIs that have it.
    if ((own.at(-1) === "auth" || own.at(-1) === "login") && after !== undefined && after.length === 1 && (after[0] === "token" || after[0] === "accesstoken") && index + 2 === parts.length) return words.slice(0, index + 2);
    // `neonctl connection-string`: the database's URL, its password in it.
    if (own.length === 2 && (own[0] === "connection" || own[0] === "conn") && /^(?:string|str|uri|url)$/.test(own[1] as string)) return words.slice(0, index + 1);
    if (own.length === 2 && own[0] === "auth" && (own[1] === "token" || own[1] === "accesstoken") && index + 1 === parts.length) return words.slice(0, index + 1);
  }
  return undefined;
}

/** The kind of credential a word names (`secret` or `issued`), given the word before it for `key`. */
function nounOf(own: readonly string[], before: readonly string[]): "secret" | "issued" | undefined {
  let kind: "secret" | "issued" | undefined;
  for (let index = 0; index < own.length; index++) {
    const part = own[index] as string;
    if (CREDENTIAL_NOUNS.has(part)) return "issued";
    if (part === "key" || part === "keys") {
      const parent = index > 0 ? own[index - 1] : before.at(-1);
      if (parent !== undefined && KEY_PARENTS.has(parent)) return "issued";
    }
    if (SECRET_NOUNS.has(part)) kind = "secret";
  }
  return kind;
}

/** Whether the word's parts hold a verb that prints a credential of this kind. */
function verbFits(noun: "secret" | "issued", parts: readonly string[]): boolean {
  return parts.some((part) => REVEALING.has(part) || (noun === "issued" ? MINTING.has(part) : SECRET_MINTING.has(part)));
}
