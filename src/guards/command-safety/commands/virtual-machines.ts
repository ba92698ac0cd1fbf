import type { Invocation } from "../model.js";

/** Programs that manage virtual machines whose disks hold a runtime's or a user's data. */
export const VM_MANAGERS: ReadonlySet<string> = new Set(["colima", "limactl", "lima", "multipass", "podman", "docker-machine", "vboxmanage", "VBoxManage", "prlctl", "utmctl", "orb", "orbctl", "tart", "vmrun", "anka", "qm", "pct", "rdctl", "finch", "krunvm", "lxc", "incus", "machinectl", "vim-cmd", "vmkfstools"]);

/**
 * Whether a command deletes a virtual machine and the disk that holds everything in it, per each
 * tool's reference: `colima delete` (the VM, and with it every image, container and volume of the
 * container engine), `limactl delete|rm`, `multipass delete --purge` (or `delete` then `purge`, or `delete VM.SNAPSHOT`),
 * `podman machine rm|reset`, `docker-machine rm`, `VBoxManage unregistervm
 * --delete`, `prlctl delete`, `utmctl delete`, `orb delete`, `tart delete`, `vmrun deleteVM`, `anka
 * delete`, VMware ESXi's `vim-cmd vmsvc/destroy` and `vmkfstools -U|--deletevirtualdisk` (the vSphere
 * command-line references), Proxmox's `qm destroy` and `pct destroy`, `lxc|incus delete`, `machinectl remove|clean`, Rancher Desktop's `rdctl factory-reset`, `finch vm remove`. What
 * it deletes is returned in words; undefined when it deletes none. Throwaway clusters (`kind`,
 * `minikube`, `k3d`) and a project's own Vagrant machine (`vagrant destroy`), rebuilt from the
 * project's configuration, are not machines here: the VMs above are the user's, shared by every project.
 *
 * @example
 * deletedMachine(invocation("colima", "delete", "--force")) // "deletes the colima VM and every image, container and volume in it"
 */
export function deletedMachine(invocation: Invocation): string | undefined {
  const args = invocation.argv.slice(1, 24).map((field) => field.value ?? "?");
  if (args.some((arg) => arg === "--help" || arg === "-h" || arg === "help")) return undefined;
  const words = args.filter((arg) => !arg.startsWith("-"));
  const [first = "", second = ""] = words;
  switch (invocation.name) {
    case "colima":
      return first === "delete" ? "deletes the colima VM and every image, container and volume in it" : undefined;
    case "orb":
    case "orbctl":
      return first === "delete" || first === "reset" ? "deletes an OrbStack machine (or all of OrbStack's data) with every file in it" : undefined;
    case "limactl":
    case "lima":
      return first === "delete" || first === "remove" || first === "rm" || first === "factory-reset" ? "deletes a Lima VM and its disk, with every file and container volume in it" : undefined;
    case "multipass":
      // `delete` alone moves the instance to the recycle bin (`recover` brings it back); `--purge` and `purge` remove it for good.
      // `delete INSTANCE.SNAPSHOT` (multipass delete reference): snapshots skip the recycle bin and are gone at once.
      if (first === "delete" && words.slice(1).some((word) => word.includes("."))) return "deletes Multipass snapshots for good: a snapshot is never kept for recover";
      return first === "purge" || (first === "delete" && (args.includes("--purge") || args.includes("-p"))) ? "deletes Multipass instances for good, with their disks" : undefined;
    case "podman":
      return first === "machine" && /^(?:rm|remove|reset)$/.test(second) ? "deletes the podman machine and every image, container and volume in it" : undefined;
    case "docker-machine":
      return first === "rm" || first === "remove" ? "deletes a Docker machine and every image, container and volume in it" : undefined;
    case "vboxmanage":
    case "VBoxManage":
      return first === "unregistervm" && args.includes("--delete") ? "deletes a VirtualBox VM and its disk images" : undefined;
    case "prlctl":
    case "utmctl":
    case "tart":
    case "anka":
      return first === "delete" ? `deletes a ${invocation.name === "prlctl" ? "Parallels" : invocation.name === "utmctl" ? "UTM" : invocation.name} VM and its disks` : undefined;
    case "vmrun":
      return /^deletevm$/i.test(first) ? "deletes a VMware VM and its disks" : undefined;
    case "qm":
    case "pct":
      return first === "destroy" ? `destroys a Proxmox ${invocation.name === "qm" ? "VM" : "container"} and its disks` : undefined;
    case "lxc":
    case "incus":
      // `lxc delete NAME` (also `rm`): the instance and its root disk; `lxc delete NAME/SNAPSHOT` deletes one snapshot.
      return (first === "delete" || first === "rm") && words.slice(1).some((word) => !word.includes("/")) ? `deletes ${invocation.name === "lxc" ? "an LXD" : "an Incus"} instance and its disk, with every file in it` : undefined;
    case "machinectl":
      return first === "remove" || first === "clean" ? "deletes systemd-nspawn machine images, with every file in them" : undefined;
    case "rdctl":
      return first === "factory-reset" ? "deletes Rancher Desktop's VM with every image, container and volume in it" : undefined;
    case "finch":
      return first === "vm" && /^(?:remove|rm)$/.test(second) ? "deletes finch's VM with every image, container and volume in it" : undefined;
    case "krunvm":
      return first === "delete" ? "deletes a microVM and its root file system" : undefined;
    case "vim-cmd":
      return first === "vmsvc/destroy" ? "destroys an ESXi VM and deletes its disks" : undefined;
    case "vmkfstools":
      return args.some((arg) => arg === "-U" || arg === "--deletevirtualdisk" || arg.startsWith("--deletevirtualdisk=")) ? "deletes an ESXi virtual disk and every file in it" : undefined;
    default:
      return undefined;
  }
}
