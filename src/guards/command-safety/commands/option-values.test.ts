import { describe, expect, it } from "vitest";
import { optionLists, optionValue, optionValueAt, optionValues } from "./option-values.js";

describe("optionValues", () => {
  it("reads every spelling getopt_long accepts, in order", () => {
    expect(optionValues(["--field", "a", "--field=b", "-f", "c", "-fd", "-f=e"], ["-f", "--field"])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("gives a name written last the empty value: the option was given", () => {
    expect(optionValues(["status", "--pid"], ["--pid"])).toEqual([""]);
    expect(optionValue(["status"], ["--pid"])).toBeUndefined();
  });

  it("prefers a name written whole to a shorter name's attached value", () => {
    expect(optionValue(["-pid", "42"], ["-p", "-pid"])).toBe("42");
    expect(optionValue(["-pid", "42"], ["-p"])).toBe("id");
  });

  it("attaches values only to one-letter names, never to long options or operands", () => {
    expect(optionValues(["--format", "json"], ["--f"])).toEqual([]);
    expect(optionValues(["--fields=x"], ["--field"])).toEqual([]);
    expect(optionValues(["file-f"], ["-f"])).toEqual([]);
    expect(optionValues(["--file", "x"], ["-f"])).toEqual([]);
  });

  it("does not read a value as another option", () => {
    expect(optionValues(["-c", "-c", "-c", "x"], ["-c"])).toEqual(["-c", "x"]);
  });

  it("reads options after operands and after --, as tools that accept them anywhere do", () => {
    expect(optionValues(["get", "secret", "--field", "password", "--", "--field=token"], ["--field"])).toEqual(["password", "token"]);
  });
});

describe("optionLists", () => {
  it("reads the words after an option up to the next option, and joined values", () => {
    expect(optionLists(["--b", "x", "y", "--c"], ["--b"])).toEqual(["x", "y"]);
    expect(optionLists(["--ports", "22", "3389", "-g", "rg"], ["--ports"])).toEqual(["22", "3389"]);
    expect(optionLists(["--b=x", "y", "--b", "z"], ["--b"])).toEqual(["x", "z"]);
  });

  it("reads nothing for an option given without words or not given", () => {
    expect(optionLists(["--b", "--c", "x"], ["--b"])).toEqual([]);
    expect(optionLists(["--bb", "x"], ["--b"])).toEqual([]);
  });
});

describe("optionValueAt", () => {
  const words = ["--input", "~/.netrc", "--data=@.env", "-o~/.netrc", "-v", "x", "--", "y", "--k=v", "z"];

  it("reads a value after its option, attached with `=`, or attached to a one-letter option", () => {
    expect(optionValueAt(words, 1)).toEqual({ option: "--input", value: "~/.netrc", attached: false });
    expect(optionValueAt(words, 2)).toEqual({ option: "--data", value: "@.env", attached: true });
    expect(optionValueAt(words, 3)).toEqual({ option: "-o", value: "~/.netrc", attached: true });
    expect(optionValueAt(words, 5)).toEqual({ option: "-v", value: "x", attached: false });
  });

  it("reads no option for an option word, an operand after `--` or after an option with its value attached", () => {
    expect(optionValueAt(words, 0)).toBeUndefined();
    expect(optionValueAt(words, 7)).toBeUndefined();
    expect(optionValueAt(words, 9)).toBeUndefined();
    expect(optionValueAt(["-abc"], 0)).toBeUndefined();
  });
});
