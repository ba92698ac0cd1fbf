import { cutNote, joinAroundNote } from "../../truncate.js";

/**
 * Collects a stream of text in bounded memory, keeping its first and last `maxChars / 2`
 * characters, so a flood of output costs nothing and still shows how it started and ended.
 *
 * @example
 * const buffer = new HeadTailBuffer(20_000);
 * child.stdout.on("data", (chunk) => buffer.append(decoder.write(chunk)));
 * buffer.toString() // "start…\n[… 1,234,567 characters cut from the middle …]\n…end"
 */
export class HeadTailBuffer {
  private head = "";
  private tail = "";
  private total = 0;
  private headFull = false;
  private readonly half: number;

  constructor(readonly maxChars: number) {
    this.half = Math.max(1, Math.floor(maxChars / 2));
  }

  /** Characters appended so far. */
  get totalChars(): number {
    return this.total;
  }

  /** Whether anything was dropped. */
  get truncated(): boolean {
    return this.total > this.head.length + this.tail.length;
  }

  append(text: string): void {
    if (text === "") return;
    this.total += text.length;
    let rest = text;
    if (!this.headFull) {
      let room = this.half - this.head.length;
      if (rest.length >= room) {
        this.headFull = true;
        // Never end the head on the first half of a surrogate pair.
        if (/[\ud800-\udbff]/.test(rest[room - 1] ?? "")) room -= 1;
      }
      this.head += rest.slice(0, room);
      rest = rest.slice(room);
    }
    if (rest === "") return;
    this.tail += rest;
    // Trim in batches so a stream of small chunks stays linear.
    if (this.tail.length > this.half * 2) this.tail = this.tail.slice(this.tail.length - this.half);
  }

  toString(): string {
    let tail = this.tail.length > this.half ? this.tail.slice(this.tail.length - this.half) : this.tail;
    // Never start the tail on the second half of a surrogate pair.
    if (/^[\udc00-\udfff]/.test(tail)) tail = tail.slice(1);
    const omitted = this.total - this.head.length - tail.length;
    if (omitted <= 0) return this.head + tail;
    return joinAroundNote(this.head, cutNote(omitted, 0, "from the middle"), tail);
  }
}
