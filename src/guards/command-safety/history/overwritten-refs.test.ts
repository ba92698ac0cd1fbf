import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { overwrittenSharedRef } from "./overwritten-refs.js";

const overwritten = (command: string) => {
  const invocation = invocations(command).find((found) => found.name === "git" && found.argv[1]?.value === "update-ref");
  return invocation ? overwrittenSharedRef(invocation.argv.slice(2), invocation.stdin?.text) : undefined;
};

describe("overwrittenSharedRef", () => {
  it("finds a shared branch pointed at a new root commit or an ancestor", () => {
    expect(overwritten("git update-ref refs/heads/main $(git commit-tree -m wipe 4b825dc642cb6eb9a060e54bf8d69288fbee4904)")).toMatch(/new root commit/);
    expect(overwritten("git update-ref -m reset refs/heads/develop HEAD~5")).toMatch(/older commit/);
    expect(overwritten("git update-ref refs/heads/master HEAD^")).toMatch(/older commit/);
    expect(overwritten("printf 'update refs/heads/main HEAD~2\\n' | git update-ref --stdin")).toMatch(/from its input/);
  });

  it("leaves personal branches and moves that may go forward alone", () => {
    for (const command of ["git update-ref refs/heads/my-feature HEAD~2", "git update-ref refs/heads/main origin/main", "git update-ref refs/heads/main 3f2a9c1", "git update-ref refs/heads/main $(git commit-tree -p HEAD -m squash HEAD^{tree})", "git update-ref -d refs/heads/main"]) {
      expect(overwritten(command), command).toBeUndefined();
    }
  });
});
