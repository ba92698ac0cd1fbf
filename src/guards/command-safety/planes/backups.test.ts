import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { backupEffects } from "./backups.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => backupEffects(invocation)).map((effect) => effect.rule);

describe("backupEffects", () => {
  it("finds backups deleted, by each tool's own commands", () => {
    expect(rules("restic -r /srv/restic forget --keep-last 1 --prune")).toEqual(["planes.backup-delete"]);
    expect(rules("borg prune --keep-daily 1 /mnt/repo")).toEqual(["planes.backup-delete"]);
    expect(rules("borg delete /mnt/repo::monday")).toEqual(["planes.backup-delete"]);
    expect(rules("duplicity remove-older-than 1D --force file:///backups")).toEqual(["planes.backup-delete"]);
    expect(rules("tarsnap -d -f nightly-2024-01-01")).toEqual(["planes.backup-delete"]);
    expect(rules("kopia snapshot delete k123 --delete")).toEqual(["planes.backup-delete"]);
  });

  it("finds the step where forgotten data is actually deleted (restic-prune(1), borg-compact(1), kopia maintenance --safety=none)", () => {
    for (const command of ["restic prune", "restic -r /srv/restic prune --max-unused 0", "borg compact /mnt/repo", "kopia maintenance run --full --safety=none", "kopia maintenance run --safety none"]) {
      expect(rules(command), command).toEqual(["planes.backup-delete"]);
    }
    for (const command of ["restic prune --dry-run", "restic check", "kopia maintenance run --full", "kopia maintenance info", "borg compact --help"]) expect(rules(command), command).toEqual([]);
  });

  it("leaves listing, checking and making backups alone", () => {
    expect(rules("restic -r /srv/restic snapshots")).toEqual([]);
    expect(rules("restic -r /srv/restic backup ~/code")).toEqual([]);
    expect(rules("borg list /mnt/repo")).toEqual([]);
    expect(rules("borg prune --dry-run --keep-daily 7 /mnt/repo")).toEqual([]);
    expect(rules("duplicity remove-older-than 1D file:///backups")).toEqual([]);
  });

  it("finds the system's own restore points deleted or recovery turned off", () => {
    for (const command of ["vssadmin delete shadows /all /quiet", "vssadmin.exe Delete Shadows /For=C:", "wmic shadowcopy delete", "wbadmin delete catalog -quiet", "bcdedit /set {default} recoveryenabled No", "bcdedit /set {default} bootstatuspolicy ignoreallfailures", "tmutil delete /Volumes/B/Backups.backupdb/m/2024"]) {
      expect(rules(command), command).toEqual(["planes.backup-delete"]);
    }
    for (const command of ["vssadmin list shadows", "wmic shadowcopy list brief", "wbadmin get versions", "bcdedit /enum", "tmutil listbackups"]) expect(rules(command), command).toEqual([]);
  });

  it("finds shadow copies removed in Microsoft's other documented spellings", () => {
    for (const command of [
      "vssadmin resize shadowstorage /for=C: /on=C: /maxsize=401MB",
      "vssadmin Resize ShadowStorage /For=C: /On=C: /MaxSize=1%",
      "Get-CimInstance Win32_ShadowCopy | Remove-CimInstance",
      "Get-WmiObject Win32_ShadowCopy | Remove-WmiObject",
      "diskshadow /s delete.txt",
      "echo delete shadows all | diskshadow",
      "reagentc /disable",
    ]) {
      expect(rules(command), command).toEqual(["planes.backup-delete"]);
    }
    for (const command of [
      "vssadmin resize shadowstorage /for=C: /on=D: /maxsize=UNBOUNDED",
      "vssadmin resize shadowstorage /for=C: /on=D: /maxsize=20%",
      "vssadmin resize shadowstorage /for=C: /on=D: /maxsize=40GB",
      "Get-CimInstance Win32_Process -Filter \"Name='notepad.exe'\" | Remove-CimInstance",
      "echo list shadows all | diskshadow",
      "reagentc /info",
    ]) {
      expect(rules(command), command).toEqual([]);
    }
  });
});
