import { fileWrites } from "../commands/file-writes.js";
import type { Field, Invocation } from "../model.js";
import { shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/** Programs that change what the host boots, how its firmware checks it, or the firmware's version. */
const BOOT_TOOLS: ReadonlySet<string> = new Set(["efibootmgr", "efivar", "efi-updatevar", "sbctl", "mokutil", "bcdedit", "bcdedit.exe", "nvram", "bless", "bootctl", "grub-install", "grub2-install", "fwupdmgr", "fwupdtool", "setpci", "flashrom", "ectool", "ipmitool", "systemsetup"]);

/** efibootmgr(8) short options that change boot entries: delete, create, reorder, delete the order, (de)activate, set the next boot. */
const EFIBOOTMGR_CHANGES = /^--(?:delete-bootnum|create|create-only|bootorder|delete-bootorder|inactive|active|bootnext|delete-bootnext)(?:=|$)|^-[a-zA-Z]*[BcCoOAan]/;
/** Short options of efibootmgr(8) whose value follows: a cluster ends at them (`-b0001`, `-L label`). */
const EFIBOOTMGR_VALUE_LETTERS = /[bdelLpt@]/;
/** mokutil(1) requests that change the keys shim trusts (what `--disable-validation` does is judged with the host protections). */
const MOKUTIL_CHANGES = /^--(?:import|delete|reset|import-hash|delete-hash|ignore-db|ignore-keyring|set-sbat-policy|trust-mok|untrust-mok|mokx|password|clear-password)(?:=|$)|^-[id]$/;
/** fwupdmgr(1) and fwupdtool(1) verbs that downgrade firmware, undo a host security fix or unlock a device for flashing. */
const FWUPD_VERBS = /^(?:downgrade|security-undo|unlock|switch-branch)$/;

/**
 * The host's boot configuration and firmware trust: firmware boot entries deleted, created or
 * reordered (`efibootmgr -B|-c|-o`, `bcdedit /delete|/import`, `bless --setBoot`, `bootctl
 * remove|unlink|install`, `grub-install` into the EFI partition), firmware variables written or
 * cleared (`efivar -w`, `efi-updatevar`, `nvram -c`, `nvram -f`), Secure Boot keys enrolled,
 * deleted or reset (`mokutil --import|--delete|--reset`, `sbctl enroll-keys|reset`), firmware
 * downgraded or forced (`fwupdmgr downgrade`, `install --allow-older|--force`, `security-undo`),
 * flash write protection turned off (`flashrom --wp-disable`, `ectool flashprotect disable`) and
 * PCI configuration registers written (`setpci REG=VALUE`), the BMC's boot device or firmware
 * changed (`ipmitool chassis bootdev pxe`, `ipmitool hpm upgrade`), and any write into the firmware's
 * variables under `/sys/firmware/efi/efivars` (a redirect, `cp`, `tee`). Each asks: a wrong entry or key leaves
 * the machine unbootable or trusting code nobody reviewed, and deleting files does not undo it.
 * Reading (`efibootmgr -v`, `mokutil --sb-state`, `bootctl status`, `fwupdmgr get-updates`,
 * `setpci -s DEV REG`) and regular updates (`fwupdmgr update`, `update-grub`) stay allowed.
 */
export const hostBootRules: RuleSet = {
  category: "host",
  rules: [
    {
      id: "host.boot-firmware",
      decision: "ask",
      description:
        "Changes what the host boots or which firmware and keys it trusts: deletes, creates or reorders firmware boot entries (efibootmgr -B|-c|-o, bcdedit /delete, bless --setBoot, bootctl remove|install, grub-install to the EFI partition), writes or clears firmware variables (efivar -w, nvram -c, a write under /sys/firmware/efi/efivars), enrolls or deletes Secure Boot keys (mokutil --import|--delete|--reset, sbctl enroll-keys), downgrades or forces firmware (fwupdmgr downgrade, install --allow-older), turns flash write protection off, writes PCI configuration registers (setpci REG=VALUE), or changes the BMC's boot device or firmware (ipmitool chassis bootdev, hpm upgrade).",
    },
  ],
  invocation(invocation) {
    if (!BOOT_TOOLS.has(invocation.name)) {
      // Cheap test first: a copy, tee or install into the firmware's variables names their directory.
      if (!invocation.argv.some((field) => field.value?.includes(EFI_VARIABLES) === true)) return [];
      const written = fileWrites(invocation).find(({ field }) => isEfiVariable(field));
      return written ? [{ rule: "host.boot-firmware", decision: "ask", reason: `${shown(invocation)} writes the firmware variable ${written.field.value}, which can leave the machine unbootable${via(invocation)}` }] : [];
    }
    const what = bootChange(invocation);
    return what ? [{ rule: "host.boot-firmware", decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` } satisfies Hit] : [];
  },
  redirect(redirect, invocation) {
    if (!writeTarget(redirect.op, redirect.target) || !isEfiVariable(redirect.target)) return [];
    return [{ rule: "host.boot-firmware", decision: "ask", reason: `a redirect writes the firmware variable ${redirect.target.value}${invocation ? ` (${shown(invocation)})` : ""}, which can leave the machine unbootable` }];
  },
};

/** Where Linux exposes the firmware's (EFI) variables as files (efivarfs, and the older sysfs interface). */
const EFI_VARIABLES = "/sys/firmware/efi/";

function isEfiVariable(field: Field): boolean {
  return field.value !== undefined && /^\/sys\/firmware\/efi\/(?:efivars|vars)\/./.test(field.value.replace(/\/{2,}/g, "/"));
}

/** What a command changes in the boot configuration or firmware trust, in words; undefined when nothing. */
function bootChange(invocation: Invocation): string | undefined {
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const has = (pattern: RegExp) => values.some((value) => pattern.test(value));
  switch (invocation.name) {
    case "efibootmgr":
      return values.some((value) => EFIBOOTMGR_CHANGES.test(clusterHead(value))) ? "changes the firmware's boot entries or boot order, which can leave the machine unbootable" : undefined;
    case "efivar":
      return has(/^(?:-[a-zA-Z]*[wa]|--write|--append)$/) ? "writes a firmware (EFI) variable, which can leave the machine unbootable" : undefined;
    case "efi-updatevar":
      return "changes the Secure Boot key databases (PK, KEK, db, dbx)";
    case "sbctl":
      return /^(?:enroll-keys|reset|import-keys|rotate-keys)$/.test(values[0] ?? "") ? "changes the Secure Boot keys the firmware trusts" : undefined;
    case "mokutil":
      return has(MOKUTIL_CHANGES) ? "changes the machine owner keys shim trusts to boot kernels and modules" : undefined;
    case "bcdedit":
    case "bcdedit.exe":
      if (has(/^[/-](?:delete|import|clean)$/i)) return "deletes or replaces Windows boot entries";
      // The firmware's own boot manager (`{fwbootmgr}`): its boot order and one-time boot sequence.
      return values.some((value) => value.toLowerCase() === "{fwbootmgr}") && has(/^[/-](?:set|displayorder|bootsequence|deletevalue|default)$/i) ? "changes the firmware's boot order" : undefined;
    case "systemsetup":
      return has(/^-setstartupdisk$/i) ? "changes the startup disk the firmware boots" : undefined;
    case "nvram":
      return has(/^-[a-zA-Z]*[cf]$/) ? "clears or rewrites the firmware's variables" : undefined;
    case "bless":
      return has(/^--(?:setBoot|unbless|nextonly)$/) ? "changes the startup disk the firmware boots" : undefined;
    case "bootctl":
      return /^(?:remove|unlink|install)$/.test(values.find((value) => !value.startsWith("-")) ?? "") ? "installs or removes the boot loader and its firmware boot entry" : undefined;
    case "grub-install":
    case "grub2-install":
      // Building a bootable image (`--no-nvram` into a directory of the project) leaves the host's boot alone.
      if (has(/^--no-nvram$/) && !values.some((value) => /^--(?:efi|boot)-directory=\/(?:boot|efi)\b/.test(value))) return undefined;
      return values.some((value) => /^\/dev\//.test(value)) ? undefined : "installs a boot loader into the host's boot partition and firmware boot entries";
    case "fwupdmgr":
    case "fwupdtool":
      if (FWUPD_VERBS.test(values.find((value) => !value.startsWith("-")) ?? "")) return "downgrades or force-installs firmware, undoes a firmware security fix, switches to another vendor's firmware branch or unlocks a device for flashing";
      return values.some((value) => value === "install" || value === "update" || value === "local-install") && has(/^--(?:allow-older|force|allow-branch-switch)$/) ? "force-installs firmware, older or unchecked" : undefined;
    case "flashrom":
      return has(/^--wp-disable$/) ? "turns the flash chip's write protection off" : undefined;
    case "ectool":
      return values[0] === "flashprotect" && values[1] === "disable" ? "turns the embedded controller's flash protection off" : undefined;
    case "ipmitool": {
      // ipmitool(1): the boot device or parameters the BMC hands the firmware, and BMC firmware upgrades (`hpm upgrade`, `fwum upgrade`).
      const at = values.findIndex((value) => value === "chassis" || value === "hpm" || value === "fwum");
      const [area, verb, detail] = at < 0 ? [] : values.slice(at, at + 3);
      if (area === "chassis" && ((verb === "bootdev" && detail !== undefined && detail !== "none") || (verb === "bootparam" && detail === "set"))) return "changes the device the machine boots from, through its BMC";
      return (area === "hpm" || area === "fwum") && verb === "upgrade" ? "upgrades the BMC's firmware" : undefined;
    }
    case "setpci":
      // setpci(8): `REG=VALUE` writes a register; `-D` (demo) writes nothing.
      return !has(/^-[a-zA-Z]*D$|^--dumpregs$/) && values.some((value) => /^[\w.@+:-]+=[\w,:]+$/.test(value)) ? "writes PCI configuration registers, which can hang the machine or lift the firmware's write protection" : undefined;
    default:
      return undefined;
  }
}

/** A short-option cluster up to the first letter that takes a value (`-b0001B` → `-b`), so a value is not read as flags. */
function clusterHead(value: string): string {
  if (!/^-[a-zA-Z]/.test(value) || value.startsWith("--")) return value;
  const at = value.slice(1).search(EFIBOOTMGR_VALUE_LETTERS);
  return at < 0 ? value : value.slice(0, at + 2);
}
