import { casesOf, type CorpusCase } from "./corpus-types.js";

const host = casesOf("host");

/**
 * Container and orchestration runtime sockets given away: chmod, chown, chgrp and setfacl on the
 * socket of docker, podman, containerd, CRI-O, BuildKit, k3s or LXD/Incus, and users added to a
 * group that drives a runtime (usermod, gpasswd, adduser, addgroup, useradd); with the stock
 * ownership and read-only look-ups kept allowed.
 */
export const RUNTIME_SOCKET_CASES: readonly CorpusCase[] = [
  host.ask("sudo chown ada /var/run/docker.sock"),
  host.ask("sudo chown ada:ada /run/podman/podman.sock"),
  host.ask("sudo chgrp users /run/crio/crio.sock"),
  host.ask("sudo setfacl -m u:ada:rw /run/buildkit/buildkitd.sock"),
  host.ask("sudo setfacl --modify=user:ada:rw /run/k3s/containerd/containerd.sock"),
  host.ask("sudo chmod o+rw /var/run/cri-dockerd.sock"),
  host.ask("sudo chmod 0666 /run/containerd/containerd.sock"),
  host.ask("sudo gpasswd --add ada lxd"),
  host.ask("sudo adduser ada incus-admin"),
  host.ask("sudo usermod --append --groups libvirt ada"),
  host.ask("sudo addgroup ada docker"),
  host.ask("sudo useradd -m -G lxd builder"),
  host.ask("sudo chown $USER /var/snap/lxd/common/lxd/unix.socket"),
  host.allow("sudo chown root:docker /var/run/docker.sock"),
  host.allow("sudo chmod 660 /var/run/docker.sock"),
  host.allow("sudo setfacl -x u:ada /var/run/docker.sock"),
  host.allow("sudo usermod -aG video ada"),
];
