import { describe, expect, it } from "vitest";
import { provenance, type Field } from "../model.js";
import { credentialStoreSuffix } from "./credential-store-suffix.js";

function unknownWord(text: string, ifEmpty: string): Field {
  return { value: undefined, text, glob: false, dynamic: { prefix: "", ifEmpty, guarded: false, numeric: false, provenance: provenance({ parameter: true }) } };
}

describe("credentialStoreSuffix", () => {
  it("names the home credential store file a word's literal parts end in", () => {
    expect(credentialStoreSuffix(unknownWord("$X/.ssh/id_rsa", "/.ssh/id_rsa"), "/home/ada")).toBe("/home/ada/.ssh/id_rsa");
    expect(credentialStoreSuffix(unknownWord("${P}/.aws/credentials", "/.aws/credentials"), "/home/ada")).toBe("/home/ada/.aws/credentials");
  });

  it("leaves other dot directories and known words alone", () => {
    expect(credentialStoreSuffix(unknownWord("$ROOT/.github/workflows/ci.yml", "/.github/workflows/ci.yml"), "/home/ada")).toBeUndefined();
    expect(credentialStoreSuffix(unknownWord("$REPO/.git/config", "/.git/config"), "/home/ada")).toBeUndefined();
    expect(credentialStoreSuffix({ value: "/home/ada/.ssh/id_rsa", text: "x", glob: false }, "/home/ada")).toBeUndefined();
  });
});
