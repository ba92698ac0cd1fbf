import type { Field, Invocation } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { joinFields } from "./wrappers.js";

const SSH: OptionGrammar = { flags: "46AaCfGgKkMNnqsTtVvXxYy", values: "BbcDEeFIiJLlmOoPpQRSWw", stopAtOperand: true };

/**
 * The command `ssh [options] destination command…` runs on the remote host, as one shell string.
 *
 * @example
 * remoteCommand(invocation("ssh", "-p", "22", "host", "rm", "-rf", "/"))?.code.value // "rm -rf /"
 */
export function remoteCommand(invocation: Invocation): { host: string; code: Field } | undefined {
  const parsed = parseOptions(invocation.argv.slice(1), SSH);
  const [destination, ...rest] = parsed.operands;
  if (!destination) return undefined;
  // OpenSSH also reads options written after the destination.
  const after = parseOptions(rest, SSH);
  if (after.operands.length === 0) return undefined;
  return { host: destination.value ?? destination.text, code: joinFields(after.operands) };
}
