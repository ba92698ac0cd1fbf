import { describe, expect, it } from "vitest";
import { staticField, type Field } from "../model.js";
import { unwrapRunner } from "./runners.js";

const fields = (...values: string[]): Field[] => values.map((value) => staticField(value));
const inner = (name: string, ...args: string[]) => unwrapRunner(name, fields(...args)).command?.map((field) => field.value);

describe("unwrapRunner", () => {
  it("finds the command an environment runner runs", () => {
    expect(inner("bundle", "exec", "rake", "db:drop")).toEqual(["rake", "db:drop"]);
    expect(inner("uv", "run", "--with", "rich", "python", "x.py")).toEqual(["python", "x.py"]);
    expect(inner("aws-vault", "exec", "prod", "--", "aws", "s3", "ls")).toEqual(["aws", "s3", "ls"]);
    expect(inner("vercel", "env", "run", "-e", "production", "--", "printenv")).toEqual(["printenv"]);
    expect(inner("vercel", "env", "pull", ".env.local")).toBeUndefined();
    expect(inner("dotenvx", "run", "-f", ".env.production", "--", "node", "index.js")).toEqual(["node", "index.js"]);
    expect(inner("doppler", "run", "--", "npm", "start")).toEqual(["npm", "start"]);
    expect(inner("mise", "exec", "node@20", "--", "node", "-v")).toEqual(["node", "-v"]);
    expect(unwrapRunner("sops", fields("exec-env", "s.json", "env")).code?.value).toBe("env");
    expect(unwrapRunner("nix-shell", fields("-p", "jq", "--run", "jq .")).code?.value).toBe("jq .");
  });

  it("runs nothing for the runner's other subcommands", () => {
    expect(unwrapRunner("bundle", fields("install"))).toEqual({});
    expect(unwrapRunner("uv", fields("pip", "install", "x"))).toEqual({});
  });
});
