import { describe, expect, it } from "vitest";
import { judgeSearch } from "./judge-search.js";

const options = { cwd: "/home/ada/code/app", home: "/home/ada" };

describe("judgeSearch", () => {
  it.each([
    ["password", "~"],
    ["AKIA[0-9A-Z]{16}", "/"],
    ["BEGIN OPENSSH PRIVATE KEY", "/home/bob"],
    ["api_key", "~/Documents"],
    ["token", "/etc"],
  ])("asks before a search for %s across %s", (pattern, directory) => {
    expect(judgeSearch(pattern, directory, options)).toMatchObject({ decision: "ask", rule: "secrets.search" });
  });

  it.each([
    ["TODO", "~"],
    ["password", "src"],
    ["token", "."],
    ["secret", "~/code/other-app"],
  ])("lets a search for %s in %s through", (pattern, directory) => {
    expect(judgeSearch(pattern, directory, options)).toBeUndefined();
  });
});
