import { transcriptRevision } from "../messages/transcript-revision.js";
import type { Message } from "../messages/types.js";

/**
 * The raw tokens of message lists, counted so that a step costs what it adds, not what the
 * transcript holds. The running sums of the list counted last are kept: each turn's request
 * repeats the last one's messages and adds a few, and only those are counted.
 *
 * Whether a list still starts with the messages counted last is known without comparing them when
 * both are of the same revision of the loop's transcript (see `transcriptRevision`: it changes
 * whenever the transcript changes other than by appends). Any other list (a rewritten transcript,
 * a request a hook changed, a caller's own list) is compared with the messages counted last, and
 * counted from where they differ. A message is counted once, when it can no longer change (frozen
 * with its content, as the loop freezes transcript messages); one that can still change is
 * counted every time, and the sums stop before it.
 *
 * @example
 * const tokens = new TranscriptTokens((message) => countMessage(message));
 * tokens.list(snapshot); // counts every message
 * tokens.list(next);     // a later snapshot of the same transcript: counts only the new messages
 */
export class TranscriptTokens {
  readonly #count: (message: Message) => number;
  /** Counts of messages that can no longer change; those in `#counted` past `#cachedUpTo` are only there. */
  readonly #cache = new WeakMap<Message, number>();
  /** The revision of the list counted last (a frozen list that is no transcript's is its own). */
  #revision: object | undefined;
  /** The leading messages of the list counted last that can no longer change, and their running sums. */
  readonly #counted: Message[] = [];
  readonly #sums: number[] = [];
  #cachedUpTo = 0;

  /** `count` gives the raw tokens of one message, every time it is called. */
  constructor(count: (message: Message) => number) {
    this.#count = count;
  }

  /** The raw tokens of one message, counted once when it can no longer change. */
  message(message: Message): number {
    this.#flush();
    const known = this.#cache.get(message);
    if (known !== undefined) return known;
    const tokens = this.#count(message);
    if (isImmutable(message)) this.#cache.set(message, tokens);
    return tokens;
  }

  /** The raw tokens of a list of messages. */
  list(messages: readonly Message[]): number {
    if (messages.length === 0) return 0;
    const revision = transcriptRevision(messages) ?? (Object.isFrozen(messages) ? messages : undefined);
    const counted = this.#counted;
    const sums = this.#sums;
    const known = counted.length;
    let shared: number;
    if (revision !== undefined && revision === this.#revision && messages.length >= known && (known === 0 || messages[known - 1] === counted[known - 1])) {
      // The same revision: the messages counted last are still this list's first ones.
      shared = known;
    } else {
      // Keep the counts of what was counted before, whatever the list shares with it.
      this.#flush();
      shared = 0;
      const comparable = Math.min(known, messages.length);
      while (shared < comparable && counted[shared] === messages[shared]) shared++;
    }
    let raw = shared === 0 ? 0 : sums[shared - 1]!;
    // Only a list with a revision is remembered: any other could change before it is seen again.
    let remember = revision !== undefined;
    if (remember) {
      this.#revision = revision;
      if (shared < known) {
        counted.length = shared;
        sums.length = shared;
        this.#cachedUpTo = Math.min(this.#cachedUpTo, shared);
      }
    }
    const cache = this.#cache;
    for (let index = shared; index < messages.length; index++) {
      const message = messages[index]!;
      let tokens = cache.get(message);
      let immutable = tokens !== undefined;
      if (tokens === undefined) {
        tokens = this.#count(message);
        immutable = isImmutable(message);
      }
      raw += tokens;
      // Nor is anything from a message that can still change on.
      remember &&= immutable;
      if (remember) {
        counted.push(message);
        sums.push(raw);
      } else if (immutable) {
        cache.set(message, tokens);
      }
    }
    return raw;
  }

  /** Puts the counts only the running sums hold into the cache (before they are forgotten, or looked up one by one). */
  #flush(): void {
    const counted = this.#counted;
    const sums = this.#sums;
    for (let index = this.#cachedUpTo; index < counted.length; index++) this.#cache.set(counted[index]!, sums[index]! - (index === 0 ? 0 : sums[index - 1]!));
    this.#cachedUpTo = counted.length;
  }
}

/**
 * Whether a message can no longer change, so its count can be kept: frozen, and so are its content
 * and every block (a message frozen only on the surface could still have its blocks edited).
 */
function isImmutable(message: Message): boolean {
  if (!Object.isFrozen(message) || !Object.isFrozen(message.content)) return false;
  for (const block of message.content) {
    if (!Object.isFrozen(block)) return false;
    if (block.type === "tool_use" && !isDeeplyFrozen(block.input)) return false;
  }
  return true;
}

/** Whether a value and everything reachable from it is frozen (`Date`s and typed arrays, which `deepFreeze` leaves alone, count as frozen). */
function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (value instanceof Date || ArrayBuffer.isView(value)) return true;
  if (!Object.isFrozen(value)) return false;
  for (const key in value) {
    if (Object.hasOwn(value, key) && !isDeeplyFrozen((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}
