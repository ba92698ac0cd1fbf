import { describe, expect, it } from "vitest";
import { readsOneSetting } from "./tool-state-reads.js";

const FILE = "~/.config/acme/config.json";

describe("readsOneSetting", () => {
  it.each([
    ["jq", [".theme", FILE]],
    ["jq", ["-r", ".editor", FILE]],
    ["jq", ["-r", ".profiles.default.region", FILE]],
    ["yq", [".editor", FILE]],
    ["yq", ["e", ".core.pager", FILE]],
    ["grep", ["-i", "font", FILE]],
    ["grep", ["-n", "-e", "theme", FILE]],
    ["rg", ["-n", "editor", FILE]],
    ["sqlite3", ["~/.local/share/acme/state.db", ".tables"]],
    ["sqlite3", ["~/.local/share/acme/state.db", ".schema accounts"]],
    ["sqlite3", ["~/.local/share/acme/state.db", "select count(*) from accounts"]],
  ])("%s %j prints one setting", (name, args) => {
    expect(readsOneSetting(name, args)).toBe(true);
  });

  it.each([
    ["jq", [".", FILE]],
    ["jq", ["..", FILE]],
    ["jq", [".[]", FILE]],
    ["jq", [".token", FILE]],
    ["jq", [".auth.refresh_token", FILE]],
    ["jq", ["-f", "prog.jq", FILE]],
    ["jq", ["to_entries", FILE]],
    ["grep", ["-i", "token", FILE]],
    ["grep", ["-v", "^#", FILE]],
    ["grep", [".", FILE]],
    ["grep", ["-e", "font", "-e", "password", FILE]],
    ["sqlite3", ["~/.local/share/acme/state.db", ".dump"]],
    ["sqlite3", ["~/.local/share/acme/state.db", "select * from accounts"]],
    ["cat", [FILE]],
  ])("%s %j prints the file or its login", (name, args) => {
    expect(readsOneSetting(name, args)).toBe(false);
  });
});
