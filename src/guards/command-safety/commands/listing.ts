import { provenance, staticField, type DataSource, type Invocation } from "../model.js";

/**
 * What `ls DIR` or `ls DIR/*.db` prints, as paths found under that directory, so that a listing
 * piped into `xargs rm` is judged by where the listed entries are (as `find … | xargs rm` is).
 * Only the first operand is remembered; without an operand `ls` lists the working directory and
 * nothing is returned.
 *
 * @example
 * listingOutput(invocation("ls", "~/code/other/*.db"))?.found // { root: ~/code/other, narrowed: true }
 */
export function listingOutput(invocation: Invocation): DataSource | undefined {
  let options = true;
  for (const field of invocation.argv.slice(1)) {
    if (options && field.value === "--") {
      options = false;
      continue;
    }
    if (options && field.value?.startsWith("-") && field.value !== "-") continue;
    if (field.value === undefined) return undefined;
    const found = field.glob ? globDirectory(field.value) : { root: field.value.replace(/(.)\/+$/, "$1"), narrowed: false };
    if (found === undefined) return undefined;
    return { provenance: provenance({ generated: true }, ["ls"]), description: invocation.line, found: { root: staticField(found.root), narrowed: found.narrowed } };
  }
  return undefined;
}

function globDirectory(pattern: string): { root: string; narrowed: boolean } | undefined {
  const slash = pattern.replace(/\/+$/, "").lastIndexOf("/");
  if (slash <= 0) return undefined;
  const directory = pattern.slice(0, slash);
  if (/[?*[]/.test(directory)) return undefined;
  const base = pattern.slice(slash + 1).replace(/\/+$/, "");
  return { root: directory, narrowed: base !== "*" && base !== ".*" };
}
