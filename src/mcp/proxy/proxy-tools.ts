import type { ToolCapabilities } from "../../tools/tool-capabilities.js";
import type { AnyTool } from "../../tools/types.js";
import { createMcpTool, type McpToolBinding, type McpToolDescription } from "../mcp-tool.js";
import { mcpToolName, uniqueToolName } from "../tool-naming.js";

/** What the proxy's tools share: how they reach the server, and how they are judged. */
export interface ProxyToolsOptions {
  /** The server's name in tool names (`mcp__<server>__<tool>`); read when tools are built. */
  server(): string;
  capabilities?: Readonly<Record<string, ToolCapabilities>>;
  call: McpToolBinding["call"];
  onResult: NonNullable<McpToolBinding["onResult"]>;
}

/**
 * The upstream server's tools as loopgate tools, by the name the server gives them: built from
 * every `tools/list` answer the proxy sees (its client's or its own), marked stale when the server
 * says its list changed, so the next call lists them again before it is judged.
 */
export class ProxyTools {
  readonly #options: ProxyToolsOptions;
  #byServerName = new Map<string, AnyTool>();
  #stale = true;
  #generation = 0;

  constructor(options: ProxyToolsOptions) {
    this.#options = options;
  }

  /** Whether the tools must be listed again before the next call is judged. */
  get stale(): boolean {
    return this.#stale;
  }

  /** Moves each time the tools are replaced, so a dispatcher made for older tools is made again. */
  get generation(): number {
    return this.#generation;
  }

  /** The loopgate tool for the server's tool `name`. */
  get(name: string): AnyTool | undefined {
    return this.#byServerName.get(name);
  }

  all(): AnyTool[] {
    return [...this.#byServerName.values()];
  }

  markStale(): void {
    this.#stale = true;
  }

  /** Takes a listing: the first page replaces the tools, later pages (`cursor` given) add to them. */
  take(tools: readonly McpToolDescription[], firstPage: boolean): void {
    const next = firstPage ? new Map<string, AnyTool>() : new Map(this.#byServerName);
    const taken = new Set([...next.values()].map((tool) => tool.normalizedName));
    for (const description of tools) {
      if (typeof description?.name !== "string" || description.name === "") continue;
      const name = uniqueToolName(mcpToolName(this.#options.server(), description.name), description.name, taken);
      let tool: AnyTool;
      try {
        tool = createMcpTool({
          server: this.#options.server(),
          tool: description,
          name,
          ...(this.#options.capabilities ? { capabilities: this.#options.capabilities } : {}),
          call: this.#options.call,
          onResult: this.#options.onResult,
        });
      } catch {
        // A tool that cannot be described to the guards is left out: calls to it are refused as unknown.
        continue;
      }
      taken.add(name.toLowerCase());
      next.set(description.name, tool);
    }
    this.#byServerName = next;
    if (firstPage) this.#stale = false;
    this.#generation++;
  }
}
