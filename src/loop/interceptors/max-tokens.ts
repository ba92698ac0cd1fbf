import { userMessage } from "../../messages/content.js";
import { RunCounter } from "./run-counter.js";
import { LoopDecision, LoopInterceptor, type InterceptorContext, type InterceptorResult } from "../loop-interceptor.js";

/** Options of `MaxTokensInterceptor`. */
export interface MaxTokensInterceptorOptions {
  /** How many times one run may continue a cut-off response (default 3). */
  maxContinuations?: number;
  /** The message asking the model to go on. */
  continueMessage?: string;
}

/**
 * Continues when a response was cut off by the output token limit (and made no tool calls),
 * asking the model to carry on from where it stopped; bounded per run.
 *
 * @example
 * manager.register(new MaxTokensInterceptor({ maxContinuations: 2 }));
 */
export class MaxTokensInterceptor extends LoopInterceptor {
  readonly name = "max-tokens";
  override readonly description = "Continues responses cut off by the token limit";
  readonly maxContinuations: number;
  readonly continueMessage: string;
  readonly #continuations = new RunCounter();

  constructor(options: MaxTokensInterceptorOptions = {}) {
    super();
    this.maxContinuations = options.maxContinuations ?? 3;
    this.continueMessage =
      options.continueMessage ?? "Your last response was cut off by the output token limit. Continue exactly where you stopped.";
  }

  intercept(context: InterceptorContext): InterceptorResult {
    if (context.stopReason !== "max_tokens" || context.toolCalls.length > 0) return { decision: LoopDecision.COMPLETE };
    const used = this.#continuations.get(context.runId);
    if (used >= this.maxContinuations) {
      this.#continuations.reset(context.runId);
      return { decision: LoopDecision.COMPLETE, reasoning: `Token limit hit again after ${used} continuation(s); giving up` };
    }
    this.#continuations.increment(context.runId);
    context.messages.push(userMessage(this.continueMessage));
    return { decision: LoopDecision.CONTINUE, reasoning: `Response cut by the token limit; continuation ${used + 1} of ${this.maxContinuations}` };
  }
}
