import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("hook managers' configs edited in place by an expression", () => {
  it("allows version pins bumped by sed, perl or yq", () => {
    expect(verdict("sed -i 's/rev: v4.5.0/rev: v4.6.0/' .pre-commit-config.yaml")).toBe("allow");
    expect(verdict("sed -i.bak -e 's#v0.3.0#v0.4.4#g' .pre-commit-config.yaml")).toBe("allow");
    expect(verdict("perl -pi -e 's/rev: 23.12.1/rev: 24.4.2/' .pre-commit-config.yaml")).toBe("allow");
    expect(verdict("yq -i '.repos[0].rev = \"v4.6.0\"' .pre-commit-config.yaml")).toBe("allow");
  });

  it("asks when the substitution is a regex, removes a hook or switches one off", () => {
    expect(verdict("sed -i 's/rev: .*/rev: v9/' .pre-commit-config.yaml")).toBe("ask tamper.hook-manager");
    expect(verdict("sed -i 's/  - id: gitleaks//' .pre-commit-config.yaml")).toBe("ask tamper.hook-manager");
    expect(verdict("sed -i 's/run: npx eslint/run: true/' lefthook.yml")).toBe("ask tamper.hook-manager");
    expect(verdict("yq -i 'del(.repos[0])' .pre-commit-config.yaml")).toBe("ask tamper.hook-manager");
    expect(verdict("yq -i '.pre-commit.skip = true' lefthook.yml")).toBe("ask tamper.hook-manager");
  });
});
