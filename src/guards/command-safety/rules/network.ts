import { NETWORK_PIPES, SHELLS } from "../commands/command-classes.js";
import { downloadedFiles } from "../commands/downloads.js";
import { fileWrites } from "../commands/file-writes.js";
import { shellCall } from "../commands/shells.js";
import type { Invocation, Redirection } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

const SOCAT_NETWORK = /^(?:tcp|tcp4|tcp6|udp|udp4|udp6|ssl|openssl|sctp|socks4a?|proxy|tcp-listen|tcp4-listen|tcp6-listen|udp-listen|ssl-l|openssl-listen|sctp-listen|dccp)[:-]/i;
const SOCAT_EXEC = /^(?:exec|system):(.*)$/i;
const AUTHORIZED_KEYS = /(?:^|\/)\.ssh\/authorized_keys2?$/;

/**
 * Whether a command writes an authorized_keys file by any write path (tee, cp, mv onto it, install,
 * sed -i, ln, dd of=, …): every write but a deletion or a move away may add a key.
 */
function grantsKeys(invocation: Invocation): boolean {
  return fileWrites(invocation).some((write) => write.effect !== "delete" && write.effect !== "move-away" && write.effect !== "truncate" && AUTHORIZED_KEYS.test(write.field.value ?? ""));
}

/** Reverse and bind shells, netcat/socat exec, shells wired to /dev/tcp, reverse tunnels, planted SSH keys. */
export const networkRules: RuleSet = {
  category: "network",
  rules: [
    { id: "net.netcat-exec", decision: "deny", description: "netcat runs a program for a connection (nc -e /bin/sh)." },
    { id: "net.socat-shell", decision: "deny", description: "socat connects a network address to a shell." },
    { id: "net.socat-exec", decision: "ask", description: "socat connects a network address to a program." },
    { id: "net.reverse-shell", decision: "deny", description: "A shell wired to the network (bash -i >& /dev/tcp/…, a shell in a pipeline with nc, a scripted reverse shell)." },
    { id: "net.dev-tcp", decision: "ask", description: "A redirect opens a network connection through /dev/tcp or /dev/udp." },
    { id: "net.reverse-tunnel", decision: "ask", description: "ssh -R exposes a local port on a remote host." },
    { id: "net.authorized-keys", decision: "ask", description: "Writes an SSH authorized_keys file by any write path (grants remote login)." },
  ],
  invocation(invocation) {
    const name = invocation.name;
    const values = invocation.argv.slice(1).map((field) => field.value ?? "");
    if (name === "nc" || name === "ncat" || name === "netcat" || name === "pwncat") {
      if (values.some((value) => /^-[a-zA-Z]*[ec]$/.test(value) || /^-[a-zA-Z]*e\/./.test(value) || /^--(?:exec|sh-exec|lua-exec)/.test(value))) {
        return [{ rule: "net.netcat-exec", decision: "deny", reason: `${shown(invocation)} hands a network connection to a program${via(invocation)}` }];
      }
    }
    if (name === "socat") return socat(invocation, values);
    if (SHELLS.has(name) && wiredToDescriptor(invocation)) {
      return [{ rule: "net.reverse-shell", decision: "deny", reason: `${shown(invocation)} reads and writes a shell through the same extra file descriptor (a socket)${via(invocation)}` }];
    }
    if (name === "ssh" && values.some((value) => /^-[a-zA-Z]*R/.test(value))) {
      return [{ rule: "net.reverse-tunnel", decision: "ask", reason: `${shown(invocation)} opens a reverse tunnel into this machine${via(invocation)}` }];
    }
    const writesKeys = name === "curl" || name === "wget" ? downloadedFiles(invocation).some((file) => AUTHORIZED_KEYS.test(file)) : values.some((value) => value.includes("authorized_keys")) && grantsKeys(invocation);
    if (writesKeys) {
      return [{ rule: "net.authorized-keys", decision: "ask", reason: `${shown(invocation)} writes an SSH authorized_keys file${via(invocation)}` }];
    }
    return [];
  },
  redirect(redirect, invocation) {
    const target = redirect.target.value;
    if (target === undefined) return [];
    if (/(?:^|\/)\.ssh\/authorized_keys2?$/.test(target) && (redirect.op.startsWith(">") || redirect.op.startsWith("&>"))) {
      return [{ rule: "net.authorized-keys", decision: "ask", reason: `a redirect writes ${target}, which grants SSH logins` }];
    }
    if (!/^\/dev\/(?:tcp|udp)\//.test(target)) return [];
    if (invocation && (SHELLS.has(invocation.name) || invocation.name === "exec" || invocation.name === "sh")) {
      return [{ rule: "net.reverse-shell", decision: "deny", reason: `${shown(invocation)} wires a shell to ${target}${via(invocation)}` }];
    }
    return [{ rule: "net.dev-tcp", decision: "ask", reason: `a redirect opens a network connection to ${target}${invocation ? ` (${shown(invocation)})` : ""}` }];
  },
  pipeline(stages) {
    const at = stages.findIndex((stage) => stage.some((invocation) => SHELLS.has(invocation.name) && shellCall(invocation).readsStdin));
    const shell = at < 0 ? undefined : stages[at]?.find((invocation) => SHELLS.has(invocation.name) && shellCall(invocation).readsStdin);
    // The network client is another stage of the pipeline: a command the shell itself runs from its input is its code, not its peer.
    const network = shell ? stages.find((stage, index) => index !== at && stage.some((invocation) => NETWORK_PIPES.has(invocation.name)))?.find((invocation) => NETWORK_PIPES.has(invocation.name)) : undefined;
    if (shell && network) {
      return [{ rule: "net.reverse-shell", decision: "deny", reason: `a pipeline connects ${shown(shell)} to ${shown(network)} (a network shell)${via(shell)}` }];
    }
    return [];
  },
};

/** A shell whose input and output both come from one descriptor beyond 0-2 (`sh <&196 >&196`, `zsh >&$REPLY 0>&$REPLY`). */
function wiredToDescriptor(invocation: Invocation): boolean {
  const extra = (redirect: Redirection): string | undefined => {
    const target = redirect.target.value ?? `?${redirect.target.text}`;
    return /^[012-]$/.test(target) ? undefined : target;
  };
  const inputs = invocation.redirects.filter((redirect) => redirect.op === "<&" || (redirect.op === ">&" && redirect.fd === 0)).map(extra);
  const outputs = invocation.redirects.filter((redirect) => redirect.op === ">&" && redirect.fd !== 0).map(extra);
  return inputs.some((target) => target !== undefined && outputs.includes(target));
}

function socat(invocation: Invocation, values: string[]): Hit[] {
  const exec = values.map((value) => SOCAT_EXEC.exec(value)).find(Boolean);
  if (!exec || !values.some((value) => SOCAT_NETWORK.test(value))) return [];
  const program = (exec[1] ?? "").replace(/^['"]/, "").split(/[\s,'"]/)[0] ?? "";
  const base = program.slice(program.lastIndexOf("/") + 1);
  if (SHELLS.has(base)) return [{ rule: "net.socat-shell", decision: "deny", reason: `${shown(invocation)} serves a shell over the network${via(invocation)}` }];
  return [{ rule: "net.socat-exec", decision: "ask", reason: `${shown(invocation)} connects a network address to ${program || "a program"}${via(invocation)}` }];
}
