import type { CallToolResult, Tool as McpToolDescription } from "@modelcontextprotocol/sdk/types.js";
import { describeError } from "../errors/index.js";
import { defineTool } from "../tools/define-tool.js";
import type { ToolCapabilities } from "../tools/tool-capabilities.js";
import type { AgentToolResult, AnyTool, ToolContext } from "../tools/types.js";
import { inferCapabilities } from "./infer-capabilities.js";
import { toAgentToolResult } from "./map-result.js";
import { serverInputSchema } from "./server-input-schema.js";

export type { McpToolDescription };

/** What makes one tool of a server a loopgate tool. */
export interface McpToolBinding {
  /** The server's name, as configured. */
  server: string;
  /** The tool as the server lists it. */
  tool: McpToolDescription;
  /** The name the agent knows it by (`mcp__<server>__<tool>`, unique among the agent's tools). */
  name: string;
  /** Overrides what is inferred from the schema: by the server's tool name, or `"*"`. */
  capabilities?: Readonly<Record<string, ToolCapabilities>>;
  /** Longest one call may take; default: the agent's. */
  timeoutMs?: number;
  /** Calls the tool on the server; throws when the server cannot answer. */
  call(args: Record<string, unknown>, context: ToolContext): Promise<CallToolResult>;
  /** Sees the result the tool returns (mapped, or the error result of a failed call), before any interceptor does. */
  onResult?(result: AgentToolResult, context: ToolContext): void;
}

/**
 * A server's tool as a loopgate tool, dispatched like every other: its input validated against the
 * server's own JSON Schema, judged by the guards through the capabilities its schema shows (or the
 * config declares), its result mapped without losing information. A server that cannot answer
 * gives the call an error result naming the server.
 */
export function createMcpTool(binding: McpToolBinding): AnyTool {
  const { server, tool } = binding;
  const schema = (typeof tool.inputSchema === "object" && tool.inputSchema !== null ? tool.inputSchema : { type: "object" }) as Record<string, unknown>;
  return defineTool<Record<string, unknown>>({
    name: binding.name,
    description: tool.description ?? tool.title ?? `The tool "${tool.name}" of the MCP server "${server}".`,
    inputSchema: serverInputSchema(schema),
    jsonSchema: schema,
    capabilities: binding.capabilities?.[tool.name] ?? binding.capabilities?.["*"] ?? inferCapabilities(tool),
    ...(binding.timeoutMs !== undefined ? { timeoutMs: binding.timeoutMs } : {}),
    async execute(args, context) {
      let result: AgentToolResult;
      try {
        result = toAgentToolResult(server, tool.name, await binding.call(args, context));
      } catch (error) {
        result = { output: `MCP server "${server}" could not run its tool "${tool.name}": ${describeFailure(error)}`, isError: true };
      }
      binding.onResult?.(result, context);
      return result;
    },
  });
}

/** The SDK prefixes a server's error message with its code, and a server that threw an SDK error prefixed it already. */
function describeFailure(error: unknown): string {
  return describeError(error).replace(/^(MCP error -?\d+: )\1/, "$1");
}
