import { describe, expect, it } from "vitest";
import { pathMethodCommand, receiverStart } from "./path-methods.js";

describe("receiverStart", () => {
  it("walks back over names, calls and parentheses", () => {
    const code = "x = (a / b).write_text(c)";
    expect(code.slice(receiverStart(code, code.indexOf(".write_text")))).toMatch(/^\(a \/ b\)/);
    const chained = "Path.home().joinpath(____).unlink()";
    expect(receiverStart(chained, chained.indexOf(".unlink"))).toBe(0);
    expect(receiverStart("p.unlink()", 1)).toBe(0);
  });
});

describe("pathMethodCommand", () => {
  it("reads each method as the shell command with the same effect", () => {
    expect(pathMethodCommand("write_text", "/h/.claude/settings.json", [{ kind: "string", value: "{}" }], true)).toEqual(["tee", "/h/.claude/settings.json"]);
    expect(pathMethodCommand("unlink", ".git/hooks/pre-commit", [], true)).toEqual(["rm", "-f", ".git/hooks/pre-commit"]);
    expect(pathMethodCommand("rename", ".git/hooks/pre-push", [{ kind: "string", value: "/tmp/x" }], true)).toEqual(["mv", ".git/hooks/pre-push", "/tmp/x"]);
    expect(pathMethodCommand("symlink_to", ".git/hooks/pre-commit", [{ kind: "string", value: "/dev/null" }], true)).toEqual(["ln", "-sf", "/dev/null", ".git/hooks/pre-commit"]);
    expect(pathMethodCommand("chmod", ".git/hooks/pre-commit", [{ kind: "dynamic", text: "0o644" }], true)).toEqual(["chmod", "644", ".git/hooks/pre-commit"]);
    expect(pathMethodCommand("open", "x", [{ kind: "string", value: "a" }], true)).toEqual(["tee", "-a", "x"]);
    expect(pathMethodCommand("open", "x", [], true)).toEqual(["cat", "x"]);
  });

  it("does not read string methods as path methods without pathlib", () => {
    expect(pathMethodCommand("replace", "a.b", [{ kind: "string", value: "." }], false)).toBeUndefined();
  });
});
