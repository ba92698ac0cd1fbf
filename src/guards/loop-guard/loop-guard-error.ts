import { LoopgateError } from "../../errors/loopgate-error.js";

/** What the loop guard saw when it stopped a run. */
export type LoopKind = "repeated_batch" | "oscillation" | "repeated_failure";

/**
 * Ends a run (status `error`) when the loop guard's hard limit is reached with `onLoop: "error"`.
 *
 * @example
 * if (result.error instanceof LoopGuardTriggeredError) console.log(result.error.repeats);
 */
export class LoopGuardTriggeredError extends LoopgateError {
  readonly kind: LoopKind;
  readonly repeats: number;
  readonly hardLimit: number;

  constructor(kind: LoopKind, repeats: number, hardLimit: number, message: string) {
    super("LOOP_GUARD_TRIGGERED", message);
    this.name = "LoopGuardTriggeredError";
    this.kind = kind;
    this.repeats = repeats;
    this.hardLimit = hardLimit;
  }
}
