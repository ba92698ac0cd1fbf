import { staticField, type Field } from "../model.js";

/**
 * A positional or special parameter (`$@`, `"$*"`, `$9`, `${1}`) spliced between word characters:
 * `r"$@"m`, `-$*rf`, `push$IFS$9--force`. Nobody writes that to pass arguments; it is the
 * documented way to break a word up with something that expands to nothing (Bashfuscator's
 * token obfuscators, the `$IFS$9` filter bypass).
 */
const SPLICED_PARAMETER = /[\w./@=:-]["']{0,2}\$(?:[@*1-9]|\{[@*1-9]\})["']{0,2}[\w./@=:-]/;

/**
 * The command as it runs when the positional parameters spliced into its words are empty, as they
 * are for a line run by `bash -c`: each such word becomes the text around them. Undefined when no
 * word splices one in, or when a word is unknown for another reason too.
 *
 * @example
 * emptySplicedParameters(fields(`r"$@"m`, "-rf", "/home/ada"))?.map((f) => f.value) // ["rm", "-rf", "/home/ada"]
 */
export function emptySplicedParameters(argv: readonly Field[]): Field[] | undefined {
  let changed = false;
  const out: Field[] = [];
  for (const field of argv) {
    if (field.value !== undefined || field.process || !SPLICED_PARAMETER.test(field.text)) {
      out.push(field);
      continue;
    }
    const ifEmpty = field.dynamic?.ifEmpty;
    if (ifEmpty === undefined || field.dynamic?.guarded) return undefined;
    changed = true;
    if (ifEmpty !== "") out.push(staticField(ifEmpty, field.text));
  }
  return changed && out.length > 0 ? out : undefined;
}
