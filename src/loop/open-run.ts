import { describeError } from "../errors/index.js";
import { pickParams } from "../interceptors/hooks/params-before.js";
import type { ContentBlock } from "../messages/types.js";
import { createToolDispatcher } from "../tools/dispatcher.js";
import { deepFreeze } from "../util/deep-freeze.js";
import { admitToolCall } from "./run-budget.js";
import { runHook } from "./run-hook.js";
import { runProcessors } from "./run-processors.js";
import { RunEnd, type RunState } from "./run-state.js";
import { appendMessage } from "./transcript.js";

/**
 * The first stage, once per run: load the thread, resolve the tools, run `message.before` and
 * `params.before`, append the user's message, run the message modifiers, and set up the dispatcher.
 */
export async function openRun(run: RunState): Promise<RunEnd | undefined> {
  // Until `message.before` has run, a secret in the input is not known yet: `run.start` waits for it.
  run.holdEvents();
  try {
    run.emit({ type: "run.start", input: run.inputText });
    return await openSteps(run);
  } finally {
    run.releaseEvents();
  }
}

/** The opening itself: the thread, the tools, `message.before` (after which held events go out), `params.before`, the user message, the modifiers. */
async function openSteps(run: RunState): Promise<RunEnd | undefined> {
  const { config, scope } = run;
  const thread = await orEnd(run, () => config.threads.load(scope.threadId));
  if (thread instanceof RunEnd) return thread;
  if (thread) {
    run.prompt.message.messages = thread.messages.map(deepFreeze);
    scope.state = thread.state ?? {};
    run.startIndex = thread.messages.length;
  }
  run.revision = thread?.revision ?? null;
  const loaded = await loadTools(run);
  if (loaded) return loaded;

  const provider = config.model.provider;
  const model = config.model.modelId;
  const messageHook = await runHook(run, "message.before", { ...scope, sessionKey: scope.threadId, provider, model }, { message: run.inputText, metadata: {} });
  if (messageHook instanceof RunEnd) return messageHook;
  run.releaseEvents();
  const { message, metadata } = messageHook.output;
  run.prompt.metadata = metadata;
  const paramsHook = await runHook(run, "params.before", { ...scope, sessionKey: scope.threadId, message, metadata: run.hookMetadata() }, { provider, model, ...pickParams(config.params) });
  if (paramsHook instanceof RunEnd) return paramsHook;
  run.prompt.message.params = { ...config.params, ...pickParams(paramsHook.output) };

  appendMessage(run, { role: "user", content: userContent(run.request.input, message), timestamp: new Date() });
  run.original = { userMessage: message, agentId: scope.agentId, threadId: scope.threadId, runId: scope.runId, cwd: scope.cwd, metadata };
  const original = run.original;
  return runProcessors(run, "messageModifiers", config.processors.messageModifiers, (processor) => processor.modify(original, run.prompt));
}

/**
 * Loads the run's tools and sets up the dispatcher for them: when the run opens, and again before
 * a turn when a source said its tools changed (an MCP server's `list_changed`). A failure ends the
 * run with status `error`.
 */
export async function loadTools(run: RunState): Promise<RunEnd | undefined> {
  const { config, scope } = run;
  // Read before loading: a change while the tools load is then seen at the next turn.
  const version = config.toolsVersion?.() ?? 0;
  const tools = await orEnd(run, () => config.loadTools());
  if (tools instanceof RunEnd) return tools;
  run.tools = tools;
  run.toolsVersion = version;
  run.prompt.message.tools = tools.map((tool) => tool.spec);
  run.dispatcher = createToolDispatcher({
    tools,
    hooks: run.hooks,
    scope,
    signal: run.signal,
    ...(config.toolConcurrency !== undefined ? { concurrency: config.toolConcurrency } : {}),
    ...(config.onApproval ? { onApproval: config.onApproval } : {}),
    ...(config.toolTimeoutMs !== undefined ? { toolTimeoutMs: config.toolTimeoutMs } : {}),
    ...(config.maxToolResultChars !== undefined ? { maxResultChars: config.maxToolResultChars } : {}),
    ...(config.stepRunner ? { stepRunner: config.stepRunner } : {}),
    onEvent: (event) => run.emit(event),
    ...(run.budget.active ? { admit: (toolName: string) => admitToolCall(run, toolName) } : {}),
  });
  return undefined;
}

/** Loads the tools again when a source's count of changes moved since they were loaded. */
export function refreshTools(run: RunState): RunEnd | undefined | Promise<RunEnd | undefined> {
  const version = run.config.toolsVersion?.();
  if (version === undefined || version === run.toolsVersion) return undefined;
  return loadTools(run);
}

/** Runs a step whose failure ends the run with status `error` (an abort still propagates). */
async function orEnd<T>(run: RunState, step: () => T | Promise<T>): Promise<T | RunEnd> {
  try {
    return await run.abortable(Promise.resolve().then(step));
  } catch (error) {
    if (run.request.signal?.aborted) throw error;
    const failure = error instanceof Error ? error : new Error(describeError(error));
    return new RunEnd("error", failure.message, failure);
  }
}

/** The user message's content: the (possibly rewritten) text, then any non-text blocks of the input. */
function userContent(input: string | ContentBlock[], message: string): ContentBlock[] {
  if (typeof input === "string") return [{ type: "text", text: message }];
  const rest = input.filter((block) => block.type !== "text");
  return message ? [{ type: "text", text: message }, ...rest] : rest;
}
