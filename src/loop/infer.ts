import { describeError, LoopgateError } from "../errors/index.js";
import { isModelResponse } from "../interceptors/hooks/shape.js";
import type { ModelWrapInput } from "../interceptors/types.js";
import { wrapCall } from "../interceptors/wrap.js";
import type { Message } from "../messages/types.js";
import { ModelError } from "../models/model-error.js";
import { type ModelRequest, type ModelResponse } from "../models/spec.js";
import { deepFreeze } from "../util/deep-freeze.js";
import { estimateRequest, recordModelUsage } from "./run-budget.js";
import { runHook } from "./run-hook.js";
import { runProcessors } from "./run-processors.js";
import { RunEnd, type RunState } from "./run-state.js";
import { appendMessage, snapshotTranscript } from "./transcript.js";

type ModelFields = Pick<ModelWrapInput, "provider" | "model" | "iteration" | "metadata">;

/**
 * The second stage, every turn: pre-inference processors, `model.before`, the model call through
 * the `model.wrap` layers (unless `model.before` answered itself), `model.after`, and the response
 * appended to the transcript.
 */
export async function infer(run: RunState): Promise<RunEnd | undefined> {
  const { config } = run;
  const original = run.original!;
  const prepared = await runProcessors(run, "preInferenceProcessors", config.processors.preInferenceProcessors, (processor) => processor.modify(original, run.prompt));
  if (prepared) return prepared;
  // What was sent, fixed in time: the live transcript grows after this point.
  const sent = { ...run.prompt, message: { ...run.prompt.message, messages: snapshotTranscript(run) as Message[] } };
  const fields: ModelFields = { provider: config.model.provider, model: config.model.modelId, iteration: run.iteration, metadata: run.hookMetadata() };
  const before = await runHook(run, "model.before", fields, { request: requestOf(sent.message) });
  if (before instanceof RunEnd) return before;
  const request = deepFreeze(before.output.request);
  const synthetic = before.output.response !== undefined;
  const rawEstimate = synthetic ? undefined : estimateRequest(run, request);
  run.emit({ type: "model.request", iteration: run.iteration, request });
  const response = before.output.response ?? (await callModel(run, request, fields));
  if (response instanceof RunEnd) return response;

  const after = await runHook(run, "model.after", { ...fields, request, synthetic }, { response: deepFreeze(response), inject: [] });
  if (after instanceof RunEnd) return after;
  const final = after.output.response;
  run.emit({ type: "model.response", iteration: run.iteration, response: final, synthetic });
  if (final.usage) recordModelUsage(run, final, rawEstimate);
  const assistant: Message = { role: "assistant", content: [...final.content], timestamp: new Date() };
  appendMessage(run, assistant);
  run.turn = { sent, response: final, assistant };
  run.pendingInjections = after.output.inject;
  if (after.halt) return new RunEnd(after.output.error ? "error" : "stopped", after.halt.reason, after.output.error);
  return undefined;
}

/** The model call itself, through the `model.wrap` layers; a failure is the end of the run, never a throw (an abort still propagates). */
async function callModel(run: RunState, request: ModelRequest, fields: ModelFields): Promise<ModelResponse | RunEnd> {
  const { model } = run.config;
  const onDelta = (delta: ModelWrapInput["onDelta"] extends (delta: infer D) => void ? D : never) => run.emit({ type: "model.delta", iteration: run.iteration, delta });
  const stepRunner = run.config.stepRunner;
  const step = <T>(call: () => Promise<T>) => (stepRunner ? stepRunner({ kind: "model", name: `${model.provider}:${model.modelId}` }, call) : call());
  let response: unknown;
  try {
    if (run.hooks.registry.get("model.wrap").length === 0) {
      response = await run.abortable(step(() => model.generate(request, { signal: run.signal, onDelta })));
      return isModelResponse(response) ? response : malformed(model.provider);
    }
    const outcome = await run.abortable(
      wrapCall(
        run.hooks,
        "model.wrap",
        { ...run.scope, ...fields, request, onDelta, signal: run.signal, ...budgetRemaining(run) },
        (input) => step(() => model.generate(input.request, { signal: run.signal, onDelta: input.onDelta })),
        (input, overrides) => ({ ...input, ...(overrides?.request ? { request: overrides.request } : {}), ...(overrides?.onDelta ? { onDelta: overrides.onDelta } : {}) }),
      ),
    );
    if (outcome.failure) return new RunEnd("error", outcome.failure.message, outcome.failure);
    response = outcome.result;
  } catch (error) {
    if (run.request.signal?.aborted) throw error;
    const failure = LoopgateError.isInstance(error) ? error : new ModelError({ provider: model.provider, message: `Model call failed: ${describeError(error)}`, cause: error });
    return new RunEnd("error", failure.message, failure);
  }
  return isModelResponse(response) ? response : malformed(model.provider);
}

function budgetRemaining(run: RunState): { budgetRemaining?: number } {
  const remaining = run.budget.active ? run.budget.remainingCostFraction() : undefined;
  return remaining === undefined ? {} : { budgetRemaining: remaining };
}

function malformed(provider: string): RunEnd {
  const failure = new ModelError({ provider, message: "The model returned a malformed response (expected { content: [], stopReason, usage })" });
  return new RunEnd("error", failure.message, failure);
}

function requestOf(prompt: { messages: Message[]; tools: ModelRequest["tools"]; params: ModelRequest["params"]; system?: string }): ModelRequest {
  return {
    messages: prompt.messages,
    tools: [...prompt.tools],
    params: { ...prompt.params },
    ...(prompt.system !== undefined ? { system: prompt.system } : {}),
  };
}
