import path from "node:path";
import { SENSITIVE_PATH_RULES, type SensitivePathRule } from "../../security-audit/rules.js";
import { classifySensitivePath } from "../../security-audit/sensitive-paths.js";

/**
 * The axes of the secret-path grid: the files the shared path classification calls secret (A),
 * the ways a shell, an interpreter or a file tool spells a path to one (B, from the Bash manual's
 * expansions — tilde, parameter, brace, pathname, quote removal — and POSIX pathname resolution),
 * and the programs that print a file (C). `secret-path-grid-cases.ts` crosses them; the commands
 * are analysed only, never run. Reads run in `GRID_CONTEXT`: a project inside the home directory,
 * so relative spellings climb to the home's secrets (`../../.aws/credentials`).
 */
export const GRID_CONTEXT = { home: "/home/dev", cwd: "/home/dev/projects/webapp" } as const;

/** Where a file lies: below the home directory, in the project, or elsewhere on the system. */
export type SecretPlace = "home" | "project" | "system";

/** One file of the grid: a secret the classification knows, or a benign look-alike. */
export interface GridFile {
  /** Absolute, in `GRID_CONTEXT`. */
  absolute: string;
  place: SecretPlace;
  /** Where the file is documented (or the classification matcher it was enumerated from). */
  source: string;
  /** Benign only: globs that name only this file and other files like it (`~/.ssh/*.pub`). */
  globs?: readonly string[];
}

const HOME = GRID_CONTEXT.home;
const CWD = GRID_CONTEXT.cwd;

function placed(absolute: string, source: string): GridFile {
  const place: SecretPlace = absolute.startsWith(`${CWD}/`) ? "project" : absolute.startsWith(`${HOME}/`) ? "home" : "system";
  return { absolute, place, source };
}

/** A name the classification knows in any directory, where it is usually found: dot files at home, env files and the rest in the project. */
function nameHome(rule: SensitivePathRule, name: string): string {
  if (rule.id === "secrets.env-file" || !name.startsWith(".")) return `${CWD}/${name}`;
  return `${HOME}/${name}`;
}

/** A relative location as a tool writes it below home: dot directories and `Library`/`AppData` directly, others in `~/.config` (XDG). */
function belowHome(relative: string): string {
  return /^(?:\.|library\/|appdata\/)/i.test(relative) ? `${HOME}/${relative}` : `${HOME}/.config/${relative}`;
}

/** The name the grid gives a file inside a directory every file of which the classification calls secret. */
const FILE_IN_STORE = "token";

function values(value: string | readonly string[]): readonly string[] {
  return typeof value === "string" ? [value] : value;
}

/**
 * Axis A, enumerated from the classification itself: one concrete file for every `homeFile`,
 * `absolute`, `endsWith`, `inside` and `name` matcher of every rule that guards reads, so a kind
 * of secret added to the classification joins the grid by itself. Files the classification would
 * not call secret as written (a matcher that needs more than its path) are left out.
 */
export function enumeratedSecretFiles(): GridFile[] {
  const files: GridFile[] = [];
  for (const rule of SENSITIVE_PATH_RULES) {
    if (rule.access === "write") continue;
    for (const matcher of rule.match) {
      const from = `${rule.id}: ${Object.keys(matcher)[0] ?? "?"}`;
      if ("homeFile" in matcher) for (const file of values(matcher.homeFile)) files.push(placed(`${HOME}/${file}`, from));
      else if ("absolute" in matcher) for (const file of values(matcher.absolute)) files.push(placed(file.endsWith("/") ? `${file}${FILE_IN_STORE}` : file, from));
      else if ("endsWith" in matcher) files.push(placed(belowHome(matcher.endsWith), from));
      else if ("inside" in matcher) files.push(placed(`${belowHome(matcher.inside)}/${FILE_IN_STORE}`, from));
      else if ("name" in matcher) for (const name of values(matcher.name)) files.push(placed(nameHome(rule, name), from));
    }
  }
  return files;
}

/**
 * Axis A, documented examples of what rules recognise by pattern, extension or predicate, each
 * from the owning tool's documentation or a public catalogue of credential locations.
 */
export const DOCUMENTED_SECRET_FILES: readonly GridFile[] = [
  placed(`${HOME}/.ssh/id_ed25519`, "ssh-keygen(1): the default Ed25519 private key"),
  placed(`${HOME}/.ssh/id_rsa`, "ssh-keygen(1): the RSA private key"),
  placed(`${HOME}/.ssh/id_ecdsa_sk`, "ssh-keygen(1): a FIDO authenticator-backed key"),
  placed(`${HOME}/.ssh/deploy_key`, "ssh(1) -i: a key of any name kept in ~/.ssh"),
  placed("/etc/ssh/ssh_host_ed25519_key", "sshd(8): the host's private key"),
  placed(`${HOME}/.gnupg/private-keys-v1.d/3F2A9C.key`, "gpg-agent(1): the private keys directory"),
  placed(`${HOME}/.password-store/email/work.gpg`, "pass(1): the password store"),
  placed(`${HOME}/.kube/config`, "kubectl docs: the default kubeconfig"),
  placed(`${HOME}/.kube/prod.yaml`, "kubectl docs: kubeconfigs kept beside the default one (KUBECONFIG lists)"),
  placed(`${HOME}/.aws/credentials`, "AWS CLI docs: the shared credentials file"),
  placed(`${HOME}/.aws/sso/cache/5f1e.json`, "AWS CLI docs: the SSO token cache"),
  placed(`${HOME}/.azure/msal_token_cache.json`, "Azure CLI docs: the MSAL token cache"),
  placed(`${HOME}/.config/gcloud/application_default_credentials.json`, "Google ADC docs"),
  placed(`${HOME}/.docker/config.json`, "docker login docs: auths in config.json"),
  placed(`${HOME}/.config/gh/hosts.yml`, "GitHub CLI docs: gh auth stores the token in hosts.yml"),
  placed(`${CWD}/.env`, "dotenv docs"),
  placed(`${CWD}/.env.production`, "Vite docs: mode files"),
  placed(`${CWD}/deploy/prod.env`, "Docker Compose docs: env_file"),
  placed(`${CWD}/certs/server.key`, "OpenSSL docs: a PEM private key"),
  placed(`${CWD}/keys/release.jks`, "Android docs: a Java keystore for app signing"),
  placed(`${CWD}/keys/signing.p12`, "Apple and OpenSSL docs: a PKCS#12 bundle with its private key"),
  placed(`${CWD}/config/credentials/production.key`, "Rails guides: per-environment credentials keys"),
  placed(`${CWD}/secrets/db_password.txt`, "Docker secrets docs: a password file"),
  placed(`${CWD}/vault.kdbx`, "KeePassXC docs: a password database"),
  placed(`${HOME}/.config/google-chrome/Default/Login Data`, "HackBrowserData browser table (Chrome, Linux)"),
  placed(`${HOME}/.mozilla/firefox/k3x9.default-release/logins.json`, "Firefox profile docs: logins.json"),
  placed(`${HOME}/.mozilla/firefox/k3x9.default-release/key4.db`, "Firefox profile docs: key4.db"),
  placed(`${HOME}/Library/Application Support/Google/Chrome/Default/Cookies`, "HackBrowserData browser table (Chrome, macOS)"),
  placed(`${HOME}/.config/discord/Local Storage/leveldb/000005.ldb`, "token-grabber catalogues: Discord's Local Storage"),
  placed(`${HOME}/.config/Code/User/globalStorage/state.vscdb`, "VS Code: secrets and tokens in globalStorage"),
  placed(`${HOME}/.local/share/keyrings/login.keyring`, "GNOME Keyring files (LaZagne linux/wallet/gnome)"),
  placed(`${HOME}/.local/share/kwalletd/kdewallet.kwl`, "KWallet files (LaZagne linux/wallet/kde)"),
  placed(`${HOME}/Library/Keychains/login.keychain-db`, "macOS login keychain (LaZagne mac/system/chainbreaker)"),
  placed(`${HOME}/.ethereum/keystore/UTC--2024-01-01T00-00-00Z--ab12`, "geth docs: the keystore directory"),
  placed(`${HOME}/.config/solana/id.json`, "Solana CLI docs: the default keypair"),
  placed(`${HOME}/.bitcoin/wallet.dat`, "Bitcoin Core docs: wallet.dat"),
  placed(`${HOME}/.dbvis/config70/dbvis.xml`, "LaZagne databases/dbvis"),
  placed(`${HOME}/.squirrel-sql/SQLAliases23.xml`, "LaZagne databases/squirrel"),
  placed(`${HOME}/.local/share/whatsapp/session/creds.json`, "Baileys docs: WhatsApp multi-device session creds"),
  placed(`${HOME}/.bash_history`, "bash(1): HISTFILE"),
  placed(`${HOME}/.local/share/fish/fish_history`, "fish docs: the history file"),
  placed(`${HOME}/.oci/oci_api_key.pem`, "OCI CLI docs: the API signing key"),
  placed(`${HOME}/.julia/servers/pkg.julialang.org/auth.toml`, "Julia Pkg docs: package server tokens"),
  placed(`${HOME}/.local/share/gopass/stores/root/github.gpg`, "gopass docs: stores in the XDG data directory"),
  placed(`${HOME}/.continuum/anaconda-client/tokens/anaconda.org.token`, "anaconda-client: saved tokens"),
  placed(`${HOME}/.lpass/session_privatekey`, "lpass(1): the session files"),
  placed(`${HOME}/.config/Bitwarden CLI/data.json`, "Bitwarden CLI docs: the local data file"),
  placed(`${CWD}/android/keystore.properties`, "Android docs: signing passwords in keystore.properties"),
  placed(`${CWD}/infra/terraform.tfstate`, "Terraform docs: state holds sensitive values in clear"),
  placed("/etc/shadow", "shadow(5)"),
  placed("/etc/gshadow", "gshadow(5)"),
  placed("/etc/sudoers", "sudoers(5)"),
  placed("/proc/self/environ", "proc(5): the process's environment"),
  placed("/proc/1234/environ", "proc(5): another process's environment"),
  placed("/run/secrets/db_password", "Docker docs: secrets mounted under /run/secrets"),
  placed("/var/run/secrets/kubernetes.io/serviceaccount/token", "Kubernetes docs: the service-account token mount"),
  placed("/etc/ssl/private/ssl-cert-snakeoil.key", "Debian ssl-cert: TLS private keys"),
  placed("/etc/letsencrypt/live/example.com/privkey.pem", "certbot(1): the live private key"),
  placed("/etc/kubernetes/admin.conf", "kubeadm docs: the cluster-admin kubeconfig"),
  placed("/etc/kubernetes/pki/ca.key", "kubeadm docs: the cluster CA key"),
  placed("/etc/wireguard/wg0.conf", "wg-quick(8): the interface's PrivateKey"),
  placed("/etc/NetworkManager/system-connections/home.nmconnection", "NetworkManager docs: psk in keyfiles (LaZagne linux/wifi)"),
  placed("/var/lib/jenkins/secrets/master.key", "Jenkins docs: the master key"),
  placed(`${HOME}/AppData/Roaming/Microsoft/Protect/S-1-5-21/3a1f`, "DPAPI master keys (LaZagne windows/memory)"),
  placed("/mnt/c/Windows/System32/config/SAM", "Windows registry hives (ATT&CK T1003.002)"),
  placed(`${CWD}/wp-config.php`, "WordPress docs, Editing wp-config.php: DB_PASSWORD, keys and salts"),
  placed("/etc/openvpn/auth.txt", "openvpn(8) --auth-user-pass: the username and password file"),
  placed("/var/lib/kubelet/pods/5f1c/volumes/kubernetes.io~projected/kube-api-access-x7k2/token", "Kubernetes docs, Projected Volumes: the kubelet's copy of a service-account token"),
  placed("/host/etc/kubernetes/admin.conf", "Kubernetes docs, Debugging Kubernetes Nodes With Kubectl: the node's root mounted at /host"),
];

/**
 * Axis A whole: every file the classification enumerates and every documented example, once
 * each, keeping only those the classification calls secret as written.
 */
export function gridSecretFiles(): GridFile[] {
  const seen = new Set<string>();
  const files: GridFile[] = [];
  for (const file of [...DOCUMENTED_SECRET_FILES, ...enumeratedSecretFiles()]) {
    const key = file.absolute.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (classifySensitivePath(file.absolute, { ...GRID_CONTEXT, access: "read" })) files.push(file);
  }
  return files;
}

/** Benign look-alikes: files beside the secrets, or named like them, that hold nothing secret. */
export const GRID_BENIGN_FILES: readonly GridFile[] = [
  { ...placed(`${HOME}/.ssh/id_ed25519.pub`, "ssh-keygen(1): the public half, meant to be shared"), globs: ["~/.ssh/*.pub", "~/.ssh/id_*.pub"] },
  placed(`${HOME}/.ssh/known_hosts`, "ssh(1): the known hosts' public keys"),
  placed(`${HOME}/.ssh/config`, "ssh_config(5): host aliases and options"),
  placed(`${HOME}/.ssh/authorized_keys`, "sshd(8): public keys allowed to log in"),
  placed(`${HOME}/.config/gh/config.yml`, "GitHub CLI docs: preferences (git_protocol, editor, aliases); tokens live in hosts.yml"),
  { ...placed(`${HOME}/.kube/cache/discovery/localhost_6443/servergroups.json`, "kubectl --cache-dir (default ~/.kube/cache): API discovery documents"), globs: ["~/.kube/cache/discovery/*/servergroups.json"] },
  placed(`${HOME}/.docker/daemon.json`, "Docker Desktop docs: the daemon's settings"),
  placed(`${HOME}/.gitconfig`, "git-config(1): user, aliases and options"),
  placed(`${HOME}/.config/git/ignore`, "git-config(1): core.excludesFile's default"),
  placed(`${HOME}/.cargo/config.toml`, "Cargo book: configuration (credentials are in credentials.toml)"),
  placed(`${CWD}/.env.example`, "dotenv convention: a committed template without values"),
  placed(`${CWD}/.env.sample`, "dotenv convention: a committed template"),
  placed(`${CWD}/package.json`, "npm docs: the project manifest"),
  placed(`${CWD}/src/auth/credentials.ts`, "a source file named after what it handles"),
  placed(`${CWD}/docs/ssh-keys.md`, "project documentation about keys"),
  placed("/etc/hosts", "hosts(5)"),
  placed("/etc/os-release", "os-release(5)"),
  placed("/etc/ssh/ssh_config", "ssh_config(5): the system-wide client settings"),
  { ...placed("/etc/ssh/ssh_host_ed25519_key.pub", "sshd(8): the host's public key"), globs: ["/etc/ssh/*.pub"] },
  placed("/etc/letsencrypt/live/example.com/fullchain.pem", "certbot(1): the public certificate chain"),
];

/** The path relative to the grid's working directory, as `path.relative` gives it. */
export function relativeToProject(absolute: string): string {
  return path.posix.relative(CWD, absolute) || ".";
}
