import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { esxiEffects } from "./esxi-hosts.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => esxiEffects(invocation)).map((effect) => effect.rule);

describe("esxiEffects", () => {
  it("finds every snapshot of a VM removed", () => {
    expect(rules("vim-cmd vmsvc/snapshot.removeall 12")).toEqual(["planes.backup-delete"]);
    expect(rules("vim-cmd vmsvc/snapshot.remove 12 3")).toEqual([]);
    expect(rules("vim-cmd vmsvc/snapshot.get 12")).toEqual([]);
  });

  it("finds every VM a listing returned powered off or killed, by xargs or a loop", () => {
    for (const command of [
      "vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}' | xargs -n1 vim-cmd vmsvc/power.off",
      "for vm in $(vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}'); do vim-cmd vmsvc/power.off $vm; done",
      "vim-cmd vmsvc/getallvms | awk 'NR>1 {print $1}' | while read id; do vim-cmd vmsvc/power.shutdown \"$id\"; done",
      "esxcli vm process list | awk '/World ID/{print $3}' | xargs -I{} esxcli vm process kill --type=force --world-id={}",
    ]) {
      expect(rules(command), command).toEqual(["planes.capacity-zero"]);
    }
  });

  it("leaves one VM's power operations, literal lists and power-ons alone", () => {
    for (const command of [
      "vim-cmd vmsvc/power.off 12",
      "for id in 3 4; do vim-cmd vmsvc/power.off $id; done",
      "vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}' | xargs -n1 vim-cmd vmsvc/power.on",
      "esxcli vm process kill --type=force --world-id=12345",
      "esxcli vm process list",
    ]) {
      expect(rules(command), command).toEqual([]);
    }
  });
});
