import { describeError, LoopgateError } from "../errors/index.js";
import { isModelResponse } from "../interceptors/hooks/shape.js";
import type { ModelBeforeInput, ModelCallOverrides, ModelWrapInput } from "../interceptors/types.js";
import { wrapCall } from "../interceptors/wrap.js";
import type { Message } from "../messages/types.js";
import { ModelError } from "../models/model-error.js";
import { type ModelRequest, type ModelResponse } from "../models/spec.js";
import { deepFreeze } from "../util/deep-freeze.js";
import { modelAfterInput, modelBeforeInput, modelWrapInput } from "./hook-inputs.js";
import { estimateRequest, recordModelUsage } from "./run-budget.js";
import { runHook } from "./run-hook.js";
import { runProcessors } from "./run-processors.js";
import { RunEnd, type RunState } from "./run-state.js";
import { appendMessage, snapshotTranscript } from "./transcript.js";

/**
 * The second stage, every turn: pre-inference processors, `model.before`, the model call through
 * the `model.wrap` layers (unless `model.before` answered itself), `model.after`, and the response
 * appended to the transcript.
 */
export async function infer(run: RunState): Promise<RunEnd | undefined> {
  const processors = run.config.processors.preInferenceProcessors;
  if (processors && processors.length > 0) {
    const original = run.original!;
    const prepared = await runProcessors(run, "preInferenceProcessors", processors, (processor) => processor.modify(original, run.prompt));
    if (prepared) return prepared;
  }
  // What was sent, fixed in time: the live transcript grows after this point.
  const sent = { ...run.prompt, message: { ...run.prompt.message, messages: snapshotTranscript(run) as Message[] } };
  const turn = modelBeforeInput(run);
  // Hooks answer at once when no handler of theirs returns a promise: only a promise is awaited.
  const beforeHook = runHook(run, "model.before", turn, { request: requestOf(sent.message) });
  const before = beforeHook instanceof Promise ? await beforeHook : beforeHook;
  if (before instanceof RunEnd) return before;
  const request = deepFreeze(before.output.request);
  const synthetic = before.output.response !== undefined;
  const rawEstimate = synthetic ? undefined : estimateRequest(run, request);
  run.emit({ type: "model.request", iteration: run.iteration, request, provider: turn.provider, model: turn.model });
  const response = before.output.response ?? (await callModel(run, request, turn));
  if (response instanceof RunEnd) return response;

  const afterHook = runHook(run, "model.after", modelAfterInput(turn, request, synthetic), { response: deepFreeze(response), inject: NO_INJECTIONS });
  const after = afterHook instanceof Promise ? await afterHook : afterHook;
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

/** `model.after` starts with nothing to inject: one shared empty list (each handler's draft gets a list of its own). */
const NO_INJECTIONS: Message[] = Object.freeze([]) as unknown as Message[];

/** The model call itself, through the `model.wrap` layers; a failure is the end of the run, never a throw (an abort still propagates). */
async function callModel(run: RunState, request: ModelRequest, turn: ModelBeforeInput): Promise<ModelResponse | RunEnd> {
  const { model } = run.config;
  let response: unknown;
  try {
    if (run.hooks.registry.get("model.wrap").length === 0) {
      response = await run.abortable(generate(run, request, run.onDelta));
    } else {
      const outcome = await run.abortable(wrapCall(run.hooks, "model.wrap", modelWrapInput(run, turn, request, run.onDelta), (input) => generate(run, input.request, input.onDelta), withOverrides));
      if (outcome.failure) return new RunEnd("error", outcome.failure.message, outcome.failure);
      response = outcome.result;
    }
  } catch (error) {
    if (run.request.signal?.aborted) throw error;
    const failure = LoopgateError.isInstance(error) ? error : new ModelError({ provider: model.provider, message: `Model call failed: ${describeError(error)}`, cause: error });
    return new RunEnd("error", failure.message, failure);
  }
  return isModelResponse(response) ? response : malformed(model.provider);
}

/** One call of the model, through the step runner when there is one (a durable engine records it). */
function generate(run: RunState, request: ModelRequest, onDelta: ModelWrapInput["onDelta"]): Promise<ModelResponse> {
  const { model, stepRunner } = run.config;
  const call = () => model.generate(request, { signal: run.signal, onDelta });
  return stepRunner ? stepRunner({ kind: "model", name: `${model.provider}:${model.modelId}` }, call) : call();
}

/** The input of the next `model.wrap` layer inward, given what a layer passed to `next`. */
function withOverrides(input: ModelWrapInput, overrides: ModelCallOverrides | undefined): ModelWrapInput {
  return { ...input, ...(overrides?.request ? { request: overrides.request } : {}), ...(overrides?.onDelta ? { onDelta: overrides.onDelta } : {}) };
}

function malformed(provider: string): RunEnd {
  const failure = new ModelError({ provider, message: "The model returned a malformed response (expected { content: [], stopReason, usage })" });
  return new RunEnd("error", failure.message, failure);
}

function requestOf(prompt: { messages: Message[]; tools: ModelRequest["tools"]; params: ModelRequest["params"]; system?: string }): ModelRequest {
  const request: ModelRequest = { messages: prompt.messages, tools: [...prompt.tools], params: { ...prompt.params } };
  if (prompt.system !== undefined) request.system = prompt.system;
  return request;
}
