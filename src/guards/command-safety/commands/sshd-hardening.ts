import type { Field, Invocation } from "../model.js";

/** The SSH daemon's configuration: its main file and its drop-in directory (sshd_config(5), `Include`). */
const SSHD_CONFIG = /^\/etc\/ssh\/sshd_config(?:\.d\/[^/]+\.conf)?$/;

/**
 * sshd_config(5) keywords and the values that only narrow who may log in and what a session may
 * do: password, empty-password, keyboard-interactive and host-based logins off, root's login
 * off or key-only (`prohibit-password`, its old name `without-password`, `forced-commands-only`),
 * X11, agent and TCP forwarding and tunnels off, a user's environment ignored, rhosts ignored, and
 * fewer authentication attempts than the default of 6. Keywords are case-insensitive; values are
 * matched as sshd reads them.
 */
const HARDENING: ReadonlyMap<string, (value: string) => boolean> = new Map<string, (value: string) => boolean>([
  ["passwordauthentication", (value) => value === "no"],
  ["permitemptypasswords", (value) => value === "no"],
  ["kbdinteractiveauthentication", (value) => value === "no"],
  ["challengeresponseauthentication", (value) => value === "no"],
  ["hostbasedauthentication", (value) => value === "no"],
  ["permitrootlogin", (value) => /^(?:no|prohibit-password|without-password|forced-commands-only)$/.test(value)],
  ["x11forwarding", (value) => value === "no"],
  ["allowagentforwarding", (value) => value === "no"],
  ["allowtcpforwarding", (value) => value === "no"],
  ["permittunnel", (value) => value === "no"],
  ["permituserenvironment", (value) => value === "no"],
  ["ignorerhosts", (value) => value === "yes"],
  ["maxauthtries", (value) => /^[1-6]$/.test(value)],
]);

/** Whether a path is the SSH daemon's configuration, a file this model judges edits of. */
export function isSshdConfig(absolute: string): boolean {
  return SSHD_CONFIG.test(absolute);
}

/**
 * Whether `sed -i` only hardens the SSH daemon: every command of its script a substitution
 * (`s/^#\?PasswordAuthentication.*∕PasswordAuthentication no/`) whose pattern is anchored on one
 * keyword's lines (commented out or not) and whose replacement is that keyword set to a hardening
 * value, so no other line is touched and nothing of the old line survives. Any other sed command
 * (`d`, `a`, `c`, `e`, a `w` or `e` flag), a script read from a file, a back-reference in the
 * replacement, or a value that loosens (`PermitRootLogin yes`) is not shown to harden: the edit
 * keeps asking. Read from sed(1) (GNU sed's manual: the `s` command, its flags and addresses) and
 * sshd_config(5).
 *
 * @example
 * // sudo sed -i 's/^#\?PasswordAuthentication.*∕PasswordAuthentication no/' /etc/ssh/sshd_config
 * sedHardensSshd(sedInvocation) // true
 */
export function sedHardensSshd(invocation: Invocation): boolean {
  if (invocation.name !== "sed" && invocation.name !== "gsed") return false;
  const scripts = sedScripts(invocation.argv.slice(1));
  return scripts !== undefined && scripts.length > 0 && scripts.flatMap(splitCommands).every(hardeningSubstitution);
}

/** The script texts: every `-e`/`--expression` value, else the first operand; undefined when one is read from a file or unknown. */
function sedScripts(args: readonly Field[]): string[] | undefined {
  const scripts: string[] = [];
  let operand: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const value = args[index]?.value;
    if (value === undefined) return undefined;
    if (/^-[a-zA-Z]*f|^--file/.test(value)) return undefined;
    if (value === "-e" || value === "--expression") {
      const script = args[index + 1]?.value;
      if (script === undefined) return undefined;
      scripts.push(script);
      index += 1;
    } else if (value.startsWith("--expression=")) scripts.push(value.slice("--expression=".length));
    else if (!value.startsWith("-") && operand === undefined) operand = value;
  }
  if (scripts.length > 0) return scripts;
  return operand === undefined ? undefined : [operand];
}

/** Commands of a sed script split on newlines and on `;` outside a substitution's parts. */
function splitCommands(script: string): string[] {
  const commands: string[] = [];
  let current = "";
  let parts = -1;
  let delimiter = "";
  for (let index = 0; index < script.length; index += 1) {
    const char = script[index] as string;
    if (parts < 0 && (char === ";" || char === "\n")) {
      if (current.trim() !== "") commands.push(current.trim());
      current = "";
      continue;
    }
    current += char;
    if (char === "\\" && index + 1 < script.length) {
      current += script[index + 1];
      index += 1;
    } else if (parts < 0 && char === "s" && index + 1 < script.length && /^(?:\/(?:[^/\\]|\\.)*\/)?\s*s$/.test(current.trim())) {
      // The opening delimiter: the pattern and the replacement follow, each closed by it.
      delimiter = script[index + 1] as string;
      current += delimiter;
      index += 1;
      parts = 0;
    } else if (parts >= 0 && char === delimiter) {
      parts += 1;
      if (parts === 2) parts = -1;
    }
  }
  if (current.trim() !== "") commands.push(current.trim());
  return commands;
}

/** `[/ADDRESS/]s<d>PATTERN<d>REPLACEMENT<d>FLAGS` with a hardening replacement for the keyword its pattern is anchored on. */
function hardeningSubstitution(command: string): boolean {
  const match = /^(?:\/(?:[^/\\]|\\.)*\/\s*)?s(.)/.exec(command);
  if (!match) return false;
  const delimiter = match[1] as string;
  const parts = splitOnDelimiter(command.slice(match[0].length), delimiter);
  if (parts.length !== 3) return false;
  const [pattern, replacement, flags] = parts as [string, string, string];
  if (!/^[gIi0-9]*$/.test(flags) || /[\\&]/.test(replacement)) return false;
  const line = /^\s*([A-Za-z0-9]+)\s+(\S+)\s*$/.exec(replacement);
  const keyword = line?.[1]?.toLowerCase();
  const allowed = keyword === undefined ? undefined : HARDENING.get(keyword);
  return allowed !== undefined && allowed(line?.[2] ?? "") && anchoredOn(pattern, keyword ?? "");
}

function splitOnDelimiter(text: string, delimiter: string): string[] {
  const parts: string[] = [""];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === "\\" && index + 1 < text.length) {
      parts[parts.length - 1] += text[index + 1] === delimiter ? delimiter : char + (text[index + 1] as string);
      index += 1;
    } else if (char === delimiter) parts.push("");
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/**
 * A pattern that only matches lines of one keyword, commented out or not: `^#\?KEYWORD.*`,
 * `^#*\s*KEYWORD .*`, `^[# ]*KEYWORD\b.*`, `KEYWORD yes`. A pattern that could match other lines
 * (`^.*$`, `Password`) would replace them too.
 */
function anchoredOn(pattern: string, keyword: string): boolean {
  const rest = pattern.replace(/^\^?(?:#\\?\?|#\*|#\?|#\\\{0,1\\\}|#|\\s\*|\\s\+|\s\*|\s+|\[#\s*\]\*|\[\[:space:\]\]\*|\\\(#\\\)\\\?|\(#\)\?)*/, "");
  return rest.toLowerCase().startsWith(keyword) && !/^[A-Za-z0-9_]/.test(rest.slice(keyword.length));
}
