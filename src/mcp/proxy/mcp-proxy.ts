import { randomUUID } from "node:crypto";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult, JSONRPCMessage, Tool as McpToolDescription } from "@modelcontextprotocol/sdk/types.js";
import { describeError } from "../../errors/index.js";
import type { InterceptorEvent } from "../../interceptors/events.js";
import type { InterceptorRegistry } from "../../interceptors/registry.js";
import { createRunSecrets } from "../../interceptors/run-secrets.js";
import { DEFAULT_INTERCEPTOR_TIMEOUT_MS, type HookContext } from "../../interceptors/trigger.js";
import type { RunScope } from "../../interceptors/types.js";
import type { AgentEvent } from "../../loop/events.js";
import { createToolDispatcher, type ToolCallOutcome, type ToolDispatcher } from "../../tools/dispatcher.js";
import type { ToolCapabilities } from "../../tools/tool-capabilities.js";
import type { ToolEvent } from "../../tools/tool-events.js";
import type { AgentToolResult, ToolContext } from "../../tools/types.js";
import { stableStringify } from "../../util/stable-stringify.js";
import { toCallToolResult } from "../map-result.js";
import { mcpNamePart } from "../tool-naming.js";
import { elicitationApproval } from "./elicit-approval.js";
import { errorResponse, isNotification, isRequest, isResponse, resultResponse, RPC_ERRORS, type RequestId, type RpcRequest, type RpcResponse } from "./json-rpc.js";
import { OwnRequests } from "./own-requests.js";
import { ProxyTools } from "./proxy-tools.js";

/** How long a failed write to the upstream waits for the upstream's exit to be reported. */
const UPSTREAM_EXIT_GRACE_MS = 2_000;

/** Options of `createMcpProxy`. */
export interface McpProxyOptions {
  /** The MCP client's side: the proxy is a server on it (stdin/stdout for `loopgate mcp-proxy`). */
  client: Transport;
  /** The upstream server's side: the proxy is a client on it. */
  upstream: Transport;
  /**
   * The interceptors every `tools/call` passes through, made once the server's tool names are
   * known (so `toolMatcher`s naming them are accepted). A failure refuses every call, with the reason.
   */
  registry(toolNames: readonly string[]): InterceptorRegistry | Promise<InterceptorRegistry>;
  /** The server's name in tool names (`mcp__<server>__<tool>`); default: the name it gives in `initialize`. */
  serverName?: string;
  /** What the guards judge tools by, replacing what is inferred from their schemas: by tool name, or `"*"`. */
  capabilities?: Readonly<Record<string, ToolCapabilities>>;
  /** Working directory relative paths in arguments are resolved against (default `process.cwd()`). */
  cwd?: string;
  /** Every decision and tool event, as a run would report them (for the audit log). */
  onEvent?: (event: AgentEvent) => void;
  /** Explains why the upstream went away (an exit code, the tail of its stderr). */
  describeUpstreamExit?: () => string | undefined;
  /** Time limit of interceptor handlers that set none (default 30 000 ms). */
  interceptorTimeoutMs?: number;
  /** How long the proxy waits for its own `tools/list` (default 30 000 ms). */
  listTimeoutMs?: number;
  /** How long a person has to answer an approval asked through elicitation (default 10 minutes). */
  approvalTimeoutMs?: number;
}

/** A running proxy. */
export interface McpProxy {
  /** Starts the upstream side, then the client side; rejects when the upstream cannot start. */
  start(): Promise<void>;
  /** Resolves when the client has gone and the upstream has been stopped. */
  readonly closed: Promise<void>;
  /** Stops both sides. */
  close(): Promise<void>;
}

/** One `tools/call` on its way through the proxy. */
interface PendingCall {
  request: RpcRequest;
  callId: string;
  cancelled: boolean;
  blockReason?: string;
  /** The server's answer, once it came, and what the tool made of it. */
  raw?: CallToolResult;
  result?: AgentToolResult;
  upstreamError?: RpcResponse;
  /** Hands the server's response to the tool waiting for it. */
  answer?: (response: RpcResponse) => void;
}

const AGENT_ID = "mcp-proxy";

/**
 * An MCP server that fronts one upstream server and passes every `tools/call` through loopgate's
 * one tool dispatcher: the call is validated against the tool's schema, judged by `tool.before`
 * (the built-in guards and the config's interceptors), asked about through elicitation when a
 * guard says `ask` and the client can answer (denied otherwise), run through `tool.wrap`, and its
 * result passed through `tool.after`. A blocked call is answered with `isError: true` and the
 * reason, and never reaches the server. Everything else — `initialize`, `tools/list` (byte for
 * byte), resources, prompts, completions, notifications, cancellation, and the server's own
 * requests to the client — is forwarded as it is.
 *
 * @example
 * const proxy = createMcpProxy({ client: new StdioServerTransport(), upstream, registry: () => registry });
 * await proxy.start();
 * await proxy.closed;
 */
export function createMcpProxy(options: McpProxyOptions): McpProxy {
  return new Proxy_(options);
}

class Proxy_ implements McpProxy {
  readonly closed: Promise<void>;
  readonly #options: McpProxyOptions;
  readonly #client: Transport;
  readonly #upstream: Transport;
  readonly #toClient: OwnRequests;
  readonly #toUpstream: OwnRequests;
  readonly #tools: ProxyTools;
  readonly #lifetime = new AbortController();
  readonly #scope: RunScope;
  readonly #ids: { runId: string; threadId: string; agentId: string };
  /** Client requests forwarded upstream and not yet answered, with what the proxy learns from their answers. */
  readonly #forwarded = new Map<RequestId, RpcRequest>();
  readonly #callsById = new Map<string, PendingCall>();
  readonly #callsByRequest = new Map<RequestId, PendingCall>();
  #serverName: string | undefined;
  #clientCanElicit = false;
  #upstreamGone: string | undefined;
  #registry: Promise<InterceptorRegistry> | undefined;
  #dispatcher: { generation: number; dispatcher: ToolDispatcher } | undefined;
  #listing: Promise<string | undefined> | undefined;
  #nextCall = 0;
  #markClosed!: () => void;
  #closing: Promise<void> | undefined;

  constructor(options: McpProxyOptions) {
    this.#options = options;
    this.#client = options.client;
    this.#upstream = options.upstream;
    this.#serverName = options.serverName;
    this.#toClient = new OwnRequests(this.#client, "loopgate-proxy:");
    this.#toUpstream = new OwnRequests(this.#upstream, "loopgate-proxy:");
    const session = randomUUID();
    this.#ids = { runId: session, threadId: session, agentId: AGENT_ID };
    this.#scope = { ...this.#ids, cwd: options.cwd ?? process.cwd(), state: {}, secrets: createRunSecrets() };
    this.#tools = new ProxyTools({
      server: () => this.#serverName ?? "upstream",
      ...(options.capabilities ? { capabilities: options.capabilities } : {}),
      call: (args, context) => this.#callUpstream(args, context),
      onResult: (result, context) => {
        const call = this.#callsById.get(context.toolCallId);
        if (call) call.result = result;
      },
    });
    this.closed = new Promise((resolve) => (this.#markClosed = resolve));
  }

  async start(): Promise<void> {
    this.#upstream.onmessage = (message) => this.#fromUpstream(message);
    this.#upstream.onclose = () => this.#upstreamClosed();
    this.#upstream.onerror = () => undefined;
    this.#client.onmessage = (message) => this.#fromClient(message);
    this.#client.onclose = () => void this.close();
    this.#client.onerror = () => undefined;
    await this.#upstream.start();
    await this.#client.start();
  }

  close(): Promise<void> {
    // Set before anything runs: closing a transport calls its `onclose`, which calls this again.
    if (!this.#closing) this.#closing = Promise.resolve().then(() => this.#shutdown());
    return this.#closing;
  }

  async #shutdown(): Promise<void> {
    this.#lifetime.abort();
    this.#toClient.failAll("the proxy is closing");
    this.#toUpstream.failAll("the proxy is closing");
    await Promise.allSettled([this.#upstream.close(), this.#client.close()]);
    this.#markClosed();
  }

  // ── From the client ────────────────────────────────────────────────────────────────────────

  #fromClient(message: JSONRPCMessage): void {
    if (isResponse(message)) {
      if (this.#toClient.owns(message.id)) this.#toClient.settle(message);
      else this.#send(this.#upstream, message);
      return;
    }
    if (isRequest(message)) {
      if (message.method === "tools/call") void this.#toolCall(message);
      else this.#forwardRequest(message);
      return;
    }
    if (isNotification(message)) {
      if (message.method === "notifications/cancelled") this.#cancelled(message.params?.requestId as RequestId | undefined);
      if (!this.#upstreamGone) this.#send(this.#upstream, message);
    }
  }

  #forwardRequest(request: RpcRequest): void {
    if (this.#upstreamGone) return this.#answer(errorResponse(request.id, RPC_ERRORS.upstreamUnavailable, this.#goneMessage()));
    if (request.method === "initialize") {
      const capabilities = (request.params?.capabilities ?? {}) as { elicitation?: { form?: unknown; url?: unknown } };
      const elicitation = capabilities.elicitation;
      // An empty elicitation capability means forms (the protocol's first version of it).
      this.#clientCanElicit = elicitation !== undefined && (elicitation.form !== undefined || elicitation.url === undefined);
    }
    this.#forwarded.set(request.id, request);
    this.#upstream.send(request as JSONRPCMessage).catch((error: unknown) => {
      if (!this.#forwarded.delete(request.id)) return;
      this.#answer(errorResponse(request.id, RPC_ERRORS.upstreamUnavailable, `loopgate mcp-proxy: the request could not reach the server: ${describeError(error)}`));
    });
  }

  #cancelled(requestId: RequestId | undefined): void {
    if (requestId === undefined) return;
    const call = this.#callsByRequest.get(requestId);
    if (!call) return;
    call.cancelled = true;
    call.answer?.({ jsonrpc: "2.0", id: requestId, error: { code: RPC_ERRORS.internal, message: "the client cancelled the call" } });
  }

  // ── tools/call ─────────────────────────────────────────────────────────────────────────────

  async #toolCall(request: RpcRequest): Promise<void> {
    const name = request.params?.name;
    if (typeof name !== "string" || name === "") return this.#answer(errorResponse(request.id, RPC_ERRORS.invalidParams, "tools/call needs the tool's `name`"));
    if (this.#upstreamGone) return this.#answer(errorResponse(request.id, RPC_ERRORS.upstreamUnavailable, this.#goneMessage()));
    const problem = await this.#knowTool(name);
    if (problem) return this.#answer(resultResponse(request.id, refused(`loopgate cannot judge this call, so it was not made: ${problem}`)));
    const tool = this.#tools.get(name);
    if (!tool) return this.#answer(errorResponse(request.id, RPC_ERRORS.invalidParams, `Unknown tool: ${name}`));
    const dispatcher = await this.#currentDispatcher();
    if (typeof dispatcher === "string") return this.#answer(resultResponse(request.id, refused(`loopgate cannot judge this call, so it was not made: ${dispatcher}`)));

    const call: PendingCall = { request, callId: `mcp-call-${++this.#nextCall}`, cancelled: false };
    this.#callsById.set(call.callId, call);
    this.#callsByRequest.set(request.id, call);
    try {
      const toolUse = { type: "tool_use" as const, id: call.callId, name: tool.name, input: (request.params?.arguments ?? {}) as Record<string, unknown> };
      // The client's request plays the part of the model's message: observers (the audit log) learn the call from it.
      this.#report({ ...this.#ids, type: "message", message: { role: "assistant", content: [toolUse], timestamp: new Date() } });
      const outcome = await dispatcher.dispatch(toolUse);
      if (!call.cancelled) this.#answer(this.#responseTo(call, outcome));
    } catch (error) {
      // The dispatcher answers every call; this is a bug, and the call still gets an answer.
      if (!call.cancelled) this.#answer(errorResponse(request.id, RPC_ERRORS.internal, `loopgate mcp-proxy failed: ${describeError(error)}`));
    } finally {
      this.#callsById.delete(call.callId);
      this.#callsByRequest.delete(request.id);
    }
  }

  /** The answer the client gets: the server's own (when no interceptor changed it), or loopgate's. */
  #responseTo(call: PendingCall, outcome: ToolCallOutcome): JSONRPCMessage {
    const { id } = call.request;
    if (outcome.status === "blocked" || outcome.status === "denied") {
      return resultResponse(id, refused(`loopgate blocked this call: ${call.blockReason ?? outcome.result.output}`));
    }
    // The server's own error, when no interceptor turned it into something else, goes back as it came.
    if (call.upstreamError && outcome.result === call.result) return call.upstreamError as JSONRPCMessage;
    const original = call.raw && call.result ? { result: call.result, raw: call.raw } : undefined;
    return resultResponse(id, toCallToolResult(outcome.result, original) as Record<string, unknown>);
  }

  /** Sends the call, with the arguments the interceptors settled on, and waits for the server's answer. */
  async #callUpstream(args: Record<string, unknown>, context: ToolContext): Promise<CallToolResult> {
    const call = this.#callsById.get(context.toolCallId);
    if (!call) throw new Error("the call is no longer pending");
    if (this.#upstreamGone) throw new Error(this.#goneMessage());
    const params = call.request.params ?? {};
    // Unchanged arguments go as the client wrote them, so the server sees its client's exact request.
    const sent = stableStringify(args) === stableStringify(params.arguments ?? {}) ? params : { ...params, arguments: args };
    const response = await new Promise<RpcResponse>((resolve) => {
      const onAbort = () => {
        void this.#upstream.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: call.request.id, reason: "loopgate stopped the call" } } as JSONRPCMessage).catch(() => undefined);
        resolve({ jsonrpc: "2.0", id: call.request.id, error: { code: RPC_ERRORS.internal, message: "the call was stopped" } });
      };
      call.answer = (answer) => {
        context.signal.removeEventListener("abort", onAbort);
        call.answer = undefined;
        resolve(answer);
      };
      context.signal.addEventListener("abort", onAbort, { once: true });
      this.#upstream.send({ jsonrpc: "2.0", id: call.request.id, method: "tools/call", params: sent } as JSONRPCMessage).catch((error: unknown) => {
        // A write fails first when the server has just died; its exit, reported a moment later, says why.
        // Only if no exit is reported does the call fail with the write's own error.
        setTimeout(() => {
          call.answer?.({ jsonrpc: "2.0", id: call.request.id, error: { code: RPC_ERRORS.upstreamUnavailable, message: `the call could not reach the server: ${describeError(error)}` } });
        }, UPSTREAM_EXIT_GRACE_MS).unref();
      });
    });
    if (response.error) {
      call.upstreamError = response;
      throw new Error(`MCP error ${response.error.code}: ${response.error.message}`);
    }
    call.raw = (response.result ?? { content: [] }) as CallToolResult;
    return call.raw;
  }

  /** Makes sure the tools are known (listing them when stale or when `name` is new); a problem, if that failed. */
  async #knowTool(name: string): Promise<string | undefined> {
    if (!this.#tools.stale && this.#tools.get(name)) return undefined;
    this.#listing ??= this.#listTools().finally(() => (this.#listing = undefined));
    return this.#listing;
  }

  async #listTools(): Promise<string | undefined> {
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const response = await this.#toUpstream.send("tools/list", cursor === undefined ? {} : { cursor }, {
        timeoutMs: this.#options.listTimeoutMs ?? 30_000,
        signal: this.#lifetime.signal,
      });
      if (response.error) return `listing the server's tools failed: ${response.error.message}`;
      const result = response.result as { tools?: McpToolDescription[]; nextCursor?: string };
      this.#tools.take(result.tools ?? [], cursor === undefined);
      cursor = result.nextCursor;
      if (cursor === undefined) return undefined;
    }
    return undefined;
  }

  /** The dispatcher for the current tools (made again when they change); a problem, if the interceptors cannot be loaded. */
  async #currentDispatcher(): Promise<ToolDispatcher | string> {
    let registry: InterceptorRegistry;
    try {
      this.#registry ??= Promise.resolve(this.#options.registry(this.#tools.all().map((tool) => tool.normalizedName)));
      registry = await this.#registry;
    } catch (error) {
      return `its interceptors could not be loaded: ${describeError(error)}`;
    }
    const generation = this.#tools.generation;
    if (this.#dispatcher?.generation === generation) return this.#dispatcher.dispatcher;
    const tools = this.#tools.all();
    registry.addToolNames(tools.map((tool) => tool.normalizedName));
    const dispatcher = createToolDispatcher({
      tools,
      hooks: this.#hooks(registry),
      scope: this.#scope,
      signal: this.#lifetime.signal,
      // The client decides how long a call may take (and cancels it); the proxy adds no limit of its own.
      toolTimeoutMs: 0,
      maxResultChars: 0,
      ...(this.#clientCanElicit ? { onApproval: elicitationApproval(this.#toClient, this.#options.approvalTimeoutMs) } : {}),
      onEvent: (event) => this.#toolEvent(event),
    });
    this.#dispatcher = { generation, dispatcher };
    return dispatcher;
  }

  #hooks(registry: InterceptorRegistry): HookContext {
    return {
      registry,
      defaultTimeoutMs: this.#options.interceptorTimeoutMs ?? DEFAULT_INTERCEPTOR_TIMEOUT_MS,
      emit: (event: InterceptorEvent) => {
        const safe = this.#scope.secrets.redactDeep(event);
        registry.emit(safe);
        this.#report({ ...this.#ids, type: "interceptor", event: safe });
      },
    };
  }

  #toolEvent(event: ToolEvent): void {
    if (event.type === "tool.blocked") {
      const call = this.#callsById.get(event.toolCallId);
      if (call) call.blockReason = event.reason;
    }
    this.#report({ ...event, ...this.#ids } as AgentEvent);
  }

  #report(event: AgentEvent): void {
    try {
      this.#options.onEvent?.(this.#scope.secrets.size === 0 ? event : this.#scope.secrets.redactDeep(event));
    } catch {
      // An observer's failure must not change the call it observes.
    }
  }

  // ── From the server ────────────────────────────────────────────────────────────────────────

  #fromUpstream(message: JSONRPCMessage): void {
    if (isResponse(message)) {
      if (this.#toUpstream.owns(message.id)) return this.#toUpstream.settle(message);
      const call = this.#callsByRequest.get(message.id);
      if (call?.answer) return call.answer(message);
      const request = this.#forwarded.get(message.id);
      this.#forwarded.delete(message.id);
      if (request) this.#learnFrom(request, message);
      this.#answer(message);
      return;
    }
    if (isNotification(message) && message.method === "notifications/tools/list_changed") this.#tools.markStale();
    // The server's notifications and its own requests (sampling, elicitation, roots) go to the client as they are.
    this.#send(this.#client, message);
  }

  /** What the proxy learns from answers it forwards: the server's name and protocol version, its tools. */
  #learnFrom(request: RpcRequest, response: RpcResponse): void {
    const result = response.result;
    if (!result) return;
    if (request.method === "initialize") {
      const serverInfo = result.serverInfo as { name?: unknown } | undefined;
      if (this.#serverName === undefined && typeof serverInfo?.name === "string" && serverInfo.name !== "") this.#serverName = mcpNamePart(serverInfo.name);
      const version = result.protocolVersion;
      if (typeof version === "string") this.#upstream.setProtocolVersion?.(version);
    } else if (request.method === "tools/list" && Array.isArray(result.tools)) {
      this.#tools.take(result.tools as McpToolDescription[], request.params?.cursor === undefined);
    }
  }

  #upstreamClosed(): void {
    if (this.#upstreamGone || this.#lifetime.signal.aborted) return;
    this.#upstreamGone = this.#options.describeUpstreamExit?.() ?? "its connection closed";
    const message = this.#goneMessage();
    this.#toUpstream.failAll(message);
    for (const [id] of this.#forwarded) this.#answer(errorResponse(id, RPC_ERRORS.upstreamUnavailable, message));
    this.#forwarded.clear();
    for (const call of this.#callsByRequest.values()) call.answer?.({ jsonrpc: "2.0", id: call.request.id, error: { code: RPC_ERRORS.upstreamUnavailable, message } });
  }

  #goneMessage(): string {
    return `loopgate mcp-proxy: the MCP server${this.#serverName ? ` "${this.#serverName}"` : ""} is gone (${this.#upstreamGone ?? "not running"}); restart the client's connection to start it again`;
  }

  #answer(message: JSONRPCMessage): void {
    this.#send(this.#client, message);
  }

  #send(transport: Transport, message: JSONRPCMessage): void {
    transport.send(message).catch(() => undefined);
  }
}

/** A tool result that says the call was refused. */
function refused(text: string): Record<string, unknown> {
  return { content: [{ type: "text", text }], isError: true };
}
