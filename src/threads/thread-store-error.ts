import { LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.ThreadStoreError");

/** A thread file that cannot be read or written; names the file and what is wrong. */
export class ThreadStoreError extends LoopgateError {
  private readonly [marker] = true;
  readonly file: string;

  constructor({ file, message, cause }: { file: string; message: string; cause?: unknown }) {
    super({ code: "THREAD_STORE_FAILED", message, cause });
    this.name = "ThreadStoreError";
    this.file = file;
  }

  static override isInstance(value: unknown): value is ThreadStoreError {
    return LoopgateError.hasMarker(value, marker);
  }
}
