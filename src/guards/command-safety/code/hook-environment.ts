import { ownEntry } from "../../../util/own-entry.js";
/**
 * Environment variables that switch git hooks or an agent's hooks off, or move its settings, for
 * the commands a process runs (the tampering rules judge them on a shell command line:
 * `HUSKY=0 git commit`, `CLAUDE_CONFIG_DIR=/tmp/x claude`).
 */
const HOOK_VARIABLE = /^(?:HUSKY|HUSKY_SKIP_HOOKS|LEFTHOOK|LEFTHOOK_EXCLUDE|SKIP|PRE_COMMIT_ALLOW_NO_CONFIG|OVERCOMMIT_DISABLE|GIT_CONFIG_PARAMETERS|GIT_CONFIG_COUNT|GIT_CONFIG_KEY_\d+|GIT_CONFIG_VALUE_\d+|CLAUDE_CONFIG_DIR|CODEX_HOME|GEMINI_CLI_HOME|(?:\w+_)?(?:SKIP|DISABLE|NO|BYPASS)_(?:\w+_)?HOOKS?|(?:\w+_)?HOOKS?_(?:SKIP|SKIPPED|DISABLED?|OFF|BYPASS))$/;

/** A variable set to a literal, by language: `os.environ["X"] = "v"`, `process.env.X = "v"`, `ENV["X"] = "v"`, `$ENV{X} = "v"`, `putenv("X=v")`, and an entry of an environment mapping (`{ X: "v" }`, `dict(os.environ, X="v")`). */
const ASSIGNMENTS: Readonly<Record<string, readonly RegExp[]>> = {
  python: [/\bos\.environ\s*\[\s*["'](?<name>\w+)["']\s*\]\s*=\s*["'](?<value>[^"'\n]*)["']/g, /\bos\.(?:putenv|environ\.setdefault)\s*\(\s*["'](?<name>\w+)["']\s*,\s*["'](?<value>[^"'\n]*)["']/g, /["'](?<name>[A-Z]\w*)["']\s*:\s*["'](?<value>[^"'\n]*)["']/g, /[(,]\s*(?<name>[A-Z]\w*)\s*=\s*["'](?<value>[^"'\n]*)["']/g],
  node: [/\b(?:process|Bun)\.env(?:\.(?<name>\w+)|\[\s*["'](?<quoted>\w+)["']\s*\])\s*=\s*["'`](?<value>[^"'`\n]*)["'`]/g, /\bDeno\.env\.set\s*\(\s*["'](?<name>\w+)["']\s*,\s*["'](?<value>[^"'\n]*)["']/g, /[{,]\s*["']?(?<name>[A-Z]\w*)["']?\s*:\s*["'`](?<value>[^"'`\n]*)["'`]/g],
  ruby: [/\bENV\s*\[\s*["'](?<name>\w+)["']\s*\]\s*=\s*["'](?<value>[^"'\n]*)["']/g, /["'](?<name>[A-Z]\w*)["']\s*=>\s*["'](?<value>[^"'\n]*)["']/g],
  perl: [/\$ENV\{\s*["']?(?<name>\w+)["']?\s*\}\s*=\s*["'](?<value>[^"'\n]*)["']/g],
  php: [/\bputenv\s*\(\s*["'](?<name>\w+)=(?<value>[^"'\n]*)["']/g],
};
/** At most this many settings are read from one one-liner. */
const MAX_SETTINGS = 8;

/**
 * The hook switches a one-liner sets in its own environment or in the environment it gives a
 * process, as `NAME=value` words, so the commands it runs can be judged with them set.
 *
 * @example
 * hookEnvironment("python", "import os; os.environ['HUSKY'] = '0'; os.system('git commit -m x')") // ["HUSKY=0"]
 */
export function hookEnvironment(language: string, code: string): string[] {
  const settings: string[] = [];
  for (const pattern of ownEntry(ASSIGNMENTS, language) ?? []) {
    for (const match of code.matchAll(pattern)) {
      const name = match.groups?.name ?? match.groups?.quoted ?? "";
      if (HOOK_VARIABLE.test(name) && settings.length < MAX_SETTINGS) settings.push(`${name}=${match.groups?.value ?? ""}`);
    }
  }
  return settings;
}
