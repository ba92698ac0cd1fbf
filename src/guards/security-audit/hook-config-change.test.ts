import { describe, expect, it } from "vitest";
import { hookConfigChangeReason } from "./hook-config-change.js";

const PRE_COMMIT = ".pre-commit-config.yaml";

describe("hookConfigChangeReason", () => {
  it("allows version bumps, added hooks, reordering and commands changed to real ones", () => {
    expect(hookConfigChangeReason(PRE_COMMIT, ["    rev: v4.5.0"], ["    rev: v4.6.0"])).toBeUndefined();
    expect(hookConfigChangeReason(PRE_COMMIT, ["v4.5.0"], ["v4.6.0"])).toBeUndefined();
    expect(hookConfigChangeReason(PRE_COMMIT, ["    rev: 6.0.0  # frozen"], ["    rev: 7.0.0"])).toBeUndefined();
    expect(hookConfigChangeReason(PRE_COMMIT, ["        additional_dependencies: [black==23.1.0, types-requests>=2]"], ["        additional_dependencies: [types-requests>=2.31, black==24.2.0]"])).toBeUndefined();
    expect(hookConfigChangeReason(PRE_COMMIT, ["        - eslint@8.57.0"], ["        - eslint@9.3.0"])).toBeUndefined();
    expect(hookConfigChangeReason(PRE_COMMIT, [], ["  - repo: https://github.com/gitleaks/gitleaks", "    rev: v8.18.2", "    hooks:", "      - id: gitleaks"])).toBeUndefined();
    expect(hookConfigChangeReason(PRE_COMMIT, ["      - id: ruff", "      - id: ruff-format"], ["      - id: ruff-format", "      - id: ruff"])).toBeUndefined();
    expect(hookConfigChangeReason("lefthook.yml", ["      run: npx eslint {staged_files}"], ["      run: npx eslint --fix {staged_files}"])).toBeUndefined();
    expect(hookConfigChangeReason(PRE_COMMIT, [], ["fail_fast: true"])).toBeUndefined();
    expect(hookConfigChangeReason("lefthook.yml", [], ["  skip: [merge, rebase]"])).toBeUndefined();
    expect(hookConfigChangeReason("lefthook.yml", [], ["  skip:", "    - merge", "    - rebase"])).toBeUndefined();
  });

  it("asks when hooks are removed, moved to another repository or switched off", () => {
    expect(hookConfigChangeReason(PRE_COMMIT, ["      - id: gitleaks"], [])).toMatch(/removes or changes `- id: gitleaks`/);
    expect(hookConfigChangeReason(PRE_COMMIT, ["  - repo: https://github.com/psf/black"], ["  - repo: https://github.com/other/black"])).toMatch(/removes or changes/);
    expect(hookConfigChangeReason(PRE_COMMIT, ["        additional_dependencies: [black==23.1.0]"], ["        additional_dependencies: [blak==23.1.0]"])).toMatch(/removes or changes/);
    expect(hookConfigChangeReason(PRE_COMMIT, [], ["        stages: [manual]"])).toMatch(/stops some/);
    expect(hookConfigChangeReason(PRE_COMMIT, [], ["default_stages: [manual]"])).toMatch(/stops some/);
    expect(hookConfigChangeReason(PRE_COMMIT, [], ["exclude: '^.*$'"])).toMatch(/stops some/);
    expect(hookConfigChangeReason(PRE_COMMIT, ["        entry: npm run lint"], ["        entry: 'true'"])).toMatch(/stops some/);
    expect(hookConfigChangeReason(PRE_COMMIT, ["        entry: ./check.sh"], ["        entry: sh -c 'exit 0'"])).toMatch(/stops some/);
    expect(hookConfigChangeReason(PRE_COMMIT, ["        entry: ./check.sh"], ["        entry: ./check.sh || true"])).toMatch(/stops some/);
    expect(hookConfigChangeReason("lefthook.yml", [], ["  skip: true"])).toMatch(/stops some/);
    expect(hookConfigChangeReason("lefthook.yml", [], ["  skip:", "    - merge", "    - ref: main"])).toMatch(/stops some/);
    expect(hookConfigChangeReason("lefthook.yml", [], ["      only:", "        - ref: release"])).toMatch(/stops some/);
    expect(hookConfigChangeReason("lefthook.yml", [], ['      exclude: "**/*"'])).toMatch(/stops some/);
    expect(hookConfigChangeReason(".overcommit.yml", [], ["    enabled: false"])).toMatch(/stops some/);
  });

  it("asks about a change too large to read", () => {
    expect(hookConfigChangeReason(PRE_COMMIT, Array.from({ length: 500 }, (_, index) => `# ${index}`), [])).toMatch(/too much/);
  });
});
