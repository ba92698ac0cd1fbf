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

  it("knows the PowerShell spellings of access widened and keys disabled", () => {
    expect(rules("Register-IAMRolePolicy -RoleName ci -PolicyArn arn:aws:iam::aws:policy/AdministratorAccess")).toEqual(["planes.access-widened"]);
    expect(rules("Write-IAMUserPolicy -UserName bob -PolicyName all -PolicyDocument '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"*\",\"Resource\":\"*\"}]}'")).toEqual(["planes.access-widened"]);
    expect(rules("New-IAMPolicyVersion -PolicyArn arn:aws:iam::1:policy/ci -PolicyDocument $doc -SetAsDefault $true")).toEqual(["planes.access-widened"]);
    expect(rules("New-AzRoleAssignment -SignInName eve@example.com -RoleDefinitionName Owner -Scope /subscriptions/0000")).toEqual(["planes.access-widened"]);
    expect(rules("new-azroleassignment -ObjectId 1 -RoleDefinitionName 'User Access Administrator' -ResourceGroupName rg")).toEqual(["planes.access-widened"]);
    expect(rules("Add-IAMUserToGroup -GroupName Admins -UserName bob")).toEqual(["planes.access-widened"]);
    expect(rules("Disable-KMSKey -KeyId 1234")).toEqual(["planes.key-disabled"]);
    expect(rules("Update-AzKeyVaultKey -VaultName v -Name k -Enable $false")).toEqual(["planes.key-disabled"]);
  });

  it("leaves narrow grants and keys turned on alone", () => {
    expect(rules("Register-IAMRolePolicy -RoleName ci -PolicyArn arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess")).toEqual([]);
    expect(rules("New-AzRoleAssignment -SignInName eve@example.com -RoleDefinitionName Reader -Scope /subscriptions/0000")).toEqual([]);
    expect(rules("New-AzRoleAssignment -ObjectId 1 -RoleDefinitionName Contributor -ResourceGroupName rg -ResourceName shop -ResourceType Microsoft.Web/sites")).toEqual([]);
    expect(rules("New-IAMPolicyVersion -PolicyArn arn:aws:iam::1:policy/ci -PolicyDocument $doc")).toEqual([]);
    expect(rules("Add-IAMUserToGroup -GroupName Developers -UserName bob")).toEqual([]);
    expect(rules("Update-AzKeyVaultKey -VaultName v -Name k -Enable $true")).toEqual([]);
  });
});
