import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("the host's boot configuration and firmware trust", () => {
  it("asks before boot entries are deleted, created or reordered", () => {
    expect(verdict("efibootmgr -Bb 0001")).toBe("ask host.boot-firmware");
    expect(verdict("efibootmgr --bootorder 0002,0001")).toBe("ask host.boot-firmware");
    expect(verdict("efibootmgr --bootnext 0004")).toBe("ask host.boot-firmware");
    expect(verdict("bcdedit -delete {ntldr} /f")).toBe("ask host.boot-firmware");
    expect(verdict("bootctl unlink old.conf")).toBe("ask host.boot-firmware");
    expect(verdict("bless --folder /Volumes/X/System/Library/CoreServices --setBoot")).toBe("ask host.boot-firmware");
  });

  it("asks before firmware variables, Secure Boot keys or firmware versions change", () => {
    expect(verdict("efivar --write -n 8be4df61-93ca-11d2-aa0d-00e098032b8c-Boot0000 -f b.bin")).toBe("ask host.boot-firmware");
    expect(verdict("nvram -f vars.txt")).toBe("ask host.boot-firmware");
    expect(verdict("mokutil --delete old.der")).toBe("ask host.boot-firmware");
    expect(verdict("sbctl reset")).toBe("ask host.boot-firmware");
    expect(verdict("fwupdmgr switch-branch")).toBe("ask host.boot-firmware");
    expect(verdict("ectool flashprotect disable")).toBe("ask host.boot-firmware");
  });

  it("asks before a file is written among the firmware's variables, by a redirect or a copy", () => {
    expect(verdict("cat boot.bin > /sys/firmware/efi/efivars/Boot0001-8be4df61-93ca-11d2-aa0d-00e098032b8c")).toBe("ask host.boot-firmware");
    expect(verdict("tee /sys/firmware/efi/efivars/KEK-8be4df61-93ca-11d2-aa0d-00e098032b8c < kek.var")).toBe("ask host.boot-firmware");
    expect(verdict("od -An -t u1 /sys/firmware/efi/efivars/SecureBoot-8be4df61-93ca-11d2-aa0d-00e098032b8c")).toBe("allow");
  });

  it("allows reads, regular updates, image builds and PCI reads", () => {
    expect(verdict("efibootmgr")).toBe("allow");
    expect(verdict("mokutil --list-enrolled")).toBe("allow");
    expect(verdict("fwupdmgr refresh && fwupdmgr update")).toBe("allow");
    expect(verdict("bootctl list")).toBe("allow");
    expect(verdict("nvram -p")).toBe("allow");
    expect(verdict("setpci -s 00:1f.0 dc.b")).toBe("allow");
    expect(verdict("setpci -D -s 00:1f.0 dc.b=0x01")).toBe("allow");
    expect(verdict("grub-install --target=i386-pc --boot-directory=out/boot --no-nvram disk.img")).toBe("allow");
  });
});
