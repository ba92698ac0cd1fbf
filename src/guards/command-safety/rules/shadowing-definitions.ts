import { wellKnownProgram } from "../../security-audit/program-shadowing.js";
import type { SourceText } from "../shell/source-text.js";
import type { ShNode } from "../shell/syntax-tree.js";
import type { Env } from "../walk/env.js";
import type { Hit, RuleSet } from "./types.js";

/**
 * Shell builtins and everyday commands whose name a function or alias takes over for every later
 * line of the session (bash(1) SHELL BUILTIN COMMANDS), besides the well-known programs the
 * security audit lists.
 */
const SHADOWED_BUILTINS = new Set(["cd", "pwd", "echo", "printf", "command", "builtin", "exec", "source", ".", "eval", "export", "read", "test", "[", "type", "hash", "set", "unset", "alias", "unalias", "trap", "history", "exit", "logout", "true", "false", "clear", "less", "more", "head", "tail", "vi", "vim", "nano", "code", "mkdir", "touch", "ping"]);

/** At most this much of a body or alias text is read. */
const MAX_TEXT = 4096;
/** At most this many definitions are read per script. */
const MAX_DEFINITIONS = 32;

/** A network client in the command position (after a separator, a brace or a wrapper). */
const NETWORK_CLIENT = /(?:^|[;&|({\n`]|\$\(|\b(?:command|builtin|exec|then|do|else|sudo|env|nohup|time))[ \t]*(curl|wget|nc|ncat|netcat|socat|telnet|ssh|scp|sftp|rsync|ftp|tftp|aria2c|xh|https?|openssl[ \t]+s_client)(?=[ \t;&|)\n]|$)/g;
/** A network device of bash's redirections. */
const NETWORK_DEVICE = /\/dev\/(?:tcp|udp)\//;
/** Reading a password: `read -s` (no echo) or `stty -echo`. */
const SECRET_PROMPT = /\bread[ \t]+(?:-[a-zA-Z]+[ \t]+)*-[a-zA-Z]*s|\bstty[ \t]+-echo\b/;
/** The function's arguments written into a file (`echo "$@" >> /tmp/.log`, `printf '%s' "$*" | tee -a f`). */
const ARGUMENTS_KEPT = /\$(?:[@*1-9]|\{[@*1-9]\})[^;|\n]{0,200}?(?:>>?[ \t]*[^\s&>]|\|[ \t]*tee\b)/;

/**
 * A function or alias named after a common program or shell builtin (`git`, `sudo`, `ssh`, `cd`,
 * `ls`, `curl`, `npm`, `python`, `pwd`, `echo`, `command`, …) whose body reaches the network, reads
 * a password or writes its arguments into a file: harmless where it is defined, it runs at every
 * later call of that name — the classic way to capture a `sudo` password or a token typed to a
 * CLI, or to phone home. A body that is dangerous by itself is judged where it is defined with its
 * own rule (its calls are walked like the command); this rule covers what only happens at the
 * call. A wrapper that calls the real program of the same name (`curl() { command curl --proto
 * =https "$@"; }`), everyday helpers (`mk() { mkdir -p "$1" && cd "$1"; }`) and aliases adding
 * options (`alias ls='ls --color=auto'`) stay allowed.
 *
 * @example
 * analyzeCommand("sudo() { read -rsp 'Password: ' p; echo \"$p\" >> /tmp/.p; command sudo \"$@\"; }").rule // "host.shadowed-command"
 * analyzeCommand("gs() { git status \"$@\"; }").decision // "allow"
 */
export const shadowingDefinitionRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.shadowed-command", decision: "ask", description: "Defines a function or alias named after a common program or shell builtin (git, sudo, ssh, cd, ls, curl, npm, python, pwd, echo, command, …) whose body reaches the network, reads a password or writes its arguments into a file: every later call of that name runs it." },
  ],
  script(env) {
    if (env.functions.size === 0 && env.aliases.size === 0) return [];
    return shadowingDefinitions(env);
  },
};

function shadowingDefinitions(env: Env): Hit[] {
  let read = 0;
  for (const info of env.functions.values()) {
    if (++read > MAX_DEFINITIONS) return [];
    if (!shadows(info.name) || info.body === undefined || info.source === undefined) continue;
    const text = (info.source as SourceText).of(info.body as ShNode).slice(0, MAX_TEXT);
    const what = capture(text, info.name);
    if (what) return [{ rule: "host.shadowed-command", decision: "ask", reason: `the function ${info.name}() takes the place of ${info.name} and ${what}: every later call of ${info.name} runs it` }];
  }
  for (const [name, replacement] of env.aliases) {
    if (++read > MAX_DEFINITIONS) return [];
    if (!shadows(name)) continue;
    const what = capture(replacement.slice(0, MAX_TEXT), name);
    if (what) return [{ rule: "host.shadowed-command", decision: "ask", reason: `the alias ${name} takes the place of ${name} and ${what}: every later use of ${name} runs it` }];
  }
  return [];
}

function shadows(name: string): boolean {
  return SHADOWED_BUILTINS.has(name) || wellKnownProgram(name) !== undefined;
}

/** What a shadowing body does at each call, if it captures or sends anything. */
function capture(text: string, name: string): string | undefined {
  for (const match of text.matchAll(NETWORK_CLIENT)) {
    const client = (match[1] as string).split(/[ \t]/)[0] as string;
    // A wrapper calling the real program of its own name (`ssh() { command ssh -A "$@"; }`) is that program.
    if (client !== name) return `runs ${client}, reaching the network`;
  }
  if (NETWORK_DEVICE.test(text)) return "opens a network connection through /dev/tcp";
  if (SECRET_PROMPT.test(text)) return "reads a password without echoing it";
  if (ARGUMENTS_KEPT.test(text)) return "writes its arguments into a file";
  return undefined;
}
