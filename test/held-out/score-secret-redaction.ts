/**
 * Scores a secret detector on the secret-redaction held-out set (`./secret-redaction.ts`).
 *
 * A secret counts as found when one detected span covers it entirely (a span that stops a
 * character short leaves part of the secret in the text). A detected span is a false positive
 * when it overlaps no expected secret: it would redact something that is not a secret, such as one
 * of the set's decoys.
 *
 * @example
 * const score = await scoreSecretDetector((text) => myDetector.find(text));
 * console.log(formatSecretScore(score));
 */
import { SECRET_KINDS, SECRET_REDACTION_HELD_OUT, type SecretKind, type SecretRedactionText } from "./secret-redaction.js";

/** One span a detector reports: `text.slice(start, end)` is what it would redact. */
export interface DetectedSpan {
  start: number;
  end: number;
  kind: string;
}

/** A detector under test. */
export type SecretDetector = (text: string) => DetectedSpan[] | Promise<DetectedSpan[]>;

/** Recall of one kind. */
export interface KindRecall {
  expected: number;
  found: number;
  recall: number;
}

/** A detection that overlaps no expected secret. */
export interface FalsePositive {
  textId: string;
  kind: string;
  /** The text the detector would have redacted. */
  excerpt: string;
}

/** An expected secret the detector did not cover. */
export interface MissedSecret {
  textId: string;
  kind: SecretKind;
  value: string;
}

/** The score of a detector on the set. */
export interface SecretScore {
  perKind: Record<SecretKind, KindRecall>;
  expected: number;
  found: number;
  recall: number;
  detections: number;
  falsePositives: number;
  /** Share of detections that overlap an expected secret; NaN when nothing was detected. */
  precision: number;
  falsePositiveList: FalsePositive[];
  missed: MissedSecret[];
}

interface Occurrence {
  kind: SecretKind;
  value: string;
  start: number;
  end: number;
}

/** Every occurrence of every expected secret of a text (a secret printed twice must be covered twice). */
function occurrencesOf(text: SecretRedactionText): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (const secret of text.secrets) {
    for (let start = text.text.indexOf(secret.value); start !== -1; start = text.text.indexOf(secret.value, start + 1)) {
      occurrences.push({ kind: secret.kind, value: secret.value, start, end: start + secret.value.length });
    }
  }
  return occurrences;
}

function isValidSpan(span: DetectedSpan, length: number): boolean {
  return Number.isInteger(span.start) && Number.isInteger(span.end) && span.start >= 0 && span.end <= length && span.start < span.end;
}

function emptyPerKind(): Record<SecretKind, KindRecall> {
  return Object.fromEntries(SECRET_KINDS.map((kind) => [kind, { expected: 0, found: 0, recall: Number.NaN }])) as Record<SecretKind, KindRecall>;
}

/**
 * Runs `detect` on every text of the set and scores it: recall per kind and overall, precision over
 * all detections. A detector that throws or returns spans outside the text fails loudly: a
 * measurement of a broken detector would mislead.
 */
export async function scoreSecretDetector(
  detect: SecretDetector,
  texts: readonly SecretRedactionText[] = SECRET_REDACTION_HELD_OUT,
): Promise<SecretScore> {
  const perKind = emptyPerKind();
  const falsePositiveList: FalsePositive[] = [];
  const missed: MissedSecret[] = [];
  let detections = 0;

  for (const text of texts) {
    const spans = await detect(text.text);
    for (const span of spans) {
      if (!isValidSpan(span, text.text.length)) {
        throw new RangeError(`The detector returned an invalid span [${span.start}, ${span.end}) for ${text.id} (length ${text.text.length})`);
      }
    }
    detections += spans.length;
    const occurrences = occurrencesOf(text);
    for (const occurrence of occurrences) {
      const tally = perKind[occurrence.kind];
      tally.expected++;
      if (spans.some((span) => span.start <= occurrence.start && span.end >= occurrence.end)) tally.found++;
      else missed.push({ textId: text.id, kind: occurrence.kind, value: occurrence.value });
    }
    for (const span of spans) {
      const overlapsSecret = occurrences.some((occurrence) => span.start < occurrence.end && span.end > occurrence.start);
      if (!overlapsSecret) falsePositiveList.push({ textId: text.id, kind: span.kind, excerpt: text.text.slice(span.start, span.end) });
    }
  }

  for (const tally of Object.values(perKind)) tally.recall = tally.expected === 0 ? Number.NaN : tally.found / tally.expected;
  const expected = Object.values(perKind).reduce((sum, tally) => sum + tally.expected, 0);
  const found = Object.values(perKind).reduce((sum, tally) => sum + tally.found, 0);
  return {
    perKind,
    expected,
    found,
    recall: expected === 0 ? Number.NaN : found / expected,
    detections,
    falsePositives: falsePositiveList.length,
    precision: detections === 0 ? Number.NaN : (detections - falsePositiveList.length) / detections,
    falsePositiveList,
    missed,
  };
}

function formatRatio(value: number): string {
  return Number.isNaN(value) ? "    -" : value.toFixed(3);
}

function shorten(text: string, length: number): string {
  const oneLine = text.replace(/\s*\n\s*/g, "⏎");
  return oneLine.length > length ? `${oneLine.slice(0, length - 1)}…` : oneLine;
}

/**
 * A table of the score: recall per kind, then overall recall and precision; with
 * `{ details: true }` also every missed secret and every false positive.
 */
export function formatSecretScore(score: SecretScore, options: { details?: boolean } = {}): string {
  const lines = [`${"kind".padEnd(26)} expected found recall`];
  for (const kind of SECRET_KINDS) {
    const tally = score.perKind[kind];
    lines.push(`${kind.padEnd(26)} ${String(tally.expected).padStart(8)} ${String(tally.found).padStart(5)} ${formatRatio(tally.recall).padStart(6)}`);
  }
  lines.push(`${"overall".padEnd(26)} ${String(score.expected).padStart(8)} ${String(score.found).padStart(5)} ${formatRatio(score.recall).padStart(6)}`);
  lines.push("", `precision ${formatRatio(score.precision)} (${score.detections} detections, ${score.falsePositives} false positives)`);
  if (options.details) {
    lines.push("", `Missed (${score.missed.length}):`);
    for (const miss of score.missed) lines.push(`  ${miss.textId} ${miss.kind.padEnd(26)} ${shorten(miss.value, 60)}`);
    lines.push("", `False positives (${score.falsePositives}):`);
    for (const falsePositive of score.falsePositiveList) {
      lines.push(`  ${falsePositive.textId} ${falsePositive.kind.padEnd(26)} ${shorten(falsePositive.excerpt, 60)}`);
    }
  }
  return lines.join("\n");
}
