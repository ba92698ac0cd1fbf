import type { Readable } from "node:stream";

/** A response body read up to a size cap. */
export interface CappedBody {
  bytes: Uint8Array;
  /** The body was longer than the cap and was cut. */
  truncated: boolean;
}

/**
 * Reads a response body as a stream, stopping (and closing the download) once `maxBytes` have
 * arrived, so a huge, endless or decompression-bomb response costs at most `maxBytes` of memory.
 */
export async function readCappedBody(body: Readable, maxBytes: number): Promise<CappedBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of body as AsyncIterable<Uint8Array>) {
      const room = maxBytes - size;
      if (chunk.byteLength > room) {
        chunks.push(chunk.subarray(0, room));
        size += room;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.byteLength;
    }
  } finally {
    body.destroy();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, truncated };
}
