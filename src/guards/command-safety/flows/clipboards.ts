import type { Invocation } from "../model.js";

/**
 * Programs that copy their standard input onto the clipboard: pbcopy(1), wl-copy(1), Windows'
 * clip, PowerShell's Set-Clipboard (alias scb), Termux's termux-clipboard-set, oh-my-zsh's
 * clipcopy, win32yank `-i`, lemonade `copy`. xclip(1), xsel(1), copyq and tmux are read by their
 * modes below.
 */
const STDIN_WRITERS = new Set(["pbcopy", "wl-copy", "clip", "set-clipboard", "scb", "termux-clipboard-set", "clipcopy"]);

/**
 * Whether a command copies its standard input onto the clipboard, where every application and
 * clipboard manager reads it and a clipboard history keeps it: the clipboard is a place a secret is
 * exposed, like the transcript. Reading the clipboard is `flows/private-data.ts`.
 *
 * @example
 * copiesToClipboard(invocation("xclip", "-selection", "clipboard")) // true
 * copiesToClipboard(invocation("xclip", "-o")) // false
 */
export function copiesToClipboard(invocation: Invocation): boolean {
  const name = invocation.name;
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (STDIN_WRITERS.has(name)) return true;
  // xclip(1) reads input into the selection unless told `-o`/`-out`.
  if (name === "xclip") return !args.some((arg) => /^-o(?:ut?)?$/.test(arg));
  // xsel(1) reads input with `-i`/`-a`, or by default when its input is piped, unless told `-o`.
  if (name === "xsel") return !args.some((arg) => arg === "--output" || /^-[a-z]*o[a-z]*$/.test(arg)) && (invocation.stdin !== undefined || args.some((arg) => /^(?:-[a-z]*[ia][a-z]*|--input|--append)$/.test(arg)));
  // copyq `copy -`, `add -`, `write MIME -`; tmux `load-buffer -`; win32yank `-i`; lemonade `copy`.
  if (name === "copyq") return ["copy", "add", "write", "insert"].includes(args[0] ?? "");
  if (name === "tmux") return args[0] === "load-buffer" || args[0] === "loadb";
  if (name === "win32yank" || name === "win32yank.exe") return args.includes("-i");
  if (name === "lemonade") return args[0] === "copy";
  return false;
}
