import path from "node:path";
import type { DataSource, Invocation } from "../model.js";
import type { SettingsUpdate } from "../../security-audit/agent-settings-tightening.js";

/** jq's and gojq's options that take a value (jq(1) manual, "Invoking jq"); `--arg`/`--argjson` take two. */
const VALUED = new Set(["--indent", "-L"]);
const NAMED = new Set(["--arg", "--argjson"]);
/** Options that leave jq's output the same document, differently printed. */
const PRINTING = /^-(?:-(?:tab|sort-keys|compact-output|raw-output|monochrome-output|color-output|ascii-output|exit-status)|[rjcMCSae]+)$/;
/** A path into the document: `.a.b`, `."a-b"`, `.["a"]`, one step after another. */
const STEP = /\.\s*(?:([A-Za-z_]\w*)|"((?:[^"\\]|\\.)*)")|\.?\[\s*"((?:[^"\\]|\\.)*)"\s*\]/y;
const MAX_FILTER = 2_000;
const MAX_UPDATES = 16;

/**
 * What `jq FILTER FILE` prints when it rewrites one JSON file (no `-n`, `-s` or filter file, one
 * file operand): the file, as the walker keys the files a script writes, and the filter with its
 * `--arg`/`--argjson` values. Undefined for any other use of jq.
 *
 * @example
 * jqRewrite(invocationOf("jq '.permissions.deny += [\"Bash(curl:*)\"]' .claude/settings.json"))
 * // { file: "/work/app/.claude/settings.json", filter: ".permissions.deny += [\"Bash(curl:*)\"]", variables: {} }
 */
export function jqRewrite(invocation: Invocation): DataSource["rewrite"] {
  if (invocation.name !== "jq" && invocation.name !== "gojq") return undefined;
  const args = invocation.argv.slice(1, 24).map((field) => field.value);
  if (args.some((value) => value === undefined)) return undefined;
  const operands: string[] = [];
  const variables: Record<string, unknown> = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (NAMED.has(arg)) {
      const [name, value] = [args[index + 1], args[index + 2]] as [string | undefined, string | undefined];
      if (name === undefined || value === undefined) return undefined;
      try {
        variables[name] = arg === "--arg" ? value : (JSON.parse(value) as unknown);
      } catch {
        return undefined;
      }
      index += 2;
    } else if (VALUED.has(arg)) index++;
    else if (arg === "--") operands.push(...(args.slice(index + 1) as string[]));
    else if (arg.startsWith("-") && arg !== "-") {
      if (!PRINTING.test(arg)) return undefined;
    } else operands.push(arg);
    if (arg === "--") break;
  }
  if (operands.length !== 2 || (operands[0] as string).length > MAX_FILTER || operands[1] === "-") return undefined;
  const file = operands[1] as string;
  const absolute = path.posix.isAbsolute(file) ? path.posix.normalize(file) : invocation.cwd.known ? path.posix.resolve(invocation.cwd.path, file) : path.posix.normalize(file);
  return { file: absolute, filter: operands[0] as string, variables };
}

/**
 * The updates a jq filter makes to a document, read as jq(1) documents its assignment operators,
 * for filters made only of them joined by `|`: `PATH += ARRAY` and `PATH |= . + ARRAY` (also
 * `(. // []) + ARRAY`, `… | unique`, `PATH = PATH + ARRAY`) append; `PATH -= ARRAY`, `PATH |= . -
 * ARRAY`, `PATH |= map(select(…))` and `del(PATH[…])` remove entries; `del(PATH)` deletes the key;
 * `PATH = LITERAL` sets it. `$name` stands for an `--arg`/`--argjson` value. Undefined for any other
 * filter: what it does cannot be read.
 *
 * @example
 * jqUpdates('.permissions.deny += ["Bash(curl:*)"] | .sandbox.enabled = true', {})
 * // [{ path: ["permissions", "deny"], op: "append", value: ["Bash(curl:*)"] }, { path: ["sandbox", "enabled"], op: "set", value: true }]
 */
export function jqUpdates(filter: string, variables: Readonly<Record<string, unknown>>): SettingsUpdate[] | undefined {
  const segments = topLevelPipes(filter.trim());
  if (segments === undefined || segments.length === 0 || segments.length > MAX_UPDATES) return undefined;
  const updates: SettingsUpdate[] = [];
  for (const segment of segments) {
    const update = readUpdate(segment.trim(), variables);
    if (update === undefined) return undefined;
    updates.push(update);
  }
  return updates;
}

function readUpdate(segment: string, variables: Readonly<Record<string, unknown>>): SettingsUpdate | undefined {
  const deleted = /^del\(\s*([^]*)\)$/.exec(segment);
  if (deleted) {
    const target = readPath(deleted[1] as string);
    if (target === undefined) return undefined;
    const rest = target.rest.trim();
    if (rest === "") return { path: target.keys, op: "delete" };
    // `del(.x[0])`, `del(.x[] | select(. == "Bash(curl:*)"))`: entries of the list removed.
    return /^\[\s*\d*\s*\](?:\s*\|\s*select\([^]*\))?$/.test(rest) ? { path: target.keys, op: "remove" } : undefined;
  }
  const target = readPath(segment);
  if (target === undefined) return undefined;
  const assignment = /^\s*(\+=|-=|\|=|=)\s*([^]+)$/.exec(target.rest);
  if (!assignment) return undefined;
  const [, operator, rawRight] = assignment as unknown as [string, string, string];
  const right = withoutParentheses(rawRight.trim());
  if (operator === "+=" || operator === "-=") {
    const value = literal(right, variables);
    return Array.isArray(value) ? { path: target.keys, op: operator === "+=" ? "append" : "remove", value } : undefined;
  }
  if (operator === "|=") {
    if (/^map\(\s*select\([^]*\)\s*\)$/.test(right)) return { path: target.keys, op: "remove" };
    return arithmetic(right, /^(?:\.|\(\s*\.\s*\/\/\s*\[\s*\]\s*\))\s*([+-])\s*/, variables, target.keys);
  }
  // `PATH = PATH + ARRAY`, `PATH = (PATH // []) + ARRAY`: the same list, appended to.
  const self = new RegExp(`^(?:${escaped(target.text)}|\\(\\s*${escaped(target.text)}\\s*//\\s*\\[\\s*\\]\\s*\\))\\s*([+-])\\s*`);
  if (self.test(right)) return arithmetic(right, self, variables, target.keys);
  const value = literal(right, variables);
  return value === undefined ? undefined : { path: target.keys, op: "set", value };
}

/** `BASE + ARRAY [| unique]` or `BASE - ARRAY`, where `base` matches the list itself. */
function arithmetic(right: string, base: RegExp, variables: Readonly<Record<string, unknown>>, keys: readonly string[]): SettingsUpdate | undefined {
  const match = base.exec(right);
  if (!match) return undefined;
  const operand = right.slice(match[0].length).replace(/\s*\|\s*unique\s*$/, "");
  const value = literal(withoutParentheses(operand.trim()), variables);
  if (!Array.isArray(value)) return undefined;
  return { path: keys, op: match[1] === "+" ? "append" : "remove", value };
}

/** A path at the start of a filter (`.permissions.deny`), its keys, its text and what follows it. */
function readPath(text: string): { keys: string[]; text: string; rest: string } | undefined {
  const trimmed = text.trimStart();
  const keys: string[] = [];
  let index = 0;
  for (;;) {
    STEP.lastIndex = index;
    const step = STEP.exec(trimmed);
    if (!step) break;
    const quoted = step[2] ?? step[3];
    try {
      keys.push(step[1] ?? (JSON.parse(`"${quoted}"`) as string));
    } catch {
      return undefined;
    }
    index = STEP.lastIndex;
  }
  return keys.length === 0 ? undefined : { keys, text: trimmed.slice(0, index).trim(), rest: trimmed.slice(index) };
}

/** A JSON literal, with `$name` read as a variable's value; undefined when it is anything else. */
function literal(text: string, variables: Readonly<Record<string, unknown>>): unknown {
  let unknown = false;
  const substituted = outsideStrings(text, (part) =>
    part.replace(/\$(\w+)/g, (_whole, name: string) => {
      if (!Object.hasOwn(variables, name)) unknown = true;
      return JSON.stringify(variables[name] ?? null);
    }),
  );
  if (unknown) return undefined;
  try {
    return JSON.parse(substituted) as unknown;
  } catch {
    return undefined;
  }
}

/** The text with `change` applied to its parts outside double-quoted strings. */
function outsideStrings(text: string, change: (part: string) => string): string {
  return text
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join("");
}

/** The filter split at its top-level pipes (not `|=`, not inside brackets or strings); undefined when unbalanced. */
function topLevelPipes(filter: string): string[] | undefined {
  const segments: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < filter.length; index++) {
    const char = filter[index] as string;
    if (char === '"') {
      for (index++; index < filter.length && filter[index] !== '"'; index++) if (filter[index] === "\\") index++;
    } else if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth--;
    else if (char === "|" && depth === 0 && filter[index + 1] !== "=") {
      segments.push(filter.slice(start, index));
      start = index + 1;
    }
    if (depth < 0) return undefined;
  }
  if (depth !== 0) return undefined;
  segments.push(filter.slice(start));
  return segments;
}

/** The text without parentheses around all of it. */
function withoutParentheses(text: string): string {
  let current = text;
  while (current.startsWith("(") && current.endsWith(")") && topLevelPipes(current.slice(1, -1)) !== undefined) current = current.slice(1, -1).trim();
  return current;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
