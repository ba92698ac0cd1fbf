import { probeSandbox } from "../../sandbox/probe-sandbox.js";

const availability = await probeSandbox();

/**
 * Why the OS sandbox cannot run here, or `undefined` when it can. Tests of the sandbox skip with
 * this reason in their name, and the reason is printed, so a skipped run is never mistaken for a pass.
 */
export const sandboxUnavailable: string | undefined = availability.available ? undefined : availability.reason;

if (sandboxUnavailable !== undefined) console.warn(`\n⚠ sandbox tests skipped: ${sandboxUnavailable}\n`);

/** A suffix for the names of tests that need the sandbox. */
export const needsSandbox = sandboxUnavailable === undefined ? "" : ` (SKIPPED: ${sandboxUnavailable})`;
