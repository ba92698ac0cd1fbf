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
  // A special token's text (`<|endoftext|>`) in a transcript is plain text to count, never a reason to throw.
  const exact = (text: string) => countTokens(text, PLAIN_TEXT);
  const short = new Map<string, number>();
  return Object.freeze({
    kind: "o200k" as const,
    count(text: string): number {
      if (text.length === 0) return 0;
      if (text.length > SHORT_TEXT) return text.length <= SAMPLED_ABOVE ? exact(text) : sampledCount(text, exact);
      // Short texts come back again and again (tool names, small inputs and results): each is tokenized once.
      let tokens = short.get(text);
      if (tokens === undefined) {
        if (short.size >= SHORT_TEXTS_KEPT) short.clear();
        short.set(text, (tokens = exact(text)));
      }
      return tokens;
    },
  });
}

const PLAIN_TEXT = Object.freeze({ disallowedSpecial: new Set<string>() });
/** Texts up to this length are remembered with their count, up to `SHORT_TEXTS_KEPT` of them. */
const SHORT_TEXT = 128;
const SHORT_TEXTS_KEPT = 4_096;

/** Texts longer than this are counted from samples (a huge tool result would otherwise take a tenth of a second). */
const SAMPLED_ABOVE = 256_000;
const SAMPLES = 8;
const SAMPLE_CHARS = 16_000;

/** Tokens of a huge text, from the exact count of evenly spaced samples scaled to its length (within a few percent on real text). */
function sampledCount(text: string, count: (text: string) => number): number {
  const stride = Math.floor((text.length - SAMPLE_CHARS) / (SAMPLES - 1));
  let tokens = 0;
  for (let sample = 0; sample < SAMPLES; sample++) tokens += count(text.slice(sample * stride, sample * stride + SAMPLE_CHARS));
  return Math.ceil((tokens / (SAMPLES * SAMPLE_CHARS)) * text.length);
}
