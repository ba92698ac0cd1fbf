import { readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import { z } from "zod";
import { ConfigurationError, describeError } from "../errors/index.js";
import type { RetryPolicy } from "./retry.js";
import type { ScriptedTurnSpec } from "./scripted.js";
import { scriptedModel } from "./scripted.js";
import type { LanguageModel } from "./spec.js";

/** Options of `resolveModel`. */
export interface ResolveModelOptions {
  /** Where API keys, base URLs and `OLLAMA_HOST` are read. Default `process.env`. */
  env?: Record<string, string | undefined>;
  /** The directory `scripted:<file>` paths are relative to. Default `process.cwd()`. */
  cwd?: string;
  /** Retry policy of SDK-backed providers. */
  retry?: RetryPolicy;
  /** Output limit of SDK-backed providers when a request sets none. */
  maxTokens?: number;
}

const FORMS = "anthropic:<model>, openai:<model>, ollama:<model> or scripted:<file>";
const OLLAMA_PORT = "11434";

/**
 * Builds a model from its string form, as used by the CLI and config files:
 * `anthropic:<model>`, `openai:<model>`, `ollama:<model>` (the OpenAI-compatible API of a local
 * Ollama, at `OLLAMA_HOST` or 127.0.0.1:11434) and `scripted:<file>` (a JSON or YAML script for
 * `scriptedModel`, or a session recorded with `loopgate run --record`, whose model answers it plays back). Providers backed by an SDK are loaded only when asked for.
 *
 * @example
 * const model = await resolveModel("anthropic:claude-sonnet-4-6"); // needs ANTHROPIC_API_KEY
 * const local = await resolveModel("ollama:qwen3:8b");
 * const offline = await resolveModel("scripted:demo.yaml", { cwd: "/work/project" });
 */
export async function resolveModel(spec: string, options: ResolveModelOptions = {}): Promise<LanguageModel> {
  const env = options.env ?? process.env;
  const colon = typeof spec === "string" ? spec.indexOf(":") : -1;
  if (colon <= 0) throw new ConfigurationError({ message: `Model "${String(spec)}" needs a provider prefix: use ${FORMS}` });
  const provider = spec.slice(0, colon).trim().toLowerCase();
  const name = spec.slice(colon + 1).trim();
  if (name === "") throw new ConfigurationError({ message: `Model "${spec}" names no ${provider === "scripted" ? "file" : "model"}: use ${FORMS}` });
  const shared = {
    env,
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
  };

  switch (provider) {
    case "anthropic": {
      const { anthropic } = await import("./anthropic/index.js");
      return anthropic({ model: name, ...shared });
    }
    case "openai": {
      const { openai } = await import("./openai/index.js");
      return openai({ model: name, ...shared });
    }
    case "ollama": {
      const { openai } = await import("./openai/index.js");
      return openai({ model: name, provider: "ollama", baseURL: ollamaBaseURL(env.OLLAMA_HOST), apiKey: "ollama", ...shared });
    }
    case "scripted":
      return loadScriptedModel(name, options.cwd ?? process.cwd());
    default:
      throw new ConfigurationError({ message: `Unknown model provider "${provider}" in "${spec}": use ${FORMS}` });
  }
}

/**
 * The OpenAI-compatible base URL of the Ollama server `OLLAMA_HOST` names (`host`, `host:port`
 * or a URL), defaulting to http://127.0.0.1:11434/v1. `0.0.0.0`, a listen address, becomes
 * 127.0.0.1.
 */
export function ollamaBaseURL(host: string | undefined): string {
  let value = host?.trim() || `127.0.0.1:${OLLAMA_PORT}`;
  if (value.startsWith(":")) value = `127.0.0.1${value}`;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) value = `http://${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError({ message: `OLLAMA_HOST "${host}" is not a host, host:port or URL` });
  }
  if (url.hostname === "0.0.0.0" || url.hostname === "[::]") url.hostname = "127.0.0.1";
  const hasPort = /^[a-z][a-z0-9+.-]*:\/\/(\[[^\]]*\]|[^/:?#]*):\d+/i.test(value);
  if (!hasPort && url.protocol === "http:") url.port = OLLAMA_PORT;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}/v1`;
}

const toolCallSchema = z.strictObject({
  id: z.string().min(1).optional(),
  name: z.string().min(1),
  input: z.record(z.string(), z.unknown()).optional(),
});

const turnSchema = z.strictObject({
  text: z.string().optional(),
  thinking: z.string().optional(),
  toolCalls: z.array(toolCallSchema).optional(),
  stopReason: z.enum(["end_turn", "tool_use", "max_tokens", "stop_sequence", "refusal", "pause_turn", "error"]).optional(),
  usage: z
    .strictObject({
      inputTokens: z.number().int().nonnegative().optional(),
      outputTokens: z.number().int().nonnegative().optional(),
      cacheReadTokens: z.number().int().nonnegative().optional(),
      cacheWriteTokens: z.number().int().nonnegative().optional(),
    })
    .optional(),
});

const turnsSchema = z.array(turnSchema).min(1, "the script has no turns");

/**
 * Loads a scripted model from a JSON or YAML file: an array of turns, or `{ turns: [...] }`,
 * each turn `{ text?, thinking?, toolCalls?: [{ id?, name, input? }], stopReason?, usage? }`.
 * Every problem is reported with the file and the path of the offending value.
 *
 * @example
 * // demo.yaml
 * // - toolCalls: [{ name: exec, input: { command: ls } }]
 * // - text: Done.
 * const model = await loadScriptedModel("demo.yaml", process.cwd());
 */
export async function loadScriptedModel(file: string, cwd: string): Promise<LanguageModel> {
  const path = resolve(cwd, file);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ConfigurationError({ message: `scripted:${file}: cannot read ${path}: ${describeError(error)}`, cause: error });
  }
  // A session recorded with `loopgate run --record`: the model's side is replayed exactly.
  const { isRecordingText, parseRecording } = await import("../replay/read-recording.js");
  if (isRecordingText(text)) {
    const { recordedModel } = await import("../replay/recorded-model.js");
    return recordedModel(parseRecording(text, `scripted:${file}`));
  }
  let data: unknown;
  try {
    data = extname(path).toLowerCase() === ".json" ? JSON.parse(text) : (await import("yaml")).parse(text);
  } catch (error) {
    throw new ConfigurationError({ message: `scripted:${file}: not valid ${extname(path).toLowerCase() === ".json" ? "JSON" : "YAML"}: ${describeError(error)}`, ...{
      cause: error,
    } });
  }
  const wrapped = typeof data === "object" && data !== null && !Array.isArray(data) && "turns" in data;
  const turns = wrapped ? (data as { turns: unknown }).turns : data;
  if (!wrapped && !Array.isArray(data)) {
    throw new ConfigurationError({ message: `scripted:${file}: expected an array of turns or { turns: [...] }` });
  }
  const parsed = turnsSchema.safeParse(turns);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
    throw new ConfigurationError({ message: `scripted:${file}: invalid script: ${problems.join("; ")}` });
  }
  const script = parsed.data.map((turn): ScriptedTurnSpec => {
    const { toolCalls, ...rest } = turn;
    return toolCalls ? { ...rest, toolCalls: toolCalls.map((call) => ({ ...call, input: call.input ?? {} })) } : rest;
  });
  return scriptedModel(script, { modelId: file });
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let text = "turns";
  for (const segment of path) text += typeof segment === "number" ? `[${segment}]` : `.${String(segment)}`;
  return text;
}
