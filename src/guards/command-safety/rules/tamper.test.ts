import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";
import { removesExecute } from "./tamper.js";

describe("tampering rules", () => {
  it("guard the agent's own settings against changes by any write path, not against reading", () => {
    expect(verdict("cat .claude/settings.json")).toBe("allow");
    expect(verdict("cat .git/hooks/pre-commit")).toBe("allow");
    for (const command of [
      "echo '{}' > .claude/settings.json",
      "cp /tmp/evil.json ~/.gemini/settings.json",
      "sed -i '/hooks/d' .claude/settings.local.json",
      "perl -pi -e 's/x/y/' ~/.codex/config.toml",
      "jq 'del(.hooks)' .claude/settings.json | sponge .claude/settings.json",
      "ln -sf /tmp/x.json .claude/settings.json",
      "git checkout HEAD~3 -- .codex/hooks.json",
      "python3 -c \"import sys; open('loopgate.config.yaml', 'w').write(sys.stdin.read())\"",
      "echo 'exit 0' >> .git/hooks/pre-commit",
      "tee .git/config < /tmp/config",
    ]) {
      expect(verdict(command), command).toBe("ask tamper.agent-settings");
    }
  });

  it("deny removing, emptying, moving away or unsetting execution of hooks and settings", () => {
    expect(verdict("rm .git/hooks/pre-commit")).toBe("deny tamper.remove-guard");
    expect(verdict("truncate -s0 ~/.claude/settings.json")).toBe("deny tamper.remove-guard");
    expect(verdict("python3 -c \"open('loopgate.config.yaml', 'w').write('')\"")).toBe("deny tamper.remove-guard");
    expect(verdict("mv .claude/settings.json /tmp/")).toBe("deny tamper.remove-guard");
    expect(verdict("chmod 644 .git/hooks/pre-push")).toBe("deny tamper.remove-guard");
    expect(verdict("chmod +x .git/hooks/pre-push")).toBe("allow");
  });

  it("deny disabling loopgate's own program, and ask before removing it from a project", () => {
    for (const command of ["chmod -x $(which loopgate)", 'rm "$(command -v loopgate)"', "alias loopgate=true", "loopgate() { :; }; loopgate check -- rm -rf /", "ln -sf /bin/true ~/bin/loopgate", "npm uninstall -g loopgate"]) {
      expect(verdict(command), command).toMatch(/^deny /);
    }
    expect(verdict("npm uninstall loopgate")).toBe("ask tamper.guard-program");
    expect(verdict("which loopgate")).toBe("allow");
  });

  it("judge core.hooksPath by where it points, and hook managers' switches by whether they last", () => {
    expect(verdict("git config core.hooksPath .githooks")).toBe("allow");
    expect(verdict("git config core.hooksPath /work/app/tools/hooks")).toBe("allow");
    expect(verdict("git config core.hooksPath ~/.hooks")).toBe("ask tamper.hooks-path");
    expect(verdict("git config --unset core.hooksPath")).toBe("ask tamper.hooks-path");
    expect(verdict("export HUSKY=0")).toBe("deny tamper.hook-skip");
    expect(verdict("declare -x LEFTHOOK=false")).toBe("deny tamper.hook-skip");
    expect(verdict("HUSKY=0")).toBe("allow");
    expect(verdict("HUSKY=0 npm run release")).toBe("ask tamper.hook-skip");
    expect(verdict("export HUSKY=1")).toBe("allow");
  });

  it("ask before uninstalling hook managers and running agent CLIs without their checks", () => {
    expect(verdict("pre-commit uninstall")).toBe("ask tamper.hook-manager");
    expect(verdict("rm -rf .husky")).toBe("ask tamper.hook-manager");
    expect(verdict("pre-commit install")).toBe("allow");
    expect(verdict("claude --dangerously-skip-permissions")).toBe("ask tamper.agent-bypass");
    expect(verdict("claude --permission-mode bypassPermissions -p x")).toBe("ask tamper.agent-bypass");
    expect(verdict("codex -s danger-full-access -a never exec x")).toBe("ask tamper.agent-bypass");
    expect(verdict("codex -s workspace-write exec x")).toBe("allow");
    expect(verdict("gemini --approval-mode=yolo")).toBe("ask tamper.agent-bypass");
    expect(verdict("gemini --approval-mode auto_edit")).toBe("allow");
    expect(verdict("gemini --approval-mode yolo")).toBe("ask tamper.agent-bypass");
  });

  it("names the settings in the reason", () => {
    expect(check("sed -i 's/a/b/' .claude/settings.json").reason).toContain("agent or guard settings");
  });

  it("reads chmod modes for the owner's execute bit", () => {
    for (const mode of ["-x", "a-x", "u-x", "644", "000", "u=rw"]) expect(removesExecute(mode), mode).toBe(true);
    for (const mode of ["+x", "755", "g-x", "o-rwx", "u+x"]) expect(removesExecute(mode), mode).toBe(false);
  });
});
