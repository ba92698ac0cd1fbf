import { readFileSync } from "node:fs";

/**
 * loopgate's version, set by the build in the bundled command (`dist/cli/loopgate.cjs`, see
 * scripts/post-build.mjs) so `loopgate --version` reads a constant; undefined in the modules.
 */
declare const LOOPGATE_BUILD_VERSION: string | undefined;

/** loopgate's version: the build's constant, else its package.json's. */
export function cliVersion(): string {
  if (typeof LOOPGATE_BUILD_VERSION === "string") return LOOPGATE_BUILD_VERSION;
  try {
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string };
    return manifest.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}
