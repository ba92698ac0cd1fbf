import { provenance, staticField, type DataSource, type Field, type Invocation } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { splitShellWords } from "./split-words.js";

const XARGS: OptionGrammar = {
  flags: "0prtxo",
  values: "aEdILnPs",
  optionals: "iel",
  long: ["null", "interactive", "no-run-if-empty", "exit", "verbose", "show-limits", "open-tty"],
  longValues: ["arg-file", "delimiter", "max-args", "max-procs", "max-chars", "process-slot-var"],
  longOptionals: ["replace", "eof", "max-lines"],
  aliases: { "0": "null", a: "arg-file", d: "delimiter", I: "replace", i: "replace", n: "max-args", P: "max-procs" },
  stopAtOperand: true,
};

const MAX_ITEMS = 32;

/**
 * The commands `xargs` runs: its command operands (default `echo`) with the input items appended,
 * or substituted for the `-I` string. Known input (`echo / | xargs rm -rf`) gives known items;
 * otherwise one unknown item stands for all of them, remembering `find` paths when it has them.
 *
 * @example
 * xargsCommands(invocation("xargs", "rm", "-rf"), staticInput("/\n"))[0]?.map((f) => f.value) // ["rm", "-rf", "/"]
 */
export function xargsCommands(invocation: Invocation, stdin: DataSource | undefined): Field[][] {
  const parsed = parseOptions(invocation.argv.slice(1), XARGS);
  const command = parsed.operands.length > 0 ? parsed.operands : [staticField("echo")];
  const argFile = parsed.value("arg-file");
  const fileInput: DataSource | undefined = argFile?.process ? { provenance: argFile.process.provenance, description: argFile.text, ...(argFile.process.text !== undefined ? { text: argFile.process.text } : {}) } : undefined;
  const replace = parsed.options.find((option) => option.name === "replace");
  // With -I each input line is one item, blanks included (xargs(1)).
  const lines = replace !== undefined && !parsed.has("null") && parsed.value("delimiter") === undefined ? staticField("\n") : parsed.value("delimiter");
  const items = inputItems(parsed.has("null"), lines, argFile ? fileInput : stdin);
  if (replace) {
    const marker = replace.value?.value ?? "{}";
    return items.slice(0, MAX_ITEMS).map((item) => command.map((field) => substitute(field, marker, item)));
  }
  return [[...command, ...items.slice(0, MAX_ITEMS)]];
}

function inputItems(nul: boolean, delimiter: Field | undefined, stdin: DataSource | undefined): Field[] {
  if (stdin?.text !== undefined) {
    const text = stdin.text;
    if (nul) return text.split("\0").filter(Boolean).map((item) => staticField(item));
    if (delimiter?.value !== undefined) return text.split(delimiter.value.replace(/^\\n$/, "\n")).filter(Boolean).map((item) => staticField(item));
    return splitShellWords(staticField(text));
  }
  const source = stdin ?? { provenance: provenance({ generated: true }), description: "input" };
  const unknown: Field = {
    value: undefined,
    text: "(input)",
    glob: false,
    dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: source.provenance },
  };
  if (source.found) unknown.found = source.found;
  return [unknown];
}

function substitute(field: Field, marker: string, item: Field): Field {
  if (field.value === undefined || !field.value.includes(marker)) return field;
  if (item.value !== undefined) return { ...field, value: field.value.split(marker).join(item.value) };
  const [before = ""] = field.value.split(marker);
  const result: Field = { value: undefined, text: field.text, glob: false, dynamic: { ...(item.dynamic as NonNullable<Field["dynamic"]>), prefix: before } };
  const found = item.found && before !== "" ? placedFound(before, item.found) : item.found;
  if (found) result.found = found;
  // `… | xargs -I{} rm ~/code/other/{}`: the items are names in that directory, whatever they are.
  else if (before.includes("/") && !/[$`*?[]/.test(before)) result.found = { root: staticField(before.slice(0, before.lastIndexOf("/")) || "/"), narrowed: true };
  return result;
}

/**
 * Paths a listing found, written after a directory: `git ls-files | xargs -I{} rm ../api/{}` names
 * files below `../api/`, not below the listing's own root, whatever the listing printed (names,
 * relative or absolute paths). Any other prefix (`f=@{}`, `old-{}`) leaves the listing's paths as
 * they are, for the reader that takes the field apart.
 */
function placedFound(before: string, found: NonNullable<Field["found"]>): NonNullable<Field["found"]> {
  if (!before.endsWith("/") || /[$`*?[=@:]/.test(before) || before.startsWith("-")) return found;
  return { ...found, root: staticField(before) };
}
