import type { Invocation } from "../model.js";
import type { Env } from "../walk/env.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/**
 * Shell variables whose value turns the shell's history off (bash(1) HISTFILE, HISTSIZE,
 * HISTFILESIZE, HISTIGNORE; zshparam(1) SAVEHIST): no file, no entries kept, or every command
 * ignored. An unknown value is left alone.
 */
const HISTORY_OFF: ReadonlyArray<readonly [string, (value: string) => boolean]> = [
  ["HISTFILE", (value) => value === "" || value === "/dev/null"],
  ["HISTSIZE", (value) => value === "0"],
  ["HISTFILESIZE", (value) => value === "0"],
  ["SAVEHIST", (value) => value === "0"],
  ["HISTIGNORE", (value) => value.split(":").includes("*")],
];
/** Variables whose removal stops the history file being written (bash's HISTFILE, zsh's SAVEHIST). */
const UNSET_OFF = /^(?:HISTFILE|SAVEHIST)$/;

/**
 * The shell's command history turned off or cleared (MITRE ATT&CK T1070.003, Atomic Red Team's
 * tests for it): `unset HISTFILE`, `HISTFILE=/dev/null`, `HISTSIZE=0`, `set +o history`,
 * `history -c`, PowerShell's `Set-PSReadLineOption -HistorySaveStyle SaveNothing` and
 * `Clear-History`. The history is the record of what was run on the host; an agent has no
 * everyday reason to hide its commands from it. Deleting or emptying the history files is judged
 * with the other credential files.
 *
 * @example
 * analyzeCommand("unset HISTFILE").rule // "host.history-disabled"
 * analyzeCommand("history | tail -20").decision // "allow"
 */
export const hostHistoryRules: RuleSet = {
  category: "host",
  programs: ["unset", "set", "history", "set-psreadlineoption", "clear-history"],
  rules: [
    { id: "host.history-disabled", decision: "ask", description: "Turns the shell's command history off or clears it, hiding what was run (unset HISTFILE, export HISTFILE=/dev/null, HISTSIZE=0, set +o history, history -c, history -d N, Set-PSReadLineOption -HistorySaveStyle SaveNothing, Clear-History)." },
  ],
  invocation(invocation) {
    const what = historyStopped(invocation);
    return what ? [{ rule: "host.history-disabled", decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }] : [];
  },
  // A declaration anywhere, `eval`'d code included (`eval 'export HISTSIZE=0'`); plain assignments are read from the script's final state.
  assignment(name, value) {
    const hit = historyVariableOff(name, value.value);
    return hit ? [hit] : [];
  },
  script(env) {
    return historyVariablesOff(env);
  },
};

function historyStopped(invocation: Invocation): string | undefined {
  const args = invocation.argv.slice(1, 33).map((field) => field.value ?? field.text);
  switch (invocation.name.toLowerCase()) {
    case "unset":
      return args.some((arg) => UNSET_OFF.test(arg)) ? "stops the shell from saving its command history" : undefined;
    case "set":
      // set(1) `+o history` turns the history list off; `-o history` turns it back on.
      return args.some((arg, index) => /^\+[a-zA-Z]*o$/.test(arg) && args[index + 1] === "history") ? "turns the shell's command history off" : undefined;
    case "history":
      // history -c clears the list, -d deletes entries from it.
      return args.some((arg) => /^-[a-zA-Z]*[cd]/.test(arg)) ? "clears the shell's command history, or deletes entries from it" : undefined;
    case "set-psreadlineoption": {
      const style = args.findIndex((arg) => /^-historysavestyle(?::|$)/i.test(arg));
      const value = style < 0 ? undefined : (args[style]?.split(":")[1] ?? args[style + 1] ?? "");
      return value !== undefined && /savenothing/i.test(value) ? "stops PowerShell from saving its command history" : undefined;
    }
    case "clear-history":
      return "clears PowerShell's command history";
    default:
      return undefined;
  }
}

/** History variables the script leaves set to a value that turns the history off (`HISTSIZE=0`, `export HISTFILE=/dev/null`). */
function historyVariablesOff(env: Env): Hit[] {
  for (const [name] of HISTORY_OFF) {
    const hit = historyVariableOff(name, env.get(name)?.value);
    if (hit) return [hit];
  }
  return [];
}

/** The finding for one history variable given a value that turns the history off, if it does. */
function historyVariableOff(name: string, value: string | undefined): Hit | undefined {
  const off = value === undefined ? undefined : HISTORY_OFF.find(([variable]) => variable === name)?.[1];
  if (off === undefined || value === undefined || !off(value)) return undefined;
  return { rule: "host.history-disabled", decision: "ask", reason: `${name}=${value === "" ? "''" : value} turns the shell's command history off` };
}
