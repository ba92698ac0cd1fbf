import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { cloudCmdletDeletes } from "./cloud-cmdlet-deletes.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => cloudCmdletDeletes(invocation) ?? []).map((effect) => effect.rule);

describe("cloudCmdletDeletes", () => {
  it("reads AWS Tools for PowerShell's Remove-<Prefix><Noun> scheme, in any case", () => {
    expect(rules("Remove-EC2Instance -InstanceId i-1 -Force")).toEqual(["planes.cloud-delete"]);
    expect(rules("remove-ddbtable -tablename Orders -force")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-ELB2LoadBalancer -LoadBalancerArn a")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-LMFunction -FunctionName f")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-SECSecret -SecretId s")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-S3Bucket -BucketName b -DeleteBucketContent")).toEqual(["planes.bucket-delete"]);
  });

  it("reads the Az and Google Cloud modules' schemes", () => {
    expect(rules("Remove-AzResourceGroup -Name rg -Force")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-AzureRmVM -Name vm -ResourceGroupName rg")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-AzStorageContainer -Name c -Context $ctx")).toEqual(["planes.bucket-delete"]);
    expect(rules("Remove-GceInstance -Name vm")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-GcsBucket -Name b")).toEqual(["planes.bucket-delete"]);
  });

  it("knows the deletes outside the Remove- scheme, with their conditions", () => {
    expect(rules("Request-KMSKeyDeletion -KeyId k")).toEqual(["planes.cloud-delete"]);
    expect(rules("Stop-EBEnvironment -EnvironmentName prod")).toEqual(["planes.cloud-delete"]);
    expect(rules("Stop-EC2Instance -InstanceId i-1 -Terminate")).toEqual(["planes.cloud-delete"]);
    expect(rules("Stop-EC2Instance -InstanceId i-1")).toEqual([]);
    expect(rules("Clear-SQSQueue -QueueUrl u")).toEqual(["planes.store-flush"]);
    expect(rules("New-EC2ReplaceRootVolumeTask -InstanceId i-1 -DeleteReplacedRootVolume $true")).toEqual(["planes.cloud-delete"]);
    expect(rules("New-EC2ReplaceRootVolumeTask -InstanceId i-1")).toEqual([]);
  });

  it("deletes every object a listing pipes in, and a stored version, but not one object by its key", () => {
    expect(rules("Get-S3Object -BucketName b | Remove-S3Object -Force")).toEqual(["planes.bucket-delete"]);
    expect(rules("Get-AzStorageBlob -Container c -Context $ctx | Remove-AzStorageBlob")).toEqual(["planes.bucket-delete"]);
    expect(rules("pwsh -c 'Get-S3Object -BucketName b | ForEach-Object { Remove-S3Object -BucketName b -Key $_.Key -Force }'")).toEqual(["planes.bucket-delete"]);
    expect(rules("pwsh -c 'Get-EC2Instance | % { Remove-EC2Instance -InstanceId $_.Instances.InstanceId -Force }'")).toEqual(["planes.cloud-delete"]);
    expect(rules("pwsh -c 'Get-S3Object -BucketName b | ForEach-Object { Write-Output $_.Key }'")).toEqual([]);
    expect(rules("Remove-S3Object -BucketName b -Key k -VersionId v")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-S3Object -BucketName b -Key k -Force")).toEqual([]);
    expect(rules("Remove-DDBItem -TableName T -Key $key")).toEqual([]);
  });

  it("leaves reads, -WhatIf, tags, credentials, grants, local objects and other modules' cmdlets alone", () => {
    for (const command of [
      "Get-EC2Instance",
      "New-AzResourceGroup -Name rg -Location eastus",
      "Remove-EC2Instance -InstanceId i-1 -WhatIf",
      "Remove-EC2Tag -Resource i-1 -Tag $tag",
      "Remove-IAMAccessKey -UserName u -AccessKeyId k",
      "Remove-IAMUserFromGroup -GroupName g -UserName u",
      "Remove-AzRoleAssignment -ObjectId o -RoleDefinitionName Reader",
      "Remove-AzContext -Name x",
      "Remove-AzNetworkSecurityRuleConfig -Name r -NetworkSecurityGroup $nsg",
      "Remove-GcIamPolicyBinding -Role roles/viewer -User a@b.com",
      "Remove-Item ./dist -Recurse",
      "Remove-SmbShare -Name s",
      "Remove-Secret -Name s",
      "Remove-PSSession $s",
    ]) {
      expect(rules(command), command).toEqual([]);
    }
  });

  it("leaves cmdlets with a rule of their own to that rule", () => {
    expect(cloudCmdletDeletes(invocations("Remove-CTTrail -Name main")[0] as never)).toBeUndefined();
    expect(cloudCmdletDeletes(invocations("Remove-AzResourceLock -LockName l")[0] as never)).toBeUndefined();
  });

  it("reads another module's Remove-/Clear- cmdlets given a remote endpoint or credential", () => {
    expect(rules("Remove-DatabricksDBFSItem -Path /mnt/curated -BearerToken $t -Region westeurope")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-SnowflakeTable -ConnectionString $cs -Name orders")).toEqual(["planes.cloud-delete"]);
    expect(rules("Remove-DbaDatabase -SqlInstance prod-sql01 -Database sales -Confirm:$false")).toEqual(["planes.cloud-delete"]);
    expect(rules("Clear-AcmeIndex -Uri https://search.acme.io -Name prod")).toEqual(["planes.store-flush"]);
    expect(rules("Remove-DatabricksDBFSItem -Path /mnt/curated -BearerToken $t -Region westeurope -WhatIf")).toEqual([]);
    expect(rules("Get-DatabricksDBFSItem -Path /mnt/curated -BearerToken $t -Region westeurope")).toEqual([]);
    expect(rules("Remove-DatabricksDBFSItem -Path /mnt/curated")).toEqual([]);
    expect(rules("Remove-VendorSession -Uri https://api.vendor.io")).toEqual([]);
    expect(rules("Remove-Item -Path ./dist -Recurse -Force")).toEqual([]);
  });
});
