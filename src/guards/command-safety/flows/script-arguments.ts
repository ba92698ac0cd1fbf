import { SHELLS } from "../commands/command-classes.js";
import { interpreterFamily } from "../commands/command-name.js";
import { interpreterCall } from "../commands/interpreters.js";
import type { Field, Invocation } from "../model.js";

/** Most words looked at: a command line is short; past this the rest is left alone. */
const MAX_WORDS = 64;

/**
 * The arguments an interpreter or a shell hands to a script or module it runs (`python3 tool.py
 * ~/.ssh` → `~/.ssh`, `python3 -m dump ~/.aws`, `bash backup.sh ~/.gnupg`): what the script does with
 * them is as unknown as what an unknown program does. Undefined when no script runs (code given on
 * the command line, stdin, a bare interpreter), or for awk, whose operands are files it reads itself.
 *
 * @example
 * scriptArguments(invocation("python3", "dump.py", "~/.mozilla/firefox/p"))?.[0]?.value // "/home/ada/.mozilla/firefox/p"
 */
export function scriptArguments(invocation: Invocation): readonly Field[] | undefined {
  const argv = invocation.argv.slice(0, MAX_WORDS);
  const family = interpreterFamily(invocation.name);
  if (family === "awk") return undefined;
  if (family === "python") {
    // `-m module args`: the module runs with the words after its name.
    const module = argv.findIndex((field, index) => index > 0 && field.value === "-m");
    if (module > 0) return argv[module + 1] ? argv.slice(module + 2) : undefined;
  }
  if (family !== undefined) {
    const call = interpreterCall(family, invocation);
    if (call.code.length > 0 || call.script === undefined) return undefined;
    const at = argv.indexOf(call.script);
    return at > 0 ? argv.slice(at + 1) : undefined;
  }
  if (!SHELLS.has(invocation.name)) return undefined;
  // `bash [options] script args`: options before the script; `-c` runs code given on the command line.
  for (let index = 1; index < argv.length; index++) {
    const value = argv[index]?.value;
    if (value === undefined) return undefined;
    if (value === "--") return argv[index + 1] ? argv.slice(index + 2) : undefined;
    if (!value.startsWith("-") && !value.startsWith("+")) return argv.slice(index + 1);
    if (/^-[a-zA-Z]*c/.test(value) || value === "-s") return undefined;
    if (value === "-o" || value === "+o" || value === "-O" || value === "+O" || value === "--rcfile" || value === "--init-file") index++;
  }
  return undefined;
}
