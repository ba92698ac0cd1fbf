import { isWrapper, unwrap } from "../commands/wrappers.js";
import type { Field, Invocation } from "../model.js";

/**
 * Logins that read their password or token on standard input, by their references, which
 * recommend it over a password on the command line: `docker login --password-stdin` (and podman,
 * nerdctl, buildah, skopeo, finch), `helm registry login --password-stdin`, `oras login
 * --password-stdin` or `--identity-token-stdin`, `crane auth login --password-stdin`, `gh auth
 * login --with-token`, `glab auth login --stdin`, `cargo login` (the token on standard input),
 * `vault login -` (the token read from standard input).
 */
interface StdinLogin {
  /** Subcommand words among the first operands. */
  words: readonly string[];
  /** The switch that makes it read standard input; none when it always does. */
  switches: readonly string[];
}

const REGISTRY_LOGIN: readonly StdinLogin[] = [{ words: ["login"], switches: ["--password-stdin"] }];
const STDIN_LOGINS: Readonly<Record<string, readonly StdinLogin[]>> = {
  docker: REGISTRY_LOGIN,
  podman: REGISTRY_LOGIN,
  nerdctl: REGISTRY_LOGIN,
  buildah: REGISTRY_LOGIN,
  skopeo: REGISTRY_LOGIN,
  finch: REGISTRY_LOGIN,
  helm: [{ words: ["registry", "login"], switches: ["--password-stdin"] }],
  oras: [{ words: ["login"], switches: ["--password-stdin", "--identity-token-stdin"] }],
  crane: [{ words: ["auth", "login"], switches: ["--password-stdin"] }],
  gh: [{ words: ["auth", "login"], switches: ["--with-token"] }],
  glab: [{ words: ["auth", "login"], switches: ["--stdin"] }],
  cargo: [{ words: ["login"], switches: [] }],
  vault: [{ words: ["login"], switches: ["-"] }],
  bao: [{ words: ["login"], switches: ["-"] }],
};

/**
 * Whether a command logs in with what it reads on standard input, as its reference documents
 * (`helm registry login reg.io -u ci --password-stdin`), so a secret file redirected into it is
 * the credential used as designed: it goes to the service the command logs in to, and nothing is
 * printed. Which service that is, is the network rules' to judge.
 *
 * @example
 * logsInWithStdin(invocation("helm", "registry", "login", "reg.io", "--password-stdin")) // true
 * logsInWithStdin(invocation("helm", "registry", "login", "reg.io", "-p", "x")) // false
 */
export function logsInWithStdin(invocation: Invocation): boolean {
  if (invocation.argv.length > 24) return false;
  let name = invocation.name;
  let fields: readonly Field[] = invocation.argv.slice(1);
  // `sudo helm registry login … < file`: the redirect belongs to the wrapper, the login is what it runs.
  if (isWrapper(name)) {
    const command = unwrap(name, fields).command;
    if (command === undefined || command.length === 0) return false;
    name = command[0]?.value ?? "";
    fields = command.slice(1);
  }
  const forms = Object.hasOwn(STDIN_LOGINS, name) ? STDIN_LOGINS[name] : undefined;
  if (forms === undefined) return false;
  const args = fields.map((field) => field.value ?? "?");
  const operands = args.filter((arg) => !arg.startsWith("-"));
  return forms.some((form) => form.words.every((word, index) => operands[index] === word) && (form.switches.length === 0 || args.some((arg) => form.switches.includes(arg))));
}

/** A file named for the one password or token it holds (`registry-password.txt`, `token`, `ghcr_pat`). */
const ONE_SECRET_FILE = /(?:^|[._-])(?:pass|passwd|password|passphrase|token|pat|secret)(?:\.txt)?$/i;

/**
 * Whether a secret file, as the audit classified it, is a login's password or token by design and
 * so may be redirected into a login that reads standard input: a secret the container platform
 * mounts for the service (`/run/secrets/registry`; not a cluster's service-account token), or a
 * file named for the one password or token it holds. Another tool's credential store
 * (`~/.aws/credentials`, `~/.docker/config.json`, a key) is not a password to log in with.
 *
 * @example
 * isLoginSecretFile("/run/secrets/registry", "secrets.mounted-secret") // true
 * isLoginSecretFile("/home/ada/.aws/credentials", "secrets.cloud-credentials") // false
 */
export function isLoginSecretFile(path: string, rule: string): boolean {
  if (rule === "secrets.mounted-secret") return !path.includes("/serviceaccount/");
  const name = path.slice(path.lastIndexOf("/") + 1);
  return rule === "secrets.tool-credentials" && ONE_SECRET_FILE.test(name);
}
