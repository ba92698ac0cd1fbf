import { randomUUID } from "node:crypto";
import { AbortedError, describeError, LoopgateError, LoopStepError } from "../errors/index.js";
import { createRunSecrets } from "../interceptors/run-secrets.js";
import { triggerInterceptors } from "../interceptors/trigger.js";
import type { InterceptorEvent } from "../interceptors/events.js";
import type { InterceptorRegistry } from "../interceptors/registry.js";
import type {
  MessageBeforeOutput,
  ModelAfterOutput,
  ModelBeforeOutput,
  ParamsBeforeOutput,
  RunScope,
} from "../interceptors/types.js";
import { answerUnansweredToolCalls } from "../messages/repair.js";
import { textOf, toolUsesOf } from "../messages/content.js";
import type { ContentBlock, Message, ToolUseBlock } from "../messages/types.js";
import { ModelError } from "../models/model-error.js";
import { addUsage, emptyUsage, type LanguageModel, type ModelParams, type ModelRequest, type ModelResponse } from "../models/spec.js";
import type { ApprovalHandler } from "../tools/approval.js";
import { createToolDispatcher, type ToolCallOutcome } from "../tools/dispatcher.js";
import type { AnyTool } from "../tools/types.js";
import { raceAbort } from "./abort.js";
import type { AgentEvent, ProcessorFamily } from "./events.js";
import type { LoopInterceptorManager } from "./loop-interceptor-manager.js";
import type { InterceptorContext } from "./loop-interceptor.js";
import type { AgentProcessors, FlatUserMessage, ProcessedMessage } from "./processors/types.js";
import type { RunResult, RunStatus } from "./run-result.js";
import { asError, buildUserContent, describeAbort, EndRun, isMessage, isModelResponse, isPlainObject, isProcessedMessage, loadThread, pickParams } from "./run-helpers.js";
import type { ThreadStore } from "./thread-store.js";
import { appendToolResults, toToolResultBlock } from "./tool-results.js";

/** Everything a run needs from its agent. */
export interface RunConfig {
  agentId: string;
  model: LanguageModel;
  /** Resolves the run's tools (a failure ends the run with status `error`). */
  loadTools(): Promise<readonly AnyTool[]>;
  registry: InterceptorRegistry;
  loopInterceptors: LoopInterceptorManager;
  processors: AgentProcessors;
  maxIterations: number;
  systemPrompt?: string;
  params: ModelParams;
  cwd: string;
  threads: ThreadStore;
  toolConcurrency?: number;
  onApproval?: ApprovalHandler;
}

/** What a run was asked to do. */
export interface RunRequest {
  input: string | ContentBlock[];
  threadId?: string;
  signal?: AbortSignal;
}

type EventBody = AgentEvent extends infer E ? (E extends AgentEvent ? Omit<E, "runId" | "threadId" | "agentId"> : never) : never;

/**
 * Runs one agent turn loop to its end. Never rejects: failures become a result with status `error`.
 */
export async function executeRun(config: RunConfig, request: RunRequest, push: (event: AgentEvent) => void): Promise<RunResult> {
  const runId = randomUUID();
  const threadId = request.threadId ?? randomUUID();
  const userSignal = request.signal;
  const lifetime = new AbortController();
  const onUserAbort = () => lifetime.abort(userSignal?.reason);
  if (userSignal?.aborted) lifetime.abort(userSignal.reason);
  else userSignal?.addEventListener("abort", onUserAbort, { once: true });
  const signal = lifetime.signal;
  const scopeIds = { runId, threadId, agentId: config.agentId };
  const secrets = createRunSecrets();
  // Everything the run reports passes here, so no secret an interceptor registered can leave through it.
  const emit = (event: EventBody) => push(secrets.redactDeep({ ...scopeIds, ...event } as AgentEvent));

  const scope: RunScope = { ...scopeIds, cwd: config.cwd, state: {}, secrets };
  // Until the thread is loaded, nothing may be saved over it.
  let threadLoaded = false;
  const usage = emptyUsage();
  const inputText = typeof request.input === "string" ? request.input : textOf(request.input);
  let startIndex = 0;
  let prompt: ProcessedMessage = {
    message: { messages: [], tools: [], params: { ...config.params } },
    metadata: {},
  };
  if (config.systemPrompt !== undefined) prompt.message.system = config.systemPrompt;
  let iteration = 0;

  emit({ type: "run.start", input: inputText });
  const onInterceptorEvent = (event: InterceptorEvent) => emit({ type: "interceptor", event });

  const finish = async (status: RunStatus, reason?: string, error?: Error): Promise<RunResult> => {
    const messages = prompt.message.messages;
    answerUnansweredToolCalls(messages, reason ?? `the run ended (${status})`, startIndex);
    let lastAssistant: Message | undefined;
    for (let index = messages.length - 1; index >= startIndex && !lastAssistant; index--) {
      if (messages[index]?.role === "assistant") lastAssistant = messages[index];
    }
    const result: RunResult = {
      status,
      messages,
      text: lastAssistant ? textOf(lastAssistant) : "",
      usage,
      runId,
      threadId,
      iterations: iteration,
      ...(reason !== undefined ? { reason } : {}),
      ...(error !== undefined ? { error } : {}),
    };
    if (threadLoaded) {
      try {
        await config.threads.save(threadId, { messages, state: scope.state });
      } catch (saveError) {
        emit({ type: "error", error: asError(saveError), step: "thread.save" });
      }
    }
    userSignal?.removeEventListener("abort", onUserAbort);
    lifetime.abort(new AbortedError({ message: "The run ended" }));
    emit({ type: "run.end", result });
    return result;
  };

  const aborted = () => new EndRun("aborted", describeAbort(userSignal));
  /** A step that hangs (a hook without a timeout, a model, a processor, a tool) must not hold an aborted run open. */
  const abortable = async <T>(pending: Promise<T>): Promise<T> => {
    try {
      return await raceAbort(pending, userSignal);
    } catch (error) {
      if (userSignal?.aborted) throw aborted();
      throw error;
    }
  };
  const checkAbort = () => {
    if (userSignal?.aborted) throw aborted();
  };
  const runProcessors = async <T>(family: ProcessorFamily, list: readonly T[] | undefined, step: (processor: T) => Promise<ProcessedMessage | { nextPrompt: ProcessedMessage; shouldExit?: boolean }>) => {
    for (const [index, processor] of (list ?? []).entries()) {
      const name = (processor as object).constructor?.name ?? family;
      let outcome;
      try {
        outcome = await abortable(step(processor));
      } catch (error) {
        if (error instanceof EndRun) throw error;
        throw new EndRun("error", undefined, new LoopStepError({ code: "PROCESSOR_FAILED", step: `${family}[${index}] (${name})`, cause: error }));
      }
      const next = "nextPrompt" in outcome ? outcome.nextPrompt : outcome;
      if (!isProcessedMessage(next)) {
        throw new EndRun("error", undefined, new LoopStepError({ code: "PROCESSOR_FAILED", step: `${family}[${index}] (${name})`, cause: new Error("did not return a ProcessedMessage") }));
      }
      prompt = next;
      const shouldExit = "nextPrompt" in outcome && outcome.shouldExit === true;
      emit({ type: "processor", family, index, name, ...(shouldExit ? { shouldExit } : {}) });
      if (shouldExit) throw new EndRun("stopped", `${family}[${index}] (${name}) requested exit`);
    }
  };

  try {
    checkAbort();
    const snapshot = await loadThread(config.threads, threadId);
    if (snapshot) {
      prompt.message.messages = [...snapshot.messages];
      scope.state = snapshot.state;
      startIndex = snapshot.messages.length;
    }
    threadLoaded = true;
    const tools = await config.loadTools();
    prompt.message.tools = tools.map((tool) => tool.spec);
    // message.before and params.before: once per run, before anything reaches the model.
    const messageOut: MessageBeforeOutput = { message: inputText, metadata: {} };
    const provider = config.model.provider;
    const modelId = config.model.modelId;
    const messageTrigger = await abortable(triggerInterceptors(
      config.registry,
      "message.before",
      { ...scope, sessionKey: threadId, provider, model: modelId },
      messageOut,
      { matchContext: { agentId: config.agentId }, onEvent: onInterceptorEvent },
    ));
    if (messageTrigger.failure) throw new EndRun("error", messageTrigger.reason, messageTrigger.failure);
    const metadata = isPlainObject(messageOut.metadata) ? messageOut.metadata : {};
    const message = typeof messageOut.message === "string" ? messageOut.message : inputText;
    prompt.metadata = metadata;

    const paramsOut: ParamsBeforeOutput = { provider, model: modelId, ...pickParams(config.params) };
    const paramsTrigger = await abortable(triggerInterceptors(
      config.registry,
      "params.before",
      { ...scope, sessionKey: threadId, message, metadata },
      paramsOut,
      { matchContext: { agentId: config.agentId }, onEvent: onInterceptorEvent },
    ));
    if (paramsTrigger.failure) throw new EndRun("error", paramsTrigger.reason, paramsTrigger.failure);
    prompt.message.params = { ...config.params, ...pickParams(paramsOut) };

    const userMessage: Message = { role: "user", content: buildUserContent(request.input, message), timestamp: new Date() };
    prompt.message.messages.push(userMessage);
    emit({ type: "message", message: userMessage });

    const original: FlatUserMessage = { userMessage: message, agentId: config.agentId, threadId, runId, cwd: config.cwd, metadata };
    await runProcessors("messageModifiers", config.processors.messageModifiers, (processor) => processor.modify(original, prompt));

    const dispatcher = createToolDispatcher({
      tools,
      registry: config.registry,
      scope,
      signal,
      ...(config.toolConcurrency !== undefined ? { concurrency: config.toolConcurrency } : {}),
      ...(config.onApproval ? { onApproval: config.onApproval } : {}),
      onEvent: (event) => emit(event),
    });
    let pendingInjections: Message[] = [];

    while (true) {
      checkAbort();
      if (iteration >= config.maxIterations) {
        throw new EndRun("max_iterations", `Reached the limit of ${config.maxIterations} iterations`);
      }
      iteration++;
      emit({ type: "turn.start", iteration });
      if (pendingInjections.length > 0) {
        prompt.message.messages.push(...pendingInjections);
        for (const injected of pendingInjections) emit({ type: "message", message: injected });
        pendingInjections = [];
      }
      await runProcessors("preInferenceProcessors", config.processors.preInferenceProcessors, (processor) => processor.modify(original, prompt));
      // What was sent, frozen in time: the live transcript grows after this point.
      const sent: ProcessedMessage = { ...prompt, message: { ...prompt.message, messages: [...prompt.message.messages] } };

      // model.before: may rewrite the request (not the transcript) or answer without the model.
      const modelRequest: ModelRequest = {
        messages: [...sent.message.messages],
        tools: [...prompt.message.tools],
        params: { ...prompt.message.params },
        ...(prompt.message.system !== undefined ? { system: prompt.message.system } : {}),
      };
      const beforeOut: ModelBeforeOutput = { request: modelRequest };
      const modelScope = { ...scope, provider, model: modelId, iteration, metadata };
      const beforeTrigger = await abortable(triggerInterceptors(config.registry, "model.before", modelScope, beforeOut, {
        matchContext: { agentId: config.agentId },
        onEvent: onInterceptorEvent,
      }));
      if (beforeTrigger.failure) throw new EndRun("error", beforeTrigger.reason, beforeTrigger.failure);
      const finalRequest = beforeOut.request;
      const synthetic = beforeOut.response !== undefined;
      emit({ type: "model.request", iteration, request: finalRequest });
      let response: ModelResponse;
      try {
        response =
          beforeOut.response ??
          (await abortable(config.model.generate(finalRequest, { signal, onDelta: (delta) => emit({ type: "model.delta", iteration, delta }) })));
      } catch (error) {
        if (error instanceof EndRun) throw error;
        const failure = LoopgateError.isInstance(error)
          ? error
          : new ModelError({ provider, message: `Model call failed: ${describeError(error)}`, cause: error });
        throw new EndRun("error", failure.message, failure);
      }
      checkAbort();
      if (!isModelResponse(response)) {
        const failure = new ModelError({ provider, message: "The model returned a malformed response (expected { content: [], stopReason, usage })" });
        throw new EndRun("error", failure.message, failure);
      }

      // model.after: may rewrite the response, inject feedback for the next turn, or stop the run.
      const afterOut: ModelAfterOutput = { response, inject: [] };
      const afterTrigger = await abortable(triggerInterceptors(
        config.registry,
        "model.after",
        { ...modelScope, request: finalRequest, synthetic },
        afterOut,
        { matchContext: { agentId: config.agentId }, onEvent: onInterceptorEvent },
      ));
      const finalResponse = isModelResponse(afterOut.response) ? afterOut.response : response;
      emit({ type: "model.response", iteration, response: finalResponse, synthetic });
      if (finalResponse.usage) {
        addUsage(usage, finalResponse.usage);
        emit({ type: "usage", usage: finalResponse.usage, total: { ...usage } });
      }
      const assistant: Message = { role: "assistant", content: [...finalResponse.content], timestamp: new Date() };
      prompt.message.messages.push(assistant);
      emit({ type: "message", message: assistant });
      pendingInjections = Array.isArray(afterOut.inject) ? afterOut.inject.filter(isMessage) : [];
      if (afterTrigger.halted) {
        const stopError = afterOut.stopError;
        throw new EndRun(stopError ? "error" : "stopped", afterTrigger.reason, stopError);
      }

      await runProcessors("postInferenceProcessors", config.processors.postInferenceProcessors, (processor) =>
        processor.modify(sent, finalResponse, prompt),
      );
      await runProcessors("preToolCallProcessors", config.processors.preToolCallProcessors, (processor) =>
        processor.modify({ llmMessageSent: sent, rawLLMResponseMessage: finalResponse, nextPrompt: prompt }),
      );

      // Loop interceptors: the first CONTINUE wins; tool calls run through the one dispatcher.
      let pending: ToolUseBlock[] = toolUsesOf(assistant);
      const executed: ToolCallOutcome[] = [];
      const context: InterceptorContext = {
        get messages() {
          return prompt.message.messages;
        },
        lastResponse: textOf(finalResponse.content),
        stopReason: finalResponse.stopReason,
        get toolCalls() {
          return [...pending];
        },
        tools,
        signal,
        agentId: config.agentId,
        threadId,
        runId,
        iteration,
        cwd: config.cwd,
        executeToolCalls: async (calls = pending) => {
          const chosen = calls.filter((call) => pending.includes(call));
          if (chosen.length === 0) return [];
          pending = pending.filter((call) => !chosen.includes(call));
          const outcomes = await abortable(dispatcher.dispatchAll(chosen));
          appendToolResults(prompt.message.messages, assistant, outcomes.map(toToolResultBlock));
          executed.push(...outcomes);
          return outcomes;
        },
      };
      let chain;
      try {
        chain = await config.loopInterceptors.execute(context, (name, result) =>
          emit({ type: "loop.decision", interceptor: name, decision: result.decision, ...(result.reasoning ? { reasoning: result.reasoning } : {}) }),
        );
      } catch (error) {
        if (error instanceof EndRun) throw error;
        if (userSignal?.aborted) throw aborted();
        throw new EndRun("error", undefined, new LoopStepError({ code: "LOOP_INTERCEPTOR_FAILED", step: "loop interceptor chain", cause: error }));
      }
      checkAbort();
      if (executed.length > 0) {
        await runProcessors("postToolCallProcessors", config.processors.postToolCallProcessors, (processor) =>
          processor.modify({
            llmMessageSent: sent,
            rawLLMResponseMessage: finalResponse,
            nextPrompt: prompt,
            toolResults: executed,
            ...(typeof prompt.message.params.maxTokens === "number" ? { maxOutputTokens: prompt.message.params.maxTokens } : {}),
          }),
        );
      }
      if (pending.length > 0) {
        answerUnansweredToolCalls(
          prompt.message.messages,
          chain.decision === "CONTINUE" ? `not executed: ${chain.decidedBy ?? "a loop interceptor"} continued the loop first` : "not executed: the run completed",
          Math.max(0, prompt.message.messages.lastIndexOf(assistant)),
        );
      }
      emit({ type: "turn.end", iteration });
      if (chain.decision === "COMPLETE") return await finish("completed");
    }
  } catch (error) {
    if (error instanceof EndRun) {
      if (error.error) emit({ type: "error", error: error.error, step: "run" });
      return finish(error.status, error.reason ?? error.error?.message, error.error);
    }
    const failure = asError(error);
    emit({ type: "error", error: failure, step: "run" });
    return finish("error", failure.message, failure);
  }
}
