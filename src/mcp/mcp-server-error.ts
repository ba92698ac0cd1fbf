import { LoopgateError } from "../errors/index.js";

const marker = Symbol.for("loopgate.error.McpServerError");

/**
 * An MCP server that cannot be started, configured or reached; names the server and, for a server
 * process, carries the tail of what it wrote to stderr.
 *
 * @example
 * try {
 *   await manager.listTools();
 * } catch (error) {
 *   if (McpServerError.isInstance(error)) console.error(error.server, error.stderrTail);
 * }
 */
export class McpServerError extends LoopgateError {
  private readonly [marker] = true;
  /** The server's name, as configured. */
  readonly server: string;
  /** The last lines the server process wrote to stderr, if any. */
  readonly stderrTail: string | undefined;

  constructor({ server, message, stderrTail, cause }: { server: string; message: string; stderrTail?: string; cause?: unknown }) {
    super({ code: "MCP_SERVER_FAILED", message: withTail(message, stderrTail), cause });
    this.name = "McpServerError";
    this.server = server;
    this.stderrTail = stderrTail || undefined;
  }

  static override isInstance(value: unknown): value is McpServerError {
    return LoopgateError.hasMarker(value, marker);
  }
}

function withTail(message: string, stderrTail: string | undefined): string {
  if (!stderrTail) return message;
  const indented = stderrTail.trimEnd().split("\n").map((line) => `  ${line}`).join("\n");
  return `${message}\nIts stderr ended with:\n${indented}`;
}
