import { ownEntry } from "../../../util/own-entry.js";
/** The categories of the built-in rules, by rule id prefix. */
export const RULE_CATEGORIES: Readonly<Record<string, string>> = {
  fs: "filesystem",
  disk: "disk",
  perm: "permissions",
  sysfile: "system-files",
  rce: "remote-code",
  code: "remote-code",
  remote: "remote-execution",
  net: "network",
  fork: "fork-bomb",
  git: "git",
  docker: "docker",
  secrets: "secrets",
  host: "host",
  infra: "infrastructure",
  planes: "infrastructure",
  tamper: "tampering",
  strict: "strict",
  input: "input",
};

/**
 * The category of a rule id: its prefix before the first dot, mapped through `RULE_CATEGORIES`.
 *
 * @example
 * categoryOf("fs.recursive-delete-root") // "filesystem"
 */
export function categoryOf(ruleId: string): string {
  const prefix = ruleId.split(".", 1)[0] ?? ruleId;
  return ownEntry(RULE_CATEGORIES, prefix) ?? prefix;
}
