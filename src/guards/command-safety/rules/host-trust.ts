import path from "node:path";
import { fileWrites } from "../commands/file-writes.js";
import { parseOptions } from "../commands/getopt.js";
import { GIT_GLOBAL } from "../commands/git-options.js";
import type { Field, Invocation } from "../model.js";
import { kubectlOperands } from "../planes/kubectl-verb.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

const FALSE = /^(?:false|no|off|0)$/i;
/** Settings that turn TLS certificate checks off, as each tool's config files and variables spell them. */
const TLS_OFF = /\binsecure\b|(?:^|\s)-k(?:\s|$)|check[-_]certificate\s*=\s*off|strict-ssl\s*=\s*false|sslverify\s*=\s*false|ssl_verify\s*[:=]\s*(?:false|no|0)\b|trusted-host|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*["']?0|GIT_SSL_NO_VERIFY\s*=\s*["']?(?:1|true)|PYTHONHTTPSVERIFY\s*=\s*["']?0|enableStrictSsl\s*:\s*false|ssl_verify_mode\W*0\b|allow-insecure-host|UV_INSECURE_HOST\s*=|(?:CURL|REQUESTS)_CA_BUNDLE\s*=\s*(?:["']{2}|["']?$|["']?\s)|check-revoke\s*=\s*false|CARGO_HTTP_CHECK_REVOKE\s*=\s*["']?false|maven\.wagon\.http\.ssl\.(?:insecure|allowall|ignore\.validity\.dates)\s*=\s*true|unsafeHttpWhitelist\s*:\s*(?!\s*(?:\[\s*\]|$))|\b(?:PIP_TRUSTED_HOST|UV_INSECURE_HOST|GOINSECURE)\s*=|\b(?:npm_config_strict_ssl|YARN_ENABLE_STRICT_SSL|CONDA_SSL_VERIFY)\s*=\s*["']?(?:false|0|no)\b|\bBUNDLE_SSL_VERIFY_MODE\s*=\s*["']?0\b/im;
/** Settings that turn SSH host-key checks off. */
const HOST_KEYS_OFF = /StrictHostKeyChecking\s*[= ]\s*["']?(?:no|off)\b|UserKnownHostsFile\s*[= ]\s*["']?\/dev\/null/i;
/** Configuration read by every later run: home-directory and system-wide config files, shell startup files. */
const GLOBAL_CONFIG = /\/\.cargo\/config(?:\.toml)?$|(?:^|\/)(?:\.curlrc|\.wgetrc|\.npmrc|\.yarnrc(?:\.yml)?|pip\.conf|pip\.ini|\.condarc|\.gemrc|gemrc|uv\.toml|\.gitconfig|gitconfig|\.bashrc|\.bash_profile|\.profile|\.zshrc|\.zshenv|\.zprofile|config\.fish|environment|profile|bash\.bashrc)$|\/\.ssh\/config$|\/ssh_config(?:\.d\/[^/]+)?$|\/profile\.d\/[^/]+$|\/\.config\/git\/config$|(?:^|\/)(?:\.mavenrc|\.m2\/settings\.xml|\.gradle\/gradle\.properties|\.bunfig\.toml|\.config\/pip\/pip\.conf)$/;

/**
 * Trust checks turned off for everything that runs later: TLS certificate verification in git,
 * npm, yarn, pnpm, pip, conda, composer, bundler, kubectl and helm config, or in global config
 * and startup files; SSH host-key verification in ssh config or git's ssh command. Once, for one
 * command (`curl -k`, `ssh -o StrictHostKeyChecking=no`, `git -c http.sslVerify=false`), is fine.
 */
export const hostTrustRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.tls-verify-disabled", decision: "ask", description: "Turns TLS certificate verification off for later runs (git config --global http.sslVerify false, npm config set strict-ssl false, yarn config set --home enableStrictSsl false or unsafeHttpWhitelist, pip config set global.trusted-host, conda and micromamba ssl_verify false, insecure in ~/.curlrc, maven's ssl.insecure in ~/.mavenrc), or lowers the host's crypto policy (update-crypto-policies --set LEGACY); once, for one command, is fine." },
    { id: "host.trust-root-ca", decision: "ask", description: "Adds a certificate authority every TLS connection of the host or user will trust (security add-trusted-cert, trust anchor, certutil -A -t C, a certificate copied into /usr/local/share/ca-certificates or /etc/pki/ca-trust/source/anchors)." },
    { id: "host.ssh-hostkey-disabled", decision: "ask", description: "Turns SSH host-key verification off for later runs (StrictHostKeyChecking no in ~/.ssh/config or /etc/ssh/ssh_config, git config --global core.sshCommand \"ssh -o StrictHostKeyChecking=no\")." },
  ],
  invocation(invocation, context) {
    const hits = [...configCommand(invocation), ...trustedAuthority(invocation), ...persistentVariable(invocation), ...cryptoPolicy(invocation)];
    for (const { field, effect } of fileWrites(invocation)) {
      if (effect === "delete" || effect === "truncate" || effect === "move-away") continue;
      const anchor = trustAnchorWrite(field, invocation, context);
      if (anchor) hits.push(anchor);
      const hit = configWrite(field, commandText(invocation), invocation, context, shown(invocation));
      if (hit) hits.push(hit);
    }
    return hits;
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target) || !invocation) return [];
    const hit = configWrite(redirect.target, commandText(invocation), invocation, context, `a redirect of ${shown(invocation)}`);
    return hit ? [hit] : [];
  },
};

/** update-crypto-policies(8): `LEGACY` or a `:SHA1`-style subpolicy lets every program of the host accept SHA-1 signatures, old TLS versions and short keys. */
function cryptoPolicy(invocation: Invocation): Hit[] {
  if (invocation.name !== "update-crypto-policies") return [];
  const args = invocation.argv.slice(1, 9).map((field) => field.value ?? "");
  const policy = args.find((arg, index) => args[index - 1] === "--set") ?? args.find((arg) => arg.startsWith("--set="))?.slice(6);
  return policy !== undefined && /^legacy\b|:(?:sha1|no-ensure-ems|ad-support-legacy)\b/i.test(policy) ? [{ rule: "host.tls-verify-disabled", decision: "ask", reason: `${shown(invocation)} lowers the host's crypto policy to ${policy}: SHA-1, old TLS versions and short keys are accepted again${via(invocation)}` }] : [];
}

/** What a command writes, as far as it shows: its known arguments and known input. */
function commandText(invocation: Invocation): string {
  return [...invocation.argv.slice(1).map((field) => field.value ?? ""), invocation.stdin?.text ?? ""].join(" ");
}

function configWrite(field: Field, text: string, invocation: Invocation, context: RuleContext, by: string): Hit | undefined {
  if (field.value === undefined) return undefined;
  const target = resolve(field.value, pathContext(invocation, context)).path;
  if (!GLOBAL_CONFIG.test(target)) return undefined;
  const where = path.posix.basename(target);
  if (HOST_KEYS_OFF.test(text)) return { rule: "host.ssh-hostkey-disabled", decision: "ask", reason: `${by} writes SSH host-key checks off into ${where}${via(invocation)}` };
  if (TLS_OFF.test(text)) return { rule: "host.tls-verify-disabled", decision: "ask", reason: `${by} writes TLS certificate checks off into ${where}${via(invocation)}` };
  return undefined;
}

/** The `kubectl config` subcommands that write a cluster's settings into the kubeconfig (kubectl_config_set-cluster, kubectl_config_set). */
const KUBECONFIG_WRITE = /^config set(?:-cluster)?$/;
const CONFIG_COMMANDS = new Set(["git", "npm", "pnpm", "yarn", "pip", "pip3", "conda", "mamba", "composer", "bundle", "kubectl", "helm", "go", "gcloud", "poetry", "gem", "micromamba"]);
/** A package index reached over plain HTTP anywhere but this machine. */
const PLAIN_HTTP = /^http:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])[:/]|(?:localhost|127\.0\.0\.1)$)/i;

function configCommand(invocation: Invocation): Hit[] {
  if (!CONFIG_COMMANDS.has(invocation.name) && !/^python/.test(invocation.name)) return [];
  let args = invocation.argv.slice(1).map((field) => field.value ?? "?");
  let name = invocation.name;
  // `python -m pip …` is pip.
  if (/^python/.test(name) && args[0] === "-m" && args[1] === "pip") [name, args] = ["pip", args.slice(2)];
  switch (name) {
    case "git":
      return gitConfig(invocation);
    case "npm":
    case "pnpm":
    case "yarn": {
      const set = args.findIndex((arg) => arg === "set");
      if (set < 0 || (args[set - 1] !== "config" && invocation.name !== "npm")) return [];
      // Options may come before the key: `yarn config set --home enableStrictSsl false`, `npm config set --location user strict-ssl false`.
      const words = args.slice(set + 1).filter((arg, index, list) => !arg.startsWith("-") && !/^(?:--location|-L|--json)$/.test(list[index - 1] ?? ""));
      const [key, value] = words[0]?.includes("=") ? (words[0] as string).split("=", 2) : [words[0], words[1] ?? args.at(-1)];
      if (/^(?:registry|npmRegistryServer)$/i.test(key ?? "") && /^http:\/\//i.test(value ?? "") && !/^http:\/\/(?:localhost|127\.0\.0\.1)[:/]/i.test(value ?? "")) return tlsHit(invocation, "installs every later package over plain HTTP");
      // Yarn's unsafeHttpWhitelist: hosts whose packages are fetched over plain HTTP.
      if (/^unsafeHttpWhitelist$/i.test(key ?? "") && !/^[^\w*]*(?:(?:localhost|127\.0\.0\.1)[^\w*]*)*$/.test(value ?? "")) return tlsHit(invocation, "fetches every later package from those hosts over plain HTTP");
      return /^(?:strict-ssl|enableStrictSsl)$/i.test(key ?? "") && FALSE.test(value ?? "") ? tlsHit(invocation, "turns TLS certificate checks off for every later install") : [];
    }
    case "pip":
    case "pip3":
      if (args[0] === "config" && args.some((arg, index) => arg === "set" && /\.(?:index-url|extra-index-url)$/.test(args[index + 1] ?? "") && PLAIN_HTTP.test(args[index + 2] ?? ""))) return tlsHit(invocation, "installs every later package over plain HTTP");
      return args[0] === "config" && args.some((arg, index) => arg === "set" && /\.trusted-host$/.test(args[index + 1] ?? "")) ? tlsHit(invocation, "trusts a package index without TLS checks for every later install") : [];
    case "poetry":
      // poetry config certificates.<source>.cert false: that source's certificate is no longer checked.
      return args[0] === "config" && args.some((arg, index) => /^certificates\.[^.]+\.cert$/.test(arg) && FALSE.test(args[index + 1] ?? "")) ? tlsHit(invocation, "turns TLS certificate checks off for a package source, for every later install") : [];
    case "gem":
      return args[0] === "sources" && args.some((arg, index) => /^(?:-a|--add)$/.test(args[index - 1] ?? "") && PLAIN_HTTP.test(arg)) ? tlsHit(invocation, "installs every later gem over plain HTTP") : [];
    case "conda":
    case "mamba":
    case "micromamba":
      // `conda config --set ssl_verify false`, `micromamba config set ssl_verify false`.
      return args.some((arg, index) => (arg === "--set" || (arg === "set" && args[index - 1] === "config")) && args[index + 1] === "ssl_verify" && FALSE.test(args[index + 2] ?? "")) ? tlsHit(invocation, "turns TLS certificate checks off for every later install") : [];
    case "composer":
      return ((args[0] === "config" && args.some((arg) => arg === "-g" || arg === "--global")) || (args[0] === "global" && args[1] === "config")) && ((args.includes("disable-tls") && args.includes("true")) || (args.includes("secure-http") && args.includes("false"))) ? tlsHit(invocation, "turns TLS off for every later install") : [];
    case "bundle":
      return args.includes("config") && args.includes("ssl_verify_mode") && args.includes("0") ? tlsHit(invocation, "turns TLS certificate checks off for every later install") : [];
    case "kubectl":
      // `kubectl config set-cluster NAME --insecure-skip-tls-verify=true`, `kubectl config set clusters.NAME.insecure-skip-tls-verify true`, after any global option.
      return KUBECONFIG_WRITE.test(kubectlOperands(args).slice(0, 2).join(" ")) && args.some((arg, index) => /^--insecure-skip-tls-verify(?:=true)?$/.test(arg) || (/insecure-skip-tls-verify$/.test(arg) && args[index + 1] === "true")) ? tlsHit(invocation, "stops checking the cluster's TLS certificate in the kubeconfig") : [];
    case "helm":
      return args[0] === "repo" && args[1] === "add" && args.includes("--insecure-skip-tls-verify") ? tlsHit(invocation, "stops checking the chart repository's TLS certificate for every later install") : [];
    case "gcloud":
      return args[0] === "config" && args[1] === "set" && /^(?:auth\/)?disable_ssl_validation$/i.test(args[2] ?? "") && !FALSE.test(args[3] ?? "false") ? tlsHit(invocation, "stops checking TLS certificates for every later gcloud call") : [];
    case "go":
      return args[0] === "env" && args.includes("-w") && args.some((arg) => /^GOINSECURE=|^GOSUMDB=off$|^GO(?:NOSUMDB|NOSUMCHECK|PRIVATE)=\*$|^GOFLAGS=.*-insecure\b/.test(arg)) ? tlsHit(invocation, "turns module download checks off for every later build") : [];
    default:
      return [];
  }
}

function tlsHit(invocation: Invocation, what: string): Hit[] {
  return [{ rule: "host.tls-verify-disabled", decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}

const GIT_CONFIG_VALUED = /^(?:-f|--file|--blob|--type|--default|--comment|--value|--url)$/;

/** `git config --global|--system http[.<url>].sslVerify false`, `… core.sshCommand "ssh -o StrictHostKeyChecking=no"`. */
function gitConfig(invocation: Invocation): Hit[] {
  const operands = parseOptions(invocation.argv.slice(1), GIT_GLOBAL).operands;
  if (operands[0]?.value !== "config") return [];
  const args = operands.slice(1).map((field) => field.value ?? "?");
  const global = args.some((arg) => arg === "--global" || arg === "--system" || arg === "-f" || arg === "--file" || arg.startsWith("--file="));
  if (!global) return [];
  // Options of git-config(1) that take the next word as their value (`--file ~/.gitconfig`, `--type bool`).
  const values = args.filter((arg, index) => !arg.startsWith("-") && arg !== "set" && !GIT_CONFIG_VALUED.test(args[index - 1] ?? ""));
  const [key = "", value = ""] = values;
  if (/^http\.(?:.*\.)?sslverify$/i.test(key) && FALSE.test(value)) return [{ rule: "host.tls-verify-disabled", decision: "ask", reason: `${shown(invocation)} turns TLS certificate checks off for every repository${via(invocation)}` }];
  // url.<base>.insteadOf: every https URL rewritten to plain HTTP, fetched and pushed without TLS.
  if (/^url\.http:\/\/.*\.(?:push)?insteadof$/i.test(key) && /^https:\/\//i.test(value)) return [{ rule: "host.tls-verify-disabled", decision: "ask", reason: `${shown(invocation)} rewrites ${value} URLs to plain HTTP for every repository${via(invocation)}` }];
  // safe.directory '*': git trusts repositories owned by anyone, and their config (hooks, fsmonitor) runs as this user.
  if (/^safe\.directory$/i.test(key) && value === "*") return [{ rule: "host.tls-verify-disabled", decision: "ask", reason: `${shown(invocation)} turns off git's check of who owns a repository, for every repository${via(invocation)}` }];
  if (/^core\.sshcommand$/i.test(key) && HOST_KEYS_OFF.test(value)) return [{ rule: "host.ssh-hostkey-disabled", decision: "ask", reason: `${shown(invocation)} turns SSH host-key checks off for every repository${via(invocation)}` }];
  return [];
}


/** Directories whose certificates the system trust store is built from (update-ca-certificates(8), update-ca-trust(8)). */
const TRUST_ANCHORS = /^(?:\/usr\/local\/share\/ca-certificates|\/usr\/share\/ca-certificates|\/etc\/pki\/ca-trust\/source(?:\/anchors)?|\/etc\/pki\/trust\/anchors|\/etc\/ca-certificates\/trust-source(?:\/anchors)?|\/etc\/ssl\/certs)\//;

function trustAnchorWrite(field: Field, invocation: Invocation, context: RuleContext): Hit | undefined {
  if (field.value === undefined || !TRUST_ANCHORS.test(resolve(field.value, pathContext(invocation, context)).path)) return undefined;
  return { rule: "host.trust-root-ca", decision: "ask", reason: `${shown(invocation)} puts a certificate among the authorities the system trusts${via(invocation)}` };
}

/** Variables that switch TLS checks off, set for every later process: `setx` (Windows), `launchctl setenv` (macOS), `systemctl set-environment`. */
function persistentVariable(invocation: Invocation): Hit[] {
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  let pairs: string[] = [];
  if (/^setx(?:\.exe)?$/i.test(invocation.name)) pairs = [`${args[0] ?? ""}=${args[1] ?? ""}`];
  else if (invocation.name === "launchctl" && args[0] === "setenv") pairs = [`${args[1] ?? ""}=${args[2] ?? ""}`];
  else if (invocation.name === "systemctl" && args.includes("set-environment")) pairs = args.filter((arg) => arg.includes("="));
  const off = pairs.find((pair) => TLS_OFF.test(pair));
  return off ? [{ rule: "host.tls-verify-disabled", decision: "ask", reason: `${shown(invocation)} sets ${off} for every later process, turning TLS certificate checks off${via(invocation)}` }] : [];
}

/** certutil.exe's store operand: the first word after `-addstore` that is not an option (`-addstore -f -enterprise Root x.cer`). */
function storeOf(args: readonly string[]): string | undefined {
  const at = args.findIndex((arg) => /^[-/]addstore$/i.test(arg));
  if (at < 0) return undefined;
  return args.slice(at + 1, at + 8).find((arg) => !/^[-/]/.test(arg));
}

/** PowerShell's certificate drive path of a root store (about_Certificate_Provider). */
const ROOT_STORE = /cert:[\\/]?(?:localmachine|currentuser)[\\/]?(?:root|authroot)\b/i;
/** Programs `trustedAuthority` reads besides certutil and Import-Certificate (matched in any case). */
const TRUST_PROGRAMS = /^(?:security|trust|keytool)$/;

/** `security add-trusted-cert` (macOS), `trust anchor` (p11-kit), `certutil -A -t "C,,"` (NSS): a new root of trust. */
function trustedAuthority(invocation: Invocation): Hit[] {
  if (!TRUST_PROGRAMS.test(invocation.name) && !/^(?:certutil(?:\.exe)?|import-certificate)$/i.test(invocation.name)) return [];
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  const adds =
    (invocation.name === "security" && (args[0] === "add-trusted-cert" || args[0] === "add-certificates")) ||
    (invocation.name === "trust" && args[0] === "anchor" && !args.includes("--remove")) ||
    (invocation.name === "certutil" && args.includes("-A") && args.some((arg, index) => args[index - 1] === "-t" && /[CT]/.test(arg))) ||
    // Windows: `certutil -addstore Root x.cer`, `Import-Certificate -CertStoreLocation Cert:\LocalMachine\Root`.
    (/^certutil(?:\.exe)?$/i.test(invocation.name) && /^(?:root|authroot|ca)$/i.test(storeOf(args) ?? "")) ||
    // The store path as written, or as a POSIX shell left it (`Cert:\LocalMachine\Root` unquoted is `Cert:LocalMachineRoot`), or with slashes.
    (/^import-certificate$/i.test(invocation.name) && invocation.argv.some((field) => ROOT_STORE.test(field.text) || ROOT_STORE.test(field.value ?? ""))) ||
    // keytool(1): importing into a JDK's `cacerts` makes every Java program trust the certificate.
    (invocation.name === "keytool" && args.some((arg) => arg === "-importcert" || arg === "-import") && args.some((arg, index) => arg === "-cacerts" || (args[index - 1] === "-keystore" && /(?:^|\/)cacerts["']?$/.test(invocation.argv[index + 1]?.value ?? invocation.argv[index + 1]?.text ?? ""))));
  return adds ? [{ rule: "host.trust-root-ca", decision: "ask", reason: `${shown(invocation)} adds a certificate authority that TLS connections will trust${via(invocation)}` }] : [];
}
