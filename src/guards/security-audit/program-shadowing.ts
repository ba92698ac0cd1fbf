import path from "node:path";

/**
 * Programs every session calls by name: version control, remote shells, privilege tools,
 * language runtimes and their package managers, shells and core utilities, container, cloud and
 * infrastructure CLIs, signing tools, and the coding agents and their guard. A file of one of
 * these names placed ahead of the real one on PATH runs instead of it on every later call.
 */
const WELL_KNOWN_PROGRAMS: ReadonlySet<string> = new Set([
  "git", "ssh", "scp", "sftp", "rsync", "ssh-add", "ssh-keygen", "sudo", "su", "doas", "pkexec", "passwd", "login",
  "python", "pip", "pipx", "uv", "poetry", "node", "npm", "npx", "pnpm", "yarn", "corepack", "bun", "bunx", "deno", "tsx", "ts-node",
  "ruby", "gem", "bundle", "perl", "php", "composer", "java", "go", "cargo", "rustc", "rustup", "dotnet",
  "bash", "sh", "zsh", "fish", "dash", "ksh",
  "ls", "ps", "cat", "env", "cp", "mv", "rm", "ln", "chmod", "chown", "find", "grep", "sed", "awk", "tar", "id", "whoami", "which", "kill", "top",
  "curl", "wget", "openssl", "gpg", "gpg2", "gpg-agent", "pinentry", "security", "op", "vault", "pass", "bw",
  "docker", "podman", "kubectl", "helm", "oc", "aws", "gcloud", "gsutil", "az", "gh", "glab", "terraform", "tofu", "pulumi", "ansible", "ansible-playbook",
  "make", "cmake", "gcc", "cc", "clang", "ld", "systemctl", "crontab", "launchctl", "brew", "apt", "apt-get", "dnf", "yum",
  "vim", "vi", "nvim", "nano", "emacs", "code", "less", "tmux", "screen",
  "claude", "codex", "gemini", "cursor", "aider", "loopgate",
]);

/** Directories a typical PATH lists before the system's own (`/usr/bin`, `/bin`): Homebrew, MacPorts, snaps, `/usr/local`. */
const SEARCH_PATH_DIRECTORIES: ReadonlySet<string> = new Set([
  "/usr/local/bin", "/usr/local/sbin", "/opt/homebrew/bin", "/opt/homebrew/sbin", "/opt/local/bin", "/opt/local/sbin", "/snap/bin",
  "/home/linuxbrew/.linuxbrew/bin",
]);
/** The same below a home directory: the user's own bins, language toolchains' bins and version managers' shims. */
const HOME_SEARCH_PATH_DIRECTORIES: ReadonlySet<string> = new Set([
  ".local/bin", "bin", ".bin", ".cargo/bin", "go/bin", ".npm-global/bin", ".npm/bin", ".bun/bin", ".deno/bin", ".yarn/bin", ".volta/bin",
  ".local/share/pnpm", "Library/pnpm", ".pyenv/shims", ".rbenv/shims", ".nodenv/shims", ".asdf/shims", ".local/share/mise/shims", ".nix-profile/bin",
  ".linuxbrew/bin", ".dotnet/tools", ".composer/vendor/bin", ".config/composer/vendor/bin", ".krew/bin", ".rd/bin",
]);

/**
 * The family a program name belongs to, its version dropped (`python3.12` → `python`, `pip3` →
 * `pip`, `gpg2` → `gpg`), when it is a well-known program.
 *
 * @example
 * wellKnownProgram("python3.12") // "python"
 * wellKnownProgram("mytool") // undefined
 */
export function wellKnownProgram(name: string): string | undefined {
  if (WELL_KNOWN_PROGRAMS.has(name)) return name;
  const family = name.replace(/[\d.]+$/, "");
  return family !== name && WELL_KNOWN_PROGRAMS.has(family) ? family : undefined;
}

/**
 * Whether a directory is on a typical PATH ahead of the system's programs: `/usr/local/bin`,
 * Homebrew's and MacPorts' bins, `/snap/bin`, and below the home directory `~/.local/bin`,
 * `~/bin`, `~/.cargo/bin`, `~/go/bin`, `~/.npm-global/bin`, `~/.bun/bin`, `~/.deno/bin` and
 * version managers' shims.
 *
 * @example
 * isSearchPathDirectory("/home/ada/.local/bin", "/home/ada") // true
 */
export function isSearchPathDirectory(directory: string, home: string): boolean {
  const normalized = path.posix.normalize(directory).replace(/\/+$/, "");
  if (SEARCH_PATH_DIRECTORIES.has(normalized)) return true;
  const base = path.posix.normalize(home).replace(/\/+$/, "");
  return normalized.startsWith(`${base}/`) && HOME_SEARCH_PATH_DIRECTORIES.has(normalized.slice(base.length + 1));
}

/**
 * The well-known program a file would shadow: the file lies in a directory a typical PATH lists
 * before the real program's (`/usr/local/bin/git`, `~/.local/bin/python3`, `~/.cargo/bin/ssh`)
 * and bears its name, so every later call of that name runs the file instead. Undefined for
 * other names (`/usr/local/bin/mytool`) and other directories. The shell guard and the file
 * tools share it.
 *
 * @example
 * shadowedProgram("/usr/local/bin/git", "/home/ada") // "git"
 * shadowedProgram("/home/ada/.local/bin/mytool", "/home/ada") // undefined
 */
export function shadowedProgram(absolute: string, home: string): string | undefined {
  const normalized = path.posix.normalize(absolute);
  const program = wellKnownProgram(path.posix.basename(normalized));
  return program !== undefined && isSearchPathDirectory(path.posix.dirname(normalized), home) ? program : undefined;
}
