import type { Field } from "../model.js";

/**
 * Where `tar -x` (also `bsdtar`, old-style `tar xzf a.tgz`) or `unzip -o` writes the files it
 * extracts, when it replaces existing ones: `-C DIR`/`--directory=DIR`, `-d DIR`, or the working
 * directory. tar overwrites by default unless `-k`, `--keep-old-files` or `--skip-old-files`;
 * unzip only with `-o` (without it, it asks or, with `-n`, keeps).
 *
 * @example
 * extractionOverwrites("tar", [f("-xzf"), f("a.tgz"), f("-C"), f("/srv/app")])[0]?.value // "/srv/app"
 */
export function extractionOverwrites(name: string, args: readonly Field[]): Field[] {
  const values = args.map((field) => field.value ?? "");
  if (name === "unzip") {
    const flags = values.filter((value) => /^-[a-zA-Z]+$/.test(value)).join("");
    if (!flags.includes("o") || flags.includes("n") || flags.includes("l") || flags.includes("t") || flags.includes("p")) return [];
    const at = values.indexOf("-d");
    return [at >= 0 && args[at + 1] ? (args[at + 1] as Field) : { value: ".", text: ".", glob: false }];
  }
  const oldStyle = values[0] !== undefined && /^[A-Za-z]+$/.test(values[0]) ? values[0] : "";
  const short = [oldStyle, ...values.filter((value) => /^-[A-Za-z]+$/.test(value))].join("");
  const extracting = short.includes("x") || values.includes("--extract") || values.includes("--get");
  if (!extracting || short.includes("k") || short.includes("t") || values.some((value) => /^--(?:keep-old-files|skip-old-files|list|to-stdout|keep-directory-symlink)$/.test(value)) || short.includes("O")) return [];
  for (let index = args.length - 1; index >= 0; index--) {
    const value = values[index] as string;
    if ((value === "-C" || value === "--directory") && args[index + 1]) return [args[index + 1] as Field];
    if (value.startsWith("--directory=")) return [{ ...(args[index] as Field), value: value.slice(12) }];
    if (/^-C./.test(value)) return [{ ...(args[index] as Field), value: value.slice(2) }];
  }
  return [{ value: ".", text: ".", glob: false }];
}
