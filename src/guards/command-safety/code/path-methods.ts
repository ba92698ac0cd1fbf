import type { Literal } from "./literals.js";

/** At most this many calls and subscripts are walked back over to find a method's receiver. */
const MAX_RECEIVER_STEPS = 12;
/** A receiver longer than this is left unknown. */
const MAX_RECEIVER = 600;

/**
 * Where the object a method is called on starts, in code whose strings are masked: `dot` is the
 * index of the `.` before the method's name. Walks back over names, attribute dots, calls and
 * subscripts (`Path.home().joinpath("x")`, `(base / "x")`, `p`).
 *
 * @example
 * receiverStart("x = (a / b).write_text(c)", 11) // 4
 */
export function receiverStart(masked: string, dot: number): number {
  let index = dot;
  for (let step = 0; step < MAX_RECEIVER_STEPS && index > 0 && dot - index < MAX_RECEIVER; step++) {
    while (index > 0 && /[\w.]/.test(masked[index - 1] as string)) index--;
    const before = masked[index - 1];
    if (before !== ")" && before !== "]") break;
    const open = openingBracket(masked, index - 1);
    if (open < 0) return dot;
    index = open;
  }
  return index;
}

/** The bracket opening the one closing at `close` (strings are masked, so brackets in them are gone). */
function openingBracket(masked: string, close: number): number {
  let depth = 0;
  for (let index = close; index >= 0 && close - index < MAX_RECEIVER; index--) {
    const char = masked[index];
    if (char === ")" || char === "]" || char === "}") depth++;
    else if (char === "(" || char === "[" || char === "{") {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/**
 * What a pathlib method does to the path it is called on, as the shell command with the same
 * effect: `p.write_text(…)` → `tee p`, `p.unlink()` → `rm -f p`, `p.rename(q)`/`p.replace(q)` →
 * `mv p q`, `p.symlink_to(q)` → `ln -sf q p`, `p.chmod(0o644)` → `chmod 644 p`, `p.open("w")` →
 * `tee p`, `p.read_text()` → `cat p`. `pathlib` says whether the code uses pathlib at all (`rename`
 * and `replace` are string methods too).
 *
 * @example
 * pathMethodCommand("unlink", "/home/ada/.claude/settings.json", [], true) // ["rm", "-f", "/home/ada/.claude/settings.json"]
 */
export function pathMethodCommand(method: string, target: string, args: readonly Literal[], pathlib: boolean): string[] | undefined {
  const [first] = args;
  const value = first?.kind === "string" ? first.value : undefined;
  switch (method) {
    case "write_text":
    case "write_bytes":
      return ["tee", target];
    case "read_text":
    case "read_bytes":
      return ["cat", target];
    case "unlink":
      return ["rm", "-f", target];
    case "rmdir":
      return ["rmdir", target];
    case "rename":
    case "replace":
      return pathlib && value !== undefined ? ["mv", target, value] : undefined;
    case "symlink_to":
    case "hardlink_to":
      return value !== undefined ? ["ln", "-sf", value, target] : undefined;
    case "chmod": {
      const mode = first?.kind === "dynamic" ? octal(first.text) : undefined;
      return mode !== undefined ? ["chmod", mode, target] : undefined;
    }
    case "open": {
      const mode = value ?? (first?.kind === "dynamic" ? /^\s*mode\s*=\s*["']([^"']*)["']/.exec(first.text)?.[1] : undefined) ?? "r";
      return /[wax+]/.test(mode) ? ["tee", ...(mode.includes("a") ? ["-a"] : []), target] : ["cat", target];
    }
    default:
      return undefined;
  }
}

/** A mode written as a Python number (`0o644`, `420`) in octal digits. */
function octal(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^0o[0-7]+$/i.test(trimmed)) return trimmed.slice(2);
  if (/^\d+$/.test(trimmed)) return Number(trimmed).toString(8);
  return undefined;
}
