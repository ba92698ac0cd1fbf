/** Which way a model's tokens are counted. */
export type TokenizerKind = "o200k" | "calibrated";

/** Counts the tokens of text for one model family. */
export interface TokenEstimator {
  readonly kind: TokenizerKind;
  /** Tokens of `text` (exact for OpenAI-family models, an estimate otherwise). */
  count(text: string): number;
}

/**
 * An estimate without a tokenizer: about 3.5 characters per token for ASCII text and one token per
 * other character (CJK, emoji), which runs slightly high for Claude models; the run corrects it with
 * the `usage` the provider reports (see `TokenAccounting`).
 */
export const calibratedEstimator: TokenEstimator = Object.freeze({
  kind: "calibrated" as const,
  count(text: string): number {
    let other = 0;
    for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) other++;
    return Math.ceil((text.length - other) / 3.5 + other);
  },
});

/** Whether a model is counted with OpenAI's tokenizer (OpenAI's models and the open-weight ones they share it with). */
export function usesOpenAITokenizer(provider: string, modelId: string): boolean {
  const id = modelId.toLowerCase();
  if (/^(gpt-|o\d|chatgpt|text-embedding|davinci)/.test(id)) return true;
  return provider === "openai" && !id.startsWith("claude");
}

/**
 * The estimator for a model: `gpt-tokenizer` (o200k, loaded on first use, offline) for OpenAI-family
 * models, the calibrated estimate for the rest (Anthropic's tokenizer is not published).
 *
 * @example
 * const estimator = await loadTokenEstimator("openai", "gpt-4o");
 * estimator.count("hello world"); // 2
 */
export async function loadTokenEstimator(provider: string, modelId: string): Promise<TokenEstimator> {
  if (!usesOpenAITokenizer(provider, modelId)) return calibratedEstimator;
  const { countTokens } = await import("gpt-tokenizer");
  return Object.freeze({ kind: "o200k" as const, count: (text: string) => (text.length === 0 ? 0 : countTokens(text)) });
}
