import { kubectlValuedSpellings } from "../commands/kubectl-options.js";
import type { Field, Invocation } from "../model.js";

/** Container engines whose `cp` (and `container cp`) copies between a container and this machine. */
const ENGINES = new Set(["docker", "podman", "nerdctl", "finch"]);
/** Cluster CLIs whose `cp` copies between a pod and this machine. */
const CLUSTERS = new Set(["kubectl", "oc", "k"]);
/** Global options of the engines that take a value (nerdctl's `-n|--namespace` too), so their values are not read as operands. */
const ENGINE_VALUED = /^(?:-[Hcn]|--(?:host|context|config|namespace|log-level|connection|url))$/;
/** `kubectl cp`'s options that take a value (kubectl_cp in the kubectl reference), with kubectl's global ones. */
export const KUBECTL_CP_VALUED = kubectlValuedSpellings({ values: "c", longValues: ["container", "retries"] });

/**
 * The paths inside a container or pod that a copy brings onto this machine: `docker cp
 * web:/app/.env .`, `podman container cp db:/etc/shadow /tmp`, `kubectl cp prod/api-0:/var/run/secrets/kubernetes.io/serviceaccount/token ./t`.
 * Code that runs elsewhere is judged as if it ran here, and so are its files: a copy out of a
 * container is a copy of the file it names, and the guard's classification of that path (an env
 * file, a service-account token, the system's password hashes, etcd's data) decides. A relative
 * path is the container's own (`docker cp` reads it from the container's root), judged by its name.
 * A copy into a container is the network sinks' (`flows/network-sinks.ts`).
 *
 * @example
 * copiedOutOfContainer(invocation("docker", "cp", "web:/app/.env", ".")).map((field) => field.value) // ["/app/.env"]
 * copiedOutOfContainer(invocation("docker", "cp", "./dist", "web:/srv")) // []
 */
export function copiedOutOfContainer(invocation: Invocation): Field[] {
  const engine = ENGINES.has(invocation.name);
  if (!engine && !CLUSTERS.has(invocation.name)) return [];
  const operands: Field[] = [];
  const args = invocation.argv.slice(1);
  for (let index = 0; index < args.length && index < 64; index++) {
    const value = args[index]?.value;
    if (value !== undefined && (engine ? ENGINE_VALUED.test(value) : KUBECTL_CP_VALUED.has(value))) index++;
    else if (value === undefined || !value.startsWith("-") || value === "-") operands.push(args[index] as Field);
  }
  const words = operands.map((field) => field.value);
  const start = words[0] === "cp" ? 1 : engine && words[0] === "container" && words[1] === "cp" ? 2 : -1;
  if (start < 0) return [];
  const paths = operands.slice(start);
  const destination = paths.at(-1)?.value;
  if (paths.length < 2 || destination === undefined || containerPath(destination) !== undefined) return [];
  return paths.slice(0, -1).flatMap((field) => {
    const inside = field.value === undefined ? undefined : containerPath(field.value);
    return inside === undefined ? [] : [{ ...field, value: inside.startsWith("/") ? inside : `/${inside}` }];
  });
}

/** The path part of `CONTAINER:PATH` or `[NAMESPACE/]POD:PATH`; undefined for a local path. */
function containerPath(value: string): string | undefined {
  const match = /^([\w.-]+(?:\/[\w.-]+)?):(.+)$/.exec(value);
  // `C:\…` is a Windows drive, not a container named C.
  if (!match || /^[a-zA-Z]$/.test(match[1] as string)) return undefined;
  return match[2];
}
