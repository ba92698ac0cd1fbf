import { LoopStepError } from "../errors/index.js";
import { textOf, toolUsesOf } from "../messages/content.js";
import { reviseTranscript } from "../messages/transcript-revision.js";
import type { LoopChainResult } from "./loop-interceptor-manager.js";
import type { InterceptorContext } from "./loop-interceptor.js";
import { runProcessors } from "./run-processors.js";
import { RunEnd, type RunState } from "./run-state.js";
import { ToolCallTurn } from "./tool-call-turn.js";

/**
 * The third stage, every turn: post-inference and pre-tool-call processors, the loop interceptors
 * (the first CONTINUE wins; tool calls execute through the turn), post-tool-call processors, and
 * answers for the calls that did not run. Ends the run when every interceptor says COMPLETE.
 */
export async function settle(run: RunState): Promise<RunEnd | undefined> {
  const { config } = run;
  const { sent, response, assistant } = run.turn!;
  const inspected =
    (await runProcessors(run, "postInferenceProcessors", config.processors.postInferenceProcessors, (processor) => processor.modify(sent, response, run.prompt))) ??
    (await runProcessors(run, "preToolCallProcessors", config.processors.preToolCallProcessors, (processor) =>
      processor.modify({ llmMessageSent: sent, rawLLMResponseMessage: response, nextPrompt: run.prompt }),
    ));
  if (inspected) return inspected;

  const turn = new ToolCallTurn({
    assistant,
    calls: toolUsesOf(assistant),
    messages: () => run.prompt.message.messages,
    dispatcher: run.dispatcher!,
    abortable: run.abortable,
  });
  const chain = await runLoopInterceptors(run, turn);
  if (chain instanceof RunEnd) return chain;
  if (turn.executed.length > 0) {
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
  turn.answerPending(chain.decision === "CONTINUE" ? `not executed: ${chain.decidedBy ?? "a loop interceptor"} continued the loop first` : "not executed: the run completed");
  run.emit({ type: "turn.end", iteration: run.iteration });
  return chain.decision === "COMPLETE" ? new RunEnd("completed") : undefined;
}

/** Runs the loop interceptor chain on this turn; an interceptor that throws ends the run with status `error`. */
async function runLoopInterceptors(run: RunState, turn: ToolCallTurn): Promise<LoopChainResult | RunEnd> {
  const { scope } = run;
  const { response } = run.turn!;
  const context: InterceptorContext = {
    get messages() {
      // Handed to an interceptor, the transcript may change anywhere.
      reviseTranscript(run.prompt.message.messages);
      return run.prompt.message.messages;
    },
    lastResponse: textOf(response.content),
    stopReason: response.stopReason,
    get toolCalls() {
      return turn.pending;
    },
    tools: run.tools,
    signal: run.signal,
    agentId: scope.agentId,
    threadId: scope.threadId,
    runId: scope.runId,
    iteration: run.iteration,
    cwd: scope.cwd,
    executeToolCalls: (calls) => turn.execute(calls),
  };
  try {
    return await run.abortable(
      run.config.loopInterceptors.execute(context, (name, result) =>
        run.emit({ type: "loop.decision", interceptor: name, decision: result.decision, ...(result.reasoning ? { reasoning: result.reasoning } : {}) }),
      ),
    );
  } catch (error) {
    if (run.request.signal?.aborted) throw error;
    const failure = new LoopStepError({ code: "LOOP_INTERCEPTOR_FAILED", step: "loop interceptor chain", cause: error });
    return new RunEnd("error", failure.message, failure);
  }
}
