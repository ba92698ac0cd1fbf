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

  // AWS Tools for PowerShell: Grant-EC2SecurityGroupIngress, Edit-EC2InstanceAttribute, Update-DDBContinuousBackup,
  // Edit-RDSDBInstance, Write-S3BucketVersioning, Write-S3LifecycleConfiguration, Update-ECSService,
  // Update-ASAutoScalingGroup; Az: Add-/New-AzNetworkSecurityRuleConfig, Update-AzVM, Update-AzVmss,
  // Remove-AzResourceLock, Stop-AzAksCluster.
  it("knows the PowerShell spellings of exposure, boot code, recovery and capacity", () => {
    expect(rules("Grant-EC2SecurityGroupIngress -GroupId sg-1 -IpPermission @{IpProtocol='-1'; IpRanges='0.0.0.0/0'}")).toEqual(["planes.open-to-internet"]);
    expect(rules('Grant-EC2SecurityGroupIngress -GroupId sg-1 -IpPermission @{IpProtocol="tcp";FromPort=22;ToPort=22;Ipv4Ranges=@{CidrIp="0.0.0.0/0"}}')).toEqual(["planes.open-to-internet"]);
    expect(rules("Grant-EC2SecurityGroupIngress -GroupId sg-1 -IpPermission @{IpRanges='::/0'; IpProtocol='tcp'}")).toEqual(["planes.open-to-internet"]);
    expect(rules("Get-AzNetworkSecurityGroup -Name n -ResourceGroupName rg | Add-AzNetworkSecurityRuleConfig -Name r -Access Allow -Protocol Tcp -Direction Inbound -Priority 100 -SourceAddressPrefix * -SourcePortRange * -DestinationAddressPrefix * -DestinationPortRange 22 | Set-AzNetworkSecurityGroup")).toEqual(["planes.open-to-internet"]);
    expect(rules("new-aznetworksecurityruleconfig -Name rdp -SourceAddressPrefix:Internet -DestinationPortRange 3389 -Access Allow -Direction Inbound")).toEqual(["planes.open-to-internet"]);
    expect(rules("Edit-EC2InstanceAttribute -InstanceId i-1 -UserData $encoded")).toEqual(["planes.remote-boot-code"]);
    expect(rules("Update-AzVM -ResourceGroupName rg -VM $vm -UserData $ud")).toEqual(["planes.remote-boot-code"]);
    expect(rules("Update-DDBContinuousBackup -TableName t -PointInTimeRecoverySpecification_PointInTimeRecoveryEnabled $false")).toEqual(["planes.recovery-removed"]);
    expect(rules("Edit-RDSDBInstance -DBInstanceIdentifier db -BackupRetentionPeriod 0 -ApplyImmediately $true")).toEqual(["planes.backup-delete"]);
    expect(rules("Write-S3BucketVersioning -BucketName b -VersioningConfig_Status Suspended")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("Write-S3LifecycleConfiguration -BucketName b -Configuration_Rule $rule")).toEqual(["planes.recovery-removed"]);
    expect(rules("Remove-AzResourceLock -LockName keep -ResourceGroupName rg -Force")).toEqual(["planes.deletion-protection-off"]);
    expect(rules("Update-ECSService -Cluster c -Service web -DesiredCount 0")).toEqual(["planes.capacity-zero"]);
    expect(rules("Update-ASAutoScalingGroup -AutoScalingGroupName g -MaxSize 0 -DesiredCapacity 0")).toEqual(["planes.capacity-zero"]);
    expect(rules("Update-AzVmss -ResourceGroupName rg -VMScaleSetName ss -SkuCapacity 0")).toEqual(["planes.capacity-zero"]);
    expect(rules("Stop-AzAksCluster -Name aks -ResourceGroupName rg")).toEqual(["planes.capacity-zero"]);
  });

  it("leaves reading, private sources, real retention and positive capacity alone", () => {
    expect(rules("Get-EC2SecurityGroup -GroupId sg-1")).toEqual([]);
    expect(rules("Grant-EC2SecurityGroupIngress -GroupId sg-1 -IpPermission @{IpRanges='10.0.0.0/16'; IpProtocol='tcp'}")).toEqual([]);
    expect(rules("Grant-EC2SecurityGroupIngress -GroupId sg-1 -IpPermission $ip1, $ip2")).toEqual([]);
    expect(rules("New-AzNetworkSecurityRuleConfig -Name db -SourceAddressPrefix 10.0.0.0/24 -DestinationPortRange 5432 -Access Allow -Direction Inbound")).toEqual([]);
    expect(rules("New-AzNetworkSecurityRuleConfig -Name out -SourceAddressPrefix * -DestinationPortRange 443 -Access Allow -Direction Outbound")).toEqual([]);
    expect(rules("New-AzNetworkSecurityRuleConfig -Name block -SourceAddressPrefix Internet -DestinationPortRange 22 -Access Deny -Direction Inbound")).toEqual([]);
    expect(rules("Edit-EC2InstanceAttribute -InstanceId i-1 -InstanceType t3.large")).toEqual([]);
    expect(rules("Update-DDBContinuousBackup -TableName t -PointInTimeRecoverySpecification_PointInTimeRecoveryEnabled $true")).toEqual([]);
    expect(rules("Edit-RDSDBInstance -DBInstanceIdentifier db -BackupRetentionPeriod 7")).toEqual([]);
    expect(rules("Write-S3BucketVersioning -BucketName b -VersioningConfig_Status Enabled")).toEqual([]);
    expect(rules("Write-S3LifecycleConfiguration -BucketName b -Configuration_Rule @{Transitions=@{Days=30}}")).toEqual([]);
    expect(rules("Update-ECSService -Cluster c -Service web -DesiredCount 3")).toEqual([]);
    expect(rules("Update-ASAutoScalingGroup -AutoScalingGroupName g -MaxSize 4 -DesiredCapacity 2")).toEqual([]);
    expect(rules("Update-AzVmss -ResourceGroupName rg -VMScaleSetName ss -SkuCapacity 3")).toEqual([]);
    expect(rules("Stop-AzVmss -ResourceGroupName rg -VMScaleSetName ss -InstanceId 2")).toEqual([]);
  });
});

describe("cmdletEffects for alert routes and metadata hardening", () => {
  it("reads the PowerShell spellings as the CLI models read the aws and az ones", () => {
    expect(rules("Disable-EVBRule -Name guardduty-findings")).toEqual(["planes.alerts-silenced"]);
    expect(rules("Disable-CWERule -Name hub -EventBusName default")).toEqual(["planes.alerts-silenced"]);
    expect(rules("Remove-SNSSubscription -SubscriptionArn arn:aws:sns:us-east-1:1:alerts:0b1c -Force")).toEqual(["planes.alerts-silenced"]);
    expect(rules("New-AzAlertProcessingRule -Name q -ResourceGroupName rg -Scope /subscriptions/s -AlertProcessingRuleType RemoveAllActionGroups")).toEqual(["planes.alerts-silenced"]);
    expect(rules("Update-AzMetricAlertRuleV2 -Name cpu -ResourceGroupName rg -DisableRule")).toEqual(["planes.alerts-silenced"]);
    expect(rules("Edit-EC2InstanceMetadataOption -InstanceId i-1 -HttpToken optional")).toEqual(["planes.metadata-exposed"]);
    expect(rules("Edit-EC2InstanceMetadataOption -InstanceId i-1 -HttpPutResponseHopLimit 3")).toEqual(["planes.metadata-exposed"]);
  });

  it("leaves custom buses, adding action groups and required tokens alone", () => {
    expect(rules("Disable-EVBRule -Name orders -EventBusName orders")).toEqual([]);
    expect(rules("New-AzAlertProcessingRule -Name q -ResourceGroupName rg -Scope /subscriptions/s -AlertProcessingRuleType AddActionGroups -ActionGroupId ag")).toEqual([]);
    expect(rules("Update-AzMetricAlertRuleV2 -Name cpu -ResourceGroupName rg -Severity 2")).toEqual([]);
    expect(rules("Edit-EC2InstanceMetadataOption -InstanceId i-1 -HttpToken required -HttpPutResponseHopLimit 1")).toEqual([]);
  });
});
