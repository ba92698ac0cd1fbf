import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { isHttpConfig, isTransportConfig, type McpServerConfig } from "../server-config.js";
import { StdioProcessTransport } from "../stdio-process-transport.js";

/** The proxy's upstream: its transport, and what explains its exit. */
export interface Upstream {
  transport: Transport;
  /** `exit code 1` and the tail of its stderr, for a process that exited. */
  describeExit(): string | undefined;
}

/**
 * The transport to the server a proxy fronts: its process over stdio (its stderr passed on to
 * `onStderr`), or its Streamable HTTP endpoint.
 */
export function createUpstream(config: McpServerConfig, options: { cwd: string; onStderr?: (text: string) => void }): Upstream {
  if (isTransportConfig(config)) throw new Error("the proxy reaches its server by command or URL");
  if (isHttpConfig(config)) {
    const transport = new StreamableHTTPClientTransport(new URL(config.url), config.headers ? { requestInit: { headers: { ...config.headers } } } : undefined);
    return { transport, describeExit: () => undefined };
  }
  const transport = new StdioProcessTransport({
    command: config.command,
    ...(config.args ? { args: config.args } : {}),
    ...(config.env ? { env: config.env } : {}),
    cwd: config.cwd ?? options.cwd,
    ...(options.onStderr ? { onStderr: options.onStderr } : {}),
  });
  return {
    transport,
    describeExit() {
      const exit = transport.exitDescription;
      if (!exit) return undefined;
      const tail = transport.stderrTail.trim().split("\n").slice(-5).join(" | ");
      return tail ? `it exited with ${exit}; its stderr ended with: ${tail}` : `it exited with ${exit}`;
    },
  };
}
