/**
 * Configuration-management modules that change a managed host's protections, translated to the
 * shell command with the same effect, so that an ad-hoc `ansible` or `salt` run is judged like the
 * same change typed on every host it targets (`ansible all -m service -a 'name=auditd
 * state=stopped'` is `systemctl stop auditd` on each host). Modules that only read, or that start,
 * restart and enable services, translate to nothing.
 */

/** A value that turns a documented boolean option on, as Ansible accepts it (`yes`, `true`, `on`, `1`). */
const TRUE = /^(?:yes|true|on|1)$/i;
/** A value that turns it off. */
const FALSE = /^(?:no|false|off|0)$/i;

/**
 * Ansible's service managers (ansible.builtin.service, .systemd / .systemd_service, .sysvinit;
 * community.general's openrc and runit modules): `state=stopped`, `enabled=no`, `masked=yes`.
 */
const SERVICE_MODULE = /^(?:(?:ansible\.builtin\.|ansible\.legacy\.)?(?:service|systemd|systemd_service|sysvinit)|(?:community\.general\.)?(?:openrc|runit))$/;
/** community.general.ufw: `state=disabled` turns the firewall off, `state=reset` drops its rules, `default=allow` (or `policy=`) lets traffic in. */
const UFW_MODULE = /^(?:community\.general\.)?ufw$/;
/** ansible.posix.selinux: `state=disabled` or `state=permissive` stops SELinux enforcing its policy. */
const SELINUX_MODULE = /^(?:ansible\.posix\.)?selinux$/;
/** ansible.builtin.iptables: `flush=yes` removes a chain's rules, `policy=ACCEPT` lets through whatever no rule stops. */
const IPTABLES_MODULE = /^(?:ansible\.builtin\.|ansible\.legacy\.)?iptables$/;
/** ansible.posix.sysctl: sets a kernel parameter, judged like `sysctl -w name=value`. */
const SYSCTL_MODULE = /^(?:ansible\.posix\.)?sysctl$/;

/**
 * The shell command an Ansible module run with `args` (in `key=value` or JSON form) amounts to on
 * each host, for the modules that change what protects the host; `undefined` for every other
 * module and for arguments that leave protections alone.
 *
 * @example
 * ansibleModuleCommand("ansible.builtin.systemd", "name=auditd state=stopped enabled=no") // "systemctl stop auditd; systemctl disable auditd"
 * ansibleModuleCommand("service", "name=nginx state=restarted") // undefined
 */
export function ansibleModuleCommand(module: string, args: string): string | undefined {
  const state = moduleArgument(args, "state");
  if (SERVICE_MODULE.test(module)) {
    const name = moduleArgument(args, "name");
    if (name === undefined) return undefined;
    const commands = [
      state !== undefined && /^stopped$/i.test(state) ? `systemctl stop ${quoted(name)}` : undefined,
      FALSE.test(moduleArgument(args, "enabled") ?? "") ? `systemctl disable ${quoted(name)}` : undefined,
      TRUE.test(moduleArgument(args, "masked") ?? "") ? `systemctl mask ${quoted(name)}` : undefined,
    ].filter((command) => command !== undefined);
    return commands.length > 0 ? commands.join("; ") : undefined;
  }
  if (UFW_MODULE.test(module)) {
    if (state !== undefined && /^disabled$/i.test(state)) return "ufw disable";
    if (state !== undefined && /^reset$/i.test(state)) return "ufw --force reset";
    const policy = moduleArgument(args, "default") ?? moduleArgument(args, "policy");
    const direction = moduleArgument(args, "direction") ?? "incoming";
    return policy !== undefined && /^allow$/i.test(policy) && /^(?:incoming|in)$/i.test(direction) ? "ufw default allow incoming" : undefined;
  }
  if (SELINUX_MODULE.test(module)) return state !== undefined && /^(?:disabled|permissive)$/i.test(state) ? "setenforce 0" : undefined;
  if (IPTABLES_MODULE.test(module)) {
    const chain = moduleArgument(args, "chain") ?? "";
    if (TRUE.test(moduleArgument(args, "flush") ?? "")) return `iptables -F ${quoted(chain)}`.trimEnd();
    const policy = moduleArgument(args, "policy");
    return policy !== undefined && /^accept$/i.test(policy) && /^(?:input|forward)$/i.test(chain) ? `iptables -P ${chain.toUpperCase()} ACCEPT` : undefined;
  }
  if (SYSCTL_MODULE.test(module)) {
    const name = moduleArgument(args, "name");
    const value = moduleArgument(args, "value");
    return name !== undefined && value !== undefined && !/^absent$/i.test(state ?? "") ? `sysctl -w ${quoted(`${name}=${value}`)}` : undefined;
  }
  return undefined;
}

/**
 * The shell command a Salt execution module function amounts to on each minion, for the functions
 * that change what protects it (Salt's module reference: `service.stop`, `service.disable`,
 * `service.mask`, `selinux.setenforce`, `iptables.flush`, `iptables.set_policy`, `sysctl.assign`);
 * `undefined` for every other function. Arguments may be positional or `name=value`.
 *
 * @example
 * saltFunctionCommand("service.stop", ["auditd"]) // "systemctl stop auditd"
 * saltFunctionCommand("service.status", ["auditd"]) // undefined
 */
export function saltFunctionCommand(fn: string, args: readonly string[]): string | undefined {
  const positional = args.filter((arg) => !/^\w+=/.test(arg));
  const named = (key: string): string | undefined => args.find((arg) => arg.startsWith(`${key}=`))?.slice(key.length + 1);
  const name = named("name") ?? positional[0];
  switch (fn) {
    case "service.stop":
    case "service.disable":
    case "service.mask":
      return name === undefined ? undefined : `systemctl ${fn.slice(8)} ${quoted(name)}`;
    case "selinux.setenforce": {
      const mode = named("mode") ?? positional[0];
      return mode !== undefined && /^(?:0|permissive|disabled)$/i.test(mode) ? "setenforce 0" : undefined;
    }
    case "iptables.flush":
      return "iptables -F";
    case "iptables.set_policy": {
      const [, chain, policy] = positional;
      return chain !== undefined && policy !== undefined && /^accept$/i.test(policy) && /^(?:input|forward)$/i.test(chain) ? `iptables -P ${chain.toUpperCase()} ACCEPT` : undefined;
    }
    case "sysctl.assign": {
      const value = named("value") ?? positional[1];
      return name !== undefined && value !== undefined ? `sysctl -w ${quoted(`${name}=${value}`)}` : undefined;
    }
    default:
      return undefined;
  }
}

/** One argument of a module's `key=value` string or JSON body (`name=auditd`, `"name": "auditd"`), unquoted. */
function moduleArgument(args: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|[\\s,{])["']?${key}["']?\\s*[=:]\\s*(?:"([^"]*)"|'([^']*)'|([^\\s,}]+))`).exec(args);
  return match?.slice(1).find((value) => value !== undefined);
}

/** A word quoted for the shell when it holds anything but plain name characters. */
function quoted(word: string): string {
  return /^[\w@.:=/-]*$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
