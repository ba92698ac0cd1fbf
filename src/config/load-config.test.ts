import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { findConfigFile } from "./find-config.js";
import { ConfigFileError } from "./config-file-error.js";
import { loadConfig, readConfigFile } from "./load-config.js";

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-config-")));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};

describe("findConfigFile", () => {
  it("finds the nearest config upward, preferring the closest directory", () => {
    const top = write("loopgate.config.json", "{}");
    const inner = write("pkg/loopgate.config.yml", "{}");
    mkdirSync(path.join(dir, "pkg/src/deep"), { recursive: true });
    mkdirSync(path.join(dir, "other"), { recursive: true });
    expect(findConfigFile(path.join(dir, "pkg/src/deep"))).toBe(inner);
    expect(findConfigFile(path.join(dir, "other"))).toBe(top);
  });

  it("refuses two config files in one directory", () => {
    write("loopgate.config.json", "{}");
    write("loopgate.config.yaml", "");
    expect(() => findConfigFile(dir)).toThrow(ConfigurationError);
    expect(() => findConfigFile(dir)).toThrow(/loopgate\.config\.json, loopgate\.config\.yaml/);
  });
});

describe("readConfigFile / loadConfig", () => {
  it("reads JSON and YAML alike, applying defaults", () => {
    const yaml = readConfigFile(write("a/loopgate.config.yaml", "model: openai:gpt-5-mini\nguards:\n  securityAudit:\n    extraRules:\n      - id: x.vault\n        label: vault file\n        match: [{ extension: .vault }]\n"));
    expect(yaml.config.model).toBe("openai:gpt-5-mini");
    expect(yaml.config.guards?.securityAudit).toEqual({ extraRules: [{ id: "x.vault", label: "vault file", category: "Custom", match: [{ extension: ".vault" }] }] });
    expect(yaml.dir).toBe(path.join(dir, "a"));
    const json = readConfigFile(write("b/loopgate.config.json", JSON.stringify({ limits: { maxIterations: 3 } })));
    expect(json.config.limits?.maxIterations).toBe(3);
  });

  it("treats an empty file as the defaults", () => {
    expect(readConfigFile(write("loopgate.config.yaml", "")).config).toEqual({});
    expect(readConfigFile(write("x/loopgate.config.json", "  \n")).config).toEqual({});
  });

  it("lists every problem with its path, naming the file", () => {
    const file = write("loopgate.config.json", JSON.stringify({ limits: { maxIterations: 0, toolConcurrency: 1.5 }, interceptors: [{ modul: "./x.js" }] }));
    let error: ConfigFileError | undefined;
    try {
      readConfigFile(file);
    } catch (caught) {
      error = caught as ConfigFileError;
    }
    expect(error).toBeInstanceOf(ConfigFileError);
    expect(error?.file).toBe(file);
    expect(error?.problems).toEqual([
      "limits.maxIterations: Too small: expected number to be >0",
      "limits.toolConcurrency: Invalid input: expected int, received number",
      "interceptors[0].module: Invalid input: expected string, received undefined",
      'interceptors[0]: Unrecognized key: "modul"',
    ]);
    expect(error?.message).toContain(`Invalid config ${file}:\n  - limits.maxIterations`);
  });

  it("rejects duplicate YAML keys rather than keeping one silently", () => {
    expect(() => readConfigFile(write("loopgate.config.yaml", "model: a:b\nmodel: c:d\n"))).toThrow(/YAML: .*unique/i);
  });

  it("falls back to the defaults when no file is found, and resolves --config against cwd", () => {
    mkdirSync(path.join(dir, "empty"));
    expect(loadConfig({ cwd: path.join(dir, "empty") })).toMatchObject({ config: {} });
    write("conf/custom.yaml", "model: scripted:s.json\n");
    expect(loadConfig({ cwd: dir, file: "conf/custom.yaml" })).toMatchObject({ file: path.join(dir, "conf/custom.yaml"), dir: path.join(dir, "conf") });
  });
});
