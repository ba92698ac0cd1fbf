import type { Invocation } from "../model.js";

/**
 * sgdisk(8) options that only read the disk: print (`-p`), per-partition information (`-i N`),
 * verification (`-v`), the MBR (`-O`), alignment and free space (`-D`, `-E`, `-f`, `-F`), type
 * codes (`-L`), and `-b FILE`, which copies the partition table into a file. Every other option
 * changes the table, and some share letters with other tools' list options (`-d` deletes, `-l`
 * loads a backup over the table, `-g` converts MBR to GPT, `-s` sorts).
 */
const SGDISK_READS = new Map<string, boolean>([
  ["p", false], ["print", false], ["i", true], ["info", true], ["v", false], ["verify", false], ["O", false], ["print-mbr", false],
  ["D", false], ["display-alignment", false], ["E", false], ["end-of-largest", false], ["f", false], ["first-in-largest", false],
  ["F", false], ["first-aligned-in-largest", false], ["L", false], ["list-types", false], ["b", true], ["backup", true],
  ["V", false], ["version", false], ["?", false], ["help", false], ["usage", false],
]);
/** sgdisk's `-A list` and `-A N:show|get[:bit]` only print attributes; `set`, `clear`, `toggle` … change them. */
const SGDISK_ATTRIBUTE_READ = /^(?:list|\d+:(?:show|get)(?::.*)?)$/;

/**
 * sfdisk(8) commands that print and write nothing: `--list`, `--dump`, `--json`, `--show-size`,
 * `--show-geometry`, `--verify`, `--list-types`, `--list-free` (sfdisk runs one command).
 */
const SFDISK_LISTS = /^(?:-[ldJsgVTFhv]|--(?:list|dump|json|show-size|show-geometry|verify|list-types|list-free|help|version))$/;
/** sfdisk's `--part-type|--part-uuid|--part-label|--part-attrs DEVICE N` prints the field; a further value sets it. */
const SFDISK_PART_FIELD = /^--part-(?:type|uuid|label|attrs)$/;
/** fdisk(8) `-l`/`-x` list, gdisk(8) `-l` lists; both are interactive editors otherwise. */
const FDISK_LISTS = /^(?:-[lxhV]|--(?:list|list-details|help|version))$/;
/**
 * parted(8) commands that only read, with how many words each takes: `print [free|all|devices|list]`,
 * `unit UNIT`, `align-check TYPE N`, `select DEVICE`, `help [COMMAND]`, `version`, `quit`.
 * parted accepts any unambiguous abbreviation of a command (`p` for print), so a word is read as
 * the commands it may abbreviate; every other command (`mklabel`, `mkpart`, `rm`, `resizepart`,
 * `name`, `set`, `toggle`, `rescue`, …) changes the disk.
 */
const PARTED_READS = new Map<string, number>([["print", 0], ["unit", 1], ["align-check", 2], ["select", 1], ["help", 1], ["version", 0], ["quit", 0]]);
const PARTED_COMMANDS = [...PARTED_READS.keys(), "mklabel", "mktable", "mkpart", "mkpartfs", "mkfs", "rm", "resizepart", "resize", "name", "set", "toggle", "disk_set", "disk_toggle", "rescue", "move", "cp", "type", "check"];
/** What `print` may be given. */
const PRINT_OBJECTS = new Set(["free", "all", "devices", "list"]);

/**
 * Whether a partitioning tool only reads the partition table: each tool's own list, print and
 * verify modes, read by its own grammar (sgdisk's `-d` deletes where sfdisk's dumps). A command
 * that mixes a read with a change (`sgdisk -p -Z /dev/sda`, `parted -s /dev/sda mklabel gpt print`)
 * changes the table.
 *
 * @example
 * readsPartitionTable(invocation("sgdisk", "--info=1", "/dev/sda")) // true
 * readsPartitionTable(invocation("sgdisk", "-d", "1", "/dev/sda")) // false
 */
export function readsPartitionTable(invocation: Invocation): boolean {
  const values = invocation.argv.slice(1).map((field) => field.value);
  if (values.some((value) => value === undefined)) return false;
  const args = values as string[];
  switch (invocation.name) {
    case "sgdisk":
      return sgdiskReads(args);
    case "sfdisk":
      return args.some((arg) => SFDISK_LISTS.test(arg)) || sfdiskPrintsField(args);
    case "fdisk":
    case "gdisk":
      return args.some((arg) => FDISK_LISTS.test(arg));
    case "parted":
      return partedReads(args);
    default:
      return args.some((arg) => arg === "--help" || arg === "-h" || arg === "--version");
  }
}

function sgdiskReads(args: readonly string[]): boolean {
  let read = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (!arg.startsWith("-") || arg === "-") continue;
    const long = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    const name = long ? long[1] ?? "" : arg.slice(1, 2);
    const attached = long ? long[2] : arg.length > 2 ? arg.slice(2) : undefined;
    if (name === "A" || name === "attributes") {
      const value = attached ?? args[++index] ?? "";
      if (!SGDISK_ATTRIBUTE_READ.test(value)) return false;
      read = true;
      continue;
    }
    const takesValue = SGDISK_READS.get(name);
    if (takesValue === undefined) return false;
    if (takesValue && attached === undefined) index++;
    read = true;
  }
  return read;
}

function sfdiskPrintsField(args: readonly string[]): boolean {
  const index = args.findIndex((arg) => SFDISK_PART_FIELD.test(arg));
  return index >= 0 && args.slice(index + 1).filter((arg) => !arg.startsWith("-")).length <= 2;
}

function partedReads(args: readonly string[]): boolean {
  if (args.some((arg) => arg === "-l" || arg === "--list" || arg === "-h" || arg === "--help" || arg === "-v" || arg === "--version")) return true;
  // parted's own options: `-a|--align TYPE` takes a value.
  const words = args.filter((arg, index) => !arg.startsWith("-") && !/^(?:-a|--align)$/.test(args[index - 1] ?? ""));
  // `parted /dev/sda` alone opens its interactive editor; a read needs its command on the line.
  if (words.length < 2) return false;
  for (let index = 1; index < words.length; index++) {
    const word = (words[index] ?? "").toLowerCase();
    const meant = PARTED_COMMANDS.filter((command) => command.startsWith(word));
    if (meant.length === 0 || meant.some((command) => !PARTED_READS.has(command))) return false;
    const command = meant[0] as string;
    if (command === "print" && PRINT_OBJECTS.has(words[index + 1] ?? "")) index++;
    else index += meant.length === 1 ? (PARTED_READS.get(command) ?? 0) : 0;
  }
  return true;
}
