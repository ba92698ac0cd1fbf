/** How much a model reads and writes at most, in tokens. */
export interface ModelLimits {
  /** The context window: input and output of one call together. */
  contextWindow: number;
  /** The most output tokens one call may produce. */
  maxOutputTokens: number;
}

/** Per-model overrides of the table, keyed by model id (exact, or a prefix ending in `*`). */
export type ModelLimitOverrides = Readonly<Record<string, Partial<ModelLimits>>>;

/**
 * The context windows and output limits of the models loopgate knows, matched by model-id prefix
 * (the longest prefix wins, so dated snapshots and `-latest` aliases match their family). Kept here,
 * beside the code, and reviewed with each provider release; config overrides any entry.
 */
export const MODEL_LIMITS: Readonly<Record<string, ModelLimits>> = Object.freeze({
  // Anthropic
  "claude-opus-4-8": { contextWindow: 1_000_000, maxOutputTokens: 128_000 },
  "claude-opus-4-7": { contextWindow: 1_000_000, maxOutputTokens: 128_000 },
  "claude-opus-4-6": { contextWindow: 1_000_000, maxOutputTokens: 128_000 },
  "claude-opus-4-5": { contextWindow: 200_000, maxOutputTokens: 64_000 },
  "claude-opus-4-1": { contextWindow: 200_000, maxOutputTokens: 32_000 },
  "claude-opus-4": { contextWindow: 200_000, maxOutputTokens: 32_000 },
  "claude-sonnet-4-6": { contextWindow: 1_000_000, maxOutputTokens: 64_000 },
  "claude-sonnet-4-5": { contextWindow: 200_000, maxOutputTokens: 64_000 },
  "claude-sonnet-4": { contextWindow: 200_000, maxOutputTokens: 64_000 },
  "claude-haiku-4-5": { contextWindow: 200_000, maxOutputTokens: 64_000 },
  "claude-3-7-sonnet": { contextWindow: 200_000, maxOutputTokens: 64_000 },
  "claude-3-5-sonnet": { contextWindow: 200_000, maxOutputTokens: 8_192 },
  "claude-3-5-haiku": { contextWindow: 200_000, maxOutputTokens: 8_192 },
  "claude-3": { contextWindow: 200_000, maxOutputTokens: 4_096 },
  claude: { contextWindow: 200_000, maxOutputTokens: 32_000 },
  // OpenAI
  "gpt-6": { contextWindow: 1_050_000, maxOutputTokens: 128_000 },
  "gpt-5": { contextWindow: 400_000, maxOutputTokens: 128_000 },
  "gpt-4.1": { contextWindow: 1_047_576, maxOutputTokens: 32_768 },
  "gpt-4o": { contextWindow: 128_000, maxOutputTokens: 16_384 },
  "gpt-4-turbo": { contextWindow: 128_000, maxOutputTokens: 4_096 },
  "gpt-4": { contextWindow: 8_192, maxOutputTokens: 8_192 },
  "gpt-3.5-turbo": { contextWindow: 16_385, maxOutputTokens: 4_096 },
  "gpt-oss": { contextWindow: 131_072, maxOutputTokens: 131_072 },
  o1: { contextWindow: 200_000, maxOutputTokens: 100_000 },
  o3: { contextWindow: 200_000, maxOutputTokens: 100_000 },
  "o4-mini": { contextWindow: 200_000, maxOutputTokens: 100_000 },
  // Open models commonly served through OpenAI-compatible servers
  "llama3.1": { contextWindow: 131_072, maxOutputTokens: 8_192 },
  "llama3.2": { contextWindow: 131_072, maxOutputTokens: 8_192 },
  "qwen2.5": { contextWindow: 32_768, maxOutputTokens: 8_192 },
  "qwen3": { contextWindow: 40_960, maxOutputTokens: 16_384 },
});

/** What a model without an entry is assumed to have: a small window, so compaction starts early rather than never. */
export const DEFAULT_MODEL_LIMITS: Readonly<ModelLimits> = Object.freeze({ contextWindow: 128_000, maxOutputTokens: 8_192 });

/**
 * The limits of a model: the config's override for it (exact id, or the longest `prefix*`), over the
 * table's entry (the longest matching prefix), over the defaults.
 *
 * @example
 * modelLimits("claude-sonnet-4-5-20250929").contextWindow; // 200_000
 * modelLimits("my-local-model", { "my-local-model": { contextWindow: 32_768 } }).contextWindow; // 32_768
 */
export function modelLimits(modelId: string, overrides: ModelLimitOverrides = {}): ModelLimits {
  const id = modelId.toLowerCase();
  const known = longestPrefix(MODEL_LIMITS, id) ?? DEFAULT_MODEL_LIMITS;
  const override = overrides[modelId] ?? longestPrefix(prefixOverrides(overrides), id) ?? {};
  return { ...known, ...definedOnly(override) };
}

function longestPrefix<T>(table: Readonly<Record<string, T>>, id: string): T | undefined {
  let best: string | undefined;
  for (const key of Object.keys(table)) {
    if (id.startsWith(key) && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : table[best];
}

function prefixOverrides(overrides: ModelLimitOverrides): Record<string, Partial<ModelLimits>> {
  const prefixes: Record<string, Partial<ModelLimits>> = {};
  for (const [key, value] of Object.entries(overrides)) if (key.endsWith("*")) prefixes[key.slice(0, -1).toLowerCase()] = value;
  return prefixes;
}

function definedOnly(value: Partial<ModelLimits>): Partial<ModelLimits> {
  const result: Partial<ModelLimits> = {};
  if (typeof value.contextWindow === "number") result.contextWindow = value.contextWindow;
  if (typeof value.maxOutputTokens === "number") result.maxOutputTokens = value.maxOutputTokens;
  return result;
}
