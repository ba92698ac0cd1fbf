import { staticField, type Field, type Invocation } from "../model.js";
import { expectScript } from "./expect-script.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { joinFields } from "./wrappers.js";

/** Text one command types into another running shell or client, whose session then runs it. */
export interface TypedText {
  /** The text, with the keys that submit it (`\r`, `\n`, `^M`, `Enter`) made line ends. */
  text: Field;
  /** How it is typed, for reasons: `screen -X stuff`, `kitty @ send-text`. */
  label: string;
  /** Judge it as SQL only: typed into a database client, or already judged as shell code elsewhere (`tmux send-keys`). */
  sqlOnly?: boolean;
}

/** A statement's first word in SQL (and the clients' `\` commands), none of them a common shell command. */
const SQL_START = /^\s*(?:select|insert|update|delete|create|alter|drop|truncate|with|grant|revoke|begin|commit|rollback|explain|describe|vacuum|copy|merge|upsert|flushall|flushdb)\b|^\s*\\[a-z!?]/i;
/** Database clients that `expect` scripts start and type into. */
const DATABASE_CLIENTS = /^(?:\S*\/)?(?:psql|pgcli|mysql|mariadb|mycli|sqlite3?|litecli|sqlcmd|mongo|mongosh|redis-cli|cqlsh|clickhouse-client|clickhouse|duckdb|cockroach|usql)\b/;

/**
 * Whether typed text reads as SQL (or a database client's command) rather than as a shell command line.
 *
 * @example
 * looksLikeSql("SELECT count(*) FROM users;") // true
 * looksLikeSql("npm test") // false
 */
export function looksLikeSql(text: string): boolean {
  return SQL_START.test(text);
}

/** What a command types into other sessions, and the programs it starts to type into (`expect`'s `spawn`). */
export interface SessionInput {
  typed: TypedText[];
  /** Shell code of programs started here (`spawn psql app`, `kitty @ launch …`, `zellij run -- …`). */
  started: { code: Field; label: string }[];
}

const KITTY_SEND_TEXT: OptionGrammar = { flags: "tm", long: ["all", "exclude-active", "stdin"], longValues: ["match", "match-tab", "bracketed-paste", "from-file"], values: "mt", stopAtOperand: true };
const KITTY_REMOTE: OptionGrammar = { longValues: ["to", "password", "password-file", "password-env"], stopAtOperand: true };
const KITTY_LAUNCH: OptionGrammar = { long: ["keep-focus", "dont-take-focus", "copy-colors", "copy-cmdline", "copy-env", "hold", "allow-remote-control", "self", "no-response"], longValues: ["match", "title", "tab-title", "type", "cwd", "env", "var", "location", "next-to", "bias", "window-type", "stdin-source", "marker", "os-window-class", "os-window-name", "os-window-title", "logo", "logo-position", "logo-alpha", "color", "spacing", "watcher", "remote-control-password", "source-window", "os-panel", "hold-after-ssh"], values: "m", stopAtOperand: true };
const WEZTERM_CLI: OptionGrammar = { long: ["no-auto-start", "prefer-mux", "no-paste", "new-window"], longValues: ["class", "unix-socket", "pane-id", "cwd", "workspace", "domain-name", "window-id"], stopAtOperand: true };
const ZELLIJ: OptionGrammar = { flags: "dlh", values: "cls", long: ["debug", "help"], longValues: ["config", "config-dir", "data-dir", "layout", "max-panes", "session"], aliases: { s: "session" }, stopAtOperand: true };
const ZELLIJ_RUN: OptionGrammar = { flags: "cfis", long: ["close-on-exit", "floating", "in-place", "start-suspended"], longValues: ["cwd", "direction", "name", "width", "height", "x", "y"], values: "dn", stopAtOperand: true };
const TMUX_SET_BUFFER: OptionGrammar = { flags: "aw", values: "bnt", stopAtOperand: true };
const TMUX_SEND: OptionGrammar = { flags: "FHKlMRX", values: "Nct", stopAtOperand: true };
const XDOTOOL_TYPE: OptionGrammar = { long: ["clearmodifiers", "sync"], longValues: ["window", "delay", "args", "terminator", "file"], stopAtOperand: true };
const YDOTOOL_TYPE: OptionGrammar = { values: "dHDef", longValues: ["key-delay", "key-hold", "next-delay", "escape", "file"], stopAtOperand: true };
const WTYPE: OptionGrammar = { values: "MmPpkds", stopAtOperand: true };
/** AppleScript's Terminal `do script "…"`, iTerm's `write text "…"`, System Events' `keystroke "…"`, and JXA's `doScript('…')`/`keystroke('…')`. */
const APPLESCRIPT_TYPED = /\b(?:do script|write text|keystroke)\s+"((?:\\.|[^"\\]){0,2000})"|\b(?:doScript|keystroke)\(\s*(?:"((?:\\.|[^"\\]){0,2000})"|'((?:\\.|[^'\\]){0,2000})')/g;
const EMPTY: OptionGrammar = { flags: "cnv", values: "ioLt", stopAtOperand: true };
/** Keys that submit or edit the line (tmux's names), not text. */
const KEY_NAMES = /^(?:Enter|C-m|C-j|KPEnter|Escape|C-c|C-d|C-u|Space|Tab|BSpace)$/;
/** `\r`, `\n`, `^M`, `^J`, `\015`, `\x0d` and their kin, as typed or as escapes the tools read. */
const LINE_ENDS = /\\r|\\n|\^M|\^J|\\0?15|\\0?12|\\x0[dDaA]|\\u000[dDaA]|\r/g;
/** The ioctl that pushes bytes into a terminal's input queue (0x5412 on Linux). */
const TIOCSTI = /TIOCSTI|0x5412\b|\b21522\b/;
const STRING_LITERALS = /"((?:\\.|[^"\\]){0,2000})"|'((?:\\.|[^'\\]){0,2000})'/g;

/**
 * Text typed into another running session, per each tool's reference: GNU screen's `-X stuff`
 * (with `-S`, `-x`, `-p`), zellij's `action write-chars`, kitty's `@ send-text`, wezterm's `cli
 * send-text`, tmux's `send-keys` (SQL only: its shell text is judged with tmux's other commands)
 * and `set-buffer` (pasted by `paste-buffer`), `expect` scripts' `send` (from `-c` or stdin),
 * `empty -s`, `ttyecho`, keystrokes into the focused window (`xdotool type`, `ydotool type`,
 * `wtype`), AppleScript's Terminal `do script`, iTerm's `write text` and `keystroke`, and code that
 * calls the `TIOCSTI` ioctl. Also the programs these tools
 * start (`expect`'s `spawn`, `kitty @ launch`, `wezterm cli spawn`, `zellij run`).
 *
 * @example
 * sessionInput(invocation("screen", "-S", "w", "-X", "stuff", "ls\\n")).typed[0]?.text.value // "ls\n"
 */
export function sessionInput(invocation: Invocation): SessionInput | undefined {
  const args = invocation.argv.slice(1);
  switch (invocation.name) {
    case "stuff":
      // What screen's wrapper hands on for `screen -X stuff TEXT` (see wrappers.ts).
      return args.length ? typed([joinFields(args)], "screen -X stuff") : undefined;
    case "@":
      // kitty's remote control, after the `kitty` wrapper: `kitty @ send-text …`.
      return kitty(args);
    case "zellij":
      return zellij(args);
    case "kitty":
    case "kitten":
      return args[0]?.value === "@" ? kitty(args.slice(1)) : undefined;
    case "wezterm":
      return args[0]?.value === "cli" ? wezterm(args.slice(1)) : undefined;
    case "tmux":
      return tmux(args);
    case "expect":
      return expect(invocation, args);
    case "empty": {
      const parsed = parseOptions(args, { ...EMPTY, stopAtOperand: false });
      return parsed.has("s") && parsed.operands.length ? typed([joinFields(parsed.operands)], "empty -s") : undefined;
    }
    case "xdotool": {
      // `xdotool [search … windowactivate …] type [options] TEXT…` types into the focused window.
      const at = args.findIndex((field) => field.value === "type");
      const text = at >= 0 ? parseOptions(args.slice(at + 1), XDOTOOL_TYPE).operands : [];
      return text.length ? typed([joinFields(text)], "xdotool type") : undefined;
    }
    case "ydotool": {
      const text = args[0]?.value === "type" ? parseOptions(args.slice(1), YDOTOOL_TYPE).operands : [];
      return text.length ? typed([joinFields(text)], "ydotool type") : undefined;
    }
    case "wtype": {
      const text = parseOptions(args, WTYPE).operands;
      return text.length ? typed([joinFields(text)], "wtype") : undefined;
    }
    case "osascript":
      return appleScript(invocation, args);
    case "ttyecho": {
      // `ttyecho [-n] DEVICE COMMAND…`: the words are typed into the terminal DEVICE.
      const words = parseOptions(args, { flags: "n", stopAtOperand: true }).operands.slice(1);
      return words.length ? typed([joinFields(words)], "ttyecho") : undefined;
    }
    default:
      return tiocsti(args);
  }
}

function typed(texts: readonly Field[], label: string, sqlOnly = false): SessionInput {
  return { typed: texts.map((text) => ({ text: submitted(text), label, ...(sqlOnly ? { sqlOnly } : {}) })), started: [] };
}

/** The text with the escapes and keys that submit a line made real line ends. */
function submitted(text: Field): Field {
  return text.value === undefined ? text : { ...text, value: text.value.replace(LINE_ENDS, "\n") };
}

function zellij(args: readonly Field[]): SessionInput | undefined {
  const parsed = parseOptions(args, ZELLIJ);
  const [command, action, ...rest] = parsed.operands;
  if (command?.value === "run" || command?.value === "r") {
    const words = parseOptions([action, ...rest].filter((field): field is Field => field !== undefined), ZELLIJ_RUN).operands;
    return words.length ? { typed: [], started: [{ code: joinFields(words), label: "zellij run" }] } : undefined;
  }
  if (command?.value !== "action" && command?.value !== "ac") return undefined;
  if ((action?.value === "write-chars" || action?.value === "wc") && rest.length) return typed([joinFields(rest)], "zellij action write-chars");
  return undefined;
}

function kitty(args: readonly Field[]): SessionInput | undefined {
  const [command, ...rest] = parseOptions(args, KITTY_REMOTE).operands;
  if (command?.value === "send-text") {
    const text = parseOptions(rest, KITTY_SEND_TEXT).operands;
    return text.length ? typed([joinFields(text)], "kitty @ send-text") : undefined;
  }
  if (command?.value === "launch") {
    const words = parseOptions(rest, KITTY_LAUNCH).operands;
    return words.length ? { typed: [], started: [{ code: joinFields(words), label: "kitty @ launch" }] } : undefined;
  }
  return undefined;
}

function wezterm(args: readonly Field[]): SessionInput | undefined {
  const [command, ...rest] = parseOptions(args, WEZTERM_CLI).operands;
  if (command?.value === "send-text") {
    const text = parseOptions(rest, WEZTERM_CLI).operands;
    return text.length ? typed([joinFields(text)], "wezterm cli send-text") : undefined;
  }
  if (command?.value === "spawn" || command?.value === "split-pane") {
    const words = parseOptions(rest, WEZTERM_CLI).operands;
    return words.length ? { typed: [], started: [{ code: joinFields(words), label: `wezterm cli ${command.value}` }] } : undefined;
  }
  return undefined;
}

/** tmux's `set-buffer DATA` (pasted into a pane by `paste-buffer`), and `send-keys` for SQL. */
function tmux(args: readonly Field[]): SessionInput | undefined {
  const texts: TypedText[] = [];
  let group: Field[] = [];
  const flush = () => {
    const start = group.findIndex((field) => field.value !== undefined && !field.value.startsWith("-"));
    const command = group[start]?.value;
    const rest = group.slice(start + 1);
    if (command === "set-buffer" || command === "setb") {
      const data = parseOptions(rest, TMUX_SET_BUFFER).operands;
      if (data.length) texts.push({ text: submitted(joinFields(data)), label: "tmux set-buffer" });
    } else if (command === "send-keys" || command === "send") {
      const keys = parseOptions(rest, TMUX_SEND).operands.filter((field) => !KEY_NAMES.test(field.value ?? ""));
      if (keys.length) texts.push({ text: submitted(joinFields(keys)), label: "tmux send-keys", sqlOnly: true });
    }
    group = [];
  };
  for (const field of args) {
    if (field.value === ";" || field.value === "\\;") flush();
    else group.push(field);
  }
  flush();
  return texts.length ? { typed: texts, started: [] } : undefined;
}

/** `expect -c SCRIPT`, or a script on stdin (`expect <<EOF`, `expect -`, `expect -f -`). */
function expect(invocation: Invocation, args: readonly Field[]): SessionInput | undefined {
  const parsed = parseOptions(args, { flags: "dDinNv", values: "cfb", stopAtOperand: true });
  const scripts: string[] = parsed.values("c").flatMap((field) => (field.value !== undefined ? [field.value] : []));
  const file = parsed.value("f")?.value ?? parsed.value("b")?.value ?? parsed.operands[0]?.value;
  if ((file === undefined || file === "-") && invocation.stdin?.text !== undefined) scripts.push(invocation.stdin.text);
  if (scripts.length === 0) return undefined;
  const input: SessionInput = { typed: [], started: [] };
  for (const script of scripts) {
    const read = expectScript(script);
    for (const spawned of read.spawned) input.started.push({ code: staticField(spawned), label: "expect spawn" });
    const database = read.spawned.some((spawned) => DATABASE_CLIENTS.test(spawned));
    for (const sent of read.sent) input.typed.push({ text: submitted(staticField(sent)), label: "expect send", ...(database ? { sqlOnly: true } : {}) });
  }
  return input.typed.length || input.started.length ? input : undefined;
}

/** Commands AppleScript or JXA types into Terminal, iTerm or the focused window (`osascript -e …`, or a script on stdin). */
function appleScript(invocation: Invocation, args: readonly Field[]): SessionInput | undefined {
  const scripts = args.flatMap((field, index) => (args[index - 1]?.value === "-e" && field.value !== undefined ? [field.value] : []));
  if (scripts.length === 0 && invocation.stdin?.text !== undefined) scripts.push(invocation.stdin.text);
  const texts: Field[] = [];
  for (const script of scripts) {
    if (script.length > 20_000) continue;
    for (const match of script.matchAll(APPLESCRIPT_TYPED)) texts.push(staticField((match[1] ?? match[2] ?? match[3] ?? "").replace(/\\(["'\\])/g, "$1")));
  }
  return texts.length ? typed(texts, "osascript") : undefined;
}

/** Code that pushes a string into the terminal's input with the `TIOCSTI` ioctl (`python -c`, `perl -e`). */
function tiocsti(args: readonly Field[]): SessionInput | undefined {
  const code = args.find((field) => field.value !== undefined && field.value.length < 20_000 && TIOCSTI.test(field.value));
  if (code?.value === undefined) return undefined;
  const texts: Field[] = [];
  for (const match of code.value.matchAll(STRING_LITERALS)) {
    const literal = match[1] ?? match[2] ?? "";
    if (/\s/.test(literal) && !TIOCSTI.test(literal)) texts.push(staticField(literal));
  }
  return texts.length ? typed(texts, "TIOCSTI") : undefined;
}
