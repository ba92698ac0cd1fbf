import type { CorpusText } from "./corpus.js";

/** A detection, as the detector reports it. */
export interface Span {
  start: number;
  end: number;
  kind: string;
}

/** Recall per kind, precision over all detections, and what was missed or wrongly found. */
export interface CorpusScore {
  perKind: Map<string, { expected: number; found: number }>;
  expected: number;
  found: number;
  detections: number;
  falsePositives: { textId: string; kind: string; excerpt: string }[];
  missed: { textId: string; kind: string; value: string }[];
}

/**
 * Scores `detect` on labelled texts. A secret is found when one span covers every occurrence of it;
 * a span that overlaps no expected secret is a false positive.
 */
export function scoreCorpus(texts: readonly CorpusText[], detect: (text: string) => Span[]): CorpusScore {
  const score: CorpusScore = { perKind: new Map(), expected: 0, found: 0, detections: 0, falsePositives: [], missed: [] };
  for (const text of texts) {
    const spans = detect(text.text);
    score.detections += spans.length;
    const occurrences: { kind: string; value: string; start: number; end: number }[] = [];
    for (const secret of text.secrets) {
      for (let at = text.text.indexOf(secret.value); at !== -1; at = text.text.indexOf(secret.value, at + 1)) {
        occurrences.push({ ...secret, start: at, end: at + secret.value.length });
      }
      if (!text.text.includes(secret.value)) throw new Error(`corpus ${text.id}: ${secret.kind} is not in the text`);
    }
    for (const occurrence of occurrences) {
      const tally = score.perKind.get(occurrence.kind) ?? { expected: 0, found: 0 };
      score.perKind.set(occurrence.kind, tally);
      tally.expected++;
      score.expected++;
      if (spans.some((span) => span.start <= occurrence.start && span.end >= occurrence.end)) {
        tally.found++;
        score.found++;
      } else score.missed.push({ textId: text.id, kind: occurrence.kind, value: occurrence.value });
    }
    for (const span of spans) {
      if (!occurrences.some((occurrence) => span.start < occurrence.end && span.end > occurrence.start)) {
        score.falsePositives.push({ textId: text.id, kind: span.kind, excerpt: text.text.slice(span.start, span.end) });
      }
    }
  }
  return score;
}

/** The score as a table: recall per kind, then overall recall and precision, then every miss and false positive. */
export function formatCorpusScore(score: CorpusScore): string {
  const ratio = (a: number, b: number) => (b === 0 ? "    -" : (a / b).toFixed(3));
  const lines = [`${"kind".padEnd(24)} expected found recall`];
  for (const [kind, tally] of [...score.perKind].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${kind.padEnd(24)} ${String(tally.expected).padStart(8)} ${String(tally.found).padStart(5)} ${ratio(tally.found, tally.expected).padStart(6)}`);
  }
  lines.push(`${"overall".padEnd(24)} ${String(score.expected).padStart(8)} ${String(score.found).padStart(5)} ${ratio(score.found, score.expected).padStart(6)}`);
  lines.push("", `kinds ${score.perKind.size}, precision ${ratio(score.detections - score.falsePositives.length, score.detections)} (${score.detections} detections, ${score.falsePositives.length} false positives)`);
  for (const miss of score.missed) lines.push(`  missed ${miss.textId} ${miss.kind}: ${miss.value.slice(0, 60)}`);
  for (const wrong of score.falsePositives) lines.push(`  false positive ${wrong.textId} ${wrong.kind}: ${wrong.excerpt.replace(/\n/g, "⏎").slice(0, 60)}`);
  return lines.join("\n");
}
