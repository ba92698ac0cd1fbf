import { ConfigurationError } from "../errors/configuration-error.js";
import { describeError } from "../errors/describe-error.js";
import type { InterceptorRegistration, ModelWrapInput } from "../interceptors/types.js";
import type { LanguageModel, ModelResponse } from "../models/spec.js";
import { isTransientModelFailure } from "./model-failure.js";

/** Options of `modelFallback`, given as its last argument. */
export interface ModelFallbackOptions {
  /** Which failures move on to the next model (default: overloaded, rate-limited, 5xx and network failures). */
  when?: (error: unknown) => boolean;
  /**
   * When the money budget runs low, go straight to a cheaper model: once at most `below` of the
   * tightest money budget is left (a fraction, e.g. 0.2), calls go to `model` first.
   */
  budgetLow?: { below: number; model: LanguageModel };
  /** Registration id (default `builtin:model-fallback`). */
  id?: string;
  /** Layer priority (default 30: outside `modelRetry`, so each model is retried before the next is tried). */
  priority?: number;
}

/**
 * Falls back to the next model when a call fails with an overloaded, rate-limited or server error,
 * as a `model.wrap` layer: the agent's model first (through the inner layers), then each of `models`
 * in turn with the same request. The answer says which model gave it (`response.model`), so its cost
 * is priced right. Each switch is a `model.delta` event of type `retry` naming the model and the
 * failure that caused it; when every model fails, the run ends with the first model's error.
 *
 * @example
 * registry.add(modelFallback(anthropic({ model: "claude-haiku-4-5" }), openai({ model: "gpt-4o-mini" })));
 * registry.add(modelFallback(backup, { budgetLow: { below: 0.2, model: cheap } }));
 */
export function modelFallback(...args: Array<LanguageModel | ModelFallbackOptions>): InterceptorRegistration<"model.wrap"> {
  const last = args.at(-1);
  const options: ModelFallbackOptions = last !== undefined && !isModel(last) ? (last as ModelFallbackOptions) : {};
  const models = (options === last ? args.slice(0, -1) : args) as unknown[];
  for (const model of models) if (!isModel(model)) throw new ConfigurationError({ message: "modelFallback: every model must implement generate(request, options)" });
  const budgetLow = options.budgetLow;
  if (budgetLow && (!isModel(budgetLow.model) || !(budgetLow.below >= 0 && budgetLow.below <= 1))) {
    throw new ConfigurationError({ message: "modelFallback: `budgetLow` needs a model and `below` between 0 and 1" });
  }
  if (models.length === 0 && !budgetLow) throw new ConfigurationError({ message: "modelFallback: give at least one model to fall back to" });
  const when = options.when ?? isTransientModelFailure;
  const fallbacks = models as LanguageModel[];
  return {
    id: options.id ?? "builtin:model-fallback",
    name: "model.wrap",
    priority: options.priority ?? 30,
    handler: async function modelFallbackLayer(input: Readonly<ModelWrapInput>, next) {
      if (budgetLow && input.budgetRemaining !== undefined && input.budgetRemaining <= budgetLow.below) {
        input.onDelta({ type: "retry", attempt: 1, delayMs: 0, reason: `budget low (${Math.round(input.budgetRemaining * 100)}% left): using ${budgetLow.model.modelId}` });
        return callModel(budgetLow.model, input);
      }
      let primaryFailure: unknown;
      try {
        return await next();
      } catch (error) {
        if (input.signal.aborted || !when(error)) throw error;
        primaryFailure = error;
      }
      let failure = primaryFailure;
      for (const [index, model] of fallbacks.entries()) {
        input.onDelta({ type: "retry", attempt: index + 2, delayMs: 0, reason: `falling back to ${model.modelId}: ${describeError(failure)}` });
        try {
          return await callModel(model, input);
        } catch (error) {
          failure = error;
          if (input.signal.aborted || !when(error)) break;
        }
      }
      // The first model's own error ends the run (the fallbacks' failures are in the retry events).
      throw primaryFailure;
    },
  };
}

async function callModel(model: LanguageModel, input: Readonly<ModelWrapInput>): Promise<ModelResponse> {
  const response = await model.generate(input.request, { signal: input.signal, onDelta: input.onDelta });
  return response && typeof response === "object" && response.model === undefined ? { ...response, model: model.modelId } : response;
}

function isModel(value: unknown): value is LanguageModel {
  return typeof value === "object" && value !== null && typeof (value as LanguageModel).generate === "function";
}
