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
});
