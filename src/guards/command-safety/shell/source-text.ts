import type { ShNode } from "./syntax-tree.js";

/**
 * Slices source text by the parser's byte offsets. mvdan-sh counts UTF-8 bytes, JavaScript counts
 * UTF-16 units; they only agree for ASCII, so other text is sliced through a byte buffer.
 */
export class SourceText {
  readonly text: string;
  private readonly bytes: Buffer | undefined;

  constructor(text: string) {
    this.text = text;
    this.bytes = /^[\x00-\x7f]*$/.test(text) ? undefined : Buffer.from(text, "utf8");
  }

  /** The source of `node`, as written. */
  of(node: ShNode): string {
    if (typeof node.pos === "number" && typeof node.end === "number") return this.slice(node.pos, node.end);
    const wrapper = node as unknown as { Pos(): { Offset(): number }; End(): { Offset(): number } };
    return this.slice(wrapper.Pos().Offset(), wrapper.End().Offset());
  }

  /** The source between two byte offsets. */
  slice(start: number, end: number): string {
    if (end <= start) return "";
    return this.bytes ? this.bytes.subarray(start, end).toString("utf8") : this.text.slice(start, end);
  }
}
