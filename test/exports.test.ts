// The public surface is a decision: a change to what the root or a subpath exports shows up here.
import { describe, expect, it } from "vitest";

const ROOT = [
  "AbortedError",
  "BudgetExceededError",
  "CompactionError",
  "CompactionProcessor",
  "MODEL_LIMITS",
  "TokenAccounting",
  "compactTranscript",
  "loadTokenEstimator",
  "loadUsagePricer",
  "modelFallback",
  "modelLimits",
  "modelRetry",
  "toolRetry",
  "AgentRun",
  "AtFileProcessorModifier",
  "COMMAND_SAFETY_GUARD_ID",
  "ConfigurationError",
  "DirectoryContextModifier",
  "ErrorDetectionInterceptor",
  "INTERCEPTOR_NAMES",
  "InterceptorError",
  "KNOWN_TOOL_NAMES",
  "LOOP_GUARD_ID",
  "LoopDecision",
  "LoopDetectionModifier",
  "LoopGuardTriggeredError",
  "LoopInterceptor",
  "LoopInterceptorManager",
  "LoopStepError",
  "LoopgateError",
  "MaxTokensInterceptor",
  "McpServerManager",
  "MissingCredentialsError",
  "ModelError",
  "RegistrationError",
  "SECRET_REDACTION_ID",
  "SECURITY_AUDIT_ID",
  "ScriptExhaustedError",
  "SensitiveDataBlockedError",
  "ThreadConflictError",
  "ThreadStoreError",
  "ToolExecutionInterceptor",
  "builtinGuards",
  "commandSafetyGuard",
  "createAgent",
  "createFileThreadStore",
  "createInterceptorRegistry",
  "createMemoryThreadStore",
  "defineTool",
  "detectSecrets",
  "formatInterceptorEvent",
  "getGlobalInterceptorRegistry",
  "initializeGlobalInterceptors",
  "loopGuard",
  "normalizeToolName",
  "redactModelStream",
  "redactSecrets",
  "resetGlobalInterceptors",
  "scriptedModel",
  "secretRedaction",
  "securityAudit",
];

describe("the public surface", () => {
  it("the root exports exactly what agents are written against", async () => {
    const root = await import("../src/index.js");
    expect(Object.keys(root).sort()).toEqual([...ROOT].sort());
  });

  it("every subpath in package.json resolves to a module that loads", async () => {
    const { default: pkg } = await import("../package.json", { with: { type: "json" } });
    const subpaths = Object.entries(pkg.exports as Record<string, string | { default: string }>).filter(([key]) => key !== "./package.json");
    expect(subpaths.map(([key]) => key)).toEqual([".", "./anthropic", "./openai", "./tools", "./guards", "./config", "./agent-clis", "./cli", "./mcp", "./postgres", "./durable"]);
    for (const [key, target] of subpaths) {
      const file = (typeof target === "string" ? target : target.default).replace("./dist/", "../src/").replace(/\.js$/, ".js");
      const module = (await import(file)) as Record<string, unknown>;
      expect(Object.keys(module).length, key).toBeGreaterThan(0);
    }
  });
});
