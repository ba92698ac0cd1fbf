import type { Invocation } from "../model.js";
import { DECODERS, FILTERS } from "../commands/command-classes.js";
import { windowsCredentialCommand } from "../commands/windows-credentials.js";
import { kubectlValuedSpellings } from "../commands/kubectl-options.js";
import { kubectlOperands } from "../planes/kubectl-verb.js";
import { bootstrapDataCommand, bootstrapDataUrlInCode, isBootstrapDataUrl } from "./bootstrap-data.js";
import { kubeconfigViewPrintsCredential, myPrintDefaultsShows } from "./config-views.js";
import { bitwardenGetsPublic, cliffSelectsColumns, gopassShowsIdentity, keepassxcShowsIdentity, lastpassShowsIdentity, opItemSelectsIdentity, opReadsIdentity, querySelectsPath, rbwSelectsIdentity, vaultSelectsIdentity } from "./secret-fields.js";
import { configManagementSecret } from "./config-management-secrets.js";
import { credentialSubcommand } from "./credential-subcommands.js";
import { revealSwitch } from "./reveal-switches.js";
import { credentialEndpoint, type CredentialEndpointOptions } from "./credential-endpoints.js";
import { kubectlRawRequest } from "./kubectl-raw.js";
import { httpRequests } from "../planes/http-requests.js";
import { editorPrints } from "./editor-printers.js";
import { packageToolCredential } from "./package-tool-credentials.js";
import { isSecretVariable } from "./secret-names.js";
import { workloadIdentityRequest } from "./workload-identity.js";
import { frameworkSecretPrint } from "./framework-secrets.js";
import { taskWords } from "../planes/task-words.js";
import { HOST_SECRET_TOOLS, hostSecretCommand } from "./host-secret-commands.js";
import { SECRET_STORE_PROGRAMS, secretStorePrint } from "./secret-stores.js";

/** A command whose documented purpose is to print or decrypt a credential. */
/**
 * The fields of token-issuing commands' output that are not the token, from each CLI's reference:
 * a token's expiry, owner and scope. Selecting only these (`-c`, `--query`) prints no secret.
 */
const STS_PUBLIC: ReadonlySet<string> = new Set(["credentials.expiration", "assumedroleuser", "assumedroleuser.arn", "assumedroleuser.assumedroleid", "packedpolicysize", "sourceidentity"]);
const ECR_TOKEN_PUBLIC: ReadonlySet<string> = new Set(["authorizationdata[].expiresat", "authorizationdata[].proxyendpoint"]);
const CODEARTIFACT_TOKEN_PUBLIC: ReadonlySet<string> = new Set(["expiration"]);
const AZURE_TOKEN_PUBLIC: ReadonlySet<string> = new Set(["expireson", "expires_on", "subscription", "tenant", "tokentype"]);
/** `openstack token issue` prints `expires`, `id` (the token), `project_id`, `user_id`, and `domain_id` or `system` by scope. */
const OPENSTACK_TOKEN_PUBLIC: ReadonlySet<string> = new Set(["expires", "project_id", "user_id", "domain_id", "system"]);
const OPENSTACK_APPLICATION_CREDENTIAL_PUBLIC: ReadonlySet<string> = new Set(["id", "name", "description", "project_id", "user_id", "roles", "expires_at", "unrestricted", "access_rules"]);
const OPENSTACK_EC2_CREDENTIAL_PUBLIC: ReadonlySet<string> = new Set(["access", "project_id", "user_id", "trust_id"]);

interface CredentialCommand {
  programs: readonly string[];
  /** Subcommand words, in order, among the first operands (global options may come before). */
  words: readonly string[];
  /** A further condition on the arguments (all of them, and the operands after the words). */
  when?: (args: readonly string[], rest: readonly string[]) => boolean;
}

/** Whether any of the flags is given: exactly, as `--flag=value`, or a single letter inside a cluster (`-ga`). */
const has = (...flags: string[]) => (args: readonly string[]) =>
  args.some((arg) => flags.includes(arg) || flags.some((flag) => (flag.startsWith("--") ? arg.startsWith(`${flag}=`) : flag.length === 2 && /^-[a-zA-Z]+$/.test(arg) && arg.includes(flag[1] as string))));
const lacks = (...flags: string[]) => (args: readonly string[]) => !has(...flags)(args);
/** The condition does not hold (`not(vaultSelectsIdentity)`). */
const not = (condition: (args: readonly string[]) => boolean) => (args: readonly string[]) => !condition(args);
/**
 * pass(1) `show --clip[=LINE]`/`-c[LINE]` and gopass's `show --clip`/`-c` put the secret on the
 * clipboard and clear it after a timeout (pass: `PASSWORD_STORE_CLIP_TIME`, 45 seconds) without
 * printing it, as the tools are designed to be used; a QR code (`-q`, `--qrcode`) and gopass's
 * `--alsoclip`/`-C` still print it.
 */
function copiesToClipboardOnly(args: readonly string[]): boolean {
  return args.some((arg) => /^(?:--clip(?:=\d+)?|-c\d*)$/.test(arg)) && !args.some((arg) => /^(?:--qrcode(?:=\d+)?|-q\d*|--alsoclip|-C)$/.test(arg));
}
/** Files that are the terminal: writing a secret there prints it into the transcript. */
const TERMINAL_FILE = /^(?:-|\/dev\/(?:stdout|stderr|tty|fd\/[12])|\/proc\/self\/fd\/[12])$/;
/** The value of the first of the flags given (`-o F`, `--output F`, `--output=F`, `-oF` for a one-letter flag), or undefined. */
function flagValue(args: readonly string[], flags: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    for (const flag of flags) {
      if (arg === flag) return args[index + 1] ?? "";
      if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
      if (flag.length === 2 && !flag.startsWith("--") && arg.startsWith(flag) && arg.length > 2 && !arg.startsWith("--")) return arg.slice(2);
    }
  }
  return undefined;
}
/** The output goes to the terminal: no output file is named by the flags, or the one named is the terminal (`-o -`, `--output /dev/stdout`). */
const printsTo = (...flags: string[]) => (args: readonly string[]) => {
  const file = flagValue(args, flags);
  return file === undefined || TERMINAL_FILE.test(file);
};
/** The output file named by the flags is the terminal; no file named means the tool's own default file. */
const namesTerminal = (...flags: string[]) => (args: readonly string[]) => TERMINAL_FILE.test(flagValue(args, flags) ?? "");
/** The first operand after the words (a file to write the secret to) is the terminal. */
const fileOperandIsTerminal = (args: readonly string[], rest: readonly string[]) => args.includes("-") || rest.some((operand) => TERMINAL_FILE.test(operand));
/** A name that marks a secret among a getter's operands (`DATABASE_URL`, `STRIPE_SECRET_KEY`); `NODE_ENV`, the app's name, do not. */
const namesSecret = (_args: readonly string[], rest: readonly string[]) => rest.some((name) => secretName(name));
const SECRET_KEY = /token|secret|password|passwd|credential|extraheader|oauth|apikey|api_key|private/i;
/** The catalogs where database servers keep their users' password hashes. */
const PASSWORD_TABLES = /\b(?:pg_shadow|pg_authid|pg_user_mapping|pg_user_mappings)\b|\bauthentication_string\b|\bselect\s+\*\s+from\s+[`"]?mysql[`"]?\s*\.\s*[`"]?user\b|\bsys\.sql_logins\b/i;
const PASS_COMMANDS = new Set(["init", "ls", "list", "find", "search", "grep", "insert", "add", "edit", "generate", "rm", "remove", "delete", "mv", "rename", "cp", "copy", "git", "help", "version", "otp", "sync", "setup", "config", "mounts", "recipients", "templates", "fsck", "audit", "clone", "create", "env", "update", "completion", "alias", "tree", "--help", "--version"]);

/** Credential printers, by each tool's reference. */
const COMMANDS: readonly CredentialCommand[] = [
  { programs: ["gh"], words: ["auth", "token"] },
  // Prints the npm token configured for a registry (get-npm-auth-token README; also run by npx).
  { programs: ["get-npm-auth-token"], words: [] },
  // An access token for an application and API, fetched through the tenant (auth0 test token).
  { programs: ["auth0"], words: ["test", "token"] },
  // The workspace's identity-provider token for an audience (gp idp token --audience …).
  { programs: ["gp", "gitpod"], words: ["idp", "token"] },
  { programs: ["gh", "glab"], words: ["auth", "status"], when: has("-t", "--show-token") },
  { programs: ["aws"], words: ["configure", "export-credentials"] },
  { programs: ["aws"], words: ["configure", "get"], when: (_args, rest) => rest.some((key) => /secret|token/i.test(key)) },
  { programs: ["aws"], words: ["sts", "get-session-token"], when: (args) => !querySelectsPath(args, STS_PUBLIC) },
  { programs: ["aws"], words: ["sts", "assume-role"], when: (args) => !querySelectsPath(args, STS_PUBLIC) },
  { programs: ["aws"], words: ["sts", "assume-role-with-web-identity"] },
  { programs: ["aws"], words: ["sts", "get-federation-token"] },
  { programs: ["aws"], words: ["ecr", "get-login-password"] },
  { programs: ["aws"], words: ["ecr-public", "get-login-password"] },
  { programs: ["aws"], words: ["ecr", "get-authorization-token"], when: (args) => !querySelectsPath(args, ECR_TOKEN_PUBLIC) },
  { programs: ["aws"], words: ["codeartifact", "get-authorization-token"], when: (args) => !querySelectsPath(args, CODEARTIFACT_TOKEN_PUBLIC) },
  { programs: ["aws"], words: ["secretsmanager", "get-secret-value"] },
  { programs: ["aws"], words: ["ssm", "get-parameter"], when: has("--with-decryption") },
  { programs: ["aws"], words: ["ssm", "get-parameters"], when: has("--with-decryption") },
  { programs: ["aws"], words: ["ssm", "get-parameters-by-path"], when: has("--with-decryption") },
  { programs: ["aws"], words: ["iam", "create-access-key"] },
  { programs: ["aws"], words: ["sso", "get-role-credentials"] },
  { programs: ["aws"], words: ["secretsmanager", "batch-get-secret-value"] },
  { programs: ["aws"], words: ["rds", "generate-db-auth-token"] },
  { programs: ["aws"], words: ["eks", "get-token"] },
  { programs: ["aws"], words: ["ec2", "get-password-data"] },
  { programs: ["aws"], words: ["lightsail", "download-default-key-pair"] },
  // The plaintext comes back in the response (`--query Plaintext --output text | base64 -d`).
  { programs: ["aws"], words: ["kms", "decrypt"] },
  { programs: ["gcloud"], words: ["kms", "decrypt"], when: (args) => args.some((arg, index) => (arg === "--plaintext-file" && args[index + 1] === "-") || arg === "--plaintext-file=-") },
  { programs: ["gcloud"], words: ["sql", "generate-login-token"] },
  { programs: ["gcloud"], words: ["auth", "print-access-token"] },
  { programs: ["gcloud"], words: ["auth", "print-identity-token"] },
  { programs: ["gcloud"], words: ["auth", "application-default", "print-access-token"] },
  { programs: ["gcloud"], words: ["secrets", "versions", "access"], when: printsTo("--out-file") },
  { programs: ["gcloud"], words: ["config", "config-helper"] },
  { programs: ["gh"], words: ["auth", "git-credential"] },
  { programs: ["doctl"], words: ["registry", "docker-config"] },
  // Key-value stores read at a key named as a secret.
  { programs: ["consul"], words: ["kv", "get"], when: (_args, rest) => rest.some((key) => SECRET_KEY.test(key)) },
  { programs: ["etcdctl"], words: ["get"], when: (_args, rest) => rest.some((key) => SECRET_KEY.test(key)) },
  { programs: ["az"], words: ["account", "get-access-token"], when: (args) => !querySelectsPath(args, AZURE_TOKEN_PUBLIC) },
  // A `--query` that leaves the value out (`--query id`, `--query attributes.expires`) prints no secret.
  { programs: ["az"], words: ["keyvault", "secret", "show"], when: (args) => selectsValue(flagValue(args, ["--query"])) },
  { programs: ["az"], words: ["keyvault", "secret", "download"], when: namesTerminal("--file", "-f") },
  { programs: ["az"], words: ["keyvault", "key", "download"], when: namesTerminal("--file", "-f") },
  { programs: ["az"], words: ["keyvault", "certificate", "download"], when: namesTerminal("--file", "-f") },
  { programs: ["az"], words: ["ad", "sp", "create-for-rbac"] },
  { programs: ["az"], words: ["ad", "sp", "credential", "reset"] },
  { programs: ["az"], words: ["ad", "app", "credential", "reset"] },
  { programs: ["az"], words: ["storage", "account", "keys", "list"] },
  { programs: ["az"], words: ["acr", "login"], when: has("--expose-token", "-t") },
  // A read that selects only an identity field (`-field=username`) prints no secret (`secret-fields.ts`);
  // `vault policy read NAME` prints a policy's rules, not a secret (Vault CLI, policy read).
  { programs: ["vault", "bao"], words: ["read"], when: (args) => args[args.indexOf("read") - 1] !== "policy" && !vaultSelectsIdentity(args) },
  { programs: ["vault", "bao"], words: ["kv", "get"], when: not(vaultSelectsIdentity) },
  { programs: ["vault", "bao"], words: ["token", "create"] },
  { programs: ["vault", "bao"], words: ["token", "lookup"] },
  { programs: ["vault", "bao"], words: ["print", "token"] },
  { programs: ["op"], words: ["read"], when: (args, rest) => printsTo("-o", "--out-file")(args) && !opReadsIdentity(rest) },
  { programs: ["op"], words: ["item", "get"], when: not(opItemSelectsIdentity) },
  { programs: ["op"], words: ["inject"], when: printsTo("-o", "--out-file") },
  { programs: ["bw"], words: ["get"], when: (_args, rest) => !bitwardenGetsPublic(rest) },
  { programs: ["bw"], words: ["list", "items"] },
  { programs: ["bw"], words: ["export"], when: printsTo("--output") },
  { programs: ["lpass"], words: ["show"], when: not(lastpassShowsIdentity) },
  { programs: ["lpass"], words: ["export"] },
  { programs: ["keepassxc-cli"], words: ["show"], when: not(keepassxcShowsIdentity) },
  { programs: ["keepassxc-cli"], words: ["export"] },
  { programs: ["kwallet-query"], words: [], when: has("-r", "--read-password") },
  { programs: ["keyring"], words: ["get"] },
  // passage (README) is pass with age keys, and the same commands.
  { programs: ["pass", "passage"], words: ["show"], when: not(copiesToClipboardOnly) },
  { programs: ["passage"], words: ["otp"] },
  // HCP Vault Secrets: `secrets open` prints a secret's value (hcp CLI reference, `hcp vault-secrets secrets open`).
  { programs: ["hcp"], words: ["vault-secrets", "secrets", "open"] },
  { programs: ["gopass"], words: ["show"], when: (args, rest) => !gopassShowsIdentity(args, rest) && !copiesToClipboardOnly(args) },
  { programs: ["gopass"], words: ["cat"] },
  { programs: ["security"], words: ["find-generic-password"], when: has("-w", "-g") },
  { programs: ["security"], words: ["find-internet-password"], when: has("-w", "-g") },
  { programs: ["security"], words: ["dump-keychain"], when: has("-d") },
  { programs: ["secret-tool"], words: ["lookup"] },
  { programs: ["getent"], words: ["shadow"] },
  { programs: ["getent"], words: ["gshadow"] },
  { programs: ["kubectl", "oc"], words: ["get"], when: (args) => namesSecretResource(args) && printsData(outputFormat(args)) },
  // `config-views.ts`: `--raw`, `--flatten`, or a template selecting a user's credential fields.
  { programs: ["kubectl", "oc"], words: ["config", "view"], when: kubeconfigViewPrintsCredential },
  { programs: ["my_print_defaults"], words: [], when: myPrintDefaultsShows },
  // A Docker context exported to standard output carries its TLS client key (docker context export NAME -).
  { programs: ["docker"], words: ["context", "export"], when: fileOperandIsTerminal },
  { programs: ["kubectl", "oc"], words: ["create", "token"] },
  { programs: ["kubectl", "oc"], words: ["view-secret"] },
  { programs: ["git"], words: ["credential", "fill"] },
  { programs: ["git"], words: ["config"], when: (args, rest) => gitConfigGetsSecret(args, rest) },
  // sops(1): `-i`/`--in-place` decrypts the file where it is, printing nothing.
  { programs: ["sops"], words: [], when: (args) => has("-d", "--decrypt")(args) && printsTo("--output")(args) && lacks("-i", "--in-place")(args) },
  { programs: ["sops"], words: ["decrypt"], when: (args) => printsTo("--output")(args) && lacks("-i", "--in-place")(args) },
  // `sops exec-file FILE COMMAND` runs COMMAND with `{}` standing for the decrypted file's path: a printer prints it.
  { programs: ["sops"], words: ["exec-file"], when: (_args, rest) => printsDecryptedFile(rest[1]) },
  { programs: ["ansible-vault"], words: ["view"] },
  { programs: ["ansible-vault"], words: ["decrypt"], when: (args) => args.some((arg, index) => (arg === "--output" && args[index + 1] === "-") || arg === "--output=-") },
  { programs: ["gpg", "gpg2", "age", "rage"], words: [], when: (args) => has("-d", "--decrypt")(args) && printsTo("-o", "--output")(args) },
  // gpg decrypts by default when given only a file (`gpg secrets.asc`, `gpg --batch -q f.gpg`) and with `--decrypt-files`? no: that writes files.
  { programs: ["gpg", "gpg2"], words: [], when: (args) => namesTerminal("-o", "--output")(args) && !has("-e", "--encrypt", "-c", "--symmetric", "-s", "--sign", "--clearsign", "--detach-sign", "--export", "--armor-export", "--dearmor", "--enarmor")(args) },
  { programs: ["heroku"], words: ["auth:token"] },
  { programs: ["heroku"], words: ["config"] },
  { programs: ["heroku"], words: ["config:get"], when: namesSecret },
  { programs: ["gh", "glab"], words: ["config", "get"], when: (_args, rest) => rest.some((key) => SECRET_KEY.test(key)) },
  { programs: ["npm", "pnpm", "yarn"], words: ["config", "get"], when: (_args, rest) => rest.some((key) => /_auth|authtoken|_password|token/i.test(key)) },
  { programs: ["npm"], words: ["token", "list"] },
  { programs: ["npm"], words: ["token", "create"] },
  { programs: ["doctl"], words: ["auth", "token"] },
  { programs: ["fly", "flyctl"], words: ["auth", "token"] },
  { programs: ["doppler"], words: ["secrets"], when: (_args, rest) => (rest.length === 0 && lacks("--only-names")(_args)) || rest[0] === "get" || (rest[0] === "download" && has("--no-file")(_args)) },
  { programs: ["infisical"], words: ["secrets"], when: (_args, rest) => rest.length === 0 || rest[0] === "get" },
  { programs: ["infisical"], words: ["export"] },
  { programs: ["chamber"], words: ["read"] },
  { programs: ["chamber"], words: ["export"] },
  { programs: ["railway"], words: ["variables"] },
  // Platform CLIs that print an app's environment or a stored secret by design: Cloud Foundry's
  // `cf env` (every variable, with the bound services' credentials in VCAP_SERVICES), Elastic
  // Beanstalk's `eb printenv`, Yandex Cloud's Lockbox `payload get`, and `hcloud context export`
  // (the active context's token as an HCLOUD_TOKEN line).
  { programs: ["cf", "cf7", "cf8"], words: ["env"] },
  { programs: ["eb"], words: ["printenv"] },
  { programs: ["yc"], words: ["lockbox", "payload", "get"] },
  { programs: ["hcloud"], words: ["context", "export"] },
  { programs: ["netlify"], words: ["env:get"], when: namesSecret },
  { programs: ["netlify"], words: ["env:list"], when: has("--plain", "--json") },
  { programs: ["firebase"], words: ["login:ci"] },
  { programs: ["stripe"], words: ["config"], when: has("--list") },
  { programs: ["supabase"], words: ["projects", "api-keys"] },
  // Secret scanners print what they find, secret included (trufflehog has no redaction).
  { programs: ["trufflehog"], words: [] },
  // Every output (sensitive ones included), or one whose name says it is a secret.
  // One output asked for by name is printed even when marked sensitive.
  { programs: ["terraform", "tofu", "terragrunt"], words: ["output"], when: (args, rest) => (has("-raw", "-json")(args) && rest.length === 0) || rest.some((key) => SECRET_KEY.test(key) || /key|kubeconfig|connection|dsn|cert/i.test(key)) },
  { programs: ["terraform", "tofu", "terragrunt"], words: ["state", "pull"] },
  { programs: ["pulumi"], words: ["stack", "output"], when: has("--show-secrets") },
  { programs: ["pulumi"], words: ["stack", "export"], when: has("--show-secrets") },
  { programs: ["pulumi"], words: ["config"], when: has("--show-secrets") },
  { programs: ["pulumi"], words: ["config", "get"], when: (_args, rest) => rest.some((key) => SECRET_KEY.test(key)) },
  { programs: ["terraform", "tofu", "terragrunt"], words: ["show"], when: has("-json") },
  // OpenTofu's `-show-sensitive` prints the values a plan, an apply, a state or the console mark sensitive.
  { programs: ["terraform", "tofu", "terragrunt"], words: ["show"], when: has("-show-sensitive", "--show-sensitive") },
  { programs: ["terraform", "tofu", "terragrunt"], words: ["plan"], when: has("-show-sensitive", "--show-sensitive") },
  { programs: ["terraform", "tofu", "terragrunt"], words: ["apply"], when: has("-show-sensitive", "--show-sensitive") },
  // Credential brokers that print the session they hold, kernel and desktop keyrings, secret
  // managers' read commands, and platform CLIs' credential printers (each tool's reference).
  // SQL clients reading the servers' own password tables, redis-cli reading its password settings.
  { programs: ["psql", "mysql", "mariadb", "cockroach", "sqlcmd"], words: [], when: (args) => args.some((arg) => PASSWORD_TABLES.test(arg)) },
  { programs: ["redis-cli", "valkey-cli", "keydb-cli"], words: [], when: (args) => args.some((arg, index) => /^config$/i.test(arg) && /^get$/i.test(args[index + 1] ?? "") && /pass|auth|^\*$/i.test(args[index + 2] ?? "")) },
  { programs: ["aws-vault"], words: ["export"] },
  { programs: ["saml2aws"], words: ["script"] },
  { programs: ["keyctl"], words: ["print"] },
  { programs: ["keyctl"], words: ["pipe"] },
  { programs: ["keyctl"], words: ["read"] },
  // secret-tool's search prints each match's `secret = …` line along with its attributes.
  { programs: ["secret-tool"], words: ["search"] },
  { programs: ["security"], words: ["export"] },
  // gitleaks prints each finding's secret with `-v` unless told to redact it.
  { programs: ["gitleaks"], words: [], when: (args) => has("-v", "--verbose")(args) && lacks("--redact")(args) },
  { programs: ["op"], words: ["document", "get"], when: printsTo("-o", "--out-file", "--output") },
  // Dashlane's CLI prints to the clipboard by default; `-o json|password|console` prints the entries.
  { programs: ["dcli"], words: ["password"], when: (args) => /^(?:json|password|console)$/.test(flagValue(args, ["-o", "--output"]) ?? "") },
  { programs: ["dcli"], words: ["p"], when: (args) => /^(?:json|password|console)$/.test(flagValue(args, ["-o", "--output"]) ?? "") },
  { programs: ["dcli"], words: ["note"] },
  { programs: ["dcli"], words: ["n"] },
  { programs: ["dcli"], words: ["secret"] },
  { programs: ["dcli"], words: ["read"], when: printsTo("-o", "--out") },
  { programs: ["dcli"], words: ["inject"], when: printsTo("-o", "--out") },
  // Enpass's CLI: `show` prints entries with their passwords, `pass` the password alone.
  { programs: ["enpass-cli", "enpasscli"], words: ["show"] },
  { programs: ["enpass-cli", "enpasscli"], words: ["pass"] },
  // Decryption to standard output by further secret tools: helm-secrets, ejson, Kamal, kubeseal's recovery, blackbox, transcrypt's settings.
  { programs: ["helm"], words: ["secrets", "decrypt"], when: lacks("-i", "--in-place") },
  { programs: ["helm"], words: ["secrets", "view"] },
  { programs: ["ejson"], words: ["decrypt"], when: lacks("-o") },
  { programs: ["ejson2env"], words: [] },
  { programs: ["kamal"], words: ["secrets", "print"] },
  { programs: ["kamal"], words: ["secrets", "fetch"] },
  { programs: ["kamal"], words: ["secrets", "extract"] },
  { programs: ["kubeseal"], words: [], when: has("--recovery-unseal") },
  { programs: ["blackbox_cat"], words: [] },
  { programs: ["transcrypt"], words: [], when: has("-d", "--display") },
  { programs: ["bws"], words: ["secret", "get"] },
  { programs: ["bws"], words: ["secret", "list"] },
  { programs: ["rbw"], words: ["get"], when: not(rbwSelectsIdentity) },
  { programs: ["passage"], words: ["show"] },
  { programs: ["berglas"], words: ["access"] },
  { programs: ["teller"], words: ["show"] },
  { programs: ["teller"], words: ["export"] },
  { programs: ["akeyless"], words: ["get-secret-value"] },
  { programs: ["conjur"], words: ["variable", "get"] },
  { programs: ["heroku"], words: ["pg:credentials:url"] },
  { programs: ["heroku"], words: ["redis:credentials"] },
  { programs: ["fly", "flyctl"], words: ["tokens", "create"] },
  { programs: ["cloudflared"], words: ["access", "token"] },
  { programs: ["gcloud"], words: ["redis", "instances", "get-auth-string"] },
  { programs: ["aws"], words: ["redshift", "get-cluster-credentials"] },
  { programs: ["aws"], words: ["redshift", "get-cluster-credentials-with-iam"] },
  { programs: ["aws"], words: ["redshift-serverless", "get-credentials"] },
  { programs: ["aws"], words: ["iam", "create-service-specific-credential"] },
  { programs: ["aws"], words: ["iam", "reset-service-specific-credential"] },
  { programs: ["aws"], words: ["lightsail", "get-instance-access-details"] },
  { programs: ["aws"], words: ["cognito-identity", "get-credentials-for-identity"] },
  { programs: ["az"], words: ["containerapp", "secret", "show"] },
  { programs: ["az"], words: ["containerapp", "secret", "list"], when: has("--show-values") },
  { programs: ["az"], words: ["staticwebapp", "secrets", "list"] },
  { programs: ["az"], words: ["search", "admin-key", "show"] },
  { programs: ["az"], words: ["search", "query-key", "list"] },
  // Helm keeps a release's values (chart passwords included) and renders them back on request.
  { programs: ["helm"], words: ["get", "values"] },
  { programs: ["helm"], words: ["get", "all"] },
  // Whole key-value stores dumped: `consul kv export`, a recursive read from the root, etcd's keyspace from "".
  { programs: ["consul"], words: ["kv", "export"] },
  { programs: ["consul"], words: ["kv", "get"], when: (args, rest) => has("-recurse")(args) && rest.every((key) => /^\/?$/.test(key)) },
  { programs: ["etcdctl"], words: ["get"], when: (args, rest) => has("--prefix", "--from-key")(args) && rest.every((key) => /^\/?$|^\/registry\/?$/.test(key)) },
  { programs: ["hf", "huggingface-cli"], words: ["auth", "token"] },
  // A secret's keys written to standard output (`--to=-`).
  { programs: ["oc", "kubectl"], words: ["extract"], when: (args) => args.some((arg, index) => arg === "--to=-" || (arg === "--to" && args[index + 1] === "-")) },
  // Session keys printed for scripts (`--raw`), and bw's `unlock` banner with the session in it.
  { programs: ["op"], words: ["signin"], when: has("--raw") },
  { programs: ["bw"], words: ["unlock"], when: lacks("--check") },
  { programs: ["bw"], words: ["login"], when: has("--raw") },
  // Secret keys exported as text to standard output.
  { programs: ["gpg", "gpg2"], words: [], when: (args) => has("--export-secret-keys", "--export-secret-subkeys", "--export-secret-key")(args) && printsTo("-o", "--output")(args) },
  { programs: ["doctl"], words: ["kubernetes", "cluster", "kubeconfig", "show"] },
  { programs: ["aws"], words: ["ecr", "get-login"] },
  { programs: ["aws"], words: ["sts", "assume-role-with-saml"] },
  { programs: ["aws"], words: ["cognito-idp", "initiate-auth"] },
  { programs: ["aws"], words: ["cognito-idp", "admin-initiate-auth"] },
  // A login through the API path prints the token it obtains.
  { programs: ["vault", "bao"], words: ["write"], when: (_args, rest) => /^auth\/.+\/login(?:\/|$)/.test(rest[0] ?? "") },
  // Token printers of further platforms and stores, by their references: OpenShift's `whoami -t`,
  // Cloud Foundry, IBM Cloud, Databricks, InfluxDB's authorizations, MinIO's and rclone's saved
  // keys, Consul's and Nomad's ACL tokens, NATS user credentials, Pulsar tokens, smallstep, Argo CD,
  // and the encrypted credentials of Rails and Symfony shown decrypted.
  { programs: ["oc"], words: ["whoami"], when: has("-t", "--show-token") },
  { programs: ["cf"], words: ["oauth-token"] },
  { programs: ["ibmcloud"], words: ["iam", "oauth-tokens"] },
  { programs: ["databricks"], words: ["auth", "token"] },
  // `databricks auth env` prints the profile's settings as environment variables, DATABRICKS_TOKEN
  // among them; `auth describe` masks them unless given `--sensitive`.
  { programs: ["databricks"], words: ["auth", "env"] },
  { programs: ["databricks"], words: ["auth", "describe"], when: has("--sensitive") },
  // Snowflake CLI: `snow connection generate-jwt` prints a JWT signed with the connection's key.
  { programs: ["snow"], words: ["connection", "generate-jwt"] },
  // Airflow CLI: `connections get` and `connections list` print every connection with its
  // `password` and `get_uri` (the URI carries the password) in every output format, the table
  // included; `connections export` and `variables export` write them to the file named, the
  // terminal when it is `-` or /dev/stdout.
  { programs: ["airflow"], words: ["connections", "get"] },
  { programs: ["airflow"], words: ["connections", "list"] },
  { programs: ["airflow"], words: ["connections", "export"], when: fileOperandIsTerminal },
  { programs: ["airflow"], words: ["variables", "export"], when: fileOperandIsTerminal },
  { programs: ["airflow"], words: ["variables", "get"], when: namesSecret },
  // Aiven's CLI: a user's password and access key picked by `--format '{password}'` (or all of it
  // as `--json`), the service URI with its password (`avn service get --format '{service_uri}'`),
  // the connection strings `connection-info` prints, and `user-creds-download`, which saves the
  // user's access key and certificate.
  { programs: ["avn"], words: ["service", "user-get"], when: aivenSelectsSecret },
  { programs: ["avn"], words: ["service", "user-list"], when: aivenSelectsSecret },
  { programs: ["avn"], words: ["service", "get"], when: aivenSelectsSecret },
  { programs: ["avn"], words: ["service", "connection-info"] },
  { programs: ["avn"], words: ["service", "user-creds-download"] },
  { programs: ["databricks"], words: ["tokens", "create"] },
  { programs: ["influx"], words: ["auth", "list"] },
  { programs: ["influx"], words: ["auth", "ls"] },
  { programs: ["influx"], words: ["auth", "find"] },
  { programs: ["influx"], words: ["auth", "create"] },
  { programs: ["mc", "mcli"], words: ["alias", "list"] },
  { programs: ["mc", "mcli"], words: ["alias", "ls"] },
  { programs: ["mc", "mcli"], words: ["admin", "user", "svcacct", "add"] },
  { programs: ["rclone"], words: ["config", "show"] },
  { programs: ["rclone"], words: ["config", "dump"] },
  { programs: ["consul"], words: ["acl", "bootstrap"] },
  { programs: ["consul"], words: ["acl", "token", "read"] },
  { programs: ["consul"], words: ["acl", "token", "create"] },
  { programs: ["nomad"], words: ["acl", "bootstrap"] },
  { programs: ["nomad"], words: ["acl", "token", "self"] },
  { programs: ["nomad"], words: ["acl", "token", "info"] },
  { programs: ["nomad"], words: ["acl", "token", "create"] },
  { programs: ["nsc"], words: ["generate", "creds"], when: printsTo("-o", "--output-file") },
  { programs: ["pulsar-admin", "pulsar"], words: ["tokens", "create"] },
  { programs: ["step"], words: ["ca", "token"] },
  { programs: ["argocd"], words: ["account", "generate-token"] },
  { programs: ["argocd"], words: ["admin", "initial-password"] },
  // dotenv tools' getters and decryption to standard output, chezmoi's rendering of a target file.
  { programs: ["dotenv"], words: ["get"], when: (args, rest) => rest.length === 0 || namesSecret(args, rest) },
  { programs: ["dotenv"], words: ["list"] },
  { programs: ["dotenvx"], words: ["get"], when: (args, rest) => rest.length === 0 || namesSecret(args, rest) },
  { programs: ["dotenvx"], words: ["decrypt"], when: has("--stdout") },
  // Credential processes print the session for the AWS SDKs (granted, aws-sso-util, gimme-aws-creds).
  { programs: ["granted", "aws-sso-util"], words: ["credential-process"] },
  { programs: ["gimme-aws-creds"], words: [] },
  // Runtime config and a remote dyno's environment.
  { programs: ["firebase"], words: ["functions:config:get"] },
  { programs: ["heroku"], words: ["run", "env"] },
  { programs: ["heroku"], words: ["run", "printenv"] },
  // Decryption to standard output.
  { programs: ["openssl"], words: ["enc"], when: (args) => has("-d")(args) && printsTo("-out")(args) },
  // A CI/CD variable's value (GitLab masks them in job logs, not here).
  { programs: ["glab"], words: ["variable", "get"], when: namesSecret },
  { programs: ["glab"], words: ["variable", "export"] },
  { programs: ["rails"], words: ["credentials:show"] },
  { programs: ["rails"], words: ["encrypted:show"] },
  { programs: ["console"], words: ["secrets:reveal"] },
  { programs: ["console"], words: ["secrets:list"], when: has("--reveal") },
  // Symfony's `debug:container --env-vars` shows each variable's real value beside its default.
  { programs: ["console"], words: ["debug:container"], when: has("--env-vars") },
  // Django's `diffsettings` prints every setting that differs from the defaults: SECRET_KEY and DATABASES among them.
  { programs: ["manage.py", "django-admin"], words: ["diffsettings"] },
  // .NET's Secret Manager lists every secret with its value (`dotnet user-secrets list`, also `--json`).
  { programs: ["dotnet"], words: ["user-secrets", "list"] },
  { programs: ["az"], words: ["aks", "get-credentials"], when: (args) => args.some((arg, index) => ((arg === "--file" || arg === "-f") && args[index + 1] === "-") || arg === "--file=-") },
  // Commands that mint a new credential and print it (each platform's "create a key or token"
  // verb); those that write it to a named file print it only when that file is the terminal.
  { programs: ["gcloud"], words: ["iam", "service-accounts", "keys", "create"], when: fileOperandIsTerminal },
  { programs: ["gcloud"], words: ["iam", "service-accounts", "keys", "create"], when: namesTerminal("--output-file") },
  { programs: ["heroku"], words: ["authorizations:create"] },
  { programs: ["heroku"], words: ["authorizations:rotate"] },
  { programs: ["vault", "bao"], words: ["login"], when: (args) => has("-token-only", "--token-only")(args) || flagValue(args, ["-field", "--field"]) === "token" || /^(?:json|yaml)$/.test(flagValue(args, ["-format", "--format"]) ?? "") },
  { programs: ["vault", "bao"], words: ["write"], when: (_args, rest) => /^(?:auth\/token\/create|aws\/creds\/|gcp\/(?:key|token)\/|azure\/creds\/|database\/creds\/|.*\/issue\/|transit\/decrypt\/)/.test(rest[0] ?? "") },
  { programs: ["glab"], words: ["token", "create"] },
  { programs: ["glab"], words: ["token", "rotate"] },
  { programs: ["az"], words: ["acr", "token", "create"] },
  { programs: ["az"], words: ["acr", "token", "credential", "generate"] },
  { programs: ["az"], words: ["storage", "account", "keys", "renew"] },
  { programs: ["az"], words: ["storage", "account", "generate-sas"] },
  { programs: ["az"], words: ["storage", "container", "generate-sas"] },
  { programs: ["az"], words: ["storage", "blob", "generate-sas"] },
  { programs: ["az"], words: ["storage", "share", "generate-sas"] },
  { programs: ["az"], words: ["storage", "queue", "generate-sas"] },
  { programs: ["az"], words: ["ad", "app", "credential", "reset"] },
  { programs: ["aws"], words: ["ec2", "create-key-pair"] },
  { programs: ["aws"], words: ["lightsail", "create-key-pair"] },
  { programs: ["aws"], words: ["iot", "create-keys-and-certificate"] },
  { programs: ["aws"], words: ["apigateway", "get-api-key"], when: has("--include-value") },
  { programs: ["aws"], words: ["apigateway", "get-api-keys"], when: has("--include-values") },
  { programs: ["aws"], words: ["appsync", "create-api-key"] },
  { programs: ["openstack"], words: ["token", "issue"], when: (args) => !cliffSelectsColumns(args, OPENSTACK_TOKEN_PUBLIC) },
  { programs: ["openstack"], words: ["application", "credential", "create"], when: (args) => !cliffSelectsColumns(args, OPENSTACK_APPLICATION_CREDENTIAL_PUBLIC) },
  { programs: ["openstack"], words: ["ec2", "credentials", "create"], when: (args) => !cliffSelectsColumns(args, OPENSTACK_EC2_CREDENTIAL_PUBLIC) },
  { programs: ["linode-cli"], words: ["profile", "token-create"] },
  { programs: ["scw"], words: ["iam", "api-key", "create"] },
  { programs: ["exo"], words: ["iam", "api-key", "create"] },
  { programs: ["ibmcloud"], words: ["iam", "api-key-create"], when: printsTo("--file", "-f") },
  { programs: ["ibmcloud"], words: ["iam", "service-api-key-create"], when: printsTo("--file", "-f") },
  { programs: ["oci"], words: ["iam", "auth-token", "create"] },
  { programs: ["oci"], words: ["iam", "customer-secret-key", "create"] },
  { programs: ["doctl"], words: ["databases", "connection"] },
  { programs: ["doctl"], words: ["databases", "user", "get"] },
  { programs: ["doctl"], words: ["databases", "user", "reset"] },
  { programs: ["doctl"], words: ["databases", "pool", "get"] },
  { programs: ["doppler"], words: ["configs", "tokens", "create"] },
  { programs: ["doppler"], words: ["service-tokens", "create"] },
  { programs: ["doppler"], words: ["secrets", "download"], when: fileOperandIsTerminal },
  { programs: ["infisical"], words: ["service-token", "create"] },
  { programs: ["infisical"], words: ["token", "create"] },
  { programs: ["kubeadm"], words: ["token", "create"] },
  { programs: ["kubeadm"], words: ["token", "list"] },
  { programs: ["k3s"], words: ["token", "create"] },
  { programs: ["k3s"], words: ["token", "list"] },
  { programs: ["cloudflared"], words: ["tunnel", "token"] },
  { programs: ["stripe"], words: ["listen"], when: has("--print-secret") },
  { programs: ["twilio"], words: ["api:core:keys:create"] },
  { programs: ["ngrok"], words: ["api", "api-keys", "create"] },
  { programs: ["ngrok"], words: ["api", "credentials", "create"] },
  { programs: ["boundary"], words: ["authenticate"], when: has("-format", "--format") },
  { programs: ["fly", "flyctl"], words: ["tokens", "deploy"] },
  { programs: ["fly", "flyctl"], words: ["tokens", "org"] },
  { programs: ["railway"], words: ["run", "env"] },
  // Package managers' and tools' configs that hold tokens, printed by their own CLI where it does
  // not redact them: npm's JSON listing (the plain listing shows `(protected)`), Yarn's with
  // `--no-redacted`, Composer's auth keys, Jupyter's running servers (their URLs carry the token).
  { programs: ["npm"], words: ["config", "list"], when: has("--json") },
  { programs: ["npm"], words: ["config", "ls"], when: has("--json") },
  { programs: ["pnpm"], words: ["config", "list"], when: has("--json") },
  { programs: ["yarn"], words: ["config"], when: has("--no-redacted") },
  { programs: ["yarn"], words: ["config", "get"], when: (_args, rest) => rest.some((key) => /auth|token|password|ident/i.test(key)) && has("--no-redacted")(_args) },
  { programs: ["composer"], words: ["config"], when: (_args, rest) => rest.some((key) => /^(?:github-oauth|gitlab-oauth|gitlab-token|bitbucket-oauth|http-basic|bearer|forgejo-token)(?:\.|$)/.test(key)) },
  { programs: ["jupyter", "jupyter-server", "jupyter-notebook", "jupyter-lab"], words: ["server", "list"] },
  { programs: ["jupyter"], words: ["notebook", "list"] },
  { programs: ["jupyter"], words: ["lab", "list"] },
  { programs: ["jupyter-server", "jupyter-notebook", "jupyter-lab"], words: ["list"] },
  // Environment downloads whose file is the terminal (`vercel env pull /dev/stdout`).
  { programs: ["vercel", "vc"], words: ["env", "pull"], when: fileOperandIsTerminal },
  { programs: ["dotenv-vault"], words: ["pull"], when: fileOperandIsTerminal },
  { programs: ["npx"], words: ["dotenv-vault", "pull"], when: fileOperandIsTerminal },
  { programs: ["eas"], words: ["env:pull"], when: namesTerminal("--path") },
  { programs: ["netlify"], words: ["env:list"], when: has("--plain", "--json") },
];
const BY_PROGRAM = new Map<string, CredentialCommand[]>();
for (const command of COMMANDS) for (const program of command.programs) BY_PROGRAM.set(program, [...(BY_PROGRAM.get(program) ?? []), command]);

/**
 * Credential dumpers, hunters and process snoopers, run as programs or as scripts, by their
 * projects' documented names: mimipenguin (the desktop login's password from memory), LaZagne
 * (every stored password: `all`, `memory`, `browsers`, …), pspy (every user's command lines as they
 * start, passwords given as arguments among them), PEASS-ng's linPEAS and winPEAS (`linpeas.sh`,
 * `linpeas_linux_amd64`, `winPEASx64.exe`, `winPEAS.bat`, `winPEAS.ps1`: they print the passwords,
 * keys and tokens they find in files, history, memory and the registry), linux-smart-enumeration's
 * `lse.sh`, GhostPack's Seatbelt and SharpUp (credential files, saved logins and Group Policy
 * passwords), Snaffler (credentials on reachable shares), SessionGopher (saved PuTTY, WinSCP and
 * RDP sessions), SharpChrome, SharpWeb, HackBrowserData and firefox_decrypt (browsers' saved
 * logins). Their every use prints credentials.
 */
const DUMPER_SCRIPT = /^(?:mimipenguin|lazagne|pspy(?:32|64)?s?|linpeas(?:_[a-z0-9_]+)?|winpeas(?:x64|x86|any)?(?:_ofs)?|seatbelt|sharpup|snaffler|sessiongopher|sharpchrome|sharpweb|hack-?browser-?data|firefox_decrypt)(?:\.(?:py|sh|exe|bin|ps1|bat))?$|^lse\.sh$/;
const SCRIPT_HOSTS = /^(?:python[\d.]*|pypy3?|bash|sh|dash|zsh|ksh|busybox|pwsh|powershell|mono|dotnet|wine|wine64)$/;

/** A program's or script's file name in lower case (`C:\\Tools\\Mimikatz.exe` → `mimikatz.exe`). */
function lowerBaseName(program: string): string {
  return program.slice(Math.max(program.lastIndexOf("/"), program.lastIndexOf("\\")) + 1).toLowerCase();
}

/** The dumper a command runs (`./linpeas.sh -a`, `bash linpeas.sh`, `python3 laZagne.py all`, `pwsh -File winPEAS.ps1`), named for reasons. */
function credentialDumper(name: string, args: readonly string[]): string | undefined {
  if (DUMPER_SCRIPT.test(lowerBaseName(name))) return lowerBaseName(name);
  if (!SCRIPT_HOSTS.test(name)) return undefined;
  // The script is the host's first operand, after its own options and their values (`powershell -ep bypass -File winPEAS.ps1`).
  const script = args.slice(0, 8).find((arg) => arg.length < 512 && DUMPER_SCRIPT.test(lowerBaseName(arg)));
  return script === undefined ? undefined : `${name} ${lowerBaseName(script)}`;
}

/** Password managers' CLIs, whose operands are item names: `gopass show help` prints the secret named `help`. */
const ITEM_NAMED = new Set(["pass", "passage", "gopass", "bw", "rbw", "lpass", "op", "keepassxc-cli", "security", ...SECRET_STORE_PROGRAMS]);

/**
 * A request for the command's usage, which prints no secret: `--help` or `-help` anywhere, `-h` or `/?` last
 * (`gh auth token -h`; elsewhere `-h` is often a host), or the word `help` first or last, as the AWS
 * CLI and others take it (`aws ecr get-login-password help`, `gh help auth token`).
 */
function asksForHelp(name: string, args: readonly string[]): boolean {
  if (args.length === 0 || args.length > 32) return false;
  // Go's flag package, which Vault and other Go CLIs use, also spells it `-help`.
  if (args.includes("--help") || args.includes("-help") || args.at(-1) === "-h" || args.at(-1) === "/?") return true;
  return !ITEM_NAMED.has(name) && (args[0] === "help" || args.at(-1) === "help");
}

/**
 * The credential a command prints or decrypts, named for reasons (`gh auth token`), when its
 * documented purpose is to do so: CLI token commands, cloud secret stores, vaults, password
 * managers, keychains, decoded cluster secrets, docker credential helpers, tokens in git config.
 * `options.bridged`: the script opened a bridge to a remote plane, so loopback API hosts count.
 * Asking for the command's usage (`gh auth token --help`) prints none.
 *
 * @example
 * credentialCommand(invocation("gh", "auth", "token")) // "gh auth token"
 * credentialCommand(invocation("gh", "auth", "status")) // undefined
 */
export function credentialCommand(invocation: Invocation, options: CredentialEndpointOptions = {}): string | undefined {
  const name = invocation.name;
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (asksForHelp(name, args)) return undefined;
  const dumper = credentialDumper(name, args);
  if (dumper !== undefined) return dumper;
  // Credential helpers (git's and docker's protocol) print the stored secret for `get`.
  if (/^(?:docker|git)-credential-/.test(name)) return args.slice(0, 5).includes("get") ? `${name} get` : undefined;
  // … also run through git (`git credential-manager get`, `git credential-osxkeychain get`).
  const helper = name === "git" ? args.findIndex((arg) => /^credential-/.test(arg)) : -1;
  if (helper >= 0 && args.slice(helper + 1, helper + 6).includes("get")) return `git ${args[helper]} get`;
  // kubectl's operands past its global options' values (`kubectl --kubeconfig k --context c -n shop get secret db -o yaml`).
  const operands = name === "kubectl" || name === "oc" ? kubectlOperands(args) : args.filter((arg) => !arg.startsWith("-"));
  const host = hostSecretCommand(name, args);
  if (host !== undefined || HOST_SECRET_TOOLS.has(name)) return host;
  // `pass NAME` is `pass show NAME`; gopass's `show NAME KEY` (or `gopass NAME KEY`) prints one key, an identity one may show.
  if ((name === "pass" || name === "passage" || name === "gopass") && args[0] !== undefined && !args[0].startsWith("-") && !PASS_COMMANDS.has(args[0]) && !copiesToClipboardOnly(args)) {
    if (!(name === "gopass" && gopassShowsIdentity(args, operands[0] === "show" ? operands.slice(1) : operands))) return `${name} ${args[0]}`;
    return undefined;
  }
  if (name === "az" && azurePrintsKeys(operands)) return `az ${operands.slice(0, 4).join(" ")}`;
  const bootstrap = bootstrapDataCommand(name, args, operands);
  if (bootstrap !== undefined) return bootstrap;
  if (HTTP_CLIENTS.has(name)) {
    const endpoint = args.find((arg) => isBootstrapDataUrl(arg));
    if (endpoint !== undefined) return `${name} ${endpoint}`;
  }
  // Workload identity endpoints (cloud metadata services, container and Arc agents), from any HTTP client or one-liner.
  const identity = workloadIdentityRequest(invocation);
  if (identity !== undefined) return identity.shown;
  // A request to an API that mints a credential or returns a secret's value (`curl -X POST …/access_tokens`, `gh api -X POST /authorizations`).
  if (API_CLIENTS.has(name)) {
    for (const request of httpRequests(invocation).slice(0, 8)) {
      const minted = credentialEndpoint(request, options);
      if (minted !== undefined) return `${name} ${minted}`;
    }
    if (HTTP_CLIENTS.has(name)) return undefined;
  }
  // The same endpoints through kubectl's raw requests (`kubectl get --raw /api/v1/namespaces/prod/secrets`).
  if (name === "kubectl" || name === "oc") {
    const raw = kubectlRawRequest(args);
    const read = raw === undefined ? undefined : credentialEndpoint(raw);
    if (read !== undefined) return `${name} --raw ${read}`;
  }
  // The same endpoints reached from a one-liner's HTTP library (`python3 -c "…urlopen('http://169.254.169.254/…/security-credentials/')…"`).
  // … and the SDKs' own credential getters printed by a one-liner (`print(boto3.Session().get_credentials()…)`).
  if (ONE_LINERS.test(name)) {
    for (const arg of args) {
      const bootstrap = bootstrapDataUrlInCode(arg);
      if (bootstrap !== undefined) return `${name} (${bootstrap})`;
    }
    const getter = args.find((arg) => arg.length < 4096 && SDK_CREDENTIALS.test(arg));
    if (getter !== undefined) return `${name} (${(SDK_CREDENTIALS.exec(getter)?.[0] ?? "an SDK's credential").replace(/\($/, "")})`;
  }
  // A credential CLI run as a Python module (`python3 -m keyring get svc user`, `python -m awscli sts get-session-token`).
  if (/^(?:python[\d.]*|pypy\d*)$/.test(name)) {
    const module = args.indexOf("-m");
    const program = module >= 0 ? PYTHON_MODULE_CLIS.get(args[module + 1] ?? "") : undefined;
    if (program !== undefined) return credentialCommand({ ...invocation, name: program, argv: invocation.argv.slice(module + 2) }, options);
  }
  // A cloud CLI's projection that picks out a function's or service's environment or a secret field.
  const projected = CLOUD_CLIS.has(name) ? args.find((arg, index) => /^--(?:query|format)$/.test(args[index - 1] ?? "") || /^--(?:query|format)=/.test(arg)) : undefined;
  if (projected !== undefined && SECRET_PROJECTION.test(projected)) return `${name} ${operands.slice(0, 2).join(" ")} (${projected.replace(/^--(?:query|format)=/, "")})`;
  const windows = windowsCredentialCommand(invocation);
  if (windows !== undefined) return windows;
  const managed = configManagementSecret(name, args);
  if (managed !== undefined) return managed;
  const edited = editorPrints(invocation);
  if (edited !== undefined) return edited;
  const stored = packageToolCredential(name, args);
  if (stored !== undefined) return stored;
  const framework = frameworkSecretPrint(invocation);
  if (framework !== undefined) return framework;
  // A project's own CLI run by its interpreter (`php bin/console secrets:list --reveal`) is the tool it names.
  const project = BY_PROGRAM.has(name) ? undefined : taskWords(invocation);
  if (project !== undefined && project.tool !== name && BY_PROGRAM.has(project.tool)) {
    const script = invocation.argv.find((field) => field.value !== undefined && field.value.endsWith(project.tool));
    const found = credentialCommand({ ...invocation, name: project.tool, argv: [script ?? invocation.argv[0]!, ...project.args] }, options);
    if (found !== undefined) return `${name} ${found}`;
  }
  let modelled = false;
  for (const command of BY_PROGRAM.get(name) ?? []) {
    const start = findWords(operands, command.words);
    if (start < 0) continue;
    modelled = true;
    const rest = operands.slice(start + command.words.length);
    if (command.when && !command.when(args, rest)) continue;
    return [name, ...command.words].join(" ");
  }
  // A subcommand modelled here whose condition does not hold prints nothing (`openstack token issue
  // -c expires`); tools with no model: a subcommand whose words say it prints or mints a credential,
  // or a switch whose documented meaning is to reveal the secrets it masks (`--reveal-secrets`).
  // A secret store's verb that prints an item (`keeper get UID`), then the words of tools with no model.
  return modelled ? undefined : (secretStorePrint(name, args) ?? credentialSubcommand(invocation) ?? revealSwitch(invocation));
}

/** Python modules that are credential CLIs, and the program each is. */
const PYTHON_MODULE_CLIS: ReadonlyMap<string, string> = new Map([["keyring", "keyring"], ["awscli", "aws"], ["azure.cli", "az"], ["huggingface_hub.commands.huggingface_cli", "huggingface-cli"], ["gimme_aws_creds", "gimme-aws-creds"], ["aws_sso_util", "aws-sso-util"]]);
const CLOUD_CLIS = new Set(["aws", "gcloud", "az"]);
/**
 * A `--query`/`--format` projection naming the environment variables of a function, task or
 * service (`Environment.Variables`, `environmentVariables`, `containerDefinitions[].environment`, `containers[0].env`)
 * or a secret's value field (`SecretString`, `SecretBinary`, `accessKey`, `connectionString`, `password`).
 */
const SECRET_PROJECTION = /environment(?:\.?variables)?(?![A-Za-z_]|\s*[=!<>])|\]\.env\b(?!\s*[=!<>])|secretstring|secretbinary|secretaccesskey|accesskey|connectionstring|password|primarykey|secondarykey|masterkey/i;

const HTTP_CLIENTS = new Set(["curl", "curlie", "wget", "wget2", "http", "https", "xh"]);
/** Clients whose requests `httpRequests` reads (HTTP clients, the hosting CLIs' `api`, `az rest`). */
const API_CLIENTS = new Set([...HTTP_CLIENTS, "xhs", "gh", "glab", "hub", "az"]);
/** Interpreters whose one-liners reach an SDK or an HTTP library. */
const ONE_LINERS = /^(?:python[\d.]*|pypy\d*|node(?:js)?|deno|bun|ruby|perl|php[\d.]*|lua[\d.]*|luajit|Rscript|julia|groovy|pwsh|powershell)$/;
/**
 * SDK calls that return a live credential: boto3's resolved keys, google-auth's default
 * credentials and their token, the keyring library's stored passwords, Azure Identity's tokens,
 * the Hugging Face Hub's saved token, the `registry-auth-token` package's npm token for a registry (its README).
 */
const SDK_CREDENTIALS = /\bget_frozen_credentials\b|\.get_credentials\(\)\.(?:secret_key|token|access_key)|\bgoogle\.auth\.default\(|\bkeyring\.get_password\(|\bHfFolder\.get_token\(|\bhuggingface_hub\b[^\n]{0,200}\bget_token\(|\bget_token\(\s*["']https:\/\/[\w.]+\.(?:azure|windows|microsoft)\.(?:com|net)|\bfromIni\(\)|\bfromNodeProviderChain\(|["']registry-auth-token["']/;
/** Azure CLI commands that print access keys or connection strings: `… keys list`, `… list-keys`, `… show-connection-string`, `acr credential show`, web and function apps' settings. */
function azurePrintsKeys(operands: readonly string[]): boolean {
  // App settings and connection strings of web and function apps hold their secrets in clear.
  if ((operands[0] === "webapp" || operands[0] === "functionapp") && operands[1] === "config" && (operands[2] === "appsettings" || operands[2] === "connection-string") && operands[3] === "list") return true;
  if (operands[0] === "webapp" && operands[1] === "deployment" && operands[2] === "list-publishing-credentials") return true;
  return operands.some((word, index) => word === "list-keys" || word === "show-connection-string" || (word === "keys" && operands[index + 1] === "list") || (word === "credential" && operands[index + 1] === "show") || word === "list-publishing-profiles" || word === "list-connection-strings");
}

/** A JMESPath `--query` that keeps a secret's `value` (or no query: the whole object, value included). */
function selectsValue(query: string | undefined): boolean {
  return query === undefined || /value|^\s*@?\s*$|\*/i.test(query);
}

/** Aiven CLI fields that hold a secret: a user's password and access key, a service's URI and connection parameters. */
const AIVEN_SECRET_FIELD = /password|access_key|access_cert|service_uri|connection_info|\buri\b/i;
/** An `avn` command whose `--format` names a secret field, or that prints everything as `--json`. */
function aivenSelectsSecret(args: readonly string[]): boolean {
  return has("--json")(args) || AIVEN_SECRET_FIELD.test(flagValue(args, ["--format"]) ?? "");
}

/** Where the words start among the first few operands (global option values may come first), or -1. */
function findWords(operands: readonly string[], words: readonly string[]): number {
  if (words.length === 0) return 0;
  for (let start = 0; start <= Math.min(2, operands.length - words.length); start++) {
    if (words.every((word, offset) => operands[start + offset] === word)) return start;
  }
  return -1;
}

/** kubectl's options that take a separate value (`get`'s and the global ones, `commands/kubectl-options.ts`), so their values are not read as resources. */
const KUBECTL_VALUES = kubectlValuedSpellings({
  values: "olfLk",
  longValues: ["output", "selector", "filename", "field-selector", "template", "label-columns", "sort-by", "chunk-size", "subresource", "kustomize", "output-watch-events"],
});
/** A Secret among the resource types: `secret`, `secrets/db`, `secrets.v1.` (its full name), or one of a comma list (`cm,secrets`). */
const SECRET_RESOURCE = /^secrets?(?:\.v1)?\.?(?:\/|$)/;

/** Whether `kubectl get`'s resource operand (options and their values anywhere before it) names Secrets. */
function namesSecretResource(args: readonly string[]): boolean {
  let seenGet = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "--") continue;
    if (arg.startsWith("-")) {
      if (KUBECTL_VALUES.has(arg)) index++;
      continue;
    }
    if (!seenGet) {
      seenGet = arg === "get";
      continue;
    }
    return arg.split(",").some((type) => SECRET_RESOURCE.test(type));
  }
  return false;
}

/** kubectl's `-o FORMAT`, `-oFORMAT`, `--output FORMAT` or `--output=FORMAT`; a `--template T` given with a template format (or alone) is that format's text. */
function outputFormat(args: readonly string[]): string | undefined {
  let format: string | undefined;
  let template: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-o" || arg === "--output") format ??= args[index + 1];
    // `--template T` is a Go template (the default `--output=go-template`).
    else if (arg === "--template") template ??= args[index + 1] ?? "";
    else if (arg.startsWith("--template=")) template ??= arg.slice(11);
    else if (arg.startsWith("--output=")) format ??= arg.slice(9);
    else if (/^-o./.test(arg)) format ??= arg.slice(2).replace(/^=/, "");
  }
  if (template !== undefined && (format === undefined || /^(?:go-template|template|jsonpath)$/.test(format))) return `${format ?? "go-template"}=${template}`;
  return format;
}

/** Output formats that print a secret's data: every one but names and the table, and templates that name its data. */
function printsData(format: string | undefined): boolean {
  if (format === undefined || /^(?:name|wide)$/.test(format)) return false;
  if (/^(?:jsonpath|go-template|template|custom-columns)/.test(format)) return /\.(?:data|stringData)\b|\{\s*\}|\{\.\}|\{@\}/.test(format);
  return true;
}

/** Connection strings and webhook URLs carry their password or are the secret. */
const SECRET_URL = /(?:DATABASE|DB|REDIS|MONGO|POSTGRES|PG|MYSQL|MARIA|AMQP|RABBIT|KAFKA|ELASTIC|OPENSEARCH|BONSAI|SEARCHBOX|MEMCACH|CACHE|QUEUE|BROKER|SMTP|MAIL|WEBHOOK|HOOK|CONNECTION|CELERY|NATS)[A-Z0-9_]*_UR[LI]$/;

/** Whether a variable name marks a secret: `STRIPE_SECRET_KEY`, `SENTRY_AUTH_TOKEN`, `HEROKU_POSTGRESQL_RED_URL`, `PRIVATE_KEY_PEM`; not `NODE_ENV`. */
function secretName(name: string): boolean {
  if (name.length > 200 || !/^[A-Za-z_][\w.-]*$/.test(name)) return false;
  const upper = name.toUpperCase();
  return isSecretVariable(upper) || /PRIVATE|CREDENTIAL|AUTH|PASS|SECRET|TOKEN/.test(upper) || SECRET_URL.test(upper);
}

/** `git config --get github.token`, `git config get …`, `git config --get-regexp token`, `git config user.password`. */
function gitConfigGetsSecret(args: readonly string[], rest: readonly string[]): boolean {
  const getter = args.some((arg) => arg === "--get" || arg === "--get-all" || arg === "--get-regexp" || arg === "--get-urlmatch");
  const keys = rest[0] === "get" ? rest.slice(1) : rest;
  // Tokens live in the keys of `url.<base>.insteadOf` (`https://x:TOKEN@host/`) and in `http.<url>.extraHeader`.
  const regexp = args.includes("--get-regexp") || (rest[0] === "get" && args.includes("--regexp")) || args.some((arg) => arg.startsWith("--regexp="));
  if ((getter || rest[0] === "get") && keys.some((key) => /insteadof|extraheader|^\^?url\b|^\^?http\b/i.test(key) && (regexp || /insteadof|extraheader/i.test(key)))) return true;
  if (!getter && !(rest[0] === "get") && keys.length !== 1) return false;
  // `credential.<url>.username`, `credential.useHttpPath`: how git asks, never the secret (a helper may carry one inline).
  if (/^credential\.(?:.*\.)?(?:username|usehttppath|interactive|protectprotocol|sanitizeprompt)$/i.test(keys[0] ?? "")) return false;
  // The user's or system's `credential.helper` names the helper; the repository's own may be planted with one inline.
  if (/^credential\.helper$/i.test(keys[0] ?? "") && args.some((arg) => arg === "--global" || arg === "--system")) return false;
  return keys.length > 0 && SECRET_KEY.test(keys[0] as string);
}

/** Filters that consume the file rather than print it (`xargs`, `dd`, an interpreter running a script). */
const NON_PRINTING_FILTERS = new Set(["xargs", "dd", "stdbuf", "sponge", "pv", "perl", "python", "python3", "ruby", "node", "tee"]);
/**
 * Whether the command `sops exec-file` runs (`'cat {}'`, `"jq . {}"`, `'sh -c "head {}"'`) prints
 * the file `{}` names: a filter or decoder given it, or a pager.
 */
function printsDecryptedFile(command: string | undefined): boolean {
  if (command === undefined || command.length > 1024 || !command.includes("{}")) return false;
  const words = command.replace(/^\s*(?:sudo\s+|env\s+)?(?:(?:ba|da|z)?sh\s+-c\s+)?["']?/, "").split(/\s+/);
  const program = (words[0] ?? "").replace(/^.*\//, "");
  if (NON_PRINTING_FILTERS.has(program)) return false;
  return FILTERS.has(program) || DECODERS.has(program) || /^(?:less|more|bat|batcat|od|hexdump|view|nl)$/.test(program);
}
