import type { ToolContext } from "../../types.js";

/** A tool context for tests, with its own abort controller. */
export function testToolContext(overrides: Partial<ToolContext> = {}): ToolContext & { controller: AbortController } {
  const controller = new AbortController();
  const silent = () => undefined;
  return {
    signal: controller.signal,
    toolCallId: "call_1",
    toolName: "test",
    agentId: "agent",
    threadId: "thread",
    runId: "run_1",
    cwd: process.cwd(),
    logger: { debug: silent, info: silent, warn: silent, error: silent },
    ...overrides,
    controller,
  };
}
