import { ownEntry } from "../../../util/own-entry.js";
import type { Field } from "../model.js";

/**
 * Commands that delete one named CI secret or variable, from the CLI references: `gh secret
 * delete|remove NAME` and `gh variable delete|remove NAME` (for a repository, an environment with
 * `--env`, an organization with `--org`, or a user's Codespaces with `--user`), and `glab variable
 * delete|remove KEY` (with `--scope`, `--group`).
 *
 * Where the line is drawn: the hosting service keeps a secret write-only — once set it is never
 * shown again, to anyone (GitHub docs, "Using secrets in GitHub Actions"; `gh secret set` reads
 * the value from its caller) — so the value always lives where it was issued, and deleting one
 * named secret or variable loses no data: whoever has the value sets it again. A deletion that
 * reaches many at once stays flagged: a name only known when the command runs (`for s in $(gh
 * secret list …); do gh secret delete $s; done`, `… | xargs gh secret delete`), a wildcard, or a
 * whole environment or repository (`gh api -X DELETE …/environments/prod`, `gh repo delete`).
 */
const ONE_SETTING: Readonly<Record<string, RegExp>> = {
  gh: /^(?:secret|variable) (?:delete|remove|rm)$/,
  glab: /^variable (?:delete|remove|rm)$/,
};

/** Options of these commands that take a value: their values are not the name deleted. */
const VALUED = /^(?:-[eorRsgBa]|--(?:env|org|repo|user|app|scope|group|hostname))$/;

/**
 * Whether a command deletes exactly one CI secret or variable named on its command line.
 *
 * @example
 * deletesOneCiSetting("gh", ["secret", "delete"], fields("secret", "delete", "NPM_TOKEN", "--env", "staging")) // true
 * deletesOneCiSetting("gh", ["secret", "delete"], fields("secret", "delete", "$s")) // false when $s is only known at run time
 */
export function deletesOneCiSetting(tool: string, path: readonly string[], args: readonly Field[]): boolean {
  const shape = ownEntry(ONE_SETTING, tool);
  if (shape === undefined || !shape.test(path.slice(0, 2).join(" "))) return false;
  const names: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value;
    if (value === undefined) return false;
    if (VALUED.test(value)) index++;
    else if (!value.startsWith("-")) names.push(field);
  }
  const named = names.slice(2);
  return named.length === 1 && named.every((field) => !field.glob && /^[\w.-]+$/.test(field.value ?? ""));
}
