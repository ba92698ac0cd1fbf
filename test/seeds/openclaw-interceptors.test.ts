// The code samples of the OpenClaw interceptor document, with only their imports changed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  createAgent,
  createInterceptorRegistry,
  defineTool,
  formatInterceptorEvent,
  getGlobalInterceptorRegistry,
  initializeGlobalInterceptors,
  KNOWN_TOOL_NAMES,
  normalizeToolName,
  resetGlobalInterceptors,
  scriptedModel,
} from "../../src/index.js";
import type { InterceptorRegistration, InterceptorEvent } from "../../src/index.js";

afterEach(() => {
  resetGlobalInterceptors();
});

const commands: string[] = [];
const exec = defineTool({
  name: "exec",
  description: "Runs a shell command (recorded).",
  inputSchema: z.object({ command: z.string() }),
  execute: ({ command }) => {
    commands.push(command);
    return { output: `\x1b[32mok\x1b[0m key=sk-abcdefghijklmnopqrstuvwxyz ${command}` };
  },
});

async function fetchPageMetadata(url: string) {
  return { title: `Title of ${url}` };
}
const webSearch = defineTool({
  name: "web_search",
  description: "Searches the web (fake).",
  inputSchema: z.object({ query: z.string() }),
  execute: ({ query }) => ({ output: `results for ${query}`, details: { url: "https://example.test/a" } }),
});

describe("OpenClaw interceptors (seeds 001/004)", () => {
  it("knows the canonical tool names and normalizes aliases", () => {
    for (const name of ["read", "write", "edit", "apply_patch", "exec", "process", "memory_search", "memory_get", "web_search", "web_fetch", "sessions_list", "sessions_history", "sessions_send", "sessions_spawn", "session_status", "browser", "canvas", "cron", "gateway", "message", "nodes", "agents_list", "image", "tts"]) {
      expect(KNOWN_TOOL_NAMES.has(name)).toBe(true);
    }
    expect(normalizeToolName(" Bash ")).toBe("exec");
    expect(normalizeToolName("apply-patch")).toBe("apply_patch");
    expect(normalizeToolName("READ")).toBe("read");
  });

  it("the registration example type-checks and registers", () => {
    const registration: InterceptorRegistration<"tool.before"> = {
      id: "my-arg-injector",         // unique identifier
      name: "tool.before",           // which hook point
      priority: 10,                  // higher runs first (default: 0)
      toolMatcher: /^exec$/,         // optional regex filter on tool name (tool events)
      agentMatcher: /^coder$/,       // optional regex filter on agent ID (message/params events)
      handler: (input, output) => {
        // input is read-only context
        // output is mutable — modify it in place
        void input;
        void output;
      },
    };
    const registry = createInterceptorRegistry();
    registry.add(registration);
    expect(registry.get("tool.before", "exec").map((entry) => entry.id)).toEqual(["my-arg-injector"]);
  });

  it("message.before metadata reaches params.before, which raises the think level", async () => {
    const registry = createInterceptorRegistry();
    // 1. message.before: classify the message
    registry.add({
      id: "classifier",
      name: "message.before",
      handler: (_input, output) => {
        const isComplex = output.message.length > 500 || output.message.includes("debug");
        output.metadata.complexity = isComplex ? "high" : "low";
      },
    });

    // 2. params.before: adjust thinking based on classification
    registry.add({
      id: "think-adjuster",
      name: "params.before",
      handler: (input, output) => {
        if (input.metadata.complexity === "high") {
          output.thinkLevel = "high";
        }
      },
    });
    const model = scriptedModel([{ text: "a" }, { text: "b" }]);
    const agent = createAgent({ model, registry });
    await agent.run("please debug this");
    await agent.run("hello");
    expect(model.calls.map((call) => call.params.thinkLevel)).toEqual(["high", undefined]);
  });

  it("the global registry: initialize (idempotent, with built-ins), access, reset", () => {
    expect(getGlobalInterceptorRegistry()).toBeNull();
    // Initialize (idempotent) — also registers built-in interceptors
    const registry = initializeGlobalInterceptors();
    expect(initializeGlobalInterceptors()).toBe(registry);
    // Access from anywhere
    const reg = getGlobalInterceptorRegistry(); // null if not initialized
    expect(reg).toBe(registry);
    expect(registry.list().map((entry) => [entry.id, entry.name, entry.priority])).toEqual([
      ["builtin:command-safety-guard", "tool.before", 100],
      ["builtin:security-audit", "tool.before", 99],
    ]);
    expect(registry.get("tool.before", "exec").map((entry) => entry.id)).toEqual(["builtin:command-safety-guard"]);
    expect(registry.get("tool.before", "edit").map((entry) => entry.id)).toEqual(["builtin:security-audit"]);
    // Reset (for tests only)
    resetGlobalInterceptors();
    expect(getGlobalInterceptorRegistry()).toBeNull();
  });

  it("adding a new interceptor to the global registry: redact secrets, then remove it", async () => {
    initializeGlobalInterceptors();
    const registry = getGlobalInterceptorRegistry();
    if (!registry) {
      // Gateway not initialized yet
      return;
    }
    registry.add({
      id: "my-plugin:redact-secrets",
      name: "tool.after",
      priority: 5,
      handler: (_input, output) => {
        // Redact any API keys from tool output
        if (typeof output.result.output === "string") {
          output.result = {
            ...output.result,
            output: output.result.output.replace(/sk-[a-zA-Z0-9]{20,}/g, "sk-***"),
          };
        }
      },
    });
    const model = scriptedModel([{ toolCalls: [{ name: "exec", input: { command: "echo hi" } }] }, { text: "done" }]);
    await createAgent({ model, tools: [exec] }).run("go");
    const shown = (model.calls[1]!.messages.at(-1)!.content[0] as { content: string }).content;
    expect(shown).toContain("key=sk-***");
    expect(shown).not.toContain("sk-abcdefghij");
    registry.remove("my-plugin:redact-secrets");
    expect(registry.list().map((entry) => entry.id)).not.toContain("my-plugin:redact-secrets");
  });

  it("a toolMatcher for an unknown tool throws immediately", () => {
    const registry = createInterceptorRegistry();
    // This throws immediately:
    expect(() =>
      registry.add({
        id: "bad",
        name: "tool.before",
        toolMatcher: /^nonexistent_tool$/,  // Error: does not match any known tool name
        handler: () => {},
      }),
    ).toThrow(/does not match any known tool name/);
  });

  it("block, inject defaults, log, strip ANSI and enrich asynchronously, all on one run", async () => {
    commands.length = 0;
    const registry = createInterceptorRegistry();
    registry.add({
      id: "safety:no-rm-rf",
      name: "tool.before",
      priority: 100,
      toolMatcher: /^exec$/,
      handler: (_input, output) => {
        const cmd = typeof output.args.command === "string" ? output.args.command : "";
        if (cmd.includes("rm -rf")) {
          output.block = true;
          output.blockReason = "rm -rf is not allowed";
        }
      },
    });
    registry.add({
      id: "style:no-color",
      name: "tool.before",
      toolMatcher: /^exec$/,
      handler: (_input, output) => {
        const cmd = typeof output.args.command === "string" ? output.args.command : "";
        if (!cmd.includes("--color")) {
          output.args = { ...output.args, command: `${cmd} --color=never` };
        }
      },
    });
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    registry.add({
      id: "audit:log-tools",
      name: "tool.before",
      priority: -10,  // low priority — runs last, after all mutations
      handler: (input, output) => {
        console.log(`[audit] tool=${input.toolName} callId=${input.toolCallId} args=${JSON.stringify(output.args)}`);
      },
    });
    const ANSI_RE = /\x1b\[[0-9;]*m/g;

    registry.add({
      id: "clean:strip-ansi",
      name: "tool.after",
      handler: (_input, output) => {
        if (typeof output.result.output === "string") {
          output.result = {
            ...output.result,
            output: output.result.output.replace(ANSI_RE, ""),
          };
        }
      },
    });
    registry.add({
      id: "enrich:fetch-metadata",
      name: "tool.after",
      toolMatcher: /^web_search$/,
      handler: async (_input, output) => {
        const details = output.result.details as Record<string, unknown>;
        if (details?.url) {
          const meta = await fetchPageMetadata(String(details.url));
          output.result = {
            ...output.result,
            details: { ...details, meta },
          };
        }
      },
    });
    const verbose: string[] = [];
    registry.setOnEvent((evt: InterceptorEvent) => {
      const line = formatInterceptorEvent(evt);
      if (line) verbose.push(line);
    });

    const model = scriptedModel([
      {
        toolCalls: [
          { id: "a", name: "exec", input: { command: "rm -rf build" } },
          { id: "b", name: "exec", input: { command: "ls" } },
          { id: "c", name: "web_search", input: { query: "loopgate" } },
        ],
      },
      { text: "done" },
    ]);
    const run = createAgent({ model, tools: [exec, webSearch], registry }).run("go");
    let enriched: unknown;
    for await (const event of run) if (event.type === "tool.end" && event.toolName === "web_search") enriched = event.result.details;
    registry.setOnEvent(null);
    const logged = log.mock.calls.map((call) => call[0]);
    log.mockRestore();

    const results = model.calls[1]!.messages.at(-1)!.content.map((block) => (block as { content: string }).content);
    expect(JSON.parse(results[0]!)).toEqual({ status: "blocked", tool: "exec", reason: "rm -rf is not allowed" });
    expect(results[1]).toBe("ok key=sk-abcdefghijklmnopqrstuvwxyz ls --color=never");
    expect(commands).toEqual(["ls --color=never"]);
    expect(logged).toContain('[audit] tool=exec callId=b args={"command":"ls --color=never"}');
    expect(enriched).toEqual({ url: "https://example.test/a", meta: { title: "Title of https://example.test/a" } });
    expect(verbose).toEqual(['🛡️ safety:no-rm-rf · blocked exec — "rm -rf is not allowed"']);
  });

  it("formats verbose lines like the document shows", () => {
    const base = { agentId: "main", threadId: "t", runId: "r" };
    expect(formatInterceptorEvent({ ...base, name: "tool.before", interceptorId: "builtin:security-audit", action: "blocked", toolName: "read", reason: "Access denied: ~/.ssh/id_rsa" })).toBe(
      '🛡️ builtin:security-audit · blocked read — "Access denied: ~/.ssh/id_rsa"',
    );
    expect(formatInterceptorEvent({ ...base, name: "message.before", interceptorId: "c", action: "message_mutated", messageMutated: true, metadataKeys: ["complexity"] })).toBe(
      "📨 message.before · message mutated, metadata: complexity",
    );
    expect(formatInterceptorEvent({ ...base, name: "params.before", interceptorId: "p", action: "params_changed", changes: { thinkLevel: { from: undefined, to: "high" } } })).toBe(
      "⚙️ params.before · thinkLevel → high",
    );
    expect(formatInterceptorEvent({ ...base, name: "tool.after", interceptorId: "x", action: "result_mutated" })).toBeNull();
  });
});
