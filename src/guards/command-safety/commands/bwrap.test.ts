import { describe, expect, it } from "vitest";
import { staticField, type Field } from "../model.js";
import { bwrapCommand } from "./bwrap.js";

const fields = (...values: string[]): Field[] => values.map((value) => staticField(value));
const command = (...args: string[]) => bwrapCommand(fields(...args))?.map((field) => field.value);

describe("bwrapCommand", () => {
  it("skips options with none, one, two and three values", () => {
    expect(command("--unshare-all", "--die-with-parent", "npm", "test")).toEqual(["npm", "test"]);
    expect(command("--bind", "/", "/", "--dev", "/dev", "--chdir", "/tmp", "rm", "-rf", "/home")).toEqual(["rm", "-rf", "/home"]);
    expect(command("--overlay", "/rw", "/work", "/usr", "--setenv", "A", "1", "ls")).toEqual(["ls"]);
    expect(command("--ro-bind", "/usr", "/usr", "--", "--weird")).toEqual(["--weird"]);
  });

  it("finds no command when only options are given", () => {
    expect(command("--bind", "/", "/")).toBeUndefined();
    expect(command()).toBeUndefined();
  });
});
