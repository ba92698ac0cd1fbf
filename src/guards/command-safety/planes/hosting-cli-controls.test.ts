import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { hostingCliEffects } from "./hosting-cli-controls.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => hostingCliEffects(invocation)).map((effect) => effect.rule);

describe("hostingCliEffects", () => {
  it("flags gh repo edit making a repository public or turning security off", () => {
    expect(rules("gh repo edit acme/app --visibility public --accept-visibility-change-consequences")).toEqual(["git.repository-public"]);
    expect(rules("gh repo edit --visibility=PUBLIC")).toEqual(["git.repository-public"]);
    expect(rules("gh repo edit --enable-secret-scanning=false")).toEqual(["git.security-off"]);
    expect(rules("gh repo edit --visibility private")).toEqual([]);
    expect(rules("gh repo edit --enable-secret-scanning")).toEqual([]);
  });

  it("flags deploy keys with write access only", () => {
    expect(rules("gh repo deploy-key add k.pub -w")).toEqual(["git.access-granted"]);
    expect(rules("gh repo deploy-key add k.pub --title ci")).toEqual([]);
  });
});
