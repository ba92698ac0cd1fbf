import { describe, expect, it } from "vitest";
import { decodeEncodedArguments, decodeEncodedCommand, decodeScriptBytes, isReadableScript, strictBase64Bytes } from "./powershell-encoded.js";

const utf16 = (text: string) => Buffer.from(text, "utf16le").toString("base64");
const utf8 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("decodeEncodedCommand", () => {
  it("reads base64 of UTF-16LE text, a byte-order mark and white space tolerated", () => {
    expect(decodeEncodedCommand(utf16("Get-Date"))).toBe("Get-Date");
    expect(decodeEncodedCommand(utf16("\uFEFFGet-Date"))).toBe("Get-Date");
    expect(decodeEncodedCommand(`${utf16("Get-Date").slice(0, 8)}\n${utf16("Get-Date").slice(8)}`)).toBe("Get-Date");
  });

  it("leaves unknown what PowerShell would not read as the text written", () => {
    expect(decodeEncodedCommand(utf8("Remove-Item -Recurse ~/code"))).toBeUndefined();
    expect(decodeEncodedCommand(utf8("whoami"))).toBeUndefined();
    expect(decodeEncodedCommand("notbase64!!!")).toBeUndefined();
    expect(decodeEncodedCommand(utf16("Get-ChildItem").slice(0, -3))).toBeUndefined();
    expect(decodeEncodedCommand(Buffer.from([0x47, 0, 0x65]).toString("base64"))).toBeUndefined();
    expect(decodeEncodedCommand("")).toBeUndefined();
  });
});

describe("strictBase64Bytes", () => {
  it("rejects what Convert.FromBase64String rejects", () => {
    expect(strictBase64Bytes("aGk=")).toEqual([104, 105]);
    expect(strictBase64Bytes("aGk")).toBeUndefined();
    expect(strictBase64Bytes("aG=k")).toBeUndefined();
    expect(strictBase64Bytes("a-_k")).toBeUndefined();
  });
});

describe("decodeScriptBytes", () => {
  it("decodes whole, readable text in each encoding and nothing else", () => {
    expect(decodeScriptBytes([0x47, 0, 0x6f, 0], "unicode")).toBe("Go");
    expect(decodeScriptBytes([0, 0x47, 0, 0x6f], "bigendianunicode")).toBe("Go");
    expect(decodeScriptBytes([0x47, 0x6f], "unicode")).toBeUndefined();
    expect(decodeScriptBytes([0x47, 0x6f], "utf8")).toBe("Go");
    expect(decodeScriptBytes([0xc3, 0x28], "utf8")).toBeUndefined();
    expect(decodeScriptBytes([0x80], "ascii")).toBeUndefined();
    expect(decodeScriptBytes([0x47], "utf32")).toBeUndefined();
  });

  it("accepts accents and typographic dashes, not control characters or other scripts", () => {
    expect(isReadableScript("Write-Host 'café' \u2013Force")).toBe(true);
    expect(isReadableScript("a\u0000b")).toBe(false);
    expect(isReadableScript("\u6552\u6f6d")).toBe(false);
  });
});

describe("decodeEncodedArguments", () => {
  it("reads the CLIXML strings, unescaped", () => {
    expect(decodeEncodedArguments(utf16("<Objs><Obj><LST><S>a &amp; b</S><S>c_x0020_d</S></LST></Obj></Objs>"))).toEqual(["a & b", "c d"]);
    expect(decodeEncodedArguments(utf8("<S>x</S>"))).toBeUndefined();
  });
});
