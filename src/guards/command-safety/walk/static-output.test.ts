import { describe, expect, it } from "vitest";
import { values } from "../__fixtures__/walk-helpers.js";
import { printf } from "./static-output.js";

const output = (command: string) => values(`echo "$(${command})"`)[1];

describe("static output", () => {
  it("evaluates echo and printf", () => {
    expect(output("echo -n a b")).toBe("a b");
    expect(output("echo -e 'a\\tb'")).toBe("a\tb");
    expect(output("printf '%s-%s' x y")).toBe("x-y");
    expect(printf("%s\\n", ["a", "b"])).toBe("a\nb\n");
    expect(printf("\\x72\\155", [])).toBe("rm");
  });

  it("decodes base64, base32, hex, rev and tr", () => {
    expect(output("echo cm0gLXJmIC8= | base64 -d")).toBe("rm -rf /");
    expect(output("base64 --decode <<< cm0gLXJmIC8=")).toBe("rm -rf /");
    expect(output("echo OJWSALLSMYQC6=== | base32 -d")).toBe("rm -rf /");
    expect(output("echo 726d202d7266202f | xxd -r -p")).toBe("rm -rf /");
    expect(output("echo '/ fr- mr' | rev")).toBe("rm -rf /");
    expect(output("echo 'ez -es /' | tr 'a-z' 'n-za-m'")).toBe("rm -rf /");
    expect(output("echo 'RM' | tr '[:upper:]' '[:lower:]'")).toBe("rm");
  });

  it("prints the string literal jq -rn is given", () => {
    expect(output("jq -rn '\"rm -rf /\"'")).toBe("rm -rf /");
    expect(output("jq -r .name package.json")).toBeUndefined();
    expect(output("jq -n '\"x\"'")).toBeUndefined();
  });

  it("decodes basenc and python's base64 module", () => {
    expect(output("echo cm0gLXJmIC8= | basenc --base64 -d")).toBe("rm -rf /");
    expect(output("echo 726d202d7266202f | basenc --base16 --decode")).toBe("rm -rf /");
    expect(output("echo OJWSALLSMYQC6=== | basenc -d --base32")).toBe("rm -rf /");
    expect(output("echo cm0gLXJmIC8= | python3 -m base64 -d")).toBe("rm -rf /");
    expect(output("echo cm0gLXJmIC8= | basenc --base64")).toBeUndefined();
  });

  it("knows pwd, which and mktemp", () => {
    expect(output("pwd")).toBe("/work/app");
    expect(output("which rm")).toBe("/usr/bin/rm");
    expect(output("command -v rm")).toBe("/usr/bin/rm");
    expect(output("mktemp -d")).toMatch(/^\/tmp\/tmp\./);
  });

  it("keeps the first or last lines of known text (head, tail)", () => {
    expect(output("printf 'a\\nb\\nc\\n' | tail -1")).toBe("c");
    expect(output("printf 'a\\nb\\nc\\n' | tail -n 2")).toBe("b\nc");
    expect(output("printf 'a\\nb\\nc\\n' | head -n1")).toBe("a");
    expect(output("printf 'a\\nb\\n' | tail -c 2")).toBeUndefined();
  });

  it("leaves other programs' output unknown", () => {
    expect(output("cat file.txt")).toBeUndefined();
    expect(output("date")).toBeUndefined();
  });
});
