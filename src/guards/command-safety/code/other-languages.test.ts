import { describe, expect, it } from "vitest";
import { HOME_VALUE } from "./literals.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { otherLanguageCode, readOtherLanguage } from "./other-languages.js";

describe("readOtherLanguage", () => {
  it("takes every path literal of code that deletes as deleted", () => {
    expect(readOtherLanguage('File.rm_rf!("/home/ada/code")').commands).toEqual([["rm", "-rf", "/home/ada/code"]]);
    expect(readOtherLanguage('(delete-directory "~/code" t)').commands).toEqual([["rm", "-rf", `${HOME_VALUE}/code`]]);
    expect(readOtherLanguage("file delete -force /srv/www").commands).toEqual([["rm", "-rf", "/srv/www"]]);
  });

  it("returns shell commands the code runs, and nothing for code that neither deletes nor runs", () => {
    expect(readOtherLanguage('System.cmd("sh", ["-c", "rm -rf /srv/www"])').shell).toEqual(["rm -rf /srv/www"]);
    expect(readOtherLanguage('IO.puts("/etc/hosts")')).toEqual({ commands: [], shell: [] });
  });
});

describe("otherLanguageCode", () => {
  it("reads Elixir's interactive shell's `-e` as Elixir, like `elixir -e`", () => {
    expect(otherLanguageCode(invocations("iex -e 'IO.puts 1'")[0]!)).toBe("IO.puts 1");
    expect(otherLanguageCode(invocations("iex --eval 'File.rm_rf!(\"/srv\")'")[0]!)).toBe('File.rm_rf!("/srv")');
  });
});
