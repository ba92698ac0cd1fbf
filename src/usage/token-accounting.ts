import type { ContentBlock, Message } from "../messages/types.js";
import type { ModelRequest, ToolSpec, Usage } from "../models/spec.js";
import type { ModelLimits } from "./model-limits.js";
import type { TokenEstimator } from "./token-estimator.js";

/** Tokens a message costs beyond its content (role, separators), as providers frame it. */
const MESSAGE_OVERHEAD = 4;
/** What one image costs, roughly, whatever its size (providers scale images down). */
const IMAGE_TOKENS = 1_600;

/**
 * Knows the size of what a run sends: a token estimate per message (counted once per message, since
 * messages in a transcript are values), the model's window and output limit, and a correction learnt
 * from the `usage` the provider reports (the ratio of reported to estimated input tokens).
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
  readonly #messages = new WeakMap<object, number>();
  readonly #tools = new WeakMap<ToolSpec, number>();

  constructor(estimator: TokenEstimator, limits: ModelLimits) {
    this.estimator = estimator;
    this.limits = limits;
  }

  /** The raw (uncorrected) tokens of one message, counted once. */
  rawMessageTokens(message: Message): number {
    const known = this.#messages.get(message);
    if (known !== undefined) return known;
    let tokens = MESSAGE_OVERHEAD;
    for (const block of message.content) tokens += this.rawBlockTokens(block);
    if (Object.isFrozen(message)) this.#messages.set(message, tokens);
    return tokens;
  }

  /** The raw tokens of one content block. */
  rawBlockTokens(block: ContentBlock): number {
    const count = (text: string) => this.estimator.count(text);
    switch (block.type) {
      case "text":
        return count(block.text);
      case "thinking":
        return count(block.thinking) + (block.redactedData ? Math.ceil(block.redactedData.length / 4) : 0);
      case "tool_use":
        return count(block.name) + count(JSON.stringify(block.input ?? {})) + MESSAGE_OVERHEAD;
      case "tool_result":
        return count(block.content) + MESSAGE_OVERHEAD;
      case "image":
        return IMAGE_TOKENS;
      default:
        return 0;
    }
  }

  /** The corrected estimate of a list of messages. */
  estimateMessages(messages: readonly Message[]): number {
    return Math.ceil(this.rawListTokens(messages) * this.calibration);
  }

  /**
   * The raw tokens of a list of messages. Each turn's request repeats the last one's messages and
   * adds a few, so the running sums of the last frozen list are kept: the part shared with it is
   * found by comparing references, and only what follows is counted.
   */
  private rawListTokens(messages: readonly Message[]): number {
    const sums = this.#listSums;
    let shared = 0;
    const comparable = Math.min(sums.length, messages.length);
    const list = this.#list;
    while (shared < comparable && list[shared] === messages[shared]) shared++;
    let raw = shared === 0 ? 0 : sums[shared - 1]!;
    // Only a frozen list is remembered: one that can still change could not be compared with later.
    let remember = Object.isFrozen(messages);
    if (remember) {
      sums.length = shared;
      this.#list = messages;
    }
    for (let index = shared; index < messages.length; index++) {
      const message = messages[index]!;
      raw += this.rawMessageTokens(message);
      // Nor is anything from a message that is not frozen on.
      remember &&= Object.isFrozen(message);
      if (remember) sums.push(raw);
    }
    return raw;
  }

  /** The last list counted, and the running sums of its leading frozen messages. */
  #list: readonly Message[] = [];
  readonly #listSums: number[] = [];

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
    return raw + this.rawToolTokens(request.tools) + this.rawListTokens(request.messages);
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
    let tokens = 0;
    for (const tool of tools) {
      let known = this.#tools.get(tool);
      if (known === undefined) {
        known = this.estimator.count(tool.name) + this.estimator.count(tool.description ?? "") + this.estimator.count(JSON.stringify(tool.inputSchema ?? {})) + MESSAGE_OVERHEAD;
        this.#tools.set(tool, known);
      }
      tokens += known;
    }
    return tokens;
  }
}
