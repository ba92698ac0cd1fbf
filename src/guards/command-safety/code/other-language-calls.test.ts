import { describe, expect, it } from "vitest";
import { HOME_VALUE } from "./literals.js";
import { readOtherLanguageCalls } from "./other-language-calls.js";

describe("readOtherLanguageCalls", () => {
  it("reads a program and its argument list as an argv, in every language's spelling", () => {
    expect(readOtherLanguageCalls('System.cmd("rm", ["-rf", "/srv"])').commands).toEqual([["rm", "-rf", "/srv"]]);
    expect(readOtherLanguageCalls('ProcessBuilder("rm", "-rf", "/srv").start()').commands).toEqual([["rm", "-rf", "/srv"]]);
    expect(readOtherLanguageCalls('Runtime.getRuntime().exec(arrayOf("rm", "-rf", "/srv"))').commands).toEqual([["rm", "-rf", "/srv"]]);
    expect(readOtherLanguageCalls('Process.run("rm", ["-rf", "/srv"])').commands).toEqual([["rm", "-rf", "/srv"]]);
    expect(readOtherLanguageCalls('["sh", "-c", "rm -rf /srv"].execute()').commands).toEqual([["sh", "-c", "rm -rf /srv"]]);
  });

  it("reads shell strings as shell code", () => {
    expect(readOtherLanguageCalls('System.shell("rm -rf /srv")').shell).toEqual(["rm -rf /srv"]);
    expect(readOtherLanguageCalls(':os.cmd(~c"rm -rf /srv")').shell).toEqual(["rm -rf /srv"]);
    expect(readOtherLanguageCalls("os:cmd(\"ls\"), halt().").shell).toEqual(["ls"]);
    expect(readOtherLanguageCalls('Port.open({:spawn, "rm -rf /srv"}, [])').shell).toEqual(["rm -rf /srv"]);
    expect(readOtherLanguageCalls('"rm -rf /srv".execute()').shell).toEqual(["rm -rf /srv"]);
  });

  it("reads file calls as the commands with the same effect", () => {
    expect(readOtherLanguageCalls('File.write!("/etc/hosts", "x")').commands).toEqual([["tee", "/etc/hosts"]]);
    expect(readOtherLanguageCalls('File.read!(Path.expand("~/.ssh/id_rsa"))').commands).toEqual([["cat", `${HOME_VALUE}/.ssh/id_rsa`]]);
    expect(readOtherLanguageCalls('File("/etc/hosts").appendText("x")').commands).toEqual([["tee", "/etc/hosts"]]);
    expect(readOtherLanguageCalls('file:del_dir_r("/srv")').commands).toEqual([["rm", "-rf", "/srv"]]);
  });

  it("finds nothing in code that neither runs nor touches files", () => {
    expect(readOtherLanguageCalls('IO.puts("a" <> "b")')).toEqual({ commands: [], shell: [] });
    expect(readOtherLanguageCalls("puts 1 != 2")).toEqual({ commands: [], shell: [] });
  });
});
