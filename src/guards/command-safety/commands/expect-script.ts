/** What an expect(1) script starts and types. */
export interface ExpectScript {
  /** Shell command lines of the programs it starts (`spawn ssh host`). */
  spawned: string[];
  /** Text it types into them (`send "rm -rf /tmp/x\r"`), Tcl's escapes other than line ends resolved. */
  sent: string[];
}

/** A Tcl word: `"…"` (with backslash escapes), `{…}` (literal, one level of nesting), or a bare word. */
const WORD = String.raw`"(?:\\[\s\S]|[^"\\]){0,4000}"|\{(?:[^{}]|\{[^{}]{0,4000}\}){0,4000}\}|[^\s;\]}]{1,4000}`;
/** `send`/`exp_send` and their options (`-i ID`, `-s`, `-h`, `-raw`, `-null`, `-break`, `--`), then the text. */
const SEND = new RegExp(String.raw`(?:^|[\s;{\[])(?:exp_)?send(?:[ \t]+-(?:i[ \t]+\S{1,200}|-|h|s|raw)){0,8}[ \t]+(${WORD})`, "g");
/** `spawn` and its options, then the program's words up to the end of the command. */
const SPAWN = /(?:^|[\s;{[])spawn((?:[ \t]+-(?:noecho|console|nottycopy|nottyinit|pty|open[ \t]+\S{1,200}|leaveopen[ \t]+\S{1,200}|ignore[ \t]+\S{1,200}))*)[ \t]+([^;\n\]]{1,4000})/g;
const MAX_SCRIPT = 64_000;

/**
 * Reads an expect script the way its `spawn` and `send` commands are written (Tcl quoting with
 * `"…"` and `{…}`), for the programs it starts and the text it types into them.
 *
 * @example
 * expectScript('spawn psql app; send "DROP TABLE t;\\r"').sent // ["DROP TABLE t;\\r"]
 */
export function expectScript(script: string): ExpectScript {
  const source = script.slice(0, MAX_SCRIPT);
  const spawned = [...source.matchAll(SPAWN)].map((match) => tclToShell(match[2] ?? "").trim()).filter(Boolean);
  const sent = [...source.matchAll(SEND)].map((match) => tclWord(match[1] ?? "")).filter(Boolean);
  return { spawned, sent };
}

/** A Tcl word's text: braces taken literally, backslash escapes in quotes resolved (line ends kept as escapes). */
function tclWord(word: string): string {
  if (word.startsWith("{") && word.endsWith("}")) return word.slice(1, -1);
  const inner = word.startsWith('"') && word.endsWith('"') && word.length >= 2 ? word.slice(1, -1) : word;
  return inner.replace(/\\([^rn])/g, "$1");
}

/** Tcl's `{…}` quoting written as the shell's single quotes, so the spawned line parses as a command. */
function tclToShell(words: string): string {
  const quoted = words.replace(/\{([^{}]*)\}/g, (_, inner: string) => `'${inner.replace(/'/g, "'\\''")}'`);
  // What is left of a block the command closes (`expect { … spawn x }`).
  let end = quoted.trimEnd();
  while (end.endsWith("}")) end = end.slice(0, -1).trimEnd();
  return end;
}
