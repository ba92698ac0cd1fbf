import { ScriptExhaustedError } from "../errors/index.js";
import { ModelError } from "../models/model-error.js";
import type { GenerateOptions, LanguageModel, ModelRequest, ModelResponse } from "../models/spec.js";
import type { Recording } from "./recording.js";

/**
 * A model that answers exactly as the recorded one did, call after call: its responses (text
 * streamed as one delta), and its failures as `ModelError`s. No network. A call past the end of the
 * recording throws `ScriptExhaustedError`.
 *
 * @example
 * const model = recordedModel(readRecording("session.jsonl"));
 * const agent = createAgent({ model, tools });
 */
export function recordedModel(recording: Recording): LanguageModel & { readonly remaining: number } {
  let next = 0;
  const turns = recording.modelTurns;
  return {
    provider: recording.header.model?.provider ?? "recorded",
    modelId: recording.header.model?.modelId ?? "recorded",
    get remaining() {
      return turns.length - next;
    },
    async generate(_request: ModelRequest, options: GenerateOptions = {}): Promise<ModelResponse> {
      options.signal?.throwIfAborted();
      const turn = turns[next];
      if (!turn) {
        throw new ScriptExhaustedError({ message: `The recording has no model answer left: call ${next + 1}, but ${turns.length} were recorded` });
      }
      next++;
      if (turn.type === "model.error") {
        throw new ModelError({ provider: recording.header.model?.provider ?? "recorded", message: turn.error.message, ...(turn.error.statusCode !== undefined ? { statusCode: turn.error.statusCode } : {}) });
      }
      for (const block of turn.response.content) if (block.type === "text" && block.text !== "") options.onDelta?.({ type: "text_delta", text: block.text });
      return structuredClone(turn.response);
    },
  };
}
