/** Splits patch text into lines, dropping `\r` line endings and the empty tail after a final newline. */
export function splitPatchLines(text: string): string[] {
  const lines = text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** A short, printable excerpt of a patch line for error messages. */
export function quoteLine(line: string): string {
  const shown = line.length > 80 ? `${line.slice(0, 77)}...` : line;
  return JSON.stringify(shown);
}
