import { describeError } from "../errors/index.js";
import type { ContentBlock, Message } from "../messages/types.js";
import type { ModelParams, ModelResponse } from "../models/spec.js";
import type { ProcessedMessage } from "./processors/types.js";
import type { RunStatus } from "./run-result.js";
import type { ThreadStore } from "./thread-store.js";

/** Raised inside the loop to end the run; caught by `executeRun` and turned into the result. */
export class EndRun {
  constructor(
    readonly status: RunStatus,
    readonly reason?: string,
    readonly error?: Error,
  ) {}
}

export async function loadThread(store: ThreadStore, threadId: string) {
  const loaded = await store.load(threadId);
  if (!loaded) return undefined;
  return { messages: [...loaded.messages], state: loaded.state ?? {} };
}

export function buildUserContent(input: string | ContentBlock[], message: string): ContentBlock[] {
  if (typeof input === "string") return [{ type: "text", text: message }];
  const rest = input.filter((block) => block.type !== "text");
  return message ? [{ type: "text", text: message }, ...rest] : rest;
}

export function pickParams(source: { thinkLevel?: unknown; reasoningLevel?: unknown; temperature?: unknown }): Partial<ModelParams> {
  const params: Partial<ModelParams> = {};
  if (typeof source.thinkLevel === "string") params.thinkLevel = source.thinkLevel;
  if (typeof source.reasoningLevel === "string") params.reasoningLevel = source.reasoningLevel;
  if (typeof source.temperature === "number" && Number.isFinite(source.temperature)) params.temperature = source.temperature;
  return params;
}

export function describeAbort(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name !== "AbortError") return `aborted: ${reason.message}`;
  if (typeof reason === "string") return `aborted: ${reason}`;
  return "The run was aborted";
}

export function isModelResponse(value: unknown): value is ModelResponse {
  return typeof value === "object" && value !== null && Array.isArray((value as ModelResponse).content);
}

export function isProcessedMessage(value: unknown): value is ProcessedMessage {
  const candidate = value as ProcessedMessage;
  return typeof candidate === "object" && candidate !== null && Array.isArray(candidate.message?.messages);
}

export function isMessage(value: unknown): value is Message {
  const candidate = value as Message;
  return typeof candidate === "object" && candidate !== null && (candidate.role === "user" || candidate.role === "assistant") && Array.isArray(candidate.content);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(describeError(error));
}
