import { describe, expect, it } from "vitest";
import { CWD, expand } from "../__fixtures__/walk-helpers.js";

describe("parameters after a change of directory", () => {
  it("leaves the script's directory from `${0%/*}` unknown, not the shell's name", () => {
    expect(expand('echo "${0%/*}"')[1]?.value).toBeUndefined();
    expect(expand('echo "${0##*/}"')[1]?.value).toBeUndefined();
    expect(expand('echo "$0"')[1]?.value).toBe("bash");
  });

  it("knows $PWD after cd to a known place, and not after cd to an unknown one", () => {
    expect(expand("cd build; echo $PWD")[1]?.value).toBe(`${CWD}/build`);
    expect(expand('cd "$1"; echo $PWD')[1]?.value).toBeUndefined();
    expect(expand('D="$(cd "${0%/*}" && echo $PWD)"; echo "$D"')[1]?.value).toBeUndefined();
  });

  it("reads a negative slice offset written with a space or parentheses", () => {
    expect(expand("echo ${PATH: -4}")[1]?.value).toBe("/bin");
    expect(expand("echo ${PATH:(-4):2}")[1]?.value).toBe("/b");
    expect(expand("echo ${PATH: -4: -1}")[1]?.value).toBe("/bi");
  });
});
