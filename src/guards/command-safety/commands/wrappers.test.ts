import { describe, expect, it } from "vitest";
import { staticField, type Field } from "../model.js";
import { unwrap } from "./wrappers.js";

const fields = (...values: string[]): Field[] => values.map((value) => staticField(value));
const inner = (name: string, ...args: string[]) => unwrap(name, fields(...args)).command?.map((field) => field.value);

describe("unwrap", () => {
  it("strips sudo with its options, assignments and --", () => {
    expect(inner("sudo", "-E", "-u", "root", "--", "rm", "-rf", "/")).toEqual(["rm", "-rf", "/"]);
    expect(unwrap("sudo", fields("-u", "root", "rm")).elevated).toBe(true);
    const result = unwrap("sudo", fields("HUSKY=0", "git", "commit"));
    expect(result.assignments?.[0]?.[0]).toBe("HUSKY");
    expect(result.command?.map((field) => field.value)).toEqual(["git", "commit"]);
  });

  it("reads env -S strings again as env's own arguments, as GNU env does", () => {
    expect(inner("env", "-S", "bash", "-c", "make all")).toEqual(["bash", "-c", "make all"]);
    expect(inner("env", "-iS", "sh -c make")).toEqual(["sh", "-c", "make"]);
    expect(inner("env", "-u", "HOME", "--split-string=make all", "x")).toEqual(["make", "all", "x"]);
    expect(inner("env", "-S", "FOO=1 make")).toEqual(["make"]);
    expect(inner("env", "--", "-S", "x")).toEqual(["-S", "x"]);
  });

  it("keeps the wrapped command's own options for it", () => {
    expect(inner("sudo", "rm", "-u", "x")).toEqual(["rm", "-u", "x"]);
    expect(inner("nice", "-n", "5", "ls", "-n")).toEqual(["ls", "-n"]);
  });

  it("skips the operands a wrapper takes before the command", () => {
    expect(inner("timeout", "-s", "KILL", "10s", "rm", "-rf", "/")).toEqual(["rm", "-rf", "/"]);
    expect(inner("chroot", "/mnt", "sh")).toEqual(["sh"]);
  });

  it("reports commands that run no command", () => {
    expect(unwrap("command", fields("-v", "rm")).command).toBeUndefined();
    expect(unwrap("sudo", fields("-l")).command).toBeUndefined();
    expect(unwrap("sudo", fields("-s")).shell).toBe(true);
    expect(unwrap("su", fields("root")).shell).toBe(true);
  });

  it("returns shell code for wrappers that run a string", () => {
    expect(unwrap("su", fields("-c", "rm -rf /", "root")).code?.value).toBe("rm -rf /");
    expect(unwrap("watch", fields("-n", "1", "rm", "-rf", "/")).code?.value).toBe("rm -rf /");
    expect(unwrap("flock", fields("/tmp/lock", "-c", "rm -rf /")).code?.value).toBe("rm -rf /");
  });

  it("splits env -S strings and reads env -C", () => {
    expect(inner("env", "-S", "rm -rf '/'")).toEqual(["rm", "-rf", "/"]);
    expect(unwrap("env", fields("-C", "/", "ls")).cwd?.value).toBe("/");
  });

  it("turns sudo -e into edited files", () => {
    expect(unwrap("sudo", fields("-e", "/etc/sudoers")).edits?.map((field) => field.value)).toEqual(["/etc/sudoers"]);
  });

  it("runs bash with what follows capsh's --", () => {
    expect(inner("capsh", "--drop=cap_net_raw", "--user=ada", "--", "-c", "rm -rf ~/x")).toEqual(["bash", "-c", "rm -rf ~/x"]);
    expect(unwrap("capsh", fields("--print")).command).toBeUndefined();
  });
});
