import { fileWrites } from "../commands/file-writes.js";
import { homeOf } from "../../security-audit/path-places.js";
import { isAutostartPath, systemFileClass } from "../../security-audit/system-paths.js";
import type { Field, Invocation } from "../model.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/**
 * Persistence: making something run by itself later. Writing user services, desktop autostart
 * entries and launch agents (system locations and shell startup files have their own rules),
 * installing a crontab, loading a launch agent, enabling a unit from a file path, scheduled tasks
 * and login items.
 */
export const hostPersistenceRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.persistence", decision: "ask", description: "Makes something run by itself later: writes a user service, autostart entry or launch agent, installs a crontab (crontab file, … | crontab -), schedules an at job, sets git's core.fsmonitor to a program or a global init.templateDir (its hooks copied into every later clone), loads a launch agent, enables a unit from a path, creates a scheduled task or login item." },
  ],
  invocation(invocation, context) {
    const hits: Hit[] = [...scheduler(invocation)];
    for (const { field, effect } of fileWrites(invocation)) {
      if (effect === "delete" || effect === "truncate" || effect === "move-away") continue;
      const hit = autostartWrite(field, invocation, context, shown(invocation));
      if (hit) hits.push(hit);
    }
    return hits;
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target) || !invocation) return [];
    const hit = autostartWrite(redirect.target, invocation, context, `a redirect of ${shown(invocation)}`);
    return hit ? [hit] : [];
  },
};

function autostartWrite(field: Field, invocation: Invocation, context: RuleContext, by: string): Hit | undefined {
  if (field.value === undefined) return undefined;
  const absolute = resolve(field.value, pathContext(invocation, context));
  if (!absolute.absolute || systemFileClass(absolute.path)) return undefined;
  const home = homeOf(absolute.path, context.home);
  if (!isAutostartPath(absolute.path, home === undefined ? undefined : absolute.path.slice(home.length + 1))) return undefined;
  // Shell startup files are secrets already: their rule asks with a better reason.
  if (context.classifySecret(field, invocation.cwd.known ? invocation.cwd.path : context.initialCwd, "write")) return undefined;
  return { rule: "host.persistence", decision: "ask", reason: `${by} writes ${absolute.path}, which runs by itself later${via(invocation)}` };
}

/** git settings that name a program git runs later (git-config(1)). */
const GIT_PROGRAM_KEYS = /^(?:core\.(?:pager|editor|sshcommand|askpass)|sequence\.editor|credential(?:\..+)?\.helper|diff\.external|gpg(?:\.\w+)?\.program|pager\.\w+)$/i;
/** A program (or `!command`) that lives in a temporary directory, where anything can be put. */
const TEMPORARY_PROGRAM = /(?:^|[!\s"'=])(?:\/tmp|\/var\/tmp|\/dev\/shm|\/private\/tmp)\//;
/** Windows' Run and RunOnce keys (with the backslashes the shell may have taken as escapes). */
const RUN_KEY = /currentversion\\?\\?(?:policies\\?\\?explorer\\?\\?)?run(?:once|services|servicesonce)?(?:\\|$|["'\s])/i;

function scheduler(invocation: Invocation): Hit[] {
  const args = invocation.argv.slice(1).map((field) => field.value ?? "?");
  // PowerShell's registry provider: a value under a Run key starts a program at every login.
  if (/^(?:new-itemproperty|set-itemproperty)$/i.test(invocation.name)) {
    const words = invocation.argv.slice(1).map((field) => field.value ?? field.text);
    return words.some((word) => RUN_KEY.test(word)) ? persistenceHit(invocation, "adds a program that runs at every login") : [];
  }
  switch (invocation.name) {
    case "crontab": {
      const options = args.filter((arg) => arg.startsWith("-") && arg !== "-");
      if (options.some((arg) => /^-[a-zA-Z]*[lreiT]/.test(arg))) return [];
      const operands = args.filter((arg, index) => !arg.startsWith("-") && args[index - 1] !== "-u");
      return operands.length > 0 || args.includes("-") || invocation.stdin ? persistenceHit(invocation, "installs a crontab, whose jobs run by themselves later") : [];
    }
    case "launchctl":
      return ["load", "bootstrap", "enable", "submit"].includes(args[0] ?? "") ? persistenceHit(invocation, "loads a launch agent or daemon, which runs by itself later") : [];
    case "systemctl": {
      const verb = args.findIndex((arg) => arg === "enable" || arg === "link" || arg === "reenable");
      return verb >= 0 && args.slice(verb + 1).some((arg) => arg.includes("/")) ? persistenceHit(invocation, "enables a unit from a file, which runs by itself later") : [];
    }
    case "schtasks":
      return args.some((arg) => /^[/-]create$/i.test(arg)) ? persistenceHit(invocation, "creates a scheduled task") : [];
    case "reg":
    case "reg.exe":
      return args[0]?.toLowerCase() === "add" && invocation.argv.slice(1).some((field) => RUN_KEY.test(field.value ?? "") || RUN_KEY.test(field.text)) ? persistenceHit(invocation, "adds a program that runs at every login") : [];
    case "systemd-run":
      // systemd-run(1): a transient timer runs the command later, by itself.
      return args.some((arg) => /^--on-(?:active|boot|startup|unit-active|unit-inactive|calendar|clock-change|timezone-change)(?:=|$)|^--timer-property(?:=|$)/.test(arg)) ? persistenceHit(invocation, "schedules a command with a timer, which runs by itself later") : [];
    case "defaults":
      return args[0] === "write" && args.includes("com.apple.loginwindow") && args.some((arg) => /^(?:LoginHook|LogoutHook)$/.test(arg)) ? persistenceHit(invocation, "sets a script that runs at every login") : [];
    case "at":
    case "batch": {
      // at(1): `-l`, `-q` alone, `-r`/`-d`, `-c` list, remove or print jobs; anything else schedules one.
      if (args.some((arg) => /^-[a-zA-Z]*[lrdc]/.test(arg))) return [];
      return invocation.name === "batch" || args.some((arg) => !arg.startsWith("-")) ? persistenceHit(invocation, "schedules a job that runs by itself later") : [];
    }
    case "git": {
      // git-config(1) core.fsmonitor: a program git runs on every status, diff and commit.
      const key = args.findIndex((arg) => arg.toLowerCase() === "core.fsmonitor");
      const value = key >= 0 && args[key - 1] !== "--get" && args.includes("config") ? args[key + 1] : undefined;
      if (value !== undefined && !/^(?:true|false|yes|no|on|off|1|0|)$/i.test(value) && !/^\.git\/hooks\/[\w.-]+$/.test(value)) return persistenceHit(invocation, `makes git run ${value} on every command in the repository`);
      // git-init(1): hooks in init.templateDir are copied into every repository cloned or created later, and run there.
      const template = args.findIndex((arg) => arg.toLowerCase() === "init.templatedir");
      const scope = args.some((arg) => arg === "--global" || arg === "--system");
      if (template >= 0 && scope && args.includes("config") && !args.some((arg) => arg === "--get" || arg === "--unset" || arg === "--unset-all" || arg === "-l" || arg === "--list") && args[template + 1] !== undefined) return persistenceHit(invocation, `makes every repository created or cloned later start with the hooks in ${args[template + 1]}`);
      // Other settings that name a program git runs later (pager, editor, credential helper, ssh), set to one in a temporary directory.
      const program = args.findIndex((arg) => GIT_PROGRAM_KEYS.test(arg));
      const named = program >= 0 && args.includes("config") && args[program - 1] !== "--get" ? args[program + 1] : undefined;
      return named !== undefined && TEMPORARY_PROGRAM.test(named) ? persistenceHit(invocation, `makes git run ${named}, a program in a temporary directory, whenever it needs its ${args[program]}`) : [];
    }
    case "npm":
    case "pnpm":
    case "yarn": {
      // npm-config(7) script-shell: the shell every later `npm run` uses.
      const key = args.findIndex((arg) => /^script-shell(?:=|$)/.test(arg));
      const value = key >= 0 && args.includes("set") ? (args[key]?.includes("=") ? args[key]?.slice(13) : args[key + 1]) : undefined;
      return value !== undefined && TEMPORARY_PROGRAM.test(value) ? persistenceHit(invocation, `makes every later script run through ${value}, a program in a temporary directory`) : [];
    }
    case "osascript":
      return args.some((arg) => /make\s+(?:new\s+)?login\s+item/i.test(arg)) ? persistenceHit(invocation, "adds a login item") : [];
    default:
      return [];
  }
}

function persistenceHit(invocation: Invocation, what: string): Hit[] {
  return [{ rule: "host.persistence", decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}
