import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AgentToolResult } from "../tools/types.js";

/**
 * The `details` of a result that came from an MCP server: the server's whole result, as it came,
 * so images, embedded resources, structured content and `_meta` are all still there for code.
 */
export interface McpToolResultDetails {
  /** The server's name, as configured. */
  server: string;
  /** The tool's name, as the server names it. */
  tool: string;
  result: CallToolResult;
}

type ContentItem = CallToolResult["content"][number];

/**
 * An MCP tool result as a loopgate tool result, losing nothing: text becomes the output; images,
 * audio, resource links and embedded resources are described in it (an embedded text resource
 * with its text); structured content is rendered as JSON when there is no text; `isError` is kept;
 * the whole result stays in `details` (`McpToolResultDetails`).
 *
 * @example
 * toAgentToolResult("fs", "read_file", { content: [{ type: "text", text: "hello" }] })
 * // { output: "hello", details: { server: "fs", tool: "read_file", result: { … } } }
 */
export function toAgentToolResult(server: string, tool: string, result: CallToolResult): AgentToolResult<McpToolResultDetails> {
  const content = Array.isArray(result.content) ? result.content : [];
  const parts = content.map(describeContent);
  let output = parts.join("\n");
  if (output === "" && result.structuredContent !== undefined) output = JSON.stringify(result.structuredContent, null, 2);
  // Servers of the first protocol version answer with `toolResult` instead of content.
  if (output === "" && "toolResult" in result && result.toolResult !== undefined) output = JSON.stringify(result.toolResult, null, 2);
  return { output, details: { server, tool, result }, ...(result.isError === true ? { isError: true } : {}) };
}

/** Whether `details` are those of an MCP result. */
export function isMcpToolResultDetails(details: unknown): details is McpToolResultDetails {
  if (typeof details !== "object" || details === null) return false;
  const candidate = details as Partial<McpToolResultDetails>;
  return typeof candidate.server === "string" && typeof candidate.tool === "string" && typeof candidate.result === "object" && candidate.result !== null;
}

/**
 * A loopgate tool result as an MCP tool result. The server's own result, when the interceptors left
 * it alone, goes back exactly as it came. A rewritten one (a `tool.after` that redacted the output,
 * say) is sent as its text output; its non-text content and structured content are kept only when
 * the interceptor also supplied new `details` (`McpToolResultDetails`), because content it never saw
 * may hold what it meant to remove.
 */
export function toCallToolResult(result: AgentToolResult, original?: { result: AgentToolResult; raw: CallToolResult }): CallToolResult {
  if (original && result === original.result) return original.raw;
  const text: ContentItem = { type: "text", text: result.output };
  const details = result.details;
  const suppliedAnew = isMcpToolResultDetails(details) && details !== original?.result.details;
  if (!suppliedAnew) return { content: [text], ...(result.isError ? { isError: true } : {}) };
  const rest = (details.result.content ?? []).filter((item) => item.type !== "text");
  return {
    content: [text, ...rest],
    ...(details.result.structuredContent !== undefined ? { structuredContent: details.result.structuredContent } : {}),
    ...(result.isError ? { isError: true } : {}),
  };
}

function describeContent(item: ContentItem): string {
  switch (item.type) {
    case "text":
      return item.text;
    case "image":
    case "audio":
      return `[${item.type}: ${item.mimeType}, ${formatBytes(base64Bytes(item.data))}]`;
    case "resource_link":
      return `[resource link: ${item.name} <${item.uri}>${item.mimeType ? ` (${item.mimeType})` : ""}${item.description ? ` — ${item.description}` : ""}]`;
    case "resource": {
      const resource = item.resource;
      const kind = resource.mimeType ? ` (${resource.mimeType})` : "";
      if ("text" in resource && typeof resource.text === "string") return `[resource <${resource.uri}>${kind}]\n${resource.text}`;
      const blob = "blob" in resource && typeof resource.blob === "string" ? resource.blob : "";
      return `[resource <${resource.uri}>${kind}: ${formatBytes(base64Bytes(blob))} of binary data]`;
    }
    default:
      return `[${String((item as { type?: unknown }).type)} content: ${JSON.stringify(item).slice(0, 200)}]`;
  }
}

function base64Bytes(data: string): number {
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
