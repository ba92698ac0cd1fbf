import { LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.AuditLogError");

/** The audit log cannot be opened or written; names the file. */
export class AuditLogError extends LoopgateError {
  private readonly [marker] = true;
  readonly file: string;

  constructor({ file, message, cause }: { file: string; message: string; cause?: unknown }) {
    super({ code: "AUDIT_LOG_FAILED", message, cause });
    this.name = "AuditLogError";
    this.file = file;
  }

  static override isInstance(value: unknown): value is AuditLogError {
    return LoopgateError.hasMarker(value, marker);
  }
}
