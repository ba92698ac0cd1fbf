/** Start offsets of the non-overlapping occurrences of `needle` in `text`. */
export function findOccurrences(text: string, needle: string): number[] {
  const starts: number[] = [];
  if (needle === "") return starts;
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + needle.length)) starts.push(index);
  return starts;
}

/** The 1-based line number of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) line += 1;
  return line;
}

/**
 * Why `needle` was not found, when something close exists: the same lines apart from whitespace, or
 * only its first line. Returns an empty string when nothing resembles it.
 */
export function describeNearMiss(text: string, needle: string): string {
  const fileLines = text.split(/\r?\n/);
  const wanted = needle.split(/\r?\n/).map((line) => line.trim());
  while (wanted.length > 0 && wanted[0] === "") wanted.shift();
  while (wanted.length > 0 && wanted[wanted.length - 1] === "") wanted.pop();
  if (wanted.length === 0) return "";
  const trimmed = fileLines.map((line) => line.trim());
  for (let start = 0; start + wanted.length <= trimmed.length; start += 1) {
    if (wanted.every((line, offset) => trimmed[start + offset] === line)) {
      const range = wanted.length === 1 ? `line ${start + 1}` : `lines ${start + 1}-${start + wanted.length}`;
      return ` The file has it at ${range} with different whitespace (indentation, tabs or trailing spaces); copy those lines exactly as the file has them.`;
    }
  }
  const first = wanted[0] ?? "";
  const hits = trimmed.flatMap((line, index) => (line === first ? [index + 1] : []));
  if (hits.length > 0) {
    return ` Its first line appears at line${hits.length === 1 ? "" : "s"} ${hits.slice(0, 5).join(", ")}, but the lines after it differ from the file.`;
  }
  return "";
}
