import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** A JSON-RPC request id. */
export type RequestId = string | number;

/** A request: a method and an id. */
export interface RpcRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: string;
  params?: Record<string, unknown>;
}

/** A notification: a method, no id. */
export interface RpcNotification {
  jsonrpc: "2.0";
  method: string;
  params?: Record<string, unknown>;
}

/** A response: an id and a result or an error. */
export interface RpcResponse {
  jsonrpc: "2.0";
  id: RequestId;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

/** Error codes the proxy answers with. */
export const RPC_ERRORS = {
  /** The upstream server is gone, or could not be reached. */
  upstreamUnavailable: -32000,
  invalidParams: -32602,
  internal: -32603,
} as const;

// Checked by shape rather than by schema: the transports already parsed every message.
export function isRequest(message: JSONRPCMessage): message is JSONRPCMessage & RpcRequest {
  return "method" in message && "id" in message && message.id !== undefined;
}

export function isNotification(message: JSONRPCMessage): message is JSONRPCMessage & RpcNotification {
  return "method" in message && !("id" in message && message.id !== undefined);
}

export function isResponse(message: JSONRPCMessage): message is JSONRPCMessage & RpcResponse {
  return !("method" in message) && "id" in message;
}

/** An error response to request `id`. */
export function errorResponse(id: RequestId, code: number, message: string): JSONRPCMessage {
  return { jsonrpc: "2.0", id, error: { code, message } } as JSONRPCMessage;
}

/** A result response to request `id`. */
export function resultResponse(id: RequestId, result: Record<string, unknown>): JSONRPCMessage {
  return { jsonrpc: "2.0", id, result } as JSONRPCMessage;
}
