import type { OptionGrammar } from "./getopt.js";

/**
 * The argument grammars of the commands that copy, move or link files onto a target, from GNU
 * coreutils' manual (cp(1), mv(1), install(1), ln(1)): which letters take a value, so that the
 * source and the target are found whatever options come before them. Letters a grammar does not
 * list (BSD and macOS spellings) are still read as flags.
 *
 * Each rule that reads these commands (the writes they make, a system file overwritten, an agent's
 * settings replaced) uses this one table.
 */
export const COPY_GRAMMARS = {
  cp: {
    flags: "abdfHilLnPpRrsTuvxZ",
    values: "St",
    long: [
      "archive", "attributes-only", "copy-contents", "debug", "force", "interactive", "link", "dereference", "no-clobber", "no-dereference",
      "parents", "recursive", "remove-destination", "strip-trailing-slashes", "symbolic-link", "no-target-directory", "one-file-system",
      "verbose", "keep-directory-symlink",
    ],
    longValues: ["suffix", "target-directory", "no-preserve"],
    longOptionals: ["backup", "preserve", "reflink", "sparse", "update", "context"],
    aliases: { t: "target-directory", T: "no-target-directory", n: "no-clobber", r: "recursive", R: "recursive" },
  },
  mv: {
    flags: "bfinTuvZ",
    values: "St",
    long: ["force", "interactive", "no-clobber", "no-copy", "strip-trailing-slashes", "no-target-directory", "verbose", "exchange", "debug"],
    longValues: ["suffix", "target-directory"],
    longOptionals: ["backup", "update", "context"],
    aliases: { t: "target-directory", T: "no-target-directory", n: "no-clobber" },
  },
  install: {
    flags: "bcCdDpsTvZ",
    values: "gmoSt",
    long: ["compare", "directory", "preserve-timestamps", "strip", "no-target-directory", "verbose", "debug", "preserve-context"],
    longValues: ["group", "mode", "owner", "suffix", "target-directory", "strip-program"],
    longOptionals: ["backup", "context"],
    aliases: { t: "target-directory", T: "no-target-directory", d: "directory" },
  },
  ln: {
    flags: "bdFfiLnPrsTv",
    values: "St",
    long: ["directory", "force", "interactive", "logical", "no-dereference", "physical", "relative", "symbolic", "no-target-directory", "verbose"],
    longValues: ["suffix", "target-directory"],
    longOptionals: ["backup"],
    aliases: { t: "target-directory", T: "no-target-directory", f: "force", s: "symbolic" },
  },
} as const satisfies Record<string, OptionGrammar>;

/** A command whose grammar `COPY_GRAMMARS` holds. */
export type CopyCommand = keyof typeof COPY_GRAMMARS;

/**
 * The grammar of `name` if it copies, moves or links onto a target.
 *
 * @example
 * copyGrammar("install")?.values // "gmoSt"
 */
export function copyGrammar(name: string): OptionGrammar | undefined {
  return Object.hasOwn(COPY_GRAMMARS, name) ? COPY_GRAMMARS[name as CopyCommand] : undefined;
}
