import { describe, expect, it } from "vitest";
import { provenance } from "../model.js";
import { verdict } from "../__fixtures__/decide.js";
import { heredocBody, hookTextWrite, printfText } from "./hook-text-writes.js";

describe("hookTextWrite", () => {
  it("asks when a hook manager's hook is written to do nothing, or its config without hooks", () => {
    expect(hookTextWrite(".husky/pre-commit", "#!/bin/sh\nexit 0\n", false, "x")[0]?.rule).toBe("tamper.hook-manager");
    expect(hookTextWrite(".husky/pre-push", "npm test || true\n", false, "x")).toHaveLength(1);
    expect(hookTextWrite(".husky/pre-push", "exit 0\n", true, "x")).toHaveLength(1);
    expect(hookTextWrite(".pre-commit-config.yaml", "repos: []\n", false, "x")).toHaveLength(1);
    expect(hookTextWrite("lefthook-local.yml", "pre-commit:\n  skip: true\n", true, "x")).toHaveLength(1);
  });

  it("leaves real hook content and other files to the other rules", () => {
    expect(hookTextWrite(".husky/pre-commit", "npx lint-staged\n", false, "x")).toEqual([]);
    expect(hookTextWrite(".husky/pre-push", "npm test\n", true, "x")).toEqual([]);
    expect(hookTextWrite(".pre-commit-config.yaml", "repos:\n  - repo: local\n    hooks:\n      - id: lint\n", false, "x")).toEqual([]);
    expect(hookTextWrite("notes.txt", "exit 0\n", false, "x")).toEqual([]);
  });
});

describe("printfText", () => {
  it("prints plain conversions, reusing the format while arguments remain", () => {
    expect(printfText(["%s\\n", "#!/bin/sh", "exit 0"])).toBe("#!/bin/sh\nexit 0\n");
    expect(printfText(["a\\tb%%\\n"])).toBe("a\tb%\n");
    expect(printfText(["%d\\n", "5"])).toBeUndefined();
  });
});

describe("heredocBody", () => {
  it("drops a heredoc's delimiter left at the end of the text", () => {
    expect(heredocBody({ provenance: provenance({}), text: "exit 0\nEOF", description: "a heredoc" })).toBe("exit 0\n");
    expect(heredocBody({ provenance: provenance({}), text: "npm test\n", description: "a heredoc" })).toBe("npm test\n");
    expect(heredocBody(undefined)).toBeUndefined();
  });
});

describe("shell writes of hook text", () => {
  it("judges heredocs, tee and sed's added lines by the text", () => {
    expect(verdict("cat > .husky/pre-commit <<'EOF'\n#!/bin/sh\nexit 0\nEOF")).toBe("ask tamper.hook-manager");
    expect(verdict("echo 'exit 0' | tee .husky/pre-push")).toBe("ask tamper.hook-manager");
    expect(verdict("tee -a .husky/pre-push <<< 'exit 0'")).toBe("ask tamper.hook-manager");
    expect(verdict("sed -i '1a exit 0' .husky/pre-commit")).toBe("ask tamper.hook-manager");
    expect(verdict("sed -i '3c :' .lefthook/pre-commit/lint.sh")).toBe("ask tamper.hook-manager");
    expect(verdict("printf '%s\\n' '#!/bin/sh' 'exit 0' > .husky/pre-commit")).toBe("ask tamper.hook-manager");
    expect(verdict("echo 'exit 0' | sponge .husky/pre-commit")).toBe("ask tamper.hook-manager");
    expect(verdict("cp /bin/true .husky/pre-commit")).toBe("ask tamper.hook-manager");
    expect(verdict("ln -sf /dev/null .husky/pre-push")).toBe("ask tamper.hook-manager");
  });

  it("allows hooks written with real commands", () => {
    expect(verdict("cat > .husky/pre-commit <<'EOF'\nnpx lint-staged\nEOF")).toBe("allow");
    expect(verdict("echo 'npm test' | tee .husky/pre-push")).toBe("allow");
    expect(verdict("sed -i '1i npm run typecheck' .husky/pre-push")).toBe("allow");
    expect(verdict("sed -i '1i true' .husky/pre-push")).toBe("allow");
    expect(verdict("printf '%s\\n' 'npx lint-staged' 'npm test' > .husky/pre-commit")).toBe("allow");
    expect(verdict("ln -s ../scripts/pre-commit.sh .husky/pre-commit")).toBe("allow");
  });
});
