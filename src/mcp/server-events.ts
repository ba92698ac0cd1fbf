/**
 * What happens to the servers of an `McpServerManager`, for logs and status lines: a server
 * started, went down (its process exited, its connection failed), is being restarted, or changed
 * its tools.
 */
export type McpServerEvent =
  | { type: "mcp.server.started"; server: string; tools: number; pid?: number }
  | { type: "mcp.server.exited"; server: string; reason: string; stderrTail?: string }
  | { type: "mcp.server.restarting"; server: string; attempt: number; delayMs: number }
  | { type: "mcp.tools.changed"; server: string };
