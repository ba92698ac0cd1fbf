import type { Field } from "../model.js";
import type { ElsewhereCommand } from "./elsewhere.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { joinFields } from "./wrappers.js";

/** OpenSSH client's options: flags and options that take a value (`ssh(1)`). */
export const SSH_OPTIONS: OptionGrammar = { flags: "46AaCfGgKkMNnqsTtVvXxYy", values: "BbcDEeFIiJLlmOoPpQRSWw", stopAtOperand: true };

/**
 * A login that runs `command` (joined into one shell string, as sshd does) or, without one, what
 * arrives on its stdin.
 *
 * @example
 * login("ssh web", fields("rm", "-rf", "/srv")).code?.[0]?.value // "rm -rf /srv"
 */
export function login(where: string, command: readonly Field[]): ElsewhereCommand {
  return command.length > 0 ? { where, remote: true, code: [joinFields(command)], stdin: true } : { where, remote: true, stdin: true };
}

/**
 * `ssh [options] destination [options] [command…]` read with `grammar` (OpenSSH's, or a tool that
 * passes its arguments to ssh: `autossh`, `tsh ssh`, `tailscale ssh`); undefined for `-N` (no
 * command, forwarding only) or without a destination.
 *
 * @example
 * sshLogin("ssh", fields("-p", "22", "web", "uptime"), SSH_OPTIONS)?.code?.[0]?.value // "uptime"
 */
export function sshLogin(name: string, args: readonly Field[], grammar: OptionGrammar): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, grammar);
  const [destination, ...rest] = parsed.operands;
  if (!destination) return undefined;
  // OpenSSH also reads options written after the destination.
  const after = parseOptions(rest, grammar);
  if (parsed.has("N") || after.has("N")) return undefined;
  return login(`${name} ${destination.value ?? destination.text}`, after.operands);
}

/**
 * The remote command among ssh client arguments that a tool passes through after `--` (`gh cs ssh
 * -- -t 'make test'`, `boundary connect ssh -- uptime`): the words after ssh's own options.
 *
 * @example
 * passedSshCommand(fields("-t", "rm", "-rf", "/")).map((field) => field.value) // ["rm", "-rf", "/"]
 */
export function passedSshCommand(args: readonly Field[]): Field[] {
  const parsed = parseOptions(args, SSH_OPTIONS);
  return parsed.has("N") ? [] : parsed.operands;
}
