import { describe, expect, it } from "vitest";
import { staticField } from "../model.js";
import { copyGrammar, COPY_GRAMMARS } from "./copy-grammars.js";
import { parseOptions } from "./getopt.js";

const fields = (...words: string[]) => words.map((word) => staticField(word));

describe("copy grammars", () => {
  it("reads cp's -d as a flag, so the source stays an operand", () => {
    const parsed = parseOptions(fields("-d", "a.txt", "/etc/hosts"), COPY_GRAMMARS.cp);
    expect(parsed.operands.map((field) => field.value)).toEqual(["a.txt", "/etc/hosts"]);
  });

  it("reads install's -m, -o and -g as taking values, and -d as making directories", () => {
    const parsed = parseOptions(fields("-m", "0644", "-o", "root", "-g", "root", "unit.service", "/etc/systemd/system/"), COPY_GRAMMARS.install);
    expect(parsed.operands.map((field) => field.value)).toEqual(["unit.service", "/etc/systemd/system/"]);
    expect(parseOptions(fields("-d", "/opt/app"), COPY_GRAMMARS.install).has("directory")).toBe(true);
  });

  it("reads a target directory given by -t in every command", () => {
    for (const name of ["cp", "mv", "install", "ln"] as const) {
      expect(parseOptions(fields("-t", "/etc/cron.d", "job"), COPY_GRAMMARS[name]).value("target-directory")?.value, name).toBe("/etc/cron.d");
    }
  });

  it("tells ln's -n (no dereference) from cp's and mv's -n (no clobber)", () => {
    expect(parseOptions(fields("-n", "a", "b"), COPY_GRAMMARS.mv).has("no-clobber")).toBe(true);
    expect(parseOptions(fields("-sfn", "a", "b"), COPY_GRAMMARS.ln).has("no-clobber")).toBe(false);
    expect(parseOptions(fields("-sfn", "a", "b"), COPY_GRAMMARS.ln).has("force")).toBe(true);
  });

  it("knows only the commands that copy, move or link", () => {
    expect(copyGrammar("rsync")).toBeUndefined();
    expect(copyGrammar("toString")).toBeUndefined();
    expect(copyGrammar("cp")).toBe(COPY_GRAMMARS.cp);
  });
});
