import { describe, expect, it } from "vitest";
import { staticField, type Field } from "../model.js";
import { classifyPath, type PathContext } from "./classify-path.js";
import { isBlockDevice } from "./devices.js";
import { systemFileClass } from "../../security-audit/system-paths.js";

const context: PathContext = { home: "/home/ada", cwd: { known: true, path: "/work/app", initial: true }, initialCwd: "/work/app" };
const globbed = (value: string): Field => ({ ...staticField(value), glob: /[*?[]/.test(value) });
const classOf = (value: string, at: PathContext = context) => classifyPath(globbed(value), at).class;

describe("classifyPath", () => {
  it("finds the root, homes and system directories however they are spelled", () => {
    for (const path of ["/", "//", "/./", "/usr/..", "/*", "/.*", "/home/ada", "/home/ada/", "/root", "/Users/bob", "/etc", "/usr", "/usr/lib", "/var/lib", "/e*", "/???", "/[b]oot"]) {
      expect(classOf(path), path).toBe("catastrophic");
    }
  });

  it("resolves relative paths against the working directory", () => {
    expect(classOf("../..")).toBe("catastrophic");
    expect(classOf("..")).toBe("system");
    expect(classOf(".")).toBe("cwd");
    expect(classOf("*")).toBe("cwd-all");
    expect(classOf("./*")).toBe("cwd-all");
    expect(classOf("node_modules")).toBe("ordinary");
    expect(classOf("build/*")).toBe("ordinary");
  });

  it("treats relative paths as unknown places when the working directory is unknown", () => {
    const unknown: PathContext = { ...context, cwd: { known: false, initial: true }, initialCwd: undefined };
    expect(classOf(".", unknown)).toBe("cwd");
    expect(classOf("*", unknown)).toBe("cwd-all");
    expect(classOf("dist", unknown)).toBe("ordinary");
  });

  it("separates data directories of a home and system files from ordinary paths", () => {
    expect(classOf("/home/ada/Documents")).toBe("home-data");
    expect(classOf("/home/ada/.ssh")).toBe("home-data");
    expect(classOf("/home/ada/.cache/pip")).toBe("ordinary");
    expect(classOf("/etc/nginx")).toBe("system");
    expect(classOf("/tmp/build")).toBe("ordinary");
    expect(classOf("/data")).toBe("system");
  });

  it("classifies unknown paths by what they are when their variables are empty", () => {
    const dynamic = (prefix: string, ifEmpty: string | undefined, guarded = false): Field => ({
      value: undefined,
      text: "$X",
      glob: false,
      dynamic: { prefix, ifEmpty, guarded, numeric: false, provenance: { network: false, obfuscated: false, generated: false, parameter: true, envInit: false, sources: ["$X"] } },
    });
    expect(classifyPath(dynamic("", "/"), context).class).toBe("catastrophic");
    expect(classifyPath(dynamic("", "/", true), context).class).toBe("dynamic");
    expect(classifyPath(dynamic("", ""), context).class).toBe("dynamic");
    expect(classifyPath(dynamic("", undefined), context).class).toBe("dynamic");
  });
});

describe("devices and system files", () => {
  it("knows block devices", () => {
    expect(isBlockDevice("/dev/sda")).toBe(true);
    expect(isBlockDevice("/dev/nvme0n1p1")).toBe(true);
    expect(isBlockDevice("/dev/disk2")).toBe(true);
    expect(isBlockDevice("/dev/null")).toBe(false);
    expect(isBlockDevice("/dev/stdout")).toBe(false);
    expect(isBlockDevice("./dev/sda")).toBe(false);
  });

  it("ranks system files", () => {
    expect(systemFileClass("/etc/passwd")).toBe("critical");
    expect(systemFileClass("/etc/sudoers.d/ada")).toBe("critical");
    expect(systemFileClass("/boot/vmlinuz")).toBe("critical");
    expect(systemFileClass("/etc/hosts")).toBe("important");
    expect(systemFileClass("/usr/bin/python3")).toBe("important");
    expect(systemFileClass("/usr/local/bin/tool")).toBeUndefined();
    expect(systemFileClass("/home/ada/passwd")).toBeUndefined();
  });
});
