import { describe, expect, it } from "vitest";
import { createBuiltinGuardRegistry, evaluateToolCall } from "../../agent-clis/evaluate-tool-call.js";
import { check } from "../command-safety/__fixtures__/decide.js";

const home = "/home/ada";
const cwd = "/home/ada/code/app";

/** System locations the shell guard protects: units, profiles, linker and module configuration, package sources, launch daemons, sudoers, autostart, program directories. */
const PROTECTED = [
  "/usr/lib/systemd/system/x.service", "/etc/systemd/system/x.service", "/etc/profile.d/x.sh", "/etc/ld.so.conf.d/x.conf",
  "/etc/udev/rules.d/99-x.rules", "/etc/NetworkManager/dispatcher.d/99-x", "/etc/apt/apt.conf.d/99x", "/etc/apt/sources.list.d/x.list",
  "/etc/yum.repos.d/x.repo", "/etc/pacman.d/hooks/x.hook", "/etc/modprobe.d/x.conf", "/etc/sysctl.d/99-x.conf",
  "/Library/LaunchDaemons/x.plist", "~/Library/LaunchAgents/x.plist", "/etc/sudoers.d/x", "/etc/security/limits.conf",
  "/etc/xdg/autostart/x.desktop", "~/.config/autostart/x.desktop", "~/.config/systemd/user/x.service",
  "/usr/bin/x", "/bin/x", "/usr/sbin/x", "/sbin/x", "/usr/libexec/x", "/usr/local/bin/git", "/usr/local/sbin/node",
];
/** Program directories ahead of the system's, where a new name is everyday work for both. */
const NEW_NAMES = ["/usr/local/bin/mytool", "/usr/local/sbin/mytool", "~/.local/bin/mytool"];

function fileToolCalls(target: string): { tool: string; args: Record<string, unknown> }[] {
  return [
    { tool: "write", args: { path: target, content: "x\n" } },
    { tool: "edit", args: { path: target, old_string: "a", new_string: "b" } },
    { tool: "apply_patch", args: { patch: `*** Begin Patch\n*** Add File: ${target}\n+x\n*** End Patch` } },
  ];
}

function shellCommands(target: string): string[] {
  return [`cp ./x ${target}`, `echo x | tee ${target}`, `echo x > ${target}`];
}

describe("one path classification for the file tools and the shell", () => {
  it("flags every write to a protected system location by either, and denies by both or neither", async () => {
    const registry = createBuiltinGuardRegistry({ home });
    const wrong: string[] = [];
    for (const target of PROTECTED) {
      const tools = await Promise.all(fileToolCalls(target).map((call) => evaluateToolCall(call, { registry, cwd, home })));
      const shell = shellCommands(target).map((command) => check(command, { cwd, home }));
      const decisions = [...tools.map((decision) => decision.decision), ...shell.map((result) => result.decision)];
      if (decisions.includes("allow")) wrong.push(`${target}: ${decisions.join(" ")}`);
      else if (decisions.includes("deny") && !decisions.every((decision) => decision === "deny")) wrong.push(`${target}: ${decisions.join(" ")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("allows a new program name in the user's and /usr/local's program directories by either", async () => {
    const registry = createBuiltinGuardRegistry({ home });
    for (const target of NEW_NAMES) {
      for (const call of fileToolCalls(target)) expect((await evaluateToolCall(call, { registry, cwd, home })).decision, `${call.tool} ${target}`).toBe("allow");
      expect(check(`sudo install -m 755 build/mytool ${target}`, { cwd, home }).decision, target).toBe("allow");
    }
  });
});
