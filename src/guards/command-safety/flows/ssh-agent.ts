import type { Field, Invocation } from "../model.js";

/** Where ssh-agent puts other sessions' sockets: `/tmp/ssh-XXXXXX/agent.PID`, and per-user runtime directories. */
const AGENT_SOCKET_PATH = /^\/tmp\/ssh-[^/\s]{1,64}\/agent\.[^/\s]{1,16}$/;
/** A glob in the value (`/tmp/ssh-*\/agent.*`, `/run/user/*\/…`): a socket picked from whoever's sessions match. */
const GLOB = /[*?[]/;
/** A command substitution that searches or lists for the socket (`$(find /tmp -name 'agent.*')`, `$(ls /tmp/ssh-*\/agent.*)`). */
const SEARCHED = /\$\(\s*(?:sudo\s+)?(?:find|ls|fd|fdfind|locate|plocate|compgen|lsof|ss|netstat)\b|`\s*(?:sudo\s+)?(?:find|ls|fd|fdfind|locate|plocate|compgen|lsof|ss|netstat)\b/;
/** Declaration builtins whose operands may assign the variable (`export SSH_AUTH_SOCK=…`). */
const DECLARATIONS = new Set(["export", "declare", "typeset", "local", "readonly", "setenv", "set"]);

/**
 * How an `SSH_AUTH_SOCK` assignment points at an agent socket that is not the session's own, for
 * reasons: found by a glob or a search (`export SSH_AUTH_SOCK=$(find /tmp -name 'agent.*')`,
 * `SSH_AUTH_SOCK=/tmp/ssh-*\/agent.* ssh-add -l`), or named by another session's ssh-agent path
 * (`/tmp/ssh-XXXX/agent.123`). Whoever holds the socket signs with its keys. Undefined for the
 * session's own agent (`eval $(ssh-agent -s)`, `$XDG_RUNTIME_DIR/ssh-agent.socket`, gpg's socket).
 *
 * @example
 * foreignAgentSocket(invocation("export", "SSH_AUTH_SOCK=$(ls /tmp/ssh-*\/agent.*)")) // "a socket found by a search or a glob (…)"
 */
export function foreignAgentSocket(invocation: Invocation): string | undefined {
  const assigned = invocation.assignments.get("SSH_AUTH_SOCK");
  if (assigned !== undefined) {
    const found = judgeSocket(assigned);
    if (found !== undefined) return found;
  }
  if (!DECLARATIONS.has(invocation.name)) return undefined;
  for (const field of invocation.argv.slice(1, 17)) {
    const text = field.value ?? field.text;
    if (!/^["']?SSH_AUTH_SOCK=/.test(text)) continue;
    const value = field.value?.slice(field.value.indexOf("=") + 1);
    const raw = field.text.slice(field.text.indexOf("=") + 1);
    const found = judgeSocket({ ...field, text: raw, value });
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * How the value given to `SSH_AUTH_SOCK` names an agent socket that is not the session's own (a
 * glob, a search, another session's ssh-agent path), for reasons; undefined otherwise.
 *
 * @example
 * agentSocketOf({ value: undefined, text: "$(find /tmp -name 'agent.*')", glob: false }) // "a socket found by a search (…)"
 */
export function agentSocketOf(field: Field): string | undefined {
  return judgeSocket(field);
}

function judgeSocket(field: Field): string | undefined {
  const raw = field.text.replace(/^["']|["']$/g, "");
  if (raw.length > 1024) return `a socket named by a value too long to judge`;
  if (SEARCHED.test(raw)) return `a socket found by a search (${raw})`;
  const value = field.value;
  if (field.glob || (value === undefined ? GLOB.test(raw.replace(/\$\{[^}]{0,64}\}|\$\w+/g, "")) : GLOB.test(value))) return `a socket picked by a glob (${raw})`;
  if (value !== undefined && AGENT_SOCKET_PATH.test(value)) return `another session's agent socket (${value})`;
  // A loop over a glob of sockets (`for s in /tmp/ssh-*\/agent.*; do SSH_AUTH_SOCK=$s …`): the walker marks what the loop variable came from.
  const origin = field.dynamic?.provenance;
  if (origin !== undefined && origin.sources.some((source) => /^(?:find|ls|fd|fdfind|locate|plocate|compgen|lsof)$/.test(source) || (source.includes("agent") && GLOB.test(source)))) return `a socket found by a search or a glob (${raw})`;
  return undefined;
}

/** ssh's options that turn host-key verification off, so whoever answers for the host is trusted. */
const NO_HOST_KEY_CHECK = /^(?:stricthostkeychecking=(?:no|off|false)|userknownhostsfile=\/dev\/null|globalknownhostsfile=\/dev\/null)$/i;

/**
 * An ssh connection that forwards the agent (`-A`, `-o ForwardAgent=yes`) to a host whose key is
 * not verified (`-o StrictHostKeyChecking=no`, `-o UserKnownHostsFile=/dev/null`): the agent is
 * handed to whoever answers. Undefined for forwarding to a verified host (`ssh -A bastion`) or an
 * unverified connection that does not forward (`ssh -o StrictHostKeyChecking=no host uptime`).
 *
 * @example
 * unverifiedAgentForwarding(["-A", "-o", "StrictHostKeyChecking=no", "host"]) // "ssh -A with StrictHostKeyChecking=no"
 * unverifiedAgentForwarding(["-A", "bastion"]) // undefined
 */
export function unverifiedAgentForwarding(args: readonly string[]): string | undefined {
  let forwards = false;
  let unverified: string | undefined;
  for (let index = 0; index < Math.min(args.length, 64); index++) {
    const arg = args[index] as string;
    // The destination ends the options; what follows is the remote command.
    if (!arg.startsWith("-")) {
      if (/^-[bcDEeFIiJLlmOoPpQRSWw]$/.test(args[index - 1] ?? "")) continue;
      break;
    }
    let option: string | undefined;
    if (arg === "-o") option = args[index + 1];
    else if (arg.startsWith("-o")) option = arg.slice(2);
    else if (/^-[a-zA-Z0-9]+$/.test(arg)) {
      // A cluster of flags (`-At`, `-tA`); `-a` turns forwarding off again.
      const letters = /^-[^bcDEeFIiJLlmOoPpQRSWw]*/.exec(arg)?.[0] ?? "";
      if (letters.includes("A")) forwards = true;
      if (letters.includes("a")) forwards = false;
    }
    if (option === undefined) continue;
    const setting = option.replace(/\s*=\s*|\s+/, "=");
    if (/^forwardagent=(?:yes|true)$/i.test(setting) || /^forwardagent=[/~$]/i.test(setting)) forwards = true;
    else if (/^forwardagent=(?:no|false)$/i.test(setting)) forwards = false;
    if (NO_HOST_KEY_CHECK.test(setting)) unverified = setting;
  }
  return forwards && unverified !== undefined ? `ssh -A with ${unverified}` : undefined;
}
