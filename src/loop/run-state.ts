import { randomUUID } from "node:crypto";
import { AbortedError } from "../errors/index.js";
import type { InterceptorEvent } from "../interceptors/events.js";
import { createRunSecrets } from "../interceptors/run-secrets.js";
import type { HookContext } from "../interceptors/trigger.js";
import type { RunScope } from "../interceptors/types.js";
import type { ContentBlock, Message } from "../messages/types.js";
import { textOf } from "../messages/content.js";
import { emptyUsage, type ModelDelta, type ModelResponse, type Usage } from "../models/spec.js";
import type { ToolDispatcher } from "../tools/dispatcher.js";
import type { AnyTool } from "../tools/types.js";
import { deepFreeze } from "../util/deep-freeze.js";
import { raceAbort } from "./abort.js";
import type { AgentEvent } from "./events.js";
import type { FlatUserMessage, ProcessedMessage } from "./processors/types.js";
import type { RunConfig, RunRequest } from "./run-config.js";
import type { RunStatus } from "./run-result.js";
import { BudgetTracker } from "../budgets/budget-tracker.js";
import type { TokenAccounting } from "../usage/token-accounting.js";
import type { UsagePricer } from "../usage/price-usage.js";

/** How a run ends: a value the stages return, never thrown. */
export class RunEnd {
  constructor(
    readonly status: RunStatus,
    readonly reason?: string,
    readonly error?: Error,
  ) {}
}

/** An event as a stage emits it; the run adds its ids. */
export type EventBody = AgentEvent extends infer E ? (E extends AgentEvent ? Omit<E, "runId" | "threadId" | "agentId"> : never) : never;

/**
 * Everything one run carries from stage to stage: who it is, what it is working on, and how it
 * reports. The stages (open, infer, settle, finish) read and update it; nothing else does.
 */
export interface RunState {
  readonly config: RunConfig;
  readonly request: RunRequest;
  /** The user's input as text. */
  readonly inputText: string;
  readonly scope: RunScope;
  /** Where hooks run: the registry, the run's event sink, the default handler time limit. */
  readonly hooks: HookContext;
  /** Fires when the run ends or the user aborts it; handed to models and tools. */
  readonly signal: AbortSignal;
  readonly usage: Usage;
  /** What the run spends against its budget and its thread's. */
  readonly budget: BudgetTracker;
  /** The size of what the run sends (set when the run opens; absent if the tokenizer could not load). */
  accounting?: TokenAccounting;
  /** Prices model calls (absent when the price table could not load). */
  pricer?: UsagePricer;
  /** The run's cost so far in US dollars, of the calls the price table knows. */
  costUsd: number;
  /** The prompt the loop works on; `prompt.message.messages` is the live transcript. Processors replace it. */
  prompt: ProcessedMessage;
  /** Index of this run's first message in the transcript (earlier ones come from the thread). */
  startIndex: number;
  /** 1 for the first inference. */
  iteration: number;
  /** Messages `model.after` injected, appended right before the next inference. */
  pendingInjections: Message[];
  /** The thread's store revision as last loaded or saved; `undefined` until loaded (nothing may be saved before). */
  revision: number | null | undefined;
  tools: readonly AnyTool[];
  /** `config.toolsVersion()` when the tools were loaded. */
  toolsVersion: number;
  dispatcher?: ToolDispatcher;
  /** The user's request as processors see it (after `message.before`). */
  original?: FlatUserMessage;
  /** What the model returned this turn, the assistant message made of it, and the prompt as sent; set by `infer`. */
  turn?: { sent: ProcessedMessage; response: ModelResponse; assistant: Message };
  /** The prompt's metadata as hooks see it: a frozen copy, made again only when the metadata object changes. */
  hookMetadata(): Readonly<Record<string, unknown>>;
  /** Reports an event of this run. */
  emit(event: EventBody): void;
  /** Reports a streamed model delta of the current turn (the model's `onDelta`, one for the run). */
  onDelta(delta: ModelDelta): void;
  /**
   * Holds the run's events back until `releaseEvents`, which delivers them in order with every
   * secret known by then hidden: the user's input is reported before `message.before` has run,
   * and a secret redaction there must still keep it out of `run.start`.
   */
  holdEvents(): void;
  releaseEvents(): void;
  /** Awaits a step that may hang (a hook, a model, a processor, a tool); rejects with `AbortedError` as soon as the user aborts. */
  abortable<T>(pending: Promise<T>): Promise<T>;
  /** Ends the run's lifetime: its signal fires and the user's abort is no longer listened to. */
  close(): void;
}

/** Sets up a run: ids, scope, signals, the event sink (which hides every secret the run knows). */
export function createRunState(config: RunConfig, request: RunRequest, push: (event: AgentEvent) => void): RunState {
  const ids = { runId: request.runId ?? randomUUID(), threadId: request.threadId ?? randomUUID(), agentId: config.agentId };
  const userSignal = request.signal;
  const lifetime = new AbortController();
  const onUserAbort = () => lifetime.abort(userSignal?.reason);
  if (userSignal?.aborted) lifetime.abort(userSignal.reason);
  else userSignal?.addEventListener("abort", onUserAbort, { once: true });
  const secrets = createRunSecrets();
  let held: AgentEvent[] | undefined;
  const deliver = (event: AgentEvent) => {
    if (held) held.push(event);
    else push(secrets.size === 0 ? event : secrets.redactDeep(event));
  };
  const emit = (body: EventBody) => {
    // Each event is a fresh object made for this call: the ids are set on it rather than copied into another.
    const event = body as AgentEvent;
    event.runId = ids.runId;
    event.threadId = ids.threadId;
    event.agentId = ids.agentId;
    deliver(event);
  };
  const onInterceptorEvent = (event: InterceptorEvent) => {
    const safe = secrets.redactDeep(event);
    config.registry.emit(safe);
    deliver({ ...ids, type: "interceptor", event: safe });
  };
  const prompt: ProcessedMessage = { message: { messages: [], tools: [], params: { ...config.params } }, metadata: {} };
  if (config.systemPrompt !== undefined) prompt.message.system = config.systemPrompt;
  let metadataSource: object | undefined;
  let metadataCopy: Readonly<Record<string, unknown>> = Object.freeze({});
  const state: RunState = {
    config,
    request,
    inputText: typeof request.input === "string" ? request.input : textOf(request.input as ContentBlock[]),
    scope: { ...ids, cwd: config.cwd, state: {}, secrets },
    hooks: { registry: config.registry, emit: onInterceptorEvent, defaultTimeoutMs: config.interceptorTimeoutMs },
    signal: lifetime.signal,
    usage: emptyUsage(),
    budget: new BudgetTracker({ ...(config.budget ? { run: config.budget } : {}), ...(config.threadBudget ? { thread: config.threadBudget } : {}), state: () => state.scope.state }),
    costUsd: 0,
    prompt,
    startIndex: 0,
    iteration: 0,
    pendingInjections: [],
    revision: undefined,
    tools: [],
    toolsVersion: 0,
    hookMetadata() {
      if (state.prompt.metadata !== metadataSource) {
        metadataSource = state.prompt.metadata;
        metadataCopy = frozenCopy(state.prompt.metadata);
      }
      return metadataCopy;
    },
    emit,
    onDelta: (delta) => emit({ type: "model.delta", iteration: state.iteration, delta }),
    holdEvents() {
      held ??= [];
    },
    releaseEvents() {
      const events = held ?? [];
      held = undefined;
      for (const event of events) deliver(event);
    },
    abortable: (pending) => raceAbort(pending, userSignal),
    close() {
      userSignal?.removeEventListener("abort", onUserAbort);
      lifetime.abort(RUN_ENDED);
    },
  };
  return state;
}

/** A deeply frozen copy of a metadata bag (values that cannot be cloned are shared, frozen one level). */
function frozenCopy(value: Record<string, unknown>): Readonly<Record<string, unknown>> {
  try {
    return deepFreeze(structuredClone(value));
  } catch {
    return Object.freeze({ ...value });
  }
}

/** The reason a finished run's signal fires with (one shared error: a run's end is not an exceptional event). */
const RUN_ENDED = Object.freeze(new AbortedError({ message: "The run ended" }));

/** Why an aborted run stopped, in the user's words when they gave a reason. */
export function describeAbort(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name !== "AbortError") return `aborted: ${reason.message}`;
  if (typeof reason === "string") return `aborted: ${reason}`;
  return "The run was aborted";
}
