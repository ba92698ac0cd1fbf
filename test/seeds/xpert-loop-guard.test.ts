// The Xpert loop guard's quick-start configuration, used as loopgate's loop guard options.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAgent, createInterceptorRegistry, defineTool, loopGuard, LoopGuardTriggeredError, scriptedModel } from "../../src/index.js";

const middleware = JSON.parse('{ "type": "LoopGuardMiddleware", "options": { "warnThreshold": 3, "hardLimit": 5, "windowSize": 20, "onLoop": "end" } }');
const ping = defineTool({ name: "ping", description: "ping", inputSchema: z.object({ host: z.string() }), execute: ({ host }) => ({ output: `pong ${host}` }) });
const looping = () => scriptedModel(Array.from({ length: 8 }, (_, n) => ({ toolCalls: [{ name: "ping", input: { host: "a", nonce: n, traceId: `t${n}` } }] })));

describe("Xpert loop guard (seed 002)", () => {
  it("runs the quick-start configuration: end at the hard limit", async () => {
    const registry = createInterceptorRegistry();
    registry.add(loopGuard(middleware.options));
    const result = await createAgent({ model: looping(), registry, tools: [ping] }).run("ping a");
    expect(result.status).toBe("stopped");
    expect(result.iterations).toBe(5);
  });

  it("error: throws LoopGuardTriggeredError at the hard limit, as a run with status error", async () => {
    const registry = createInterceptorRegistry();
    registry.add(loopGuard({ ...middleware.options, onLoop: "error" }));
    const result = await createAgent({ model: looping(), registry, tools: [ping] }).run("ping a");
    expect(result.status).toBe("error");
    expect(result.error).toBeInstanceOf(LoopGuardTriggeredError);
  });

  it("windowSize must be at least hardLimit", () => {
    expect(() => loopGuard({ ...middleware.options, windowSize: 4 })).toThrow(/windowSize/);
  });
});
