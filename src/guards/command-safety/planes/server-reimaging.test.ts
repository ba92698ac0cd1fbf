import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { reimageEffects } from "./server-reimaging.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => reimageEffects(invocation)).map((effect) => effect.rule);

describe("reimageEffects", () => {
  it("flags every documented rebuild, reinstall and reimage, with global options before it", () => {
    for (const command of [
      "doctl compute droplet-action rebuild 1 --image ubuntu-24-04-x64",
      "doctl compute droplet-action restore 1 --image-id 2",
      "hcloud server rebuild web1 --image ubuntu-24.04",
      "hcloud --context prod server rebuild web1",
      "openstack --os-cloud prod server rebuild vm1",
      "linode-cli linodes rebuild 1 --image linode/debian12",
      "vultr-cli instance reinstall abc",
      "scw baremetal server reinstall 1",
      "exo compute instance reset web1",
      "metal device reinstall --id 1",
      "ibmcloud sl vs reload 123",
      "az vm reimage -g rg -n vm",
      "az vmss reimage -g rg -n ss",
    ]) {
      expect(rules(command), command).toEqual(["planes.cloud-delete"]);
    }
  });

  it("leaves reboots, snapshots, resizes and reads alone", () => {
    for (const command of ["doctl compute droplet-action reboot 1", "doctl compute droplet-action snapshot 1", "hcloud server reboot web1", "openstack server show vm1", "az vm restart -g rg -n vm", "linode-cli linodes resize 1 --type g6-standard-2"]) {
      expect(rules(command), command).toEqual([]);
    }
  });
});
