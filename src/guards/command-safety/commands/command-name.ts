import type { Field } from "../model.js";

/**
 * The program a command word names: its base name, lower-cased (case-insensitive file systems run
 * `/BIN/RM` as `rm`). Empty when the word is not known.
 *
 * @example
 * commandName({ value: "/usr/bin/rm", text: "/usr/bin/rm", glob: false }) // "rm"
 */
export function commandName(field: Field | undefined): string {
  const value = field?.value;
  if (value === undefined) return "";
  const base = value.slice(value.lastIndexOf("/") + 1);
  return base.toLowerCase();
}

/**
 * The family of a versioned interpreter name: `python3.12` → `python`, `nodejs` → `node`.
 *
 * @example
 * interpreterFamily("python3.12") // "python"
 */
export function interpreterFamily(name: string): string | undefined {
  if (/^(?:python|pypy)(?:\d+(?:\.\d+)*)?$/.test(name)) return "python";
  if (/^(?:node|nodejs)(?:\d+)?$/.test(name) || name === "bun" || name === "deno") return "node";
  if (/^perl(?:\d+(?:\.\d+)*)?$/.test(name)) return "perl";
  if (/^ruby(?:\d+(?:\.\d+)*)?$/.test(name) || name === "jruby") return "ruby";
  if (/^php(?:\d+(?:\.\d+)*)?(?:-cli)?$/.test(name)) return "php";
  if (/^(?:awk|gawk|mawk|nawk|busybox-awk)$/.test(name)) return "awk";
  if (/^(?:lua|luajit)(?:\d+(?:\.\d+)*)?$/.test(name)) return "lua";
  if (name === "rscript" || name === "r") return "r";
  if (/^julia(?:-\d+(?:\.\d+)*)?$/.test(name)) return "julia";
  return undefined;
}
