import type { Invocation } from "../model.js";

/** One preference a command sets or deletes. */
export interface PreferenceWrite {
  /** The preference domain, normalized: `com.apple.alf` for `/Library/Preferences/com.apple.alf.plist` too. */
  domain: string;
  /** The key set, the last part of a key path (`:globalstate` → `globalstate`). */
  key: string;
  /** The value as written (`0`, `false`, `NO`, a user name), with a dictionary's words joined. */
  value: string;
  /** The key is deleted rather than set. */
  deleted: boolean;
}

/** defaults(1) value types: the word after one is the value. */
const DEFAULTS_TYPE = /^-(?:string|data|int|integer|float|bool|boolean|date|array|array-add|dict|dict-add)$/;
/** plutil(1) value types of `-insert` and `-replace`. */
const PLUTIL_TYPE = /^-(?:bool|integer|float|string|date|data|xml|json|array|dictionary)$/;
/** A by-host preference file's hardware suffix (`com.apple.screensaver.0123ABCD-….plist`). */
const BY_HOST = /\.(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{12})$/i;

/** The programs that write preferences, as `preferenceWrites` reads them. */
export const PREFERENCE_PROGRAMS: readonly string[] = ["defaults", "PlistBuddy", "plistbuddy", "plutil"];

/**
 * The preferences a macOS command writes, by the three documented ways: `defaults write DOMAIN KEY
 * [-TYPE] VALUE` (a domain or a plist path, `-currentHost` and `sudo` alike, a `{ key = value; }`
 * dictionary too), PlistBuddy's `-c "Set|Add|Delete :KEY …" FILE` and `plutil -replace|-insert|-remove
 * KEY … FILE`. Reads (`defaults read`, `PlistBuddy -c Print`, `plutil -p`) write nothing.
 *
 * @example
 * preferenceWrites(invocationOf("defaults write /Library/Preferences/com.apple.alf globalstate -int 0"))
 * // [{ domain: "com.apple.alf", key: "globalstate", value: "0", deleted: false }]
 */
export function preferenceWrites(invocation: Invocation): PreferenceWrite[] {
  if (!PREFERENCE_PROGRAMS.includes(invocation.name)) return [];
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? field.text);
  switch (invocation.name) {
    case "defaults":
      return defaultsWrites(args);
    case "PlistBuddy":
    case "plistbuddy":
      return plistBuddyWrites(args);
    case "plutil":
      return plutilWrites(args);
    default:
      return [];
  }
}

/** `com.apple.alf` from `/Library/Preferences/com.apple.alf.plist`, `~/Library/Preferences/ByHost/com.apple.screensaver.UUID.plist`. */
export function preferenceDomain(domainOrPath: string): string {
  const base = domainOrPath.split("/").at(-1) ?? domainOrPath;
  return base.replace(/\.plist$/i, "").replace(BY_HOST, "").toLowerCase();
}

function defaultsWrites(args: readonly string[]): PreferenceWrite[] {
  let index = 0;
  while (index < args.length && /^-(?:currenthost|host)$/i.test(args[index] ?? "")) index += args[index]?.toLowerCase() === "-host" ? 2 : 1;
  const verb = args[index];
  if (verb !== "write" && verb !== "delete") return [];
  let domain = args[index + 1] ?? "";
  let at = index + 2;
  if (domain === "-app") [domain, at] = [args[index + 2] ?? "", index + 3];
  if (domain === "-g" || domain === "-globalDomain") domain = "NSGlobalDomain";
  const key = args[at] ?? "";
  const normalized = preferenceDomain(domain);
  if (verb === "delete") return key === "" ? [] : [{ domain: normalized, key, value: "", deleted: true }];
  // `defaults write DOMAIN '{ key = value; }'`: a whole dictionary.
  if (key.startsWith("{")) return dictionaryPairs(key).map(([name, value]) => ({ domain: normalized, key: name, value, deleted: false }));
  const rest = args.slice(at + 1);
  const value = DEFAULTS_TYPE.test(rest[0] ?? "") && !/^-dict/.test(rest[0] ?? "") ? (rest[1] ?? "") : rest.join(" ");
  return [{ domain: normalized, key, value: value.replace(/^["']|["']$/g, ""), deleted: false }];
}

function plistBuddyWrites(args: readonly string[]): PreferenceWrite[] {
  const file = args.filter((arg, index) => !arg.startsWith("-") && args[index - 1] !== "-c").at(-1) ?? "";
  const domain = preferenceDomain(file);
  const writes: PreferenceWrite[] = [];
  for (const [index, arg] of args.entries()) {
    if (args[index - 1] !== "-c") continue;
    const match = /^\s*(set|add|delete)\s+(\S+)(?:\s+(.*))?$/i.exec(arg.slice(0, 500));
    if (!match) continue;
    const verb = (match[1] ?? "").toLowerCase();
    const key = (match[2] ?? "").split(":").filter((part) => part !== "").at(-1) ?? "";
    // `Add :KEY TYPE VALUE` names the type first; `Set :KEY VALUE` does not.
    const words = (match[3] ?? "").trim().split(/\s+/);
    const value = verb === "add" ? words.slice(1).join(" ") : words.join(" ");
    writes.push({ domain, key, value, deleted: verb === "delete" });
  }
  return writes;
}

function plutilWrites(args: readonly string[]): PreferenceWrite[] {
  const verb = args.findIndex((arg) => arg === "-replace" || arg === "-insert" || arg === "-remove");
  if (verb < 0) return [];
  const keyPath = args[verb + 1] ?? "";
  const file = args.at(-1) ?? "";
  const key = keyPath.split(".").at(-1) ?? keyPath;
  if (args[verb] === "-remove") return [{ domain: preferenceDomain(file), key, value: "", deleted: true }];
  const type = args[verb + 2] ?? "";
  const value = PLUTIL_TYPE.test(type) ? (args[verb + 3] ?? "") : type;
  return [{ domain: preferenceDomain(file), key, value, deleted: false }];
}

/** The `key = value;` pairs of an old-style property list dictionary, at most 32. */
function dictionaryPairs(text: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const match of text.slice(0, 1_000).matchAll(/"?([\w.-]+)"?\s*=\s*"?([^";]*)"?\s*;/g)) {
    pairs.push([match[1] ?? "", (match[2] ?? "").trim()]);
    if (pairs.length >= 32) break;
  }
  return pairs;
}
