import type { Message } from "../messages/types.js";
import type { ModelDelta, ModelRequest, ModelResponse } from "../models/spec.js";
import type { ToolCapabilities, ToolCapabilityKind } from "../tools/tool-capabilities.js";
import type { AgentToolResult } from "../tools/types.js";
import type { RunSecrets } from "./run-secrets.js";

export { KNOWN_TOOL_NAMES } from "../tools/tool-names.js";

/** Per-thread state that interceptors may keep (keyed by their id); it survives across runs on a thread. */
export type ThreadState = Record<string, unknown>;

/** Identity of the run a hook fires in. Present on every hook input. */
export interface RunScope {
  agentId: string;
  /** The thread (conversation) id; the seed's `sessionKey` carries the same value. */
  threadId: string;
  runId: string;
  /** The run's working directory. */
  cwd: string;
  /** Mutable per-thread state bag for interceptors; keep values JSON-serializable. */
  state: ThreadState;
  /** Values the run must never show in what it reports (events, audit, errors): add a secret with its placeholder. */
  secrets: RunSecrets;
}

// ── message.before ────────────────────────────────────────────────────────────
export interface MessageBeforeInput extends RunScope {
  sessionKey?: string;
  provider: string;
  model: string;
}
export interface MessageBeforeOutput {
  /** The message text: mutate to change what the agent sees. */
  message: string;
  /** Tags for `params.before` (and later hooks) to read. */
  metadata: Record<string, unknown>;
}

// ── params.before ─────────────────────────────────────────────────────────────
export interface ParamsBeforeInput extends RunScope {
  sessionKey?: string;
  message: string;
  metadata: Record<string, unknown>;
}
export interface ParamsBeforeOutput {
  /** Read-only context. */
  provider: string;
  /** Read-only context. */
  model: string;
  thinkLevel?: string;
  reasoningLevel?: string;
  temperature?: number;
}

// ── model.before ──────────────────────────────────────────────────────────────
export interface ModelBeforeInput extends RunScope {
  provider: string;
  model: string;
  /** 1 for the first inference of the run. */
  iteration: number;
  metadata: Record<string, unknown>;
}
export interface ModelBeforeOutput {
  /**
   * The request about to be sent: rewrite `system`, `params` or `tools`, or assign a new `messages`
   * array (the transcript itself is not changed; the messages are read-only values).
   */
  request: ModelRequest;
  /** Set to answer with this response instead of calling the model (`model.wrap` then does not run). */
  response?: ModelResponse;
}

// ── model.wrap ────────────────────────────────────────────────────────────────
export interface ModelWrapInput extends RunScope {
  provider: string;
  model: string;
  iteration: number;
  metadata: Record<string, unknown>;
  /** The request this layer was asked to send. */
  request: ModelRequest;
  /** Where this layer's streamed deltas go (the run's event stream, or an outer layer's sink). */
  onDelta: (delta: ModelDelta) => void;
  /** Fires when the run is aborted. */
  signal: AbortSignal;
  /** How much of the tightest money budget (run or thread) is left, from 1 to 0; absent without one. */
  budgetRemaining?: number;
}
/** What a `model.wrap` layer may change for the layers inside it. */
export interface ModelCallOverrides {
  /** Send this request instead. */
  request?: ModelRequest;
  /** Receive the inner layers' deltas here instead of passing them straight out (to filter or hold them back). */
  onDelta?: (delta: ModelDelta) => void;
}
/** Calls the next layer inward (ultimately the model); may be called zero or more times. */
export type NextModelCall = (overrides?: ModelCallOverrides) => Promise<ModelResponse>;

// ── model.after ───────────────────────────────────────────────────────────────
export interface ModelAfterInput extends RunScope {
  provider: string;
  model: string;
  iteration: number;
  request: ModelRequest;
  metadata: Record<string, unknown>;
  /** Whether `response` came from a `model.before` interceptor rather than the model. */
  synthetic: boolean;
}
export interface ModelAfterOutput {
  /** The response, before any tool runs: rewrite or replace it. */
  response: ModelResponse;
  /** Messages appended to the transcript right before the next model call (dropped if the run ends first). */
  inject: Message[];
  /** Set to end the run after this response (status `stopped`, or `error` with `error`). Final once set. */
  stop?: boolean;
  /** Why the run stops (an interceptor's words; the model's own `response.stopReason` is unrelated). */
  reason?: string;
  /** With `stop`: end the run with status `error` and this error. */
  error?: Error;
}

// ── tool.before ───────────────────────────────────────────────────────────────
export interface ToolBeforeInput extends RunScope {
  /** Normalized tool name (e.g. "exec", "read"). */
  toolName: string;
  toolCallId: string;
  /** Which arguments hold commands and paths, as the tool declared them. */
  capabilities: ToolCapabilities;
}
/** A request for a person to approve the call before it runs. */
export interface ApprovalRequest {
  reason: string;
  rule?: string;
}
export interface ToolBeforeOutput {
  /** Tool arguments: assign or mutate to change what the tool receives (validated again afterwards). */
  args: Record<string, unknown>;
  /** Set true to prevent execution. Final: no lower-priority interceptor runs afterwards. */
  block?: boolean;
  /** Reason shown to the agent when blocked. */
  blockReason?: string;
  /** The rule that blocked, for logs (e.g. a guard's rule id). */
  blockRule?: string;
  /** Ask a person before running; without an `onApproval` handler the call is denied. */
  ask?: ApprovalRequest;
}

// ── tool.wrap ─────────────────────────────────────────────────────────────────
export interface ToolWrapInput extends RunScope {
  toolName: string;
  toolCallId: string;
  capabilities: ToolCapabilities;
  /** The final arguments, after every `tool.before` rewrite and the approval: what the tool runs with. */
  args: Record<string, unknown>;
  /** Fires when the run is aborted or the call times out. */
  signal: AbortSignal;
}
/** Runs the next layer inward (ultimately the tool) with the final arguments; may be called zero or more times. */
export type NextToolCall = () => Promise<AgentToolResult>;

// ── tool.after ────────────────────────────────────────────────────────────────
export interface ToolAfterInput extends RunScope {
  toolName: string;
  toolCallId: string;
  capabilities: ToolCapabilities;
  /** Whether the tool failed (threw, rejected its input, or returned `isError`). */
  isError: boolean;
  /** The arguments the tool ran with. */
  args: Record<string, unknown>;
}
export interface ToolAfterOutput {
  /** The tool result: replace or mutate. */
  result: AgentToolResult<unknown>;
}

/**
 * Input and output types of each hook point. Mutating hooks hand each handler an `output` to change;
 * wrap hooks hand it a `next` to call and take its return value as the result.
 */
export interface InterceptorMap {
  "message.before": { input: MessageBeforeInput; output: MessageBeforeOutput };
  "params.before": { input: ParamsBeforeInput; output: ParamsBeforeOutput };
  "model.before": { input: ModelBeforeInput; output: ModelBeforeOutput };
  "model.wrap": { input: ModelWrapInput; output: ModelResponse; next: NextModelCall };
  "model.after": { input: ModelAfterInput; output: ModelAfterOutput };
  "tool.before": { input: ToolBeforeInput; output: ToolBeforeOutput };
  "tool.wrap": { input: ToolWrapInput; output: AgentToolResult; next: NextToolCall };
  "tool.after": { input: ToolAfterInput; output: ToolAfterOutput };
}

/** A hook point name. */
export type InterceptorName = keyof InterceptorMap;

/** The hook points whose handlers wrap a call: `(input, next) => result`. */
export type WrapHookName = { [N in InterceptorName]: InterceptorMap[N] extends { next: unknown } ? N : never }[InterceptorName];

/** The hook points whose handlers change an output in place: `(input, output) => void`. */
export type MutateHookName = Exclude<InterceptorName, WrapHookName>;

/** Every hook point, in the order they fire within a run. */
export const INTERCEPTOR_NAMES: readonly InterceptorName[] = [
  "message.before",
  "params.before",
  "model.before",
  "model.wrap",
  "model.after",
  "tool.before",
  "tool.wrap",
  "tool.after",
];

export type InterceptorInput<N extends InterceptorName> = InterceptorMap[N]["input"];
export type InterceptorOutput<N extends InterceptorName> = InterceptorMap[N]["output"];

/**
 * A handler. On a mutating hook it reads `input` and changes `output` (its own draft, merged when it
 * returns in time). On a wrap hook it calls `next` zero or more times and returns the result.
 */
export type InterceptorHandler<N extends InterceptorName> = N extends WrapHookName
  ? (input: Readonly<InterceptorInput<N>>, next: InterceptorMap[N] extends { next: infer Next } ? Next : never) => InterceptorOutput<N> | Promise<InterceptorOutput<N>>
  : (input: Readonly<InterceptorInput<N>>, output: InterceptorOutput<N>) => void | Promise<void>;

/** What happens when a handler throws, times out or writes a wrong shape: `block` fails closed, `continue` carries on. */
export type InterceptorErrorPolicy = "block" | "continue";

/**
 * One interceptor.
 *
 * @example
 * const registration: InterceptorRegistration<"tool.before"> = {
 *   id: "my-arg-injector", name: "tool.before", priority: 10, toolMatcher: /^exec$/,
 *   handler: (input, output) => { output.args = { ...output.args, timeout: 30 }; },
 * };
 *
 * @example
 * const timing: InterceptorRegistration<"tool.wrap"> = {
 *   id: "timing", name: "tool.wrap",
 *   handler: async (input, next) => { const started = Date.now(); const result = await next(); log(input.toolName, Date.now() - started); return result; },
 * };
 */
export interface InterceptorRegistration<N extends InterceptorName = InterceptorName> {
  /** Unique identifier. */
  id: string;
  /** Which hook point. */
  name: N;
  /** Higher runs first (default 0); on wrap hooks, higher is the outer layer. Ties run in registration order. */
  priority?: number;
  /** Filters tool hooks by normalized tool name. */
  toolMatcher?: RegExp;
  /** Filters tool hooks by what the tool can do: `command` (runs shell commands) or `path` (opens paths). */
  capability?: ToolCapabilityKind;
  /** Filters message, params and model hooks by agent id. */
  agentMatcher?: RegExp;
  /**
   * Longest a handler may take before it counts as failed. Default: 30 s on mutating hooks (the
   * agent's `interceptorTimeoutMs`), none on wrap hooks, whose time includes the call they wrap.
   * `0` for no limit.
   */
  timeoutMs?: number;
  /** Default: `block` for `tool.before` (fail closed), `continue` elsewhere. */
  onError?: InterceptorErrorPolicy;
  /**
   * `tool.before` only: this interceptor is a guard and always judges the final arguments. If a
   * lower-priority interceptor rewrites them, the guard runs again on the rewritten arguments.
   */
  guard?: boolean;
  handler: InterceptorHandler<N>;
}

/** A registration for any hook point. */
export type AnyInterceptorRegistration = { [N in InterceptorName]: InterceptorRegistration<N> }[InterceptorName];

/** Several registrations that belong together (a built-in spanning hook points). */
export type InterceptorBundle = readonly AnyInterceptorRegistration[];

/** A registration as stored: defaults applied, with its insertion sequence. */
export type RegisteredInterceptor<N extends InterceptorName = InterceptorName> = Readonly<
  InterceptorRegistration<N> & { priority: number; onError: InterceptorErrorPolicy; sequence: number }
>;
