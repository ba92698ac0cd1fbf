/** How many `call` levels are expanded (each one re-reads the line once). */
const MAX_CALLS = 2;
/** How many `set` variables one line keeps. */
const MAX_VARIABLES = 32;

/**
 * Reads a cmd.exe line the way cmd.exe does before running it, as far as the line itself tells:
 * `^` escapes outside double quotes are removed (`^r^d` is `rd`), and a command started by `call`
 * has the variables the line `set` before it expanded — `%x%` and its substrings `%x:~0,1%` — so
 * `set x=rd&& call %x% /s /q C:\` reads as `rd /s /q C:\` (DOSfuscation's building blocks).
 * `set` commands themselves stay in the line; unknown variables stay as written.
 *
 * @example
 * readCmdLine("set x=rd&& call %x:~0,1%%x:~1,1% /s /q D:\\") // "set x=rd&& rd /s /q D:\\"
 * readCmdLine("^r^d /^s D:\\") // "rd /s D:\\"
 */
export function readCmdLine(code: string): string {
  return readLevel(removeCarets(code), 0);
}

function readLevel(code: string, depth: number): string {
  if (!/\bcall\b/i.test(code) || depth >= MAX_CALLS) return code;
  const variables = new Map<string, string>();
  const out: string[] = [];
  // Commands and the separators between them (`&&`, `||`, `&`, `|`), quotes kept whole.
  for (const piece of code.match(/"[^"]*"|&&|\|\||[&|]|[^&|"]+/g) ?? []) {
    if (/^(?:&&|\|\||[&|])$/.test(piece) || out.length === 0 || /^(?:&&|\|\||[&|])$/.test(out.at(-1) ?? "")) out.push(piece);
    else out[out.length - 1] += piece;
  }
  return out
    .map((command) => {
      const set = /^\s*set\s+"?([A-Za-z_][\w.-]*)=(.*)$/is.exec(command);
      if (set?.[1] !== undefined && set[2] !== undefined) {
        const value = set[2].trimEnd();
        if (variables.size < MAX_VARIABLES) variables.set(set[1].toLowerCase(), command.trimStart().slice(3).trimStart().startsWith('"') && value.endsWith('"') ? value.slice(0, -1) : value);
        return command;
      }
      const call = /^(\s*)call\s+(.*)$/is.exec(command);
      if (call?.[2] === undefined) return command;
      return `${call[1] ?? ""}${readLevel(expandVariables(call[2], variables), depth + 1)}`;
    })
    .join("");
}

/** `^x` is `x` outside double quotes (`^^` a caret). */
function removeCarets(code: string): string {
  if (!code.includes("^")) return code;
  let out = "";
  let quoted = false;
  for (let index = 0; index < code.length; index++) {
    const char = code[index] as string;
    if (char === '"') quoted = !quoted;
    if (char === "^" && !quoted && index + 1 < code.length) {
      out += code[index + 1];
      index++;
    } else out += char;
  }
  return out;
}

/** `%name%` and `%name:~start[,length]%` with the values the line set; others as written. */
function expandVariables(text: string, variables: ReadonlyMap<string, string>): string {
  return text.replace(/%([A-Za-z_][\w.-]*)(?::~(-?\d{1,4})(?:,(-?\d{1,4}))?)?%/g, (whole, name: string, start?: string, length?: string) => {
    const value = variables.get(name.toLowerCase());
    if (value === undefined) return whole;
    if (start === undefined) return value;
    const from = Number(start) < 0 ? Math.max(0, value.length + Number(start)) : Math.min(value.length, Number(start));
    if (length === undefined) return value.slice(from);
    const count = Number(length);
    return count < 0 ? value.slice(from, Math.max(from, value.length + count)) : value.slice(from, from + count);
  });
}
