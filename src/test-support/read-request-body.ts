import type { IncomingMessage } from "node:http";

/**
 * Reads a request's whole body: the parsed JSON, the raw text when it is not JSON, or `undefined`
 * when it is empty. Rejects when the request fails before it ends.
 */
export function readRequestBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("error", reject);
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (text === "") return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}
