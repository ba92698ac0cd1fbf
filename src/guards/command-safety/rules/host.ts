import type { Field, Invocation } from "../model.js";
import { argsOf, shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

const POWER_COMMANDS = new Set(["shutdown", "reboot", "halt", "poweroff"]);
const POWER_ACTIONS = new Set(["poweroff", "reboot", "halt", "kexec", "suspend", "hibernate", "hybrid-sleep", "rescue", "emergency", "soft-reboot"]);
// `kill`'s first argument may be a signal: `-9`, `-KILL`, `-SIGKILL`, `-s KILL`, `-n 9`, `--signal KILL`.
const SIGNAL = /^-(?:\d+|[A-Z][A-Z0-9+-]*)$/;

/**
 * The host as a whole, beyond the seed's categories: powering it off or rebooting it, killing every
 * process, deleting every cron job. Weakening its protections is `host-security.ts`.
 */
export const hostRules: RuleSet = {
  category: "host",
  programs: [...POWER_COMMANDS, "init", "telinit", "systemctl", "loginctl", "killall5", "kill", "pkill", "killall", "crontab"],
  rules: [
    { id: "host.power", decision: "ask", description: "Shuts down, reboots, halts or suspends the machine, or isolates a rescue target that stops every service (shutdown, reboot, systemctl poweroff, init 0, systemctl isolate rescue.target)." },
    { id: "host.kill-all", decision: "deny", description: "Signals every process the user can reach, or every process of a user (kill -9 -1, killall5, pkill -u ada, pkill -9 .)." },
    { id: "host.crontab-remove", decision: "ask", description: "Deletes every cron job of the user (crontab -r)." },
  ],
  invocation(invocation) {
    const args = argsOf(invocation).map((field) => field.value);
    const name = invocation.name;
    if (POWER_COMMANDS.has(name) && !args.some((arg) => arg === "-c" || arg === "--help" || arg === "--show")) return hostHit(invocation, "host.power", "ask", "powers off or restarts the machine");
    if ((name === "init" || name === "telinit") && (args[0] === "0" || args[0] === "6")) return hostHit(invocation, "host.power", "ask", "powers off or restarts the machine");
    if ((name === "systemctl" || name === "loginctl") && args.some((arg) => arg !== undefined && POWER_ACTIONS.has(arg))) return hostHit(invocation, "host.power", "ask", "powers off, restarts or suspends the machine");
    // systemctl isolate rescue.target: every service but the rescue shell stops, as `systemctl rescue` does.
    if (name === "systemctl" && args.includes("isolate") && args.some((arg) => arg !== undefined && /^(?:rescue|emergency|poweroff|reboot|halt|runlevel[016])(?:\.target)?$/.test(arg))) return hostHit(invocation, "host.power", "ask", "stops every service but a rescue shell, or powers off or restarts the machine");
    if (name === "killall5" || (name === "kill" && killsEverything(argsOf(invocation)))) return hostHit(invocation, "host.kill-all", "deny", "signals every process it can reach");
    if ((name === "pkill" || name === "killall") && matchesEveryProcess(args, name === "killall")) return hostHit(invocation, "host.kill-all", "deny", "signals every process of a user, or every process it can reach");
    if (name === "crontab" && args.some((arg) => arg !== undefined && /^-[a-zA-Z]*r[a-zA-Z]*$/.test(arg) && !arg.includes("i"))) return hostHit(invocation, "host.crontab-remove", "ask", "deletes every cron job");
    return [];
  },
};

/** Whether `kill`'s process list includes -1 (every process). */
function killsEverything(args: readonly Field[]): boolean {
  let index = 0;
  const first = args[0]?.value;
  if (first === "-s" || first === "-n" || first === "--signal") index = 2;
  else if (first !== undefined && (SIGNAL.test(first) || /^--signal=/.test(first)) && first !== "-1") index = 1;
  for (; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === "--") continue;
    if (value === "-1") return true;
  }
  return false;
}

/** pkill(1)/killall(1) options that select by owner; a pattern that matches every name. */
const OWNER_OPTIONS = /^(?:-u|-U|--uid|--euid|--user)$/;
const EVERY_NAME = /^(?:|\.|\.\*|\.\+|\^|\$|\^\.\*\$?|\.\*\$)$/;

/**
 * Whether pkill or killall reaches every process of a user (`pkill -u ada`, `killall -u root`, with
 * no name to narrow it) or every process (`pkill -9 .`, `killall -r '.*'`).
 */
function matchesEveryProcess(args: ReadonlyArray<string | undefined>, killall: boolean): boolean {
  const operands: string[] = [];
  let owner = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === undefined) return false;
    if (OWNER_OPTIONS.test(arg)) [owner, index] = [true, index + 1];
    else if (/^(?:-[gGPstFZ]|--signal|--group|--parent|--session|--terminal|--pidfile|--older-than|--younger-than|--ns|--context)$/.test(arg) || (killall && /^-[coyn]$/.test(arg))) index++;
    else if (!arg.startsWith("-") || arg === "-") operands.push(arg);
  }
  if (operands.some((operand) => EVERY_NAME.test(operand))) return true;
  return owner && operands.length === 0;
}

function hostHit(invocation: Invocation, rule: string, decision: "ask" | "deny", what: string): Hit[] {
  return [{ rule, decision, reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}
