/**
 * loopgate/mcp: MCP servers as tools of a loopgate agent, and the proxy that puts loopgate's
 * guards between any MCP client and its servers. The root exports `McpServerManager` too, without
 * loading the MCP SDK; this subpath loads it.
 * @packageDocumentation
 */
export { McpServerManager, type McpServerManagerOptions } from "./server-manager.js";
export {
  mcpServerConfigSchema,
  mcpServersSchema,
  validateServerConfig,
  type McpHttpServerConfig,
  type McpServerCommonConfig,
  type McpServerConfig,
  type McpStdioServerConfig,
  type McpTransportServerConfig,
} from "./server-config.js";
export type { McpServerEvent } from "./server-events.js";
export { McpServerError } from "./mcp-server-error.js";
export { createMcpTool, type McpToolBinding, type McpToolDescription } from "./mcp-tool.js";
export { inferCapabilities, type McpToolShape } from "./infer-capabilities.js";
export { isMcpToolResultDetails, toAgentToolResult, toCallToolResult, type McpToolResultDetails } from "./map-result.js";
export { mcpNamePart, mcpToolName } from "./tool-naming.js";
export { expandVariables } from "./expand-variables.js";
export { createMcpProxy, type McpProxy, type McpProxyOptions } from "./proxy/mcp-proxy.js";
export { createUpstream, type Upstream } from "./proxy/upstream.js";
export { wrapMcpJson, wrapMcpServerEntry, type WrapMcpServerOptions } from "./wrap-mcp-json.js";
