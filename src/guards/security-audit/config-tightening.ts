import { ownEntry } from "../../util/own-entry.js";
/**
 * How a change to one key of a settings file is judged: `neutral` keys do not touch the guards;
 * `lower`/`higher` are numbers where the smaller/larger value is stricter; `true`/`false` are
 * switches where that value is stricter; `on` is a switch that is on when `true` or named (a
 * sandbox given as `true` or `"docker"`); `grow` lists get stricter with more entries (rules),
 * `shrink` lists with fewer (allow-lists, trusted paths); `decisions` map rule ids to
 * allow/ask/deny; `order` values are ranked from loosest to strictest (a key left out ranks as its
 * `default`, when there is one); `toggle` is a guard that is
 * on or off and has settings; an object recurses. Keys with no policy cannot be judged and count
 * as loosening.
 */
export type Policy =
  | "neutral"
  | "on"
  | "lower"
  | "higher"
  | "true"
  | "false"
  | "grow"
  | "shrink"
  | "decisions"
  | { order: readonly string[]; default?: string }
  | { toggle: Policies; defaultOn: boolean }
  | { object: Policies };
/** The policy of each key of a settings object. */
export type Policies = Readonly<Record<string, Policy>>;

const BUDGET: Policy = {
  object: {
    maxInputTokens: "lower",
    maxOutputTokens: "lower",
    maxTotalTokens: "lower",
    maxCostUsd: "lower",
    maxModelCalls: "lower",
    maxToolCalls: "lower",
    deadlineMs: "lower",
  },
};

/** What each key of `loopgate.config.*` does to the guards (src/config/schema.ts, docs/config.md). */
const CONFIG: Policies = {
  $schema: "neutral",
  model: "neutral",
  params: "neutral",
  fallbackModels: "neutral",
  models: "neutral",
  retries: "neutral",
  compaction: "neutral",
  tools: { object: { deny: "grow", sandbox: { order: ["off", "auto", "required"] } } },
  guards: {
    object: {
      commandSafety: {
        defaultOn: true,
        toggle: {
          strict: "true",
          rules: "grow",
          allow: "shrink",
          overrides: "decisions",
          allowSecretPaths: "shrink",
          limits: { object: { maxLength: "lower", maxDepth: "lower", maxNesting: "lower", maxSteps: "lower", maxReparsedLength: "lower", maxFieldsPerWord: "lower", maxValueLength: "lower", maxTokens: "lower" } },
        },
      },
      securityAudit: { defaultOn: true, toggle: { allowPaths: "shrink", extraRules: "grow" } },
      loopGuard: {
        defaultOn: false,
        toggle: { warnThreshold: "lower", hardLimit: "lower", windowSize: "higher", onLoop: { order: ["continue", "end", "error"] }, warningMessage: "neutral", hardStopMessage: "neutral" },
      },
      secretRedaction: {
        defaultOn: true,
        toggle: { secretlint: "true", allow: "shrink", stream: "true", foreignHosts: { order: ["allow", "ask", "deny"] }, allowHosts: "shrink" },
      },
    },
  },
  limits: { object: { maxIterations: "lower", toolConcurrency: "neutral" } },
  interceptors: "grow",
  budget: BUDGET,
  threadBudget: BUDGET,
};

const DECISION_RANK: Readonly<Record<string, number>> = { allow: 0, ask: 1, deny: 2 };
/** Bounds on how much of a config is compared. */
const MAX_ENTRIES = 256;

/**
 * Compares two loopgate configs (parsed, not validated) and names the first change that does not
 * only make the guards stricter: a guard switched off or removed, an allow-list or trusted path
 * added, a rule removed, an override lowered to `allow` (or from `deny` to `ask`), `strict`
 * turned off, a limit or budget raised or removed, and any change to a key whose effect on the
 * guards is not known (interceptor modules removed, audit or MCP settings, …). Undefined when
 * every change only tightens (or touches keys that do not concern the guards, such as the model).
 *
 * @example
 * looseningChange({ guards: { commandSafety: true } }, { guards: { commandSafety: { strict: true } } }) // undefined
 * looseningChange({}, { guards: { commandSafety: { allow: ["rm -rf"] } } }) // "guards.commandSafety.allow"
 */
export function looseningChange(before: unknown, after: unknown): string | undefined {
  return looseningBetween(CONFIG, before, after);
}

/**
 * The first change between two parsed settings files, judged by `policies`, that does not only
 * make them stricter, as a dotted key; undefined when every change tightens or is neutral. The
 * comparison `looseningChange` makes for loopgate's config, for any settings model.
 *
 * @example
 * looseningBetween({ permissions: { object: { deny: "grow" } } }, {}, { permissions: { deny: ["Bash(curl:*)"] } }) // undefined
 */
export function looseningBetween(policies: Policies, before: unknown, after: unknown): string | undefined {
  if (!isRecord(after) || (before !== undefined && !isRecord(before))) return "(the whole file)";
  return compareObject(policies, before ?? {}, after, "");
}

/**
 * Whether a value set without knowing the one before (a `jq '.a.b = true'` filter) is the
 * strictest its policy allows, so whatever it replaces, it only tightens.
 *
 * @example
 * strictestValue("true", true) // true
 * strictestValue({ order: ["never", "on-request", "untrusted"] }, "on-request") // false
 */
export function strictestValue(policy: Policy, value: unknown): boolean {
  if (policy === "neutral") return true;
  if (policy === "true" || policy === "false") return value === (policy === "true");
  if (policy === "on") return switchOn(value);
  if (policy === "shrink") return Array.isArray(value) && value.length === 0;
  if (typeof policy === "object" && "order" in policy) return value === policy.order.at(-1);
  return false;
}

/** A switch that is on: `true`, or a named kind of it (a sandbox `"docker"`), not `"false"` or `"none"`. */
function switchOn(value: unknown): boolean {
  return value === true || (typeof value === "string" && value !== "" && !/^(?:false|none|off|no|0|disabled?)$/i.test(value));
}

function compareObject(policies: Policies, before: Record<string, unknown>, after: Record<string, unknown>, prefix: string): string | undefined {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  if (keys.size > MAX_ENTRIES) return prefix.slice(0, -1) || "(the whole file)";
  for (const key of keys) {
    const name = `${prefix}${key}`;
    if (same(before[key], after[key])) continue;
    const policy = ownEntry(policies, key);
    if (policy === undefined || !tightens(policy, before[key], after[key])) return name;
    if (typeof policy !== "object" || "order" in policy) continue;
    // A guard that was off: whatever it is now is stricter. Otherwise its settings are compared one by one.
    if ("toggle" in policy && !switchedOn(policy, before[key])) continue;
    const from = isRecord(before[key]) ? before[key] : {};
    const to = isRecord(after[key]) ? after[key] : {};
    const inner = "toggle" in policy ? compareObject(policy.toggle, withoutSwitch(from), withoutSwitch(to), `${name}.`) : compareObject(policy.object, from, to, `${name}.`);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A guard's settings without its `enabled` switch (judged on its own). */
function withoutSwitch(settings: Record<string, unknown>): Record<string, unknown> {
  const { enabled: _enabled, ...rest } = settings;
  return rest;
}

/** Whether a guard's switch value leaves it on (`true`, settings without `enabled: false`, or absent when it is on by default). */
function switchedOn(policy: { defaultOn: boolean }, value: unknown): boolean {
  return value === undefined ? policy.defaultOn : typeof value === "boolean" ? value : isRecord(value) && value.enabled !== false;
}

/** Whether a changed value is at least as strict as before, by its policy (an object's own keys are compared by compareObject). */
function tightens(policy: Policy, before: unknown, after: unknown): boolean {
  if (policy === "neutral") return true;
  if (policy === "on") return switchOn(after);
  if (policy === "lower" || policy === "higher") {
    if (typeof after !== "number" || (before !== undefined && typeof before !== "number")) return false;
    return before === undefined || (policy === "lower" ? after <= (before as number) : after >= (before as number));
  }
  if (policy === "true" || policy === "false") return after === (policy === "true");
  if (policy === "grow" || policy === "shrink") {
    const from = before ?? [];
    const to = after ?? [];
    if (!Array.isArray(from) || !Array.isArray(to) || from.length > MAX_ENTRIES || to.length > MAX_ENTRIES) return false;
    const [kept, grown] = policy === "grow" ? [from, to] : [to, from];
    const have = new Set(grown.map((item) => JSON.stringify(item)));
    return kept.every((item) => have.has(JSON.stringify(item)));
  }
  if (policy === "decisions") {
    const from = before ?? {};
    const to = after ?? {};
    if (!isRecord(from) || !isRecord(to)) return false;
    const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
    if (keys.size > MAX_ENTRIES) return false;
    for (const key of keys) {
      const old = ownEntry(from, key);
      const now = ownEntry(to, key);
      if (now === old) continue;
      // A rule's own decision is not known here: `allow` always loosens, and `ask` loosens one that was `deny`.
      if (typeof now !== "string" || ownEntry(DECISION_RANK, now) === undefined || now === "allow") return false;
      if (old !== undefined && (typeof old !== "string" || (ownEntry(DECISION_RANK, old) ?? 3) > (ownEntry(DECISION_RANK, now) as number))) return false;
    }
    return true;
  }
  if ("order" in policy) {
    const rank = (value: unknown) => (typeof value === "string" ? policy.order.indexOf(value) : -1);
    // A key left out has its default's rank, when the settings document one; otherwise any value tightens it.
    const from = before ?? policy.default;
    if (rank(after) < 0) return false;
    return from === undefined || (rank(from) >= 0 && rank(after) >= rank(from));
  }
  if ("toggle" in policy) {
    if (after !== undefined && typeof after !== "boolean" && !isRecord(after)) return false;
    return !switchedOn(policy, before) || switchedOn(policy, after);
  }
  return (before === undefined || isRecord(before)) && (after === undefined || isRecord(after));
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
