import { LoopgateError } from "../../errors/loopgate-error.js";

const marker = Symbol.for("loopgate.error.AgentSessionStoreError");

/**
 * The per-session state of an agent CLI hook could not be read or written (the cache directory is
 * not writable, or another hook process held the session's lock for too long).
 *
 * @example
 * if (AgentSessionStoreError.isInstance(error)) console.error(error.file);
 */
export class AgentSessionStoreError extends LoopgateError {
  private readonly [marker] = true;
  /** The state file (or its lock) involved. */
  readonly file: string;

  constructor({ message, file, cause }: { message: string; file: string; cause?: unknown }) {
    super({ code: "AGENT_SESSION_STORE_FAILED", message, cause });
    this.name = "AgentSessionStoreError";
    this.file = file;
  }

  static override isInstance(value: unknown): value is AgentSessionStoreError {
    return LoopgateError.hasMarker(value, marker);
  }
}
