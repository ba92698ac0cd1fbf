/** Bounds that keep every analysis fast, whatever the input. */
export interface AnalysisLimits {
  /** Longest command analysed structurally (characters); longer ones get the fail-closed scan. */
  maxLength: number;
  /** How many times code may be re-parsed inside code (`bash -c "eval '…'"` is depth 2). */
  maxDepth: number;
  /** Nesting of compound commands and substitutions the walker follows. */
  maxNesting: number;
  /** Work units (nodes, fields, invocations) one analysis may spend. */
  maxSteps: number;
  /** Characters of code re-parsed in total. */
  maxReparsedLength: number;
  /** Pieces of code re-parsed in total (each `eval`, `bash -c`, …). */
  maxReparses: number;
  /** Fields one word may expand to (brace expansion). */
  maxFieldsPerWord: number;
  /** Longest variable value tracked. */
  maxValueLength: number;
  /** Words and operators parsed in total, the command and every piece of code re-parsed from it (parsing time grows with them). */
  maxTokens: number;
}

/**
 * The default limits: 100 kB of input, 4,000 words and operators parsed, 1,000 work units, code
 * nested 8 deep. Everyday commands use a few dozen units; the bounds keep any input under 100 ms.
 */
export const DEFAULT_LIMITS: AnalysisLimits = Object.freeze({
  maxLength: 100_000,
  maxDepth: 8,
  maxNesting: 150,
  maxSteps: 1_000,
  maxReparsedLength: 50_000,
  maxReparses: 1_000,
  maxFieldsPerWord: 512,
  maxValueLength: 100_000,
  maxTokens: 4_000,
});

/** Thrown inside the analysis when a limit is hit; the analysis then falls back to the fail-closed scan. */
export class LimitExceeded extends Error {
  constructor(readonly limit: keyof AnalysisLimits) {
    super(`analysis limit exceeded: ${limit}`);
    this.name = "LimitExceeded";
  }
}

/** Counts work against the limits. */
export class Budget {
  private steps = 0;
  private reparsed = 0;
  private reparses = 0;
  private tokens = 0;

  constructor(readonly limits: AnalysisLimits) {}

  /** Spends `units` of work. */
  spend(units = 1): void {
    this.steps += units;
    if (this.steps > this.limits.maxSteps) throw new LimitExceeded("maxSteps");
  }

  /** Accounts for the words and operators of code about to be parsed, before the parser spends time on them. */
  parse(text: string): void {
    this.tokens += countTokens(text, this.limits.maxTokens - this.tokens + 1);
    if (this.tokens > this.limits.maxTokens) throw new LimitExceeded("maxTokens");
  }

  /** Accounts for `length` characters of re-parsed code. */
  reparse(length: number): void {
    this.reparsed += length;
    if (this.reparsed > this.limits.maxReparsedLength) throw new LimitExceeded("maxReparsedLength");
    if (++this.reparses > this.limits.maxReparses) throw new LimitExceeded("maxReparses");
  }
}

/**
 * Words and operators in shell text, counted up to `stopAt`: each run of characters other than
 * blanks, backticks and the operators `;&|()<>` counts once, each operator run once, and each
 * backtick (escaped or not, quoted or not) once. The bodies of
 * here-documents are data the parser does not tokenize, and are skipped. Linear in the length.
 *
 * @example
 * countTokens("rm -rf build && npm test", 100) // 6
 */
export function countTokens(text: string, stopAt: number): number {
  let count = 0;
  let kind = 0; // 0 blank, 1 word, 2 operator, 3 backtick
  const pending: string[] = [];
  for (let index = 0; index < text.length && count < stopAt; index++) {
    const code = text.charCodeAt(index);
    if (code === 60 && text.charCodeAt(index + 1) === 60 && text.charCodeAt(index + 2) !== 60) {
      const delimiter = /^<<-?\s*(['"]?)([\w.-]+)\1/.exec(text.slice(index, index + 80));
      if (delimiter) pending.push(delimiter[2] as string);
    }
    if (code === 10 && pending.length > 0) {
      index = skipHereDocuments(text, index + 1, pending) - 1;
      kind = 0;
      continue;
    }
    // Each backtick opens or closes a command substitution (escaped ones do at the next level of
    // nesting), which costs the parser and the walker what `$(` and `)` do: it counts on its own.
    if (code === 96) {
      count++;
      kind = 3;
      continue;
    }
    const next = code === 32 || code === 9 || code === 10 || code === 13 ? 0 : code === 59 || code === 38 || code === 124 || code === 40 || code === 41 || code === 60 || code === 62 ? 2 : 1;
    if (next !== 0 && next !== kind) count++;
    kind = next;
  }
  return count;
}

/** The index after the here-document bodies that start at `start`, each ended by a line holding its delimiter. */
function skipHereDocuments(text: string, start: number, delimiters: string[]): number {
  let index = start;
  while (delimiters.length > 0 && index < text.length) {
    const end = text.indexOf("\n", index);
    const line = (end < 0 ? text.slice(index) : text.slice(index, end)).replace(/^\t+/, "");
    if (line === delimiters[0]) delimiters.shift();
    index = end < 0 ? text.length : end + 1;
  }
  delimiters.length = 0;
  return index;
}
