import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { RequestId, RpcResponse } from "./json-rpc.js";

/**
 * The requests the proxy itself sends to one side (its own `tools/list` to the server, an
 * `elicitation/create` to the client). Their ids carry a prefix no MCP SDK uses, so they never
 * collide with the ids of the requests the proxy forwards.
 */
export class OwnRequests {
  readonly #pending = new Map<RequestId, (response: RpcResponse) => void>();
  #next = 0;

  constructor(
    private readonly transport: Transport,
    private readonly prefix: string,
  ) {}

  /** Whether `id` belongs to one of these requests. */
  owns(id: RequestId): boolean {
    return this.#pending.has(id);
  }

  /** Hands a response to the request waiting for it. */
  settle(response: RpcResponse): void {
    const resolve = this.#pending.get(response.id);
    this.#pending.delete(response.id);
    resolve?.(response);
  }

  /**
   * Sends a request and resolves with its response: a result, or an error response for a failure
   * to send, a time-out or an abort (the proxy's own requests never throw).
   */
  send(method: string, params: Record<string, unknown>, options: { timeoutMs: number; signal?: AbortSignal }): Promise<RpcResponse> {
    const id = `${this.prefix}${++this.#next}`;
    return new Promise((resolve) => {
      const finish = (response: RpcResponse) => {
        clearTimeout(timer);
        options.signal?.removeEventListener("abort", onAbort);
        this.#pending.delete(id);
        resolve(response);
      };
      const fail = (message: string) => finish({ jsonrpc: "2.0", id, error: { code: -32000, message } });
      const timer = setTimeout(() => {
        void this.transport.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id, reason: "timed out" } } as JSONRPCMessage).catch(() => undefined);
        fail(`no answer to ${method} within ${options.timeoutMs} ms`);
      }, options.timeoutMs);
      const onAbort = () => fail(`${method} was cancelled`);
      options.signal?.addEventListener("abort", onAbort, { once: true });
      this.#pending.set(id, finish);
      this.transport.send({ jsonrpc: "2.0", id, method, params } as JSONRPCMessage).catch((error: unknown) => fail(`${method} could not be sent: ${String(error)}`));
    });
  }

  /** Answers every waiting request with an error (the other side is gone). */
  failAll(message: string): void {
    for (const [id, resolve] of [...this.#pending]) resolve({ jsonrpc: "2.0", id, error: { code: -32000, message } });
    this.#pending.clear();
  }
}
