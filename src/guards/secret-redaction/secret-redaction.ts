import type { AnyInterceptorRegistration, RunScope } from "../../interceptors/types.js";
import type { ModelResponse } from "../../models/spec.js";
import { createRedactor, type PiiOptions, type RedactorOptions } from "./redactor.js";
import { redactModelStream } from "./redact-model-stream.js";
import { mapMessages, mapStrings } from "./redact-values.js";
import { isHostFor, urlHosts } from "./secret-hosts.js";
import { restorePlaceholders, vaultOf, type SecretVault } from "./secret-vault.js";
import { SensitiveDataBlockedError } from "./sensitive-data-blocked-error.js";
import type { SecretRule } from "./rules/secret-rule.js";

/** Id prefix of the secret redaction's registrations, and the key of its vault in the thread's state. */
export const SECRET_REDACTION_ID = "builtin:secret-redaction";

/** Options of `secretRedaction`. */
export interface SecretRedactionOptions {
  /** Id prefix of the registrations and key of the thread state (default `builtin:secret-redaction`). */
  id?: string;
  /** Priority of the restoring `tool.before` handler; above the guards' (default 1000). */
  restorePriority?: number;
  /** Priority of the `tool.after` and `message.before` handlers: first, so that other interceptors see placeholders (default 1000). */
  priority?: number;
  /** Also run the secretlint recommended preset's rules (default true). */
  secretlint?: boolean;
  /** Values never redacted: exact strings or patterns. */
  allow?: readonly (string | RegExp)[];
  /** More detection rules. */
  rules?: readonly SecretRule[];
  /** Personal data to redact too; off by default. */
  pii?: PiiOptions | boolean;
  /** Redact the model's streamed text as it arrives (default true). */
  stream?: boolean;
  /**
   * A placeholder restored into a call that also names a URL whose host is not the secret's own
   * (its vendor's API, a host inside the secret, or `allowHosts`): `ask` a person (the default),
   * `deny` the call, or `allow` it.
   */
  foreignHosts?: "ask" | "deny" | "allow";
  /** Hosts (and their subdomains) any restored secret may be sent to. */
  allowHosts?: readonly string[];
}

const PLACEHOLDER_KIND = /^\[\[(?:secret|pii):([a-z0-9-]+):\d+\]\]$/;

/** Rule id of a restored secret sent to a host that is not its own. */
export const FOREIGN_HOST_RULE = "secrets.placeholder-to-foreign-host";

/**
 * Keeps secrets on this machine: every tool result, the user's message and the whole request to
 * the model have their secrets replaced by placeholders such as `[[secret:github-token:1]]`,
 * stable within the thread; placeholders in the model's tool arguments are restored to the real
 * values before the guards judge them, so the agent can still use a secret the provider never saw.
 * The real values live in the thread's state only; the run's events (and so the audit log) show
 * the placeholders. Returns a bundle for `registry.add()`.
 *
 * @example
 * registry.add(secretRedaction({ pii: { email: "mask", card: "block" } }));
 */
export function secretRedaction(options: SecretRedactionOptions = {}): AnyInterceptorRegistration[] {
  const id = options.id ?? SECRET_REDACTION_ID;
  const priority = options.priority ?? 1000;
  const redactorOptions: RedactorOptions = {
    ...(options.secretlint !== undefined ? { secretlint: options.secretlint } : {}),
    ...(options.allow ? { allow: options.allow } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
    ...(options.pii !== undefined ? { pii: options.pii } : {}),
  };
  const redactor = createRedactor(redactorOptions);
  const introduced = new WeakSet<object>();
  const foreignHosts = options.foreignHosts ?? "ask";
  const allowHosts = options.allowHosts ?? [];

  /** The thread's vault, its values made known to the run (so every event shows placeholders). */
  const vaultFor = (scope: Readonly<RunScope>): SecretVault => {
    const vault = vaultOf(scope.state, id);
    if (!introduced.has(scope.secrets)) {
      introduced.add(scope.secrets);
      for (const [placeholder, value] of Object.entries(vault.values)) scope.secrets.add(value, placeholder);
    }
    return vault;
  };

  /** Redacts one text, telling the run about every replacement; `block` findings are reported to `onBlock`. */
  const redactWith = (scope: Readonly<RunScope>, onBlock: (kinds: string[]) => void) => {
    const vault = vaultFor(scope);
    return (text: string): string => {
      if (text.length < 8) return text;
      const result = redactor.redact(text, vault);
      for (const [value, replacement] of result.replaced) scope.secrets.add(value, replacement);
      if (result.blocked.length > 0) onBlock(result.blocked);
      return result.text;
    };
  };

  const refuse = (where: string) => (kinds: string[]) => {
    throw new SensitiveDataBlockedError({ kinds, message: `${where} contains ${kinds.join(", ")}, which the secret redaction blocks` });
  };

  const bundle: AnyInterceptorRegistration[] = [
    {
      id: `${id}:restore`,
      name: "tool.before",
      priority: options.restorePriority ?? 1000,
      handler: function secretRedactionRestore(input, output) {
        const vault = vaultFor(input);
        if (Object.keys(vault.values).length === 0) return;
        const restored: string[] = [];
        const hosts: string[] = [];
        const args = mapStrings(output.args, (text) => {
          hosts.push(...urlHosts(text));
          return text.includes("[[") ? restorePlaceholders(vault, text, (placeholder) => restored.push(placeholder)) : text;
        });
        if (args === output.args) return;
        output.args = args;
        if (foreignHosts === "allow") return;
        for (const placeholder of restored) {
          const kind = PLACEHOLDER_KIND.exec(placeholder)?.[1] ?? "secret";
          const foreign = hosts.find((host) => !isHostFor(kind, vault.values[placeholder]!, host, allowHosts));
          if (foreign === undefined) continue;
          const reason = `The call sends ${placeholder} (a ${kind}) to ${foreign}, which is not where this secret belongs`;
          if (foreignHosts === "deny") {
            output.block = true;
            output.blockReason = reason;
            output.blockRule = FOREIGN_HOST_RULE;
          } else output.ask = { reason, rule: FOREIGN_HOST_RULE };
          return;
        }
      },
    },
    {
      id: `${id}:tool-result`,
      name: "tool.after",
      priority,
      handler: function secretRedactionToolResult(input, output) {
        let blocked: string[] = [];
        const redact = redactWith(input, (kinds) => (blocked = [...new Set([...blocked, ...kinds])]));
        const text = redact(output.result.output);
        const details = mapStrings(output.result.details, redact);
        if (blocked.length > 0) {
          output.result = {
            output: JSON.stringify({ status: "blocked", reason: `result withheld: it contains ${blocked.join(", ")}, which the secret redaction blocks` }),
            isError: true,
          };
          return;
        }
        if (text !== output.result.output || details !== output.result.details) {
          output.result = { ...output.result, output: text, ...(details !== undefined ? { details } : {}) };
        }
      },
    },
    {
      id: `${id}:message`,
      name: "message.before",
      priority,
      onError: "block",
      handler: function secretRedactionMessage(input, output) {
        output.message = redactWith(input, refuse("The message"))(output.message);
      },
    },
    {
      id: `${id}:request`,
      name: "model.before",
      // Last: whatever other interceptors added to the request is scanned too.
      priority: -priority,
      onError: "block",
      handler: function secretRedactionRequest(input, output) {
        const redact = redactWith(input, refuse("The request to the model"));
        const request = output.request;
        const messages = mapMessages(request.messages, redact);
        const system = request.system !== undefined ? redact(request.system) : undefined;
        if (messages || system !== request.system) {
          output.request = { ...request, ...(messages ? { messages } : {}), ...(system !== undefined ? { system } : {}) };
        }
        if (output.response) output.response = redactResponse(output.response, redact);
      },
    },
  ];
  if (options.stream !== false) bundle.push(redactModelStream({ id: `${id}:stream`, redactor, vaultFor }));
  return bundle;
}

/** A response with its text redacted (a `model.before` interceptor's own answer, or the model's). */
export function redactResponse(response: ModelResponse, redact: (text: string) => string): ModelResponse {
  let changed = false;
  const content = response.content.map((block) => {
    if (block.type !== "text") return block;
    const text = redact(block.text);
    if (text === block.text) return block;
    changed = true;
    return { ...block, text };
  });
  return changed ? { ...response, content } : response;
}
