import { describe, expect, it } from "vitest";
import { agentApprovalsOffByEnv } from "./tamper-agent-env.js";

describe("agents' approval switches in the environment", () => {
  it("reads the variables that make an agent approve every step", () => {
    expect(agentApprovalsOffByEnv("AIDER_YES_ALWAYS", "true")).toBe(true);
    expect(agentApprovalsOffByEnv("GOOSE_MODE", "auto")).toBe(true);
    expect(agentApprovalsOffByEnv("SECURITY_CONFIRMATION_MODE", "false")).toBe(true);
    expect(agentApprovalsOffByEnv("OPENCODE_PERMISSION", '{"bash": "allow"}')).toBe(true);
    expect(agentApprovalsOffByEnv("OPENCODE_PERMISSION", '"allow"')).toBe(true);
    expect(agentApprovalsOffByEnv("OPENCODE_CONFIG_CONTENT", '{"permission": {"*": "allow"}}')).toBe(true);
  });

  it("leaves the asking modes and unrelated variables alone", () => {
    expect(agentApprovalsOffByEnv("GOOSE_MODE", "approve")).toBe(false);
    expect(agentApprovalsOffByEnv("SECURITY_CONFIRMATION_MODE", "true")).toBe(false);
    expect(agentApprovalsOffByEnv("AIDER_MODEL", "sonnet")).toBe(false);
    expect(agentApprovalsOffByEnv("OPENCODE_PERMISSION", '{"bash": "ask", "edit": "deny"}')).toBe(false);
    expect(agentApprovalsOffByEnv("OPENCODE_CONFIG_CONTENT", '{"model": "anthropic/claude-sonnet-4"}')).toBe(false);
  });
});
