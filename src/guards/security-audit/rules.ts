import { readFileSync, statSync } from "node:fs";
import { matchesAnyPath, type PathMatcher, type PathView } from "./path-matcher.js";
import { SYSTEM_KEY_STORES, SYSTEM_SECRET_PATHS } from "./secret-locations.js";
import { variantOriginals } from "./secret-file-variants.js";
import { isServiceConfigCredentials, isWebAppConfig } from "./service-config-credentials.js";
import { isToolCredentialFile } from "./tool-credential-names.js";

/**
 * One kind of sensitive file. `id` is stable (logs and allow-lists refer to it); `label` names the
 * kind of file in messages.
 *
 * @example
 * const rule: SensitivePathRule = {
 *   id: "secrets.company-vault", category: "Company secrets", label: "company vault file",
 *   match: [{ extension: ".vault" }],
 * };
 */
export interface SensitivePathRule {
  id: string;
  category: string;
  label: string;
  /** The rule applies when any of these matches… */
  match: readonly PathMatcher[];
  /** …and none of these does. */
  unless?: readonly PathMatcher[];
  /** `write`: the rule guards changes only (reading the file is harmless). Default: every access. */
  access?: "write";
}

/**
 * The rules of secret files a project fills in from a template and writes as routine: env files
 * (`cp .env.example .env`) and web applications' configs (`cp wp-config-sample.php wp-config.php`).
 * Reading one is reading its secrets; writing, mounting or replacing one is setting the project up.
 */
export const TEMPLATE_FILLED_RULES: ReadonlySet<string> = new Set(["secrets.env-file", "secrets.app-config"]);

/** How a path is used: read, or changed (written, edited, patched, deleted). */
export type PathAccess = "read" | "write";

const ENV_TEMPLATE = /^\.env(?:\.[^.]+)*\.(?:example|sample|template|dist|defaults|schema)$/;
/** Other spellings of a template: `.env-example`, `.env_sample`, `example.env`, `template.env`. */
const ENV_TEMPLATE_WORDS = /(?:^|[._-])(?:example|sample|template|dist|defaults|schema)(?:[._-]|$)/;
const TOKEN_KEY = /(?:^|\n)\s*(?:[^\n=]*:)?(?:_authtoken|_auth|_password|npmauthtoken|npmauthident)\s*[=:]/i;
const MAX_SNIFF_BYTES = 256 * 1024;

/** A name whose last word, after a separator, is a password word, with at most a `.txt` after it; `bypass.ts`, `password-reset.tsx` are not. */
const PASSWORD_FILE = /^[\w.-]*[._-](?:pass|passwd|password|passphrase|pwd)(?:\.txt)?$|^(?:password|passwd|passphrase)\.txt$/;

/** A password file (`keystore-pass`, `.db_password`, `vault.passwd`); a bare `password` is too often a word, not a file. */
function isPasswordFile(view: PathView): boolean {
  return view.name.length <= 80 && PASSWORD_FILE.test(view.name);
}

/** A registry config (`.npmrc`, `.yarnrc.yml`) is a secret when it holds a token; unreadable counts as holding one. */
function holdsRegistryToken(view: PathView): boolean {
  try {
    const stats = statSync(view.path);
    if (!stats.isFile() || stats.size > MAX_SNIFF_BYTES) return stats.isFile();
    return TOKEN_KEY.test(readFileSync(view.path, "utf8"));
  } catch (error) {
    // A file that does not exist yet holds nothing; one we may not read might hold anything.
    return (error as NodeJS.ErrnoException).code !== "ENOENT" && (error as NodeJS.ErrnoException).code !== "ENOTDIR";
  }
}

/**
 * Directories below a home directory that hold credentials. Inside them the test/fixture/node_modules
 * exceptions never apply: `~/.ssh/fixtures/id_rsa` is still a key.
 */
export const HOME_CREDENTIAL_STORES: readonly string[] = [
  ".ssh",
  ".aws",
  ".gnupg",
  ".password-store",
  ".claude",
  ".openclaw",
  ".clawdbot",
  ".codex",
  ".qwen",
  ".minimax",
  ".gemini",
  ".kube",
  ".docker",
  ".azure",
  ".gem",
  ".terraform.d",
  ".config/gcloud",
  ".config/gh",
  ".config/github-copilot",
  ".config/gogcli",
  ".config/git",
  ".config/fish",
  ".local/share/keyrings",
  "Library/Keychains",
];

/** The certificate files certbot writes beside `privkey.pem` (cert, chain, full chain; numbered in `archive/`): public. */
const LETS_ENCRYPT_PUBLIC = /^(?:cert|chain|fullchain)\d*\.pem$/;
const SYSTEM_KEY_STORE_SET: ReadonlySet<string> = new Set(SYSTEM_KEY_STORES);

/** The built-in rules: every category of the seed's list, then the additions documented in docs/hooks.md. */
export const SENSITIVE_PATH_RULES: readonly SensitivePathRule[] = [
  {
    id: "secrets.ssh-private-key",
    category: "SSH private keys",
    label: "SSH private key",
    // The host's own keys (sshd(8)) as well as users' keys.
    match: [{ namePattern: /^id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?(?:[._-].*)?$/ }, { namePattern: /^ssh_host_\w+_key$/ }],
    unless: [{ extension: [".pub"] }],
  },
  {
    id: "secrets.ssh-directory",
    category: "SSH private keys",
    label: "SSH key file",
    match: [{ inside: ".ssh" }],
    // Public by design (ssh(1), sshd(8)): public keys, the hosts' public keys, the keys allowed to log
    // in, the client's settings. Reading them reveals no secret; changing some does (below).
    unless: [{ extension: [".pub"] }, { name: ["known_hosts", "known_hosts.old", "authorized_keys", "authorized_keys2", "config"] }],
  },
  {
    id: "secrets.ssh-settings",
    category: "SSH private keys",
    label: "SSH settings that decide who logs in and what ssh runs",
    access: "write",
    // authorized_keys grants a login; config can run commands (ProxyCommand, LocalCommand); rc and
    // environment are run and read by sshd at every login.
    match: [
      { test: (view) => view.segments.at(-2) === ".ssh" && ["authorized_keys", "authorized_keys2", "config", "rc", "environment"].includes(view.name) },
      // OpenSSH for Windows: the keys that may log in as an administrator, and sshd's own settings.
      { test: (view) => view.name === "administrators_authorized_keys" || (view.name === "sshd_config" && view.segments.at(-2) === "ssh" && view.segments.at(-3) === "programdata") },
    ],
  },
  {
    id: "secrets.google-cli-oauth",
    category: "Google CLI OAuth",
    label: "Google CLI OAuth credentials",
    // Before the generic cloud rule, so the reason names the Google CLI rather than "credentials.json".
    match: [{ endsWith: "gogcli/credentials.json" }],
  },
  {
    id: "secrets.cloud-credentials",
    category: "Cloud credentials",
    label: "cloud credentials",
    match: [
      { inside: ".aws" },
      { inside: ".azure" },
      { inside: ".config/gcloud" },
      // gcloud keeps its configuration in %APPDATA%\gcloud on Windows; the Azure CLI's and MSAL's token caches.
      { inside: "appdata/roaming/gcloud" },
      { namePattern: /^msal_(?:token|http)_cache\./ },
      { name: [".boto", "credentials.json", "service-account.json", "application_default_credentials.json", "credentials.tfrc.json", ".vault-token"] },
    ],
  },
  {
    id: "secrets.kube-config",
    category: "Cloud credentials",
    label: "Kubernetes config",
    match: [
      { name: "kubeconfig" },
      { extension: ".kubeconfig" },
      { endsWith: ".kube/config" },
      // Any file in ~/.kube but its discovery caches: kubeconfigs kept beside the default one.
      { test: (view) => view.homeSegments?.[0] === ".kube" && view.homeSegments.length > 1 && !["cache", "http-cache"].includes(view.homeSegments[1] as string) },
      // The control plane's own kubeconfigs (kubeadm, k3s, RKE2): cluster-admin credentials.
      { absolute: ["/etc/kubernetes/admin.conf", "/etc/kubernetes/super-admin.conf", "/etc/kubernetes/kubelet.conf", "/etc/kubernetes/controller-manager.conf", "/etc/kubernetes/scheduler.conf", "/etc/rancher/k3s/k3s.yaml", "/etc/rancher/rke2/rke2.yaml"] },
      // The kubelet's bootstrap kubeconfig (kubelet `--bootstrap-kubeconfig`; the TLS bootstrapping docs' path), which carries a join token.
      { absolute: ["/var/lib/kubelet/bootstrap-kubeconfig"] },
    ],
  },
  {
    id: "secrets.keyring",
    category: "Crypto/keyring",
    label: "keyring",
    match: [{ inside: ".gnupg" }, { inside: "appdata/roaming/gnupg" }, { inside: ".password-store" }, { inside: ".local/share/keyrings" }, { inside: "library/keychains" }, { extension: [".keychain", ".keychain-db"] },
      // KDE's wallet files (kwalletd keeps them under the user's data directory).
      { inside: ".local/share/kwalletd" }, { inside: ".kde/share/apps/kwallet" }, { inside: ".kde4/share/apps/kwallet" }, { extension: ".kwl" },
      // Kerberos credential caches (kerberos(7), "Credential cache types"): FILE caches are named
      // krb5cc_UID (`/tmp/krb5cc_1000`, sshd's `krb5cc_1000_XXXX`), DIR caches keep `tkt*` files in
      // a krb5cc directory; each holds the user's tickets with their session keys.
      { namePattern: /^krb5cc(?:_|$)/ }, { inside: "krb5cc" },
      // The KDC's stash file of the master key (kdb5_util(8) `stash`: `.k5.REALM`).
      { namePattern: /^\.k5\./ }],
  },
  {
    id: "secrets.system-auth",
    category: "System auth files",
    label: "system authentication file",
    match: [
      { absolute: SYSTEM_SECRET_PATHS },
      // macOS keeps each account's password hash in its dslocal record; Linux keeps old hashes in
      // opasswd, SSSD its cached logins, Samba its machine secrets and password database.
      { absolute: ["/var/db/dslocal/nodes/default/users/", "/private/var/db/dslocal/nodes/default/users/", "/etc/security/opasswd", "/var/lib/sss/db/", "/var/lib/samba/private/"] },
      // The boot loader's password hash: `grub2-setpassword` writes `GRUB2_PASSWORD=grub.pbkdf2…` into user.cfg beside grub.cfg.
      { test: isBootLoaderPasswordFile },
    ],
  },
  {
    id: "secrets.env-file",
    category: "Environment files",
    label: "environment file",
    // `.env.local`, `.env-prod`, `.env_staging`, and env files named for production or secrets (`prod.env`, `secrets.env`).
    match: [{ name: [".env", ".envrc"] }, { namePattern: /^\.env[._-]/ }, { namePattern: /^(?:[^.].*[._-])?(?:prod|production|secrets?|credentials)\.env$/ }],
    unless: [{ namePattern: ENV_TEMPLATE }, { namePattern: ENV_TEMPLATE_WORDS }],
  },
  {
    // Like an env file, written by the site's owner from a template and read by the application.
    id: "secrets.app-config",
    category: "Environment files",
    label: "web application config with its database password and secret keys",
    match: [{ test: isWebAppConfig }],
  },
  {
    id: "secrets.private-key-file",
    category: "Certificate/key files",
    label: "certificate or key file",
    match: [{ extension: [".pem", ".key", ".p12", ".pfx", ".p8", ".ppk", ".jks", ".keystore", ".keytab", ".bcfks", ".ovpn"] }],
    // Let's Encrypt names its public files (certbot(1)): certificates, not keys.
    unless: [{ namePattern: LETS_ENCRYPT_PUBLIC }],
  },
  {
    id: "secrets.claude-auth",
    category: "Claude Code auth",
    label: "Claude Code credentials",
    match: [{ endsWith: ".claude/.credentials.json" }, { inside: ".claude/credentials" }],
  },
  {
    id: "secrets.openclaw-auth",
    category: "OpenClaw/Clawdbot auth",
    label: "OpenClaw credentials",
    match: [{ inside: ".openclaw/credentials" }, { inside: ".clawdbot/credentials" }, { name: "auth-profiles.json" }],
  },
  {
    id: "secrets.codex-auth",
    category: "OpenAI Codex auth",
    label: "Codex CLI credentials",
    match: [{ endsWith: ".codex/auth.json" }],
  },
  {
    id: "secrets.copilot-token",
    category: "GitHub Copilot tokens",
    label: "GitHub Copilot token",
    match: [{ name: "github-copilot.token.json" }, { endsWith: "github-copilot/hosts.json" }, { endsWith: "github-copilot/apps.json" }],
  },
  {
    id: "secrets.portal-oauth",
    category: "Qwen/MiniMax portal OAuth",
    label: "portal OAuth credentials",
    match: [{ endsWith: ".qwen/oauth_creds.json" }, { endsWith: ".minimax/oauth_creds.json" }, { endsWith: ".gemini/oauth_creds.json" }],
  },
  {
    id: "secrets.whatsapp-session",
    category: "WhatsApp session creds",
    label: "WhatsApp session credentials",
    match: [{ test: (view) => view.name === "creds.json" && view.segments.at(-3) === "whatsapp" }],
  },
  {
    // VS Code and its forks (Cursor, Windsurf, VSCodium) keep extensions' secrets and sign-in
    // tokens in globalStorage's state database.
    id: "secrets.editor-secrets",
    category: "Network credentials",
    label: "editor's stored sign-in tokens and extension secrets",
    match: [{ test: (view) => (view.name === "state.vscdb" || view.name === "state.vscdb.backup") && view.segments.at(-2) === "globalstorage" }],
  },
  {
    id: "secrets.shell-profile",
    category: "Shell profile files",
    label: "shell profile, may export API keys",
    match: [
      { name: [".profile", ".bashrc", ".zshrc", ".zprofile", ".bash_profile", ".bash_login", ".zshenv", ".zlogin", ".bash_aliases"] },
      { endsWith: ".config/fish/config.fish" },
      { inside: ".config/fish/conf.d" },
    ],
  },
  {
    id: "secrets.netrc",
    category: "Network credentials",
    label: "netrc credentials",
    match: [{ name: [".netrc", "_netrc"] }],
  },
  {
    id: "secrets.git-credentials",
    category: "Network credentials",
    label: "git credential store",
    match: [{ name: ".git-credentials" }, { endsWith: ".config/git/credentials" }, { endsWith: "gh/hosts.yml" }, { endsWith: "github cli/hosts.yml" }],
  },
  {
    id: "secrets.docker-config",
    category: "Network credentials",
    label: "Docker registry credentials",
    // Docker's, and the containers tools' (podman, buildah, skopeo) and Helm's registry logins.
    match: [{ endsWith: ".docker/config.json" }, { endsWith: "containers/auth.json" }, { endsWith: "helm/registry/config.json" }, { endsWith: "helm/registry.json" }],
  },
  {
    id: "secrets.package-registry-token",
    category: "Network credentials",
    label: "package registry token",
    match: [
      { name: ".pypirc" },
      { endsWith: ".gem/credentials" },
      // RubyGems keeps the API key in its XDG data directory when ~/.gem does not exist.
      { homeFile: ".local/share/gem/credentials" },
      // Maven's master password, wherever `-Dsettings.security` points.
      { name: "settings-security.xml" },
      { homeFile: [".npmrc", ".yarnrc.yml", ".yarnrc"] },
      // User-level settings that carry registry logins: pnpm's rc, pip's config (index URLs with
      // tokens), Poetry's auth.toml, NuGet's user config (packageSourceCredentials), Bundler's config,
      // Maven's master password, Helm's repository list.
      { endsWith: "pnpm/rc" },
      // npm's global config (`$PREFIX/etc/npmrc`), which `npm login --location=global` writes.
      { test: (view) => view.name === "npmrc" && view.segments.at(-2) === "etc" },
      { endsWith: "pnpm/config/rc" },
      { test: (view) => (view.name === "pip.conf" || view.name === "pip.ini") && view.homeSegments !== undefined },
      { endsWith: "pypoetry/auth.toml" },
      { endsWith: ".nuget/nuget/nuget.config" },
      { endsWith: ".config/nuget/nuget.config" },
      { endsWith: "appdata/roaming/nuget/nuget.config" },
      { homeFile: [".bundle/config", ".m2/settings-security.xml", ".composer/auth.json"] },
      { endsWith: "helm/repositories.yaml" },
      { test: (view) => (view.name === ".npmrc" || view.name === ".yarnrc.yml") && holdsRegistryToken(view) },
    ],
  },
  {
    // Where command-line tools keep their tokens, by each tool's documentation.
    id: "secrets.tool-credentials",
    category: "Network credentials",
    label: "a tool's stored credentials",
    match: [
      { endsWith: ".config/rclone/rclone.conf" },
      // Relocated spellings: rclone's and Turborepo's files under %APPDATA% and macOS's Application
      // Support, Terraform's CLI config on Windows, Subversion's cached logins (~/.subversion/auth, %APPDATA%\Subversion\auth).
      { endsWith: "rclone/rclone.conf" },
      { endsWith: "turborepo/config.json" },
      { endsWith: "appdata/roaming/terraform.rc" },
      { inside: ".subversion/auth" },
      { inside: "appdata/roaming/subversion/auth" },
      // The OCI CLI's directory: its config, API signing keys and session tokens.
      { test: (view) => view.homeSegments !== undefined && view.homeSegments.length > 1 && view.homeSegments[0] === ".oci" },
      // Mail and chat clients: Claws Mail's account passwords, Signal Desktop's database key,
      // Telegram Desktop's session keys.
      { endsWith: ".claws-mail/accountrc" },
      { endsWith: ".claws-mail/passwordstorerc" },
      { homeFile: [".config/Signal/config.json", "Library/Application Support/Signal/config.json", "AppData/Roaming/Signal/config.json"] },
      { inside: "telegramdesktop/tdata" },
      { inside: "telegram desktop/tdata" },

      { endsWith: ".config/hub" },
      { endsWith: "glab-cli/config.yml" },
      { endsWith: ".config/doctl/config.yaml" },
      { endsWith: "ngrok/ngrok.yml" },
      { endsWith: ".ngrok2/ngrok.yml" },
      { endsWith: ".wrangler/config/default.toml" },
      { endsWith: ".mc/config.json" },
      { homeFile: [".s3cfg", ".terraformrc", ".cargo/credentials.toml", ".cargo/credentials", ".m2/settings.xml", ".gradle/gradle.properties", ".pulumi/credentials.json", ".config/pulumi/credentials.json"] },
      { endsWith: "composer/auth.json" },
      { endsWith: "com.vercel.cli/auth.json" },
      { endsWith: ".config/netlify/config.json" },
      { endsWith: "library/preferences/netlify/config.json" },
      { endsWith: "netlify/config/config.json" },
      { endsWith: ".netlify/config.json" },
      { endsWith: ".config/configstore/firebase-tools.json" },
      { endsWith: ".config/stripe/config.toml" },
      { endsWith: ".config/hcloud/cli.toml" },
      { endsWith: ".config/scw/config.yaml" },
      { endsWith: ".config/sops/age/keys.txt" },
      { endsWith: "huggingface/token" },
      { endsWith: ".twilio-cli/config.json" },
      { homeFile: [".databrickscfg", ".dbt/profiles.yml", ".sentryclirc", ".fly/config.yml", ".railway/config.json", ".oci/config", ".snowflake/connections.toml", ".config/snowflake/connections.toml", ".atuin/key", ".local/share/atuin/key", ".supabase/access-token", ".snowsql/config", ".huggingface/token", ".config/fly/config.yml", ".expo/state.json", ".config/linode-cli", ".tsh/keys"] },
      { test: (view) => view.homeSegments?.[0] === ".tsh" && view.homeSegments[1] === "keys" },
      // Docker's record of each container's configuration, its environment variables included.
      { test: (view) => view.name === "config.v2.json" && view.segments.at(-3) === "containers" && view.segments.at(-4) === "docker" },
      // CI, registry, data and cloud CLIs' token files (CircleCI, Travis, Doppler, Kaggle, WakaTime,
      // Cloud Foundry, IBM Cloud, Aptible, Talos, s3fs, sbt/Ivy, JFrog, GitLab Runner), legacy Docker
      // logins, Ansible Vault password files, and the saved logins of FileZilla, WinSCP and Pidgin.
      { homeFile: [".circleci/cli.yml", ".travis/config.yml", ".doppler/.doppler.yaml", ".kaggle/kaggle.json", ".config/kaggle/kaggle.json", ".wakatime.cfg", ".cf/config.json", ".bluemix/config.json", ".aptible/tokens.json", ".talos/config", ".passwd-s3fs", ".ivy2/.credentials", ".sbt/.credentials", ".dockercfg", ".purple/accounts.xml", ".gitlab-runner/config.toml"] },
      { absolute: ["/etc/passwd-s3fs", "/etc/gitlab-runner/config.toml"] },
      { namePattern: /^jfrog-cli\.conf(?:\.v\d+)?$/ },
      { name: [".vault_pass", ".vault_password", ".vault-pass", "vault_pass.txt", "winscp.ini"] },
      { endsWith: "filezilla/sitemanager.xml" },
      { endsWith: "filezilla/recentservers.xml" },
      // DVC's local config (remotes' keys and passwords, kept out of git), Rails' master and
      // per-environment keys that decrypt `credentials.yml.enc`.
      { endsWith: ".dvc/config.local" },
      // adb's private key (`~/.android/adbkey`), MLflow's saved login.
      { homeFile: [".android/adbkey", ".mlflow/credentials"] },
      // Terraform state keeps every resource's attributes, passwords and keys included, in clear;
      // k3s's join tokens.
      { name: ["terraform.tfstate", "terraform.tfstate.backup"] },
      { absolute: ["/var/lib/rancher/k3s/server/token", "/var/lib/rancher/k3s/server/node-token", "/var/lib/rancher/k3s/server/agent-token"] },
      { endsWith: "config/master.key" },
      { test: (view) => view.name.endsWith(".key") && view.segments.at(-2) === "credentials" && view.segments.at(-3) === "config" },
      // Android release signing: Gradle's `keystore.properties` and Flutter's `key.properties` hold
      // the keystore's and the key's passwords beside the keystore path.
      { name: ["keystore.properties", "key.properties", "signing.properties"] },
      // Password files: a name that ends in a password word (`keystore-pass`, `db_password`,
      // `.pass`, `smtp.passwd`, `gpg-passphrase.txt`), never a source file that merely mentions one.
      { test: isPasswordFile },
      // Any tool's login named for what it holds (`~/.foo/credentials`, `~/.config/foo/auth.json`);
      // a browser profile's `Cookies` is the browser rules' (`secrets.browser-data`).
      { test: (view) => isToolCredentialFile(view) && !isBrowserSecret(view) },
      // CLIs that keep their login in a config of a generic name: Argo CD (`argocd login` writes the
      // session's auth token into `~/.config/argocd/config`, formerly `~/.argocd/config`), Redpanda's
      // rpk (profiles with SASL passwords and the cloud auth token in `rpk.yaml`), Shopify CLI 3's
      // session store.
      { homeFile: [".config/argocd/config", ".argocd/config", ".config/rpk/rpk.yaml", "Library/Application Support/rpk/rpk.yaml", ".config/shopify-cli-kit-nodejs/config.json", "Library/Preferences/shopify-cli-kit-nodejs/config.json"] },
      // Node's configstore (`~/.config/configstore/<package>.json`), where Firebase tools, older
      // Shopify and Vercel CLIs and others keep their tokens; update-notifier's files there hold only
      // when npm was last checked for updates.
      { test: isConfigstoreLogin },
      // API clients' data stores, with every saved environment, auth header and OAuth token:
      // Insomnia's NeDB files, Postman's and Bruno's application data.
      { test: isApiClientStore },
      // Cloud CLIs whose config file holds the login itself: Yandex Cloud's OAuth token, the Atlas
      // CLI's API keys (and its predecessor mongocli's), Confluent's contexts, OpenStack's
      // `clouds.yaml`/`secure.yaml` (passwords and application credentials, also read from
      // `/etc/openstack`), the Linode CLI's legacy file, Exoscale's key and secret, cloudflared's
      // origin certificate and its tunnels' credential files.
      { homeFile: [".config/yandex-cloud/config.yaml", ".config/atlascli/config.toml", ".config/mongocli.toml", ".confluent/config.json", ".config/openstack/clouds.yaml", ".config/openstack/secure.yaml", ".linode-cli", ".config/exoscale/exoscale.toml", ".cloudflared/cert.pem"] },
      { absolute: ["/etc/openstack/clouds.yaml", "/etc/openstack/secure.yaml", "/etc/cloudflared/cert.pem"] },
      { test: (view) => view.homeSegments?.[0] === ".cloudflared" && view.homeSegments.length === 2 && /^[0-9a-f-]{36}\.json$/.test(view.name) },
      // The 1Password CLI's config (account and session), flyctl's token in its XDG data directory,
      // Turborepo's remote-cache token, the Gitea CLI's logins, PlanetScale's and Neon's access tokens.
      { homeFile: [".op/config", ".config/op/config", ".local/share/fly/config.yml", ".config/turborepo/config.json", ".config/tea/config.yml", ".config/planetscale/access-token", ".config/neonctl/credentials.json"] },
      // gspread's service-account key and saved OAuth login; gopass's stores in its XDG data directory.
      { homeFile: [".config/gspread/service_account.json", ".config/gspread/authorized_user.json"] },
      { test: (view) => view.homeSegments?.[0] === ".local" && view.homeSegments[1] === "share" && view.homeSegments[2] === "gopass" && view.homeSegments[3] === "stores" },
      // Python, Elixir, Dart, Julia and Nix package tools' saved logins: uv's credentials store,
      // Hatch's and PDM's user config (index passwords), Rye's credentials, Hex's config (API key),
      // Dart pub's OAuth and hosted-repository tokens, Julia's package-server tokens, Cachix's token,
      // Bun's user bunfig (scoped registry tokens); Vercel's older login file, Snowflake's and
      // Render's CLI configs, Anaconda client's tokens.
      { endsWith: "uv/credentials/credentials.toml" },
      { endsWith: ".config/hatch/config.toml" },
      { endsWith: "application support/hatch/config.toml" },
      { endsWith: ".config/pdm/config.toml" },
      { endsWith: "application support/pdm/config.toml" },
      { endsWith: "dart/pub-credentials.json" },
      { endsWith: "dart/pub-tokens.json" },
      { homeFile: [".rye/credentials", ".hex/hex.config", ".config/hex/hex.config", ".bunfig.toml", ".vercel/auth.json", ".now/auth.json", ".snowflake/config.toml", ".config/snowflake/config.toml", ".render/cli.yaml", ".config/cachix/cachix.dhall"] },
      { test: (view) => view.homeSegments?.[0] === ".julia" && view.homeSegments[1] === "servers" && view.name === "auth.toml" },
      { test: (view) => view.homeSegments?.[0] === ".continuum" && view.homeSegments[1] === "anaconda-client" && view.homeSegments[2] === "tokens" },
      // mount.cifs(8)'s `credentials=` files (`username=`, `password=` lines): `~/.smbcredentials`,
      // `/etc/cifs-credentials`, `/etc/samba/credentials.share`; smbpasswd(5)'s password hashes;
      // mount.davfs(8)'s secrets files.
      { test: isMountCredentialsFile },
      { absolute: ["/etc/samba/smbpasswd", "/etc/smbpasswd", "/etc/davfs2/secrets"] },
      { homeFile: ".davfs2/secrets" },
      // FTP clients' saved sites with their passwords: gFTP's gftprc and bookmarks, lftp's bookmarks
      // and command history (`open -u user,pass`; lftp(1), FILES), NcFTP's bookmarks.
      { homeFile: [".gftp/gftprc", ".gftp/bookmarks", ".config/gftp/gftprc", ".config/gftp/bookmarks", ".ncftp/bookmarks", ".lftp/bookmarks", ".lftp/rl_history"] },
      { test: (view) => view.homeSegments?.[0] === ".local" && view.homeSegments[1] === "share" && view.homeSegments[2] === "lftp" && view.homeSegments.length > 3 },
      // Mail fetchers' and senders' account passwords: fetchmail(1)'s `.fetchmailrc` (`password`),
      // msmtp(1)'s `password`, OfflineIMAP's `remotepass`, aerc's accounts.conf (source URLs with passwords).
      { homeFile: [".fetchmailrc", ".msmtprc", ".config/msmtp/config", ".offlineimaprc", ".config/aerc/accounts.conf"] },
      { absolute: ["/etc/msmtprc"] },
      // doctl's config where macOS keeps it.
      { endsWith: "application support/doctl/config.yaml" },
    ],
  },
  {
    // What info-stealers and wallet drainers go for: wallets and the browsers' saved logins and cookies.
    id: "secrets.crypto-wallet",
    category: "Crypto/keyring",
    label: "cryptocurrency wallet",
    match: [
      { name: "wallet.dat" },
      { endsWith: ".config/solana/id.json" },
      { inside: ".ethereum/keystore" },
      { endsWith: ".ethereum/keystore" },
      { inside: "ethereum/keystore" },
      { endsWith: "ethereum/keystore" },
      { inside: ".electrum/wallets" },
      { endsWith: ".electrum/wallets" },
      { inside: "exodus.wallet" },
      { name: "exodus.wallet" },
      { test: (view) => view.segments.includes("nkbihfbeogaeaoehlefnkodbefgpgknn") },
    ],
  },
  {
    id: "secrets.browser-profile",
    category: "Browser credentials",
    label: "browser's saved logins or cookies",
    // Discord keeps its login token in the Local Storage of its Electron profile.
    match: [{ test: isBrowserSecret }, { test: (view) => /\/discord\/local storage\/leveldb\//.test(view.lower) }],
  },
  {
    // A browser's data directory or one of its profiles, taken whole (`tar czf - ~/.mozilla`), holds them too.
    id: "secrets.browser-data",
    category: "Browser credentials",
    label: "browser profile, with its saved logins and cookies",
    match: [{ test: isBrowserProfile }],
  },
  {
    // Docker and Kubernetes mount secrets here: the service-account token, `docker secret`s; and
    // where the kubelet keeps every pod's secret and projected volumes on the node, which those
    // mounts show (`/var/lib/kubelet/pods/<uid>/volumes/kubernetes.io~secret/<name>/…`,
    // `kubernetes.io~projected/kube-api-access-…/token`; Kubernetes, "Volumes" and "Projected Volumes").
    id: "secrets.mounted-secret",
    category: "Cloud credentials",
    label: "secret mounted by the container platform",
    match: [{ absolute: ["/run/secrets/", "/var/run/secrets/"] }, { test: isPodSecretVolume }],
    // A projected volume's public parts beside the token: the cluster's CA certificate and the namespace's name.
    unless: [{ test: (view) => view.segments[6] === "kubernetes.io~projected" && (view.name === "ca.crt" || view.name === "namespace") }],
  },
  {
    // Commands typed with tokens in them (`export TOKEN=…`, `mysql -p…`) stay in the history files.
    id: "secrets.shell-history",
    category: "Shell history",
    label: "shell history, which keeps tokens typed on command lines",
    match: [
      { name: [".bash_history", ".zsh_history", ".zhistory", ".histfile", ".sh_history", ".python_history", ".node_repl_history", ".psql_history", ".mysql_history", ".rediscli_history", ".sqlite_history", ".irb_history", ".ash_history"] },
      { name: [".pry_history", ".rhistory", ".scala_history", ".ts_node_repl_history", ".dbshell", ".mycli-history", ".litecli-history", ".duckdb_history", ".clickhouse-client-history", ".usql_history", ".influx_history", ".lesshst", ".ksh_history", ".tcsh_history", ".history"] },
      { endsWith: ".local/share/fish/fish_history" },
      // macOS Terminal's per-session zsh history, PSReadLine's (PowerShell on every platform), mongosh's, IPython's, GHCi's, cqlsh's.
      { inside: ".zsh_sessions" },
      { name: "consolehost_history.txt" },
      { endsWith: ".mongosh/mongosh_repl_history" },
      { endsWith: "profile_default/history.sqlite" },
      { endsWith: ".ghc/ghci_history" },
      { endsWith: ".cassandra/cqlsh_history" },
    ],
  },
  {
    id: "secrets.database-credentials",
    category: "Database credentials",
    label: "database credentials",
    // pgpass.conf is libpq's file on Windows (%APPDATA%\postgresql); .mylogin.cnf is MySQL's obfuscated login path.
    // Database GUIs keep saved connection passwords: DbVisualizer in dbvis.xml, SQuirreL SQL in its
    // aliases file, DBeaver in credentials-config.json.
    match: [
      { name: [".pgpass", ".my.cnf", ".mylogin.cnf"] },
      // libpq's connection service files may carry `password=` lines: the user's (PGSERVICEFILE's
      // default) and the system-wide one (`pg_service.conf` in PGSYSCONFDIR, e.g. /etc/postgresql-common).
      { homeFile: ".pg_service.conf" },
      { name: "pg_service.conf" },
      { endsWith: "postgresql/pgpass.conf" },
      { test: (view) => view.name === "dbvis.xml" && view.segments.includes(".dbvis") },
      { test: (view) => view.name.startsWith("sqlaliases") && view.name.endsWith(".xml") && view.segments.includes(".squirrel-sql") },
      { endsWith: ".dbeaver/credentials-config.json" },
    ],
  },
  {
    id: "secrets.process-environment",
    category: "Process environment",
    label: "process environment (holds exported API keys)",
    match: [{ test: (view) => view.segments[0] === "proc" && view.name === "environ" }],
  },
  {
    // Password managers' vaults, key files and exports, and their CLIs' local data (which holds the
    // encrypted vault and the session that opens it).
    id: "secrets.password-manager",
    category: "Crypto/keyring",
    label: "password manager vault",
    match: [
      { extension: [".kdbx", ".kdb", ".keyx", ".opvault", ".agilekeychain", ".1pux", ".1pif", ".psafe3"] },
      { endsWith: "bitwarden cli/data.json" },
      { endsWith: "bitwarden/data.json" },
      { test: (view) => view.homeSegments !== undefined && (view.homeSegments[0] === ".lpass" || (view.homeSegments[0] === ".local" && view.homeSegments[1] === "share" && view.homeSegments[2] === "lpass")) },
      { inside: "2bua8c4s2c.com.1password" },
    ],
  },
  {
    // Where Windows keeps credentials: DPAPI master keys, Credential Manager's and the Vault's
    // files, the registry hives that hold password hashes, Active Directory's database, and the
    // setup answer files that carry the administrator's password.
    id: "secrets.windows-credentials",
    category: "System auth files",
    label: "Windows credential store",
    match: [
      { inside: "microsoft/protect" },
      { inside: "microsoft/credentials" },
      { inside: "microsoft/vault" },
      { test: (view) => /\/system32\/config\/(?:regback\/)?(?:sam|security|system)$/.test(view.lower) },
      { name: "ntds.dit" },
      { test: (view) => (view.segments.includes("panther") || view.segments.includes("sysprep")) && ["unattend.xml", "autounattend.xml", "sysprep.xml", "sysprep.inf"].includes(view.name) },
    ],
  },
  {
    // Secrets services on the host keep in their system config: Wi-Fi and VPN passwords, TLS private
    // keys, database maintenance logins, GitLab's secrets, Jenkins' credentials.
    id: "secrets.service-credentials",
    category: "System auth files",
    label: "a service's stored credentials",
    // The public half kept beside a key: certificates, public keys, signing requests.
    unless: [{ extension: [".crt", ".cer", ".pub", ".csr"] }, { namePattern: LETS_ENCRYPT_PUBLIC }, { name: ["publickey", "readme"] }],
    match: [
      { absolute: ["/etc/networkmanager/system-connections/", "/etc/ssl/private/", "/etc/pki/tls/private/", "/etc/letsencrypt/live/", "/etc/letsencrypt/archive/", "/var/lib/jenkins/secrets/"] },
      // A host's and a cluster's key stores (`/etc/kubernetes/pki/`, `/var/lib/etcd/`, `/etc/wireguard/`), the cluster join
      // tokens of k3s and RKE2, the Docker daemon's identity key, Consul's persisted ACL tokens, Nomad's keyring.
      { absolute: SYSTEM_KEY_STORES.map((store) => `${store}/`) },
      { absolute: ["/var/lib/rancher/k3s/server/token", "/var/lib/rancher/k3s/server/node-token", "/var/lib/rancher/k3s/server/agent-token", "/var/lib/rancher/rke2/server/token", "/var/lib/rancher/rke2/server/node-token", "/var/lib/rancher/rke2/server/agent-token", "/etc/kubernetes/bootstrap-kubelet.conf", "/etc/docker/key.json", "/var/lib/tailscale/tailscaled.state", "/opt/nomad/data/server/keystore/", "/var/lib/nomad/server/keystore/"] },
      { name: "acl-tokens.json" },
      // Instance bootstrap data kept on the machine (cloud-init's copy of the user data, the Azure
      // agent's provisioning document with the custom data and admin password): it carries
      // passwords and tokens by common practice.
      { test: isInstanceBootstrapCopy },
      { absolute: ["/etc/wpa_supplicant/wpa_supplicant.conf", "/etc/wpa_supplicant.conf", "/etc/mysql/debian.cnf", "/etc/ppp/chap-secrets", "/etc/ppp/pap-secrets", "/etc/ipsec.secrets", "/etc/gitlab/gitlab-secrets.json", "/var/lib/jenkins/credentials.xml", "/etc/ldap.secret", "/etc/pam_ldap.secret", "/etc/cloud/cloud.cfg.d/99-installer.cfg"] },
      // Services' configuration files documented to hold their passwords and keys (tomcat-users.xml,
      // Samba's secrets.tdb, OpenVPN's auth-user-pass files, LDAP bind passwords, Jenkins' secrets).
      { test: isServiceConfigCredentials },
    ],
  },
  {
    // The store itself (`~/.ssh`): a directory-wide search or listing reads every key inside.
    id: "secrets.credential-store",
    category: "Credential stores",
    label: "credential store directory",
    match: [{ test: isHomeCredentialStoreItself }],
  },
  {
    id: "tamper.agent-settings",
    category: "Agent and guard settings",
    label: "agent or guard settings, which hold the hooks that guard the agent",
    access: "write",
    match: [
      // Claude Code: project, local and user settings, the scripts its hooks run, managed settings.
      { test: (view) => view.segments.at(-2) === ".claude" && /^settings(?:\.[\w-]+)*\.json$/.test(view.name) },
      // The directories themselves: removing or replacing one takes every setting in it along.
      { name: [".claude", ".codex", ".gemini"] },
      { inside: ".claude/hooks" },
      { endsWith: ".claude/hooks" },
      { name: "managed-settings.json" },
      // Codex and Gemini CLI: user and project config, hooks; Gemini's system-wide settings.
      { endsWith: ".codex/config.toml" },
      { endsWith: ".codex/hooks.json" },
      { endsWith: ".gemini/settings.json" },
      { endsWith: "gemini-cli/settings.json" },
      { endsWith: "gemini-cli/system-defaults.json" },
      // Other agent CLIs' hook and permission settings: Cursor's and Windsurf's hooks, Qwen Code's settings.
      { endsWith: ".cursor/hooks.json" },
      { endsWith: ".windsurf/hooks.json" },
      { endsWith: ".codeium/windsurf/hooks.json" },
      { endsWith: ".qwen/settings.json" },
      // The permission settings of other agent CLIs, from each one's configuration reference, project
      // and user files alike (the line Claude Code's, Codex's and Gemini CLI's files follow: any write
      // asks from the shell and is refused to the file tools unless it is shown to tighten; reading stays
      // allowed): Cursor CLI's `.cursor/cli.json` and `~/.cursor/cli-config.json` (`permissions.allow`),
      // GitHub Copilot CLI's `~/.copilot/config.json` (trusted folders, allowed tools), Continue's
      // `permissions.yaml` (its CLI's tool policies), Goose's `config.yaml` (`GOOSE_MODE`) and
      // `permission.yaml`, Amp's `settings.json` (`amp.permissions`, `amp.dangerouslyAllowAll`), Crush's
      // `crush.json` (`permissions.allowed_tools`), Kiro's custom agents (`allowedTools`, hooks) and
      // Cline's hooks. Their MCP server lists (`.cursor/mcp.json`, `.vscode/mcp.json`, …) are judged
      // by the servers they start instead (`planted-code-files.ts`).
      { endsWith: ".cursor/cli.json" },
      { endsWith: ".cursor/cli-config.json" },
      { endsWith: ".copilot/config.json" },
      { endsWith: ".continue/permissions.yaml" },
      { endsWith: ".config/goose/config.yaml" },
      { endsWith: ".config/goose/permission.yaml" },
      { endsWith: ".config/amp/settings.json" },
      { endsWith: ".amp/settings.json" },
      { test: (view) => (view.name === "crush.json" || view.name === ".crush.json") && view.segments[0] !== "tmp" && !(view.segments[0] === "var" && view.segments[1] === "tmp") },
      { inside: ".kiro/agents" },
      { inside: ".clinerules/hooks" },
      { endsWith: ".clinerules/hooks" },
      // opencode's config (its `permission` settings), Kiro's agent hooks, Amazon Q's agent configs (their hooks), GitHub Copilot's hooks.
      { test: (view) => /^opencode\.jsonc?$/.test(view.name) && view.segments[0] !== "tmp" && !(view.segments[0] === "var" && view.segments[1] === "tmp") },
      { inside: ".config/opencode" },
      { inside: ".kiro/hooks" },
      { endsWith: ".kiro/hooks" },
      { inside: ".amazonq/cli-agents" },
      { inside: ".github/hooks" },
      { endsWith: ".github/hooks" },
      // loopgate: its config files, its user config, its audit trail and thread state (`.loopgate/audit.jsonl`, `.loopgate/threads`), and the program itself.
      { namePattern: /^loopgate\.config\.(?:json|ya?ml|[cm]?[jt]s)$/ },
      { name: ".loopgate" },
      { inside: ".loopgate" },
      { inside: ".config/loopgate" },
      { endsWith: ".config/loopgate" },
      { name: "loopgate" },
      // git: hooks, and the repository config that says where hooks live (core.hooksPath).
      { inside: ".git/hooks" },
      { endsWith: ".git/hooks" },
      { endsWith: ".git/config" },
    ],
  },
];

/** A configstore file (`<package>.json`, a scoped package's in its scope's folder) other than update-notifier's (`update-notifier-npm.json`: `lastUpdateCheck` and nothing else). */
function isConfigstoreLogin(view: PathView): boolean {
  const below = view.homeSegments;
  return below !== undefined && below.length >= 3 && below[0] === ".config" && below[1] === "configstore" && view.name.endsWith(".json") && !view.name.startsWith("update-notifier-");
}

/** Insomnia, Postman and Bruno, whose application data (Electron's `userData`) holds every saved environment and token. */
const API_CLIENTS: ReadonlySet<string> = new Set(["insomnia", "postman", "bruno"]);

/** A file in an API client's application data: `~/.config/<app>/`, `~/Library/Application Support/<app>/`, `~/AppData/Roaming/<app>/`. */
function isApiClientStore(view: PathView): boolean {
  const below = view.homeSegments;
  if (below === undefined || below.length < 3) return false;
  if (below[0] === ".config") return API_CLIENTS.has(below[1] as string);
  const platform = (below[0] === "library" && below[1] === "application support") || (below[0] === "appdata" && below[1] === "roaming");
  return platform && below.length > 3 && API_CLIENTS.has(below[2] as string);
}

/** mount.cifs(8) credentials files by their usual names (`.smbcredentials`, `cifs-credentials`, `.smb-creds.nas`), and any `cred*` file directly in /etc/samba. */
const MOUNT_CREDENTIALS = /^\.?(?:smb|cifs|samba)[-_.]?(?:credentials?|creds?)(?:[-_.][\w.-]*)?$/;
function isMountCredentialsFile(view: PathView): boolean {
  if (MOUNT_CREDENTIALS.test(view.name)) return true;
  return view.segments.length === 3 && view.segments[0] === "etc" && view.segments[1] === "samba" && /^\.?cred/.test(view.name);
}

/** GRUB 2's user.cfg (`/boot/grub2/user.cfg`, `/boot/grub/user.cfg`, `/boot/efi/EFI/<os>/user.cfg`), where grub2-setpassword keeps the password hash. */
function isBootLoaderPasswordFile(view: PathView): boolean {
  return view.name === "user.cfg" && view.segments[0] === "boot" && view.segments.some((segment) => segment === "grub" || segment === "grub2" || segment === "efi");
}

/**
 * cloud-init's copies of the user data and vendor data (`/var/lib/cloud/instance/user-data.txt`,
 * `/var/lib/cloud/instances/<id>/user-data.txt.i`) and the Azure Linux agent's provisioning files
 * (`/var/lib/waagent/ovf-env.xml`, `/var/lib/waagent/CustomData`).
 */
function isInstanceBootstrapCopy(view: PathView): boolean {
  const segments = view.segments;
  if (segments[0] !== "var" || segments[1] !== "lib") return false;
  // The user data's shell scripts, as cloud-init splits them out (`instance/scripts/part-001`).
  if (segments[2] === "cloud") return /^(?:user-data|vendor-data|vendor-data2)\.txt(?:\.i)?$/.test(view.name) || view.name === "instance-data-sensitive.json" || view.name === "cloud-config.txt" || ((segments[3] === "instance" || segments[3] === "instances") && segments.at(-2) === "scripts");
  return segments[2] === "waagent" && (view.name === "ovf-env.xml" || view.name === "customdata");
}

/** The kubelet's copy of a pod's secret or projected volume, or a file in it: `/var/lib/kubelet/pods/<uid>/volumes/kubernetes.io~secret/<name>[/…]`. */
function isPodSecretVolume(view: PathView): boolean {
  const segments = view.segments;
  return segments.length >= 8 && segments[2] === "kubelet" && segments[3] === "pods" && segments[5] === "volumes" && segments[1] === "lib" && segments[0] === "var" && (segments[6] === "kubernetes.io~secret" || segments[6] === "kubernetes.io~projected");
}

/** The file names (lower-case) in which browser profiles keep saved logins, cookies and the key to them. */
export const BROWSER_SECRET_FILES: ReadonlySet<string> = new Set(["login data", "login data for account", "cookies", "web data", "local state", "logins.json", "key3.db", "key4.db", "cookies.sqlite", "signons.sqlite", "cookies.binarycookies"]);
const BROWSER_DIRECTORIES = /\/(?:\.config\/(?:google-chrome|chromium|bravesoftware|microsoft-edge|vivaldi|opera)|\.mozilla\/firefox|\.thunderbird|snap\/firefox|\.config\/(?:slack|discord)|library\/application support\/(?:slack|discord|thunderbird)|appdata\/roaming\/(?:slack|discord|thunderbird)|snap\/chromium|\.var\/app\/[^/]+|library\/application support\/(?:google\/chrome|chromium|bravesoftware|microsoft edge|vivaldi|firefox|com\.operasoftware)|library\/cookies|appdata\/(?:local|roaming)\/(?:google\/chrome|microsoft\/edge|bravesoftware|mozilla\/firefox|chromium|vivaldi|opera software|yandex\/yandexbrowser))\//;

/** A browser profile's saved passwords, cookies or the key that decrypts them. */
function isBrowserSecret(view: PathView): boolean {
  return BROWSER_SECRET_FILES.has(view.name) && BROWSER_DIRECTORIES.test(view.lower);
}

/** A browser's data directory or a profile directly in it (`~/.config/google-chrome/Default`, `~/.mozilla`), not the files and caches deeper down. */
function isBrowserProfile(view: PathView): boolean {
  if (view.homeSegments?.join("/") === ".mozilla") return true;
  const path = `${view.lower.replace(/\/+$/, "")}/`;
  const match = BROWSER_DIRECTORIES.exec(path);
  return match !== null && !path.slice(match.index + match[0].length, -1).includes("/");
}

function isHomeCredentialStoreItself(view: PathView): boolean {
  const below = view.homeSegments;
  // A host's key store taken whole (`tar czf - /etc/ssl/private`, `zip -r k.zip /etc/kubernetes/pki`).
  if (!below) return SYSTEM_KEY_STORE_SET.has(view.lower);
  const joined = below.join("/");
  return HOME_CREDENTIAL_STORES.some((store) => store.toLowerCase() === joined);
}

const NO_MATCHERS: readonly PathMatcher[] = [];

/**
 * The first rule (in order) that matches `view`, if any. A backup or editor copy of a file or of a
 * directory (`hosts.yml.bak`, `.netrc~`, `#config.yml#`, `~/.aws.bak/credentials`;
 * `secret-file-variants.ts`) is judged as what it copies: a copy of a secret is that secret,
 * reported under the same rule, and a copy of a file a rule leaves out (`id_rsa.pub.bak`,
 * `known_hosts.orig`) stays left out. Rules that guard changes only (a copy of a hook file runs
 * nothing) do not extend to copies.
 */
export function findMatchingRule(view: PathView, rules: readonly SensitivePathRule[], access: PathAccess = "read"): SensitivePathRule | undefined {
  let originals: readonly PathView[] | undefined;
  for (const rule of rules) {
    if (rule.access === "write" && access !== "write") continue;
    if (!matchesAnyPath(view, rule.match)) continue;
    const unless = rule.unless ?? NO_MATCHERS;
    if (matchesAnyPath(view, unless)) continue;
    originals ??= originalViews(view);
    if (!originals.some((original) => matchesAnyPath(original, unless))) return rule;
  }
  originals ??= originalViews(view);
  for (const original of originals) {
    for (const rule of rules) {
      if (rule.access === "write") continue;
      if (matchesAnyPath(original, rule.match) && !matchesAnyPath(original, rule.unless ?? NO_MATCHERS)) return { ...rule, label: `${rule.label}, in a backup or editor copy` };
    }
  }
  return undefined;
}

/**
 * The views of the files `view` may be a copy of: its name replaced by each original name, and
 * each directory that is a copy (`~/.aws.bak/credentials`, `~/.config/gh.old/hosts.yml`) replaced
 * by the first name it copies.
 */
function originalViews(view: PathView): readonly PathView[] {
  const views: PathView[] = [];
  const last = view.segments.length - 1;
  for (const name of variantOriginals(view.name)) views.push(withSegment(view, last, name));
  for (let index = 0; index < last; index++) {
    const original = variantOriginals(view.segments[index] as string)[0];
    if (original !== undefined) views.push(withSegment(view, index, original));
  }
  return views.length === 0 ? NO_VIEWS : views;
}

/** `view` with one segment replaced (the path as given is kept: a rule that reads the file reads the copy). */
function withSegment(view: PathView, index: number, segment: string): PathView {
  const segments = view.segments.slice();
  segments[index] = segment;
  const replaced: PathView = { path: view.path, lower: `/${segments.join("/")}`, segments, name: segments.at(-1) ?? "" };
  const below = view.homeSegments;
  if (below !== undefined) {
    const offset = view.segments.length - below.length;
    replaced.homeSegments = index >= offset ? segments.slice(offset) : below;
  }
  return replaced;
}

const NO_VIEWS: readonly PathView[] = [];
