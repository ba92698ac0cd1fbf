// The code samples of the Zypher loop-interceptor document, with only their imports changed.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  McpServerManager,
  LoopInterceptorManager,
  MaxTokensInterceptor,
  ErrorDetectionInterceptor,
  ToolExecutionInterceptor,
  LoopInterceptor,
  LoopDecision,
  createAgent,
  createInterceptorRegistry,
  defineTool,
  resetGlobalInterceptors,
  scriptedModel,
} from "../../src/index.js";
import type { InterceptorContext, InterceptorResult } from "../../src/index.js";

afterEach(() => resetGlobalInterceptors());

class SecurityInterceptor implements LoopInterceptor {
  readonly name = "security";
  readonly description = "Blocks potentially dangerous commands";

  private suspiciousPatterns = [
    /rm -rf/,
    /DROP TABLE/,
    /DELETE FROM.*WHERE.*=/,
    /sudo/,
  ];

  async intercept(context: InterceptorContext): Promise<InterceptorResult> {
    // Check the last assistant message for tool calls
    const lastMessage = context.messages[context.messages.length - 1];
    if (!lastMessage || lastMessage.role !== "assistant") {
      return { decision: LoopDecision.COMPLETE };
    }

    // Look for tool_use blocks in the message
    const toolBlocks = lastMessage.content.filter(block => block.type === "tool_use");

    for (const block of toolBlocks) {
      if (block.type === "tool_use" && block.name === "runCommand") {
        const command = (block.input as any).command;

        for (const pattern of this.suspiciousPatterns) {
          if (pattern.test(command)) {
            // Add warning message to context
            context.messages.push({
              role: "user",
              content: [{
                type: "text",
                text: `🚨 Security Warning: Command "${command}" was blocked as potentially dangerous. Please use a safer alternative.`,
              }],
              timestamp: new Date(),
            });

            return {
              decision: LoopDecision.CONTINUE,
              reasoning: `Blocked dangerous command: ${command}`,
            };
          }
        }
      }
    }

    return { decision: LoopDecision.COMPLETE };
  }
}

class ComplianceInterceptor implements LoopInterceptor {
  readonly name = "compliance";
  readonly description = "Redacts PII data for compliance";

  async intercept(context: InterceptorContext): Promise<InterceptorResult> {
    // Check agent's latest response for PII
    const lastResponse = context.lastResponse;

    // Check for potential PII patterns
    const piiPatterns = [
      { pattern: /\b\d{3}-\d{2}-\d{4}\b/g, type: 'SSN' },
      { pattern: /\b\d{16}\b/g, type: 'Credit Card' },
      { pattern: /[\w.-]+@[\w.-]+\.\w+/g, type: 'Email' },
    ];

    let foundPII = false;
    let redactedResponse = lastResponse;

    for (const { pattern, type } of piiPatterns) {
      if (pattern.test(lastResponse)) {
        foundPII = true;
        redactedResponse = redactedResponse.replace(pattern, `[REDACTED ${type}]`);
      }
    }

    if (foundPII) {
      // Add a message explaining the redaction
      context.messages.push({
        role: "user",
        content: [{
          type: "text",
          text: `⚠️ Compliance Notice: Potential PII was detected and redacted from your response. Please provide the information again without sensitive details.`,
        }],
        timestamp: new Date(),
      });

      return {
        decision: LoopDecision.CONTINUE,
        reasoning: 'Redacted potential PII for compliance',
      };
    }

    return { decision: LoopDecision.COMPLETE };
  }
}

class PerformanceInterceptor implements LoopInterceptor {
  readonly name = "performance";
  readonly description = "Tracks agent performance metrics";

  private metrics = {
    interceptorCalls: 0,
    toolCallsDetected: 0,
    startTime: Date.now(),
  };

  async intercept(context: InterceptorContext): Promise<InterceptorResult> {
    this.metrics.interceptorCalls++;

    // Count tool calls in the latest message
    const lastMessage = context.messages[context.messages.length - 1];
    if (lastMessage && lastMessage.role === "assistant") {
      const toolBlocks = lastMessage.content.filter(block => block.type === "tool_use");
      if (toolBlocks.length > 0) {
        this.metrics.toolCallsDetected += toolBlocks.length;
      }
    }

    // Log metrics every 10 intercepts
    if (this.metrics.interceptorCalls % 10 === 0) {
      this.logMetrics();
    }

    return { decision: LoopDecision.COMPLETE };
  }

  private logMetrics() {
    const duration = Date.now() - this.metrics.startTime;
    console.log('Agent Performance Metrics:', {
      interceptorCalls: this.metrics.interceptorCalls,
      toolCallsDetected: this.metrics.toolCallsDetected,
      runtime: `${duration}ms`,
      avgToolCallsPerIntercept: this.metrics.toolCallsDetected / this.metrics.interceptorCalls,
    });
  }
}

interface RateLimitConfig {
  maxPerRun: number;
}

class RateLimitInterceptor extends LoopInterceptor {
  readonly name = "rate-limit";
  readonly calls: number[] = [];

  constructor(private config: RateLimitConfig) {
    super();
  }

  // Allow runtime configuration updates
  updateConfig(newConfig: Partial<RateLimitConfig>) {
    this.config = { ...this.config, ...newConfig };
  }

  intercept(): InterceptorResult {
    this.calls.push(this.config.maxPerRun);
    return { decision: LoopDecision.COMPLETE };
  }
}

const ranCommands: string[] = [];
const runCommand = defineTool({
  name: "runCommand",
  description: "Runs a command (recorded, not executed).",
  inputSchema: z.object({ command: z.string() }),
  execute: ({ command }) => {
    ranCommands.push(command);
    return { output: `ran ${command}` };
  },
});
const mcpServerManager = { listTools: () => [runCommand] };

describe("Zypher loop interceptors (seed 000)", () => {
  it("registers the built-ins exactly as the document does", () => {
    const loopInterceptorManager = new LoopInterceptorManager();

    // Register interceptors in order of execution
    loopInterceptorManager.register(new MaxTokensInterceptor());
    loopInterceptorManager.register(new ErrorDetectionInterceptor());
    loopInterceptorManager.register(new ToolExecutionInterceptor(mcpServerManager));

    expect(loopInterceptorManager.list().map((interceptor) => interceptor.name)).toEqual(["max-tokens", "error-detection", "tool-execution"]);
    expect(loopInterceptorManager.unregister("error-detection")).toBe(true);
    expect(loopInterceptorManager.list()).toHaveLength(2);
  });

  it("SecurityInterceptor registered before ToolExecutionInterceptor stops the dangerous call and injects feedback", async () => {
    ranCommands.length = 0;
    const loopInterceptorManager = new LoopInterceptorManager();
    // IMPORTANT: Register security interceptor BEFORE ToolExecutionInterceptor
    loopInterceptorManager.register(new SecurityInterceptor());
    loopInterceptorManager.register(new ToolExecutionInterceptor(mcpServerManager));
    const model = scriptedModel([
      { toolCalls: [{ name: "runCommand", input: { command: "sudo rm -rf /var" } }] },
      { toolCalls: [{ name: "runCommand", input: { command: "ls" } }] },
      { text: "Listed the files." },
    ]);
    const agent = createAgent({ model, registry: createInterceptorRegistry(), loopInterceptors: loopInterceptorManager });
    const events = [];
    const run = agent.run("clean up");
    for await (const event of run) if (event.type === "loop.decision") events.push(`${event.interceptor}:${event.decision}`);
    const result = await run;
    expect(result.status).toBe("completed");
    expect(ranCommands).toEqual(["ls"]);
    expect(events).toEqual(["security:CONTINUE", "security:COMPLETE", "tool-execution:CONTINUE", "security:COMPLETE", "tool-execution:COMPLETE"]);
    const feedback = model.calls[1]!.messages.at(-1)!;
    expect(feedback.content[0]).toMatchObject({ type: "tool_result", isError: true });
    expect(feedback.content[1]).toMatchObject({ type: "text", text: expect.stringContaining("🚨 Security Warning") });
  });

  it("ComplianceInterceptor continues with a notice when the response holds PII; first CONTINUE wins", async () => {
    const performance = new PerformanceInterceptor();
    const spy = vi.spyOn(performance, "intercept");
    const model = scriptedModel([{ text: "Her SSN is 123-45-6789." }, { text: "I cannot share that." }]);
    const agent = createAgent({ model, registry: createInterceptorRegistry(), loopInterceptors: [new ComplianceInterceptor(), performance] });
    const result = await agent.run("what is her ssn?");
    expect(result.text).toBe("I cannot share that.");
    expect(spy).toHaveBeenCalledTimes(1);
    expect(model.calls[1]!.messages.at(-1)!.content[0]).toMatchObject({ text: expect.stringContaining("Compliance Notice") });
  });

  it("PerformanceInterceptor observes tool calls and logs every 10 intercepts", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const performance = new PerformanceInterceptor();
    const turns = [
      ...Array.from({ length: 9 }, () => ({ toolCalls: [{ name: "runCommand", input: { command: "date" } }] })),
      { text: "done" },
    ];
    const result = await createAgent({
      model: scriptedModel(turns),
      registry: createInterceptorRegistry(),
      loopInterceptors: [performance, new ToolExecutionInterceptor(mcpServerManager)],
    }).run("go");
    expect(result.status).toBe("completed");
    expect(log).toHaveBeenCalledWith("Agent Performance Metrics:", expect.objectContaining({ interceptorCalls: 10, toolCallsDetected: 9 }));
    log.mockRestore();
  });

  it("configurable interceptors extend LoopInterceptor", () => {
    const limiter = new RateLimitInterceptor({ maxPerRun: 1 });
    limiter.updateConfig({ maxPerRun: 5 });
    expect(limiter).toBeInstanceOf(LoopInterceptor);
    expect(limiter.intercept().decision).toBe(LoopDecision.COMPLETE);
    expect(limiter.calls).toEqual([5]);
  });
});

describe("Zypher loop interceptors (seed 000) with a real McpServerManager", () => {
  const filesystemServer = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", import.meta.url));

  it("registers the built-ins as the document does, and the agent uses the MCP server's tools", async () => {
    const workspace = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-seed-000-")));
    writeFileSync(path.join(workspace, "todo.txt"), "ship the MCP support\n");
    const mcpServerManager = new McpServerManager({ servers: { filesystem: { command: process.execPath, args: [filesystemServer, workspace] } } });
    try {
      const loopInterceptorManager = new LoopInterceptorManager();

      // Register interceptors in order of execution
      loopInterceptorManager.register(new MaxTokensInterceptor());
      loopInterceptorManager.register(new ErrorDetectionInterceptor());
      loopInterceptorManager.register(new ToolExecutionInterceptor(mcpServerManager));

      const model = scriptedModel([
        { toolCalls: [{ name: "mcp__filesystem__read_text_file", input: { path: path.join(workspace, "todo.txt") } }] },
        { text: "The todo list says: ship the MCP support." },
      ]);
      const agent = createAgent({ model, loopInterceptors: loopInterceptorManager });
      const decisions: string[] = [];
      const run = agent.run("what is on my todo list?");
      for await (const event of run) if (event.type === "loop.decision") decisions.push(`${event.interceptor}:${event.decision}`);
      const result = await run;
      expect(result.status).toBe("completed");
      expect(decisions).toEqual(["max-tokens:COMPLETE", "error-detection:COMPLETE", "tool-execution:CONTINUE", "max-tokens:COMPLETE", "error-detection:COMPLETE", "tool-execution:COMPLETE"]);
      expect(model.calls[1]!.messages.at(-1)!.content[0]).toMatchObject({ type: "tool_result", content: "ship the MCP support\n" });
    } finally {
      await mcpServerManager.close();
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
