import { isEmptyHookText } from "./guard-switches.js";

/** At most this many changed lines are looked at; a larger change is judged by the worst it could do. */
const MAX_LINES = 400;
/** Keys whose value is a version pin, by each manager's reference: pre-commit's `rev`, `minimum_pre_commit_version`, `language_version`; lefthook's `min_version`; generic `version`. */
const PIN_KEYS = new Set(["rev", "version", "minimum_pre_commit_version", "language_version", "min_version"]);
/** Keys that hold the command a hook runs: pre-commit's `entry`, lefthook's `run`, overcommit's `command`. */
const COMMAND_KEYS = new Set(["entry", "run", "command"]);
/** A `key: value` (or `key = value`) line, as a list item or not. */
const KEY_LINE = /^(-\s+)?["']?([\w.-]{1,64})["']?\s*[:=]\s*(.*)$/;
/** A list item pinning a package (`- black==24.2.0`, `- eslint@9.0.0`, `- "@types/node@20"`): additional dependencies. */
const PACKAGE_PIN = /^-\s+["']?(@?[\w.-]{1,100}(?:\/[\w.-]{1,100})?)\s*(?:===?|>=|<=|~=|!=|@|\^)\s*[^\s"']{1,60}["']?$/;
/** A bare version, what an edit of only the pin's value replaces (`v4.5.0` → `v4.6.0`, `23.1.0`). */
const BARE_VERSION = /^["']?v?\d{1,8}(?:\.\d{1,8}){0,4}(?:[-+.][\w.]{1,40})?["']?$/;
/**
 * Added text that stops hooks from running, by each manager's reference: `skip` (lefthook, and
 * pre-commit.ci's), `SKIP`, `only` (lefthook runs the hook only when it holds), `exclude` matching
 * every file (pre-commit's regex `.*`, lefthook's glob `*` or `**\/*`), `files` matching no file,
 * `stages`/`default_stages` set to `manual` only, overcommit's `enabled: false`.
 */
const SWITCH =
  /^(?:-\s+)?(?:["']?skip["']?\s*[:=]|["']?only["']?\s*:|exclude\s*:\s*\[?\s*["']?(?:\^?\.\*\$?|\*{1,2}(?:\/\*{1,2})*)["']?\s*\]?\s*$|files\s*:\s*["']?\^\$["']?\s*$|(?:default_)?stages\s*:\s*\[?\s*["']?manual["']?\s*\]?\s*$|enabled\s*[:=]\s*["']?false\b)|\bSKIP=/;
/** A hook command that does nothing: `true`, `:`, `exit 0`, `/bin/true`, or only prints. */
const DOES_NOTHING = /^(?:true|:|exit(?:\s+0)?|\/(?:usr\/)?bin\/true|echo\b.*|printf\b.*)$/;

/** One changed line, read. */
interface ChangedLine {
  text: string;
  key?: string;
  item: boolean;
  value: string;
}

/**
 * Judges a change to a hook manager's configuration (pre-commit, lefthook, overcommit,
 * simple-git-hooks, husky's rc files) by what it does to the hooks, from the lines it removes and
 * the lines it adds. Upgrading the pinned version of the same hook repository or tool (what
 * `pre-commit autoupdate` does: `rev:`, `min_version`, additional dependencies' pins), adding
 * hooks or repositories, reordering, and a hook's command changed to another real command are
 * everyday work: undefined. A hook or repository removed, a repository switched to another URL,
 * a documented switch added (`skip`, `only`, `exclude: '.*'`, `stages: [manual]`,
 * `enabled: false`), or a hook's command made one that does nothing (`entry: 'true'`,
 * `run: exit 0`) returns the reason it needs approval. `fail_fast` only stops at the first
 * failure, which still fails the commit, so it is not a switch.
 *
 * @example
 * hookConfigChangeReason(".pre-commit-config.yaml", ["    rev: v4.5.0"], ["    rev: v4.6.0"]) // undefined
 * hookConfigChangeReason(".pre-commit-config.yaml", ["      - id: gitleaks"], []) // "removes …"
 */
export function hookConfigChangeReason(filePath: string, removedLines: readonly string[], addedLines: readonly string[]): string | undefined {
  if (removedLines.length > MAX_LINES || addedLines.length > MAX_LINES) return `changes ${filePath} too much to be read, which decides the project's git hooks`;
  const removed = meaningful(removedLines);
  const added = meaningful(addedLines);
  // Reordered lines come back unchanged.
  for (let index = removed.length - 1; index >= 0; index--) {
    const same = added.findIndex((line) => line.text === (removed[index] as ChangedLine).text);
    if (same >= 0) {
      added.splice(same, 1);
      removed.splice(index, 1);
    }
  }
  const switched = added.find((line, index) => (SWITCH.test(line.text) && !skipsGitStatesOnly(line, added.slice(index + 1))) || (line.key !== undefined && COMMAND_KEYS.has(line.key) && doesNothing(line.value)));
  if (switched) return `adds \`${shortened(switched.text)}\` to ${filePath}, which stops some of the project's git hooks from running`;
  for (const line of removed) {
    const counterpart = added.findIndex((other) => replaces(line, other));
    if (counterpart < 0) return `removes or changes \`${shortened(line.text)}\` in ${filePath}, which decides the project's git hooks`;
    added.splice(counterpart, 1);
  }
  return undefined;
}

/** lefthook's `skip` for merges and rebases only (`skip: [merge, rebase]`, or `skip:` with `- merge` items): the hooks still run on every commit. */
function skipsGitStatesOnly(line: ChangedLine, following: readonly ChangedLine[]): boolean {
  if (line.key !== "skip" || line.item) return false;
  const states = /^(?:merge|rebase|merge-commit)$/;
  const inline = /^\[(.{0,200})\]$/.exec(line.value)?.[1];
  if (inline !== undefined) return inline.split(",").every((state) => states.test(unquoted(state)));
  if (line.value !== "") return false;
  const items = [];
  for (const next of following) {
    if (!next.text.startsWith("- ")) break;
    items.push(unquoted(next.text.slice(2)));
  }
  return items.length > 0 && items.every((state) => states.test(state));
}

/** Whether an added line is the same setting as a removed one with a new pin, or a command changed to another real one. */
function replaces(old: ChangedLine, next: ChangedLine): boolean {
  if (BARE_VERSION.test(old.text) && BARE_VERSION.test(next.text)) return true;
  const oldPackage = PACKAGE_PIN.exec(old.text)?.[1];
  if (oldPackage !== undefined) return PACKAGE_PIN.exec(next.text)?.[1] === oldPackage;
  if (old.key === undefined || old.key !== next.key || old.item !== next.item) return false;
  if (old.key === "additional_dependencies") return packageNames(old.value) !== undefined && packageNames(old.value) === packageNames(next.value);
  return PIN_KEYS.has(old.key) || COMMAND_KEYS.has(old.key);
}

/** The package names of an inline list of pins (`[black==24.2.0, "types-requests>=2"]`), sorted, or undefined when it is not one. */
function packageNames(value: string): string | undefined {
  const inner = /^\[(.{0,2000})\]$/.exec(value)?.[1];
  if (inner === undefined) return undefined;
  const names: string[] = [];
  for (const item of inner.split(",").slice(0, 64)) {
    if (item.trim() === "") continue;
    const name = PACKAGE_PIN.exec(`- ${item.trim()}`)?.[1];
    if (name === undefined) return undefined;
    names.push(name);
  }
  return names.sort().join(" ");
}

/** The lines that say something: trimmed, without blank lines, comments and trailing comments. */
function meaningful(lines: readonly string[]): ChangedLine[] {
  const read: ChangedLine[] = [];
  for (const raw of lines) {
    const text = raw.replace(/\s+#[^"']*$/, "").trim().replace(/,$/, "");
    if (text === "" || text.startsWith("#") || /^[{}[\]]+$/.test(text)) continue;
    const match = KEY_LINE.exec(text);
    read.push({ text, key: match?.[2], item: match?.[1] !== undefined, value: unquoted(match?.[3] ?? text) });
  }
  return read;
}

/**
 * Whether a hook's command does nothing (`true`, `:`, `exit 0`, `/bin/true`, only `echo`, every
 * command `|| true`), also through `sh -c` / `bash -c`.
 *
 * @example
 * doesNothing("bash -c 'exit 0'") // true
 * doesNothing("npx lint-staged") // false
 */
export function doesNothing(value: string): boolean {
  const command = unquoted(value.replace(/^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh\s+-c\s+/, ""));
  if (command === "" || command === "|" || command === ">") return false;
  return DOES_NOTHING.test(command) || isEmptyHookText(command.replace(/;\s*/g, "\n"));
}

function unquoted(value: string): string {
  return value.trim().replace(/^(["'])(.*)\1$/, "$2").trim();
}

function shortened(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
