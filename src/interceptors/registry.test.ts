import { describe, expect, it } from "vitest";
import { RegistrationError } from "../errors/index.js";
import { defineTool } from "../tools/define-tool.js";
import { createInterceptorRegistry } from "./registry.js";

const noop = () => {};

describe("createInterceptorRegistry", () => {
  it("orders by descending priority, ties in registration order", () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "low", name: "tool.before", priority: -10, handler: noop });
    registry.add({ id: "first-zero", name: "tool.before", handler: noop });
    registry.add({ id: "high", name: "tool.before", priority: 100, handler: noop });
    registry.add({ id: "second-zero", name: "tool.before", priority: 0, handler: noop });
    registry.add({ id: "other-hook", name: "tool.after", priority: 1000, handler: noop });
    expect(registry.get("tool.before").map((entry) => entry.id)).toEqual(["high", "first-zero", "second-zero", "low"]);
    expect(registry.list().map((entry) => entry.id)).toEqual(["low", "first-zero", "high", "second-zero", "other-hook"]);
  });

  it("filters tool hooks by normalized tool name and other hooks by agent id", () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "exec-only", name: "tool.before", toolMatcher: /^exec$/, handler: noop });
    registry.add({ id: "all-tools", name: "tool.before", handler: noop });
    registry.add({ id: "coder", name: "message.before", agentMatcher: /^coder$/, handler: noop });
    expect(registry.get("tool.before", "read").map((entry) => entry.id)).toEqual(["all-tools"]);
    expect(registry.get("tool.before", "exec").map((entry) => entry.id)).toEqual(["exec-only", "all-tools"]);
    expect(registry.get("message.before", "coder").map((entry) => entry.id)).toEqual(["coder"]);
    expect(registry.get("message.before", "reviewer")).toEqual([]);
  });

  it("throws at add() when a toolMatcher matches no known tool, listing the valid names", () => {
    const registry = createInterceptorRegistry();
    expect(() => registry.add({ id: "bad", name: "tool.before", toolMatcher: /^nonexistent_tool$/, handler: noop })).toThrow(
      /does not match any known tool name.*Valid tool names: .*apply_patch.*exec.*web_fetch/,
    );
    expect(registry.list()).toEqual([]);
  });

  it("accepts a toolMatcher for tool names the registry was told about", () => {
    const registry = createInterceptorRegistry({ toolNames: ["deploy_site"] });
    registry.add({ id: "deploy", name: "tool.before", toolMatcher: /^deploy_site$/, handler: noop });
    expect(registry.get("tool.before", "deploy_site")).toHaveLength(1);
  });

  it("accepts a toolMatcher that spells a tool-name prefix, for tools known only when called", () => {
    const registry = createInterceptorRegistry({ toolNamePrefixes: ["mcp__github__"] });
    registry.add({ id: "issues", name: "tool.before", toolMatcher: /^mcp__github__create_issue$/, handler: noop });
    expect(registry.get("tool.before", "mcp__github__create_issue")).toHaveLength(1);
    expect(registry.get("tool.before", "exec")).toHaveLength(0);
    expect(() => registry.add({ id: "other", name: "tool.before", toolMatcher: /^mcp__gitlab__x$/, handler: noop })).toThrow(/names starting with mcp__github__/);
  });

  it("keeps no global tool-name state: defining a tool does not change what another registry accepts", () => {
    defineTool({ name: "deploy_site", description: "Deploys.", inputSchema: { type: "object" }, execute: () => ({ output: "ok" }) });
    const registration = { id: "deploy", name: "tool.before", toolMatcher: /^deploy_site$/, handler: noop } as const;
    expect(() => createInterceptorRegistry().add(registration)).toThrow(/does not match any known tool name/);
    const told = createInterceptorRegistry();
    told.addToolNames(["Deploy_Site"]);
    told.add(registration);
    expect(told.get("tool.before", "deploy_site").map((entry) => entry.id)).toEqual(["deploy"]);
  });

  it("rejects /g and /y matchers, whose test() is stateful", () => {
    const registry = createInterceptorRegistry();
    expect(() => registry.add({ id: "g", name: "tool.before", toolMatcher: /exec/g, handler: noop })).toThrow(/\/g or \/y/);
    expect(() => registry.add({ id: "y", name: "message.before", agentMatcher: /main/y, handler: noop })).toThrow(/\/g or \/y/);
  });

  it("rejects malformed registrations with a typed error", () => {
    const registry = createInterceptorRegistry();
    const bad: unknown[] = [
      { id: "", name: "tool.before", handler: noop },
      { id: "x", name: "tool.during", handler: noop },
      { id: "x", name: "tool.before" },
      { id: "x", name: "tool.before", priority: Number.NaN, handler: noop },
      { id: "x", name: "tool.before", timeoutMs: -1, handler: noop },
      { id: "x", name: "tool.before", capability: "network", handler: noop },
      { id: "x", name: "model.wrap", capability: "command", handler: noop },
      { id: "x", name: "tool.before", onError: "explode", handler: noop },
      { id: "x", name: "message.before", toolMatcher: /^exec$/, handler: noop },
    ];
    for (const registration of bad) {
      expect(() => registry.add(registration as never)).toThrow(RegistrationError);
    }
  });

  it("adds a bundle atomically: one bad entry adds nothing", () => {
    const registry = createInterceptorRegistry();
    expect(() =>
      registry.add([
        { id: "a", name: "model.before", handler: noop },
        { id: "b", name: "tool.before", toolMatcher: /^nope$/, handler: noop },
      ]),
    ).toThrow(RegistrationError);
    expect(registry.list()).toEqual([]);
    registry.add([
      { id: "a", name: "model.before", handler: noop },
      { id: "b", name: "model.after", handler: noop },
    ]);
    expect(registry.list().map((entry) => entry.id)).toEqual(["a", "b"]);
  });

  it("refuses duplicate ids, removes by id and clears", () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "one", name: "tool.after", handler: noop });
    expect(() => registry.add({ id: "one", name: "tool.after", handler: noop })).toThrow(/already registered/);
    expect(registry.remove("one")).toBe(true);
    expect(registry.remove("one")).toBe(false);
    registry.add({ id: "one", name: "tool.after", handler: noop });
    registry.clear();
    expect(registry.list()).toEqual([]);
    expect(registry.get("tool.after")).toEqual([]);
  });

  it("defaults onError to block on tool.before and continue elsewhere", () => {
    const registry = createInterceptorRegistry();
    registry.add({ id: "guard", name: "tool.before", handler: noop });
    registry.add({ id: "observer", name: "tool.after", handler: noop });
    registry.add({ id: "lenient", name: "tool.before", onError: "continue", handler: noop });
    const byId = Object.fromEntries(registry.list().map((entry) => [entry.id, entry.onError]));
    expect(byId).toEqual({ guard: "block", observer: "continue", lenient: "continue" });
  });
});
