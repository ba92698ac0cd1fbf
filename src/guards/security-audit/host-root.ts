/**
 * Where a container or a node-debugging pod sees the host's whole file system, re-rooted under a
 * prefix. Whatever is secret or protected on the host is just as secret or protected there:
 * `/host/etc/shadow` is the node's `/etc/shadow`.
 *
 * - `/host`: `kubectl debug node/NAME` mounts the node's root file system there (Kubernetes,
 *   "Debugging Kubernetes Nodes With Kubectl"), and so do the hostPath examples of node agents.
 * - `/rootfs`: cAdvisor's documented `--volume=/:/rootfs:ro`; node-exporter's `--path.rootfs`.
 * - `/hostfs`: Metricbeat's and Elastic Agent's `--system.hostfs=/hostfs` mount.
 * - `/host-root`, `/hostroot`, `/mnt/host`, `/node`: the other spellings node agents' manifests use.
 * - `/mnt/sysimage`: the installed system as Red Hat's rescue mode mounts it.
 * - `/proc/PID/root` (proc(5)): another process's root directory; PID 1's is the host's from a
 *   container sharing the host's PID namespace. `/proc/self/root` is read by `expandPath`.
 */
const HOST_ROOT_MOUNTS: readonly string[] = ["/host", "/rootfs", "/hostfs", "/host-root", "/hostroot", "/mnt/host", "/mnt/sysimage", "/node"];

/** `/proc/<pid>/root` of another process. */
const PROCESS_ROOT = /^\/proc\/\d+\/root(?=\/|$)/;

/** Prefixes nest (`/host/proc/1/root/etc`); a few rounds reach the path on the host. */
const MAX_ROUNDS = 3;

/**
 * The path as the host names it when `absolute` lies under one of the host's re-rooted mounts,
 * lower-case or not as given; undefined for every other path (the mount point itself is the
 * host's root, `/`). Only the spelling is read: nothing is looked up on disk.
 *
 * @example
 * pathOnHost("/host/etc/kubernetes/admin.conf") // "/etc/kubernetes/admin.conf"
 * pathOnHost("/proc/1/root/root/.kube/config") // "/root/.kube/config"
 * pathOnHost("/hosts/etc/shadow") // undefined
 */
export function pathOnHost(absolute: string): string | undefined {
  let current = absolute;
  let stripped = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const prefix = hostRootPrefix(current);
    if (prefix === undefined) break;
    current = current.slice(prefix.length) || "/";
    stripped = true;
  }
  return stripped ? current : undefined;
}

/** The host-root mount `absolute` starts with, as spelled in it, or undefined. */
function hostRootPrefix(absolute: string): string | undefined {
  // Most paths start with neither: one character decides before any comparison.
  const second = absolute.charCodeAt(1) | 0x20;
  if (absolute.charCodeAt(0) !== 47 || (second !== 104 && second !== 114 && second !== 109 && second !== 110 && second !== 112)) return undefined;
  const lower = absolute.toLowerCase();
  for (const mount of HOST_ROOT_MOUNTS) {
    if (lower.startsWith(mount) && (lower.length === mount.length || lower.charCodeAt(mount.length) === 47)) return absolute.slice(0, mount.length);
  }
  return PROCESS_ROOT.exec(lower)?.[0];
}
