import { kubectlValuedSpellings } from "../commands/kubectl-options.js";
import type { Field, Invocation } from "../model.js";
import { kubectlOperands } from "../planes/kubectl-verb.js";
import { protectionNamed } from "./host-protections.js";
import { perInvocation } from "../per-invocation.js";

/** One process or service a command stops, pauses or keeps from starting. */
export interface StoppedTarget {
  /** A service, unit, launchd label or path, a process name, or a pattern over process names. */
  name: string;
  /** `name` is matched as written (a unit, `killall`'s name); `pattern` the way pkill(1) matches, or text a PID was computed from (`$(pgrep -f x)`). */
  kind: "name" | "pattern";
  /** It also stops starting later (systemctl disable or mask, sc config … start= disabled, launchctl disable, rc-update del). */
  persistent: boolean;
}

/** Signals that leave a process running: a check (0), a resume, or the reload and rotate signals daemons document. */
const HARMLESS_SIGNAL = /^(?:0|1|(?:sig)?(?:cont|hup|usr1|usr2|winch|info))$/i;
/** pkill(1)/pgrep(1) and killall(1) options that take a value (Linux procps and psmisc, BSD and macOS). */
const PKILL_VALUED = new Set(["-g", "-G", "-P", "-s", "-t", "-u", "-U", "-F", "--pidfile", "--ns", "--nslist", "--signal", "--group", "--pgroup", "--parent", "--session", "--terminal", "--euid", "--uid", "--runstates", "-r", "--cgroup", "-j", "-J", "-T"]);
/** `kubectl delete`'s options that take a value (kubectl_delete), with the global ones, so their values are not read as names. */
const KUBECTL_DELETE_VALUED = kubectlValuedSpellings({ values: "lfo", longValues: ["selector", "field-selector", "filename", "output", "grace-period", "timeout"] });
const KILLALL_VALUED = new Set(["-s", "--signal", "-u", "--user", "-o", "--older-than", "-y", "--younger-than", "-Z", "--context", "-n", "--ns", "-t"]);
/** systemctl(1) verbs that stop a unit now, and those that keep it from starting. */
const SYSTEMCTL_STOP = new Set(["stop", "kill", "freeze"]);
const SYSTEMCTL_DISABLE = new Set(["disable", "mask"]);
const SYSTEMCTL_VALUED = new Set(["-s", "--signal", "--kill-whom", "--kill-value", "-H", "--host", "-M", "--machine", "--root", "-p", "--property", "-t", "--type", "--state", "--job-mode", "--what", "-n", "--lines", "-o", "--output"]);
/** The stop verbs of init scripts, service(8), rc-service(8), invoke-rc.d(8) and FreeBSD's rc(8). */
const SCRIPT_STOP = /^(?:stop|onestop|forcestop|faststop|quietstop|teardown|disable|onedisable|kill|unload|uninstall|shutdown|unprotect|disabled)$/;
const SCRIPT_PERSISTENT = /^(?:disable|onedisable|uninstall|disabled)$/;
/** Verbs of security products' own tools that remove the product or its management (`jamf removeFramework`, `jamf removeMdmProfile`). */
const PRODUCT_REMOVE = /^(?:removeframework|removemdmprofile)$/i;
/** An uninstaller's program name (`uninstall`, `uninstall.sh`, `Uninstall.command`, `uninstall.tool`). */
const UNINSTALLER = /^(?:uninstall|uninstaller|remove)(?:[._ -][\w. -]*)?$/i;

/** The directory of a path that names a security product (`…/JAMF/Jamf Protect/uninstall.sh` → `Jamf Protect`). */
function productDirectory(path: string): string | undefined {
  const segments = path.split("/").slice(0, -1).slice(-4);
  const single = segments.map((segment) => segment.replace(/\s+/g, "")).findLast((segment) => protectionNamed(segment) !== undefined);
  if (single !== undefined) return single;
  // A product named over two directories (`Microsoft/Defender`) is named by both.
  return segments.slice(1).map((segment, index) => `${segments[index] as string} ${segment}`).findLast((pair) => protectionNamed(pair) !== undefined);
}

/** taskkill's image-name option (`/IM`, `-im`). */
const TASKKILL_NAME = /^[/-]im$/i;

/** The named targets (empty names dropped), stopped now or for good. */
function now(names: readonly string[], kind: StoppedTarget["kind"] = "name", persistent = false): StoppedTarget[] {
  return names.filter((target) => target !== "").map((target) => ({ name: target, kind, persistent }));
}

/**
 * Which processes or services a command stops, pauses or disables, read from each tool's documented
 * grammar: kill(1) with a PID computed by `pgrep`, `pidof` or a pid file, pkill(1) and killall(1)
 * with any stopping signal (STOP included) and `-f` patterns, systemctl stop|kill|freeze|disable|mask,
 * service(8), rc-service, invoke-rc.d, init scripts, sv(8), s6-svc, rc-update del, update-rc.d,
 * chkconfig, supervisorctl, FreeBSD's sysrc `X_enable=NO`, launchctl unload|bootout|disable|remove|stop|kill,
 * Windows' sc, net stop, taskkill /IM, wmic process … delete, Stop-Process, Stop-Service,
 * Suspend-Service and Set-Service -StartupType Disabled, kextunload and systemextensionsctl, a
 * security agent's container, DaemonSet or Helm release stopped or deleted, and a product's own control program told
 * to stop or unload (`wazuh-control stop`, `sentinelctl unload`). Reloads, restarts, status and
 * harmless signals (HUP, CONT, 0) stop nothing.
 *
 * The host's protections, the guard's own processes and the backup planes all ask about every
 * invocation, so it is read once per invocation (`per-invocation.ts`).
 *
 * @example
 * stoppedTargets(invocationOf("systemctl disable --now auditd")) // [{ name: "auditd", kind: "name", persistent: true }]
 * stoppedTargets(invocationOf("kill -HUP $(pidof nginx)")) // []
 */
export const stoppedTargets: (invocation: Invocation) => readonly StoppedTarget[] = perInvocation(readStoppedTargets);

function readStoppedTargets(invocation: Invocation): StoppedTarget[] {
  const name = (invocation.name.split("\\").at(-1) ?? invocation.name).toLowerCase().replace(/\.exe$/, "");
  const fields = invocation.argv.slice(1, 65);
  const args = fields.map((field) => field.value ?? field.text);
  switch (name) {
    case "kill":
      return killed(fields, invocation);
    case "pkill":
    case "killall": {
      const operands = signalled(args, name === "pkill" ? PKILL_VALUED : KILLALL_VALUED);
      if (operands === undefined) return [];
      const regex = name === "pkill" || args.some((arg) => arg === "-r" || arg === "--regexp" || arg === "-m");
      // macOS killall -c NAME names the process by its command name.
      const named = args.flatMap((arg, index) => (arg === "-c" && name === "killall" ? [args[index + 1] ?? ""] : []));
      return now([...operands, ...named], regex ? "pattern" : "name");
    }
    case "taskkill": {
      const images = args.flatMap((arg, index) => (TASKKILL_NAME.test(arg) ? [args[index + 1] ?? ""] : /^[/-]fi$/i.test(arg) && /imagename|services/i.test(args[index + 1] ?? "") ? [args[index + 1] ?? ""] : []));
      return now(images, "pattern").concat(fromInput(invocation));
    }
    case "stop-process":
    case "spps":
      return now(parameterValues(args, /^-(?:name|processname)$/i).flatMap(splitList)).concat(fromInput(invocation));
    case "wmic":
      return args.some((arg) => /^process$/i.test(arg)) && args.some((arg) => /^(?:delete|terminate)$/i.test(arg)) ? now([args.join(" ")], "pattern") : [];
    case "systemctl":
      return systemctl(args);
    case "service":
    case "rc-service":
    case "invoke-rc.d": {
      const operands = args.filter((arg) => !arg.startsWith("-"));
      return SCRIPT_STOP.test(operands[1] ?? "") ? now([operands[0] ?? ""], "name", SCRIPT_PERSISTENT.test(operands[1] ?? "")) : [];
    }
    case "sv":
      return /^(?:d|down|stop|k|kill|x|exit|force-stop|force-shutdown|p|pause)$/.test(args[0] ?? "") ? now(args.slice(1)) : [];
    case "s6-svc":
      return args.some((arg) => /^-[a-zA-Z]*[dxkp]/.test(arg)) ? now(args.filter((arg) => !arg.startsWith("-"))) : [];
    case "rc-update":
      return args[0] === "del" || args[0] === "delete" ? now(args.slice(1, 2), "name", true) : [];
    case "update-rc.d": {
      const operands = args.filter((arg) => !arg.startsWith("-"));
      return operands[1] === "disable" || operands[1] === "remove" ? now([operands[0] ?? ""], "name", true) : [];
    }
    case "chkconfig":
      return args[1] === "off" || args[0] === "--del" ? now([args[args[0] === "--del" ? 1 : 0] ?? ""], "name", true) : [];
    case "supervisorctl":
      return /^(?:stop|remove)$/.test(args[0] ?? "") ? now(args.slice(1)) : [];
    case "sysrc":
      // sysrc(8): `auditd_enable=NO` keeps the service from starting at boot.
      return now(args.flatMap((arg) => /^([\w-]+)_enable=["']?(?:no|false|off|0)["']?$/i.exec(arg)?.slice(1, 2) ?? []), "name", true);
    case "launchctl":
      return launchctl(args);
    case "sc":
      return sc(args);
    case "kextunload":
    case "kmutil":
      // kextunload(8) -b BUNDLE, kmutil unload -b BUNDLE: a kernel extension (a security sensor's among them) unloaded.
      return name === "kmutil" && args[0] !== "unload" ? [] : now(args.flatMap((arg, index) => (arg === "-b" || arg === "--bundle-identifier" ? [args[index + 1] ?? ""] : [])));
    case "docker":
    case "podman":
    case "nerdctl": {
      // A security agent run as a container (`docker stop wazuh-agent`, `docker rm -f falco`): stop, kill, pause, or remove by force.
      const verb = args.findIndex((arg) => /^(?:stop|kill|pause|rm)$/.test(arg));
      if (verb < 0 || (args[verb] === "rm" && !args.some((arg) => /^(?:-[a-z]*f[a-z]*|--force)$/.test(arg)))) return [];
      return now(args.slice(verb + 1).filter((arg, index, rest) => !arg.startsWith("-") && !/^(?:-s|--signal|-t|--time|--timeout)$/.test(rest[index - 1] ?? "")));
    }
    case "kubectl": {
      // A security agent's DaemonSet or Deployment deleted from a cluster (`kubectl delete ds falcon-sensor`, `kubectl delete daemonset/falco`).
      const [verb, ...rest] = kubectlOperands(args, KUBECTL_DELETE_VALUED);
      if (verb !== "delete") return [];
      const kind = /^(?:ds|daemonsets?|deploy|deployments?)$/;
      const named = rest.flatMap((arg) => (/^(?:ds|daemonsets?|deploy|deployments?)(?:\.apps)?\/(.+)$/.exec(arg)?.slice(1, 2) ?? []));
      return now(kind.test(rest[0] ?? "") ? [...rest.slice(1), ...named] : named, "name", true);
    }
    case "helm":
      return args[0] === "uninstall" || args[0] === "delete" || args[0] === "del" ? now(args.slice(1).filter((arg, index, rest) => !arg.startsWith("-") && !/^(?:-n|--namespace|--kube-context)$/.test(rest[index - 1] ?? "")), "name", true) : [];
    case "systemextensionsctl":
      // systemextensionsctl uninstall TEAM BUNDLE: a system extension (an EDR's network or endpoint extension) removed.
      return args[0] === "uninstall" ? now(args.slice(1), "name", true) : [];
    case "net":
      return /^(?:stop|pause)$/i.test(args[0] ?? "") ? now(args.slice(1).filter((arg) => !arg.startsWith("/"))) : [];
    case "stop-service":
    case "spsv":
    case "suspend-service":
      return servicesOf(args).concat(now(parameterValues(args, /^-displayname$/i), "pattern"), fromInput(invocation));
    case "set-service": {
      const disabled = args.some((arg, index) => /^-(?:startuptype|starttype)(?::disabled)?$/i.test(arg) && (/:disabled$/i.test(arg) || /^disabled$/i.test(args[index + 1] ?? "")));
      const stopped = args.some((arg, index) => /^-status$/i.test(arg) && /^(?:stopped|paused)$/i.test(args[index + 1] ?? ""));
      return disabled || stopped ? servicesOf(args).map((target) => ({ ...target, persistent: disabled })).concat(fromInput(invocation).map((target) => ({ ...target, persistent: disabled }))) : [];
    }
    default: {
      // A vendor's uninstaller, named by its directory (`/Library/Application Support/JAMF/Jamf Protect/uninstall.sh`,
      // `/Library/Application Support/Microsoft/Defender/uninstall/uninstall`): the product goes for good.
      const uninstalled = UNINSTALLER.test(name) ? productDirectory(invocation.argv[0]?.value ?? "") : undefined;
      if (uninstalled !== undefined) return now([uninstalled], "name", true);
      // An init script or a product's own control program: `/etc/init.d/auditd stop`, `wazuh-control stop`, `sentinelctl unload -a`,
      // `mdatp config real-time-protection --value disabled`, Jamf's `jamf removeFramework` and `removeMdmProfile`.
      const verb = args.find((arg) => SCRIPT_STOP.test(arg) || PRODUCT_REMOVE.test(arg));
      return verb === undefined ? [] : now([invocation.name], "name", SCRIPT_PERSISTENT.test(verb) || PRODUCT_REMOVE.test(verb));
    }
  }
}

/** kill(1): the signal first, then PIDs; a PID computed by a command names what it signals. */
function killed(fields: readonly Field[], invocation: Invocation): StoppedTarget[] {
  const args = fields.map((field) => field.value ?? field.text);
  const first = args[0] ?? "";
  if (first === "-l" || first === "-L" || first === "--list" || first === "--table") return [];
  let index = 0;
  let signal = "TERM";
  if (first === "-s" || first === "-n" || first === "--signal") [signal, index] = [args[1] ?? "", 2];
  else if (first.startsWith("--signal=")) [signal, index] = [first.slice(9), 1];
  else if (/^-(?:\d+|[A-Za-z][A-Za-z0-9+-]*)$/.test(first) && first !== "-1") [signal, index] = [first.slice(1), 1];
  if (HARMLESS_SIGNAL.test(signal)) return [];
  const targets = fields.slice(index).flatMap((field): StoppedTarget[] => (field.value === undefined && /[$`]/.test(field.text) ? [{ name: field.text, kind: "pattern", persistent: false }] : []));
  return targets.concat(fromInput(invocation));
}

/** The operands after a stopping signal, or undefined when the signal stops nothing (`pkill -HUP rsyslogd`) or the command only lists. */
function signalled(args: readonly string[], valued: ReadonlySet<string>): string[] | undefined {
  const operands: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "-l" || arg === "--list" || arg === "-L" || arg === "--list-name") return undefined;
    const signal = arg === "-s" || arg === "--signal" ? args[index + 1] : arg.startsWith("--signal=") ? arg.slice(9) : /^-(?:\d+|[A-Z][A-Z0-9+-]*|SIG\w+)$/.test(arg) ? arg.slice(1) : undefined;
    if (signal !== undefined && HARMLESS_SIGNAL.test(signal)) return undefined;
    if (valued.has(arg)) index++;
    else if (arg === "--") operands.push(...args.slice(index + 1));
    else if (!arg.startsWith("-")) operands.push(arg);
    if (arg === "--") break;
  }
  return operands;
}

function systemctl(args: readonly string[]): StoppedTarget[] {
  let verb: string | undefined;
  const units: string[] = [];
  let harmless = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (SYSTEMCTL_VALUED.has(arg)) {
      if (arg === "-s" || arg === "--signal") harmless = HARMLESS_SIGNAL.test(args[index + 1] ?? "");
      index++;
    } else if (/^--(?:signal|kill-value)=/.test(arg)) harmless = HARMLESS_SIGNAL.test(arg.split("=")[1] ?? "");
    else if (arg.startsWith("-")) continue;
    else if (verb === undefined) verb = arg;
    else units.push(arg);
  }
  if (verb === undefined || harmless) return [];
  if (SYSTEMCTL_STOP.has(verb)) return units.map((unit) => ({ name: unit, kind: "name", persistent: false }));
  return SYSTEMCTL_DISABLE.has(verb) ? units.map((unit) => ({ name: unit, kind: "name", persistent: true })) : [];
}

/** launchctl(1): `unload [-w] PATH…`, `bootout DOMAIN [PATH|LABEL]…`, `disable TARGET`, `remove LABEL`, `stop LABEL`, `kill SIGNAL TARGET`. */
function launchctl(args: readonly string[]): StoppedTarget[] {
  const verb = args[0] ?? "";
  const operands = args.slice(1).filter((arg) => !arg.startsWith("-"));
  const targets = (persistent: boolean): StoppedTarget[] => operands.map((operand) => ({ name: operand, kind: "name", persistent }));
  if (verb === "unload") return targets(args.includes("-w"));
  if (verb === "bootout" || verb === "remove" || verb === "stop") return targets(false);
  if (verb === "disable") return targets(true);
  if (verb === "kill") return HARMLESS_SIGNAL.test(operands[0] ?? "") ? [] : operands.slice(1).map((operand) => ({ name: operand, kind: "name", persistent: false }));
  return [];
}

/** sc.exe: `sc [\\server] stop|pause|delete NAME`, `sc config NAME start= disabled`. */
function sc(args: readonly string[]): StoppedTarget[] {
  const rest = args[0]?.startsWith("\\\\") ? args.slice(1) : args;
  const verb = rest[0]?.toLowerCase() ?? "";
  if (verb === "stop" || verb === "pause") return rest[1] ? [{ name: rest[1], kind: "name", persistent: false }] : [];
  if (verb === "delete") return rest[1] ? [{ name: rest[1], kind: "name", persistent: true }] : [];
  if (verb !== "config" && verb !== "failure") return [];
  const text = rest.slice(2).join(" ").toLowerCase();
  return rest[1] && /\bstart=\s*disabled\b/.test(text) ? [{ name: rest[1], kind: "name", persistent: true }] : [];
}

/** PowerShell's service cmdlets: `-Name A,B` or the first positional argument. */
function servicesOf(args: readonly string[]): StoppedTarget[] {
  const named = parameterValues(args, /^-(?:name|servicename)$/i);
  const positional = args[0] !== undefined && !args[0].startsWith("-") ? [args[0]] : [];
  return [...named, ...positional].flatMap(splitList).map((name) => ({ name, kind: "name", persistent: false }));
}

/** The values a PowerShell parameter is given (`-Name x`, `-Name:x`). */
function parameterValues(args: readonly string[], parameter: RegExp): string[] {
  return args.flatMap((arg, index) => {
    const [head = "", inline] = arg.split(/:(.*)/s, 2);
    return parameter.test(head) ? [inline ?? args[index + 1] ?? ""] : [];
  });
}

function splitList(value: string): string[] {
  return value.split(",").map((part) => part.trim().replace(/^["']|["']$/g, "")).filter((part) => part !== "");
}

/** What a pipe feeds the command (`pgrep auditd | xargs kill`, `Get-Service WinDefend | Stop-Service`): the text the PIDs or names came from. */
function fromInput(invocation: Invocation): StoppedTarget[] {
  const description = invocation.stdin?.description;
  return description === undefined || invocation.stdin?.file !== undefined ? [] : [{ name: description, kind: "pattern", persistent: false }];
}
