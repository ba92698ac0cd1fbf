import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { cmdletEffects } from "./cloud-cmdlets.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => cmdletEffects(invocation)).map((effect) => effect.rule);

describe("cmdletEffects", () => {
  it("knows the PowerShell spellings of the cloud controls, in any case and parameter form", () => {
    expect(rules("Stop-CTLogging -Name main")).toEqual(["planes.audit-impair"]);
    expect(rules("set-azsecuritypricing -Name VirtualMachines -PricingTier:Free")).toEqual(["planes.audit-impair"]);
    expect(rules("Grant-AzSnapshotAccess -ResourceGroupName rg -SnapshotName s -DurationInSecond 3600 -Access Read")).toEqual(["planes.share-external"]);
    expect(rules("New-IAMAccessKey -UserName ci")).toEqual(["secrets.mint-credential"]);
  });

  it("leaves reading, turning on and removing a share alone", () => {
    expect(rules("Get-CTTrail")).toEqual([]);
    expect(rules("Set-AzSecurityPricing -Name VirtualMachines -PricingTier Standard")).toEqual([]);
    expect(rules("Edit-EC2SnapshotAttribute -SnapshotId s -Attribute createVolumePermission -OperationType Remove -UserId 1")).toEqual([]);
  });
});
