import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { evaluatedManifests } from "./manifests.js";

function invocation(...argv: string[]): Invocation {
  return { name: argv[0] ?? "", argv: argv.map((value) => staticField(value)), assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}
const names = (...argv: string[]) => evaluatedManifests(invocation(...argv)).map((field) => field.value);

describe("evaluatedManifests", () => {
  it("names the files whose code each tool runs", () => {
    expect(names("npm", "install")).toEqual(["package.json"]);
    expect(names("yarn")).toEqual(["package.json"]);
    expect(names("pnpm", "run", "build")).toEqual(["package.json"]);
    expect(names("bundle", "install")).toEqual(["Gemfile"]);
    expect(names("cargo", "build", "--release")).toEqual(["build.rs"]);
    expect(names("pip", "install", "-e", ".")).toEqual(["setup.py"]);
  });

  it("names nothing for commands that run no project code", () => {
    expect(names("npm", "view", "react", "version")).toEqual([]);
    expect(names("pip", "install", "requests")).toEqual([]);
    expect(names("cargo", "install", "--git", "https://x.example/t")).toEqual([]);
  });
});
