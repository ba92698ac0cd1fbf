/** Variables every shell and toolchain sets that hold no secret: paths, locale, terminal, the user, tool homes. */
const EVERYDAY = new Set([
  "PATH", "HOME", "USER", "LOGNAME", "USERNAME", "SHELL", "LANG", "LANGUAGE", "TERM", "COLORTERM", "PWD", "OLDPWD", "TZ", "EDITOR",
  "VISUAL", "PAGER", "DISPLAY", "HOSTNAME", "HOST", "CI", "SHLVL", "TMPDIR", "TMP", "TEMP", "NODE_ENV", "JAVA_HOME", "GOPATH", "GOROOT",
  "GOBIN", "VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "MANPATH", "INFOPATH", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "PKG_CONFIG_PATH",
  "CARGO_HOME", "RUSTUP_HOME", "NVM_DIR", "SDKMAN_DIR", "GEM_HOME", "GEM_PATH", "ANDROID_HOME", "ANDROID_SDK_ROOT", "WAYLAND_DISPLAY",
  "SSH_AUTH_SOCK", "SSH_TTY", "MAIL", "UID", "EUID", "ARCH", "OSTYPE", "MACHTYPE", "HOSTTYPE", "DEBIAN_FRONTEND", "PS1", "PS2", "PROMPT",
  "HISTFILE", "HISTSIZE", "HISTFILESIZE", "INPUTRC", "LS_COLORS", "CLICOLOR", "NO_COLOR", "FORCE_COLOR", "GOOS", "GOARCH", "GOFLAGS",
  // Words that are parts of such names, as filters use them (`grep -i path`, `grep java`, `grep -i proxy`).
  "JAVA", "PYTHON", "GO", "NODE", "LOCALE", "CONDA", "VIRTUAL", "RUBY", "RUST", "CARGO", "KUBECONFIG", "DOCKER_HOST", "DEBUG", "PORT", "PYENV",
  "RBENV", "NVM", "SDKMAN", "PNPM_HOME", "BUN_INSTALL", "DENO_DIR", "HOMEBREW_PREFIX", "MAVEN_HOME", "M2_HOME", "GRADLE_HOME", "GRADLE_USER_HOME",
  "RAILS_ENV", "RACK_ENV", "APP_ENV", "FLASK_ENV", "DJANGO_SETTINGS_MODULE", "JDK_HOME", "LOCALE_ARCHIVE", "PROXY", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "ALL_PROXY", "TERM_PROGRAM", "TERM_PROGRAM_VERSION",
]);
/** Families of everyday variables, by prefix (`LC_ALL`, `XDG_CONFIG_HOME`, `CONDA_PREFIX`). */
const EVERYDAY_PREFIXES = ["LC_", "XDG_", "CONDA_", "TERM_", "PYENV_", "RBENV_", "NVM_", "VIRTUAL_ENV", "NODE_"];

/**
 * Whether a filter's pattern (a grep regular expression or fixed string) can select only
 * variables known to hold no secret: every name-like word in it is one of the everyday variables
 * (`PATH`, `HOME`, `LANG`, `XDG_*`, `LC_*`, `JAVA_HOME`, `VIRTUAL_ENV`, proxies, …) or begins one
 * of their families. A pattern with no such word (`.`, `=`), or any other word (`DD_`, `STRIPE`,
 * `NODE`), may select anything, secrets included.
 *
 * @example
 * selectsEverydayVariables("^(PATH|HOME)=") // true
 * selectsEverydayVariables("DD_") // false
 */
export function selectsEverydayVariables(pattern: string): boolean {
  if (pattern.length > 512) return false;
  // Escapes and classes are not names (`\w`, `\d`, `[[:upper:]]`).
  const words = pattern.replace(/\\[A-Za-z]|\[:[a-z]+:\]/g, " ").toUpperCase().match(/[A-Z_][A-Z0-9_]*/g);
  if (words === null || words.length > 32) return false;
  return words.every((word) => EVERYDAY.has(word) || EVERYDAY.has(word.replace(/^_+|_+$/g, "")) || EVERYDAY_PREFIXES.some((prefix) => word.startsWith(prefix) || prefix === `${word}_`));
}
