import type { Invocation } from "../model.js";
import { stoppedTargets } from "../rules/host-stops.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * The services that make a machine a Kubernetes node, by the names their installers give them:
 * the kubelet and the container runtimes it drives (containerd, CRI-O, cri-dockerd; Kubernetes,
 * "Container Runtimes"), the control plane's components when they run as services (kube-apiserver,
 * kube-controller-manager, kube-scheduler, etcd; "Operating etcd clusters for Kubernetes"), and the
 * single services of k3s (`k3s`, `k3s-agent`), RKE2 (`rke2-server`, `rke2-agent`), k0s
 * (`k0scontroller`, `k0sworker`) and MicroK8s (`snap.microk8s.daemon-kubelite`, `…-containerd`,
 * `…-k8s-dqlite`). The Docker engine is not here: stopping it is everyday work on a workstation.
 */
const NODE_SERVICES = new Map<string, string>([
  ["kubelet", "the kubelet"],
  ["containerd", "the container runtime (containerd)"],
  ["crio", "the container runtime (CRI-O)"],
  ["cri-o", "the container runtime (CRI-O)"],
  ["cri-docker", "the container runtime shim (cri-dockerd)"],
  ["cri-dockerd", "the container runtime shim (cri-dockerd)"],
  ["kube-apiserver", "the cluster's API server"],
  ["kube-controller-manager", "the cluster's controller manager"],
  ["kube-scheduler", "the cluster's scheduler"],
  ["etcd", "the cluster's datastore (etcd)"],
  ["k3s", "k3s (the whole node)"],
  ["k3s-agent", "k3s (the whole node)"],
  ["rke2-server", "RKE2 (the whole node)"],
  ["rke2-agent", "RKE2 (the whole node)"],
  ["k0scontroller", "k0s (the whole node)"],
  ["k0sworker", "k0s (the whole node)"],
  ["snap.microk8s.daemon-kubelite", "MicroK8s' Kubernetes services"],
  ["snap.microk8s.daemon-containerd", "MicroK8s' container runtime"],
  ["snap.microk8s.daemon-k8s-dqlite", "MicroK8s' datastore"],
]);

/**
 * Clients that stop containers, pods and releases: a container named `etcd` or `containerd` is a
 * development stack's, not the node's service (the host's protections read their agents there).
 */
const CONTAINER_CLIENTS = new Set(["docker", "podman", "nerdctl", "docker-compose", "podman-compose", "kubectl", "oc", "helm", "crictl", "ctr"]);

/** A unit's decorations, which name the same service (`kubelet.service`). */
const UNIT_DECORATION = /\.(?:service|socket)$/i;
/** The node services as a process pattern's words (`pkill -f kube-apiserver`, `kill $(pidof kubelet)`). */
const NODE_PROCESS = /(?:^|[\s/^'"[(|])(kubelet|containerd|crio|cri-dockerd|kube-apiserver|kube-controller-manager|kube-scheduler|etcd|k3s|rke2|k0s)(?=$|[\s$'")|.*]| server| agent)/i;

/**
 * A Kubernetes node's own service stopped, killed, frozen, disabled or masked, by the service
 * managers' shared reading (`rules/host-stops.ts`: systemctl, service, init scripts, pkill, killall,
 * kill of a computed PID, …), here or on the host through `chroot /host` or `nsenter -t 1`. The node
 * leaves its cluster: it turns NotReady, its pods are evicted after the eviction timeout, and a
 * control-plane service stopped on the only control-plane node stops the whole cluster
 * (Kubernetes, "Node status" and "Taints and Tolerations": `node.kubernetes.io/unreachable`). A
 * restart, a reload and a status read stop nothing, and neither do containers of those names nor a
 * user's own service manager.
 *
 * @example
 * nodeServiceEffects(invocationOf("systemctl stop kubelet"))[0]?.rule // "planes.node-service-stopped"
 * nodeServiceEffects(invocationOf("systemctl restart kubelet")) // []
 */
export function nodeServiceEffects(invocation: Invocation): PlaneEffect[] {
  if (CONTAINER_CLIENTS.has(invocation.name)) return [];
  // A user's own service manager (`systemctl --user stop containerd`) runs rootless tools, not the node's.
  if (invocation.name === "systemctl" && invocation.argv.some((field) => field.value === "--user")) return [];
  for (const target of stoppedTargets(invocation)) {
    const what = target.kind === "name" ? NODE_SERVICES.get((target.name.split("/").at(-1) ?? target.name).replace(UNIT_DECORATION, "").toLowerCase()) : processNamed(target.name);
    if (what === undefined) continue;
    return [{ rule: "planes.node-service-stopped", what: `${target.persistent ? "disables" : "stops"} ${what}, taking this Kubernetes node out of its cluster` }];
  }
  return [];
}

/** The node service a process pattern names, if any. */
function processNamed(pattern: string): string | undefined {
  const name = NODE_PROCESS.exec(pattern.slice(0, 300))?.[1]?.toLowerCase();
  if (name === undefined) return undefined;
  if (name === "rke2") return "RKE2 (the whole node)";
  if (name === "k0s") return "k0s (the whole node)";
  return NODE_SERVICES.get(name);
}
