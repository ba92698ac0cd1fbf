/**
 * Secret files directly below a home directory, outside the credential stores of
 * `HOME_CREDENTIAL_STORES`: network and registry credentials, environment files and the shell
 * profiles that often export API keys. The audit's rules match these by name; layers that need
 * concrete paths (the command sandbox hides them, the file tools refuse hard links to them) use
 * this list.
 */
export const HOME_SECRET_FILES: readonly string[] = [
  ".netrc",
  "_netrc",
  ".git-credentials",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".pypirc",
  ".pgpass",
  ".my.cnf",
  ".boto",
  ".vault-token",
  ".env",
  ".envrc",
  ".profile",
  ".bashrc",
  ".bash_profile",
  ".bash_login",
  ".bash_aliases",
  ".zshrc",
  ".zprofile",
  ".zshenv",
  ".zlogin",
];

/**
 * The system's authentication files, as the audit's `secrets.system-auth` rule names them. A
 * trailing `/` marks a folder whose every file counts.
 */
export const SYSTEM_SECRET_PATHS: readonly string[] = [
  "/etc/passwd",
  "/etc/passwd-",
  "/etc/shadow",
  "/etc/shadow-",
  "/etc/gshadow",
  "/etc/gshadow-",
  "/etc/sudoers",
  "/etc/sudoers.d/",
  "/etc/master.passwd",
];
