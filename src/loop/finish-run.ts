import { describeError } from "../errors/index.js";
import { isThenable } from "../interceptors/invoke-handler.js";
import { textOf } from "../messages/content.js";
import { answerUnansweredToolCalls } from "../messages/repair.js";
import type { Message } from "../messages/types.js";
import { ThreadConflictError } from "../threads/thread-conflict-error.js";
import type { RunResult } from "./run-result.js";
import type { RunEnd, RunState } from "./run-state.js";
import type { ThreadSaveResult, ThreadStore } from "./thread-store.js";

/**
 * The last stage: answer every tool call left unanswered (the transcript stays valid for every
 * provider), save the thread, and report the result. Never throws.
 */
export async function finishRun(run: RunState, end: RunEnd): Promise<RunResult> {
  const messages = run.prompt.message.messages;
  answerUnansweredToolCalls(messages, end.reason ?? `the run ended (${end.status})`, run.startIndex);
  if (end.error) run.emit({ type: "error", error: end.error, step: "run" });
  const saveError = await saveThread(run);
  // A thread another writer changed is not overwritten, and the run says so.
  const conflict = saveError && ThreadConflictError.isInstance(saveError) && !end.error ? saveError : undefined;
  const result: RunResult = {
    status: conflict ? "error" : end.status,
    messages,
    text: lastAssistantText(messages, run.startIndex),
    usage: run.usage,
    costUsd: run.costUsd,
    runId: run.scope.runId,
    threadId: run.scope.threadId,
    iterations: run.iteration,
    ...(conflict ? { reason: conflict.message, error: conflict } : end.reason !== undefined ? { reason: end.reason } : end.error ? { reason: end.error.message } : {}),
    ...(!conflict && end.error ? { error: end.error } : {}),
  };
  run.close();
  run.emit({ type: "run.end", result });
  return result;
}

/**
 * Saves the thread if it was loaded (a run that could not load it must not overwrite it), against
 * the revision it was loaded at. A failure is reported as an `error` event and returned. Answers
 * synchronously when the store does.
 */
export function saveThread(run: RunState): Error | undefined | Promise<Error | undefined> {
  if (run.revision === undefined) return undefined;
  let saved: ReturnType<ThreadStore["save"]>;
  try {
    saved = run.config.threads.save(run.scope.threadId, { messages: run.prompt.message.messages, state: run.scope.state }, { expectedRevision: run.revision });
  } catch (error) {
    return saveFailed(run, error);
  }
  if (!isThenable(saved)) return savedAs(run, saved);
  return Promise.resolve(saved).then(
    (result) => savedAs(run, result),
    (error: unknown) => saveFailed(run, error),
  );
}

function savedAs(run: RunState, saved: ThreadSaveResult | void): undefined {
  if (saved && typeof saved.revision === "number") run.revision = saved.revision;
  return undefined;
}

function saveFailed(run: RunState, error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(describeError(error));
  // Another writer owns the thread now: this run saves nothing more over it.
  if (ThreadConflictError.isInstance(failure)) run.revision = undefined;
  run.emit({ type: "error", error: failure, step: "thread.save" });
  return failure;
}

function lastAssistantText(messages: readonly Message[], from: number): string {
  for (let index = messages.length - 1; index >= from; index--) {
    if (messages[index]?.role === "assistant") return textOf(messages[index]!);
  }
  return "";
}
