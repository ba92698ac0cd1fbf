import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { fileServerEffects } from "./file-servers.js";

const rules = (source: string, name: string) => fileServerEffects(invocations(source).find((entry) => entry.name === name)!).map((effect) => effect.rule);

describe("fileServerEffects", () => {
  it("finds bulk deletions in the clients' command scripts", () => {
    expect(rules("smbclient //nas/share -c 'deltree photos'", "smbclient")).toEqual(["planes.file-server-delete"]);
    expect(rules("smbclient //nas/share --command='cd old; del *.bak'", "smbclient")).toEqual(["planes.file-server-delete"]);
    expect(rules("lftp -c 'open ftp://host; mrm /logs/*.gz'", "lftp")).toEqual(["planes.file-server-delete"]);
    expect(rules("lftp -e 'rm -r /www/old; quit' host", "lftp")).toEqual(["planes.file-server-delete"]);
    expect(rules("sftp nas <<< 'rm /backups/*'", "sftp")).toEqual(["planes.file-server-delete"]);
  });

  it("leaves listings, uploads, mirrors and one named file alone", () => {
    expect(rules("smbclient //nas/share -c 'ls; get report.pdf'", "smbclient")).toEqual([]);
    expect(rules("smbclient //nas/share -c 'rm old.txt'", "smbclient")).toEqual([]);
    expect(rules("lftp -e 'mirror -R --delete dist/ /www; quit' host", "lftp")).toEqual([]);
    expect(rules("sftp nas <<< 'rm /tmp/upload.txt'", "sftp")).toEqual([]);
    expect(rules("sftp -b batch.txt nas", "sftp")).toEqual([]);
  });
});
