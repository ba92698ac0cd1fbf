/** Which part of a long text survives truncation. */
export type TruncateMode = "head" | "head_tail";

/** Options of `truncateOutput`. */
export interface TruncateOptions {
  /** The most characters of the original text to keep (the note comes on top). */
  maxChars: number;
  /** `head` keeps the start; `head_tail` keeps the start and the end (where errors and summaries usually are). */
  mode?: TruncateMode;
}

/** A text sized for a model, with what was cut. */
export interface TruncatedText {
  /** The kept text, with a note where text was cut. */
  text: string;
  truncated: boolean;
  /** How many characters were cut. */
  omittedChars: number;
  /** How many whole or partial lines were cut. */
  omittedLines: number;
}

/**
 * Shortens a text for a model, never silently: the cut is replaced by a note saying how much went.
 * Cuts prefer line boundaries and never split a surrogate pair.
 *
 * @example
 * truncateOutput(log, { maxChars: 20_000, mode: "head_tail" }).text
 * // "first lines…\n[… 12,345 characters (310 lines) cut from the middle …]\n…last lines"
 */
export function truncateOutput(text: string, options: TruncateOptions): TruncatedText {
  const maxChars = Math.max(0, Math.floor(options.maxChars));
  if (text.length <= maxChars) return { text, truncated: false, omittedChars: 0, omittedLines: 0 };
  if ((options.mode ?? "head") === "head") {
    const end = preferLineEnd(text, 0, maxChars);
    const cut = text.slice(end);
    return {
      text: `${text.slice(0, end)}${end > 0 && !text.slice(0, end).endsWith("\n") ? "\n" : ""}${cutNote(cut.length, countLines(cut), "from the end")}`,
      truncated: true,
      omittedChars: cut.length,
      omittedLines: countLines(cut),
    };
  }
  const headEnd = preferLineEnd(text, 0, Math.ceil(maxChars / 2));
  const tailStart = preferLineStart(text, text.length - (maxChars - headEnd), text.length);
  const cut = text.slice(headEnd, tailStart);
  return {
    text: joinAroundNote(text.slice(0, headEnd), cutNote(cut.length, countLines(cut), "from the middle"), text.slice(tailStart)),
    truncated: true,
    omittedChars: cut.length,
    omittedLines: countLines(cut),
  };
}

/**
 * The note that replaces cut text.
 *
 * @example
 * cutNote(12345, 310, "from the middle") // "[… 12,345 characters (310 lines) cut from the middle …]"
 */
export function cutNote(chars: number, lines: number, where: string): string {
  const lineText = lines > 0 ? ` (${lines.toLocaleString("en-US")} line${lines === 1 ? "" : "s"})` : "";
  return `[… ${chars.toLocaleString("en-US")} character${chars === 1 ? "" : "s"}${lineText} cut ${where} …]`;
}

/** Puts a note between two kept parts, each on its own lines. */
export function joinAroundNote(head: string, note: string, tail: string): string {
  const before = head === "" || head.endsWith("\n") ? head : `${head}\n`;
  const after = tail === "" || tail.startsWith("\n") ? tail : `\n${tail}`;
  return `${before}${note}${after}`;
}

function countLines(text: string): number {
  if (text === "") return 0;
  let lines = 1;
  for (let index = text.indexOf("\n"); index !== -1 && index < text.length - 1; index = text.indexOf("\n", index + 1)) lines += 1;
  return lines;
}

// Ends the head just after a newline when one lies in the last fifth of the budget.
function preferLineEnd(text: string, start: number, budget: number): number {
  let end = start + budget;
  const newline = text.lastIndexOf("\n", end - 1);
  if (newline >= start + budget * 0.8) end = newline + 1;
  return safeBoundary(text, end);
}

// Starts the tail just after a newline when one lies in the first fifth of what is kept.
function preferLineStart(text: string, start: number, end: number): number {
  const newline = text.indexOf("\n", start);
  const begin = newline !== -1 && newline < start + (end - start) * 0.2 ? newline + 1 : start;
  return safeBoundary(text, begin);
}

function safeBoundary(text: string, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xd800 && code <= 0xdbff ? index - 1 : index;
}
