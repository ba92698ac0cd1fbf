import { PatchParseError } from "./patch-parse-error.js";

const ESCAPES: Readonly<Record<string, number>> = { a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, "\\": 92, '"': 34 };

/**
 * Reads one file name from a diff header, as git writes it: either C-quoted (`"a/with\ttab"`) or
 * plain up to a tab (after which `diff -u` puts a timestamp). Returns the name and the rest of the text.
 */
export function readDiffName(text: string, line: number): { name: string; rest: string } {
  if (!text.startsWith('"')) {
    const tab = text.indexOf("\t");
    return tab === -1 ? { name: text.trimEnd(), rest: "" } : { name: text.slice(0, tab), rest: text.slice(tab) };
  }
  const bytes: number[] = [];
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index] ?? "";
    if (char === '"') return { name: Buffer.from(bytes).toString("utf8"), rest: text.slice(index + 1) };
    if (char !== "\\") {
      bytes.push(...Buffer.from(char, "utf8"));
      continue;
    }
    const next = text[index + 1] ?? "";
    const octal = /^[0-7]{3}/.exec(text.slice(index + 1, index + 4));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      index += 3;
    } else if (next in ESCAPES) {
      bytes.push(ESCAPES[next] ?? 0);
      index += 1;
    } else {
      throw new PatchParseError({ line, problem: `unknown escape "\\${next}" in a quoted file name` });
    }
  }
  throw new PatchParseError({ line, problem: "a quoted file name is missing its closing quote" });
}

/**
 * The two names of a `diff --git a/x b/x` line. Unquoted names with spaces are ambiguous; git's
 * own rule applies: both halves name the same file.
 */
export function splitGitDiffNames(rest: string, line: number): [string, string] | undefined {
  if (rest.startsWith('"')) {
    const first = readDiffName(rest, line);
    const second = first.rest.trimStart();
    return second ? [first.name, readDiffName(second, line).name] : undefined;
  }
  const length = (rest.length - 1) / 2;
  if (Number.isInteger(length) && rest[length] === " " && rest.slice(2, length) === rest.slice(length + 3)) {
    return [rest.slice(0, length), rest.slice(length + 1)];
  }
  const split = rest.indexOf(" b/");
  if (split === -1) return undefined;
  const second = rest.slice(split + 1);
  return [rest.slice(0, split), second.startsWith('"') ? readDiffName(second, line).name : second];
}

/** Drops git's `a/` and `b/` prefixes when both sides carry them (`null` stands for `/dev/null`). */
export function stripDiffPrefixes(oldName: string | null, newName: string | null): [string | null, string | null] {
  const oldPrefixed = oldName === null || oldName.startsWith("a/");
  const newPrefixed = newName === null || newName.startsWith("b/");
  if (!oldPrefixed || !newPrefixed || (oldName === null && newName === null)) return [oldName, newName];
  return [oldName === null ? null : oldName.slice(2), newName === null ? null : newName.slice(2)];
}

/** Rejects empty names and NUL characters, which no file system accepts. */
export function checkPatchPath(path: string, line: number): string {
  if (path.trim() === "") throw new PatchParseError({ line, problem: "a file name is empty" });
  if (path.includes("\0")) throw new PatchParseError({ line, problem: "a file name contains a NUL character" });
  return path;
}
