import type { ParsedArguments } from "../commands/getopt.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

/**
 * The kubeconfig contexts the local development clusters create, from each tool's documentation:
 * kind names its context `kind-NAME`, k3d `k3d-NAME`, minikube its profile (`minikube` by
 * default), Docker Desktop `docker-desktop` (`docker-for-desktop` in older releases), Rancher
 * Desktop `rancher-desktop`, OrbStack `orbstack`, Colima `colima` (or `colima-PROFILE`), MicroK8s
 * `microk8s`.
 */
const LOCAL_CONTEXT = /^(?:kind-[\w.-]+|k3d-[\w.-]+|minikube|docker-desktop|docker-for-desktop|rancher-desktop|orbstack|colima(?:-[\w.-]+)?|microk8s)$/;
/** A namespace, context or cluster name that marks production (`prod`, `prod-eu`, `gke_acme_europe-west1_production`, `live`). */
export const PRODUCTION_CLUSTER_NAME = /(?:^|[-_./:@])(?:prod|production|prd|live)(?:$|[-_./:\d])/i;
/** An API server's address as `--server` takes it: `[scheme://]host[:port][/]`, the host bare or bracketed (`https://[::1]:6443`). */
const SERVER_ADDRESS = /^(?:https?:\/\/)?(\[[^\]]*\]|[^/:[\]]+)(?::\d+)?\/?$/;

/**
 * Whether a kubectl (or oc) command line names a development cluster on this machine: its
 * `--context` or `--cluster` is one that kind, k3d, minikube, Docker Desktop, Rancher Desktop,
 * OrbStack, Colima or MicroK8s creates, or its `--server` is a loopback address. A command that
 * names none of them works on whatever the current context is, which may be a shared cluster.
 *
 * @example
 * namesLocalCluster(parseOptions(["--context", "kind-dev", "get", "pods"].map((arg) => staticField(arg)), { longValues: ["context"] })) // true
 */
export function namesLocalCluster(parsed: ParsedArguments): boolean {
  const context = parsed.value("context") ?? parsed.value("cluster");
  if (context !== undefined) return context.value !== undefined && LOCAL_CONTEXT.test(context.value);
  const server = parsed.value("server")?.value;
  return server !== undefined && isLocalServer(server);
}

/**
 * Whether an API server address is this machine (`https://127.0.0.1:6443`, `localhost:8443`), by
 * the one reading of loopback hosts every model shares (`targets/loopback-hosts.ts`). Only a bare
 * server address counts: a path after it (`https://127.0.0.1:8001/k8s/clusters/prod`) is a proxy
 * on this machine in front of a cluster that may be anywhere.
 */
function isLocalServer(server: string): boolean {
  const host = SERVER_ADDRESS.exec(server)?.[1];
  return host !== undefined && isLoopbackHost(host);
}
