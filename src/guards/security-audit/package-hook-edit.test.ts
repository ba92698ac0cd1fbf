import { describe, expect, it } from "vitest";
import { packageHookEditReason } from "./package-hook-edit.js";

describe("packageHookEditReason", () => {
  it("asks when package.json's hooks are removed, emptied or made to do nothing", () => {
    expect(packageHookEditReason("package.json", ['"pre-commit": "npx lint-staged"'], ['"pre-commit": "exit 0"'])).toMatch(/does nothing/);
    expect(packageHookEditReason("package.json", ['"pre-push": "npm test",'], ['"pre-push": "npm test || true",'])).toMatch(/does nothing/);
    expect(packageHookEditReason("package.json", ['"pre-commit": ["lint"]'], ['"pre-commit": []'])).toMatch(/does nothing/);
    expect(packageHookEditReason("package.json", ['  "simple-git-hooks": {', '    "pre-commit": "npx lint-staged"', "  },"], [])).toMatch(/removes simple-git-hooks/);
    expect(packageHookEditReason("package.json", ['"prepare": "husky"'], ['"prepare": "echo skip"'])).toMatch(/does nothing/);
  });

  it("leaves version bumps, real commands and other keys", () => {
    expect(packageHookEditReason("package.json", ['"husky": "^8.0.3"'], ['"husky": "^9.1.6"'])).toBeUndefined();
    expect(packageHookEditReason("package.json", ['"pre-commit": "npx lint-staged"'], ['"pre-commit": "npx lint-staged && npm test"'])).toBeUndefined();
    expect(packageHookEditReason("package.json", ['"prepare": "husky",'], ['"prepare": "husky",', '"lint": "eslint ."'])).toBeUndefined();
    expect(packageHookEditReason("package.json", ['"version": "1.2.0"'], ['"version": "1.3.0"'])).toBeUndefined();
  });
});
