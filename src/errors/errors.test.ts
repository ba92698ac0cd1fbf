import { describe, expect, it } from "vitest";
import { AgentSessionStoreError } from "../agent-clis/session/agent-session-store-error.js";
import { AuditLogError } from "../audit/audit-log-error.js";
import { BudgetExceededError } from "../budgets/budget-exceeded-error.js";
import { CliUsageError } from "../cli/cli-error.js";
import { ConfigFileError } from "../config/config-file-error.js";
import { LoopGuardTriggeredError } from "../guards/loop-guard/loop-guard-error.js";
import { SensitiveDataBlockedError } from "../guards/secret-redaction/sensitive-data-blocked-error.js";
import { McpServerError } from "../mcp/mcp-server-error.js";
import { DurableRunError } from "../durable/durable-run-error.js";
import { ModelError } from "../models/model-error.js";
import { ThreadConflictError } from "../threads/thread-conflict-error.js";
import { ThreadStoreError } from "../threads/thread-store-error.js";
import { PatchApplyError } from "../tools/apply-patch/patch-apply-error.js";
import { PatchParseError } from "../tools/apply-patch/patch-parse-error.js";
import {
  AbortedError,
  CompactionError,
  ConfigurationError,
  InterceptorError,
  LoopgateError,
  LoopStepError,
  MissingCredentialsError,
  RegistrationError,
  ScriptExhaustedError,
  type LoopgateErrorCode,
} from "./index.js";

// One instance of every error class loopgate raises, keyed by class name.
const samples = {
  LoopgateError: new LoopgateError({ code: "MODEL_ERROR", message: "base" }),
  AbortedError: new AbortedError(),
  ConfigurationError: new ConfigurationError({ message: "x" }),
  ConfigFileError: new ConfigFileError({ file: "loopgate.config.json", problems: ["model: required"] }),
  CliUsageError: new CliUsageError({ message: "no model", exitCode: 2 }),
  InterceptorError: new InterceptorError({ interceptorId: "a", hook: "tool.before", cause: new Error("boom") }),
  LoopStepError: new LoopStepError({ code: "PROCESSOR_FAILED", step: "preInferenceProcessors[0]", cause: new Error("boom") }),
  MissingCredentialsError: new MissingCredentialsError({ message: "no key", envVar: "ANTHROPIC_API_KEY" }),
  RegistrationError: new RegistrationError({ message: "bad" }),
  ScriptExhaustedError: new ScriptExhaustedError({ message: "empty" }),
  ModelError: new ModelError({ provider: "anthropic", message: "overloaded", statusCode: 529 }),
  PatchParseError: new PatchParseError({ line: 3, problem: "bad hunk" }),
  PatchApplyError: new PatchApplyError({ path: "a.ts", message: "no match" }),
  ThreadStoreError: new ThreadStoreError({ file: "t.json", message: "unreadable" }),
  AuditLogError: new AuditLogError({ file: "audit.jsonl", message: "disk full" }),
  ThreadConflictError: new ThreadConflictError({ threadId: "t", expectedRevision: 1, actualRevision: 2 }),
  LoopGuardTriggeredError: new LoopGuardTriggeredError({ kind: "repeated_batch", repeats: 5, hardLimit: 5, message: "loop" }),
  McpServerError: new McpServerError({ server: "fs", message: "MCP server \"fs\" exited", stderrTail: "boom" }),
  AgentSessionStoreError: new AgentSessionStoreError({ message: "cannot write", file: "/tmp/x.json" }),
  SensitiveDataBlockedError: new SensitiveDataBlockedError({ kinds: ["card"], message: "The message contains card" }),
  BudgetExceededError: new BudgetExceededError({ limit: "maxCostUsd", scope: "run", used: 2.1, max: 2, message: "spent" }),
  CompactionError: new CompactionError({ message: "summary failed", cause: new Error("overloaded") }),
  DurableRunError: new DurableRunError({ message: "run r is not waiting for approval", runId: "r" }),
};

const classes = {
  LoopgateError,
  AbortedError,
  ConfigurationError,
  ConfigFileError,
  CliUsageError,
  InterceptorError,
  LoopStepError,
  MissingCredentialsError,
  RegistrationError,
  ScriptExhaustedError,
  ModelError,
  PatchParseError,
  PatchApplyError,
  ThreadStoreError,
  AuditLogError,
  ThreadConflictError,
  LoopGuardTriggeredError,
  McpServerError,
  AgentSessionStoreError,
  SensitiveDataBlockedError,
  BudgetExceededError,
  CompactionError,
  DurableRunError,
} satisfies Record<keyof typeof samples, { isInstance(value: unknown): boolean }>;

describe("error classes", () => {
  for (const [className, errorClass] of Object.entries(classes)) {
    it(`${className}.isInstance is true exactly for ${className} and its subclasses`, () => {
      for (const [sampleName, sample] of Object.entries(samples)) {
        const expected = sample instanceof (errorClass as unknown as abstract new (...args: never[]) => unknown);
        expect(errorClass.isInstance(sample), `${className}.isInstance(${sampleName})`).toBe(expected);
      }
      for (const other of [new Error("plain"), { code: "MODEL_ERROR" }, null, undefined, "AbortedError", 42]) {
        expect(errorClass.isInstance(other)).toBe(false);
      }
    });
  }

  it("recognizes an error from another copy of the package by its marker", () => {
    // A second copy of the package has other classes but the same registered symbols.
    const foreign = Object.assign(new Error("from another copy"), {
      [Symbol.for("loopgate.error")]: true,
      [Symbol.for("loopgate.error.ConfigurationError")]: true,
      code: "INVALID_CONFIG",
    });
    expect(LoopgateError.isInstance(foreign)).toBe(true);
    expect(ConfigurationError.isInstance(foreign)).toBe(true);
    expect(AbortedError.isInstance(foreign)).toBe(false);
    expect(ConfigFileError.isInstance(foreign)).toBe(false);
  });

  it("every error code is raised by some class, and each class keeps its cause", () => {
    const raisedBy: Record<LoopgateErrorCode, LoopgateError> = {
      INVALID_REGISTRATION: samples.RegistrationError,
      INVALID_CONFIG: samples.ConfigurationError,
      INTERCEPTOR_FAILED: samples.InterceptorError,
      INTERCEPTOR_TIMEOUT: new InterceptorError({ interceptorId: "slow", hook: "tool.before", timedOut: true, timeoutMs: 5 }),
      TOOL_INPUT_INVALID: samples.PatchParseError,
      MODEL_ERROR: samples.ModelError,
      SCRIPT_EXHAUSTED: samples.ScriptExhaustedError,
      ABORTED: samples.AbortedError,
      LOOP_GUARD_TRIGGERED: samples.LoopGuardTriggeredError,
      PROCESSOR_FAILED: samples.LoopStepError,
      LOOP_INTERCEPTOR_FAILED: new LoopStepError({ code: "LOOP_INTERCEPTOR_FAILED", step: "loop interceptor chain", cause: "x" }),
      MISSING_CREDENTIALS: samples.MissingCredentialsError,
      THREAD_STORE_FAILED: samples.ThreadStoreError,
      AUDIT_LOG_FAILED: samples.AuditLogError,
      THREAD_CONFLICT: samples.ThreadConflictError,
      MCP_SERVER_FAILED: samples.McpServerError,
      AGENT_SESSION_STORE_FAILED: samples.AgentSessionStoreError,
      SENSITIVE_DATA_BLOCKED: samples.SensitiveDataBlockedError,
      BUDGET_EXCEEDED: samples.BudgetExceededError,
      COMPACTION_FAILED: samples.CompactionError,
      DURABLE_RUN_FAILED: samples.DurableRunError,
    };
    for (const [code, error] of Object.entries(raisedBy)) expect(error.code).toBe(code);
    const cause = new Error("root");
    expect(new ConfigurationError({ message: "x", cause }).cause).toBe(cause);
    expect(samples.InterceptorError.message).toBe('Interceptor "a" on tool.before threw: boom');
  });
});
