import type * as GenaiPrices from "@pydantic/genai-prices";
import type { Usage } from "../models/spec.js";

/** What a price lookup needs: the usage of one call, and who served it. */
export interface PriceQuery {
  usage: Usage;
  provider: string;
  modelId: string;
}

/** Prices one model call in US dollars. */
export type UsagePricer = (query: PriceQuery) => number | undefined;

type PriceModule = typeof GenaiPrices;

let loading: Promise<PriceModule> | undefined;

/**
 * Loads the price table (`@pydantic/genai-prices`, bundled with the package: nothing is fetched at
 * run time) and returns a pricer. The table is loaded once per process, on first use, so runs that
 * never price anything never load it.
 *
 * The pricer counts fresh input, cache reads and cache writes at their own rates, and picks the
 * long-context tier from the call's whole input; a model the table does not know costs `undefined`.
 *
 * @example
 * const price = await loadUsagePricer();
 * price({ usage: { inputTokens: 1_000, outputTokens: 200 }, provider: "anthropic", modelId: "claude-sonnet-4-5" }); // 0.006
 */
export async function loadUsagePricer(): Promise<UsagePricer> {
  loading ??= import("@pydantic/genai-prices");
  const prices = await loading;
  const cache = new Map<string, { providerId?: string } | null>();
  return ({ usage, provider, modelId }) => {
    const key = `${provider}\u0000${modelId}`;
    let options = cache.get(key);
    if (options === undefined) {
      options = resolveProvider(prices, provider, modelId);
      cache.set(key, options);
    }
    if (options === null) return undefined;
    const cacheRead = usage.cacheReadTokens ?? 0;
    const cacheWrite = usage.cacheWriteTokens ?? 0;
    // The table counts cached tokens inside the input total; loopgate's `inputTokens` is the uncached part.
    const result = prices.calcPrice(
      { input_tokens: usage.inputTokens + cacheRead + cacheWrite, output_tokens: usage.outputTokens, cache_read_tokens: cacheRead, cache_write_tokens: cacheWrite },
      modelId,
      options,
    );
    return result ? result.total_price : undefined;
  };
}

/** The table's provider for a loopgate provider name, or none to let the table find it by model id; `null` when the model is unknown. */
function resolveProvider(prices: PriceModule, provider: string, modelId: string): { providerId?: string } | null {
  const named = prices.findProvider({ providerId: provider });
  if (named && prices.calcPrice({ input_tokens: 0, output_tokens: 0 }, modelId, { providerId: named.id })) return { providerId: named.id };
  return prices.calcPrice({ input_tokens: 0, output_tokens: 0 }, modelId) ? {} : null;
}
