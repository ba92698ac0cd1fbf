import type { LoopgateConfig } from "./schema.js";

type Guards = NonNullable<LoopgateConfig["guards"]>;
type GuardKey = keyof Guards;

const LISTS = new Set(["rules", "allow", "allowSecretPaths", "allowPaths", "extraRules"]);
const RECORDS = new Set(["overrides", "limits"]);

/**
 * `over` laid on `base`, as a trusted project config is laid on the user's: `over` wins where both
 * set a value. A guard switched off by `over` is off; a guard `over` sets to `true` keeps the
 * options `base` gave it; when both give options, lists (rules, allow-lists, paths) are joined and
 * `overrides`/`limits` merged. Other sections are merged one level deep. Paths must already be
 * absolute (see `withAbsolutePaths`), since the two files live in different folders.
 *
 * @example
 * mergeConfigs({ guards: { commandSafety: { strict: true } } }, { guards: { commandSafety: { allow: ["make"] } } })
 * // { guards: { commandSafety: { strict: true, allow: ["make"] } } }
 */
export function mergeConfigs(base: LoopgateConfig, over: LoopgateConfig): LoopgateConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = merged[key];
    if (key === "guards") merged.guards = mergeGuards(base.guards ?? {}, value as Guards);
    else if (key === "interceptors") merged.interceptors = [...(base.interceptors ?? []), ...(value as unknown[])];
    else if (isPlainObject(current) && isPlainObject(value)) merged[key] = { ...current, ...value };
    else merged[key] = value;
  }
  return merged as LoopgateConfig;
}

function mergeGuards(base: Guards, over: Guards): Guards {
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(over) as GuardKey[]) {
    const value = over[key];
    const current = base[key];
    if (value === undefined) continue;
    if (value === true && isPlainObject(current)) merged[key] = { ...current, enabled: true };
    else if (isPlainObject(value) && isPlainObject(current)) merged[key] = mergeGuardOptions(current, value);
    else merged[key] = value;
  }
  return merged as Guards;
}

function mergeGuardOptions(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = base[key];
    if (LISTS.has(key) && Array.isArray(current) && Array.isArray(value)) merged[key] = [...(current as unknown[]), ...(value as unknown[])];
    else if (RECORDS.has(key) && isPlainObject(current) && isPlainObject(value)) merged[key] = { ...current, ...value };
    else merged[key] = value;
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
