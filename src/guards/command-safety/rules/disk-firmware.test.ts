import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("firmware and drives written below their file systems", () => {
  it("denies flashing or erasing the host's own flash with flashrom, in any spelling", () => {
    expect(verdict("flashrom -p internal -w bios.rom")).toBe("deny disk.raw-write");
    expect(verdict("flashrom -pinternal --write=bios.rom")).toBe("deny disk.raw-write");
    expect(verdict("flashrom -w x.rom --programmer internal")).toBe("deny disk.raw-write");
    expect(verdict("flashrom -p linux_mtd:dev=0 -E")).toBe("deny disk.wipe");
    expect(verdict("flashrom -p $PROGRAMMER -w x.rom")).toBe("deny disk.raw-write");
  });

  it("leaves a chip on an external programmer, and reads, to embedded development", () => {
    expect(verdict("flashrom -p ch341a_spi -w build/fw.bin")).toBe("allow");
    expect(verdict("flashrom -p dummy:emulate=W25Q128FV -w build/fw.bin")).toBe("allow");
    expect(verdict("flashrom -p internal -r backup.rom")).toBe("allow");
    expect(verdict("flashrom -p internal -c MX25L6406E")).toBe("allow");
  });

  it("denies drive firmware downloads, namespace deletes, deallocation and MTD writes", () => {
    expect(verdict("nvme fw-activate /dev/nvme0 -s 2 -a 3")).toBe("deny disk.raw-write");
    expect(verdict("nvme delete-ns /dev/nvme0 -n 1")).toBe("deny disk.wipe");
    expect(verdict("nvme write-zeroes /dev/nvme0n1 -s 0 -c 64")).toBe("deny disk.wipe");
    expect(verdict("hdparm --fwdownload-mode7 fw.bin --yes-i-know-what-i-am-doing --please-destroy-my-drive /dev/sda")).toBe("deny disk.raw-write");
    expect(verdict("sg_unmap --lba=0 --num=100 /dev/sdb")).toBe("deny disk.wipe");
    expect(verdict("nandwrite -p /dev/mtd1 uboot.img")).toBe("deny disk.raw-write");
    expect(verdict("mtd_debug erase /dev/mtd0 0 65536")).toBe("deny disk.wipe");
    expect(verdict("nvme id-ctrl /dev/nvme0")).toBe("allow");
    expect(verdict("sg_format /dev/sdb")).toBe("allow");
  });
});
