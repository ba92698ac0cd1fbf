import { describe, expect, it } from "vitest";
import { analyzeCommand } from "../analyze-command.js";
import { jqUpdates } from "./jq-updates.js";

describe("jq filters read as updates (jq(1), assignment operators)", () => {
  it("reads appends, removals, deletions and literal sets", () => {
    expect(jqUpdates('.permissions.deny += ["Bash(curl:*)"]', {})).toEqual([{ path: ["permissions", "deny"], op: "append", value: ["Bash(curl:*)"] }]);
    expect(jqUpdates('.permissions.deny |= (. + ["x"] | unique)', {})).toEqual([{ path: ["permissions", "deny"], op: "append", value: ["x"] }]);
    expect(jqUpdates('.permissions.deny |= (. // []) + ["x"]', {})).toEqual([{ path: ["permissions", "deny"], op: "append", value: ["x"] }]);
    expect(jqUpdates('.permissions.deny = (.permissions.deny // []) + ["x"]', {})).toEqual([{ path: ["permissions", "deny"], op: "append", value: ["x"] }]);
    expect(jqUpdates('.permissions.deny = .permissions.deny + ["x"]', {})).toEqual([{ path: ["permissions", "deny"], op: "append", value: ["x"] }]);
    expect(jqUpdates('.["permissions"]."allow" -= ["x"]', {})).toEqual([{ path: ["permissions", "allow"], op: "remove", value: ["x"] }]);
    expect(jqUpdates('.permissions.allow |= map(select(. != "Bash(*)"))', {})).toEqual([{ path: ["permissions", "allow"], op: "remove" }]);
    expect(jqUpdates('del(.permissions.allow[] | select(. == "Bash(*)"))', {})).toEqual([{ path: ["permissions", "allow"], op: "remove" }]);
    expect(jqUpdates("del(.permissions.allow[0])", {})).toEqual([{ path: ["permissions", "allow"], op: "remove" }]);
    expect(jqUpdates("del(.hooks)", {})).toEqual([{ path: ["hooks"], op: "delete" }]);
    expect(jqUpdates('.sandbox.enabled = true | .permissions.defaultMode = "plan"', {})).toEqual([
      { path: ["sandbox", "enabled"], op: "set", value: true },
      { path: ["permissions", "defaultMode"], op: "set", value: "plan" },
    ]);
    expect(jqUpdates(".permissions.deny += [$rule, $more]", { rule: "Bash(curl:*)", more: "Read(.env)" })).toEqual([{ path: ["permissions", "deny"], op: "append", value: ["Bash(curl:*)", "Read(.env)"] }]);
  });

  it("reads nothing it cannot follow", () => {
    for (const filter of [".", "del(.hooks) | .x", ".permissions.deny += [$unknown]", ".permissions.deny |= . + input", ".a = .b", '.permissions.deny |= (. + ["x"]', 'to_entries | map(select(.key != "hooks")) | from_entries', ".permissions.deny += .permissions.allow", "walk(if type == \"object\" then del(.hooks) else . end)"]) {
      expect(jqUpdates(filter, {}), filter).toBeUndefined();
    }
  });

  it("carries the rewrite from jq to the file written back, in every documented way", () => {
    const context = { cwd: "/work/app", home: "/home/ada" };
    const decision = (command: string) => analyzeCommand(command, context).decision;
    const rule = `'.permissions.deny += ["Bash(curl:*)"]'`;
    for (const command of [
      `jq ${rule} .claude/settings.json > t && mv t .claude/settings.json`,
      `jq ${rule} .claude/settings.json > t; mv t .claude/settings.json`,
      `jq --tab ${rule} .claude/settings.json > t && cp t .claude/settings.json`,
      `jq ${rule} ./.claude/settings.json | sponge .claude/settings.json`,
      `cd .claude && jq ${rule} settings.json > t && mv t settings.json`,
      `sudo sh -c "jq '.sandbox.enabled = true' /home/ada/.claude/settings.json | sponge /home/ada/.claude/settings.json"`,
    ]) expect(decision(command), command).toBe("allow");
    for (const command of [
      `jq ${rule} .claude/settings.json > t && mv t .claude/settings.local.json`,
      `jq ${rule} .claude/settings.json > t && echo x >> t && mv t .claude/settings.json`,
      `jq -s ${rule} .claude/settings.json > t && mv t .claude/settings.json`,
      `jq ${rule} .claude/settings.json .claude/settings.local.json > t && mv t .claude/settings.json`,
      `jq -f filter.jq .claude/settings.json > t && mv t .claude/settings.json`,
      `jq ${rule} .codex/hooks.json | sponge .codex/hooks.json`,
      // tee truncates the file while jq may still be reading it
      `gojq ${rule} .claude/settings.json | tee .claude/settings.json > /dev/null`,
    ]) expect(decision(command), command).not.toBe("allow");
  });
});
