import type { AnyTool } from "../../tools/types.js";
import { LoopDecision, LoopInterceptor, type InterceptorContext, type InterceptorResult } from "../loop-interceptor.js";

/**
 * Where extra tools come from: a list, or anything that lists tools (an `McpServerManager`, say).
 * A source whose tools can change while a run goes on counts the changes in `toolsVersion`; the
 * run lists its tools again before the next turn when the count moved.
 */
export type ToolSource =
  | readonly AnyTool[]
  | { listTools(): readonly AnyTool[] | Promise<readonly AnyTool[]>; readonly toolsVersion?: number };

/**
 * Executes the response's tool calls through the agent's one dispatcher, so `tool.before` and
 * `tool.after` always fire, appends their results, and continues the loop so the model sees them.
 * An agent whose manager has none places one last in the chain.
 *
 * @example
 * manager.register(new ToolExecutionInterceptor());
 */
export class ToolExecutionInterceptor extends LoopInterceptor {
  readonly name = "tool-execution";
  override readonly description = "Executes the model's tool calls and continues with their results";
  /** Extra tools this interceptor contributes to the agent (for example from an MCP server manager). */
  readonly toolSource: ToolSource | undefined;

  constructor(toolSource?: ToolSource) {
    super();
    this.toolSource = toolSource;
  }

  async intercept(context: InterceptorContext): Promise<InterceptorResult> {
    if (context.toolCalls.length === 0) return { decision: LoopDecision.COMPLETE };
    const outcomes = await context.executeToolCalls();
    let blocked = 0;
    for (const outcome of outcomes) if (outcome.status === "blocked" || outcome.status === "denied") blocked++;
    return {
      decision: LoopDecision.CONTINUE,
      reasoning: `Executed ${outcomes.length} tool call(s)${blocked ? `, ${blocked} blocked` : ""}`,
    };
  }
}

/** The tools of a source. */
export async function listSourceTools(source: ToolSource | undefined): Promise<readonly AnyTool[]> {
  if (!source) return [];
  if (isToolList(source)) return source;
  return source.listTools();
}

/** How many times a source's tools changed (0 for a fixed list). */
export function sourceToolsVersion(source: ToolSource | undefined): number {
  if (!source || isToolList(source)) return 0;
  return typeof source.toolsVersion === "number" ? source.toolsVersion : 0;
}

function isToolList(source: ToolSource): source is readonly AnyTool[] {
  return Array.isArray(source);
}
