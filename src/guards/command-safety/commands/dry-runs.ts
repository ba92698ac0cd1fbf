import type { Invocation } from "../model.js";

/**
 * A tool's own switch that makes a run change nothing: it reports what it would do, and stops.
 * `letter` is the short spelling (found alone or in a cluster such as `-rnvp`), `long` the long
 * spellings; `values` are the short options that take a value, after which a cluster's letters
 * are that value (`-Sname`), not switches.
 */
interface DryRunSwitch {
  letter?: string;
  long: readonly string[];
  values?: string;
}

const LVM_TEST: DryRunSwitch = { letter: "t", long: ["--test"], values: "ASlLn" };
const MKE2FS_NO_ACT: DryRunSwitch = { letter: "n", long: [], values: "bcCdeEgGiIjJlLmMNoOrstTUz" };

/**
 * The documented no-op switches of destructive tools, from their manuals:
 *
 * - zfs(8): `zfs destroy -n` ("dry-run deletion", zfs-destroy(8)), as `zfs create|receive|send -n`; zpool-remove(8) `-n`.
 * - lvm(8): every LVM command's `-t`/`--test` ("run in test mode; commands will not update metadata").
 * - wipefs(8) and sfdisk(8) `-n`/`--no-act`; sgdisk(8) `-P`/`--pretend`; mke2fs(8) `-n`; mkfs.xfs(8) `-N`.
 * - borg-delete(1), borg-prune(1) `-n`/`--dry-run`; restic's `forget`/`prune` `-n`/`--dry-run`.
 * - rclone(1) global `-n`/`--dry-run`.
 *
 * The long `--dry-run` spellings every tool shares are read by the planes' own check.
 */
const DRY_RUN_SWITCHES: ReadonlyMap<string, DryRunSwitch> = new Map([
  ["zfs", { letter: "n", long: [], values: "o" }],
  ["zpool", { letter: "n", long: [], values: "o" }],
  ...["lvremove", "vgremove", "pvremove", "lvreduce", "lvresize", "vgreduce", "lvconvert", "vgsplit", "vgmerge", "lvchange", "vgchange", "pvmove"].map((name) => [name, LVM_TEST] as const),
  ["wipefs", { letter: "n", long: ["--no-act"], values: "otO" }],
  ["sfdisk", { letter: "n", long: ["--no-act"], values: "NXYOwW" }],
  ["sgdisk", { letter: "P", long: ["--pretend"], values: "aAbcdhijlmnNrRtTuU" }],
  ...["mke2fs", "mkfs.ext2", "mkfs.ext3", "mkfs.ext4"].map((name) => [name, MKE2FS_NO_ACT] as const),
  ["mkfs.xfs", { letter: "N", long: [], values: "bdfilLmnprs" }],
  ["borg", { letter: "n", long: ["--dry-run"], values: "adwmyHP" }],
  ["borgbackup", { letter: "n", long: ["--dry-run"], values: "adwmyHP" }],
  ["restic", { letter: "n", long: ["--dry-run"], values: "rpoldwmyHg" }],
  ["rclone", { letter: "n", long: ["--dry-run"] }],
]);

/**
 * Whether the command carries its tool's documented dry-run switch, so it changes nothing
 * (`zfs destroy -rnv tank/data`, `lvremove --test vg0/data`, `wipefs --no-act -a /dev/sdb`).
 * Only the tools listed above are read; for any other program this is one map lookup.
 *
 * @example
 * isDryRun(invocation("zfs", "destroy", "-rnvp", "tank/data")) // true
 */
export function isDryRun(invocation: Invocation): boolean {
  const grammar = DRY_RUN_SWITCHES.get(invocation.name);
  if (grammar === undefined) return false;
  for (const field of invocation.argv.slice(1)) {
    const value = field.value;
    if (value === undefined) continue;
    if (value === "--") return false;
    if (grammar.long.includes(value)) return true;
    if (grammar.letter !== undefined && /^-[a-zA-Z]+$/.test(value) && inCluster(value.slice(1), grammar)) return true;
  }
  return false;
}

/** Whether the switch's letter is one of a cluster's switches, not part of a value (`-Pn` vs `-nP`). */
function inCluster(letters: string, grammar: DryRunSwitch): boolean {
  for (const letter of letters) {
    if (letter === grammar.letter) return true;
    if (grammar.values?.includes(letter)) return false;
  }
  return false;
}
