import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";

/**
 * Commands that write an image over a running server's disk, by program: the subcommand path
 * (consecutive words, anywhere among the leading ones, so global options before it do not hide it)
 * and what it does. From each CLI's reference:
 * - `doctl compute droplet-action rebuild|restore` (DigitalOcean: "rebuild … using an image",
 *   "restore … from a backup or snapshot"; both replace the Droplet's disk);
 * - `hcloud server rebuild` (Hetzner Cloud: "Rebuild a server", the disk is overwritten);
 * - `openstack server rebuild` (python-openstackclient: the server is re-created from an image);
 * - `linode-cli linodes rebuild` (Linode API: "deletes all Disks and Configs on this Linode");
 * - `vultr-cli instance reinstall|restore` (Vultr: reinstall the OS, restore a backup or snapshot);
 * - `scw baremetal|apple-silicon server reinstall` (Scaleway);
 * - `exo compute instance reset` (Exoscale: "reset a Compute instance to a base template");
 * - `metal device reinstall` (Equinix Metal);
 * - `ibmcloud sl vs|hardware reload` (IBM Cloud classic: "reload the operating system");
 * - `az vm reimage`, `az vmss reimage` (Azure CLI: restores the OS disk to its initial state).
 */
const REIMAGING: ReadonlyMap<string, readonly { path: readonly string[]; what: string }[]> = new Map([
  ["doctl", [
    { path: ["droplet-action", "rebuild"], what: "rebuilds the Droplet from an image, wiping its disk" },
    { path: ["droplet-action", "restore"], what: "restores the Droplet from a backup, overwriting its disk" },
  ]],
  ["hcloud", [{ path: ["server", "rebuild"], what: "rebuilds the server from an image, wiping its disk" }]],
  ["openstack", [{ path: ["server", "rebuild"], what: "rebuilds the server from an image, wiping its root disk" }]],
  ["linode-cli", [
    { path: ["linodes", "rebuild"], what: "rebuilds the Linode from an image, deleting its disks" },
  ]],
  ["linode", [{ path: ["linodes", "rebuild"], what: "rebuilds the Linode from an image, deleting its disks" }]],
  ["vultr-cli", [
    { path: ["instance", "reinstall"], what: "reinstalls the instance's operating system, wiping its disk" },
    { path: ["instance", "restore"], what: "restores a backup or snapshot over the instance's disk" },
  ]],
  ["scw", [
    { path: ["baremetal", "server", "reinstall"], what: "reinstalls the server, wiping its disks" },
    { path: ["apple-silicon", "server", "reinstall"], what: "reinstalls the server, wiping its disk" },
  ]],
  ["exo", [{ path: ["instance", "reset"], what: "resets the instance to its template, wiping its disk" }]],
  ["metal", [{ path: ["device", "reinstall"], what: "reinstalls the device's operating system, wiping its disks" }]],
  ["ibmcloud", [
    { path: ["vs", "reload"], what: "reloads the virtual server's operating system, wiping its disk" },
    { path: ["hardware", "reload"], what: "reloads the server's operating system, wiping its disks" },
  ]],
  ["az", [
    { path: ["vm", "reimage"], what: "reimages the virtual machine, restoring its OS disk to the initial state" },
    { path: ["vmss", "reimage"], what: "reimages the scale set's instances, restoring their OS disks to the initial state" },
  ]],
]);

/** Options of these CLIs that take a value, so it is not read as a subcommand word. */
const VALUED = new Set(["context", "config", "os-cloud", "profile", "zone", "region", "subscription", "resource-group", "g", "output", "o", "access-token", "t"]);

/**
 * What a command that rebuilds, reinstalls or reimages a server destroys: everything on the disk
 * the image is written over. Rebooting, resizing and snapshotting the same servers stay allowed.
 *
 * @example
 * reimageEffects(invocation("hcloud", "server", "rebuild", "web1", "--image", "ubuntu-24.04"))[0]?.rule // "planes.cloud-delete"
 * reimageEffects(invocation("hcloud", "server", "reboot", "web1")) // []
 */
export function reimageEffects(invocation: Invocation): PlaneEffect[] {
  const commands = REIMAGING.get(invocation.name);
  if (commands === undefined) return [];
  const words = subcommandWords(invocation.argv.slice(1), VALUED, 6);
  const found = commands.find((command) => words.some((_, start) => command.path.every((word, offset) => words[start + offset] === word)));
  return found ? [{ rule: "planes.cloud-delete", what: found.what }] : [];
}
