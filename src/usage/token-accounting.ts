import type { ContentBlock, Message } from "../messages/types.js";
import type { ModelRequest, ToolSpec, Usage } from "../models/spec.js";
import type { ModelLimits } from "./model-limits.js";
import type { TokenEstimator } from "./token-estimator.js";
import { TranscriptTokens } from "./transcript-tokens.js";

/** Tokens a message costs beyond its content (role, separators), as providers frame it. */
const MESSAGE_OVERHEAD = 4;
/** What one image costs, roughly, whatever its size (providers scale images down). */
const IMAGE_TOKENS = 1_600;

/**
 * Knows the size of what a run sends: a token estimate per message (counted once per message, since
 * messages in a transcript are values, and per step only for the messages the step added: see
 * `TranscriptTokens`), the model's window and output limit, and a correction learnt from the `usage`
 * the provider reports (the ratio of reported to estimated input tokens).
 *
 * @example
 * const accounting = new TokenAccounting(await loadTokenEstimator("anthropic", model), modelLimits(model));
 * const estimate = accounting.estimateRequest(request);
 * accounting.observe(estimate, response.usage); // later estimates follow what the provider counts
 */
export class TokenAccounting {
  readonly estimator: TokenEstimator;
  readonly limits: ModelLimits;
  /** Reported over estimated input tokens, smoothed; 1 until the provider reports usage. */
  calibration = 1;
  readonly #tools = new WeakMap<ToolSpec, number>();

  constructor(estimator: TokenEstimator, limits: ModelLimits) {
    this.estimator = estimator;
    this.limits = limits;
  }

  /** The raw (uncorrected) tokens of one message, counted once (when it can no longer change). */
  rawMessageTokens(message: Message): number {
    return this.#transcript.message(message);
  }

  readonly #transcript = new TranscriptTokens((message) => {
    let tokens = MESSAGE_OVERHEAD;
    for (const block of message.content) tokens += this.rawBlockTokens(block);
    return tokens;
  });

  /** The raw tokens of one content block. */
  rawBlockTokens(block: ContentBlock): number {
    const estimator = this.estimator;
    switch (block.type) {
      case "text":
        return estimator.count(block.text);
      case "thinking":
        return estimator.count(block.thinking) + (block.redactedData ? Math.ceil(block.redactedData.length / 4) : 0);
      case "tool_use":
        return estimator.count(block.name) + estimator.count(JSON.stringify(block.input ?? {})) + MESSAGE_OVERHEAD;
      case "tool_result":
        return estimator.count(block.content) + MESSAGE_OVERHEAD;
      case "image":
        return IMAGE_TOKENS;
      default:
        return 0;
    }
  }

  /** The corrected estimate of a list of messages. */
  estimateMessages(messages: readonly Message[]): number {
    return Math.ceil(this.#transcript.list(messages) * this.calibration);
  }

  /** The raw (uncorrected) tokens of a whole request: system prompt, tool definitions, messages. */
  rawRequestTokens(request: Pick<ModelRequest, "system" | "tools" | "messages">): number {
    let raw = 0;
    if (request.system) {
      if (request.system !== this.#system) {
        this.#system = request.system;
        this.#systemTokens = this.estimator.count(request.system) + MESSAGE_OVERHEAD;
      }
      raw += this.#systemTokens;
    }
    return raw + this.rawToolTokens(request.tools) + this.#transcript.list(request.messages);
  }

  #system: string | undefined;
  #systemTokens = 0;

  /** The corrected estimate of a whole request's input tokens. */
  estimateRequest(request: Pick<ModelRequest, "system" | "tools" | "messages">): number {
    return Math.ceil(this.rawRequestTokens(request) * this.calibration);
  }

  /**
   * Learns from what the provider counted for a request whose raw estimate was `rawEstimate`:
   * later estimates are scaled by the (smoothed) ratio. Reports without input tokens teach nothing.
   */
  observe(rawEstimate: number, usage: Usage): void {
    const reported = usage.inputTokens + (usage.cacheReadTokens ?? 0) + (usage.cacheWriteTokens ?? 0);
    if (!(reported > 0) || !(rawEstimate > 0)) return;
    const ratio = Math.min(4, Math.max(0.25, reported / rawEstimate));
    // The first report replaces the guess; later ones move it halfway, so one odd request does not swing it.
    this.calibration = this.#observed ? (this.calibration + ratio) / 2 : ratio;
    this.#observed = true;
  }

  #observed = false;

  private rawToolTokens(tools: readonly ToolSpec[]): number {
    // Every request of a run sends the same tools, mostly: compared with the last ones, not looked up one by one.
    const last = this.#lastTools;
    let same = tools.length === last.length;
    for (let index = 0; same && index < tools.length; index++) same = tools[index] === last[index];
    if (same) return this.#lastToolTokens;
    let tokens = 0;
    for (const tool of tools) {
      let known = this.#tools.get(tool);
      if (known === undefined) {
        known = this.estimator.count(tool.name) + this.estimator.count(tool.description ?? "") + this.estimator.count(JSON.stringify(tool.inputSchema ?? {})) + MESSAGE_OVERHEAD;
        this.#tools.set(tool, known);
      }
      tokens += known;
    }
    this.#lastTools = tools.slice();
    this.#lastToolTokens = tokens;
    return tokens;
  }

  #lastTools: readonly ToolSpec[] = [];
  #lastToolTokens = 0;
}
