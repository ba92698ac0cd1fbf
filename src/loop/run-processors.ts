import { LoopStepError } from "../errors/index.js";
import { reviseTranscript } from "../messages/transcript-revision.js";
import type { ProcessorFamily } from "./events.js";
import type { ProcessedMessage } from "./processors/types.js";
import { RunEnd, type RunState } from "./run-state.js";

type ProcessorOutcome = ProcessedMessage | { nextPrompt: ProcessedMessage; shouldExit?: boolean };

/**
 * Runs one processor family in array order; each processor's prompt replaces the run's. A processor
 * that throws or returns something unusable ends the run with status `error`; `shouldExit` stops it.
 */
export function runProcessors<T extends object>(
  run: RunState,
  family: ProcessorFamily,
  processors: readonly T[] | undefined,
  step: (processor: T) => Promise<ProcessorOutcome>,
): RunEnd | undefined | Promise<RunEnd | undefined> {
  // Most families of most agents are empty: no promise for them.
  return processors && processors.length > 0 ? runFamily(run, family, processors, step) : undefined;
}

async function runFamily<T extends object>(
  run: RunState,
  family: ProcessorFamily,
  processors: readonly T[],
  step: (processor: T) => Promise<ProcessorOutcome>,
): Promise<RunEnd | undefined> {
  for (const [index, processor] of processors.entries()) {
    const name = `${family}[${index}] (${processor.constructor?.name ?? family})`;
    let outcome: ProcessorOutcome;
    try {
      outcome = await run.abortable(step(processor));
    } catch (error) {
      if (run.request.signal?.aborted) throw error;
      return failed(name, error);
    } finally {
      // A processor may have changed the transcript in place, anywhere.
      const live = run.prompt.message?.messages;
      if (Array.isArray(live)) reviseTranscript(live);
    }
    const next = outcome !== null && typeof outcome === "object" && "nextPrompt" in outcome ? outcome.nextPrompt : outcome;
    if (!isProcessedMessage(next)) return failed(name, new Error("did not return a ProcessedMessage"));
    run.prompt = next;
    const shouldExit = "nextPrompt" in outcome && outcome.shouldExit === true;
    run.emit({ type: "processor", family, index, name: processor.constructor?.name ?? family, ...(shouldExit ? { shouldExit } : {}) });
    if (shouldExit) return new RunEnd("stopped", `${name} requested exit`);
  }
  return undefined;
}

function failed(step: string, cause: unknown): RunEnd {
  const error = new LoopStepError({ code: "PROCESSOR_FAILED", step, cause });
  return new RunEnd("error", error.message, error);
}

function isProcessedMessage(value: unknown): value is ProcessedMessage {
  const candidate = value as ProcessedMessage;
  return typeof candidate === "object" && candidate !== null && Array.isArray(candidate.message?.messages);
}
