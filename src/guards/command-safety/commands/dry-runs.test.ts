import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { isDryRun } from "./dry-runs.js";

const dry = (command: string) => invocations(command).some((invocation) => isDryRun(invocation));

describe("isDryRun", () => {
  it("reads each tool's documented no-op switch, alone or in a cluster", () => {
    for (const command of [
      "zfs destroy -n tank/data",
      "zfs destroy -rnvp tank/data",
      "zfs destroy -r -n tank/data",
      "lvremove --test vg0/data",
      "lvremove -ty vg0/data",
      "wipefs --no-act -a /dev/sdb",
      "wipefs -an /dev/sdb",
      "sgdisk --pretend -Z /dev/sda",
      "sgdisk -P -o /dev/sda",
      "sfdisk -n /dev/sdb",
      "mke2fs -n /dev/sdb1",
      "mkfs.xfs -N /dev/sdb1",
      "borg prune -n --keep-daily 7 /srv/borg",
      "restic forget -n --keep-last 1",
      "rclone purge -n remote:x",
      "sudo zfs destroy -nv tank/data",
    ]) {
      expect(dry(command), command).toBe(true);
    }
  });

  it("does not read another tool's letter, a value, or what follows `--`", () => {
    for (const command of [
      "zfs destroy -r tank/data",
      "lvremove -y vg0/data",
      "wipefs -a /dev/sdb",
      "sgdisk -p /dev/sda",
      // mkfs.fat's -n names the volume; it is no dry run.
      "mkfs.fat -n BOOT /dev/sdb1",
      // -o takes a value: the `n` is part of it.
      "wipefs -on /dev/sdb",
      "borg delete /srv/borg::archive -- -n",
      "rm -n x",
    ]) {
      expect(dry(command), command).toBe(false);
    }
  });
});
