import { describe, expect, it } from "vitest";
import { maskStrings } from "./literals.js";
import { resolveVariable, stringVariables } from "./string-variables.js";

const variables = (language: string, code: string) => Object.fromEntries(stringVariables(language, code, maskStrings(code, language)));

describe("stringVariables", () => {
  it("reads variables assigned one string literal in each language", () => {
    expect(variables("python", "import os;c='rm -rf ~';os.system(c)")).toEqual({ c: "rm -rf ~" });
    expect(variables("node", "const c = 'a' + 'b'; let d = \"x\"; e = f()")).toEqual({ c: "ab", d: "x" });
    expect(variables("perl", '$c="ls"; my $d = "pwd"; system($c)')).toEqual({ $c: "ls", $d: "pwd" });
    expect(variables("ruby", 'c="ls"; system(c)')).toEqual({ c: "ls" });
    expect(variables("awk", 'BEGIN{cmd="ls"; system(cmd)}')).toEqual({ cmd: "ls" });
  });

  it("leaves names assigned twice, to other values, or compared unknown", () => {
    expect(variables("python", "c='ls';c='pwd';os.system(c)")).toEqual({});
    expect(variables("python", "c=input();os.system(c)")).toEqual({});
    expect(variables("node", "if (a == 'x') b()")).toEqual({});
    expect(variables("php", "x")).toEqual({});
    expect(variables("julia", "c=\"ls\"")).toEqual({});
  });

  it("leaves names changed in place unknown, also inside callbacks", () => {
    expect(variables("python", "c='';c+=urlopen(u).read();exec(c)")).toEqual({});
    expect(variables("node", "let d='';r.on('data',x=>d+=x);eval(d)")).toEqual({});
    expect(variables("perl", '$c="";$c.=get($u);system($c)')).toEqual({});
    expect(variables("perl", '$c="ls";$c =~ s/ls/rm/;system($c)')).toEqual({});
    expect(variables("ruby", 'c=""; c << read(u); system(c)')).toEqual({});
    expect(variables("ruby", 'c="ls"; c.concat(x); system(c)')).toEqual({});
    expect(variables("python", "c='ls';d='x';d+='y';os.system(c)")).toEqual({ c: "ls" });
  });

  it("resolves an argument that is a known variable, alone or joined to strings", () => {
    const known = new Map([["c", "ls"]]);
    expect(resolveVariable({ kind: "dynamic", text: " c " }, known, "python")).toEqual({ kind: "string", value: "ls" });
    expect(resolveVariable({ kind: "dynamic", text: "c + d" }, known, "python")).toEqual({ kind: "dynamic", text: "c + d" });
    expect(resolveVariable({ kind: "dynamic", text: "c + ' -la'" }, known, "python")).toEqual({ kind: "string", value: "ls -la" });
    expect(resolveVariable({ kind: "dynamic", text: "c \" -la\"" }, known, "awk")).toEqual({ kind: "string", value: "ls -la" });
    expect(resolveVariable({ kind: "dynamic", text: "c.upper() + 'x'" }, known, "python")).toEqual({ kind: "string", value: "LSx" });
    expect(resolveVariable({ kind: "string", value: "x" }, known, "python")).toEqual({ kind: "string", value: "x" });
  });
});
