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
}

/** The default limits: 100 kB of input, code nested 8 deep. */
export const DEFAULT_LIMITS: AnalysisLimits = Object.freeze({
  maxLength: 100_000,
  maxDepth: 8,
  maxNesting: 150,
  maxSteps: 200_000,
  maxReparsedLength: 200_000,
  maxReparses: 1_000,
  maxFieldsPerWord: 512,
  maxValueLength: 100_000,
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

  constructor(readonly limits: AnalysisLimits) {}

  /** Spends `units` of work. */
  spend(units = 1): void {
    this.steps += units;
    if (this.steps > this.limits.maxSteps) throw new LimitExceeded("maxSteps");
  }

  /** Accounts for `length` characters of re-parsed code. */
  reparse(length: number): void {
    this.reparsed += length;
    if (this.reparsed > this.limits.maxReparsedLength) throw new LimitExceeded("maxReparsedLength");
    if (++this.reparses > this.limits.maxReparses) throw new LimitExceeded("maxReparses");
  }
}
