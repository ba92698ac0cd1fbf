import { parseOptions } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";
import { deviceTarget } from "../targets/devices.js";
import { shown, via } from "./helpers.js";
import type { Hit } from "./types.js";

/** Programs that write or erase a firmware chip, a drive's firmware or a drive's blocks below the file system. */
export const FIRMWARE_WRITERS: ReadonlySet<string> = new Set([
  "flashrom", "fwupdtool", "ectool", "sg_format", "sg_sanitize", "sg_unmap", "sg_write_buffer", "sg_write_same", "flash_erase", "flash_eraseall", "flashcp", "nandwrite", "mtd_debug", "grub-install", "grub2-install",
]);

/**
 * flashrom programmers that reach this machine's own flash: the chipset's (`internal`, ChromeOS's
 * `host`), the embedded controller's (`ec`) and the kernel's MTD devices (`linux_mtd`). Any other
 * programmer (`ch341a_spi`, `serprog`, `ft2232_spi`, `linux_spi`, `dediprog`, `dummy`, …) drives
 * a chip on a board attached to it: embedded development, not the host's firmware.
 */
const HOST_PROGRAMMERS = /^(?:internal|host|ec|linux_mtd)(?::|$)/;
/** flashrom(8) options that take a value (`-p internal`, `-l layout.txt`). */
const FLASHROM_VALUED = /^(?:-[pcloi]|--(?:programmer|chip|layout|output|image|include|fmap-file|wp-range|wp-region|wp-mode))$/;

/**
 * Writes and erases of firmware and of drives below their file systems, from each tool's manual:
 * flashrom writing or erasing the host's own flash (`-p internal -w|-E`), `fwupdtool install-blob`
 * (a raw blob flashed with no cabinet checks), ChromeOS `ectool flashwrite|flasherase`, SCSI
 * `sg_format --format`, `sg_sanitize`, `sg_unmap`, `sg_write_buffer` (a firmware download),
 * `sg_write_same`, NVMe firmware downloads and commits, namespace deletes, deallocation and
 * zeroing, ATA firmware downloads (`hdparm --fwdownload`), MTD flash (`flash_erase`, `flashcp`,
 * `nandwrite`, `mtd_debug write|erase`) and `grub-install` onto a disk's boot sector. Each reuses
 * the disk rule of the same effect: `disk.raw-write` or `disk.wipe`. Reading (`flashrom -r`,
 * `nvme fw-log`) and programming a chip through an external programmer are left alone.
 *
 * @example
 * firmwareWrites(invocation("flashrom", "-p", "internal", "-w", "bios.rom"))[0]?.rule // "disk.raw-write"
 */
export function firmwareWrites(invocation: Invocation): Hit[] {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  switch (invocation.name) {
    case "flashrom":
      return flashrom(invocation, args);
    case "fwupdtool":
      return values.includes("install-blob") ? [hit(invocation, "disk.raw-write", "flashes a raw firmware blob onto a device, with none of the checks a signed cabinet file gets")] : [];
    case "ectool":
      if (values.some((value) => /^flasherase(?:async)?$/.test(value))) return [hit(invocation, "disk.wipe", "erases the embedded controller's flash, which the machine needs to power on")];
      return values.includes("flashwrite") ? [hit(invocation, "disk.raw-write", "writes the embedded controller's flash, which the machine needs to power on")] : [];
    case "sg_format":
      return values.some((value) => value === "--format" || /^-[a-zA-Z]*F/.test(value)) ? devices(invocation, "disk.wipe", "formats", args) : [];
    case "sg_sanitize":
      return values.some((value) => /^--(?:block|crypto|overwrite)$|^-[a-zA-Z]*[BCO]/.test(value)) ? devices(invocation, "disk.wipe", "sanitizes", args) : [];
    case "sg_unmap":
      return devices(invocation, "disk.wipe", "unmaps blocks of", args);
    case "sg_write_buffer":
    case "sg_write_same":
      return devices(invocation, "disk.raw-write", invocation.name === "sg_write_buffer" ? "downloads firmware or microcode onto" : "overwrites blocks of", args);
    case "flash_erase":
    case "flash_eraseall":
      return devices(invocation, "disk.wipe", "erases the flash", args);
    case "flashcp":
    case "nandwrite":
      return devices(invocation, "disk.raw-write", "writes onto the flash", args);
    case "mtd_debug":
      return values[0] === "write" || values[0] === "erase" ? devices(invocation, values[0] === "erase" ? "disk.wipe" : "disk.raw-write", values[0] === "erase" ? "erases the flash" : "writes onto the flash", args) : [];
    case "grub-install":
    case "grub2-install":
      // grub-install(8) with an i386-pc target writes its boot image into the disk's first sectors.
      return devices(invocation, "disk.raw-write", "writes a boot loader into the boot sectors of", args);
    default:
      return [];
  }
}

/**
 * nvme-cli(1) and hdparm(8) subcommands and options that write a drive's firmware or discard its
 * blocks, beyond `nvme format|sanitize` and `hdparm --security-erase`: `nvme fw-download`,
 * `fw-commit`, `fw-activate`, `write`, `write-zeroes`, `write-uncor`, `dsm --ad`, `ns-delete`
 * (`delete-ns`), and `hdparm --fwdownload*`.
 *
 * @example
 * driveFirmwareWrites(invocation("nvme", "fw-download", "/dev/nvme0", "--fw=fw.bin"))[0]?.rule // "disk.raw-write"
 */
export function driveFirmwareWrites(invocation: Invocation): Hit[] {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (invocation.name === "hdparm") {
    return values.some((value) => /^--fwdownload(?:-mode\d+(?:-max)?)?$/.test(value)) ? [hit(invocation, "disk.raw-write", "downloads new firmware into a drive, which a bad image leaves unusable")] : [];
  }
  if (invocation.name !== "nvme") return [];
  const command = values[0] ?? "";
  if (/^(?:fw-download|fw-commit|fw-activate)$/.test(command)) return [hit(invocation, "disk.raw-write", "downloads or activates new firmware on an NVMe drive, which a bad image leaves unusable")];
  if (command === "write" || command === "write-uncor") return [hit(invocation, "disk.raw-write", "writes blocks of an NVMe namespace directly, below its file system")];
  if (command === "write-zeroes" || command === "ns-delete" || command === "delete-ns") return [hit(invocation, "disk.wipe", command === "write-zeroes" ? "zeroes blocks of an NVMe namespace" : "deletes an NVMe namespace and every block on it")];
  if (command === "dsm" && values.some((value) => value === "--ad" || value === "-d" || value === "--deallocate")) return [hit(invocation, "disk.wipe", "deallocates (discards) blocks of an NVMe namespace")];
  return [];
}

function flashrom(invocation: Invocation, args: readonly Field[]): Hit[] {
  let programmer: Field | undefined;
  let write = false;
  let erase = false;
  for (let index = 0; index < args.length && index < 64; index++) {
    const value = args[index]?.value ?? "";
    if (value === "-p" || value === "--programmer") programmer = args[index + 1];
    else if (value.startsWith("--programmer=")) programmer = { ...(args[index] as Field), value: value.slice(13) };
    else if (value.startsWith("-p") && !value.startsWith("--")) programmer = { ...(args[index] as Field), value: value.slice(2) };
    if (value === "--write" || value.startsWith("--write=")) write = true;
    else if (value === "--erase") erase = true;
    else if (/^-[a-zA-Z]+$/.test(value)) {
      // A cluster of short flags (`-Vw file`): -w writes, -E erases; a letter taking a value ends the cluster.
      const flags = value.slice(1).split(/[pcloi]/)[0] ?? "";
      if (flags.includes("w")) write = true;
      if (flags.includes("E")) erase = true;
    }
    if (FLASHROM_VALUED.test(value)) index++;
  }
  if (!write && !erase) return [];
  if (programmer !== undefined && programmer.value !== undefined && !HOST_PROGRAMMERS.test(programmer.value)) return [];
  const target = programmer?.value === undefined ? "a flash chip only known when it runs, perhaps this machine's" : programmer.value.startsWith("ec") ? "this machine's embedded controller flash" : "this machine's own firmware flash";
  return [hit(invocation, erase && !write ? "disk.wipe" : "disk.raw-write", `${erase && !write ? "erases" : "writes"} ${target}, which the machine needs to boot`)];
}

function devices(invocation: Invocation, rule: string, verb: string, args: readonly Field[]): Hit[] {
  const hits: Hit[] = [];
  const operands = parseOptions(args, { flags: "", values: "" }).operands;
  for (const target of operands) {
    const kind = deviceTarget(target);
    if (kind === "device") hits.push({ rule, decision: "deny", reason: `${shown(invocation)} ${verb} the device ${target.value ?? target.text}${via(invocation)}`, catastrophic: true });
    else if (kind === "maybe" && target.value === undefined && target.dynamic?.prefix.startsWith("/dev/")) {
      hits.push({ rule: "disk.dynamic-device", decision: "ask", reason: `${shown(invocation)} ${verb} ${target.text}, which is only known when it runs${via(invocation)}` });
    }
  }
  return hits;
}

function hit(invocation: Invocation, rule: string, what: string): Hit {
  return { rule, decision: "deny", reason: `${shown(invocation)} ${what}${via(invocation)}`, catastrophic: true };
}
