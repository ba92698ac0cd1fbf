import type { Field } from "../model.js";

/**
 * The program a command word names: its base name, lower-cased (case-insensitive file systems run
 * `/BIN/RM` as `rm`), without Windows' `.exe` suffix (Windows, and WSL through `/mnt/c/…`, run
 * `netsh.exe` and `C:\Windows\System32\NETSH.EXE` as `netsh`). Empty when the word is not known.
 *
 * @example
 * commandName({ value: "/usr/bin/rm", text: "/usr/bin/rm", glob: false }) // "rm"
 * commandName({ value: "/mnt/c/Windows/System32/netsh.exe", text: "…", glob: false }) // "netsh"
 */
export function commandName(field: Field | undefined): string {
  const value = field?.value;
  if (value === undefined) return "";
  // Unquoted, `C:\Windows\System32\netsh.exe` loses its backslashes to the shell; the word as typed keeps them.
  const spelled = /^[A-Za-z]:[^\\/]/.test(value) && /^["']?[A-Za-z]:\\/.test(field?.text ?? "") ? (field?.text ?? value).replace(/["']/g, "") : value;
  const base = spelled.slice(Math.max(spelled.lastIndexOf("/"), spelled.lastIndexOf("\\")) + 1).toLowerCase();
  return base.length > 4 && base.endsWith(".exe") ? base.slice(0, -4) : base;
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
