import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { filteredListing, secretFilter, settingsFiles, settingsListing } from "./settings-listings.js";

describe("settingsListing", () => {
  it("names listings of settings and state that keep credentials among other entries", () => {
    expect(settingsListing("git", ["config", "--list", "--show-origin"])).toBe("git config");
    expect(settingsListing("git", ["remote", "-v"])).toBe("git remote -v");
    expect(settingsListing("docker", ["container", "inspect", "app"])).toBe("docker inspect");
    expect(settingsListing("docker", ["compose", "config"])).toBe("docker compose config");
    expect(settingsListing("kubectl", ["get", "cm", "app", "-o", "yaml"])).toBe("kubectl get -o");
    expect(settingsListing("kubectl", ["describe", "pod", "api"])).toBe("kubectl describe");
    expect(settingsListing("npm", ["config", "list"])).toBe("npm config");
    expect(settingsListing("ps", ["aux"])).toBe("ps");
    expect(settingsListing("crontab", ["-l"])).toBe("crontab -l");
  });

  it("leaves alone commands that list no settings or change them", () => {
    for (const [name, ...args] of [["git", "status"], ["git", "config", "--unset", "http.extraheader"], ["git", "config", "set", "user.name", "Ada"], ["kubectl", "get", "pods"], ["docker", "ps"], ["crontab", "-e"]]) {
      expect(settingsListing(name as string, args), `${name} ${args.join(" ")}`).toBeUndefined();
    }
  });
});

describe("secretFilter", () => {
  it("finds a filter's pattern or program that picks secret lines", () => {
    expect(secretFilter("grep", ["-i", "authorization"])).toBe("authorization");
    expect(secretFilter("grep", ["-A1", "-e", "extraheader"])).toBe("extraheader");
    expect(secretFilter("rg", ["-i", "token"])).toBe("token");
    expect(secretFilter("awk", ["-F=", "/password/{print $2}"])).toBe("/password/{print $2}");
    expect(secretFilter("sed", ["-n", "/passw/p"])).toBe("/passw/p");
    expect(secretFilter("jq", ["-r", ".data.DB_PASSWORD"])).toBe(".data.DB_PASSWORD");
    expect(secretFilter("sed", ["-E", "s#https://([^@]+)@.*#\\1#"])).toBeDefined();
  });

  it("leaves alone harmless patterns, inverted matches and counts", () => {
    for (const args of [["-i", "alias"], ["hookspath"], ["-v", "token"], ["-c", "token"], ["-l", "password"], ["keycloak"], ["ssh-keygen"]]) {
      expect(secretFilter("grep", args), args.join(" ")).toBeUndefined();
    }
  });
});

describe("filteredListing", () => {
  const last = (source: string) => invocations(source).at(-1) as never;
  it("names the credentials a filter picks from a listing or a settings file", () => {
    expect(filteredListing(last("grep -i token"), ["git config"])).toBe("git config filtered by grep for token");
    expect(filteredListing(last("grep -i extraheader .git/config"), [])).toBe(".git/config filtered by grep for extraheader");
    expect(filteredListing(last("grep -i user"), ["git config"])).toBeUndefined();
    expect(filteredListing(last("grep -rn password src/"), [])).toBeUndefined();
  });

  it("knows tools' settings files by name", () => {
    expect(settingsFiles([{ value: "/home/ada/.gitconfig", text: "~/.gitconfig", glob: false }])).toEqual(["/home/ada/.gitconfig"]);
    expect(settingsFiles([{ value: "src/config.ts", text: "src/config.ts", glob: false }])).toEqual([]);
  });
});
