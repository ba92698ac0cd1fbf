import type { Invocation } from "../model.js";

/**
 * Install scripts turned back on by a setting, where a project or user had turned them off. npm's
 * `ignore-scripts` (npm-config(7): "If true, npm does not run scripts specified in package.json
 * files"; pnpm reads the same key) and Yarn Berry's `enableScripts` (yarnrc reference: "Define
 * whether to run postinstall scripts or not") are the switch the advisories on the 2025 npm
 * compromises (s1ngularity, Shai-Hulud) recommend: a compromised dependency's `postinstall` is how
 * those payloads ran. Setting `ignore-scripts` to false or deleting it, or `enableScripts` to
 * true, undoes that protection for every later install.
 */

/** The package managers that read `ignore-scripts` from their configuration (npm, pnpm, Bun's npm compatibility). */
const NPM_LIKE = new Set(["npm", "pnpm", "bun"]);
const FALSE = /^(?:false|0|no|off)$/i;
const TRUE = /^(?:true|1|yes|on)$/i;

/**
 * What a configuration command does to install scripts, described, when it turns them back on:
 * `npm config set ignore-scripts false`, `npm config set ignore-scripts=false`, `npm config delete
 * ignore-scripts`, `pnpm config set ignore-scripts false`, `yarn config set enableScripts true`.
 *
 * @example
 * installScriptsEnabled(invocation("npm", "config", "set", "ignore-scripts", "false")) // "sets ignore-scripts to false"
 */
export function installScriptsEnabled(invocation: Invocation): string | undefined {
  const name = invocation.name;
  if (!NPM_LIKE.has(name) && name !== "yarn") return undefined;
  const operands = invocation.argv.slice(1).map((field) => field.value ?? "?").filter((value) => !value.startsWith("-"));
  const [first, second, third, fourth] = operands;
  if (first !== "config" || third === undefined) return undefined;
  const equals = third.indexOf("=");
  const key = (equals > 0 ? third.slice(0, equals) : third).toLowerCase();
  const value = equals > 0 ? third.slice(equals + 1) : fourth;
  if (name === "yarn" && key === "enablescripts" && second === "set" && value !== undefined && TRUE.test(value)) return `sets enableScripts to ${value}`;
  if (key !== "ignore-scripts") return undefined;
  if ((second === "delete" || second === "rm") && name !== "yarn") return "deletes ignore-scripts";
  if (second === "set" && value !== undefined && FALSE.test(value)) return `sets ignore-scripts to ${value}`;
  return undefined;
}

/**
 * Whether an environment variable turns install scripts back on (`npm_config_ignore_scripts=false`,
 * which npm reads as the setting; `YARN_ENABLE_SCRIPTS=true`, Yarn Berry's variable for it).
 */
export function installScriptsEnabledByVariable(name: string, value: string): boolean {
  if (name.toLowerCase() === "npm_config_ignore_scripts") return FALSE.test(value);
  return name === "YARN_ENABLE_SCRIPTS" && TRUE.test(value);
}

/**
 * Whether text written into `.npmrc` or `.yarnrc.yml` turns install scripts back on
 * (`ignore-scripts=false`, `enableScripts: true`).
 *
 * @example
 * installScriptsEnabledIn("/w/.npmrc", "ignore-scripts=false\n") // true
 */
export function installScriptsEnabledIn(file: string, text: string): boolean {
  if (/(?:^|\/)\.?npmrc$/.test(file)) return /^\s*ignore-scripts\s*=\s*["']?(?:false|0)["']?\s*$/im.test(text);
  if (/(?:^|\/)\.yarnrc\.yml$/.test(file)) return /^\s*enableScripts\s*:\s*["']?true["']?\s*$/m.test(text);
  return false;
}
