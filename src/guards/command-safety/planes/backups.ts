import type { Invocation } from "../model.js";
import { stoppedTargets } from "../rules/host-stops.js";
import type { PlaneEffect } from "./plane-effect.js";

const TOOLS = new Set(["restic", "borg", "borgbackup", "duplicity", "tarsnap", "kopia", "rdiff-backup", "bupstash", "duplicacy", "timeshift"]);

/**
 * Backup tools deleting backups, from their manuals: `restic forget` (snapshots dropped, their data
 * gone at the next prune) and `restic prune` (where that data is deleted), `borg delete|prune|compact`, `duplicity
 * remove-older-than|remove-all-but-n-full|remove-all-inc-of-but-n-full`, `tarsnap -d`, `kopia
 * snapshot delete`, `kopia maintenance run --safety=none`, `rdiff-backup --remove-older-than`, `duplicacy prune`. A backup is what a
 * person falls back on when everything else is gone.
 *
 * @example
 * backupEffects(invocation("restic", "forget", "--keep-last", "1", "--prune"))[0]?.rule // "planes.backup-delete"
 */
export function backupEffects(invocation: Invocation): PlaneEffect[] {
  if (invocation.name === "zfs") return [...snapshotRollback(invocation), ...snapshotScheduleSettings(invocation)];
  if (invocation.name === "snapper") return snapshotScheduleSettings(invocation);
  // A service manager, or the schedule's own init script (`/etc/init.d/zfs-auto-snapshot stop`).
  if (SERVICE_MANAGERS.has(invocation.name) || SNAPSHOT_SCHEDULES.test(invocation.name)) return snapshotSchedulesStopped(invocation);
  if (!TOOLS.has(invocation.name)) return systemRestoreEffects(invocation);
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (values.some((value) => value === "--help" || value === "-h" || value === "--dry-run" || value === "-n")) return [];
  const words = values.filter((value, index) => !value.startsWith("-") && values[index - 1] !== "--safety");
  const hit = (what: string): PlaneEffect[] => [{ rule: "planes.backup-delete", what }];
  switch (invocation.name) {
    case "restic":
      if (words.includes("forget")) return hit("forgets snapshots, whose data is deleted at the next prune");
      // restic-prune(1): the data no snapshot references any more is deleted; after `forget` this is where it is actually gone.
      return words.includes("prune") ? hit("deletes the data no snapshot references, the last of what forgotten snapshots held") : [];
    case "borg":
    case "borgbackup":
      // borg-compact(1): the space of deleted and pruned archives is freed, so they can no longer be brought back.
      if (words[0] === "compact") return hit("frees the segments of deleted archives for good");
      if (deletesOnlyBackupCache(invocation)) return [];
      return words[0] === "delete" || words[0] === "prune" ? hit(`${words[0] === "delete" ? "deletes" : "prunes"} backup archives`) : [];
    case "duplicity":
      return words.some((word) => /^remove-(?:older-than|all-but-n-full|all-inc-of-but-n-full)$/.test(word)) && values.includes("--force") ? hit("deletes backup sets") : [];
    case "tarsnap":
      return values.some((value) => value === "-d" || value === "--nuke") ? hit("deletes backup archives") : [];
    case "kopia":
      // kopia maintenance: `--safety=none` deletes unreferenced content at once, even what a snapshot still being written needs.
      if (words[0] === "maintenance" && words[1] === "run" && unsafeMaintenance(values)) return hit("deletes unreferenced content at once, without the safety margin that protects snapshots in progress");
      return words[0] === "snapshot" && (words[1] === "delete" || words[1] === "expire") ? hit("deletes snapshots") : [];
    case "rdiff-backup":
      return values.some((value) => value.startsWith("--remove-older-than")) || (words[0] === "remove" && words[1] === "increments") ? hit("deletes backup increments") : [];
    case "duplicacy":
      return words[0] === "prune" ? hit("deletes backup revisions") : [];
    case "timeshift":
      return values.some((value) => value === "--delete" || value === "--delete-all") ? hit("deletes system snapshots") : [];
    default:
      return words[0] === "rm" || words[0] === "delete" ? hit("deletes backups") : [];
  }
}

/** `--safety=none` or `--safety none` (kopia maintenance reference): no grace period before deletion. */
function unsafeMaintenance(values: readonly string[]): boolean {
  return values.some((value, index) => value === "--safety=none" || (value === "--safety" && values[index + 1] === "none"));
}

/**
 * Whether a backup tool deletes only its local cache of a repository, which it rebuilds from the
 * repository on its next use: borg-delete(1) `--cache-only` ("only delete the local cache for the
 * given repository"). The repository and its archives are untouched.
 *
 * @example
 * deletesOnlyBackupCache(invocation("borg", "delete", "--cache-only", "/srv/borg")) // true
 */
export function deletesOnlyBackupCache(invocation: Invocation): boolean {
  if (invocation.name !== "borg" && invocation.name !== "borgbackup") return false;
  const values = invocation.argv.slice(1).map((field) => field.value);
  return values.includes("delete") && values.includes("--cache-only") && !values.includes("--force");
}

/**
 * The operating system's own restore points, from the vendors' references: Windows' shadow copies
 * (`vssadmin delete shadows`, `wmic shadowcopy delete`), its backup catalog and backups (`wbadmin
 * delete catalog|backup|systemstatebackup`), its recovery environment switched off (`bcdedit /set
 * recoveryenabled no`, `reagentc /disable`, `Disable-ComputerRestore`), and macOS Time Machine backups deleted or no
 * longer made (tmutil(8): `delete`, `deletelocalsnapshots`, `thinlocalsnapshots`, `disable`,
 * `disablelocal`, `removedestination`). Deleting them, or stopping them, is how ransomware makes
 * sure nothing can be restored (MITRE ATT&CK T1490).
 *
 * @example
 * systemRestoreEffects(invocation("vssadmin", "delete", "shadows", "/all", "/quiet"))[0]?.rule // "planes.backup-delete"
 */
export function systemRestoreEffects(invocation: Invocation): PlaneEffect[] {
  const name = invocation.name.toLowerCase().replace(/\.exe$/, "");
  if (name === "disable-computerrestore") return [{ rule: "planes.backup-delete", what: "turns System Restore off, so no restore points are kept" }];
  if (!["vssadmin", "wmic", "wbadmin", "bcdedit", "tmutil", "reagentc", "diskshadow", "remove-ciminstance", "remove-wmiobject"].includes(name)) return [];
  const words = invocation.argv.slice(1).map((field) => (field.value ?? field.text).toLowerCase());
  const hit = (what: string): PlaneEffect[] => [{ rule: "planes.backup-delete", what }];
  switch (name) {
    case "vssadmin":
      if (words[0] === "resize" && words[1] === "shadowstorage") return shadowStorageShrunk(words) ? hit("shrinks the shadow copy storage so far that Windows deletes the shadow copies it restores files from") : [];
      return words[0] === "delete" && words[1] === "shadows" ? hit("deletes the volume shadow copies Windows restores files from") : [];
    // reagentc (Microsoft's REAgentC reference): `/disable` turns the Windows Recovery Environment off.
    case "reagentc":
      return words.includes("/disable") ? hit("turns the Windows Recovery Environment off, so a broken system can no longer be repaired or reset") : [];
    case "diskshadow":
      return shadowScript(invocation, words) ? hit(shadowScript(invocation, words) ?? "") : [];
    // `Get-CimInstance Win32_ShadowCopy | Remove-CimInstance` (Remove-CimInstance, Remove-WmiObject references): each copy listed is deleted.
    case "remove-ciminstance":
    case "remove-wmiobject":
      return /\bwin32_shadowcopy\b/i.test(`${invocation.stdin?.description ?? ""} ${words.join(" ")}`) ? hit("deletes the volume shadow copies Windows restores files from") : [];
    case "wmic":
      return words.includes("shadowcopy") && words.includes("delete") ? hit("deletes the volume shadow copies Windows restores files from") : [];
    case "wbadmin":
      return words[0] === "delete" && /^(?:catalog|backup|systemstatebackup)$/.test(words[1] ?? "") ? hit("deletes Windows backups or their catalog") : [];
    case "bcdedit": {
      const after = (key: string) => words[words.indexOf(key) + 1] ?? "";
      return (words.includes("recoveryenabled") && /^(?:no|off|0)$/.test(after("recoveryenabled"))) || after("bootstatuspolicy") === "ignoreallfailures" ? hit("turns Windows' recovery off, so a broken system can no longer be restored") : [];
    }
    default:
      return timeMachineEffects(words[0] ?? "", hit);
  }
}

/**
 * `vssadmin resize shadowstorage /maxsize=SIZE` (Microsoft's vssadmin reference: "resizing the
 * storage association may cause shadow copies to disappear"): a size below what the copies take
 * deletes the oldest ones. A size under 1 GB or 5% leaves room for almost none, the spelling used to
 * wipe them; `UNBOUNDED` and ordinary sizes stay allowed.
 */
function shadowStorageShrunk(words: readonly string[]): boolean {
  const size = words.find((word) => word.startsWith("/maxsize="))?.slice("/maxsize=".length);
  const match = /^(\d+(?:\.\d+)?)\s*(%|b|kb|mb|gb|tb|pb|eb)?$/.exec(size ?? "");
  if (!match) return false;
  const amount = Number(match[1]);
  const unit = match[2] ?? "b";
  if (unit === "%") return amount < 5;
  const scale: Readonly<Record<string, number>> = { b: 1, kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30, tb: 2 ** 40, pb: 2 ** 50, eb: 2 ** 60 };
  return amount * (scale[unit] ?? 1) < 2 ** 30;
}

/**
 * What diskshadow (Microsoft's DiskShadow reference) is told to do: `/s FILE` runs a script whose
 * content is not shown here, which may `delete shadows all`; commands typed on its input
 * (`echo delete shadows all | diskshadow`) are read like the script.
 */
function shadowScript(invocation: Invocation, words: readonly string[]): string | undefined {
  const script = words.findIndex((word) => word === "/s" || word === "-s");
  if (script >= 0 && words[script + 1] !== undefined) return `runs the DiskShadow script ${words[script + 1]}, whose commands may delete every shadow copy`;
  const typed = invocation.stdin?.text ?? invocation.stdin?.fragments?.join("\n");
  if (typed !== undefined && /\bdelete\s+shadows\b/i.test(typed)) return "deletes the volume shadow copies Windows restores files from";
  return undefined;
}

/** Programs that stop or disable services and timers (`host-stops.ts` reads their grammar). */
const SERVICE_MANAGERS = new Set(["systemctl", "service", "rc-service", "invoke-rc.d", "sv", "s6-svc", "rc-update", "update-rc.d", "chkconfig", "launchctl", "sc", "sc.exe", "net", "net.exe", "supervisorctl", "sysrc"]);
/**
 * The services and timers that make the system's restore points: snapper's timeline snapshots,
 * sanoid, zfs-auto-snapshot, btrbk and zrepl, Time Machine's backupd, Windows' Volume Shadow Copy
 * service and its provider. Their cleanup jobs are not here: stopping a cleanup deletes nothing.
 */
const SNAPSHOT_SCHEDULES = /^(?:snapper-timeline|sanoid|zfs-auto-snapshot(?:-[\w-]+)?|btrbk|zrepl|com\.apple\.backupd(?:-auto)?|backupd|vss|swprv)$/i;
const UNIT_DECORATION = /\.(?:service|timer|plist)$/i;

/**
 * A service or timer that makes the system's restore points stopped or disabled, as the service
 * managers' grammar reads (`systemctl disable --now snapper-timeline.timer`, `net stop vss`,
 * `launchctl unload /System/Library/LaunchDaemons/com.apple.backupd-auto.plist`): no new snapshot
 * is taken from then on (MITRE ATT&CK T1490).
 */
function snapshotSchedulesStopped(invocation: Invocation): PlaneEffect[] {
  for (const target of stoppedTargets(invocation)) {
    if (target.kind !== "name") continue;
    const name = (target.name.split(/[\\/]/).at(-1) ?? target.name).replace(UNIT_DECORATION, "");
    if (SNAPSHOT_SCHEDULES.test(name)) {
      return [{ rule: "planes.backup-delete", what: `${target.persistent ? "disables" : "stops"} ${name}, which takes the system's snapshots, so no new restore point is made` }];
    }
  }
  return [];
}

/**
 * Settings that stop the system's scheduled snapshots: zfs-auto-snapshot's and sanoid's
 * `com.sun:auto-snapshot[:LABEL]=false` user property (`zfs set`), and snapper(8)'s timeline
 * switched off (`snapper set-config TIMELINE_CREATE=no`).
 */
function snapshotScheduleSettings(invocation: Invocation): PlaneEffect[] {
  const values = invocation.argv.slice(1, 33).map((field) => field.value ?? "");
  const verb = values.find((value, index) => !value.startsWith("-") && !/^(?:-c|--config)$/.test(values[index - 1] ?? ""));
  const off =
    invocation.name === "zfs"
      ? verb === "set" && values.some((value) => /^com\.sun:auto-snapshot(?::[\w-]+)?=(?:false|off|no)$/i.test(value))
      : verb === "set-config" && values.some((value) => /^TIMELINE_CREATE=["']?(?:no|false|0)["']?$/i.test(value));
  return off ? [{ rule: "planes.backup-delete", what: "turns the system's scheduled snapshots off, so no new restore point is made" }] : [];
}

/** tmutil(8) verbs that delete Time Machine's backups or keep it from making more. */
function timeMachineEffects(verb: string, hit: (what: string) => PlaneEffect[]): PlaneEffect[] {
  switch (verb) {
    case "deletelocalsnapshots":
    case "thinlocalsnapshots":
      return hit("deletes Time Machine's local snapshots");
    case "delete":
    case "delete-backup":
      return hit("deletes Time Machine backups");
    case "disable":
    case "disablelocal":
      return hit("turns Time Machine's automatic backups off, so nothing new can be restored");
    case "removedestination":
      return hit("removes a Time Machine backup destination, so no more backups go there");
    default:
      return [];
  }
}

/**
 * `zfs rollback [-r|-R] dataset@snap` (zfs-rollback(8)): every change made to the dataset since the
 * snapshot is discarded, and with `-r`/`-R` the later snapshots (and their clones) are destroyed.
 */
function snapshotRollback(invocation: Invocation): PlaneEffect[] {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (values.find((value) => !value.startsWith("-")) !== "rollback") return [];
  const later = values.some((value) => /^-[a-zA-Z]*[rR]/.test(value));
  return [{ rule: "planes.backup-delete", what: `rolls a dataset back to a snapshot, discarding every change made since${later ? " and destroying the later snapshots" : ""}` }];
}
