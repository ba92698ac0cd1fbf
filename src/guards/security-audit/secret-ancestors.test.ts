import { describe, expect, it } from "vitest";
import { secretsHolder } from "./secret-ancestors.js";

const home = "/home/ada";

describe("secretsHolder", () => {
  it("names the home directory, its config and data directories, and the system's", () => {
    for (const path of ["/home/ada", "/home/ada/", "/home/ada/.config", "/home/ada/.local", "/home/ada/.local/share", "/home/ada/.config/op", "/home/ada/Library", "/home/ada/.var", "/etc", "/", "/root", "/home", "/home/bob", "/Users/bob"]) {
      expect(secretsHolder(path, home), path).toBeDefined();
    }
  });

  it("leaves projects, caches and the credential-free parts of a home alone", () => {
    for (const path of ["/home/ada/code/app", "/home/ada/code", "/home/ada/Downloads", "/home/ada/.cache", "/home/ada/.config/nvim", "/work/app", "/srv/www", "/tmp", "relative/path"]) {
      expect(secretsHolder(path, home), path).toBeUndefined();
    }
  });

  it("says what the directory holds", () => {
    expect(secretsHolder("/home/ada/.config", home)).toMatch(/^~\/\.config, which holds credentials/);
    expect(secretsHolder("/home/ada", home)).toBe("the home directory, with every credential in it");
  });
});
