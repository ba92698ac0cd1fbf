import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { evaluateToolCall } from "../agent-clis/evaluate-tool-call.js";
import { ErrorDetectionInterceptor } from "../loop/interceptors/error-detection.js";
import { MaxTokensInterceptor } from "../loop/interceptors/max-tokens.js";
import { buildRegistry } from "./build-registry.js";
import { buildRuntime } from "./build-runtime.js";
import type { LoadedConfig } from "./load-config.js";
import { loopgateConfigSchema, type LoopgateConfigInput } from "./schema.js";
import { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.js";
import { sandboxUnavailable } from "../tools/builtin/__fixtures__/sandbox-availability.js";
import { testToolContext } from "../tools/builtin/__fixtures__/tool-context.js";

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-runtime-")));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const loaded = (config: LoopgateConfigInput): LoadedConfig => ({ config: loopgateConfigSchema.parse(config), file: path.join(dir, "loopgate.config.json"), dir });
const ids = (config: LoopgateConfigInput) => buildRegistry(loaded(config), { cwd: dir }).then(({ registry }) => registry.list().map((entry) => entry.id));
const module = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return `./${name}`;
};

describe("buildRegistry", () => {
  it("registers the guards and the loop guard by default, and leaves out what is switched off", async () => {
    expect(await ids({})).toEqual([
      "builtin:command-safety-guard",
      "builtin:security-audit",
      "builtin:loop-guard:prepare",
      "builtin:loop-guard:detect",
      "builtin:loop-guard:failures",
      "builtin:secret-redaction:restore",
      "builtin:secret-redaction:tool-result",
      "builtin:secret-redaction:message",
      "builtin:secret-redaction:request",
      "builtin:secret-redaction:stream",
    ]);
    expect(await ids({ guards: { commandSafety: false, securityAudit: { enabled: false }, loopGuard: false, secretRedaction: false } })).toEqual([]);
    const { registry } = await buildRegistry(loaded({}), { cwd: dir, loopGuard: false });
    expect(registry.list().map((entry) => entry.id)).toEqual(["builtin:command-safety-guard", "builtin:security-audit"]);
  });

  it("passes the security audit's options: allowPaths relative to the config, extra rules with name patterns", async () => {
    const { registry } = await buildRegistry(
      loaded({
        guards: {
          securityAudit: {
            allowPaths: ["deploy/.env"],
            extraRules: [{ id: "corp.vault", label: "vault file", match: [{ namePattern: "^SECRETS-.*\\.TXT$" }] }],
          },
        },
      }),
      { cwd: dir, loopGuard: false },
    );
    const decide = (file: string) => evaluateToolCall({ tool: "read", args: { path: file } }, { registry, cwd: dir }).then((decision) => decision.decision);
    expect(await decide("deploy/.env")).toBe("allow");
    expect(await decide(".env")).toBe("deny");
    expect(await decide("secrets-prod.txt")).toBe("deny");
    expect(await decide("notes.txt")).toBe("allow");
    const shell = (command: string) => evaluateToolCall({ tool: "exec", args: { command } }, { registry, cwd: dir }).then((decision) => decision.decision);
    expect(await shell("cat secrets-prod.txt")).toBe("deny");
    expect(await shell("cat notes.txt")).toBe("allow");
  });

  it("turns invalid guard options into a ConfigurationError naming the config", async () => {
    await expect(buildRegistry(loaded({ guards: { loopGuard: { warnThreshold: 9, hardLimit: 3 } } }), { cwd: dir })).rejects.toThrow(
      /Invalid guard options in .*loopgate\.config\.json: loopGuard: `warnThreshold` \(9\) must not exceed `hardLimit` \(3\)/,
    );
  });

  it("loads interceptor modules: a registration, an array, a factory with options, a loop interceptor", async () => {
    const single = module("single.mjs", 'export default { id: "one", name: "tool.after", handler() {} };');
    const list = module("list.mjs", 'export const interceptors = [{ id: "two", name: "model.after", handler() {} }, { id: "three", name: "tool.before", toolMatcher: /^exec$/, handler() {} }];');
    const factory = module(
      "factory.mjs",
      'export default async (options, context) => ({ id: `four-${options.suffix}-${context.cwd === context.configDir}`, name: "tool.before", handler() {} });',
    );
    const loop = module("loop.mjs", 'export default { name: "reviewer", intercept() { return { decision: "COMPLETE" }; } };');
    const { registry, loopInterceptors } = await buildRegistry(
      loaded({ guards: { commandSafety: false, securityAudit: false, loopGuard: false, secretRedaction: false }, limits: { interceptorTimeoutMs: 1234 }, interceptors: [single, list, { module: factory, options: { suffix: "x" } }, loop] }),
      { cwd: dir },
    );
    expect(registry.list().map((entry) => [entry.id, entry.timeoutMs])).toEqual([
      ["one", 1234],
      ["two", 1234],
      ["three", 1234],
      ["four-x-true", 1234],
    ]);
    expect(loopInterceptors.map((entry) => entry.name)).toEqual(["reviewer"]);
  });

  it.each([
    ["missing.mjs", null, /Interceptor module .*missing\.mjs could not be loaded/],
    ["empty.mjs", "export const x = 1;", /has no default export/],
    ["number.mjs", "export default [1];", /item 0 is not an interceptor/],
    ["throws.mjs", "export default () => { throw new Error('boom'); };", /its factory failed: boom/],
    ["bad-hook.mjs", 'export default { id: "x", name: "tool.during", handler() {} };', /bad-hook\.mjs: Interceptor "x": unknown hook "tool.during"/],
    ["dup.mjs", 'export default [{ id: "builtin:security-audit", name: "tool.before", handler() {} }];', /already registered/],
  ])("reports a module that cannot be used (%s)", async (name, text, problem) => {
    if (text !== null) module(name, text);
    const promise = buildRegistry(loaded({ interceptors: [`./${name}`] }), { cwd: dir });
    await expect(promise).rejects.toThrow(ConfigurationError);
    await expect(buildRegistry(loaded({ interceptors: [`./${name}`] }), { cwd: dir })).rejects.toThrow(problem);
  });
});

describe("buildRuntime", () => {
  it("gives the coding profile by default and applies tools, loop interceptors, prompt, params and limits", async () => {
    const defaults = await buildRuntime(loaded({}), { cwd: dir });
    expect(defaults.tools.map((tool) => tool.normalizedName).sort()).toEqual(["apply_patch", "edit", "exec", "memory_get", "memory_search", "process", "read", "web_fetch", "write"]);
    expect(defaults.systemPrompt).toBe(DEFAULT_SYSTEM_PROMPT);
    expect(defaults.maxIterations).toBe(25);
    expect(defaults.loopInterceptors).toEqual([]);

    mkdirSync(path.join(dir, "sub"));
    const custom = await buildRuntime(
      loaded({
        tools: { profile: "minimal", allow: ["exec"], deny: ["group:memory"] },
        systemPrompt: "Be brief.",
        params: { temperature: 0.1 },
        limits: { maxIterations: 7, toolConcurrency: 1 },
        loopInterceptors: { maxTokens: true, errorDetection: { command: "npm test", maxAttempts: 2 } },
      }),
      { cwd: dir },
    );
    expect(custom.tools.map((tool) => tool.normalizedName).sort()).toEqual(["exec", "read"]);
    expect(custom).toMatchObject({ systemPrompt: "Be brief.", params: { temperature: 0.1 }, maxIterations: 7, toolConcurrency: 1 });
    expect(custom.loopInterceptors[0]).toBeInstanceOf(MaxTokensInterceptor);
    expect(custom.loopInterceptors[1]).toBeInstanceOf(ErrorDetectionInterceptor);
    expect((custom.loopInterceptors[1] as ErrorDetectionInterceptor).options).toMatchObject({ command: "npm test", maxAttempts: 2, cwd: dir });
  });

  it("applies the sandbox settings to exec: writable paths relative to the config file", async () => {
    const workspace = path.join(dir, "app");
    mkdirSync(workspace);
    mkdirSync(path.join(dir, "out"));
    mkdirSync(path.join(dir, "elsewhere"));
    const runtime = await buildRuntime(loaded({ tools: { sandbox: { mode: sandboxUnavailable ? "off" : "required", writablePaths: ["out"] } } }), { cwd: workspace });
    expect(runtime.notices).toEqual([]);
    const exec = runtime.tools.find((tool) => tool.normalizedName === "exec");
    const result = await exec?.execute({ command: "echo ok > ../out/a.txt; echo no > ../elsewhere/b.txt" }, testToolContext());
    expect(readFileSync(path.join(dir, "out", "a.txt"), "utf8")).toBe("ok\n");
    if (sandboxUnavailable === undefined) {
      expect(result?.details).toMatchObject({ sandboxed: true });
      expect(existsSync(path.join(dir, "elsewhere", "b.txt"))).toBe(false);
    }
    await expect(buildRuntime(loaded({ tools: { sandbox: { envNames: ["ANTHROPIC_API_KEY"] } } }), { cwd: workspace })).rejects.toThrow(/model provider's key/);
    expect(() => loopgateConfigSchema.parse({ tools: { sandbox: "sometimes" } })).toThrow();
  });

  it("reports an unknown tool group as a configuration problem", async () => {
    await expect(buildRuntime(loaded({ tools: { deny: ["group:nope"] } }), { cwd: dir })).rejects.toThrow(/Invalid tools settings in .*: Unknown tool group "group:nope"/);
  });
});
