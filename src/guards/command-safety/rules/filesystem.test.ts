import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("filesystem rules", () => {
  it("deny deleting the root, a home or a system directory, whatever the spelling", () => {
    expect(verdict("rm -rf /")).toBe("deny fs.recursive-delete-root");
    expect(verdict("rm --recursive --force ~")).toBe("deny fs.recursive-delete-home");
    expect(verdict("sudo rm -Rf /usr")).toBe("deny fs.recursive-delete-system");
    expect(verdict("rm -rf / --no-preserve-root")).toBe("deny fs.no-preserve-root");
  });

  it("name what was found and how it was reached", () => {
    const result = check("sudo bash -c 'rm -rf ~'");
    expect(result.reason).toContain("rm -rf ~");
    expect(result.reason).toContain("home directory");
    expect(result.reason).toContain("via sudo, bash -c");
    expect(result.findings[0]?.catastrophic).toBe(true);
  });

  it("deny rm with a bare * in the working directory, not in a directory cd'd into", () => {
    expect(verdict("rm *")).toBe("deny fs.delete-all-in-working-directory");
    expect(verdict("cd build && rm -rf *")).toBe("allow");
    expect(verdict("cd / && rm -rf *")).toBe("deny fs.recursive-delete-root");
  });

  it("ask for paths only known at run time, deny when an empty variable makes them catastrophic", () => {
    expect(verdict('rm -rf "$DIR"')).toBe("ask fs.recursive-delete-dynamic");
    expect(verdict('rm -rf "$DIR/"*')).toBe("deny fs.recursive-delete-root");
    expect(verdict('rm -rf "${DIR:?}/"*')).toBe("ask fs.recursive-delete-dynamic");
    expect(verdict('rm -f "$f"')).toBe("allow");
  });

  it("follow find, xargs, rsync and mv", () => {
    expect(verdict("find / -delete")).toBe("deny fs.find-delete-root");
    expect(verdict("find . -name '*.pyc' -delete")).toBe("allow");
    expect(verdict("find / -exec rm -rf {} +")).toBe("deny fs.recursive-delete-root");
    expect(verdict("echo / | xargs rm -rf")).toBe("deny fs.recursive-delete-root");
    expect(verdict("ls | xargs rm -rf")).toBe("ask fs.recursive-delete-dynamic");
    expect(verdict("rsync -a --delete empty/ ~/")).toBe("deny fs.rsync-delete-root");
    expect(verdict("mv /etc /tmp")).toBe("deny fs.move-system-directory");
  });

  it("allow what developers run every day", () => {
    for (const command of ["rm -rf node_modules dist build ./tmp", "rm -f *.log", "git clean -fdx", "rm -rf ~/.cache/pip", "find . -name node_modules -prune -exec rm -rf {} +"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
