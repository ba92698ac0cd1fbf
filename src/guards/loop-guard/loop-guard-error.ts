import { LoopgateError } from "../../errors/index.js";

const marker = Symbol.for("loopgate.error.LoopGuardTriggeredError");

/** What the loop guard saw when it stopped a run. */
export type LoopKind = "repeated_batch" | "oscillation" | "repeated_failure";

/**
 * Ends a run (status `error`) when the loop guard's hard limit is reached with `onLoop: "error"`.
 *
 * @example
 * if (result.error instanceof LoopGuardTriggeredError) console.log(result.error.repeats);
 */
export class LoopGuardTriggeredError extends LoopgateError {
  private readonly [marker] = true;
  readonly kind: LoopKind;
  readonly repeats: number;
  readonly hardLimit: number;

  constructor({ kind, repeats, hardLimit, message }: { kind: LoopKind; repeats: number; hardLimit: number; message: string }) {
    super({ code: "LOOP_GUARD_TRIGGERED", message });
    this.name = "LoopGuardTriggeredError";
    this.kind = kind;
    this.repeats = repeats;
    this.hardLimit = hardLimit;
  }

  static override isInstance(value: unknown): value is LoopGuardTriggeredError {
    return LoopgateError.hasMarker(value, marker);
  }
}
