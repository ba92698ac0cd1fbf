import { ENV_INIT_TOOLS } from "../commands/command-classes.js";

/** Variables that only say where tools live or how text looks; none of them makes a program load code from elsewhere. */
const SETUP_VARIABLE = /^(?:PATH|MANPATH|INFOPATH|CDPATH|GOPATH|GOBIN|GOROOT|LANG|LANGUAGE|LC_[A-Z]+|TZ|TERM|COLORTERM|CLICOLOR|LS_COLORS|HISTSIZE|HISTFILESIZE|HISTCONTROL|HOMEBREW_NO_ANALYTICS)$/;
/** Tool homes (`CARGO_HOME`, `NVM_DIR`, `PYENV_ROOT`, `BUN_INSTALL`), except where loaders, git or agents look for code and settings. */
const TOOL_HOME = /^(?!XDG_|CLAUDE|CODEX|GEMINI|LOOPGATE|GIT_|LD_|DYLD_|NODE_|PYTHON|PERL|RUBY|ZDOT)[A-Z][A-Z0-9]*_(?:HOME|ROOT|DIR|INSTALL)$/;
const ASSIGNMENT = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=("[^"`$]*(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?[^"`$]*)*"|'[^']*'|[^\s"'`$;&|]*(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?[^\s"'`$;&|]*)*)$/;
/** A directory anyone may write, or the working directory, in a search path: `PATH=/tmp/x:$PATH` lets another program take a command's name. */
const SHARED_PLACE = /(?:^|[:="'])(?:\/tmp|\/var\/tmp|\/dev\/shm|\.)(?:[/:"']|$)/;
const SOURCED = /^(?:source|\.)\s+["']?(?:\$HOME|\$\{HOME\}|~|\$[A-Z_]+_(?:DIR|HOME|ROOT))\/[\w./-]+["']?$/;
const GUARDED_SOURCE = /^\[\s+-[sfr]\s+("?)(?:\$HOME|\$\{HOME\}|~|\$[A-Z_]+_(?:DIR|HOME|ROOT))\/[\w./-]+\1\s+\]\s+&&\s+(?:source|\\?\.)\s+("?)(?:\$HOME|\$\{HOME\}|~|\$[A-Z_]+_(?:DIR|HOME|ROOT))\/[\w./-]+\2$/;
const INIT_HOOK = /^eval\s+"\$\(([\w-]+)(?:\s+[\w=.-]+){0,4}\)"$/;

/**
 * Whether text appended to a shell profile only sets up the environment, as tool installers tell
 * people to: `PATH` and tool-home variables without command substitution, `source` of a file in
 * the home directory (`. "$HOME/.cargo/env"`, `[ -s "$NVM_DIR/nvm.sh" ] && . "$NVM_DIR/nvm.sh"`),
 * and version managers' and prompt tools' init hooks (`eval "$(pyenv init -)"`). Anything else
 * — a command, an alias, a variable that makes programs load code (`NODE_OPTIONS`, `LD_PRELOAD`,
 * `PROMPT_COMMAND`), a credential — is not setup, and stays a write into a secret file.
 *
 * @example
 * environmentSetupOnly('export PATH="$HOME/.local/bin:$PATH"\n') // true
 * environmentSetupOnly("curl -s https://x | sh\n") // false
 */
export function environmentSetupOnly(text: string): boolean {
  const lines = text.split("\n").map((line) => line.trim());
  if (lines.length > 32 || !lines.some(Boolean)) return false;
  return lines.every((line) => line === "" || line.startsWith("#") || setupLine(line));
}

function setupLine(line: string): boolean {
  const assignment = ASSIGNMENT.exec(line);
  if (assignment) return (SETUP_VARIABLE.test(assignment[1] as string) || TOOL_HOME.test(assignment[1] as string)) && !SHARED_PLACE.test(assignment[2] as string);
  if (SOURCED.test(line) || GUARDED_SOURCE.test(line)) return true;
  const hook = INIT_HOOK.exec(line);
  return hook !== null && ENV_INIT_TOOLS.has(hook[1] as string);
}
