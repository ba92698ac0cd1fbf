import path from "node:path";
import type { Field, Invocation } from "../model.js";
import type { ElsewhereCommand } from "./elsewhere.js";
import { parseOptions, type OptionGrammar, type ParsedArguments } from "./getopt.js";
import { withKubectlGlobals } from "./kubectl-options.js";
import { joinFields } from "./wrappers.js";
import { ownEntry } from "../../../util/own-entry.js";

const ENGINES = new Set(["docker", "podman", "nerdctl", "finch"]);
const ENGINE_GLOBAL: OptionGrammar = { flags: "Dv", values: "Hcl", long: ["debug", "tls", "tlsverify", "version", "help", "remote"], longValues: ["host", "context", "config", "log-level", "tlscacert", "tlscert", "tlskey", "url", "connection", "identity", "namespace", "root", "runroot", "storage-driver", "cgroup-manager"], stopAtOperand: true };
const EXEC: OptionGrammar = { flags: "dit", values: "euw", long: ["detach", "interactive", "tty", "privileged", "latest", "l"], longValues: ["env", "env-file", "user", "workdir", "detach-keys", "preserve-fds"], aliases: { e: "env", u: "user", w: "workdir" }, stopAtOperand: true };
const RUN: OptionGrammar = {
  flags: "dPqti",
  values: "acehlmpuvw",
  long: ["rm", "init", "privileged", "read-only", "sig-proxy", "oom-kill-disable", "no-healthcheck", "tty", "interactive", "detach", "publish-all", "disable-content-trust", "quiet", "replace", "rmi", "no-hosts", "http-proxy", "env-host", "read-only-tmpfs"],
  longValues: [
    "add-host", "annotation", "attach", "blkio-weight", "blkio-weight-device", "cap-add", "cap-drop", "cgroup-parent", "cgroupns", "cidfile", "cpu-period",
    "cpu-quota", "cpu-rt-period", "cpu-rt-runtime", "cpu-shares", "cpus", "cpuset-cpus", "cpuset-mems", "device", "device-cgroup-rule", "device-read-bps",
    "device-read-iops", "device-write-bps", "device-write-iops", "dns", "dns-option", "dns-search", "domainname", "entrypoint", "env", "env-file", "expose",
    "gpus", "group-add", "health-cmd", "health-interval", "health-retries", "health-start-period", "health-timeout", "hostname", "ip", "ip6", "ipc",
    "isolation", "kernel-memory", "label", "label-file", "link", "link-local-ip", "log-driver", "log-opt", "mac-address", "memory", "memory-reservation",
    "memory-swap", "memory-swappiness", "mount", "name", "network", "net", "network-alias", "oom-score-adj", "pid", "pids-limit", "platform", "publish",
    "pull", "restart", "runtime", "security-opt", "shm-size", "stop-signal", "stop-timeout", "storage-opt", "sysctl", "tmpfs", "ulimit", "user", "userns",
    "uts", "volume", "volume-driver", "volumes-from", "workdir", "detach-keys", "secret", "pod", "arch", "os", "variant", "tz", "umask", "timeout",
    "requires", "hostuser", "image-volume", "init-path", "preserve-fds", "decryption-key", "chrootdirs", "passwd-entry", "group-entry", "cgroups",
  ],
  aliases: { a: "attach", c: "cpu-shares", e: "env", h: "hostname", l: "label", m: "memory", p: "publish", u: "user", v: "volume", w: "workdir" },
  stopAtOperand: true,
};
const COMPOSE_GLOBAL: OptionGrammar = { values: "fp", long: ["compatibility", "dry-run", "all-resources"], longValues: ["file", "project-name", "profile", "env-file", "project-directory", "ansi", "parallel", "progress"], stopAtOperand: true };
const COMPOSE_RUN: OptionGrammar = {
  flags: "dTit",
  values: "euwvpl",
  long: ["detach", "rm", "no-deps", "service-ports", "use-aliases", "build", "remove-orphans", "quiet-pull", "no-TTY", "interactive", "tty", "privileged"],
  longValues: ["env", "user", "workdir", "volume", "publish", "name", "entrypoint", "label", "cap-add", "cap-drop", "index", "pull", "env-from-file"],
  aliases: { e: "env", u: "user", w: "workdir", v: "volume", p: "publish", l: "label" },
  stopAtOperand: true,
};
/** The options of `kubectl exec|run|debug|attach` and `oc rsh` (kubectl reference), with kubectl's global ones (`kubectl-options.ts`). */
const KUBECTL: OptionGrammar = withKubectlGlobals({
  flags: "itq",
  values: "cf",
  long: ["stdin", "tty", "quiet", "rm", "attach", "command", "privileged", "leave-stdin-open", "share-processes"],
  longValues: ["container", "filename", "pod-running-timeout", "image", "restart", "env", "labels", "overrides", "profile", "target", "copy-to", "port", "serviceaccount", "timeout", "image-pull-policy", "custom"],
  aliases: { c: "container", f: "filename" },
});
const WORDS_ONLY: OptionGrammar = { stopAtOperand: true };
/** `lxc|incus exec`'s options (before or after the instance's name). */
const LXC_EXEC: OptionGrammar = { flags: "tT", values: "e", long: ["force-interactive", "force-noninteractive", "disable-stdin"], longValues: ["cwd", "env", "user", "group", "mode", "project"], stopAtOperand: true };
const MULTIPASS_EXEC: OptionGrammar = { flags: "nv", values: "d", long: ["no-map-working-directory", "verbose"], longValues: ["working-directory"], stopAtOperand: true };
const LIMA_SHELL: OptionGrammar = { long: ["reconnect", "preserve-env", "start", "debug"], longValues: ["shell", "workdir", "sync", "tty", "log-level"], stopAtOperand: true };
/** Images whose entrypoint is a CLI, so the arguments after the image are that CLI's (`docker run amazon/aws-cli s3 rm …`). */
const IMAGE_ENTRYPOINTS: Readonly<Record<string, string>> = {
  "amazon/aws-cli": "aws", "hashicorp/terraform": "terraform", "bitnami/kubectl": "kubectl", "alpine/helm": "helm", "rclone/rclone": "rclone",
  "minio/mc": "mc", "flyway/flyway": "flyway", "liquibase/liquibase": "liquibase", "migrate/migrate": "migrate", "amacneil/dbmate": "dbmate",
  "pulumi/pulumi": "pulumi", "ghcr.io/opentofu/opentofu": "tofu",
};
const CONTAINER_RUNNERS = new Set([...ENGINES, "docker-compose", "podman-compose", "kubectl", "oc", "k", "lxc", "incus", "multipass", "limactl", "lima", "distrobox", "distrobox-enter", "toolbox", "machinectl", "wsl", "wsl.exe", "crictl", "lxc-attach", "pct", "colima", "orb", "orbctl"]);
const CRICTL_EXEC: OptionGrammar = { flags: "its", long: ["interactive", "tty", "sync", "ignore-errors", "transcript"], longValues: ["timeout", "image", "label", "name", "pod", "state"], stopAtOperand: true };
const LXC_ATTACH: OptionGrammar = { flags: "eRqhV", values: "nPsavugfo", long: ["elevated-privileges", "remount-sys-proc", "clear-env", "keep-env", "quiet", "help", "version"], longValues: ["name", "lxcpath", "namespaces", "arch", "set-var", "uid", "gid", "rcfile", "logfile", "logpriority", "context", "pty-log"], aliases: { n: "name" }, stopAtOperand: true };

/**
 * The command a container engine or cluster runs inside a container, pod, VM or toolbox:
 * `docker|podman|nerdctl exec|run`, `docker compose exec|run`, `kubectl|oc exec|run|debug`,
 * `oc rsh`, `lxc|incus exec`, `multipass exec`, `limactl shell`, `distrobox enter`, `toolbox
 * run`, `machinectl shell`, `wsl`, `crictl exec`, `lxc-attach`, `pct exec`, `colima ssh`, `orb`,
 * `podman machine ssh`; with bind mounts (`-v ~/.ssh:/k`) mapped back to host paths.
 *
 * @example
 * containerCommand(invocation("docker", "exec", "db", "psql", "-c", "DROP TABLE t"))?.argv?.[0]?.value // "psql"
 */
export function containerCommand(invocation: Invocation): ElsewhereCommand | undefined {
  const name = invocation.name;
  if (!CONTAINER_RUNNERS.has(name)) return undefined;
  const args = invocation.argv.slice(1);
  if (ENGINES.has(name)) return engine(name, args);
  if (name === "docker-compose" || name === "podman-compose") return compose(name, args);
  if (name === "kubectl" || name === "oc" || name === "k") return cluster(name, args);
  const first = args[0]?.value;
  if ((name === "lxc" || name === "incus") && first === "exec") return afterTarget(`${name} exec`, args.slice(1), true, LXC_EXEC);
  if (name === "multipass" && first === "exec") return afterTarget("multipass exec", args.slice(1), true, MULTIPASS_EXEC);
  if (name === "limactl" && first === "shell") return afterTarget("limactl shell", args.slice(1), true, LIMA_SHELL);
  if (name === "lima") return args.length > 0 ? { where: "lima", remote: true, argv: args } : undefined;
  if ((name === "distrobox" && first === "enter") || name === "distrobox-enter") return afterTarget("distrobox enter", name === "distrobox" ? args.slice(1) : args, false);
  if (name === "toolbox" && first === "run") {
    const parsed = parseOptions(args.slice(1), { values: "cdr", longValues: ["container", "distro", "release"], stopAtOperand: true });
    return parsed.operands.length ? { where: "toolbox run", remote: false, argv: parsed.operands } : undefined;
  }
  if (name === "machinectl" && first === "shell") return afterTarget("machinectl shell", args.slice(1), true);
  if (name === "wsl" || name === "wsl.exe") return wsl(args);
  if (name === "crictl" && first === "exec") {
    const parsed = parseOptions(args.slice(1), CRICTL_EXEC);
    const [container, ...argv] = parsed.operands;
    return inside(`crictl exec ${container?.value ?? "?"}`, argv, parsed, []);
  }
  if (name === "lxc-attach") {
    // `lxc-attach -n NAME [options] [-- COMMAND…]`: without a command, the container's shell.
    const dashes = args.findIndex((field) => field.value === "--");
    const parsed = parseOptions(dashes < 0 ? args : args.slice(0, dashes), LXC_ATTACH);
    const argv = dashes < 0 ? parsed.operands : args.slice(dashes + 1);
    return argv.length > 0 ? { where: `lxc-attach ${parsed.value("name")?.value ?? "?"}`, remote: true, argv } : undefined;
  }
  if (name === "pct" && first === "exec") return afterTarget("pct exec", args.slice(1), true);
  // `colima ssh [-- COMMAND…]` and `orb [run] COMMAND…` run in the Linux VM, through its shell for colima.
  if (name === "colima" && first === "ssh") {
    const dashes = args.findIndex((field) => field.value === "--");
    return dashes >= 0 && args.length > dashes + 1 ? { where: "colima ssh", remote: true, code: [joinFields(args.slice(dashes + 1))] } : undefined;
  }
  if (name === "orb" || name === "orbctl") {
    const parsed = parseOptions(first === "run" ? args.slice(1) : args, { flags: "ws", values: "mu", long: ["shell"], longValues: ["machine", "user", "workdir"], aliases: { m: "machine", u: "user" }, stopAtOperand: true });
    const argv = parsed.operands[0]?.value === "--" ? parsed.operands.slice(1) : parsed.operands;
    const known = first === "run" || (argv[0]?.value !== undefined && !ORB_COMMANDS.has(argv[0].value));
    return known && argv.length > 0 ? { where: name, remote: true, argv } : undefined;
  }
  return undefined;
}

/** orb's own subcommands; any other first word is a command run in the default machine. */
const ORB_COMMANDS = new Set(["create", "delete", "list", "ls", "start", "stop", "restart", "shell", "ssh", "config", "default", "info", "logs", "push", "pull", "status", "update", "version", "help", "docker", "k8s", "kubernetes", "reset", "rename", "clone", "export", "import", "login", "logout", "migrate"]);

function engine(name: string, args: readonly Field[]): ElsewhereCommand | undefined {
  const global = parseOptions(args, ENGINE_GLOBAL);
  let [command, ...rest] = global.operands;
  if (command?.value === "machine" && rest[0]?.value === "ssh") return machineSsh(`${name} machine ssh`, rest.slice(1));
  if (command?.value === "container") [command, ...rest] = rest;
  if (command?.value === "compose") return compose(`${name} compose`, rest, ["H", "host", "c", "context"].flatMap((option) => global.values(option)));
  if (command?.value === "exec") {
    const parsed = parseOptions(rest, EXEC);
    const [container, ...argv] = parsed.operands;
    return inside(`${name} exec ${container?.value ?? "?"}`, argv, parsed, []);
  }
  if (command?.value === "run" || command?.value === "create") {
    const parsed = parseOptions(rest, RUN);
    const [image, ...argv] = parsed.operands;
    const entrypoint = parsed.value("entrypoint") ?? imageEntrypoint(image?.value, argv);
    const full = entrypoint ? [entrypoint, ...argv] : argv;
    const command = inside(`${name} run ${image?.value ?? "?"}`, full, parsed, mounts(parsed));
    if (command && image?.value !== undefined) command.image = image.value;
    return command;
  }
  return undefined;
}

function compose(label: string, args: readonly Field[], engineOptions: readonly Field[] = []): ElsewhereCommand | undefined {
  const global = parseOptions(args, COMPOSE_GLOBAL);
  const [command, ...rest] = global.operands;
  if (command?.value !== "exec" && command?.value !== "run") return undefined;
  const parsed = parseOptions(rest, COMPOSE_RUN);
  const [service, ...argv] = parsed.operands;
  const entrypoint = parsed.value("entrypoint");
  // Compose keeps the service's stdin open by default (`-i` defaults to true; `-T` only drops the TTY).
  const ran = inside(`${label} ${command.value} ${service?.value ?? "?"}`, entrypoint ? [entrypoint, ...argv] : argv, parsed, mounts(parsed), true);
  if (ran && service?.value !== undefined) ran.compose = { service: service.value, args, engineOptions };
  return ran;
}

function cluster(name: string, args: readonly Field[]): ElsewhereCommand | undefined {
  const global = parseOptions(args, { ...KUBECTL, stopAtOperand: true });
  const [command, ...afterVerb] = global.operands;
  const verb = command?.value;
  if (verb !== "exec" && verb !== "run" && verb !== "debug" && verb !== "attach" && verb !== "rsh") return undefined;
  const dashes = afterVerb.findIndex((field) => field.value === "--");
  const parsed = parseOptions(dashes < 0 ? afterVerb : afterVerb.slice(0, dashes), { ...KUBECTL, stopAtOperand: true });
  const [target, ...rest] = parsed.operands;
  const where = `${name} ${verb} ${target?.value ?? "?"}`;
  // `kubectl exec POD -- CMD`; the older `kubectl exec POD CMD` and `oc rsh POD CMD` have no `--`.
  const legacy = verb === "exec" || verb === "rsh" ? parseOptions(rest, { ...KUBECTL, stopAtOperand: true }).operands : [];
  const argv = dashes < 0 ? legacy : afterVerb.slice(dashes + 1);
  const interactive = parsed.has("stdin") || parsed.has("i") || global.has("stdin") || global.has("i");
  if (argv.length > 0) return { where, remote: true, argv, ...(interactive ? { stdin: true } : {}) };
  return interactive || verb === "rsh" ? { where, remote: true, stdin: true } : undefined;
}

/** `[OPTIONS] NAME [OPTIONS] [--] COMMAND…` after the target's name. */
function afterTarget(label: string, args: readonly Field[], remote: boolean, grammar: OptionGrammar = WORDS_ONLY): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, grammar);
  const [target, ...rest] = parsed.operands;
  const argv = grammar === WORDS_ONLY ? (rest[0]?.value === "--" ? rest.slice(1) : rest) : parseOptions(rest, grammar).operands;
  const where = `${label} ${target?.value ?? "?"}`;
  return argv.length > 0 ? { where, remote, argv } : undefined;
}

/**
 * `podman machine ssh [NAME] [COMMAND…]`: the machine's name is optional, so both readings are
 * judged (the whole line as the command, and what follows a name).
 */
function machineSsh(where: string, args: readonly Field[]): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, { long: ["help"], longValues: ["username"], stopAtOperand: true });
  const operands = parsed.operands[0]?.value === "--" ? parsed.operands.slice(1) : parsed.operands;
  if (operands.length === 0) return undefined;
  const code = [joinFields(operands)];
  if (operands.length > 1) code.push(joinFields(operands.slice(1)));
  return { where, remote: true, code };
}

function wsl(args: readonly Field[]): ElsewhereCommand | undefined {
  // `wsl -e|--exec CMD ARGS…`: everything after the option is the command, its own options included.
  const execIndex = args.findIndex((field) => field.value === "-e" || field.value === "--exec");
  if (execIndex >= 0 && args.length > execIndex + 1) return { where: "wsl", remote: true, argv: args.slice(execIndex + 1) };
  const parsed = parseOptions(args, { values: "due", longValues: ["distribution", "user", "cd", "exec", "shell-type"], aliases: { d: "distribution", u: "user", e: "exec" }, stopAtOperand: true });
  const exec = parsed.value("exec");
  const argv = exec ? [exec, ...parsed.operands] : parsed.operands;
  return argv.length > 0 ? { where: "wsl", remote: true, argv } : undefined;
}

/** The CLI an image runs when the arguments after it are that CLI's options and subcommands. */
function imageEntrypoint(image: string | undefined, argv: readonly Field[]): Field | undefined {
  const repository = image?.replace(/^docker\.io\//, "").replace(/^library\//, "").replace(/[:@].*$/, "");
  const cli = repository !== undefined ? ownEntry(IMAGE_ENTRYPOINTS, repository) : undefined;
  if (!cli || argv.length === 0 || argv[0]?.value === cli) return undefined;
  return { value: cli, text: cli, glob: false };
}

/** The command inside a container, with its working directory and mounts. */
function inside(where: string, argv: Field[], parsed: ParsedArguments, volumes: [string, string][], stdinByDefault = false): ElsewhereCommand | undefined {
  const interactive = stdinByDefault || parsed.has("interactive") || parsed.has("i");
  const result: ElsewhereCommand = { where, remote: true };
  if (argv.length > 0) result.argv = argv;
  else if (interactive) result.stdin = true;
  else return undefined;
  if (interactive && argv.length > 0) result.stdin = true;
  if (volumes.length > 0) result.mounts = volumes;
  const workdir = parsed.value("workdir")?.value;
  if (workdir !== undefined) result.cwd = workdir;
  return result;
}

/** Bind mounts, container path → host path: `-v HOST:CONTAINER[:opts]`, `--mount type=bind,source=…,target=…`. */
function mounts(parsed: ParsedArguments): [string, string][] {
  const found: [string, string][] = [];
  for (const field of parsed.values("volume")) {
    const [host, container] = (field.value ?? "").split(":");
    if (host && container && (host.startsWith("/") || host.startsWith("~") || host.startsWith("."))) found.push([path.posix.normalize(container), host]);
  }
  for (const field of parsed.values("mount")) {
    const options = new Map((field.value ?? "").split(",").map((pair) => pair.split("=") as [string, string]));
    const host = options.get("source") ?? options.get("src");
    const container = options.get("target") ?? options.get("dst") ?? options.get("destination");
    if (host && container && options.get("type") !== "volume") found.push([path.posix.normalize(container), host]);
  }
  return found;
}

/**
 * The host path a container path stands for through bind mounts (`/k/id_rsa` with `-v ~/.ssh:/k`
 * is `~/.ssh/id_rsa`), or undefined when it is the container's own.
 *
 * @example
 * hostPath("/k/id_rsa", [["/k", "/home/ada/.ssh"]]) // "/home/ada/.ssh/id_rsa"
 */
export function hostPath(value: string, mounts: readonly (readonly [string, string])[]): string | undefined {
  let best: readonly [string, string] | undefined;
  for (const mount of mounts) {
    const [container] = mount;
    const inside = value === container || value.startsWith(container === "/" ? "/" : `${container}/`);
    if (inside && (!best || container.length > best[0].length)) best = mount;
  }
  if (!best) return undefined;
  const [container, host] = best;
  const rest = value.slice(container === "/" ? 0 : container.length);
  return rest === "" ? host : path.posix.join(host, rest);
}

/** Fields with container paths replaced by the host paths they are mounted from. */
export function throughMounts(fields: Field[], mounts: readonly (readonly [string, string])[]): Field[] {
  return fields.map((field) => {
    const mapped = field.value !== undefined ? hostPath(field.value, mounts) : undefined;
    return mapped === undefined ? field : { ...field, value: mapped };
  });
}
