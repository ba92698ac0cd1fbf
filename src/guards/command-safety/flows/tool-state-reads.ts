/**
 * Reads of a tool's state file that print one setting rather than the whole file, so the login the
 * file may hold stays out of the transcript (`secrets.tool-home-file`):
 *
 * - a jq or yq filter that is a plain path to one field (`jq .theme`, `yq '.editor'`,
 *   `jq -r '.profiles.default.region'`; jq manual, "Object Identifier-Index"), not the identity
 *   `.`, recursion `..` or iteration `.[]`, which print everything;
 * - a search for a word that is not a credential word (`grep -i font kitty.conf`, `rg theme`): only
 *   the matching lines are printed (grep(1)); `-v`, which prints every other line, and patterns
 *   that match every line do not count;
 * - sqlite3's schema and catalog commands (`.tables`, `.schema`, `.indexes`, `.databases`,
 *   `pragma table_info(…)`, `select count(*) …`; sqlite3 "Command Line Shell For SQLite"), which
 *   print names and counts, never a row.
 *
 * A field or word that names a credential (`jq .token`, `grep -i password`) reads the login itself.
 */

/** Words of a field or search pattern that name a credential. */
const CREDENTIAL_WORD = /token|secret|passw|passwd|pwd|key|auth|cred|cookie|session|oauth|bearer|cert|private|signature|sign/i;
/** A plain jq/yq path: `.a`, `.a.b`, `.a[0]`, `.["a-b"]`, each key a name. */
const PLAIN_PATH = /^(?:\.(?:[A-Za-z_][\w-]*|\["[\w .-]+"\])(?:\[\d+\])?)+$/;
/** Patterns that match every line (or every non-empty one). */
const MATCH_ALL = /^(?:|\.|\.\*|\^|\$|\^\.\*\$?|\.\+|\w?\*|\[\^\]|\\w|\[\[:print:\]\])$/;
const JQ_LIKE = new Set(["jq", "gojq", "yq", "jaq"]);
const SEARCHERS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep"]);
/** jq/yq options that take a value before the filter. */
const JQ_VALUED = /^(?:--arg|--argjson|--slurpfile|--rawfile|--args|--jsonargs|-L|--indent|-p|--input-format|-o|--output-format|--from-file|-f)$/;
/** grep/rg options that take a value other than the pattern. */
const SEARCH_VALUED = /^(?:-[ABCmdD]|--after-context|--before-context|--context|--max-count|-g|--glob|-t|--type|--color|--colour|--include|--exclude)$/;
/** sqlite3 commands that print names, schemas and counts only. */
const SQLITE_CATALOG = /^\s*(?:\.(?:tables|table|schema|indexes|indices|databases|dbinfo|fullschema|help|show)\b[^;]*|pragma\s+(?:table_info|table_list|index_list|database_list|user_version|schema_version|journal_mode|page_count|integrity_check|quick_check)\b[^;]*|select\s+count\s*\(\s*\*?\s*\)\s+from\s+[\w"`[\]]+\s*)(?:;\s*)?$/i;

/**
 * Whether `name` with `args` prints only chosen settings of the state file it reads, not the file
 * whole.
 *
 * @example
 * readsOneSetting("jq", [".theme", "~/.config/acme/config.json"]) // true
 * readsOneSetting("jq", [".", "~/.config/acme/config.json"]) // false: every field
 * readsOneSetting("grep", ["-i", "font", "~/.config/acme/acme.conf"]) // true
 * readsOneSetting("grep", ["-i", "token", "~/.config/acme/acme.conf"]) // false
 */
export function readsOneSetting(name: string, args: readonly string[]): boolean {
  if (JQ_LIKE.has(name)) return jqSelectsSetting(args);
  if (SEARCHERS.has(name)) return searchesSettingWord(args);
  if (name === "sqlite3") return sqliteReadsCatalog(args);
  return false;
}

function jqSelectsSetting(args: readonly string[]): boolean {
  // yq v4's `yq e|eval FILTER FILE`.
  const operands = args[0] === "e" || args[0] === "eval" ? args.slice(1) : args;
  for (let index = 0; index < operands.length; index++) {
    const arg = operands[index] as string;
    if (JQ_VALUED.test(arg)) {
      // A filter read from a file (`-f`, `--from-file`) is not known.
      if (arg === "-f" || arg === "--from-file") return false;
      index++;
      continue;
    }
    if (arg.startsWith("-")) continue;
    return PLAIN_PATH.test(arg) && !CREDENTIAL_WORD.test(arg);
  }
  return false;
}

function searchesSettingWord(args: readonly string[]): boolean {
  const patterns: string[] = [];
  let operandPattern = true;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "-v" || arg === "--invert-match" || /^-[a-zA-Z]*v[a-zA-Z]*$/.test(arg) || arg === "-f" || arg === "--file") return false;
    if (arg === "-e" || arg === "--regexp") {
      patterns.push(args[index + 1] ?? "");
      operandPattern = false;
      index++;
      continue;
    }
    if (arg.startsWith("--regexp=")) {
      patterns.push(arg.slice(9));
      operandPattern = false;
      continue;
    }
    if (SEARCH_VALUED.test(arg)) {
      index++;
      continue;
    }
    if (arg.startsWith("-")) continue;
    if (operandPattern) {
      patterns.push(arg);
      operandPattern = false;
    }
  }
  return patterns.length > 0 && patterns.every((pattern) => !MATCH_ALL.test(pattern.trim()) && !CREDENTIAL_WORD.test(pattern) && !/[|]\s*$|^\s*[|]/.test(pattern));
}

function sqliteReadsCatalog(args: readonly string[]): boolean {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const commands = operands.slice(1);
  return commands.length > 0 && commands.every((command) => SQLITE_CATALOG.test(command));
}
