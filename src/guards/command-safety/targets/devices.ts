import type { Field } from "../model.js";

const BLOCK_DEVICE = /^\/dev\/(?:sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme\d|mmcblk\d|disk\d|rdisk\d|mapper\/|md\d|md\/|dm-\d|loop\d|nbd\d|zd\d|bcache\d|sr\d|xd[a-z]|ubd|root$|disk\/|mem$|kmem$|port$|sg\d|mtd\d|mtdblock\d)/;

/**
 * Whether a path names a disk, partition or raw memory device (`/dev/sda1`, `/dev/nvme0n1`,
 * `/dev/disk2`, `/dev/mapper/root`, `/dev/mem`); `/dev/null`, `/dev/zero`, ttys and fds are not.
 *
 * @example
 * isBlockDevice("/dev/sda") // true
 * isBlockDevice("/dev/null") // false
 */
export function isBlockDevice(path: string): boolean {
  return BLOCK_DEVICE.test(path.replace(/\/{2,}/g, "/"));
}

/** Whether a field is a block device (known value) or may be one (unknown value under /dev). */
export function deviceTarget(field: Field): "device" | "maybe" | "no" {
  if (field.value !== undefined) return isBlockDevice(field.value) ? "device" : "no";
  if (field.dynamic?.prefix.startsWith("/dev/") && !/^\/dev\/(?:null|zero|stdout|stderr|fd\/)/.test(field.dynamic.prefix)) return "maybe";
  return field.dynamic && field.dynamic.prefix === "" && !field.dynamic.numeric ? "maybe" : "no";
}
