import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit } from "./types.js";

/**
 * Sockets of container and orchestration runtimes: whoever can talk to one can start a privileged
 * container with the host's root mounted (docker, podman, containerd, CRI-O, BuildKit, k3s,
 * cri-dockerd, LXD and Incus).
 */
export const RUNTIME_SOCKET = /(?:^|\/)(?:docker|podman|containerd|crio|buildkitd|cri-dockerd|dockershim|lxd|incus)\.sock$|\/(?:lxd|incus)\/unix\.socket$/;
/** Groups whose members drive a container or virtual-machine runtime, which is root on the host. */
const RUNTIME_GROUPS = /^(?:docker|lxd|incus-admin|libvirt|microk8s)$/;
/** Owners and groups a runtime socket already has on a stock install (root, the docker group). */
const STOCK_OWNERS = /^(?:root|0|docker|)$/;
/** The commands {@link runtimeAccessGiven} reads. */
export const RUNTIME_ACCESS_COMMANDS: ReadonlySet<string> = new Set(["chmod", "chown", "chgrp", "setfacl", "usermod", "gpasswd", "adduser", "addgroup", "useradd"]);

/**
 * A container runtime's socket given to other users, or a user added to a group that drives a
 * runtime: chmod(1) opening it to others, chown(1)/chgrp(1) to anyone but root or the docker
 * group, setfacl(1) adding an entry, usermod(8) -G/--groups, gpasswd(1) -a/--add/-M/--members,
 * adduser(8) USER GROUP or --ingroup/--add_extra_groups, addgroup USER GROUP, useradd(8) -G.
 * @example
 * runtimeAccessGiven(invocation); // `usermod -aG docker ada` → host.container-socket
 */
export function runtimeAccessGiven(invocation: Invocation): Hit[] {
  if (!RUNTIME_ACCESS_COMMANDS.has(invocation.name)) return [];
  const args = invocation.argv.slice(1).map((field) => field.value ?? "?");
  switch (invocation.name) {
    case "chmod":
    case "chown":
    case "chgrp":
    case "setfacl":
      return socketOpened(invocation, args);
    default: {
      const group = addedGroup(invocation.name, args);
      return group ? hit(invocation, `adds a user to the ${group} group, which drives a container or VM runtime as root on the host`) : [];
    }
  }
}

function hit(invocation: Invocation, what: string): Hit[] {
  return [{ rule: "host.container-socket", decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}

function socketOpened(invocation: Invocation, args: string[]): Hit[] {
  const socket = args.find((arg) => RUNTIME_SOCKET.test(arg));
  if (!socket) return [];
  const operands = args.filter((arg) => !arg.startsWith("-"));
  switch (invocation.name) {
    case "chmod": {
      const mode = operands[0] ?? "";
      const others = /^[0-7]*[2367]$/.test(mode) || /(?:^|,)[ugo]*[oa][ugo]*[+=][rwxXst]*w/.test(mode) || /(?:^|,)[+=][rwxXst]*w/.test(mode);
      return others ? hit(invocation, `opens the runtime socket ${socket} to other users, which gives them root`) : [];
    }
    case "chown": {
      const [owner = "", group = ""] = (operands[0] ?? "").split(/[:.]/);
      return STOCK_OWNERS.test(owner) && STOCK_OWNERS.test(group) ? [] : hit(invocation, `gives the runtime socket ${socket} to ${operands[0]}, which gives them root`);
    }
    case "chgrp":
      return STOCK_OWNERS.test(operands[0] ?? "") ? [] : hit(invocation, `gives the runtime socket ${socket} to the group ${operands[0]}, which gives its members root`);
    default: {
      const adds = args.some((arg) => /^-[a-zA-Z]*[mMs]|^--(?:modify|set)(?:-file)?(?:=|$)/.test(arg));
      return adds ? hit(invocation, `adds an access entry to the runtime socket ${socket}, which gives that user root`) : [];
    }
  }
}

function addedGroup(name: string, args: string[]): string | undefined {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const valued = (flags: RegExp): string[] => args.flatMap((arg, index) => {
    const inline = /^(--[\w-]+)=(.*)$/.exec(arg);
    if (inline && flags.test(inline[1] ?? "")) return (inline[2] ?? "").split(",");
    if (flags.test(arg)) return (args[index + 1] ?? "").split(",");
    const short = /^-([a-zA-Z]*)G(.*)$/.exec(arg);
    if (short && flags.test("-G")) return (short[2] || args[index + 1] || "").split(",");
    return [];
  });
  switch (name) {
    case "usermod":
    case "useradd":
      return valued(/^(?:-G|--groups)$/).find((group) => RUNTIME_GROUPS.test(group));
    case "gpasswd": {
      const adds = args.some((arg) => /^-[aM]$|^--(?:add|members)(?:=|$)/.test(arg));
      const group = operands[operands.length - 1] ?? "";
      return adds && RUNTIME_GROUPS.test(group) ? group : undefined;
    }
    default: {
      // adduser(8)/addgroup(8): `adduser USER GROUP`, `--ingroup GROUP`, `--add-extra-groups`.
      const ingroup = valued(/^--(?:ingroup|group|add_extra_groups|add-extra-groups)$/);
      const listed = operands.length >= 2 ? [operands[operands.length - 1] ?? ""] : [];
      return [...ingroup, ...listed].find((group) => RUNTIME_GROUPS.test(group));
    }
  }
}
