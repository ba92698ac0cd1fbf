/**
 * The last `maxChars` characters of a stream of text, in bounded memory: what a server wrote to
 * stderr just before it failed is what explains the failure.
 *
 * @example
 * const tail = new TextTail(4_000);
 * child.stderr.on("data", (text) => tail.append(text));
 * tail.toString(); // "…Error: EACCES: permission denied, open '/data'"
 */
export class TextTail {
  #text = "";
  #dropped = false;

  constructor(readonly maxChars: number) {}

  append(text: string): void {
    this.#text += text;
    // Trimmed only once it is twice the limit, so appending stays cheap.
    if (this.#text.length > this.maxChars * 2) this.#trim();
  }

  toString(): string {
    this.#trim();
    return this.#dropped ? `…${this.#text}` : this.#text;
  }

  #trim(): void {
    if (this.#text.length <= this.maxChars) return;
    const cut = this.#text.slice(-this.maxChars);
    // Start at a line boundary when one is near, so the tail does not open mid-word.
    const newline = cut.indexOf("\n");
    this.#text = newline !== -1 && newline < 200 ? cut.slice(newline + 1) : cut;
    this.#dropped = true;
  }
}
