import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("disk rules", () => {
  it("deny writing to devices", () => {
    expect(verdict("dd if=/dev/zero of=/dev/sda")).toBe("deny disk.raw-write");
    expect(verdict("cat image > /dev/nvme0n1")).toBe("deny disk.raw-write");
    expect(verdict("cp disk.img /dev/sdb")).toBe("deny disk.raw-write");
    expect(verdict("mkfs.ext4 /dev/sdb1")).toBe("deny disk.format");
    expect(verdict("fdisk /dev/sda")).toBe("deny disk.partition");
    expect(verdict("wipefs -a /dev/sda")).toBe("deny disk.wipe");
    expect(verdict("shred -n 3 -z /dev/sda")).toBe("deny disk.wipe");
  });

  it("ask for reads of whole disks and unknown targets", () => {
    expect(verdict("dd if=/dev/sda of=disk.img")).toBe("ask disk.raw-read");
    expect(verdict("dd if=/dev/zero of=$DISK")).toBe("ask disk.dynamic-device");
  });

  it("allow files, listings and harmless devices", () => {
    for (const command of ["dd if=/dev/zero of=./file bs=1M count=1", "mkfs.ext4 disk.img", "fdisk -l", "parted -l", "echo x > /dev/null", "wipefs /dev/sda"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
