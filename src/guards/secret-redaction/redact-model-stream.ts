import type { InterceptorRegistration, RunScope } from "../../interceptors/types.js";
import type { ModelDelta, ModelResponse } from "../../models/spec.js";
import { createRedactor, type Redactor, type RedactorOptions } from "./redactor.js";
import { vaultOf, type SecretVault } from "./secret-vault.js";
import { createStreamRedactor } from "./stream-redactor.js";

/** Options of `redactModelStream`. */
export interface RedactModelStreamOptions extends RedactorOptions {
  /** Registration id, also the key of the vault in the thread's state (default `builtin:secret-redaction:stream`). */
  id?: string;
  /** Wrap priority; low, so that this is the innermost layer and no other layer sees a secret (default -1000). */
  priority?: number;
  /** A redactor to share (the bundle's); otherwise one is made from the options. */
  redactor?: Redactor;
  /** Where the thread's placeholders are kept (the bundle's vault); otherwise in the thread's state under `id`. */
  vaultFor?: (scope: Readonly<RunScope>) => SecretVault;
}

/**
 * A `model.wrap` layer that redacts the model's streamed text and thinking before any event,
 * renderer or hook sees them, including a secret split across deltas: it holds back only the tail
 * that may still be part of a secret (the token being written, an unfinished key block). The
 * response it returns has its text redacted the same way, so the transcript holds placeholders.
 * Part of `secretRedaction`; usable alone.
 *
 * @example
 * registry.add(redactModelStream());
 */
export function redactModelStream(options: RedactModelStreamOptions = {}): InterceptorRegistration<"model.wrap"> {
  const id = options.id ?? "builtin:secret-redaction:stream";
  const redactor = options.redactor ?? createRedactor(options);
  const vaultFor = options.vaultFor ?? ((scope: Readonly<RunScope>) => vaultOf(scope.state, id));
  return {
    id,
    name: "model.wrap",
    priority: options.priority ?? -1000,
    handler: async function secretRedactionStream(input, next) {
      const vault = vaultFor(input);
      const onReplace = (value: string, replacement: string) => input.secrets.add(value, replacement);
      const text = createStreamRedactor(redactor, vault, onReplace);
      const thinking = createStreamRedactor(redactor, vault, onReplace);
      const flushText = () => {
        const rest = text.flush();
        if (rest) input.onDelta({ type: "text_delta", text: rest });
      };
      const forward = (delta: ModelDelta) => {
        if (delta.type === "text_delta") {
          const shown = text.push(delta.text);
          if (shown) input.onDelta({ type: "text_delta", text: shown });
          return;
        }
        if (delta.type === "thinking_delta") {
          const shown = thinking.push(delta.thinking);
          if (shown) input.onDelta({ type: "thinking_delta", thinking: shown });
          return;
        }
        // A tool call starts: the text before it is complete.
        if (delta.type === "tool_input_delta") flushText();
        input.onDelta(delta);
      };
      let response: ModelResponse;
      try {
        response = await next({ onDelta: forward });
      } finally {
        flushText();
        const rest = thinking.flush();
        if (rest) input.onDelta({ type: "thinking_delta", thinking: rest });
      }
      return redactText(response, redactor, vault, onReplace);
    },
  };
}

function redactText(response: ModelResponse, redactor: Redactor, vault: SecretVault, onReplace: (value: string, replacement: string) => void): ModelResponse {
  let changed = false;
  const content = response.content.map((block) => {
    if (block.type !== "text") return block;
    const result = redactor.redact(block.text, vault);
    if (result.findings.length === 0) return block;
    for (const [value, replacement] of result.replaced) onReplace(value, replacement);
    changed = true;
    return { ...block, text: result.text };
  });
  return changed ? { ...response, content } : response;
}
