import type { GuardDecision } from "../guards/types.js";
import { evaluateToolCall, type EvaluateToolCallOptions } from "./evaluate-tool-call.js";

/** Exit codes of `loopgate check`: anything but 0 means "do not run it". */
export const CHECK_EXIT_CODES = { allow: 0, deny: 2, ask: 3 } as const;

/**
 * Judges one shell command with the built-in guards (as the `exec` tool).
 *
 * @example
 * await checkCommand("git push --force origin main") // { decision: "ask" | "deny", rule: "…", reason: "…" }
 * await checkCommand("ls -la") // { decision: "allow" }
 */
export async function checkCommand(command: string, options: EvaluateToolCallOptions = {}): Promise<GuardDecision> {
  if (typeof command !== "string" || command.trim() === "") return { decision: "deny", reason: "The command is empty" };
  return evaluateToolCall({ tool: "exec", args: { command } }, options);
}

/**
 * The command a `loopgate check -- <words…>` invocation means. One word is taken as the whole
 * command line (`check -- "rm -rf /tmp/x"`); several are shell-quoted where needed, so
 * `check -- bash -c "rm -rf /"` is judged as the argv the shell received, not a re-split string.
 *
 * @example
 * commandFromArgv(["bash", "-c", "rm -rf /"]) // "bash -c 'rm -rf /'"
 */
export function commandFromArgv(argv: readonly string[]): string {
  if (argv.length === 1) return argv[0] ?? "";
  return argv.map(quoteShellWord).join(" ");
}

/**
 * One line of `loopgate check` output: `{"decision":…,"rule":…,"reason":…}` (keys in that order,
 * absent ones left out), without the newline.
 */
export function formatDecisionLine(decision: GuardDecision): string {
  return JSON.stringify({
    decision: decision.decision,
    ...(decision.rule !== undefined ? { rule: decision.rule } : {}),
    ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
  });
}

/** The exit code `loopgate check -- <command>` ends with for a decision: 0 allow, 2 deny, 3 ask. */
export function decisionExitCode(decision: GuardDecision): number {
  return CHECK_EXIT_CODES[decision.decision] ?? CHECK_EXIT_CODES.deny;
}

function quoteShellWord(word: string): string {
  if (word !== "" && /^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
