import { ConfigurationError } from "../errors/index.js";
import type { InterceptorContext, InterceptorResult, LoopInterceptor } from "./loop-interceptor.js";
import { LoopDecision } from "./loop-interceptor.js";

/** The outcome of one pass through the chain. */
export interface LoopChainResult {
  decision: LoopDecision;
  /** The interceptor that decided CONTINUE, or the last one that ran. */
  decidedBy?: string;
  reasoning?: string;
}

/**
 * Holds the loop interceptors and runs them in registration order after each response:
 * the first CONTINUE wins and ends the chain; only if all say COMPLETE does the task finish.
 *
 * @example
 * const manager = new LoopInterceptorManager();
 * manager.register(new MaxTokensInterceptor());
 * manager.register(new ToolExecutionInterceptor());
 */
export class LoopInterceptorManager {
  readonly #interceptors: LoopInterceptor[] = [];

  /** Adds an interceptor at the end of the chain. Names must be unique. */
  register(interceptor: LoopInterceptor): this {
    if (!interceptor || typeof interceptor.intercept !== "function" || typeof interceptor.name !== "string") {
      throw new ConfigurationError({ message: "LoopInterceptorManager.register() takes an object with a `name` and an `intercept(context)` method" });
    }
    if (this.#interceptors.some((existing) => existing.name === interceptor.name)) {
      throw new ConfigurationError({ message: `A loop interceptor named "${interceptor.name}" is already registered` });
    }
    this.#interceptors.push(interceptor);
    return this;
  }

  /** Removes an interceptor by name; returns whether it was there. */
  unregister(name: string): boolean {
    const index = this.#interceptors.findIndex((interceptor) => interceptor.name === name);
    if (index === -1) return false;
    this.#interceptors.splice(index, 1);
    return true;
  }

  /** The interceptors, in execution order. */
  list(): LoopInterceptor[] {
    return [...this.#interceptors];
  }

  /** Whether an interceptor of this class is registered. */
  has(kind: abstract new (...args: never[]) => LoopInterceptor): boolean {
    return this.#interceptors.some((interceptor) => interceptor instanceof kind);
  }

  /**
   * Runs the chain. `onDecision` observes each interceptor's answer. Errors propagate to the
   * caller (the agent turns them into a run with status `error`).
   */
  async execute(
    context: InterceptorContext,
    onDecision?: (name: string, result: InterceptorResult) => void,
  ): Promise<LoopChainResult> {
    let last: string | undefined;
    // The chain as it was when the turn began, whatever an interceptor registers meanwhile.
    const interceptors = this.#interceptors.slice();
    for (let index = 0; index < interceptors.length; index++) {
      const interceptor = interceptors[index]!;
      const result = await interceptor.intercept(context);
      if (!result || (result.decision !== LoopDecision.CONTINUE && result.decision !== LoopDecision.COMPLETE)) {
        throw new ConfigurationError({ message: `Loop interceptor "${interceptor.name}" returned no valid decision (expected CONTINUE or COMPLETE)` });
      }
      onDecision?.(interceptor.name, result);
      last = interceptor.name;
      if (result.decision === LoopDecision.CONTINUE) {
        const decided: LoopChainResult = { decision: LoopDecision.CONTINUE, decidedBy: interceptor.name };
        if (result.reasoning) decided.reasoning = result.reasoning;
        return decided;
      }
    }
    const completed: LoopChainResult = { decision: LoopDecision.COMPLETE };
    if (last) completed.decidedBy = last;
    return completed;
  }
}
