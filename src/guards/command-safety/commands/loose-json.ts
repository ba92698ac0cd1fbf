/**
 * Parses a JSON file as editors and agent hosts accept it: plain JSON, or JSON with whole-line
 * comments and trailing commas (VS Code, devcontainers, Zed), or the outermost object of a text
 * with other lines around it (a heredoc's last line). Undefined when none of these parse.
 *
 * @example
 * parseLooseJson('// dev\n{"a": 1,}') // { a: 1 }
 * parseLooseJson("{not json") // undefined
 */
export function parseLooseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const cleaned = text.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*[}\]])/g, "$1");
    try {
      return JSON.parse(cleaned.slice(cleaned.indexOf("{"), cleaned.lastIndexOf("}") + 1));
    } catch {
      return undefined;
    }
  }
}

/** Whether a value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A word quoted for a shell command line, left bare when it needs no quotes.
 *
 * @example
 * shellQuote("x y") // "'x y'"
 * shellQuote("-y") // "-y"
 */
export function shellQuote(word: string): string {
  return /^[\w./:=@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
