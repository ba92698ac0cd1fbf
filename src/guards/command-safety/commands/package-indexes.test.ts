import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { configuredIndexes, packageIndexes, untrustedIndex } from "./package-indexes.js";

function invocation(argv: string[], assignments: Record<string, string> = {}): Invocation {
  return {
    name: argv[0] ?? "",
    argv: argv.map((value) => staticField(value)),
    assignments: new Map(Object.entries(assignments).map(([name, value]) => [name, staticField(value)])),
    redirects: [],
    cwd: { known: true, path: "/work/app", initial: true },
    via: [],
    elevated: false,
    text: argv.join(" "),
    line: argv.join(" "),
  };
}

describe("packageIndexes", () => {
  it("reads indexes from options, variables and configuration", () => {
    expect(packageIndexes(invocation(["pip", "install", "-i", "http://x.example/simple", "a"])).map((index) => index.url)).toEqual(["http://x.example/simple"]);
    expect(packageIndexes(invocation(["npm", "i", "--registry=http://x.example"]))[0]?.through).toBe("--registry");
    expect(packageIndexes(invocation(["pip", "install", "a"], { PIP_EXTRA_INDEX_URL: "http://x.example/simple" }))[0]?.through).toBe("PIP_EXTRA_INDEX_URL");
    expect(packageIndexes(invocation(["npm", "config", "set", "registry", "http://x.example"]))[0]).toEqual({ url: "http://x.example", through: "npm config set registry", persistent: true });
    expect(packageIndexes(invocation(["go", "env", "-w", "GOPROXY=http://x.example,direct"])).map((index) => index.url)).toEqual(["http://x.example"]);
    expect(packageIndexes(invocation(["go", "env", "-w", "GOSUMDB=off"]))[0]?.unverified).toBe(true);
    expect(packageIndexes(invocation(["pip", "install", "-r", "requirements.txt"]))).toEqual([]);
  });
});

describe("configuredIndexes", () => {
  it("reads the indexes configuration files name", () => {
    expect(configuredIndexes("/h/.npmrc", "save-exact=true\n@a:registry=http://x.example/\n").map((index) => index.url)).toEqual(["http://x.example/"]);
    expect(configuredIndexes("/w/.yarnrc.yml", 'npmRegistryServer: "http://x.example"\n')[0]?.url).toBe("http://x.example");
    expect(configuredIndexes("/h/.config/pip/pip.conf", "[global]\nindex-url = http://x.example/simple\n")[0]?.through).toBe("index-url in pip.conf");
    expect(configuredIndexes("/h/.condarc", "channels:\n  - http://x.example/c\n  - conda-forge\n").map((index) => index.url)).toEqual(["http://x.example/c"]);
    expect(configuredIndexes("/h/.config/go/env", "GOSUMDB=off\n")[0]?.unverified).toBe(true);
    expect(configuredIndexes("/w/.git/config", "[remote]\nurl = http://x.example\n")).toEqual([]);
  });
});

describe("untrustedIndex", () => {
  it("distrusts plain HTTP and bare addresses of other machines", () => {
    expect(untrustedIndex("http://198.51.100.7/simple")).toBe("over plain HTTP at a bare IP address");
    expect(untrustedIndex("http://pypi.example.net/simple")).toBe("over plain HTTP");
    expect(untrustedIndex("https://203.0.113.5/simple")).toBe("at a bare IP address");
    expect(untrustedIndex("sparse+http://x.example/index/")).toBe("over plain HTTP");
  });

  it("trusts named hosts over HTTPS and this machine", () => {
    expect(untrustedIndex("https://download.pytorch.org/whl/cpu")).toBeUndefined();
    expect(untrustedIndex("http://localhost:4873")).toBeUndefined();
    expect(untrustedIndex("http://127.0.0.1:3141/root/dev/+simple")).toBeUndefined();
    expect(untrustedIndex("conda-forge")).toBeUndefined();
  });
});
