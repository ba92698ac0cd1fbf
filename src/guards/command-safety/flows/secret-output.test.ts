import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { secretsArchive } from "./secret-output.js";

const HOME = "/home/ada";
const archive = (source: string) => secretsArchive(invocations(source).at(-1) as never, HOME);

describe("secretsArchive", () => {
  it("finds archives of directories that hold secrets, on standard output or in the file they name", () => {
    expect(archive("tar czf - /home/ada/.config")).toMatchObject({ secrets: expect.stringContaining("tar of ~/.config") });
    expect(archive("tar czf - /home/ada/.config")?.file).toBeUndefined();
    expect(archive("tar -c -f /tmp/etc.tar /etc")).toMatchObject({ file: "/tmp/etc.tar" });
    expect(archive("tar --create --file=/tmp/h.tar /home/ada")).toMatchObject({ file: "/tmp/h.tar" });
    expect(archive("zip -qr /tmp/home.zip /home/ada")).toMatchObject({ file: "/tmp/home.zip" });
    expect(archive("zip -qr - /home/ada/.config")?.file).toBeUndefined();
    expect(archive("zip -P hunter2 -r /tmp/home.zip /home/ada")).toMatchObject({ file: "/tmp/home.zip" });
    expect(archive("7z a /tmp/lib.7z /home/ada/Library")).toMatchObject({ file: "/tmp/lib.7z" });
    expect(archive("7z a -so x.7z /home/ada")?.file).toBeUndefined();
  });

  it("leaves alone project folders, extraction and listing", () => {
    for (const source of ["tar czf /tmp/dist.tgz dist", "zip -qr build.zip build", "tar xzf /tmp/h.tgz -C /home/ada", "tar tzf backup.tgz", "7z x /home/ada/a.7z", "7z l /tmp/x.7z"]) {
      expect(archive(source), source).toBeUndefined();
    }
  });
});
