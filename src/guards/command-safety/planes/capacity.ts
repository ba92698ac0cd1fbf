import type { Field, Invocation } from "../model.js";
import { cloudCommand, matchOperation, operationTable, type CloudCommand } from "./cloud-command.js";
import { kubectlCapacityEffects } from "./kubectl-capacity.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";
import { optionValue } from "../commands/option-values.js";

/** A count of zero, however many digits (`0`, `00`). */
const ZERO = /^0+$/;
/** At most this many arguments are read: scaling commands are short. */
const MAX_ARGS = 64;

const isZero = (value: string | undefined): boolean => value !== undefined && ZERO.test(value);
/** The first of `names` given as a zero (`--desired-count 0`, `--desired-count=0`, `-c 0`). */
const zeroOption = (...names: string[]) => (command: CloudCommand): boolean => names.some((name) => isZero(command.option(name)));
/** A shorthand or JSON scaling configuration with a desired or maximum size of zero (`desiredSize=0`, `"maxSize": 0`). */
const zeroSize = (option: string) => (command: CloudCommand): boolean => /(?:^|[^\w])"?(?:desiredSize|maxSize)"?\s*[=:]\s*0+(?![\w.])/.test(command.option(option) ?? "");

/**
 * The clouds' documented ways of taking a service, group, node pool or scale set to zero, from
 * their CLI references: ECS services (`--desired-count 0`), EC2 Auto Scaling groups
 * (`--desired-capacity 0`, `--max-size 0`), EKS node groups (`--scaling-config desiredSize=0`),
 * Application Auto Scaling targets (`--max-capacity 0`), App Runner services paused (compute
 * capacity reduced to zero); GKE node pools and managed instance groups resized to 0; AKS clusters
 * and node pools scaled to 0 or stopped, VM scale sets scaled to 0, stopped or deallocated whole,
 * Container Apps capped at zero replicas.
 */
const CLOUD_OPERATIONS = operationTable([
  { command: "aws ecs update-service", what: "sets the ECS service's desired count to zero", when: zeroOption("--desired-count") },
  { command: "aws autoscaling update-auto-scaling-group", what: "takes the Auto Scaling group to zero instances", when: zeroOption("--desired-capacity", "--max-size") },
  { command: "aws autoscaling set-desired-capacity", what: "sets the Auto Scaling group's desired capacity to zero", when: zeroOption("--desired-capacity") },
  { command: "aws eks update-nodegroup-config", what: "scales the EKS node group to zero nodes", when: zeroSize("--scaling-config") },
  { command: "aws application-autoscaling register-scalable-target", what: "caps the scalable target at zero capacity", when: zeroOption("--max-capacity") },
  { command: "aws apprunner pause-service", what: "pauses the App Runner service, reducing its compute capacity to zero" },
  { command: "gcloud container clusters resize", what: "resizes the GKE node pool to zero nodes", when: zeroOption("--num-nodes", "--size") },
  { command: "gcloud compute instance-groups managed resize", what: "resizes the managed instance group to zero instances", when: zeroOption("--size") },
  { command: "az aks scale", what: "scales the AKS node pool to zero nodes", when: zeroOption("--node-count", "-c") },
  { command: "az aks nodepool scale", what: "scales the AKS node pool to zero nodes", when: zeroOption("--node-count", "-c") },
  { command: "az aks stop", what: "stops every node of the AKS cluster" },
  { command: "az aks nodepool stop", what: "stops every node of the AKS node pool" },
  { command: "az vmss scale", what: "scales the VM scale set to zero instances", when: zeroOption("--new-capacity") },
  { command: "az vmss stop", what: "stops every instance of the VM scale set", when: (command) => !command.has("--instance-ids") },
  { command: "az vmss deallocate", what: "deallocates every instance of the VM scale set", when: (command) => !command.has("--instance-ids") },
  { command: "az containerapp update", what: "caps the container app at zero replicas", when: zeroOption("--max-replicas") },
]);

/** doctl's documented aliases of `kubernetes`, `cluster`, `node-pool` and `update`. */
const DOCTL_KUBERNETES = new Set(["kubernetes", "k8s", "k"]);
const DOCTL_CLUSTER = new Set(["cluster", "clusters", "c"]);
const DOCTL_POOL = new Set(["node-pool", "node-pools", "nodepool", "nodepools", "pool", "np", "p"]);
const DOCTL_UPDATE = new Set(["update", "u"]);
/** Heroku's scaling commands (`ps:scale` and its alias `dyno:scale`). */
const HEROKU_SCALE = new Set(["ps:scale", "dyno:scale", "scale"]);
/** A process type's quantity: `web=0`, `worker=0:standard-2x`. */
const QUANTITY = /^[\w-]+=(\d+)(?::[\w-]+)?$/i;
/** A server on this machine (`http://127.0.0.1:4646`, `localhost:4646`). */
const LOOPBACK = /^(?:https?:\/\/)?(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?\/?$/;
/** eksctl's options that take a value, before the subcommand is found. */
const EKSCTL_VALUED = new Set(["region", "r", "profile", "p", "cluster", "name", "n", "nodes", "N", "nodes-min", "m", "nodes-max", "M", "config-file", "f", "color", "C", "verbose"]);
/** flyctl's switches of `scale count` (everything else takes a value). */
const FLY_SWITCHES = new Set(["--yes", "-y", "--with-new-volumes", "--verbose", "--debug", "--json", "-j"]);
/** Global options of docker that take a value. */
const DOCKER_VALUED = new Set(["context", "c", "host", "H", "config", "log-level", "l", "tlscacert", "tlscert", "tlskey"]);

/**
 * Every way one command takes a running service's capacity to zero on a remote platform, by
 * each platform's documented spelling: kubectl and oc (`planes/kubectl-capacity.ts`, with nodes
 * drained so that data is lost), the clouds' services, groups, node pools and scale sets,
 * `eksctl scale nodegroup --nodes 0`, doctl node pools, `heroku ps:scale web=0`, `fly scale count
 * 0`, `railway scale` taking every region it names to 0, `nomad job scale JOB 0` and `docker
 * service scale web=0`. Scaling to a positive number, reading the scale and a cluster or scheduler
 * on this machine report nothing.
 *
 * @example
 * capacityEffects(invocation("heroku", "ps:scale", "web=0", "-a", "shop"))[0]?.rule // "planes.capacity-zero"
 * capacityEffects(invocation("heroku", "ps:scale", "web=2")) // []
 */
export function capacityEffects(invocation: Invocation): PlaneEffect[] {
  const args = invocation.argv.slice(1, MAX_ARGS + 1);
  switch (invocation.name) {
    case "kubectl":
    case "oc":
    case "k":
    case "microk8s.kubectl":
      return kubectlCapacityEffects(args, invocation.assignments.get("KUBECONFIG")?.value);
    case "aws":
    case "gcloud":
    case "az":
      return cloudCapacity(invocation);
    case "eksctl":
      return eksctl(args);
    case "doctl":
      return doctl(args);
    case "heroku":
      return heroku(args);
    case "fly":
    case "flyctl":
      return fly(args);
    case "railway":
      return railway(args);
    case "nomad":
      return nomad(invocation, args);
    case "docker":
      return dockerService(args);
    default:
      return [];
  }
}

function cloudCapacity(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  const operation = command && matchOperation(CLOUD_OPERATIONS, command);
  return operation ? [zero(operation.what)] : [];
}

/** `eksctl scale nodegroup [NAME] --nodes|-N 0` (or `--nodes-max|-M 0`). */
function eksctl(args: readonly Field[]): PlaneEffect[] {
  if (subcommandWords(args, EKSCTL_VALUED, 1)[0] !== "scale") return [];
  const values = args.map((field) => field.value ?? "");
  return isZero(optionValue(values, ["--nodes", "-N"])) || isZero(optionValue(values, ["--nodes-max", "-M"])) ? [zero("scales the EKS node group to zero nodes")] : [];
}

/** `doctl kubernetes cluster node-pool update CLUSTER POOL --count 0` (or `--max-nodes 0`), in any of doctl's aliases. */
function doctl(args: readonly Field[]): PlaneEffect[] {
  const [kubernetes, cluster, pool, update] = subcommandWords(args, new Set(["context", "access-token", "t", "config", "c", "output", "o", "format"]), 4);
  if (!DOCTL_KUBERNETES.has(kubernetes ?? "") || !DOCTL_CLUSTER.has(cluster ?? "") || !DOCTL_POOL.has(pool ?? "") || !DOCTL_UPDATE.has(update ?? "")) return [];
  const values = args.map((field) => field.value ?? "");
  return isZero(optionValue(values, ["--count"])) || isZero(optionValue(values, ["--max-nodes"])) ? [zero("scales the Kubernetes node pool to zero nodes")] : [];
}

/** `heroku ps:scale web=0 [worker=0:standard-2x] -a APP`: a process type given a quantity of zero. */
function heroku(args: readonly Field[]): PlaneEffect[] {
  const values = args.map((field) => field.value ?? "");
  if (!HEROKU_SCALE.has(values.find((value) => !value.startsWith("-")) ?? "")) return [];
  const stopped = values.find((value) => isZero(QUANTITY.exec(value)?.[1]));
  return stopped ? [zero(`scales the ${stopped.slice(0, stopped.indexOf("="))} dynos to zero`)] : [];
}

/** `fly scale count 0` or `fly scale count web=0 …` (flyctl's `scale count`, per process group). */
function fly(args: readonly Field[]): PlaneEffect[] {
  const values = args.map((field) => field.value ?? "");
  const scale = values.indexOf("scale");
  if (scale < 0 || scale > 3 || values[scale + 1] !== "count") return [];
  // A count is an operand: a number after an option that takes a value (`--max-per-region 0`) is that option's.
  const counts = values.slice(scale + 2).filter((value, index, rest) => !value.startsWith("-") && !takesValue(rest[index - 1]));
  return counts.some((count) => isZero(count) || isZero(QUANTITY.exec(count)?.[1])) ? [zero("scales the app's Machines to zero")] : [];
}

/** Whether a flyctl option written before a word takes it as its value (every option but its switches). */
function takesValue(option: string | undefined): boolean {
  return option !== undefined && option.startsWith("-") && !option.includes("=") && !FLY_SWITCHES.has(option);
}

/** `railway scale --REGION 0 …` (also `railway service scale`): every region it names taken to zero replicas. */
function railway(args: readonly Field[]): PlaneEffect[] {
  const values = args.map((field) => field.value ?? "");
  const words = values.filter((value) => !value.startsWith("-") && !/^\d+$/.test(value));
  if (words[0] !== "scale" && !(words[0] === "service" && words[1] === "scale")) return [];
  const counts: string[] = [];
  for (let index = 0; index < values.length; index++) {
    const option = /^--([a-z][\w-]*)(?:=(.*))?$/.exec(values[index] as string);
    if (!option || option[1] === "service" || option[1] === "environment") continue;
    const count = option[2] ?? values[index + 1];
    if (count !== undefined && /^\d+$/.test(count)) counts.push(count);
  }
  return counts.length > 0 && counts.every(isZero) ? [zero("scales the service to zero replicas in every region it names")] : [];
}

/** `nomad job scale [options] JOB [GROUP] 0`, unless the agent addressed is on this machine (`nomad agent -dev`). */
function nomad(invocation: Invocation, args: readonly Field[]): PlaneEffect[] {
  const values = args.map((field) => field.value ?? "");
  if (values[0] !== "job" || values[1] !== "scale" || !isZero(values.at(-1))) return [];
  const address = optionValue(values, ["-address", "--address"]) ?? invocation.assignments.get("NOMAD_ADDR")?.value;
  return address !== undefined && LOOPBACK.test(address) ? [] : [zero("scales the Nomad task group to zero allocations")];
}

/** `docker service scale NAME=0 …` and `docker service update --replicas 0 NAME` (swarm mode). */
function dockerService(args: readonly Field[]): PlaneEffect[] {
  const [group, verb] = subcommandWords(args, DOCKER_VALUED, 2);
  if (group !== "service") return [];
  const values = args.map((field) => field.value ?? "");
  if (verb === "scale" && values.some((value) => isZero(/^[\w.-]+=(\d+)$/.exec(value)?.[1]))) return [zero("scales the swarm service to zero replicas")];
  if (verb === "update" && isZero(optionValue(values, ["--replicas"]))) return [zero("sets the swarm service's replicas to zero")];
  return [];
}

function zero(what: string): PlaneEffect {
  return { rule: "planes.capacity-zero", what: `${what}, taking a running service's capacity to zero` };
}
