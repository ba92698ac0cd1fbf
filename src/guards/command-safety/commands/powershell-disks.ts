/** Storage cmdlets that erase a volume or a disk, by Microsoft's Storage module reference. */
const FORMAT = new Set(["format-volume"]);
const CLEAR = new Set(["clear-disk", "remove-partition"]);

/**
 * PowerShell's storage cmdlets as the disk commands they amount to: `Format-Volume -DriveLetter D`
 * makes a new file system (`mkfs`), `Clear-Disk -Number 1 -RemoveData` and `Remove-Partition`
 * wipe a disk (`wipefs -a`). The volume is named as a device the disk rules know
 * (`/dev/disk/by-letter/D`, `/dev/disk/by-number/1`); one that comes through the pipeline is
 * `/dev/disk/from-pipeline`. Undefined for other cmdlets.
 *
 * @example
 * diskCmdlet("format-volume", ["-DriveLetter", "D"]) // "mkfs /dev/disk/by-letter/D"
 */
export function diskCmdlet(name: string, args: readonly string[]): string | undefined {
  if (FORMAT.has(name)) return `mkfs ${device(args, /^-(?:driveletter|dl)$/i, "by-letter") ?? "/dev/disk/from-pipeline"}`;
  if (CLEAR.has(name)) {
    return `wipefs -a ${device(args, /^-(?:number|disknumber)$/i, "by-number") ?? "/dev/disk/from-pipeline"}`;
  }
  return undefined;
}

function device(args: readonly string[], parameter: RegExp, kind: string): string | undefined {
  const at = args.findIndex((word) => parameter.test(word));
  const value = at >= 0 ? args[at + 1] : args.find((word) => /^[A-Za-z0-9]$/.test(word));
  if (value === undefined || !/^[\w]+$/.test(value)) return undefined;
  return `/dev/disk/${kind}/${value.toUpperCase()}`;
}
