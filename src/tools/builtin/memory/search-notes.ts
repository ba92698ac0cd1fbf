import type { NoteChunk } from "./memory-notes.js";

/** A passage that matched a query, with its score. */
export interface NoteHit extends NoteChunk {
  score: number;
}

/** The words of a text, lower-cased (letters and digits of any script). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((token) => token.length > 1 || /\p{N}/u.test(token));
}

/**
 * Ranks passages for a query: each query word counts by how often it starts a word of the passage
 * (so "deploy" finds "deployment"), weighted by rarity across all passages; passages holding every
 * word, the exact phrase, or the word in their heading or file name rank higher.
 *
 * @example
 * searchNotes(chunks, "staging deploy", 5)
 */
export function searchNotes(chunks: readonly NoteChunk[], query: string, limit: number): NoteHit[] {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return [];
  const phrase = query.trim().toLowerCase();
  const tokenized = chunks.map((chunk) => tokenize(chunk.text));
  const documentFrequency = terms.map((term) => tokenized.filter((tokens) => tokens.some((token) => token.startsWith(term))).length);
  const hits: NoteHit[] = [];
  chunks.forEach((chunk, index) => {
    const tokens = tokenized[index] ?? [];
    const heading = (chunk.heading ?? "").toLowerCase();
    const fileName = chunk.path.toLowerCase();
    let score = 0;
    let matched = 0;
    terms.forEach((term, termIndex) => {
      const count = tokens.filter((token) => token.startsWith(term)).length;
      const inHeading = heading.includes(term);
      const inName = fileName.includes(term);
      if (count === 0 && !inHeading && !inName) return;
      matched += 1;
      const rarity = Math.log(1 + chunks.length / Math.max(1, documentFrequency[termIndex] ?? 0));
      score += rarity * ((count > 0 ? 1 + Math.log(count) : 0) + (inHeading ? 1 : 0) + (inName ? 0.5 : 0));
    });
    if (matched === 0) return;
    score *= matched / terms.length;
    if (terms.length > 1 && phrase.length > 0 && chunk.text.toLowerCase().includes(phrase)) score *= 1.5;
    hits.push({ ...chunk, score });
  });
  return hits.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path) || a.startLine - b.startLine).slice(0, limit);
}
