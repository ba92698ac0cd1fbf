import { describe, expect, it } from "vitest";
import { parseLeanArgs } from "./lean-args.js";

const HOOK = { values: ["config"], negatable: ["config"] } as const;
const CHECK = { values: ["config", "cwd"], flags: ["jsonl", "json", "verbose"], negatable: ["config"], shortFlags: { v: "verbose" }, passThrough: true } as const;

describe("parseLeanArgs", () => {
  it("reads values, switches and negations, the last one winning", () => {
    expect(parseLeanArgs(["claude", "--config", "a.json"], HOOK)).toEqual({ options: { config: "a.json" }, positionals: ["claude"] });
    expect(parseLeanArgs(["--config=b.yaml", "claude"], HOOK)).toEqual({ options: { config: "b.yaml" }, positionals: ["claude"] });
    expect(parseLeanArgs(["claude", "--config", "a.json", "--no-config"], HOOK)).toEqual({ options: { config: false }, positionals: ["claude"] });
  });

  it("ends the options at -- and, when passing through, at the first positional", () => {
    expect(parseLeanArgs(["--json", "--", "rm", "-rf", "/"], CHECK)).toEqual({ options: { json: true }, positionals: ["rm", "-rf", "/"] });
    expect(parseLeanArgs(["ls", "--json"], CHECK)).toEqual({ options: {}, positionals: ["ls", "--json"] });
    expect(parseLeanArgs(["--cwd", "sub", "--jsonl", "-v"], CHECK)).toEqual({ options: { cwd: "sub", jsonl: true, verbose: true }, positionals: [] });
  });

  it("gives up on anything it does not know for certain, so the full CLI explains it", () => {
    for (const args of [["--help"], ["-h"], ["--frob"], ["--config"], ["--config", "--json"], ["--json=yes"], ["--no-json"], ["-x"], ["-vv"]]) {
      expect(parseLeanArgs(args, CHECK), args.join(" ")).toBeUndefined();
    }
  });
});
