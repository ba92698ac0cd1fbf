import type { Field } from "../model.js";

/** What an extraction reads and where it writes. */
export interface Extraction {
  /** The archive, or `undefined` when it is read from standard input (`curl … | tar xz`, `tar -xf -`). */
  archive?: Field;
  /** Where the files land: `-C DIR`/`--directory=DIR`, `-d DIR`, `-oDIR`, or the working directory. */
  directory: Field;
  /** Existing files are replaced (tar by default unless `-k`/`--keep-old-files`/`--skip-old-files`; unzip only with `-o`). */
  overwrites: boolean;
}

const HERE: Field = { value: ".", text: ".", glob: false };

/** tar's short options that take a value (GNU tar(1)); in an old-style bundle (`tar cfb x.tar 20`) their values follow it in order. */
export const TAR_SHORT_VALUES: ReadonlySet<string> = new Set(["f", "C", "T", "X", "b", "L", "V", "N", "g", "K", "F", "I", "H"]);
/** zip(1) options whose value is the next word. */
export const ZIP_VALUES: ReadonlySet<string> = new Set(["-b", "-n", "-t", "-tt", "-P", "-Z", "-s", "-sp", "-O", "-ll", "-U", "--temp-path", "--suffixes", "--password", "--compression-method", "--split-size", "--output-file", "--from-date", "--before-date"]);

/**
 * What `tar -x` (also `bsdtar`, old-style `tar xzf a.tgz`), `unzip` or `7z x` extracts, from
 * where, into which directory; `undefined` when the command lists, tests or prints instead.
 *
 * @example
 * archiveExtraction("tar", [f("-xzf"), f("a.tgz"), f("-C"), f("/srv/app")])?.directory.value // "/srv/app"
 */
export function archiveExtraction(name: string, args: readonly Field[]): Extraction | undefined {
  const values = args.map((field) => field.value ?? "");
  if (name === "unzip") {
    const flags = values.filter((value) => /^-[a-zA-Z]+$/.test(value)).join("");
    if (/[lptvZ]/.test(flags)) return undefined;
    const at = values.indexOf("-d");
    const archive = args.find((field, index) => (at < 0 || index !== at + 1) && (field.value === undefined || !field.value.startsWith("-")));
    return { ...(archive ? { archive } : {}), directory: at >= 0 && args[at + 1] ? (args[at + 1] as Field) : HERE, overwrites: flags.includes("o") && !flags.includes("n") };
  }
  if (name === "7z" || name === "7za" || name === "7zz") {
    if (values[0] !== "x" && values[0] !== "e") return undefined;
    const archive = args.slice(1).find((field) => field.value === undefined || !field.value.startsWith("-"));
    const output = args.find((field) => field.value?.startsWith("-o") && field.value.length > 2);
    return { ...(archive ? { archive } : {}), directory: output ? { ...output, value: (output.value as string).slice(2) } : HERE, overwrites: values.includes("-aoa") };
  }
  const oldStyle = values[0] !== undefined && /^[A-Za-z]+$/.test(values[0]) ? values[0] : "";
  const short = [oldStyle, ...values.filter((value) => /^-[A-Za-z]+$/.test(value))].join("");
  const extracting = short.includes("x") || values.includes("--extract") || values.includes("--get");
  if (!extracting || short.includes("t") || values.some((value) => /^--(?:list|to-stdout)$/.test(value)) || short.includes("O")) return undefined;
  const overwrites = !short.includes("k") && !values.some((value) => /^--(?:keep-old-files|skip-old-files|keep-directory-symlink)$/.test(value));
  let directory = HERE;
  for (let index = args.length - 1; index >= 0; index--) {
    const value = values[index] as string;
    // `-C DIR`, also at the end of a bundle of short options (`-xzC DIR`).
    if ((/^-[A-Za-z]*C$/.test(value) || value === "--directory") && args[index + 1]) directory = args[index + 1] as Field;
    else if (value.startsWith("--directory=")) directory = { ...(args[index] as Field), value: value.slice(12) };
    else if (/^-C./.test(value)) directory = { ...(args[index] as Field), value: value.slice(2) };
    else continue;
    break;
  }
  return { ...tarArchive(args, values, oldStyle), directory, overwrites };
}

/**
 * The archive a tar command line names (`-czf a.tgz`, old-style `xzf a.tgz`, `-f a.tgz`,
 * `--file=a.tgz`, `-fa.tgz`); undefined when it is standard input or output (no `-f`, or `-f -`).
 *
 * @example
 * tarArchiveOf([f("czf"), f("-"), f("src")]) // undefined: written to standard output
 */
export function tarArchiveOf(args: readonly Field[]): Field | undefined {
  const values = args.map((field) => field.value ?? "");
  const oldStyle = values[0] !== undefined && /^[A-Za-z]+$/.test(values[0]) ? values[0] : "";
  return tarArchive(args, values, oldStyle).archive;
}

/** The `-f` archive of a tar command line (`-xzf a.tgz`, `xzf a.tgz`, `--file=a.tgz`); none or `-` is standard input. */
function tarArchive(args: readonly Field[], values: readonly string[], oldStyle: string): { archive?: Field } {
  let archive: Field | undefined;
  // An old-style bundle's values follow it in the order of its letters: `xzf -` reads standard input.
  if (oldStyle.includes("f")) archive = args[1 + [...oldStyle.slice(0, oldStyle.indexOf("f"))].filter((letter) => TAR_SHORT_VALUES.has(letter)).length];
  values.forEach((value, index) => {
    if (value === "--file" || (/^-[A-Za-z]*f$/.test(value))) archive = args[index + 1];
    else if (value.startsWith("--file=")) archive = { ...(args[index] as Field), value: value.slice(7) };
    else if (/^-f./.test(value)) archive = { ...(args[index] as Field), value: value.slice(2) };
  });
  return archive && archive.value !== "-" ? { archive } : {};
}

/**
 * Where `tar -x`, `bsdtar` or `unzip -o` writes the files it extracts when it replaces existing
 * ones (tar overwrites by default; unzip only with `-o`, and never with `-n`).
 *
 * @example
 * extractionOverwrites("tar", [f("-xzf"), f("a.tgz"), f("-C"), f("/srv/app")])[0]?.value // "/srv/app"
 */
export function extractionOverwrites(name: string, args: readonly Field[]): Field[] {
  const extraction = archiveExtraction(name, args);
  return extraction?.overwrites ? [extraction.directory] : [];
}
