import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

/** Programs that run a command once per line or argument of their input. */
const FAN_OUT = /^(?:xargs|parallel|rush)\b/;

/**
 * What a VMware ESXi host's own CLIs do to its virtual machines, from the vSphere command-line
 * references (`vim-cmd vmsvc/*`, `esxcli vm process`): every snapshot of a VM removed
 * (`vim-cmd vmsvc/snapshot.removeall`, the VM's restore points consolidated away), and every VM a
 * listing returned powered off or killed (`vim-cmd vmsvc/getallvms | … | xargs vim-cmd
 * vmsvc/power.off`, `for id in $(…); do esxcli vm process kill --type=force --world-id=$id; done`),
 * which takes down every workload the host runs. One VM powered off, one snapshot removed, and
 * listings (`getallvms`, `snapshot.get`, `process list`) stay allowed. Destroying a VM or deleting
 * its disk is `deletedMachine` (`commands/virtual-machines.ts`).
 *
 * @example
 * esxiEffects(invocation("vim-cmd", "vmsvc/snapshot.removeall", "12"))[0]?.rule // "planes.backup-delete"
 */
export function esxiEffects(invocation: Invocation): PlaneEffect[] {
  if (invocation.name !== "vim-cmd" && invocation.name !== "esxcli") return [];
  const words = invocation.argv.slice(1, 16).map((field) => field.value ?? "").filter((word) => !word.startsWith("-"));
  if (invocation.name === "vim-cmd" && words[0] === "vmsvc/snapshot.removeall") return [{ rule: "planes.backup-delete", what: "removes every snapshot of an ESXi VM, the points it is restored from" }];
  const stops = invocation.name === "vim-cmd" ? /^vmsvc\/power\.(?:off|shutdown|suspend)$/.test(words[0] ?? "") : words.slice(0, 3).join(" ") === "vm process kill";
  if (!stops || !overListing(invocation)) return [];
  return [{ rule: "planes.capacity-zero", what: `${invocation.name === "vim-cmd" ? "powers off" : "kills"} every ESXi VM a listing returned, taking down every workload of the host` }];
}

/** The command runs once per item a program listed: through xargs or a loop over a command's output. */
function overListing(invocation: Invocation): boolean {
  if (!(invocation.repeated === true || invocation.via.some((step) => FAN_OUT.test(step)))) return false;
  return invocation.argv.slice(1).some((field) => field.value === undefined && (field.dynamic?.provenance.sources ?? []).some((source) => !source.startsWith("$")));
}
