import { describe, expect, it } from "vitest";
import { classifySensitivePath } from "./sensitive-paths.js";

const home = "/home/ada";
const cwd = "/home/ada/code/app";
const printed = (target: string) => classifySensitivePath(target, { cwd, home, access: "print" })?.rule;
const read = (target: string) => classifySensitivePath(target, { cwd, home, access: "read" })?.rule;

describe("data files in per-user tool homes", () => {
  it.each([
    "~/.config/todoist/config.json",
    "~/.config/spotify-tui/client.yml",
    "~/.local/share/atuin/history.db",
    "~/.local/state/acme/state.sqlite",
    "~/.acme/config",
    "~/.acme/settings.toml",
    "~/.config/acme/profiles/default.json",
    "~/Library/Application Support/acme/state.json",
    "~/Library/Preferences/com.tinyspeck.slackmacgap.plist",
    "~/AppData/Roaming/acme/config.yml",
    "~/AppData/LocalLow/acme/prefs.xml",
    "/root/.config/acme/config.json",
  ])("%s printed whole asks as a tool's state", (target) => {
    expect(printed(target)).toBe("secrets.tool-home-file");
  });

  it.each([
    "~/.config/nvim/init.lua",
    "~/.config/kitty/kitty.conf",
    "~/.config/Code/User/settings.json",
    "~/.config/git/config",
    "~/.config/acme/init.lua",
    "~/.config/acme/acme.log",
    "~/.config/acme/logs/today.json",
    "~/.cache/acme/index.json",
    "~/.config/acme/README",
    "~/.config/yarn/global/package.json",
    "~/.config/acme/a/b/c/deep.json",
    "~/.ssh/config",
    "~/.rustup/settings.toml",
    "~/.nvm/alias/default",
    "~/.claude/settings.json",
    "~/Library/Preferences/com.apple.dock.plist",
    "~/.config/starship.toml",
    "/home/ada/code/app/.acme/config.json",
    "/etc/acme/config.json",
  ])("%s is not a tool's state", (target) => {
    expect(printed(target)).toBeUndefined();
  });

  it("is a printing rule only: reads, copies and writes are judged as before", () => {
    expect(read("~/.config/todoist/config.json")).toBeUndefined();
    expect(classifySensitivePath("~/.config/todoist/config.json", { cwd, home, access: "write" })).toBeUndefined();
  });

  it("leaves a copy of a login to the login's rule", () => {
    expect(printed("~/.config/gh/hosts copy.yml")).toBe("secrets.git-credentials");
  });

  it("keeps the credential rules first", () => {
    expect(printed("~/.config/acme/api_key.json")).toBe("secrets.tool-credentials");
    expect(printed("~/.config/gh/hosts.yml")).toBe("secrets.git-credentials");
  });
});

describe("state files named as logins, in any tool home", () => {
  it.each(["~/.config/acme/keys.json", "~/.config/acme/hosts.yml", "~/.config/acme/hosts.json", "~/.config/acme/auth-state.json", "~/.config/acme/cookies.sqlite"])(
    "%s is a tool's credentials",
    (target) => {
      expect(read(target)).toBe("secrets.tool-credentials");
    },
  );

  it.each(["~/.config/kitty/session.conf", "~/.config/acme/author.json", "~/.config/acme/hosts", "~/.config/acme/session.lua"])("%s is not", (target) => {
    expect(read(target)).toBeUndefined();
  });

  it.each(["~/.acme/session", "~/.config/acme/session.json", "~/.local/share/acme/sessions.db"])("%s is a tool's state: printing it asks, as a login may be in it", (target) => {
    expect(read(target)).toBeUndefined();
    expect(printed(target)).toBe("secrets.tool-home-file");
  });

  it("judges a file in a copied tool home as the file it copies", () => {
    expect(read("~/.config/gh.old/hosts.yml")).toBe("secrets.git-credentials");
    expect(read("~/.config/acme.bak/hosts.yml")).toBe("secrets.tool-credentials");
  });
});
