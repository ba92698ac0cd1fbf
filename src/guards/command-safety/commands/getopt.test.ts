import { describe, expect, it } from "vitest";
import { staticField, type Field } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";

const fields = (...values: string[]): Field[] => values.map((value) => staticField(value));
const RM: OptionGrammar = { flags: "rRfiv", long: ["recursive", "force", "verbose", "no-preserve-root"], aliases: { r: "recursive", R: "recursive", f: "force" } };

describe("parseOptions", () => {
  it("splits combined short flags and maps aliases", () => {
    const parsed = parseOptions(fields("-rf", "a"), RM);
    expect(parsed.has("recursive")).toBe(true);
    expect(parsed.has("force")).toBe(true);
    expect(parsed.operands.map((field) => field.value)).toEqual(["a"]);
  });

  it("completes unambiguous long abbreviations and rejects ambiguous ones", () => {
    expect(parseOptions(fields("--recur", "x"), RM).has("recursive")).toBe(true);
    const grammar: OptionGrammar = { long: ["no-verify", "no-verbose"] };
    expect(parseOptions(fields("--no-ver"), grammar).has("no-verify")).toBe(false);
    expect(parseOptions(fields("--no-veri"), grammar).has("no-verify")).toBe(true);
  });

  it("reads option values attached, separate and after =", () => {
    const grammar: OptionGrammar = { values: "u", longValues: ["user"], aliases: { u: "user" } };
    expect(parseOptions(fields("-uroot"), grammar).value("user")?.value).toBe("root");
    expect(parseOptions(fields("-u", "root"), grammar).value("user")?.value).toBe("root");
    expect(parseOptions(fields("--user=root"), grammar).value("user")?.value).toBe("root");
    expect(parseOptions(fields("--user", "root"), grammar).value("user")?.value).toBe("root");
  });

  it("takes the rest of a cluster as the value of a value option", () => {
    const parsed = parseOptions(fields("-nm", "msg"), { flags: "n", values: "m" });
    expect(parsed.has("n")).toBe(true);
    expect(parsed.value("m")?.value).toBe("msg");
    expect(parseOptions(fields("-mn", "x"), { flags: "n", values: "m" }).has("n")).toBe(false);
  });

  it("reads options after operands unless told to stop at the first operand", () => {
    expect(parseOptions(fields("/", "-rf"), RM).has("recursive")).toBe(true);
    const stopped = parseOptions(fields("-u", "root", "rm", "-rf"), { values: "u", stopAtOperand: true });
    expect(stopped.operands.map((field) => field.value)).toEqual(["rm", "-rf"]);
  });

  it("ends options at --", () => {
    const parsed = parseOptions(fields("--", "-rf"), RM);
    expect(parsed.has("recursive")).toBe(false);
    expect(parsed.operands.map((field) => field.value)).toEqual(["-rf"]);
  });

  it("accepts + options when asked", () => {
    const parsed = parseOptions(fields("+x", "-c", "cmd"), { flags: "xc", plus: true, stopAtOperand: true });
    expect(parsed.options.find((option) => option.name === "x")?.plus).toBe(true);
    expect(parsed.has("c")).toBe(true);
  });
});
