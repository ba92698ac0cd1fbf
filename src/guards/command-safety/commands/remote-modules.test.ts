import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { installedGoProgram, remoteModule } from "./remote-modules.js";

function invocation(...argv: string[]): Invocation {
  return { name: argv[0] ?? "", argv: argv.map((value) => staticField(value)), assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}

describe("remoteModule", () => {
  it("reads a Go module run or installed at a version", () => {
    expect(remoteModule(invocation("go", "run", "-tags", "x", "github.com/a/b/cmd/c@v1", "--flag"))).toEqual({ source: "github.com/a/b/cmd/c@v1", mode: "run", kind: "go", binary: "c" });
    expect(remoteModule(invocation("go", "install", "github.com/a/tool/v2@latest"))?.binary).toBe("tool");
    expect(remoteModule(invocation("go", "run", "./cmd/x"))).toBeUndefined();
    expect(remoteModule(invocation("go", "run", "github.com/a/b"))).toBeUndefined();
    expect(remoteModule(invocation("go", "get", "github.com/a/b@v1"))).toBeUndefined();
  });

  it("reads a flake fetched from elsewhere and run, entered or installed", () => {
    expect(remoteModule(invocation("nix", "run", "github:a/b"))).toEqual({ source: "github:a/b", mode: "run", kind: "nix" });
    expect(remoteModule(invocation("nix", "profile", "install", "git+https://x.example/a"))?.mode).toBe("install");
    expect(remoteModule(invocation("nix", "--option", "x", "y", "develop", "gitlab:a/b"))?.source).toBe("gitlab:a/b");
    expect(remoteModule(invocation("nix", "run", "nixpkgs#hello"))).toBeUndefined();
    expect(remoteModule(invocation("nix", "build", "github:a/b"))).toBeUndefined();
    expect(remoteModule(invocation("nix", "shell", "nixpkgs#jq", "-c", "echo", "github:a/b"))).toBeUndefined();
  });

  it("knows where go install puts a program that is not widely used", () => {
    expect(installedGoProgram(invocation("go", "install", "github.com/a/tool@latest"), "/home/ada")?.path).toBe("/home/ada/go/bin/tool");
    expect(installedGoProgram(invocation("go", "install", "golang.org/x/tools/gopls@latest"), "/home/ada")).toBeUndefined();
  });
});
