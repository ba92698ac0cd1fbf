import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { JsonSchema, ToolSpec } from "../models/spec.js";
import type { ToolCapabilities } from "./tool-capabilities.js";

/**
 * What a tool returns: the text the model sees, optional structured details for code, and an error flag.
 *
 * @example
 * return { output: "3 files", details: { files: ["a", "b", "c"] } };
 */
export interface AgentToolResult<TDetails = unknown> {
  output: string;
  details?: TDetails;
  isError?: boolean;
}

/** A logger handed to tools; the agent routes it to run events. */
export interface ToolLogger {
  debug(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

/** Everything a tool's `execute` knows about the call it serves. */
export interface ToolContext {
  /** Fires when the run is aborted: stop work and return promptly. */
  signal: AbortSignal;
  toolCallId: string;
  /** The normalized tool name. */
  toolName: string;
  agentId: string;
  threadId: string;
  runId: string;
  /** The run's working directory. */
  cwd: string;
  logger: ToolLogger;
}

/** A tool's input schema: any Standard Schema (zod v4, valibot, arktype …) or a plain JSON Schema object. */
export type ToolInputSchema<TInput = unknown> = StandardSchemaV1<unknown, TInput> | JsonSchema;

/** What `defineTool` takes. */
export interface ToolDefinition<TInput = Record<string, unknown>, TDetails = unknown> {
  name: string;
  /** Written for the model: what the tool does, when to use it, what it returns. */
  description: string;
  inputSchema: ToolInputSchema<TInput>;
  /** JSON Schema sent to the model, when the Standard Schema cannot produce one itself. */
  jsonSchema?: JsonSchema;
  /**
   * Which arguments hold shell commands or paths, so the guards judge this tool by what it does.
   * A tool that runs commands or opens files without declaring it is not judged by those guards.
   */
  capabilities?: ToolCapabilities;
  /** Longest one call may run before it is stopped with an error result; overrides the agent's `toolTimeoutMs`; `0` for no limit. */
  timeoutMs?: number;
  execute(input: TInput, context: ToolContext): AgentToolResult<TDetails> | Promise<AgentToolResult<TDetails>>;
}

/** The outcome of validating a tool's input. */
export type ToolInputValidation<TInput> =
  | { ok: true; value: TInput }
  | { ok: false; message: string };

/** A defined tool: its definition plus the JSON Schema for models and a validator. */
export interface Tool<TInput = Record<string, unknown>, TDetails = unknown> extends ToolDefinition<TInput, TDetails> {
  /** The tool name after `normalizeToolName`. */
  readonly normalizedName: string;
  /** What models are told about this tool. */
  readonly spec: ToolSpec;
  /** What the guards judge it by: its declaration, or for a canonical tool name, the built-in tool's. */
  readonly capabilities: ToolCapabilities;
  /** Checks (and, for schemas that transform, converts) an input. Never throws. */
  validate(input: unknown): ToolInputValidation<TInput> | Promise<ToolInputValidation<TInput>>;
}

/** Any tool, whatever its input type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = Tool<any, any>;
