import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** Reads a stream one line at a time, only while someone is waiting for a line. */
export interface LineReader {
  /** The next line (without its newline), or `undefined` at the end of the input. */
  next(): Promise<string | undefined>;
  /** Stops reading; pending and later calls get `undefined`. */
  close(): void;
}

/**
 * A line reader that keeps the stream paused between questions, so a terminal is not read (and
 * the process can exit) unless an answer is awaited, and lines typed ahead are kept for the next
 * question rather than lost.
 *
 * @example
 * const lines = createLineReader(process.stdin);
 * const answer = await lines.next();
 */
export function createLineReader(stream: Readable): LineReader {
  const decoder = new StringDecoder("utf8");
  const lines: string[] = [];
  const waiting: Array<(line: string | undefined) => void> = [];
  let buffer = "";
  let ended = false;
  let listening = false;

  const deliver = () => {
    while (waiting.length > 0 && (lines.length > 0 || ended)) waiting.shift()!(lines.shift());
    if (waiting.length === 0 && listening) stream.pause();
  };
  const onData = (chunk: Buffer | string) => {
    buffer += typeof chunk === "string" ? chunk : decoder.write(chunk);
    for (let newline = buffer.indexOf("\n"); newline !== -1; newline = buffer.indexOf("\n")) {
      lines.push(buffer.slice(0, newline).replace(/\r$/, ""));
      buffer = buffer.slice(newline + 1);
    }
    deliver();
  };
  const onEnd = () => {
    buffer += decoder.end();
    if (buffer !== "") lines.push(buffer.replace(/\r$/, ""));
    buffer = "";
    ended = true;
    deliver();
  };
  const listen = () => {
    if (listening || ended) return;
    listening = true;
    stream.on("data", onData);
    stream.once("end", onEnd);
    stream.once("close", onEnd);
    stream.once("error", onEnd);
  };

  return {
    next() {
      return new Promise((resolve) => {
        waiting.push(resolve);
        listen();
        if (lines.length > 0 || ended) deliver();
        else stream.resume();
      });
    },
    close() {
      if (listening) {
        stream.off("data", onData);
        stream.off("end", onEnd);
        stream.off("close", onEnd);
        stream.off("error", onEnd);
        stream.pause();
        listening = false;
      }
      ended = true;
      deliver();
    },
  };
}
