import type { Field, Invocation } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";

const SHELL_GRAMMAR: OptionGrammar = {
  flags: "abefhkmnptuvxBCEHPTilrsDcNdqwyXYFGJQRSUVW",
  values: "oO",
  long: ["login", "noprofile", "norc", "posix", "restricted", "verbose", "version", "debugger", "dump-strings", "dump-po-strings", "noediting", "pretty-print", "help", "no-rcs", "interactive", "no-config", "private", "no-execute", "print-rusage-self"],
  longValues: ["rcfile", "init-file", "command", "commands", "init-command", "debug-output", "profile", "features"],
  // nushell's `--commands`.
  aliases: { command: "c", commands: "c", "init-command": "C" },
  stopAtOperand: true,
  plus: true,
};

/** How a shell was asked to get its code. */
export interface ShellCall {
  /** `-c CODE` (or `--command=CODE`). */
  command?: Field;
  /** A script file operand. */
  script?: Field;
  /** Reads commands from stdin (`-s`, or no script and no `-c`). */
  readsStdin: boolean;
  /** `$0`, `$1`, … for the code. */
  positional: Field[];
}

/**
 * Reads a shell's command line: `-c` in any flag cluster (`-xc`, `-lc`), options before it, the
 * code string, and the positional parameters after it.
 *
 * @example
 * shellCall(invocation("bash", "-lc", "rm -rf /", "x")).command?.value // "rm -rf /"
 */
export function shellCall(invocation: Invocation): ShellCall {
  const parsed = parseOptions(invocation.argv.slice(1), SHELL_GRAMMAR);
  const operands = parsed.operands;
  const commandOption = parsed.options.filter((option) => option.name === "c" && !option.plus);
  if (commandOption.length > 0) {
    const withValue = commandOption.find((option) => option.value);
    if (withValue?.value) return { command: withValue.value, readsStdin: false, positional: operands };
    if (operands[0]) return { command: operands[0], readsStdin: false, positional: operands.slice(1) };
    return { readsStdin: false, positional: [] };
  }
  // `-n` (`--no-execute` in fish, `-o noexec`): bash(1), dash(1) and zsh read the script and check its syntax without running it.
  if (parsed.has("no-execute") || parsed.options.some((option) => (option.name === "n" && !option.plus) || (option.name === "o" && !option.plus && option.value?.value === "noexec"))) return { readsStdin: false, positional: [] };
  if (parsed.has("s") || operands.length === 0) return { readsStdin: true, positional: operands };
  return { script: operands[0] as Field, readsStdin: false, positional: operands };
}
