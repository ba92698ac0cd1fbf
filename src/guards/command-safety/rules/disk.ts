import { parseOptions } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";
import { deviceTarget, isBlockDevice } from "../targets/devices.js";
import { deletedMachine, VM_MANAGERS } from "../commands/virtual-machines.js";
import { isDryRun } from "../commands/dry-runs.js";
import { readsPartitionTable } from "./disk-partitioners.js";
import { driveFirmwareWrites, FIRMWARE_WRITERS, firmwareWrites } from "./disk-firmware.js";
import { shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

const FORMATTERS = /^(?:mkfs(?:\..+)?|mke2fs|mkswap|mkdosfs|mkntfs|mkexfatfs|mkfs_\w+|newfs(?:_\w+)?|mformat|mkudffs|mkreiserfs|mkbtrfs|mkxfs)$/;
const PARTITIONERS = new Set(["fdisk", "sfdisk", "cfdisk", "gdisk", "sgdisk", "cgdisk", "parted", "gparted"]);
const WIPERS = new Set(["wsl", "wsl.exe", "wipefs", "blkdiscard", "shred", "badblocks", "hdparm", "nvme", "diskutil", "zpool", "cryptsetup", "lvremove", "vgremove", "pvremove", "virsh", "mdadm"]);

/** Writing to disks and partitions: dd, mkfs, partitioning and wiping tools, redirects and copies onto devices. */
export const diskRules: RuleSet = {
  category: "disk",
  rules: [
    { id: "disk.raw-write", decision: "deny", description: "Writes onto a disk, partition or memory device (dd of=/dev/sda, > /dev/sda, cp x /dev/sda), or writes firmware below every file system: the host's own flash (flashrom -p internal -w), a drive's (nvme fw-download, hdparm --fwdownload, sg_write_buffer), a raw blob (fwupdtool install-blob), MTD flash (flashcp, nandwrite), a boot loader into a disk's boot sectors (grub-install /dev/sda)." },
    { id: "disk.format", decision: "deny", description: "Makes a file system on a device (mkfs)." },
    { id: "disk.partition", decision: "deny", description: "Edits a device's partition table (fdisk, parted, sfdisk, …)." },
    { id: "disk.wipe", decision: "deny", description: "Wipes a device or volume (wipefs -a, blkdiscard, shred, diskutil eraseDisk, zpool destroy, lvremove, virsh undefine --remove-all-storage, wsl --unregister, nvme format|sanitize|ns-delete, sg_format --format, sg_sanitize, …), or erases the host's firmware flash (flashrom -p internal -E, ectool flasherase, flash_erase)." },
    { id: "disk.dynamic-device", decision: "ask", description: "A disk tool's target is only known at run time." },
    { id: "disk.raw-read", decision: "ask", description: "Reads a whole disk or memory device (dd if=/dev/sda)." },
    { id: "disk.delete-vm", decision: "ask", description: "Deletes a virtual machine with the disk that holds everything in it, the container engine's images and volumes included (colima delete, limactl delete, multipass delete --purge or of a snapshot (VM.SNAPSHOT), podman machine rm, docker-machine rm, VBoxManage unregistervm --delete, prlctl delete, utmctl delete, orb delete, lxc delete, pct destroy); throwaway kind, minikube and k3d clusters and a project's own vagrant destroy stay allowed. Also an ESXi VM destroyed or a virtual disk deleted (vim-cmd vmsvc/destroy, vmkfstools -U)." },
  ],
  invocation(invocation) {
    const name = invocation.name;
    // The tool's own no-op switch (`wipefs --no-act`, `lvremove --test`, `sgdisk --pretend`): it reports and writes nothing.
    if (isDryRun(invocation)) return [];
    if (name === "dd") return dd(invocation);
    if (FORMATTERS.test(name)) return devices(invocation, "disk.format", "makes a file system on", operandsAfterOptions(invocation));
    if (PARTITIONERS.has(name)) {
      const args = invocation.argv.slice(1);
      if (args.length === 0 || readsPartitionTable(invocation)) return [];
      return devices(invocation, "disk.partition", "repartitions", args.filter((field) => field.value === undefined || !field.value.startsWith("-")));
    }
    if (WIPERS.has(name)) return [...wipe(invocation), ...driveFirmwareWrites(invocation)];
    if (FIRMWARE_WRITERS.has(name)) return firmwareWrites(invocation);
    if (VM_MANAGERS.has(name)) {
      const machine = deletedMachine(invocation);
      return machine ? [{ rule: "disk.delete-vm", decision: "ask", reason: `${shown(invocation)} ${machine}${via(invocation)}` }] : [];
    }
    // Windows' `format D: /q`, `diskpart`'s `format` aside: a drive letter formatted loses everything on it.
    if (/^format(?:\.com)?$/i.test(name)) {
      const drive = invocation.argv.slice(1).find((field) => /^[A-Za-z]:\\?$/.test(field.value ?? ""));
      if (drive) return [{ rule: "disk.format", decision: "deny", reason: `${shown(invocation)} formats the drive ${drive.value}, erasing everything on it${via(invocation)}`, catastrophic: true }];
    }
    if (name === "cp" || name === "tee" || name === "pv" || name === "cat" || name === "install") {
      const targets = name === "cp" || name === "install" ? invocation.argv.slice(-1) : name === "tee" ? invocation.argv.slice(1) : [];
      return targets.filter((field) => field.value !== undefined && isBlockDevice(field.value)).map((field) => deviceHit(invocation, "disk.raw-write", "writes onto", field));
    }
    return [];
  },
  redirect(redirect, invocation) {
    if (!writeTarget(redirect.op, redirect.target) || redirect.target.value === undefined || !isBlockDevice(redirect.target.value)) return [];
    return [{ rule: "disk.raw-write", decision: "deny", reason: `a redirect writes onto the device ${redirect.target.value}${invocation ? ` (${shown(invocation)})` : ""}`, catastrophic: true }];
  },
};

function dd(invocation: Invocation): Hit[] {
  const hits: Hit[] = [];
  for (const field of invocation.argv.slice(1)) {
    const value = field.value;
    if (value?.startsWith("if=") && isBlockDevice(value.slice(3))) hits.push({ rule: "disk.raw-read", decision: "ask", reason: `${shown(invocation)} reads the whole device ${value.slice(3)}${via(invocation)}` });
    if (value?.startsWith("of=")) {
      const output = value.slice(3);
      if (isBlockDevice(output)) hits.push({ rule: "disk.raw-write", decision: "deny", reason: `${shown(invocation)} writes onto the device ${output}${via(invocation)}`, catastrophic: true });
    } else if (value === undefined && field.dynamic?.prefix.startsWith("of=") && (field.dynamic.prefix === "of=" || field.dynamic.prefix.startsWith("of=/dev/"))) {
      hits.push({ rule: "disk.dynamic-device", decision: "ask", reason: `${shown(invocation)} writes to ${field.text}, which is only known when it runs${via(invocation)}` });
    }
  }
  return hits;
}

function wipe(invocation: Invocation): Hit[] {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  switch (invocation.name) {
    case "wipefs":
      return values.some((value) => /^-[a-zA-Z]*a|^--all$|^-o|^--offset/.test(value)) ? devices(invocation, "disk.wipe", "wipes", operandsAfterOptions(invocation)) : [];
    case "shred":
      return devices(invocation, "disk.wipe", "wipes", parseOptions(args, { flags: "fvxz", values: "ns", long: ["force", "exact", "zero", "verbose"], longValues: ["iterations", "size", "random-source"], longOptionals: ["remove"] }).operands);
    case "blkdiscard":
      return devices(invocation, "disk.wipe", "wipes", parseOptions(args, { flags: "fsvqz", values: "olp", long: ["force", "secure", "verbose", "quiet", "zeroout"], longValues: ["offset", "length", "step"] }).operands);
    case "badblocks":
      return values.some((value) => /^-[a-zA-Z]*w/.test(value)) ? devices(invocation, "disk.wipe", "overwrites", operandsAfterOptions(invocation)) : [];
    case "hdparm":
      return values.some((value) => /^--(?:security-erase|security-erase-enhanced|trim-sector-ranges|write-sector|make-bad-sector)/.test(value)) ? devices(invocation, "disk.wipe", "erases", operandsAfterOptions(invocation)) : [];
    case "nvme":
      return values[0] === "format" || values[0] === "sanitize" ? [{ rule: "disk.wipe", decision: "deny", reason: `${shown(invocation)} erases an NVMe drive${via(invocation)}`, catastrophic: true }] : [];
    case "diskutil":
      return /^(?:eraseDisk|eraseVolume|zeroDisk|randomDisk|secureErase|partitionDisk|reformat|eraseCD|apfs)$/.test(values[0] ?? "") && (values[0] !== "apfs" || /^delete/.test(values[1] ?? ""))
        ? [{ rule: "disk.wipe", decision: "deny", reason: `${shown(invocation)} erases a disk${via(invocation)}`, catastrophic: true }]
        : [];
    case "wsl":
    case "wsl.exe":
      // `wsl --unregister NAME`: the distribution and its virtual disk, every file in it, are deleted.
      return values.includes("--unregister") ? [{ rule: "disk.wipe", decision: "deny", reason: `${shown(invocation)} deletes a WSL distribution and every file on its disk${via(invocation)}`, catastrophic: true }] : [];
    case "mdadm":
      // mdadm(8) --zero-superblock: the device no longer belongs to its array, whose data is then lost.
      return values.some((value) => value === "--zero-superblock") ? devices(invocation, "disk.wipe", "erases the RAID superblock of", operandsAfterOptions(invocation)) : [];
    case "zpool":
      return values[0] === "destroy" || values[0] === "labelclear" ? [{ rule: "disk.wipe", decision: "deny", reason: `${shown(invocation)} destroys a ZFS pool${via(invocation)}`, catastrophic: true }] : [];
    case "lvremove":
    case "vgremove":
    case "pvremove":
      return values.some((value) => !value.startsWith("-")) && !values.includes("--help") ? [{ rule: "disk.wipe", decision: "deny", reason: `${shown(invocation)} deletes LVM volumes and the data on them${via(invocation)}`, catastrophic: true }] : [];
    case "virsh":
      // A VM's disk images go with `undefine --remove-all-storage`, `vol-delete` and `vol-wipe`.
      return (values.includes("undefine") && values.some((value) => value === "--remove-all-storage" || value.startsWith("--storage"))) || values[0] === "vol-delete" || values[0] === "vol-wipe" || values[0] === "pool-delete"
        ? [{ rule: "disk.wipe", decision: "deny", reason: `${shown(invocation)} deletes a virtual machine's disk images${via(invocation)}`, catastrophic: true }]
        : [];
    case "cryptsetup":
      return /^(?:luksFormat|erase|luksErase|reencrypt)$/.test(values[0] ?? "") ? [{ rule: "disk.wipe", decision: "deny", reason: `${shown(invocation)} destroys an encrypted volume's keys${via(invocation)}`, catastrophic: true }] : [];
    default:
      return [];
  }
}

function devices(invocation: Invocation, rule: string, verb: string, targets: readonly Field[]): Hit[] {
  const hits: Hit[] = [];
  for (const target of targets) {
    const kind = deviceTarget(target);
    if (kind === "device") hits.push(deviceHit(invocation, rule, verb, target));
    else if (kind === "maybe") hits.push({ rule: "disk.dynamic-device", decision: "ask", reason: `${shown(invocation)} ${verb} ${target.text}, which is only known when it runs${via(invocation)}` });
  }
  return hits;
}

function deviceHit(invocation: Invocation, rule: string, verb: string, target: Field): Hit {
  return { rule, decision: "deny", reason: `${shown(invocation)} ${verb} the device ${target.value ?? target.text}${via(invocation)}`, catastrophic: true };
}

function operandsAfterOptions(invocation: Invocation): Field[] {
  return parseOptions(invocation.argv.slice(1), { values: "tLbcCEFIjJlmMNOopsSTUvxnz", flags: "fqKVhu" }).operands;
}
