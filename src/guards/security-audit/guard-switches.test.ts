import { describe, expect, it } from "vitest";
import { emptiesHookManager, switchesHooksOff, turnsApprovalsOff } from "./guard-switches.js";
import { judgeContent } from "./judge-content.js";

describe("turnsApprovalsOff", () => {
  it.each([
    '{"chat.tools.autoApprove": true}',
    '.["chat.tools.global.autoApprove"] = true',
    '{"permissions": {"defaultMode": "bypassPermissions"}}',
    'approval_policy = "never"',
    'sandbox_mode = "danger-full-access"',
    '{"tools": {"autoAccept": true}}',
    "yes-always: true",
    "AIDER_YES_ALWAYS=1",
    '{"alwaysAllowExecute": true, "alwaysAllowWrite": true}',
    '{"autoApprovalSettings": {"enabled": true, "actions": {"executeAllCommands": true}}}',
    "tools:\n  - name: run_terminal_command\n    policy: allowedWithoutPermission",
    "GOOSE_MODE: auto",
    "[security]\nconfirmation_mode = false",
    '{"permissions": {"allow": ["Shell(*)"]}}',
    '{"windsurf.cascade.autoExecutionPolicy": "turbo"}',
    '{"permission": {"edit": "ask", "bash": "allow"}}',
    '{"permission": {"bash": {"*": "allow"}}}',
  ])("finds %s", (text) => {
    expect(turnsApprovalsOff(text)).toBe(true);
  });

  it.each(['{"chat.tools.autoApprove": false}', '{"editor.formatOnSave": true}', 'approval_policy = "on-request"', '{"defaultMode": "acceptEdits"}', "yes-always: false", "GOOSE_MODE: approve", "confirmation_mode = true", '{"permission": {"bash": "ask"}}', '{"alwaysAllowReadOnly": true}', '{"autoExecutionPolicy": "off"}'])("leaves %s alone", (text) => {
    expect(turnsApprovalsOff(text)).toBe(false);
  });

  it("stays fast on a long text", () => {
    const started = performance.now();
    expect(turnsApprovalsOff(`${'"chat.tools.autoApprove"'.repeat(5_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("emptiesHookManager", () => {
  it("finds a husky hook replaced by one that does nothing", () => {
    expect(emptiesHookManager(".husky/pre-commit", "#!/bin/sh\nexit 0\n")).toBe(true);
    expect(emptiesHookManager("/work/app/.husky/pre-push", "")).toBe(true);
  });

  it("leaves working hooks and other files alone", () => {
    expect(emptiesHookManager(".husky/pre-commit", "npx lint-staged")).toBe(false);
    expect(emptiesHookManager("scripts/pre-commit", "exit 0")).toBe(false);
    expect(emptiesHookManager(".pre-commit-config.yaml", "repos: []")).toBe(false);
  });
});

describe("judgeContent", () => {
  it("asks about an approval switch written anywhere in the arguments, edits included", () => {
    expect(judgeContent({ file_path: ".vscode/settings.json", content: '{"chat.tools.autoApprove": true}' }, [".vscode/settings.json"])).toMatchObject({ decision: "ask", rule: "tamper.agent-bypass" });
    expect(judgeContent({ file_path: "s.json", edits: [{ old_string: "{", new_string: '{"chat.tools.global.autoApprove": true,' }] }, ["s.json"])).toMatchObject({ rule: "tamper.agent-bypass" });
  });

  it("asks about a husky hook emptied, and nothing for a call that writes nothing", () => {
    expect(judgeContent({ file_path: ".husky/pre-commit", content: "exit 0" }, [".husky/pre-commit"])).toMatchObject({ decision: "ask", rule: "tamper.hook-manager" });
    expect(judgeContent({ file_path: ".vscode/settings.json", content: '{"chat.tools.autoApprove": true}' }, [])).toBeUndefined();
    expect(judgeContent({ file_path: ".vscode/settings.json", content: '{"editor.tabSize": 2}' }, [".vscode/settings.json"])).toBeUndefined();
  });
});

describe("switchesHooksOff", () => {
  it("finds the hook managers' documented switches that stop every hook", () => {
    expect(switchesHooksOff("lefthook-local.yml", "pre-commit:\n  skip: true\n")).toBe(true);
    expect(switchesHooksOff("lefthook.yml", "pre-push: {skip: true}")).toBe(true);
    expect(switchesHooksOff(".pre-commit-config.yaml", "exclude: '.*'\nrepos: []\n")).toBe(true);
    expect(switchesHooksOff(".overcommit.yml", "PreCommit:\n  ALL:\n    enabled: false\n")).toBe(true);
  });

  it("leaves ordinary configuration alone", () => {
    expect(switchesHooksOff("lefthook.yml", "pre-commit:\n  skip:\n    - merge\n    - rebase\n")).toBe(false);
    expect(switchesHooksOff(".pre-commit-config.yaml", "exclude: ^vendor/\n")).toBe(false);
    expect(switchesHooksOff(".overcommit.yml", "PreCommit:\n  AuthorName:\n    enabled: false\n")).toBe(false);
    expect(switchesHooksOff("package.json", '{"skip": true}')).toBe(false);
  });
});
