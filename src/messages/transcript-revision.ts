import type { Message } from "./types.js";

/**
 * One revision of a live transcript: it stays the same while messages are only appended at the
 * transcript's end, and is replaced by a new one at any other change. Opaque; compared by identity.
 */
export type TranscriptRevision = object;

// Keyed by the arrays themselves, so a transcript nobody tracks, or one that is gone, costs nothing.
const current = new WeakMap<readonly Message[], TranscriptRevision>();
const ofSnapshot = new WeakMap<readonly Message[], TranscriptRevision>();

/**
 * Starts keeping the revision of a live transcript, whose owner (the loop) from then on reports every
 * change other than an append with `reviseTranscript`; returns its current revision.
 *
 * @example
 * trackTranscript(messages);
 * messages.push(next);           // an append: same revision
 * messages[2] = edited;          // anything else:
 * reviseTranscript(messages);    // a new revision
 */
export function trackTranscript(messages: readonly Message[]): TranscriptRevision {
  let revision = current.get(messages);
  if (revision === undefined) current.set(messages, (revision = {}));
  return revision;
}

/** Records a change to a tracked transcript other than messages appended at its end (a message replaced, inserted, removed). */
export function reviseTranscript(messages: readonly Message[]): void {
  if (current.has(messages)) current.set(messages, {});
}

/** Records that `snapshot` is a copy of the live transcript `source` as it is now (and starts tracking `source`). */
export function recordTranscriptSnapshot(snapshot: readonly Message[], source: readonly Message[]): void {
  ofSnapshot.set(snapshot, trackTranscript(source));
}

/**
 * The revision a list belongs to: a recorded snapshot's (its source's when it was taken), a tracked
 * transcript's current one; `undefined` for any other list. Two lists of the same revision are
 * prefixes one of the other (their first messages are the same objects), without comparing them.
 */
export function transcriptRevision(list: readonly Message[]): TranscriptRevision | undefined {
  return ofSnapshot.get(list) ?? current.get(list);
}
