import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { deletesOneCiSetting } from "./ci-settings.js";
import { subcommandWords } from "./verbs.js";

const one = (command: string) =>
  invocations(command).some((invocation) => {
    const args = invocation.argv.slice(1);
    return deletesOneCiSetting(invocation.name, subcommandWords(args, new Set(["env", "org", "repo"]), 3), args);
  });

describe("deletesOneCiSetting", () => {
  it("reads one named secret or variable", () => {
    for (const command of ["gh secret delete NPM_TOKEN", "gh secret remove NAME -e production", "gh secret delete X --env staging --repo acme/api", "gh variable delete FOO", "glab variable delete KEY --scope prod"]) {
      expect(one(command), command).toBe(true);
    }
  });

  it("keeps names known only at run time, several names, and other subcommands", () => {
    for (const command of [
      "for s in $(gh secret list --json name -q '.[].name'); do gh secret delete $s; done",
      "gh secret delete",
      "gh secret delete A B",
      "gh secret delete 'TOKEN_*'",
      "gh repo delete acme/api --yes",
      "gh secret set NPM_TOKEN",
      "glab repo delete acme/api",
    ]) {
      expect(one(command), command).toBe(false);
    }
  });
});
