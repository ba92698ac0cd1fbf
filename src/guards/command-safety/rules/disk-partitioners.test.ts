import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { readsPartitionTable } from "./disk-partitioners.js";

const reads = (command: string) => invocations(command).every((invocation) => readsPartitionTable(invocation));

describe("readsPartitionTable", () => {
  it("allows each tool's own list, print and verify modes", () => {
    for (const command of [
      "sgdisk -p /dev/sda",
      "sgdisk --info=1 /dev/sda",
      "sgdisk -i 1 -v /dev/sda",
      "sgdisk --backup=sda.gpt /dev/sda",
      "sgdisk -A 1:show /dev/sda",
      "sgdisk -A list /dev/sda",
      "sfdisk -l /dev/sda",
      "sfdisk --dump /dev/sda",
      "sfdisk --part-label /dev/sda 2",
      "fdisk -l",
      "gdisk -l /dev/sda",
      "parted -l",
      "parted /dev/sda print",
      "parted -s /dev/sda unit MiB print free",
      "parted /dev/sda pr",
      "parted -a optimal /dev/sda align-check opt 1",
    ]) {
      expect(reads(command), command).toBe(true);
    }
  });

  it("keeps a change, a change mixed with a read, and another tool's letters", () => {
    for (const command of [
      "sgdisk -d 1 /dev/sda",
      "sgdisk -l sda.gpt /dev/sda",
      "sgdisk -s /dev/sda",
      "sgdisk -g /dev/sda",
      "sgdisk -p -Z /dev/sda",
      "sgdisk -A 1:set:2 /dev/sda",
      "sgdisk /dev/sda",
      "sfdisk /dev/sda",
      "sfdisk --part-type /dev/sda 1 83",
      "fdisk /dev/sda",
      "parted /dev/sda",
      "parted -s /dev/sda mklabel gpt print",
      "parted /dev/sda mkl gpt",
      "parted /dev/sda r",
      "parted /dev/sda rmmklabel gpt",
    ]) {
      expect(reads(command), command).toBe(false);
    }
  });
});
