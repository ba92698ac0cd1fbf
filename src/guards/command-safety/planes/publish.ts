import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";
import { ownEntry } from "../../../util/own-entry.js";
import { optionValues } from "../commands/option-values.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

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
 * Registries' commands that withdraw a published version, by tool and subcommand words, from each
 * registry's documentation: `gem yank` removes it from RubyGems and the number can never be pushed
 * again; `dotnet nuget delete` and
 * `nuget delete` delete (or on nuget.org unlist) it; `mix hex.publish --revert` deletes it from Hex.
 * Deprecation notices (`npm deprecate`, `mix hex.retire`) leave the version installable and are not here,
 * and neither is `cargo yank`: by cargo-yank(1) a yanked version stays downloadable for every
 * existing Cargo.lock, only new resolutions skip it, and `cargo yank --undo` restores it.
 */
const WITHDRAWALS: Readonly<Record<string, readonly string[]>> = {
  gem: ["yank"],
  dotnet: ["nuget delete"],
  nuget: ["delete"],
  "nuget.exe": ["delete"],
};

/** Whether a command withdraws a published version from its registry (`gem yank x -v 1.0`, `cargo yank --version 1.0`). */
function withdraws(invocation: Invocation): boolean {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  if (invocation.name === "mix") return values[0] === "hex.publish" && values.some((value) => value === "--revert" || value.startsWith("--revert="));
  const commands = ownEntry(WITHDRAWALS, invocation.name);
  if (!commands) return false;
  const words = subcommandWords(args, new Set(["v", "version", "vers", "index", "registry", "token", "k", "api-key", "s", "source", "ApiKey", "Source", "platform", "host", "key"]), 2).join(" ");
  return commands.some((command) => words === command || words.startsWith(`${command} `));
}

/**
 * Publishing a package to a public registry (`npm publish`, `cargo publish`, `twine upload`,
 * `gem push`, `uv publish`, …) and taking one back (`npm unpublish`, `gem yank`, `cargo yank`,
 * `dotnet nuget delete`, `mix hex.publish --revert`), which breaks everyone who depends on it.
 * Dry runs are allowed.
 *
 * @example
 * publishEffects(invocation("npm", "publish", "--access", "public"))[0]?.rule // "planes.publish"
 */
export function publishEffects(invocation: Invocation): PlaneEffect[] {
  if (withdraws(invocation)) return [{ rule: "planes.publish", what: "withdraws a published version from the registry, breaking everyone who depends on it" }];
  const commands = ownEntry(PUBLISHERS, invocation.name);
  if (!commands) return [];
  const args = invocation.argv.slice(1);
  const words = subcommandWords(args, new Set(["access", "tag", "otp", "registry", "r", "token", "repository", "workspace", "w", "filter"]), 2);
  const command = words[0] === "npm" ? words[1] : words[0];
  if (command === undefined || !commands.includes(command) || (words[0] === "npm" && command !== "publish")) return [];
  if (args.some((field) => field.value === "--dry-run")) return [];
  if (localRegistry(invocation)) return [];
  if (command === "unpublish") return [{ rule: "planes.publish", what: "removes a published version from the registry, breaking everyone who depends on it" }];
  return [{ rule: "planes.publish", what: "publishes a package for everyone to download" }];
}

/** The variables npm, pnpm and yarn read a registry address from (npm-config(7): every `npm_config_*` variable sets that option). */
const REGISTRY_VARIABLES = ["npm_config_registry", "NPM_CONFIG_REGISTRY", "YARN_NPM_REGISTRY_SERVER", "YARN_REGISTRY"];

/**
 * Whether every registry the command names runs on this machine (`npm unpublish pkg --registry
 * http://localhost:4873/`, a Verdaccio on the developer's machine): publishing there, or taking
 * a version back, reaches nobody else.
 */
function localRegistry(invocation: Invocation): boolean {
  const named = [
    ...optionValues(invocation.argv.slice(1).map((field) => field.value ?? "\0"), ["--registry", "--repository-url", "--index", "--publish-url"]),
    ...REGISTRY_VARIABLES.flatMap((name) => invocation.assignments.get(name)?.value ?? []),
  ];
  return named.length > 0 && named.every((address) => isLoopbackHost(hostOf(address)));
}

/** The host of a registry address (`http://127.0.0.1:4873/` → `127.0.0.1`), or the whole text when it is not a URL. */
function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
}
