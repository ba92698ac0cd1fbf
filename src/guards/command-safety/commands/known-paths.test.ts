import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { knownPath } from "./known-paths.js";

const printed = (source: string) => knownPath(invocations(source, "/work/app")[0]!, "/home/ada");

describe("knownPath", () => {
  it("models where package managers keep global packages", () => {
    expect(printed("npm root -g")).toBe("/usr/local/lib/node_modules");
    expect(printed("npm prefix --location=global")).toBe("/usr/local");
    expect(printed("npm root")).toBeUndefined();
    expect(printed("pnpm root -g")).toBe("/home/ada/.local/share/pnpm/global/5/node_modules");
    expect(printed("yarn global dir")).toBe("/home/ada/.config/yarn/global");
  });

  it("models git's directories in the project's root", () => {
    expect(printed("git rev-parse --git-dir")).toBe("/work/app/.git");
    expect(printed("git rev-parse --git-path hooks")).toBe("/work/app/.git/hooks");
    expect(printed("git rev-parse HEAD")).toBeUndefined();
  });

  it("models Homebrew, Python's user site, Go and canonical paths", () => {
    expect(printed("brew --prefix openssl")).toBe("/opt/homebrew/opt/openssl");
    expect(printed("python3 -m site --user-site")).toBe("/home/ada/.local/lib/python3/site-packages");
    expect(printed("go env GOPATH")).toBe("/home/ada/go");
    expect(printed("readlink -f /usr/local/bin/../bin/loopgate")).toBe("/usr/local/bin/loopgate");
    expect(printed("readlink link")).toBeUndefined();
  });

  it("models the caches tools report, and only their cache queries", () => {
    expect(printed("go env GOCACHE")).toBe("/home/ada/.cache/go-build");
    expect(printed("npm config get cache")).toBe("/home/ada/.npm");
    expect(printed("yarn cache dir")).toBe("/home/ada/.cache/yarn/v6");
    expect(printed("pnpm store path")).toBe("/home/ada/.local/share/pnpm/store/v3");
    expect(printed("pip cache dir")).toBe("/home/ada/.cache/pip");
    expect(printed("python3 -m pip cache dir")).toBe("/home/ada/.cache/pip");
    expect(printed("uv cache dir")).toBe("/home/ada/.cache/uv");
    expect(printed("poetry config cache-dir")).toBe("/home/ada/.cache/pypoetry");
    expect(printed("brew --cache")).toBe("/home/ada/Library/Caches/Homebrew");
    expect(printed("bun pm cache")).toBe("/home/ada/.bun/install/cache");
    expect(printed("ccache --get-config cache_dir")).toBe("/home/ada/.cache/ccache");
    expect(printed("bun pm cache rm")).toBeUndefined();
    expect(printed("pip cache purge")).toBeUndefined();
    expect(printed("npm config get registry")).toBeUndefined();
    expect(printed("go env GOROOT")).toBe("/usr/local/go");
  });

  it("models where dbt looks for profiles.yml, printed as the command that opens it", () => {
    expect(printed("dbt debug --config-dir")).toBe("To view your profiles.yml file, run:\n\nopen /home/ada/.dbt");
    expect(printed("dbt debug")).toBeUndefined();
    expect(printed("dbt run")).toBeUndefined();
  });
});
