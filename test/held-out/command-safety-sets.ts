/**
 * Every command-safety held-out set, in the order they were written: a later set may repeat no call
 * of the ones before it, and the held-out bench scores them by number.
 */
import { COMMAND_SAFETY_HELD_OUT_10 } from "./command-safety-10.js";
import { COMMAND_SAFETY_HELD_OUT_11 } from "./command-safety-11.js";
import { COMMAND_SAFETY_HELD_OUT_12 } from "./command-safety-12.js";
import { COMMAND_SAFETY_HELD_OUT_13 } from "./command-safety-13.js";
import { COMMAND_SAFETY_HELD_OUT_14 } from "./command-safety-14.js";
import { COMMAND_SAFETY_HELD_OUT_15 } from "./command-safety-15.js";
import { COMMAND_SAFETY_HELD_OUT_16 } from "./command-safety-16.js";
import { COMMAND_SAFETY_HELD_OUT_2 } from "./command-safety-2.js";
import { COMMAND_SAFETY_HELD_OUT_3 } from "./command-safety-3.js";
import { COMMAND_SAFETY_HELD_OUT_4 } from "./command-safety-4.js";
import { COMMAND_SAFETY_HELD_OUT_5 } from "./command-safety-5.js";
import { COMMAND_SAFETY_HELD_OUT_6 } from "./command-safety-6.js";
import { COMMAND_SAFETY_HELD_OUT_7 } from "./command-safety-7.js";
import { COMMAND_SAFETY_HELD_OUT_8 } from "./command-safety-8.js";
import { COMMAND_SAFETY_HELD_OUT_9 } from "./command-safety-9.js";
import { COMMAND_SAFETY_HELD_OUT, type CommandSafetyCase } from "./command-safety.js";

/** Set N is `COMMAND_SAFETY_HELD_OUT_SETS[N - 1]`. */
export const COMMAND_SAFETY_HELD_OUT_SETS: readonly (readonly CommandSafetyCase[])[] = [
  COMMAND_SAFETY_HELD_OUT,
  COMMAND_SAFETY_HELD_OUT_2,
  COMMAND_SAFETY_HELD_OUT_3,
  COMMAND_SAFETY_HELD_OUT_4,
  COMMAND_SAFETY_HELD_OUT_5,
  COMMAND_SAFETY_HELD_OUT_6,
  COMMAND_SAFETY_HELD_OUT_7,
  COMMAND_SAFETY_HELD_OUT_8,
  COMMAND_SAFETY_HELD_OUT_9,
  COMMAND_SAFETY_HELD_OUT_10,
  COMMAND_SAFETY_HELD_OUT_11,
  COMMAND_SAFETY_HELD_OUT_12,
  COMMAND_SAFETY_HELD_OUT_13,
  COMMAND_SAFETY_HELD_OUT_14,
  COMMAND_SAFETY_HELD_OUT_15,
  COMMAND_SAFETY_HELD_OUT_16,
];

/**
 * The sets written before set `number`.
 *
 * @example
 * setsBefore(3) // [COMMAND_SAFETY_HELD_OUT, COMMAND_SAFETY_HELD_OUT_2]
 */
export function setsBefore(number: number): readonly (readonly CommandSafetyCase[])[] {
  return COMMAND_SAFETY_HELD_OUT_SETS.slice(0, number - 1);
}

/**
 * The public catalogs each set from the ninth on drew from, by the set that first used them. A set
 * written after them grounds no case there, so that it measures kinds of commands the earlier sets
 * did not already sample.
 */
const CATALOGS_FIRST_USED_BY: readonly { set: number; sources: RegExp }[] = [
  {
    set: 9,
    sources: /github\.com\/(?:SigmaHQ\/sigma|elastic\/detection-rules|falcosecurity\/rules|DataDog\/stratus-red-team|tldr-pages\/tldr)\//i,
  },
  {
    set: 10,
    sources: /github\.com\/(?:RhinoSecurityLabs\/pacu|inguardians\/peirates|AlessandroZ\/LaZagne|moonD4rk\/HackBrowserData|redcanaryco\/atomic-red-team)\//i,
  },
  {
    set: 11,
    sources:
      /github\.com\/(?:Hacking-the-Cloud\/hackingthe\.cloud|BishopFox\/badPods|peass-ng\/PEASS-ng|carlospolop\/PEASS-ng|huntergregal\/mimipenguin)\/|hackingthe\.cloud|tldr\.sh|atomicredteam\.io/i,
  },
  { set: 12, sources: /attack\.mitre\.org|center-for-threat-informed-defense\.github\.io\/mappings-explorer|df00tech\.com/i },
];

/**
 * Whether `source` is in a catalog a set before set `number` (from the ninth on) drew from.
 *
 * @example
 * fromEarlierCatalog("https://github.com/SigmaHQ/sigma/blob/master/rules/x.yml", 11) // true
 */
export function fromEarlierCatalog(source: string, number: number): boolean {
  return CATALOGS_FIRST_USED_BY.some((catalog) => catalog.set < number && catalog.sources.test(source));
}
