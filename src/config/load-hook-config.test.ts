import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigFileError } from "./config-file-error.js";
import { hookConfigReport } from "./hook-config-report.js";
import { loadHookConfig } from "./load-hook-config.js";
import { isTrustedProject } from "./trusted-projects.js";
import { userConfigDir } from "./user-config.js";

let root: string;
let home: string;
let repo: string;
let env: Record<string, string>;

beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-hook-config-")));
  home = path.join(root, "home");
  repo = path.join(root, "repo");
  mkdirSync(path.join(home, ".config", "loopgate"), { recursive: true });
  mkdirSync(path.join(repo, "src"), { recursive: true });
  env = { HOME: home };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function writeUser(config: unknown, name = "config.json"): string {
  const file = path.join(home, ".config", "loopgate", name);
  writeFileSync(file, typeof config === "string" ? config : JSON.stringify(config));
  return file;
}

function writeProject(config: unknown): string {
  const file = path.join(repo, "loopgate.config.json");
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe("userConfigDir", () => {
  it("uses an absolute XDG_CONFIG_HOME, else ~/.config", () => {
    expect(userConfigDir({ HOME: "/h", XDG_CONFIG_HOME: "/x" })).toBe(path.join("/x", "loopgate"));
    expect(userConfigDir({ HOME: "/h", XDG_CONFIG_HOME: "relative" })).toBe(path.join("/h", ".config", "loopgate"));
    expect(userConfigDir({ HOME: "/h" })).toBe(path.join("/h", ".config", "loopgate"));
  });
});

describe("loadHookConfig", () => {
  it("applies the user's config and only the stricter settings of an untrusted project, found upward", () => {
    const userFile = writeUser({ interceptors: ["./mine.mjs"], guards: { securityAudit: { allowPaths: ["certs"] } } });
    const projectFile = writeProject({ guards: { commandSafety: false }, interceptors: ["./evil.mjs"] });
    const result = loadHookConfig({ cwd: path.join(repo, "src"), env });
    expect(result.applied).toEqual([
      { file: userFile, source: "user", trusted: true },
      { file: projectFile, source: "project", trusted: false },
    ]);
    expect(result.loaded.config.guards).toEqual({ securityAudit: { allowPaths: [path.join(home, ".config", "loopgate", "certs")] } });
    expect(result.loaded.interceptorLayers).toEqual([{ entries: ["./mine.mjs"], configDir: path.dirname(userFile) }]);
    expect(result.ignored.map((entry) => entry.key)).toEqual(["guards.commandSafety", "interceptors"]);
  });

  it("applies a trusted project in full, its modules resolving against its own folder", () => {
    writeUser({ trustedProjects: ["~/../repo"] });
    writeProject({ guards: { commandSafety: false }, interceptors: ["./ok.mjs"], limits: { interceptorTimeoutMs: 50 } });
    const result = loadHookConfig({ cwd: repo, env });
    expect(result.applied[1]).toMatchObject({ source: "project", trusted: true });
    expect(result.loaded.config.guards).toEqual({ commandSafety: false });
    expect(result.loaded.interceptorLayers).toEqual([
      { entries: [], configDir: path.join(home, ".config", "loopgate") },
      { entries: ["./ok.mjs"], configDir: repo, defaultTimeoutMs: 50 },
    ]);
    expect(result.ignored).toEqual([]);
    expect(hookConfigReport(result).join("\n")).toContain("trusted by trustedProjects");
  });

  it("--config is applied in full and alone; --no-config reads nothing, not even a broken user config", () => {
    writeUser("{ broken");
    const explicit = path.join(root, "guards.json");
    writeFileSync(explicit, JSON.stringify({ guards: { securityAudit: false } }));
    const given = loadHookConfig({ cwd: repo, env, file: explicit });
    expect(given.applied).toEqual([{ file: explicit, source: "explicit", trusted: true }]);
    expect(given.loaded.config.guards).toEqual({ securityAudit: false });
    const none = loadHookConfig({ cwd: repo, env, file: false });
    expect(none.applied).toEqual([]);
    expect(hookConfigReport(none)).toEqual(["config: none (--no-config); the built-in guards at their defaults"]);
  });

  it("fails closed on a malformed user config, naming it; and on two of them", () => {
    const file = writeUser({ trustedProjects: "everything" });
    expect(() => loadHookConfig({ cwd: repo, env })).toThrow(ConfigFileError);
    expect(() => loadHookConfig({ cwd: repo, env })).toThrow(file);
    writeUser({}, "config.yaml");
    expect(() => loadHookConfig({ cwd: repo, env })).toThrow(/2 user config files/);
  });

  it("does not let a project config list trusted projects", () => {
    writeProject({ trustedProjects: [repo] });
    expect(() => loadHookConfig({ cwd: repo, env })).toThrow(/trustedProjects/);
  });
});

describe("isTrustedProject", () => {
  it("compares real folders: inside a trusted folder yes, a sibling with the same prefix no, a link into a trusted folder no", () => {
    mkdirSync(path.join(root, "code", "mine"), { recursive: true });
    mkdirSync(path.join(root, "code", "mine-evil"), { recursive: true });
    expect(isTrustedProject(path.join(root, "code", "mine", "loopgate.config.json"), [path.join(root, "code")], home)).toBe(true);
    expect(isTrustedProject(path.join(root, "code", "mine-evil", "loopgate.config.json"), [path.join(root, "code", "mine")], home)).toBe(false);
    symlinkSync(repo, path.join(root, "code", "mine", "link"));
    expect(isTrustedProject(path.join(root, "code", "mine", "link", "loopgate.config.json"), [path.join(root, "code", "mine")], home)).toBe(false);
    expect(isTrustedProject(path.join(home, "x", "loopgate.config.json"), ["~"], home)).toBe(true);
  });
});
