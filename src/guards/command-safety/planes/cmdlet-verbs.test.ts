import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { cmdletVerbEffects } from "./cmdlet-verbs.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => cmdletVerbEffects(invocation) ?? []).map((effect) => effect.rule);
const DESTRUCTIVE = ["planes.destructive-subcommand"];

describe("cmdletVerbEffects", () => {
  it("asks for Remove- of a shared resource whatever the module, by the noun's head", () => {
    expect(rules("Remove-MgUser -UserId ada@contoso.com")).toEqual(DESTRUCTIVE);
    expect(rules("Remove-Mailbox -Identity ada")).toEqual(DESTRUCTIVE);
    expect(rules("Remove-PnPList -Identity Documents -Force")).toEqual(DESTRUCTIVE);
    expect(rules("Remove-Team -GroupId 1")).toEqual(DESTRUCTIVE);
    expect(rules("Remove-VM -VM web01 -DeletePermanently")).toEqual(DESTRUCTIVE);
    expect(rules("Remove-DnsServerResourceRecord -ZoneName contoso.com -Name www -RRType A")).toEqual(DESTRUCTIVE);
    expect(rules("Remove-GitHubRepository -OwnerName acme -RepositoryName api")).toEqual(DESTRUCTIVE);
    expect(rules("remove-mguser -userid ada")).toEqual(DESTRUCTIVE);
  });

  it("reads Clear- of a remote recycle bin, Unpublish-, Reset- of data and the Graph modules' destructive Invoke- actions", () => {
    expect(rules("Clear-PnPRecycleBinItem -All -Force")).toEqual(DESTRUCTIVE);
    expect(rules("Unpublish-PnPApp -Identity 99a0")).toEqual(DESTRUCTIVE);
    expect(rules("Reset-AcmeDatabase -Name orders")).toEqual(DESTRUCTIVE);
    expect(rules("Invoke-MgWipeDeviceManagementManagedDevice -ManagedDeviceId 8d2e")).toEqual(DESTRUCTIVE);
    expect(rules("Reset-AzStorageAccountKey -Name acme -KeyName key1")).toEqual([]);
    expect(rules("Invoke-Pester -Path ./tests")).toEqual([]);
    expect(rules("Invoke-RestMethod https://example.com")).toEqual([]);
  });

  it("keeps the old rules for a cmdlet that names its remote endpoint or credential", () => {
    expect(rules("Remove-DbaDatabase -SqlInstance sql01 -Database app")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-DatabricksDBFSItem -BearerToken t -Region westeurope -Path /mnt/x")).toEqual(["planes.cloud-delete"]);
    expect(rules("Clear-AcmeWidget -Uri https://api.acme.io")).toEqual(["planes.store-flush"]);
    expect(rules("Remove-AcmeWidget -Name w")).toEqual([]);
  });

  it("changes nothing with -WhatIf, unless it is turned off", () => {
    expect(rules("Remove-MgUser -UserId ada -WhatIf")).toEqual([]);
    expect(rules("Remove-MgUser -UserId ada -WhatIf:$true")).toEqual([]);
    expect(rules("Remove-MgUser -UserId ada -WhatIf:$false")).toEqual(DESTRUCTIVE);
  });

  it("leaves the session's objects, the file system, caches, this machine's modules, memberships and single items", () => {
    for (const command of [
      "Remove-Variable x", "Remove-Alias ll", "Remove-Module Az", "Remove-PSDrive X", "Remove-Job -Id 1", "Remove-PSSession $s", "Remove-Event -SourceIdentifier x",
      "Remove-PSBreakpoint -Id 1", "Remove-TypeData -TypeName T", "Clear-History", "Clear-Host", "Remove-Item ./dist -Recurse", "Remove-ItemProperty -Path HKCU:\\X -Name y",
      "Clear-Content log.txt", "Clear-DnsClientCache", "Clear-RecycleBin -Force", "Remove-LocalUser bob", "Remove-ADUser bob", "Remove-NetFirewallRule -DisplayName x",
      "Remove-AppxPackage x", "Remove-Printer -Name p", "Remove-Website -Name w", "Remove-TeamUser -GroupId 1 -User ada", "Remove-MgGroupMemberByRef -GroupId 1 -DirectoryObjectId 2",
      "Remove-PnPListItem -List Tasks -Identity 4", "Remove-MgUserMessage -UserId a -MessageId b", "Revoke-MgUserSignInSession -UserId ada", "Uninstall-Module Pester",
      "Unregister-ScheduledTask -TaskName x", "Disable-ScheduledTask -TaskName x", "Stop-VM web01", "Get-MgUser -All",
    ]) expect(rules(command), command).toEqual([]);
  });
});
