import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import { staticField, type Field, type Invocation } from "../model.js";
import { readCompose } from "../planes/compose-project.js";
import { pathContext, shown, via } from "./helpers.js";
import { PRIVILEGED_CONTAINER_COMMANDS, privilegedContainer } from "./privileged-containers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

const DOCKER_GLOBAL: OptionGrammar = {
  flags: "Dv",
  values: "Hcl",
  long: ["debug", "tls", "tlsverify", "version", "help", "remote"],
  longValues: ["host", "context", "config", "log-level", "tlscacert", "tlscert", "tlskey", "url", "connection", "identity"],
  stopAtOperand: true,
};
const PRUNE: OptionGrammar = { flags: "af", long: ["all", "force", "volumes"], longValues: ["filter"], aliases: { a: "all", f: "force" } };
const ENGINES = new Set(["docker", "podman", "nerdctl"]);
const COMPOSE_PROGRAMS = new Set(["docker-compose", "podman-compose"]);
/** Global options of an engine that send its commands to another engine (`--context prod`, `-H ssh://host`, podman's `--connection`). */
const REMOTE_ENGINE = ["context", "c", "host", "H", "connection", "url", "remote", "identity"];
/** A volume named for the data store it holds (`pgdata`, `app_db-data`, `mysql_data`, `redis`, `uploads`). */
const DATA_VOLUME = /(?:^|[^a-z])(?:pg|postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|redis|valkey|elastic(?:search)?|opensearch|clickhouse|cassandra|minio|db|database|data|uploads|storage|backups?)(?:[^a-z]|$)|^pgdata|data$/i;

/** Host devices that hold or reach every file and the kernel's memory (disks, /dev/mem, /dev/kmem). */
const RAW_DEVICE = /^\/dev\/(?:sd[a-z]|nvme\d|vd[a-z]|xvd[a-z]|hd[a-z]|mmcblk\d|dm-\d|mapper\/|mem(?::|$)|kmem|port(?::|$))/;

/** Wiping container data: prune with volumes, volume prune, removing every volume, compose down -v, mounting the host root. */
export const dockerRules: RuleSet = {
  category: "docker",
  programs: [...PRIVILEGED_CONTAINER_COMMANDS, ...COMPOSE_PROGRAMS, ...ENGINES],
  rules: [
    { id: "docker.prune-volumes", decision: "deny", description: "docker system prune with --volumes (in any flag order), or podman system reset: deletes every unused volume's data." },
    { id: "docker.volume-prune", decision: "deny", description: "docker volume prune: deletes unused volumes' data." },
    { id: "docker.remove-all-volumes", decision: "deny", description: "docker volume rm $(docker volume ls -q): deletes every volume." },
    { id: "docker.volume-remove", decision: "ask", description: "docker volume rm of a volume named for the data it holds: deletes a database's or uploads' data (docker volume rm pgdata, app_mysql_data)." },
    { id: "docker.compose-down-volumes", decision: "ask", description: "docker compose down -v (or rm -v) of another compose project (-p OTHER, a compose file or directory outside the project, another engine) or of a compose file, env file or profile named for production (-f docker-compose.prod.yml, --env-file .env.production): deletes that project's volumes. The project's own development stack is everyday work." },
    { id: "docker.host-root-access", decision: "ask", description: "A container with the host's root, home or a whole system directory (/etc, /boot, /usr, /var, /proc, /sys, /dev) mounted, or privileged, or sharing the host's process namespace or raw disks (docker|podman|nerdctl run --privileged, --pid=host, --device /dev/sda; kubectl run --privileged or --overrides with privileged, hostPID, hostIPC, hostNetwork, hostPath /; kubectl debug --profile=sysadmin; incus|lxc config set security.privileged=true, security.nesting=true, raw.lxc, a disk device with source=/; systemd-nspawn --bind=/)." },
  ],
  invocation(invocation, context) {
    if (PRIVILEGED_CONTAINER_COMMANDS.has(invocation.name)) return privilegedContainer(invocation);
    if (COMPOSE_PROGRAMS.has(invocation.name)) return compose(invocation, invocation.argv.slice(1), [], context);
    if (!ENGINES.has(invocation.name)) return [];
    const global = parseOptions(invocation.argv.slice(1), DOCKER_GLOBAL);
    const [group, ...rest] = global.operands;
    const command = group?.value;
    if (command === "system" && rest[0]?.value === "prune") return systemPrune(invocation, rest.slice(1));
    if (command === "system" && rest[0]?.value === "reset" && !rest.some((field) => field.value === "--help")) return [{ rule: "docker.prune-volumes", decision: "deny", reason: `${shown(invocation)} deletes every container, image and volume with its data${via(invocation)}` }];
    if (command === "volume" && rest[0]?.value === "prune") return [{ rule: "docker.volume-prune", decision: "deny", reason: `${shown(invocation)} deletes the data of unused volumes${via(invocation)}`, catastrophic: false }];
    if (command === "volume" && (rest[0]?.value === "rm" || rest[0]?.value === "remove")) return volumeRemove(invocation, rest.slice(1));
    if (command === "compose") return compose(invocation, rest, global.options.filter((option) => REMOTE_ENGINE.includes(option.name)).map((option) => option.value ?? staticEngine(option.name)), context);
    if (command === "run" || command === "create" || (command === "container" && (rest[0]?.value === "run" || rest[0]?.value === "create"))) return hostAccess(invocation, command === "container" ? rest.slice(1) : rest);
    return [];
  },
};

/** A flag naming another engine without a value (`--remote`), as a field for reasons. */
function staticEngine(name: string): Field {
  return staticField(name.length === 1 ? `-${name}` : `--${name}`);
}

function systemPrune(invocation: Invocation, args: Field[]): Hit[] {
  const parsed = parseOptions(args, PRUNE);
  const volumes = parsed.options.filter((option) => option.name === "volumes").at(-1);
  if (!volumes || volumes.value?.value === "false") return [];
  return [{ rule: "docker.prune-volumes", decision: "deny", reason: `${shown(invocation)} deletes the data of every unused volume${via(invocation)}` }];
}

function volumeRemove(invocation: Invocation, args: Field[]): Hit[] {
  const everything = args.find((field) => field.value === undefined && field.dynamic?.provenance.sources.some((source) => ENGINES.has(source)));
  if (everything) return [{ rule: "docker.remove-all-volumes", decision: "deny", reason: `${shown(invocation)} deletes volumes listed by ${everything.text}${via(invocation)}` }];
  if (args.some((field) => field.value === "--all" || field.value === "-a")) return [{ rule: "docker.remove-all-volumes", decision: "deny", reason: `${shown(invocation)} deletes every volume${via(invocation)}` }];
  const data = args.find((field) => field.value !== undefined && !field.value.startsWith("-") && DATA_VOLUME.test(field.value));
  if (data) return [{ rule: "docker.volume-remove", decision: "ask", reason: `${shown(invocation)} deletes the volume ${data.value}, whose name says it holds a data store's data${via(invocation)}` }];
  return [];
}

/**
 * `compose down -v` deletes the named volumes the compose file declares (and `compose rm -v` the
 * anonymous volumes of the containers it removes): for the project's own compose file, its local
 * development data, reset as everyday work (like a local database). For another project, another
 * directory or another engine, or a compose file named for production, it deletes data that is not
 * the project's development data.
 */
function compose(invocation: Invocation, args: Field[], engineOptions: readonly Field[], context: RuleContext): Hit[] {
  const command = readCompose(invocation, args, engineOptions, pathContext(invocation, context));
  // `down -v` removes the named volumes the file declares and anonymous ones; `rm -v` the anonymous volumes of the containers it removes (compose's reference, docker compose down|rm).
  if ((command.subcommand !== "down" && command.subcommand !== "rm") || command.elsewhere === undefined) return [];
  const options = command.args.map((field) => field.value ?? "");
  if (options.some((value) => value === "--volumes" || value === "--volumes=true" || /^-[a-zA-Z]*v[a-zA-Z]*$/.test(value))) {
    return [{ rule: "docker.compose-down-volumes", decision: "ask", reason: `${shown(invocation)} deletes the volumes of a compose project other than this one: it ${command.elsewhere}${via(invocation)}` }];
  }
  return [];
}

function hostAccess(invocation: Invocation, args: Field[]): Hit[] {
  const values = args.map((field) => field.value ?? "");
  const mounts: string[] = [];
  values.forEach((value, index) => {
    if (value === "-v" || value === "--volume" || value === "--mount") mounts.push(values[index + 1] ?? "");
    else if (value.startsWith("--volume=") || value.startsWith("--mount=")) mounts.push(value.slice(value.indexOf("=") + 1));
    else if (/^-v./.test(value)) mounts.push(value.slice(2));
  });
  // A whole system directory of the host (`-v /etc:/x`, `-v /boot:/b`), not one file below it (`/etc/localtime:/etc/localtime:ro`).
  const hostRoot = mounts.find((mount) => /^(?:\/|~\/?|\$HOME\/?|\/home\/[^/:]+\/?|\/Users\/[^/:]+\/?|\/root\/?|\/(?:etc|boot|usr|var|var\/lib|proc|sys|dev|lib|lib64|bin|sbin|private\/etc)\/?):|(?:^|,)(?:source|src)=(?:\/|~\/?|\/home\/[^/:,]+\/?|\/Users\/[^/:,]+\/?)(?:,|$)/.test(mount));
  if (hostRoot !== undefined) return [{ rule: "docker.host-root-access", decision: "ask", reason: `${shown(invocation)} mounts ${hostRoot.split(":")[0]} of the host into a container${via(invocation)}` }];
  const shared = values.flatMap((value, index) => (value === "--pid" ? [`--pid=${values[index + 1] ?? ""}`] : [value])).find((value) => value === "--pid=host");
  if (shared) return [{ rule: "docker.host-root-access", decision: "ask", reason: `${shown(invocation)} runs a container in the host's process namespace (${shared})${via(invocation)}` }];
  const device = values.flatMap((value, index) => (value === "--device" ? [values[index + 1] ?? ""] : value.startsWith("--device=") ? [value.slice("--device=".length)] : [])).find((value) => RAW_DEVICE.test(value));
  if (device) return [{ rule: "docker.host-root-access", decision: "ask", reason: `${shown(invocation)} gives a container the host's raw device ${device.split(":")[0]}${via(invocation)}` }];
  if (values.includes("--privileged") || values.includes("--privileged=true")) return [{ rule: "docker.host-root-access", decision: "ask", reason: `${shown(invocation)} runs a privileged container (root on the host)${via(invocation)}` }];
  return [];
}
