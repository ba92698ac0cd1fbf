/**
 * What a request to a git hosting API sets, read from its body and query, and whether that turns
 * off a protection of history. Bodies come as JSON (`--input`, `-d`, `-Body`), as form fields
 * (`gh api -F enforce_admins=false`, `glab api -f allow_force_push=true`, HTTPie's
 * `enforce_admins:=false`, gh's nested `required_pull_request_reviews[required_approving_review_count]=0`),
 * or as GraphQL arguments (`allowsForcePushes: true`).
 */

/** A setting's name (the innermost key, in lower case) and what it is set to (in lower case; `null`, `{}` and `[]` for null, objects and arrays). */
export type Settings = ReadonlyMap<string, string>;

const MAX_ENTRIES = 256;
const MAX_DEPTH = 5;

/**
 * Settings turned off, by the hosting services' REST and GraphQL references: GitHub's branch
 * protection (`null` removes required reviews or status checks; `enforce_admins: false` lets admins
 * bypass it; `allow_force_pushes`, `allow_deletions`), review counts of zero, rulesets'
 * `enforcement: disabled`; GitLab's `allow_force_push`; Gitea's and Forgejo's `enable_force_push`
 * and `required_approvals`. Booleans are read as the APIs accept them (`true`, `1`; `false`, `0`, `null`).
 */
const ON = new Set(["true", "1", "yes"]);
const OFF = new Set(["false", "0", "no", "null"]);
const REMOVED = new Set(["null"]);
const NONE = new Set(["0"]);
const WEAKENED: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["allow_force_pushes", ON],
  ["allow_force_push", ON],
  ["enable_force_push", ON],
  ["allowsforcepushes", ON],
  ["allow_deletions", ON],
  ["allowsdeletions", ON],
  ["enforce_admins", OFF],
  ["isadminenforced", OFF],
  ["required_pull_request_reviews", REMOVED],
  ["required_status_checks", REMOVED],
  ["required_approving_review_count", NONE],
  ["requiredapprovingreviewcount", NONE],
  ["required_approvals", NONE],
  ["requiresapprovingreviews", OFF],
  ["requiresstatuschecks", OFF],
  ["enforcement", new Set(["disabled"])],
]);

/**
 * The settings a request's body and query set. A body only known when it runs (`@file`, `@-`)
 * sets nothing known.
 *
 * @example
 * settingsOf('{"enforce_admins":false}', new URLSearchParams()).get("enforce_admins") // "false"
 */
export function settingsOf(body: string, query: URLSearchParams): Settings {
  const settings = new Map<string, string>();
  for (const [key, value] of query) if (settings.size < MAX_ENTRIES) settings.set(leaf(key), value.toLowerCase());
  const text = body.trim();
  if (text === "" || text.startsWith("@")) return settings;
  if (text.startsWith("{") || text.startsWith("[")) {
    const json = parseJson(text);
    if (json !== undefined) {
      walk(json, "", settings, 0);
      return settings;
    }
  }
  for (const item of text.split("&").slice(0, MAX_ENTRIES)) {
    // `key=value`, HTTPie's `key:=json` and its query parameters `key==value`.
    const field = /^([^=:]+?)(?::=|==|=)(.*)$/s.exec(item);
    if (!field) continue;
    const value = (field[2] as string).trim().replace(/^(["'])(.*)\1$/s, "$2");
    settings.set(leaf(field[1] as string), value.toLowerCase());
    // A GraphQL document sent as `query=mutation { … }`: its arguments are settings too.
    if (/^\s*(?:mutation|\{)/.test(value)) graphqlArguments(value, settings);
  }
  return settings;
}

/**
 * The first setting that turns a protection off, as `name: value`, or undefined.
 *
 * @example
 * weakenedSetting(new Map([["allow_force_pushes", "true"]])) // "allow_force_pushes: true"
 */
export function weakenedSetting(settings: Settings): string | undefined {
  for (const [name, value] of settings) if (WEAKENED.get(name)?.has(value)) return `${name}: ${value}`;
  return undefined;
}

/**
 * A JSON document, or one followed by a stray last line (a here-document's terminator); undefined
 * when it is not JSON.
 *
 * @example
 * parseJson('[{"name":"refs/heads/main"}]\nEOF') // [{ name: "refs/heads/main" }]
 */
export function parseJson(text: string): unknown {
  const end = Math.max(text.lastIndexOf("}"), text.lastIndexOf("]"));
  for (const candidate of end + 1 < text.length ? [text, text.slice(0, end + 1)] : [text]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}

/** `required_pull_request_reviews[required_approving_review_count]` → `required_approving_review_count`, in lower case. */
function leaf(key: string): string {
  const inner = /\[([^\]]*)\]$/.exec(key)?.[1];
  return (inner || key).trim().toLowerCase();
}

function walk(value: unknown, key: string, settings: Map<string, string>, depth: number): void {
  if (settings.size >= MAX_ENTRIES) return;
  if (value === null || typeof value !== "object") {
    if (key) settings.set(key, value === null ? "null" : String(value).toLowerCase());
    if (typeof value === "string" && /^\s*mutation\b/.test(value)) graphqlArguments(value, settings);
    return;
  }
  if (key) settings.set(key, Array.isArray(value) ? "[]" : "{}");
  if (depth >= MAX_DEPTH) return;
  const entries = Array.isArray(value) ? value.map((item): [string, unknown] => [key, item]) : Object.entries(value);
  for (const [name, inner] of entries.slice(0, MAX_ENTRIES)) walk(inner, Array.isArray(value) ? key : name.toLowerCase(), settings, depth + 1);
}

/** `allowsForcePushes: true`, `enforcement: DISABLED`: a GraphQL document's scalar arguments. */
function graphqlArguments(document: string, settings: Map<string, string>): void {
  for (const match of document.slice(0, 8192).matchAll(/\b([A-Za-z_]\w{0,63})\s*:\s*"?([\w.-]{1,64})"?/g)) {
    if (settings.size >= MAX_ENTRIES) return;
    settings.set((match[1] as string).toLowerCase(), (match[2] as string).toLowerCase());
  }
}
