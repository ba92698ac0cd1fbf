/**
 * The most recent output of a background process, with absolute offsets so each reader can ask
 * for "everything since offset N" and learn how much was dropped in between.
 *
 * @example
 * const log = new RollingLog(100_000);
 * log.append("ready\n");
 * log.readFrom(0) // { text: "ready\n", dropped: 0, next: 6 }
 */
export class RollingLog {
  private text = "";
  private start = 0;

  constructor(readonly maxChars: number) {}

  /** Offset just past the last character ever appended. */
  get end(): number {
    return this.start + this.text.length;
  }

  append(chunk: string): void {
    if (chunk === "") return;
    this.text += chunk;
    // Trim in batches so many small chunks stay linear.
    if (this.text.length > this.maxChars * 2) {
      const drop = this.text.length - this.maxChars;
      this.text = this.text.slice(drop);
      this.start += drop;
    }
  }

  /** The text from `offset` on; `dropped` counts characters no longer kept. */
  readFrom(offset: number): { text: string; dropped: number; next: number } {
    const kept = this.text.length > this.maxChars ? this.text.slice(this.text.length - this.maxChars) : this.text;
    const keptStart = this.end - kept.length;
    const from = Math.max(offset, keptStart);
    return { text: kept.slice(from - keptStart), dropped: from - offset, next: this.end };
  }
}
