import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit } from "./types.js";
import { optionValues } from "../commands/option-values.js";

/** The commands {@link privilegedContainer} reads. */
export const PRIVILEGED_CONTAINER_COMMANDS: ReadonlySet<string> = new Set(["kubectl", "oc", "lxc", "incus", "systemd-nspawn"]);
/** Pod spec settings that share the node's namespaces or run privileged (Kubernetes PodSpec, SecurityContext). */
const POD_ESCAPE = /"(privileged|hostPID|hostIPC|hostNetwork)"\s{0,8}:\s{0,8}true\b/;
/** A hostPath volume of the node's root or a whole system directory. */
const POD_HOST_ROOT = /"hostPath"\s{0,8}:\s{0,8}\{[^{}]{0,400}"path"\s{0,8}:\s{0,8}"\/(?:|etc|root|home|var|proc|sys|dev|boot|usr|run)\/?"/;
/** Root-level capabilities added to a pod's container. */
const POD_CAPABILITIES = /"add"\s{0,8}:\s{0,8}\[[^\]]{0,400}"(?:CAP_)?(?:ALL|SYS_ADMIN|SYS_PTRACE|SYS_MODULE|DAC_READ_SEARCH)"/i;
/** The host's root or a whole system directory as a bind or disk source. */
const HOST_ROOT_SOURCE = /^(?:\/|\/(?:etc|root|home|var|proc|sys|dev|boot|usr|run)\/?)$/;
/** LXD and Incus instance keys that lift the container's confinement (security.privileged, nesting, raw.lxc, raw.apparmor, raw.seccomp). */
const LXD_ESCAPE_KEY = /^(?:security\.(?:privileged|nesting)|raw\.(?:lxc|apparmor|seccomp|idmap))$/;
const TRUE = /^(?:true|1|yes|on)$/i;

/**
 * A container that is root on the host, for the tools beyond docker's own run flags:
 * `kubectl run --privileged` or `--overrides`/`kubectl patch -p` JSON setting privileged, hostPID,
 * hostIPC, hostNetwork, a hostPath of `/` or root-level capabilities; `kubectl debug --profile=sysadmin`;
 * LXD/Incus `config set`/`profile set`/`launch -c` of security.privileged, security.nesting, raw.lxc,
 * raw.apparmor, raw.seccomp, raw.idmap, and disk devices whose source is the host's root;
 * systemd-nspawn binding the host's root or booting it (`--bind=/`, `-D /`, `--capability=all`).
 * @example
 * privilegedContainer(invocation); // `incus config set c1 security.privileged=true` → docker.host-root-access
 */
export function privilegedContainer(invocation: Invocation): Hit[] {
  if (!PRIVILEGED_CONTAINER_COMMANDS.has(invocation.name)) return [];
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  const what = invocation.name === "systemd-nspawn" ? nspawn(args) : invocation.name === "lxc" || invocation.name === "incus" ? lxd(args) : kubectl(args);
  return what ? [{ rule: "docker.host-root-access", decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }] : [];
}

function kubectl(args: string[]): string | undefined {
  const verb = args.find((arg) => arg === "run" || arg === "debug" || arg === "patch");
  if (verb === undefined) return undefined;
  if (verb === "run" && args.some((arg) => arg === "--privileged" || arg === "--privileged=true")) return "starts a privileged pod (root on its node)";
  if (verb === "debug" && optionValues(args, ["--profile"]).includes("sysadmin")) return "starts a privileged debugging container (the sysadmin profile: root on the node)";
  for (const json of optionValues(args, verb === "patch" ? ["-p", "--patch"] : ["--overrides"])) {
    const escape = POD_ESCAPE.exec(json);
    if (escape) return `starts a pod with ${escape[1]}: true, which reaches its node as root`;
    if (POD_HOST_ROOT.test(json)) return "starts a pod with the node's root filesystem mounted (hostPath /)";
    if (POD_CAPABILITIES.test(json)) return "starts a pod with root-level capabilities added";
  }
  return undefined;
}

function lxd(args: string[]): string | undefined {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const [group, action] = operands;
  const settings: string[][] = [];
  if ((group === "config" || group === "profile") && action === "set") {
    const rest = operands.slice(3);
    rest.forEach((item, index) => {
      if (item.includes("=")) settings.push([item.slice(0, item.indexOf("=")), item.slice(item.indexOf("=") + 1)]);
      else if (index === 0) settings.push([item, rest[1] ?? ""]);
    });
  }
  if (group === "launch" || group === "init" || group === "create" || group === "copy") {
    for (const value of optionValues(args, ["-c", "--config"])) settings.push([value.slice(0, Math.max(0, value.indexOf("="))), value.slice(value.indexOf("=") + 1)]);
  }
  for (const [key = "", value = ""] of settings) {
    if (LXD_ESCAPE_KEY.test(key) && (key.startsWith("raw.") || TRUE.test(value))) return `sets ${key} on an instance, which lifts its confinement (root on the host)`;
  }
  if ((group === "config" || group === "profile") && action === "device" && operands[2] === "add") {
    const source = operands.find((item) => item.startsWith("source="))?.slice("source=".length);
    if (source !== undefined && HOST_ROOT_SOURCE.test(source)) return `attaches the host's ${source} to an instance as a disk`;
  }
  return undefined;
}

function nspawn(args: string[]): string | undefined {
  const binds = optionValues(args, ["--bind", "--bind-ro", "--overlay", "--overlay-ro"]);
  const root = binds.find((bind) => HOST_ROOT_SOURCE.test(bind.replace(/^\+/, "").split(":")[0] ?? ""));
  if (root !== undefined) return `binds the host's ${root.split(":")[0]} into a container`;
  if (optionValues(args, ["-D", "--directory"]).some((directory) => directory === "/")) return "runs a container on the host's own root filesystem";
  if (optionValues(args, ["--capability"]).some((caps) => /(?:^|,)(?:all|CAP_SYS_ADMIN)(?:,|$)/i.test(caps))) return "gives a container root-level capabilities";
  return undefined;
}
