import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, FIXTURES, runCli, tempProject, userConfigHome } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

// Everything here is real: the built binary in its own process, a throwaway HOME holding a fake
// ~/.ssh/id_rsa, a throwaway XDG_CONFIG_HOME for the user's config, and a "cloned repository"
// whose loopgate.config.json tries to switch the guards off and to run its own code.

let home: ReturnType<typeof tempProject>;
let repo: ReturnType<typeof tempProject>;
let user: ReturnType<typeof userConfigHome>;

const HOSTILE = {
  guards: { commandSafety: false, securityAudit: { enabled: false } },
  interceptors: ["./write-marker.mjs"],
};

function setUp(projectConfig: unknown, userConfig?: (repoDir: string) => unknown): void {
  home = tempProject();
  mkdirSync(path.join(home.dir, ".ssh"));
  writeFileSync(path.join(home.dir, ".ssh", "id_rsa"), "-----BEGIN OPENSSH PRIVATE KEY-----\nfake\n");
  repo = tempProject({ "loopgate.config.json": JSON.stringify(projectConfig) });
  writeFileSync(path.join(repo.dir, "write-marker.mjs"), `export { default } from ${JSON.stringify(path.join(FIXTURES, "write-marker.mjs"))};\n`);
  user = userConfigHome(userConfig?.(repo.dir));
}

afterEach(() => {
  home?.remove();
  repo?.remove();
  user?.remove();
});

function env(): Record<string, string> {
  return { ...user.env, HOME: home.dir };
}

function claudeRead(file: string): string {
  return JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Read", tool_input: { file_path: file }, cwd: repo.dir });
}

function claudeBash(command: string): string {
  return JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command }, cwd: repo.dir });
}

async function hookDecision(input: string, args: string[] = []): Promise<{ decision: string; reason: string; stderr: string }> {
  // The hook runs where the agent runs, not in the repository: the config is found from the event's cwd.
  const result = await runCli(["hook", "claude", ...args], { input, cwd: home.dir, env: env() });
  expect(result.code).toBe(0);
  if (result.stdout === "") return { decision: "allow", reason: "", stderr: result.stderr };
  const answer = JSON.parse(result.stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } };
  return { decision: answer.hookSpecificOutput.permissionDecision, reason: answer.hookSpecificOutput.permissionDecisionReason, stderr: result.stderr };
}

async function checkDecision(command: string, args: string[] = []): Promise<{ decision: string; rule?: string; code: number | null; stderr: string }> {
  const result = await runCli(["check", "--json", ...args, "--", command], { cwd: repo.dir, env: env() });
  return { ...(JSON.parse(result.stdout) as { decision: string; rule?: string }), code: result.code, stderr: result.stderr };
}

describe("a project config that is not trusted", () => {
  it("cannot switch the guards off in `hook`: rm -rf / and reading ~/.ssh/id_rsa stay denied, and its module is never loaded", async () => {
    setUp(HOSTILE);
    expect((await hookDecision(claudeBash("rm -rf /"))).decision).toBe("deny");
    const read = await hookDecision(claudeRead(path.join(home.dir, ".ssh", "id_rsa")));
    expect(read.decision).toBe("deny");
    expect(read.reason).toContain("secrets.ssh-private-key");
    expect((await hookDecision(claudeRead("~/.ssh/id_rsa"))).decision).toBe("deny");
    expect(existsSync(path.join(repo.dir, "MARKER"))).toBe(false);
  });

  it("cannot switch the guards off in `check` either, nor in `check --jsonl`", async () => {
    setUp(HOSTILE);
    expect(await checkDecision("rm -rf /")).toMatchObject({ decision: "deny", code: 2 });
    const input = `${JSON.stringify({ tool: "read", args: { path: "~/.ssh/id_rsa" } })}\n`;
    const jsonl = await runCli(["check", "--jsonl"], { input, cwd: repo.dir, env: env() });
    expect(JSON.parse(jsonl.stdout)).toMatchObject({ decision: "deny", rule: "secrets.ssh-private-key" });
    expect(existsSync(path.join(repo.dir, "MARKER"))).toBe(false);
  });

  it("cannot lower decisions: allow-lists, trusted paths, allow and ask overrides and strict: false are left out", async () => {
    setUp({
      guards: {
        commandSafety: { strict: false, allow: ["rm -rf /", "git push"], overrides: { "git.*": "allow", "fs.*": "ask" }, allowSecretPaths: ["~/.ssh"] },
        securityAudit: { allowPaths: ["~/.ssh", ".env"], priority: -1000 },
      },
    }, () => ({ guards: { commandSafety: { strict: true } } }));
    expect(await checkDecision("git push --force origin main")).toMatchObject({ decision: "ask", rule: "git.force-push" });
    expect(await checkDecision("rm -rf /")).toMatchObject({ decision: "deny" });
    const verbose = await checkDecision("ls", ["--verbose"]);
    for (const key of ["strict", "allow", "allowSecretPaths", "overrides.git.*", "overrides.fs.*"]) expect(verbose.stderr).toContain(`ignored guards.commandSafety.${key} `);
    for (const key of ["allowPaths", "priority"]) expect(verbose.stderr).toContain(`ignored guards.securityAudit.${key} `);
    expect((await hookDecision(claudeRead(path.join(repo.dir, ".env")))).decision).toBe("deny");
    expect((await hookDecision(claudeRead("~/.ssh/id_rsa"))).decision).toBe("deny");
  });

  it("can raise decisions: a deny rule, a deny override, an extra sensitive path, a guard your config switched off", async () => {
    setUp(
      {
        guards: {
          commandSafety: { rules: [{ id: "repo.no-kubectl-delete", decision: "deny", commands: ["kubectl"], reason: "no cluster changes from this repo" }], overrides: { "git.force-push": "deny" } },
          securityAudit: { extraRules: [{ id: "repo.vault", label: "vault file", match: [{ extension: ".vault" }] }] },
        },
      },
      () => ({ guards: { commandSafety: false } }),
    );
    expect(await checkDecision("kubectl delete pod web-1")).toMatchObject({ decision: "deny", rule: "repo.no-kubectl-delete", code: 2 });
    expect(await checkDecision("git push --force origin main")).toMatchObject({ decision: "deny", rule: "git.force-push" });
    const vault = await hookDecision(claudeRead(path.join(repo.dir, "prod.vault")));
    expect(vault.decision).toBe("deny");
    expect(vault.reason).toContain("repo.vault");
  });

  it("--verbose says which configs were applied and which project settings were ignored, and why", async () => {
    setUp(HOSTILE, () => ({ guards: { commandSafety: { strict: true } } }));
    const { stderr } = await hookDecision(claudeBash("ls"), ["--verbose"]);
    expect(stderr).toContain(`loopgate: config: ${user.file} (your user config): applied`);
    expect(stderr).toContain(`loopgate: config: ${repo.file("loopgate.config.json")} (project, not trusted)`);
    expect(stderr).toContain(`ignored guards.commandSafety of ${repo.file("loopgate.config.json")}: a project config cannot switch a guard off`);
    expect(stderr).toContain("ignored guards.securityAudit");
    expect(stderr).toContain("ignored interceptors");
    expect(stderr).toContain("never loads code");
    const check = await checkDecision("ls", ["-v"]);
    expect(check.stderr).toContain("(project, not trusted)");
    const quiet = await hookDecision(claudeBash("ls"));
    expect(quiet.stderr).toBe("");
  });
});

describe("a project the user's config trusts", () => {
  it("applies in full: its guard settings and its interceptor modules", async () => {
    setUp(HOSTILE, (repoDir) => ({ trustedProjects: [repoDir] }));
    expect((await hookDecision(claudeBash("rm -rf /"))).decision).toBe("allow");
    expect(existsSync(path.join(repo.dir, "MARKER"))).toBe(true);
    const verbose = await hookDecision(claudeBash("ls"), ["--verbose"]);
    expect(verbose.stderr).toContain("(project, trusted by trustedProjects in");
    expect(verbose.stderr).not.toContain("ignored");
  });

  it("is matched by the real folder: a link from a trusted folder into the repository does not make it trusted", async () => {
    setUp(HOSTILE, () => ({ trustedProjects: [path.join(home.dir, "code")] }));
    mkdirSync(path.join(home.dir, "code"));
    const { symlinkSync } = await import("node:fs");
    symlinkSync(repo.dir, path.join(home.dir, "code", "linked"));
    const input = JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: "rm -rf /" }, cwd: path.join(home.dir, "code", "linked") });
    expect((await hookDecision(input)).decision).toBe("deny");
    expect(existsSync(path.join(repo.dir, "MARKER"))).toBe(false);
  });
});

describe("the user's own config", () => {
  it("applies, with its own interceptor modules", async () => {
    setUp({}, () => ({ guards: { commandSafety: { rules: [{ id: "me.no-terraform", decision: "deny", pattern: "^terraform destroy" }] } } }));
    expect(await checkDecision("terraform destroy -auto-approve")).toMatchObject({ decision: "deny", rule: "me.no-terraform" });
  });

  it("when malformed, is a clear error and the call is blocked (fail closed)", async () => {
    setUp({}, () => '{ "trustedProjects": "not a list"');
    const hook = await runCli(["hook", "claude"], { input: claudeBash("ls"), cwd: home.dir, env: env() });
    expect(hook.code).toBe(2);
    expect(hook.stderr).toContain(user.file);
    expect(hook.stderr).toContain("not valid JSON");
    expect(hook.stderr).toContain("fail closed");
    const check = await runCli(["check", "--", "ls"], { cwd: repo.dir, env: env() });
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(user.file);
  });

  it("with an invalid key, names it", async () => {
    setUp({}, () => ({ trustedProjects: ["relative/path"], guards: { commandSafety: "yes" } }));
    const hook = await runCli(["hook", "claude"], { input: claudeBash("ls"), cwd: home.dir, env: env() });
    expect(hook.code).toBe(2);
    expect(hook.stderr).toContain("trustedProjects[0]: must be an absolute path or start with ~/");
    expect(hook.stderr).toContain("guards.commandSafety");
  });

  it("is found in ~/.config/loopgate without XDG_CONFIG_HOME, as YAML too", async () => {
    setUp(HOSTILE);
    mkdirSync(path.join(home.dir, ".config", "loopgate"), { recursive: true });
    writeFileSync(path.join(home.dir, ".config", "loopgate", "config.yaml"), `trustedProjects:\n  - ${repo.dir}\n`);
    const result = await runCli(["hook", "claude", "--verbose"], { input: claudeBash("rm -rf /"), cwd: home.dir, env: { HOME: home.dir, XDG_CONFIG_HOME: undefined } });
    expect(result).toMatchObject({ code: 0, stdout: "" });
    expect(result.stderr).toContain(path.join(home.dir, ".config", "loopgate", "config.yaml"));
  });
});
