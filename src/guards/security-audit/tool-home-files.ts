import { statSync } from "node:fs";
import type { PathView } from "./path-matcher.js";
import { variantOriginals } from "./secret-file-variants.js";
import { toolDirectoryDepth } from "./tool-credential-names.js";

/**
 * Data files in a per-user tool home: where a tool nobody listed may keep its login.
 *
 * Command-line tools keep their per-user state in documented places: the XDG Base Directory
 * Specification's `$XDG_CONFIG_HOME` (`~/.config/<tool>/`), `$XDG_DATA_HOME`
 * (`~/.local/share/<tool>/`) and `$XDG_STATE_HOME` (`~/.local/state/<tool>/`); the older
 * dot-directory `~/.<tool>/`; macOS's `~/Library/Application Support/<tool>/` and the property
 * lists in `~/Library/Preferences/` (Apple's File System Programming Guide, "The Library
 * Directory Stores App-Specific Files"); Windows' `%APPDATA%\<tool>\`, `%LOCALAPPDATA%\<tool>\`
 * and `%USERPROFILE%\.<tool>\` (Microsoft's Known Folders). Logins (API keys, OAuth refresh tokens,
 * session cookies) sit there in structured data files under whatever name the tool chose:
 * `config.json`, `hosts.toml`, `state.db`, an extension-less `config`. Such a file printed whole
 * may print a login, so printing one asks; the file names that say so outright are the credential
 * rules' (`tool-credential-names.ts`) and are denied.
 *
 * Left out, from the tools' own documentation: homes that hold nothing but settings (editors,
 * terminals, prompts, window managers, pagers and monitors: `SETTINGS_ONLY_HOMES`), code and
 * scripts (any extension not in `DATA_EXTENSIONS`), logs, caches (`~/.cache` is XDG's
 * `$XDG_CACHE_HOME`, "non-essential data files"; `~/Library/Caches`, `%LOCALAPPDATA%\Temp`),
 * installed packages and checkouts below a home, and files more than two folders down.
 */

/** Extensions of the structured data files tools keep state in; none at all is the commonest. */
const DATA_EXTENSIONS: ReadonlySet<string> = new Set([
  "", ".json", ".yaml", ".yml", ".toml", ".ini", ".conf", ".cfg", ".config", ".xml", ".properties", ".plist", ".env", ".sqlite", ".sqlite3", ".db",
]);

/**
 * Tool homes that hold settings only, by each tool's documentation of what it keeps there: VS Code
 * and its forks' `User/settings.json` and `keybindings.json` (secrets go to the OS keychain through
 * its SecretStorage API), git's XDG `config`, `ignore` and `attributes` (judged as `~/.gitconfig` is; a
 * `credentials` store there is caught by its name), Neovim, Vim, Helix, Zed, Emacs, Micro, Nano, Sublime Text; the terminals
 * Alacritty, Kitty, WezTerm, Ghostty, foot, Konsole, GNOME Terminal, iTerm2, Windows Terminal;
 * Starship, tmux, Zellij, screen; htop, btop, bottom, glances; bat, lazygit, delta, ripgrep, fd,
 * eza, lsd, yazi, ranger, lf, nnn, mpv; i3, sway, Hyprland, waybar, polybar, picom, dunst, mako,
 * rofi, wofi, bspwm, sxhkd, awesome, openbox, xfce4, fontconfig, GTK, Qt, dconf, procps' toprc;
 * neofetch, fastfetch, k9s skins, glow, gh-dash (which uses gh's login), newsboat, direnv's
 * `direnv.toml`, lftp's `rc` (its logins live in `bookmarks`); linters' and formatters' user configs (Ruff, Black, Flake8, pycodestyle, Pylint,
 * yamllint, markdownlint, Prettier, RuboCop, ESLint, StyLua, ShellCheck, clangd, clang-format);
 * containers-registries.conf(5) and containers-storage.conf(5), whose logins live in `auth.json`;
 * Cargo's `config.toml` (The Cargo Book, "Configuration": tokens go to `credentials.toml`).
 * A login file in one of them is still caught by its name.
 */
const SETTINGS_ONLY_HOMES: ReadonlySet<string> = new Set([
  "code", "code - insiders", "code - oss", "vscodium", ".vscode", ".vscode-insiders", ".vscode-oss", ".vscode-server",
  "git", "nvim", ".vim", "vim", "helix", "zed", ".emacs.d", "emacs", "doom", ".doom.d", "micro", "nano", "sublime-text", "sublime-text-3", "sublime text",
  "alacritty", "kitty", "wezterm", "ghostty", "foot", "konsole", "gnome-terminal", "terminator", "tilix", "xfce4", "iterm2", "windows terminal",
  "starship", "tmux", ".tmux", "zellij", ".screen", "htop", "btop", "bottom", "glances", "bat", "lazygit", "lazydocker", "delta", "ripgrep", "fd", "eza", "lsd",
  "yazi", "ranger", "lf", "nnn", "mpv", "i3", "i3status", "sway", "hypr", "waybar", "polybar", "picom", "dunst", "mako", "rofi", "wofi", "bspwm", "sxhkd",
  "awesome", "openbox", "fontconfig", "gtk-2.0", "gtk-3.0", "gtk-4.0", "qt5ct", "qt6ct", "dconf", "neofetch", "fastfetch", "k9s", "autostart", "systemd",
  ".cargo", "procps", "glow", "gh-dash", "newsboat", "direnv", "containers", ".lftp", "lftp",
  "ruff", "black", "flake8", "pycodestyle", "pylint", "yamllint", "markdownlint", "prettier", "rubocop", "eslint", "stylua", "shellcheck", "clangd", "clang-format", "editorconfig",
]);

/**
 * Settings files of tools whose logins live in a file of their own, by the tool's documentation:
 * GitHub CLI's `config.yml` (`gh config`: editor, git protocol, aliases; its tokens are in
 * `hosts.yml` or the keyring) and Docker's `daemon.json` (dockerd(8) `--config-file`: the daemon's
 * settings; registry logins are in `config.json`).
 */
const SETTINGS_ONLY_FILES: ReadonlySet<string> = new Set(["gh/config.yml", ".docker/daemon.json"]);

/** Folders of a tool home that hold code, caches, logs or downloads rather than the tool's own state. */
const NOT_STATE_FOLDERS: ReadonlySet<string> = new Set([
  "node_modules", "site-packages", "dist-packages", "extensions", "plugins", "plugin", "themes", "bin", "lib", "src", "docs", "examples", "test", "tests",
  "cache", "caches", "cachedata", "log", "logs", "tmp", "temp", "versions", "toolchains", "registry", "repository", "pkg", "packages", ".git", "snippets", "colors", "syntax", "ftplugin",
]);

/** Extension-less names of a checkout's or package's documents, not a tool's state. */
const DOCUMENT_NAMES: ReadonlySet<string> = new Set(["license", "readme", "changelog", "authors", "version", "makefile", "copying", "notice", "contributors", "head", "description", "packed-refs"]);
/**
 * Files a tool home may hold that are not its state: package manifests and lock files (a global
 * install's `package.json`, a plugin manager's lock file), update-notifier's check times in
 * configstore (`update-notifier-<package>.json`), design tokens and tokenizers' vocabularies.
 */
const MANIFEST_NAMES = /^(?:update-notifier-[\w.@-]+\.json|[\w.-]*design-tokens?[\w.-]*|special_tokens_map\.json|added_tokens\.json|vocab\.json|package(?:-lock)?\.json|composer\.json|pnpm-lock\.yaml|[\w.-]*-lock\.json|extensions\.json|project\.toml|manifest\.toml|cargo\.toml|pyproject\.toml)$/;

/** How many folders below a tool home a state file may lie: `configurations/config_default`, `User/globalStorage/…`. */
const MAX_STATE_DEPTH = 2;

/**
 * Dot-directories that are not a tool's state: the SSH and GnuPG homes, whose secrets and public
 * files the credential rules already tell apart (`known_hosts`, `*.pub`, `config`), Jenkins' home
 * (`$JENKINS_HOME`, a server's, whose `credentials.xml` and `secrets/` the service rules name), XDG's cache (`$XDG_CACHE_HOME`, "non-essential data
 * files"), the trash, npm's cache (`~/.npm`, its docs' `cache` default), and installations of
 * language versions and shell frameworks (nvm, pyenv, rbenv, rustup, SDKMAN!, Oh My Zsh, Bun, Deno,
 * .NET tools), whose files are downloaded code.
 */
const NOT_TOOL_HOMES: ReadonlySet<string> = new Set([".ssh", ".ssh.old", ".gnupg", ".jenkins", ".cache", ".trash", ".npm", ".nvm", ".pyenv", ".rbenv", ".rustup", ".sdkman", ".oh-my-zsh", ".bun", ".deno", ".dotnet"]);

/**
 * Whether `view` is a data file in a per-user tool home, outside the settings-only homes.
 *
 * @example
 * isToolHomeDataFile(view("/home/ada/.config/acme/config.json")) // true
 * isToolHomeDataFile(view("/home/ada/.acme/state.db")) // true
 * isToolHomeDataFile(view("/home/ada/.config/kitty/kitty.conf")) // false: settings only
 * isToolHomeDataFile(view("/home/ada/.config/acme/init.lua")) // false: code
 * isToolHomeDataFile(view("/home/ada/.cache/acme/data.json")) // false: a cache
 */
export function isToolHomeDataFile(view: PathView): boolean {
  const below = view.homeSegments;
  if (below === undefined || below.length < 2) return false;
  const depth = preferencesDepth(below) ?? toolDirectoryDepth(below);
  if (depth === undefined || below.length <= depth || NOT_TOOL_HOMES.has(below[0] as string)) return false;
  const home = below[depth - 1] as string;
  if (SETTINGS_ONLY_HOMES.has(home) || (below[0] === "appdata" && (home === "temp" || home === "microsoft"))) return false;
  if (below.length === depth + 1 && SETTINGS_ONLY_FILES.has(`${home}/${view.name}`)) return false;
  const inner = below.slice(depth, -1);
  if (inner.length > MAX_STATE_DEPTH || inner.some((folder) => NOT_STATE_FOLDERS.has(folder))) return false;
  const dot = view.name.lastIndexOf(".");
  const extension = dot > 0 ? view.name.slice(dot) : "";
  if (!DATA_EXTENSIONS.has(extension) || MANIFEST_NAMES.test(view.name)) return false;
  if (extension === "") return !DOCUMENT_NAMES.has(view.name) && !isDirectory(view.path);
  return true;
}

/**
 * Names that mark a login among a tool home's state files, beside the credential words every tool
 * home is read for (`tool-credential-names.ts`): a key ring (`keys.json`), the per-host logins of
 * forge CLIs (`hosts.yml`, `hosts.json`, as GitHub CLI's `~/.config/gh/hosts.yml` and its
 * imitators keep them), auth state (`auth-state.json`, `authinfo.json`) and cookie stores. A
 * `session.json` is left to the default for a tool's state (printing it asks): in many tools it is
 * a login, in editors, terminals and multiplexers a window layout.
 */
const LOGIN_NAME = /^(?:keys|hosts)\.(?:json|ya?ml|toml)$|^(?:auth|authinfo|authorization|cookie|cookies)(?:[._-][\w.-]*)?$/;

/**
 * Whether `view` is a tool home's state file whose name marks a login (`~/.config/acme/keys.json`,
 * `~/.acme/auth.json`): a credential, whatever the tool.
 *
 * @example
 * isToolHomeLoginFile(view("/home/ada/.config/acme/hosts.yml")) // true
 * isToolHomeLoginFile(view("/home/ada/.config/kitty/session.conf")) // false: a terminal's layout
 */
export function isToolHomeLoginFile(view: PathView): boolean {
  return LOGIN_NAME.test(view.name) && !/\.(?:lock|log|bak)$/.test(view.name) && isToolHomeDataFile(view) && !inCopiedFolder(view);
}

/**
 * Whether a folder on the way is a backup or editor copy (`~/.config/gh.old/hosts.yml`): such a
 * file is judged as the one it copies, under that file's rule (`findMatchingRule` tries originals).
 */
function inCopiedFolder(view: PathView): boolean {
  return view.segments.slice(0, -1).some((segment) => variantOriginals(segment).length > 0);
}

/** macOS's `~/Library/Preferences/<domain>.plist`: each app's defaults, Apple's own (`com.apple.*`) left out. */
function preferencesDepth(below: readonly string[]): number | undefined {
  if (below[0] !== "library" || below[1] !== "preferences" || below.length !== 3) return undefined;
  return below[2]?.startsWith("com.apple.") ? undefined : 2;
}

/** Whether an extension-less name is a folder (`~/.config/acme/profiles`): listing one prints no login. */
function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
