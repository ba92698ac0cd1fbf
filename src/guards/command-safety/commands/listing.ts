import { provenance, staticField, type DataSource, type Field, type Invocation } from "../model.js";
import { globFound } from "../walk/glob-found.js";

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
    const found = field.glob ? listedGlob(field) : { root: staticField(field.value.replace(/(.)\/+$/, "$1")), narrowed: false };
    if (found === undefined) return undefined;
    return { provenance: provenance({ generated: true }, ["ls"]), description: invocation.line, found };
  }
  return undefined;
}

/**
 * The paths a listed pattern yields, as `globFound` reads them for loops (a trailing slash, as in
 * `ls -d DIR/PATTERN/`, lists directories and is not part of the name). A bare `*` or `.*` lists everything in
 * the directory, so only a name pattern narrows it; the pattern stays for rules that judge by names.
 */
function listedGlob(field: Field): Field["found"] | undefined {
  const found = globFound([{ ...field, value: field.value?.replace(/(.)\/+$/, "$1") }]);
  if (found === undefined) return undefined;
  const base = found.names?.[0];
  return { ...found, narrowed: base !== "*" && base !== ".*" };
}
