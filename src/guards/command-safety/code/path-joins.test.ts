import { describe, expect, it } from "vitest";
import { pythonPathJoin } from "./path-joins.js";

/** Literals, `Path.home()` as `~home`, and `base` as a known variable. */
const evaluate = (text: string): string | undefined => {
  if (text === "Path.home()") return "~home";
  if (text === "base") return "/srv/app";
  const literal = /^["']([^"']*)["']$/.exec(text);
  if (literal) return literal[1];
  return /^Path\(["']([^"']*)["']\)$/.exec(text)?.[1] ?? pythonPathJoin(text, evaluate, "~home");
};

describe("pythonPathJoin", () => {
  it("joins pathlib parts written with / and joinpath", () => {
    expect(pythonPathJoin(`Path.home() / ".claude" / "settings.json"`, evaluate, "~home")).toBe("~home/.claude/settings.json");
    expect(pythonPathJoin(`Path.home().joinpath(".codex", "config.toml")`, evaluate, "~home")).toBe("~home/.codex/config.toml");
    expect(pythonPathJoin(`(base / ".git" / "config")`, evaluate, "~home")).toBe("/srv/app/.git/config");
    expect(pythonPathJoin(`str(Path("a") / "b")`, evaluate, "~home")).toBe("a/b");
  });

  it("expands ~ for expanduser and lets an absolute part restart the path", () => {
    expect(pythonPathJoin(`Path("~/.gemini/settings.json").expanduser()`, evaluate, "~home")).toBe("~home/.gemini/settings.json");
    expect(pythonPathJoin(`base / "/etc/hosts"`, evaluate, "~home")).toBe("/etc/hosts");
  });

  it("leaves unknown parts, division and plain literals unknown", () => {
    expect(pythonPathJoin(`Path.home() / name`, evaluate, "~home")).toBeUndefined();
    expect(pythonPathJoin(`total // 2`, evaluate, "~home")).toBeUndefined();
    expect(pythonPathJoin(`"rm -rf /"`, evaluate, "~home")).toBeUndefined();
    expect(pythonPathJoin(`("a", "b")`, evaluate, "~home")).toBeUndefined();
  });
});
