import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";

/** Registries' upload commands, by tool: once published, a version is everyone's and cannot be taken back. */
const PUBLISHERS: Readonly<Record<string, readonly string[]>> = {
  npm: ["publish", "unpublish"],
  pnpm: ["publish"],
  yarn: ["publish", "npm"],
  bun: ["publish"],
  cargo: ["publish"],
  gem: ["push"],
  twine: ["upload"],
  poetry: ["publish"],
  uv: ["publish"],
  hatch: ["publish"],
  flit: ["publish"],
  vsce: ["publish"],
  ovsx: ["publish"],
};

/**
 * Publishing a package to a public registry (`npm publish`, `cargo publish`, `twine upload`,
 * `gem push`, `uv publish`, …) and taking one back (`npm unpublish`, which breaks everyone who
 * depends on it). Dry runs are allowed.
 *
 * @example
 * publishEffects(invocation("npm", "publish", "--access", "public"))[0]?.rule // "planes.publish"
 */
export function publishEffects(invocation: Invocation): PlaneEffect[] {
  const commands = PUBLISHERS[invocation.name];
  if (!commands) return [];
  const args = invocation.argv.slice(1);
  const words = subcommandWords(args, new Set(["access", "tag", "otp", "registry", "r", "token", "repository", "workspace", "w", "filter"]), 2);
  const command = words[0] === "npm" ? words[1] : words[0];
  if (command === undefined || !commands.includes(command) || (words[0] === "npm" && command !== "publish")) return [];
  if (args.some((field) => field.value === "--dry-run")) return [];
  if (command === "unpublish") return [{ rule: "planes.publish", what: "removes a published version from the registry, breaking everyone who depends on it" }];
  return [{ rule: "planes.publish", what: "publishes a package for everyone to download" }];
}
