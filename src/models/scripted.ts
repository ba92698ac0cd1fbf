import { ScriptExhaustedError } from "../errors/index.js";
import type { ContentBlock } from "../messages/types.js";
import type { GenerateOptions, LanguageModel, ModelParams, ModelRequest, ModelResponse, StopReason, ToolSpec, Usage } from "./spec.js";
import type { Message } from "../messages/types.js";

/** One scripted tool call; `id` is generated when omitted. */
export interface ScriptedToolCall {
  id?: string;
  name: string;
  input: Record<string, unknown>;
}

/** One scripted model turn. */
export interface ScriptedTurnSpec {
  text?: string;
  thinking?: string;
  toolCalls?: ScriptedToolCall[];
  /** Default: `tool_use` when there are tool calls, else `end_turn`. */
  stopReason?: StopReason;
  usage?: Partial<Usage>;
}

/** A turn, or a function of the request that returns one (or a whole response). */
export type ScriptedTurn =
  | ScriptedTurnSpec
  | ((request: ModelRequest, callIndex: number) => ScriptedTurnSpec | ModelResponse | Promise<ScriptedTurnSpec | ModelResponse>);

/** What a scripted model saw on one call. */
export interface ScriptedCall {
  messages: Message[];
  tools: ToolSpec[];
  params: ModelParams;
  system?: string;
}

/** An offline model that plays a script; for tests, demos and reproducible runs. */
export interface ScriptedModel extends LanguageModel {
  /** Every request received, in order (messages are copied at call time). */
  readonly calls: ScriptedCall[];
  /** Turns not yet played. */
  readonly remaining: number;
}

/**
 * A model that answers with the given turns, in order, and records every request on `.calls`.
 * Text is streamed as one delta per word, so streaming consumers see deltas too.
 *
 * @example
 * const model = scriptedModel([
 *   { toolCalls: [{ name: "exec", input: { command: "ls" } }] },
 *   { text: "Done." },
 * ]);
 */
export function scriptedModel(turns: readonly ScriptedTurn[], options: { provider?: string; modelId?: string } = {}): ScriptedModel {
  if (!Array.isArray(turns)) throw new ScriptExhaustedError({ message: "scriptedModel() takes an array of turns" });
  const calls: ScriptedCall[] = [];
  let next = 0;
  let generatedIds = 0;
  return {
    provider: options.provider ?? "scripted",
    modelId: options.modelId ?? "scripted",
    calls,
    get remaining() {
      return turns.length - next;
    },
    async generate(request: ModelRequest, generateOptions: GenerateOptions = {}): Promise<ModelResponse> {
      generateOptions.signal?.throwIfAborted();
      calls.push({
        // The loop hands a frozen snapshot, kept as is; anything else is copied, as the caller may change it later.
        messages: Object.isFrozen(request.messages) ? request.messages : request.messages.map((message) => ({ ...message, content: [...message.content] })),
        tools: [...request.tools],
        params: { ...request.params },
        ...(request.system !== undefined ? { system: request.system } : {}),
      });
      const index = next;
      const turn = turns[index];
      if (turn === undefined) {
        throw new ScriptExhaustedError({ message: `The scripted model has no turn left: it was called ${index + 1} times but the script has ${turns.length} turn(s)` });
      }
      next++;
      const played = typeof turn === "function" ? await turn(request, index) : turn;
      const response = isResponse(played) ? played : toResponse(played, () => `call_${index + 1}_${++generatedIds}`);
      for (const block of response.content) {
        if (block.type === "text" && generateOptions.onDelta) {
          for (const piece of block.text.match(/\S+\s*|\s+/g) ?? []) generateOptions.onDelta({ type: "text_delta", text: piece });
        }
      }
      generateOptions.signal?.throwIfAborted();
      return response;
    },
  };
}

function isResponse(value: ScriptedTurnSpec | ModelResponse): value is ModelResponse {
  return Array.isArray((value as ModelResponse).content);
}

function toResponse(turn: ScriptedTurnSpec, nextId: () => string): ModelResponse {
  if (typeof turn !== "object" || turn === null) throw new ScriptExhaustedError({ message: "A scripted turn must be an object or a function" });
  const content: ContentBlock[] = [];
  if (turn.thinking) content.push({ type: "thinking", thinking: turn.thinking });
  if (turn.text) content.push({ type: "text", text: turn.text });
  for (const call of turn.toolCalls ?? []) {
    if (typeof call?.name !== "string") throw new ScriptExhaustedError({ message: "A scripted tool call needs a `name`" });
    content.push({ type: "tool_use", id: call.id ?? nextId(), name: call.name, input: call.input ?? {} });
  }
  const stopReason = turn.stopReason ?? (turn.toolCalls && turn.toolCalls.length > 0 ? "tool_use" : "end_turn");
  return {
    content,
    stopReason,
    usage: { inputTokens: turn.usage?.inputTokens ?? 0, outputTokens: turn.usage?.outputTokens ?? 0, ...pickCache(turn.usage) },
  };
}

function pickCache(usage: Partial<Usage> | undefined): Partial<Usage> {
  if (!usage) return {};
  return {
    ...(usage.cacheReadTokens !== undefined ? { cacheReadTokens: usage.cacheReadTokens } : {}),
    ...(usage.cacheWriteTokens !== undefined ? { cacheWriteTokens: usage.cacheWriteTokens } : {}),
  };
}
