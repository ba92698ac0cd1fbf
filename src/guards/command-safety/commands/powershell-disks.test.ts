import { describe, expect, it } from "vitest";
import { diskCmdlet } from "./powershell-disks.js";

describe("diskCmdlet", () => {
  it("reads volumes formatted and disks wiped as the disk commands they amount to", () => {
    expect(diskCmdlet("format-volume", ["-DriveLetter", "d"])).toBe("mkfs /dev/disk/by-letter/D");
    expect(diskCmdlet("format-volume", [])).toBe("mkfs /dev/disk/from-pipeline");
    expect(diskCmdlet("clear-disk", ["-Number", "1", "-RemoveData"])).toBe("wipefs -a /dev/disk/by-number/1");
    expect(diskCmdlet("get-disk", [])).toBeUndefined();
  });
});
