import { LoopStepError } from "../errors/index.js";
import { textOf, toolUsesOf } from "../messages/content.js";
import { reviseTranscript } from "../messages/transcript-revision.js";
import type { Message, ToolUseBlock } from "../messages/types.js";
import type { StopReason } from "../models/spec.js";
import type { ToolCallOutcome } from "../tools/dispatcher.js";
import type { AnyTool } from "../tools/types.js";
import type { LoopChainResult } from "./loop-interceptor-manager.js";
import type { InterceptorContext } from "./loop-interceptor.js";
import { runProcessors } from "./run-processors.js";
import { RunEnd, type EventBody, type RunState } from "./run-state.js";
import { ToolCallTurn } from "./tool-call-turn.js";

/**
 * The third stage, every turn: post-inference and pre-tool-call processors, the loop interceptors
 * (the first CONTINUE wins; tool calls execute through the turn), post-tool-call processors, and
 * answers for the calls that did not run. Ends the run when every interceptor says COMPLETE.
 */
export async function settle(run: RunState): Promise<RunEnd | undefined> {
  const { config } = run;
  const { sent, response, assistant } = run.turn!;
  const { postInferenceProcessors, preToolCallProcessors } = config.processors;
  if (postInferenceProcessors?.length || preToolCallProcessors?.length) {
    const inspected = await inspectResponse(run);
    if (inspected) return inspected;
  }

  const turn = new ToolCallTurn({
    assistant,
    calls: toolUsesOf(assistant),
    messages: () => run.prompt.message.messages,
    dispatcher: run.dispatcher!,
    abortable: run.abortable,
  });
  const chain = await runLoopInterceptors(run, turn);
  if (chain instanceof RunEnd) return chain;
  if (turn.executed.length > 0 && config.processors.postToolCallProcessors?.length) {
    const maxTokens = run.prompt.message.params.maxTokens;
    const maxOutputTokens = typeof maxTokens === "number" ? maxTokens : run.accounting?.limits.maxOutputTokens;
    const tokenLimit = run.accounting?.limits.contextWindow;
    const processed = await runProcessors(run, "postToolCallProcessors", config.processors.postToolCallProcessors, (processor) =>
      processor.modify({
        llmMessageSent: sent,
        rawLLMResponseMessage: response,
        nextPrompt: run.prompt,
        toolResults: [...turn.executed],
        ...(tokenLimit !== undefined ? { tokenLimit } : {}),
        ...(maxOutputTokens !== undefined ? { maxOutputTokens } : {}),
      }),
    );
    if (processed) return processed;
  }
  if (turn.hasPending) turn.answerPending(chain.decision === "CONTINUE" ? `not executed: ${chain.decidedBy ?? "a loop interceptor"} continued the loop first` : "not executed: the run completed");
  run.emit({ type: "turn.end", iteration: run.iteration });
  return chain.decision === "COMPLETE" ? new RunEnd("completed") : undefined;
}

/** The post-inference processors, then the pre-tool-call processors, on this turn's response. */
function inspectResponse(run: RunState): RunEnd | undefined | Promise<RunEnd | undefined> {
  const { processors } = run.config;
  const { sent, response } = run.turn!;
  const preToolCall = () =>
    runProcessors(run, "preToolCallProcessors", processors.preToolCallProcessors, (processor) =>
      processor.modify({ llmMessageSent: sent, rawLLMResponseMessage: response, nextPrompt: run.prompt }),
    );
  const postInference = runProcessors(run, "postInferenceProcessors", processors.postInferenceProcessors, (processor) => processor.modify(sent, response, run.prompt));
  if (postInference instanceof Promise) return postInference.then((end) => end ?? preToolCall());
  return postInference ?? preToolCall();
}

/** Runs the loop interceptor chain on this turn; an interceptor that throws ends the run with status `error`. */
async function runLoopInterceptors(run: RunState, turn: ToolCallTurn): Promise<LoopChainResult | RunEnd> {
  try {
    return await run.abortable(
      run.config.loopInterceptors.execute(new TurnContext(run, turn), (name, result) => {
        const event: EventBody & { type: "loop.decision" } = { type: "loop.decision", interceptor: name, decision: result.decision };
        if (result.reasoning) event.reasoning = result.reasoning;
        run.emit(event);
      }),
    );
  } catch (error) {
    if (run.request.signal?.aborted) throw error;
    const failure = new LoopStepError({ code: "LOOP_INTERCEPTOR_FAILED", step: "loop interceptor chain", cause: error });
    return new RunEnd("error", failure.message, failure);
  }
}

/** What loop interceptors see of a turn: the live transcript, the response, the calls still pending, and a way to run them. */
class TurnContext implements InterceptorContext {
  readonly lastResponse: string;
  readonly stopReason: StopReason;
  readonly tools: readonly AnyTool[];
  readonly signal: AbortSignal;
  readonly agentId: string;
  readonly threadId: string;
  readonly runId: string;
  readonly iteration: number;
  readonly cwd: string;
  /** An own function, so an interceptor may take it off the context and call it alone. */
  readonly executeToolCalls: (calls?: readonly ToolUseBlock[]) => Promise<ToolCallOutcome[]>;
  readonly #run: RunState;
  readonly #turn: ToolCallTurn;

  constructor(run: RunState, turn: ToolCallTurn) {
    const { scope } = run;
    const { response } = run.turn!;
    this.lastResponse = textOf(response.content);
    this.stopReason = response.stopReason;
    this.tools = run.tools;
    this.signal = run.signal;
    this.agentId = scope.agentId;
    this.threadId = scope.threadId;
    this.runId = scope.runId;
    this.iteration = run.iteration;
    this.cwd = scope.cwd;
    this.executeToolCalls = (calls) => turn.execute(calls);
    this.#run = run;
    this.#turn = turn;
  }

  get messages(): Message[] {
    // Handed to an interceptor, the transcript may change anywhere.
    reviseTranscript(this.#run.prompt.message.messages);
    return this.#run.prompt.message.messages;
  }

  get toolCalls(): ToolUseBlock[] {
    return this.#turn.pending;
  }
}
