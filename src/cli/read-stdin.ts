import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Reads a stream to its end as UTF-8 text, keeping at most `limit` characters (plus one, so the
 * caller can tell the input was too long) and discarding the rest without holding it in memory.
 */
export async function readText(stream: Readable, limit: number): Promise<string> {
  const decoder = new StringDecoder("utf8");
  let text = "";
  for await (const chunk of stream) {
    if (text.length > limit) continue;
    text += typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer);
    if (text.length > limit) text = text.slice(0, limit + 1);
  }
  if (text.length <= limit) text += decoder.end();
  return text;
}
