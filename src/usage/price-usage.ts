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
  const models = new Map<string, ModelRates | null>();
  return ({ usage, provider, modelId }) => {
    const key = `${provider}\u0000${modelId}`;
    let rates = models.get(key);
    if (rates === undefined) {
      const options = resolveProvider(prices, provider, modelId);
      rates = options === null ? null : new ModelRates(prices, modelId, options);
      models.set(key, rates);
    }
    return rates?.price(usage);
  };
}

/**
 * One model's prices. Within a long-context tier a price is linear in each kind of token, so the
 * table is asked once per tier (for the rate of fresh input, cache reads, cache writes and output)
 * and each call is then priced with four multiplications: asking the table costs tens of
 * microseconds, too much for every step of a long run.
 */
class ModelRates {
  readonly #prices: PriceModule;
  readonly #modelId: string;
  readonly #options: { providerId?: string };
  readonly #starts: number[];
  readonly #tiers = new Map<number, Rates | null>();

  constructor(prices: PriceModule, modelId: string, options: { providerId?: string }) {
    this.#prices = prices;
    this.#modelId = modelId;
    this.#options = options;
    this.#starts = tierStarts(prices.calcPrice({ input_tokens: 0, output_tokens: 0 }, modelId, options)?.model_price);
  }

  price(usage: Usage): number | undefined {
    const cacheRead = usage.cacheReadTokens ?? 0;
    const cacheWrite = usage.cacheWriteTokens ?? 0;
    // The table counts cached tokens inside the input total; loopgate's `inputTokens` is the uncached part.
    const total = usage.inputTokens + cacheRead + cacheWrite;
    const tier = this.#starts.filter((start) => total > start).length;
    let rates = this.#tiers.get(tier);
    if (rates === undefined) {
      rates = this.#probe(Math.max(1, total));
      this.#tiers.set(tier, rates);
    }
    if (rates === null) return undefined;
    return usage.inputTokens * rates.input + cacheRead * rates.cacheRead + cacheWrite * rates.cacheWrite + usage.outputTokens * rates.output;
  }

  /** Rates per token at an input total within one tier. */
  #probe(total: number): Rates | null {
    const at = (extra: Record<string, number>) => this.#prices.calcPrice({ input_tokens: total, output_tokens: 0, ...extra }, this.#modelId, this.#options)?.total_price;
    const input = at({});
    const cacheRead = at({ cache_read_tokens: total });
    const cacheWrite = at({ cache_write_tokens: total });
    const output = at({ output_tokens: 1_000_000 });
    if (input === undefined || cacheRead === undefined || cacheWrite === undefined || output === undefined) return null;
    return { input: input / total, cacheRead: cacheRead / total, cacheWrite: cacheWrite / total, output: (output - input) / 1_000_000 };
  }
}

interface Rates {
  input: number;
  cacheRead: number;
  cacheWrite: number;
  output: number;
}

/** Where the model's long-context tiers start, from the prices the table picked for it. */
function tierStarts(modelPrice: Record<string, unknown> | undefined): number[] {
  const starts = new Set<number>();
  for (const value of Object.values(modelPrice ?? {})) {
    const tiers = (value as { tiers?: Array<{ start?: unknown }> } | undefined)?.tiers;
    if (Array.isArray(tiers)) for (const tier of tiers) if (typeof tier?.start === "number") starts.add(tier.start);
  }
  return [...starts].sort((a, b) => a - b);
}

/** The table's provider for a loopgate provider name, or none to let the table find it by model id; `null` when the model is unknown. */
function resolveProvider(prices: PriceModule, provider: string, modelId: string): { providerId?: string } | null {
  const named = prices.findProvider({ providerId: provider });
  if (named && prices.calcPrice({ input_tokens: 0, output_tokens: 0 }, modelId, { providerId: named.id })) return { providerId: named.id };
  return prices.calcPrice({ input_tokens: 0, output_tokens: 0 }, modelId) ? {} : null;
}
