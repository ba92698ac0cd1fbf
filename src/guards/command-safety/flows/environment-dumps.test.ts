import { describe, expect, it } from "vitest";
import { environmentPrint } from "./environment-dumps.js";

describe("environmentPrint", () => {
  it("knows the commands that print the whole environment", () => {
    for (const [name, args] of [["env", []], ["env", ["FOO=1"]], ["printenv", []], ["export", ["-p"]], ["declare", ["-x"]], ["set", []], ["ps", ["eww"]], ["ps", ["auxe"]], ["jq", ["-n", "env"]], ["systemctl", ["show-environment"]]] as const) {
      expect(environmentPrint(name, args).dump, `${name} ${args.join(" ")}`).toBeDefined();
    }
  });

  it("names secret variables printed by name, and nothing else", () => {
    expect(environmentPrint("printenv", ["GITHUB_TOKEN", "PATH"]).secrets).toEqual(["$GITHUB_TOKEN"]);
    expect(environmentPrint("declare", ["-p", "API_KEY"]).secrets).toEqual(["$API_KEY"]);
    expect(environmentPrint("jq", ["-n", "$ENV.NPM_TOKEN"]).secrets).toEqual(["$NPM_TOKEN"]);
    for (const [name, args] of [["env", ["node", "app.js"]], ["printenv", ["PATH"]], ["ps", ["-ef"]], ["ps", ["-o", "pid,etime"]], ["set", ["-e"]], ["export", ["FOO=1"]]] as const) {
      expect(environmentPrint(name, args), `${name} ${args.join(" ")}`).toEqual({ secrets: [] });
    }
  });
});
