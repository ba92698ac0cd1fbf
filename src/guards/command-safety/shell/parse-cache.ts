import { parseShell, type ParseResult } from "./parse-shell.js";

/**
 * Parse results of recent scripts, by their text: agents run the same commands again and again
 * (`git status`, `npm test`), and code re-parsed inside them (`bash -c '…'`) repeats too. Parsing
 * is a pure function of the text and the walker never changes a tree, so a tree can be walked
 * again. Bounded in entries and in the length of what it keeps; the oldest entry goes first.
 *
 * @example
 * const cache = new ParseCache();
 * cache.parse("npm test") === cache.parse("npm test") // true
 */
export class ParseCache {
  private readonly entries = new Map<string, ParseResult>();

  constructor(
    private readonly maxEntries = 256,
    private readonly maxLength = 4_096,
  ) {}

  /** Parses `source`, or returns the tree parsed for the same text before. */
  parse(source: string): ParseResult {
    if (source.length > this.maxLength) return parseShell(source);
    const known = this.entries.get(source);
    if (known) {
      // Most recently used last.
      this.entries.delete(source);
      this.entries.set(source, known);
      return known;
    }
    const parsed = parseShell(source);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(source, parsed);
    return parsed;
  }
}
