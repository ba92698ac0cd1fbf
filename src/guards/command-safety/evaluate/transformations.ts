import { mergeProvenance, provenance, type Provenance } from "../model.js";
import { parseShell } from "../shell/parse-shell.js";
import { decodeEscapes } from "./escapes.js";
import type { WordContext } from "./word-context.js";

/** At most this many command substitutions are run from one prompt string. */
const MAX_PROMPT_SUBSTITUTIONS = 4;

/** A transformation's result: the text when it is known, else where the unknown part comes from. */
export type Transformed = { value: string } | { provenance: Provenance };

/**
 * bash's `${x@OP}` transformations of a known value: `E` decodes backslash escapes as `$'…'` does,
 * `P` expands it as a prompt (its command substitutions run), `Q` quotes it for re-use as input,
 * `U`/`u`/`L` change case; `A`, `K`, `a`, `k` describe the variable and are left as the value.
 *
 * @example
 * transform("\\x72\\x6d", "E", context) // { value: "rm" }
 */
export function transform(known: string, op: string, context: WordContext): Transformed {
  switch (op) {
    case "E":
      return { value: decodeEscapes(known).value };
    case "Q":
      return { value: `'${known.replace(/'/g, "'\\''")}'` };
    case "U":
      return { value: known.toUpperCase() };
    case "u":
      return { value: known.slice(0, 1).toUpperCase() + known.slice(1) };
    case "L":
      return { value: known.toLowerCase() };
    case "P":
      return prompt(known, context);
    default:
      return { value: known };
  }
}

/** A prompt string's command substitutions (`$(…)`, backquotes) run when it is expanded. */
function prompt(known: string, context: WordContext): Transformed {
  let origin: Provenance | undefined;
  let count = 0;
  const value = known.replace(/\$\(([^()]*)\)|`([^`]*)`/g, (whole, dollar: string | undefined, backquoted: string | undefined) => {
    if (++count > MAX_PROMPT_SUBSTITUTIONS) {
      origin = mergeProvenance(origin ?? provenance({}), provenance({ generated: true }));
      return whole;
    }
    const parsed = parseShell(dollar ?? backquoted ?? "");
    if (!parsed.ok) {
      origin = mergeProvenance(origin ?? provenance({}), provenance({ generated: true }));
      return whole;
    }
    const output = context.substitute(parsed.file.Stmts, "command");
    if (output.text === undefined) origin = mergeProvenance(origin ?? provenance({}), output.provenance);
    return (output.text ?? "").replace(/\n+$/, "");
  });
  return origin ? { provenance: origin } : { value };
}
