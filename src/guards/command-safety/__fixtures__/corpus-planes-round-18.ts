import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const plain = { noVariants: true };

/**
 * Cloud resources deleted through the clouds' PowerShell modules, by their naming schemes: AWS
 * Tools for PowerShell (`Remove-<ServicePrefix><Noun>` for the Delete* and Terminate* actions,
 * `Request-KMSKeyDeletion`, `Unregister-EC2Image`, `Stop-EBEnvironment`, `Clear-SQSQueue`), the Az
 * module (`Remove-Az<Noun>`, `Invoke-AzVMReimage`) and Google Cloud Tools for PowerShell
 * (`Remove-Gce…`, `Remove-Gcs…`, `Remove-GcSql…`, `Remove-Gke…`), typed directly or through `pwsh
 * -c`, `powershell -Command`, `sudo` and `ssh`. Reading, creating, stopping an instance, one item or
 * object deleted by its key, tags, credentials rotated out, grants taken back, the Az module's
 * local objects, `-WhatIf`, and PowerShell's own `Remove-Item`, `Remove-Variable`, `Remove-SmbShare`
 * stay allowed.
 */
export const CLOUD_CMDLET_DELETE_CASES: readonly CorpusCase[] = [
  planes.ask("Remove-EC2Instance -InstanceId i-0abc123 -Force"),
  planes.ask("Remove-EC2Instance i-0abc123 -Force"),
  planes.ask("remove-ec2instance -instanceid i-1 -force"),
  planes.ask("Remove-EC2Volume -VolumeId vol-0f1 -Force"),
  planes.ask("Remove-EC2Snapshot -SnapshotId snap-0f1 -Force"),
  planes.ask("Remove-S3Bucket -BucketName shop-assets -DeleteBucketContent -Force"),
  planes.ask("Remove-S3Bucket -BucketName:shop-assets -Force"),
  planes.ask("Remove-S3Object -BucketName shop-assets -Key logo.png -VersionId 3HL4kqtJlcpXroDTDmjVBH40Nrjfkd -Force"),
  planes.ask("Get-S3Object -BucketName shop-assets -KeyPrefix uploads/ | Remove-S3Object -Force", plain),
  planes.ask("Remove-DDBTable -TableName Orders -Force"),
  planes.ask("Remove-RDSDBInstance -DBInstanceIdentifier prod-db -SkipFinalSnapshot $true -Force"),
  planes.ask("Remove-RDSDBCluster -DBClusterIdentifier prod -SkipFinalSnapshot $true -Force"),
  planes.ask("Remove-LMFunction -FunctionName checkout -Force"),
  planes.ask("Remove-CFNStack -StackName shop-prod -Force"),
  planes.ask("Remove-ECSCluster -Cluster prod"),
  planes.ask("Remove-EKSCluster -Name prod"),
  planes.ask("Remove-ECRRepository -RepositoryName shop -IgnoreExistingImages $true -Force"),
  planes.ask("Remove-EFSFileSystem -FileSystemId fs-0123"),
  planes.ask("Remove-SQSQueue -QueueUrl https://sqs.us-east-1.amazonaws.com/1/orders -Force"),
  planes.ask("Clear-SQSQueue -QueueUrl https://sqs.us-east-1.amazonaws.com/1/orders"),
  planes.ask("Remove-SECSecret -SecretId prod/db -ForceDeleteWithoutRecovery $true"),
  planes.ask("Remove-ASAutoScalingGroup -AutoScalingGroupName web -ForceDelete $true -Force"),
  planes.ask("Remove-ECCacheCluster -CacheClusterId sessions"),
  planes.ask("Remove-BAKRecoveryPoint -BackupVaultName prod -RecoveryPointArn arn:aws:backup:us-east-1:1:recovery-point:1"),
  planes.ask("Request-KMSKeyDeletion -KeyId 1234abcd -PendingWindowInDay 7"),
  planes.ask("Unregister-EC2Image -ImageId ami-0abc"),
  planes.ask("Stop-EBEnvironment -EnvironmentName shop-prod"),
  planes.ask("Stop-EC2Instance -InstanceId i-0abc -Terminate"),
  planes.ask("Remove-AzResourceGroup -Name shop-prod -Force"),
  planes.ask("Remove-AzVM -ResourceGroupName shop -Name web1 -Force"),
  planes.ask("Remove-AzStorageAccount -ResourceGroupName shop -Name shopdata -Force"),
  planes.ask("Remove-AzStorageContainer -Name backups -Context $ctx -Force"),
  planes.ask("Get-AzStorageBlob -Container uploads -Context $ctx | Remove-AzStorageBlob", plain),
  planes.ask("Remove-AzSqlDatabase -ResourceGroupName shop -ServerName sql1 -DatabaseName orders"),
  planes.ask("Remove-AzKeyVault -VaultName shop-kv -InRemovedState -Force -Location eastus"),
  planes.ask("Remove-AzCosmosDBAccount -ResourceGroupName shop -Name shop-cosmos"),
  planes.ask("Remove-AzAksCluster -ResourceGroupName shop -Name aks-prod -Force"),
  planes.ask("Remove-AzureRmResourceGroup -Name legacy -Force"),
  planes.ask("Invoke-AzVMReimage -ResourceGroupName shop -VMName web1"),
  planes.ask("Remove-GceInstance -Project shop-prod -Zone us-central1-a -Name web1"),
  planes.ask("Remove-GcsBucket -Name shop-assets -Force"),
  planes.ask("Remove-GcSqlInstance -Project shop-prod -Instance orders"),
  planes.ask("Remove-GkeCluster -ClusterName prod -Zone us-central1-a"),
  planes.ask(`pwsh -c "Remove-EC2Instance -InstanceId i-1 -Force"`, plain),
  planes.ask(`pwsh -NoProfile -Command "Remove-DDBTable -TableName Orders -Force"`, plain),
  planes.ask(`powershell -Command "Remove-AzResourceGroup -Name rg -Force"`, plain),
  planes.ask(`powershell.exe -NoProfile -ExecutionPolicy Bypass -Command "Remove-AzResourceGroup -Name rg -Force -AsJob"`, plain),
  planes.ask(`ssh admin@jump 'pwsh -c "Remove-EC2Instance -InstanceId i-1 -Force"'`, plain),
  planes.ask(`pwsh -c 'Get-S3Object -BucketName b | Remove-S3Object -Force'`, plain),
  planes.ask(`pwsh -c 'Get-S3Object -BucketName b | ForEach-Object { Remove-S3Object -BucketName b -Key $_.Key -Force }'`, plain),
  planes.allow("Get-EC2Instance"),
  planes.allow(`Get-EC2Instance -Filter @{Name="tag:env";Values="prod"}`),
  planes.allow("Get-AzResourceGroup"),
  planes.allow("Get-AzVM -ResourceGroupName shop"),
  planes.allow("Get-GceInstance -Project shop-prod"),
  planes.allow("Get-DDBTable -TableName Orders"),
  planes.allow("New-EC2Instance -ImageId ami-0abc -InstanceType t3.micro"),
  planes.allow("Write-S3Object -BucketName shop-assets -File dist/app.js -Key app.js"),
  planes.allow("Read-S3Object -BucketName shop-assets -Key app.js -File app.js"),
  planes.allow("Stop-EC2Instance -InstanceId i-0abc"),
  planes.allow("Remove-EC2Instance -InstanceId i-0abc -WhatIf"),
  planes.allow("Remove-S3Object -BucketName shop-assets -Key tmp/report.csv -Force"),
  planes.allow(`Remove-DDBItem -TableName Orders -Key @{id="1"}`),
  planes.allow(`Remove-EC2Tag -Resource i-0abc -Tag @{Key="env"} -Force`),
  planes.allow("Remove-IAMAccessKey -UserName ci -AccessKeyId AKIAOLD -Force"),
  planes.allow("Remove-IAMUserFromGroup -GroupName admins -UserName bob"),
  planes.allow("Remove-AzRoleAssignment -SignInName ada@example.com -RoleDefinitionName Reader"),
  planes.allow("Remove-AzContext -Name old"),
  planes.allow("Remove-AzNetworkSecurityRuleConfig -Name ssh -NetworkSecurityGroup $nsg"),
  planes.allow("Remove-AzStorageBlob -Container uploads -Blob tmp.txt -Context $ctx"),
  planes.allow("Remove-GcsObject -Bucket shop-assets -ObjectName tmp/x.txt"),
  planes.allow("Clear-AzContext -Force"),
  planes.allow("Clear-AWSCredential -ProfileName old"),
  planes.allow("Remove-Item ./dist -Recurse -Force"),
  planes.allow("Remove-Variable x"),
  planes.allow("Remove-Module Az.Accounts"),
  planes.allow("Remove-SmbShare -Name scratch -Force"),
  planes.allow("Remove-Secret -Name token -Vault local"),
  planes.allow(`pwsh -c "Get-EC2Instance | Select-Object InstanceId"`, plain),
  planes.allow(`pwsh -c 'Get-S3Object -BucketName b | ForEach-Object { Write-Output $_.Key }'`, plain),
];

/**
 * Cloud SDK calls in code typed on the command line (`python -c`, `python - <<EOF`, `node -e`,
 * `ruby -e`): the same API actions the CLI rules know, spelled by boto3 (`delete_table`, a
 * resource's `delete()`, a collection's `objects.all().delete()`), the AWS SDK for JavaScript v3
 * (`new DeleteTableCommand(…)`) and v2 (`.deleteTable(…)`), the Ruby SDK, the Google Cloud, Azure,
 * pydo, hcloud and openstacksdk client libraries. Reads, one item or object deleted by its key, and
 * code pointed at an emulator on this machine stay allowed.
 */
export const SDK_CALL_CASES: readonly CorpusCase[] = [
  planes.ask(`python -c "import boto3; boto3.client('s3').delete_bucket(Bucket='shop-assets')"`, plain),
  planes.ask(`python3 -c "import boto3; boto3.client('ec2').terminate_instances(InstanceIds=['i-0abc'])"`, plain),
  planes.ask(`python3 -c "import boto3; boto3.resource('dynamodb').Table('Orders').delete()"`, plain),
  planes.ask(`python3 -c "import boto3; boto3.resource('s3').Bucket('shop-assets').objects.all().delete()"`, plain),
  planes.ask(`python3 -c "import boto3; boto3.resource('s3').Bucket('shop-assets').object_versions.delete()"`, plain),
  planes.ask(`python3 -c "import boto3; boto3.client('kms').schedule_key_deletion(KeyId='k', PendingWindowInDays=7)"`, plain),
  planes.ask(`python3 -c "import boto3; boto3.client('rds').delete_db_instance(DBInstanceIdentifier='prod', SkipFinalSnapshot=True)"`, plain),
  planes.ask(`python3 -c "import boto3; boto3.resource('ec2').instances.filter(Filters=[{'Name':'tag:env','Values':['prod']}]).terminate()"`, plain),
  planes.ask("python3 - <<'EOF'\nimport boto3\nddb = boto3.client('dynamodb', region_name='us-east-1')\nddb.delete_table(TableName='Orders')\nEOF", plain),
  planes.ask(`node -e "const {DynamoDBClient, DeleteTableCommand}=require('@aws-sdk/client-dynamodb'); new DynamoDBClient({}).send(new DeleteTableCommand({TableName:'Orders'}))"`, plain),
  planes.ask(`node -e "const {EC2Client, TerminateInstancesCommand}=require('@aws-sdk/client-ec2'); new EC2Client({}).send(new TerminateInstancesCommand({InstanceIds:['i-1']}))"`, plain),
  planes.ask(`node -e "const {S3Client, DeleteBucketCommand}=require('@aws-sdk/client-s3'); new S3Client({}).send(new DeleteBucketCommand({Bucket:'b'}))"`, plain),
  planes.ask(`node -e "const {KMSClient, ScheduleKeyDeletionCommand}=require('@aws-sdk/client-kms'); new KMSClient({}).send(new ScheduleKeyDeletionCommand({KeyId:'k'}))"`, plain),
  planes.ask(`node -e "const AWS=require('aws-sdk'); new AWS.DynamoDB().deleteTable({TableName:'Orders'}).promise()"`, plain),
  planes.ask(`ruby -e "require 'aws-sdk-s3'; Aws::S3::Client.new.delete_bucket(bucket: 'shop-assets')"`, plain),
  planes.ask(`php -r '$s3 = new Aws\\S3\\S3Client(["region" => "us-east-1", "version" => "latest"]); $s3->deleteBucket(["Bucket" => "shop-assets"]);'`, plain),
  planes.ask(`ruby -e "require 'aws-sdk-ec2'; Aws::EC2::Resource.new.instance('i-0abc').terminate"`, plain),
  planes.ask(`ruby -e "require 'aws-sdk-s3'; Aws::S3::Resource.new.bucket('shop-assets').delete!"`, plain),
  planes.ask(`python3 -c "import boto3; t = boto3.resource('dynamodb').Table('Orders'); [t.delete_item(Key={'id': i['id']}) for i in t.scan()['Items']]"`, plain),
  planes.ask(`python -c "from google.cloud import storage; storage.Client().bucket('shop-assets').delete(force=True)"`, plain),
  planes.ask(`python -c "from google.cloud import storage; [b.delete() for b in storage.Client().list_blobs('shop-assets')]"`, plain),
  planes.ask(`python -c "from google.cloud import bigquery; bigquery.Client().delete_dataset('shop.analytics', delete_contents=True)"`, plain),
  planes.ask(`python -c "from azure.mgmt.resource import ResourceManagementClient; from azure.identity import DefaultAzureCredential; ResourceManagementClient(DefaultAzureCredential(), 'sub').resource_groups.begin_delete('shop').result()"`, plain),
  planes.ask(`python -c "from azure.storage.blob import BlobServiceClient; BlobServiceClient.from_connection_string(cs).delete_container('backups')"`, plain),
  planes.ask(`python -c "import pydo, os; pydo.Client(token=os.environ['DO_TOKEN']).droplets.destroy(droplet_id=123)"`, plain),
  planes.ask(`python -c "from hcloud import Client; client = Client(token=t); client.servers.delete(client.servers.get_by_name('web'))"`, plain),
  planes.ask(`python -c "import openstack; conn = openstack.connect(cloud='prod'); conn.compute.delete_server('vm1')"`, plain),
  planes.allow(`python -c "import boto3; print(boto3.client('s3').list_buckets())"`, plain),
  planes.allow(`python -c "import boto3; print(boto3.client('ec2').describe_instances())"`, plain),
  planes.allow(`python -c "import boto3; print(boto3.resource('dynamodb').Table('Orders').get_item(Key={'id':'1'}))"`, plain),
  planes.allow(`python -c "import boto3; print(boto3.resource('dynamodb').Table('Orders').scan()['Count'])"`, plain),
  planes.allow(`python -c "import boto3; boto3.resource('dynamodb').Table('Orders').delete_item(Key={'id':'1'})"`, plain),
  planes.allow(`python -c "import boto3; boto3.resource('dynamodb', endpoint_url='http://localhost:8000').Table('Orders').delete()"`, plain),
  planes.allow(`python -c "import boto3; boto3.client('s3').delete_object(Bucket='shop-assets', Key='tmp/x')"`, plain),
  planes.allow(`python -c "import boto3; x = [1, 2]; x.remove(1); print(boto3.__version__)"`, plain),
  planes.allow(`node -e "const {S3Client, ListBucketsCommand}=require('@aws-sdk/client-s3'); new S3Client({}).send(new ListBucketsCommand({})).then(console.log)"`, plain),
  planes.allow(`node -e "const {DynamoDBClient, DeleteItemCommand}=require('@aws-sdk/client-dynamodb'); new DynamoDBClient({}).send(new DeleteItemCommand({TableName:'Orders',Key:{id:{S:'1'}}}))"`, plain),
  planes.allow(`node -e "const {DynamoDBClient, DeleteTableCommand}=require('@aws-sdk/client-dynamodb'); new DynamoDBClient({endpoint:'http://localhost:8000'}).send(new DeleteTableCommand({TableName:'Orders'}))"`, plain),
  planes.allow(`python -c "from google.cloud import storage; print([b.name for b in storage.Client().list_blobs('shop-assets')])"`, plain),
  planes.allow(`python -c "from google.cloud import storage; storage.Client().bucket('shop-assets').blob('tmp/x').delete()"`, plain),
  planes.allow(`python -c "import openstack; conn = openstack.connect(cloud='prod'); print(list(conn.compute.servers()))"`, plain),
  planes.allow(`python -c "from hcloud import Client; client = Client(token=t); client.servers.reboot(client.servers.get_by_name('web'))"`, plain),
];

/**
 * A server's disk written over with an image: `doctl compute droplet-action rebuild|restore`,
 * `hcloud server rebuild`, `openstack server rebuild`, `linode-cli linodes rebuild`, `vultr-cli
 * instance reinstall|restore`, `scw baremetal server reinstall`, `exo compute instance reset`, `metal
 * device reinstall`, `az vm|vmss reimage`, and `aws ec2 create-replace-root-volume-task
 * --delete-replaced-root-volume`. Reboots, power cycles, resizes, snapshots and a root volume
 * replaced with the old one kept stay allowed.
 */
export const REIMAGING_CASES: readonly CorpusCase[] = [
  planes.ask("doctl compute droplet-action rebuild 386734086 --image ubuntu-24-04-x64"),
  planes.ask("doctl compute droplet-action restore 386734086 --image-id 12389723 --wait"),
  planes.ask("hcloud server rebuild web1 --image ubuntu-24.04"),
  planes.ask("openstack server rebuild --image ubuntu-22.04 vm1"),
  planes.ask("openstack --os-cloud prod server rebuild vm1"),
  planes.ask("linode-cli linodes rebuild 123 --image linode/debian12 --root_pass $PASS"),
  planes.ask("vultr-cli instance reinstall 3f4e"),
  planes.ask("scw baremetal server reinstall 11111111-1111-1111-1111-111111111111 os-id=22222222"),
  planes.ask("exo compute instance reset web1 -z ch-gva-2"),
  planes.ask("metal device reinstall --id 7c1f --operating-system ubuntu_22_04"),
  planes.ask("az vm reimage -g shop -n web1"),
  planes.ask("az vmss reimage -g shop -n web --instance-ids 0 1"),
  planes.ask("aws ec2 create-replace-root-volume-task --instance-id i-0abc --image-id ami-0def --delete-replaced-root-volume"),
  planes.allow("doctl compute droplet-action reboot 386734086"),
  planes.allow("doctl compute droplet-action snapshot 386734086 --snapshot-name pre-upgrade"),
  planes.allow("hcloud server reboot web1"),
  planes.allow("hcloud server describe web1"),
  planes.allow("openstack server reboot vm1"),
  planes.allow("openstack server show vm1"),
  planes.allow("linode-cli linodes reboot 123"),
  planes.allow("vultr-cli instance restart 3f4e"),
  planes.allow("az vm restart -g shop -n web1"),
  planes.allow("aws ec2 create-replace-root-volume-task --instance-id i-0abc"),
];

/**
 * Object stores of other clouds: `swift delete` of a container, `--all` or a prefix, `openstack
 * container delete --recursive`, `s5cmd rm` of a wildcard and `rb`, `s4cmd del -r`, `ossutil rm -r|-b`,
 * `obsutil rm` of a bucket, `coscmd deletebucket|delete -r`, `qshell batchdelete`, `linode-cli obj rb`.
 * One named object deleted, listings and uploads stay allowed.
 */
export const OTHER_OBJECT_STORE_CASES: readonly CorpusCase[] = [
  planes.ask("swift delete backups"),
  planes.ask("swift delete --all"),
  planes.ask("swift delete logs --prefix 2024/"),
  planes.ask("swift --os-cloud prod delete backups"),
  planes.ask("openstack container delete --recursive backups"),
  planes.ask("openstack container delete -r backups"),
  planes.ask("s5cmd rm 's3://shop-assets/*'"),
  planes.ask("s5cmd rb s3://shop-assets"),
  planes.ask("s4cmd del -r s3://shop-assets/"),
  planes.ask("ossutil rm oss://shop-assets -r -f"),
  planes.ask("ossutil rm oss://shop-assets -b -f"),
  planes.ask("aliyun oss rm oss://shop-assets/uploads/ -r -f"),
  planes.ask("obsutil rm obs://shop-assets -f"),
  planes.ask("coscmd deletebucket -f"),
  planes.ask("coscmd delete -r -f /"),
  planes.ask("qshell batchdelete shop-assets -i keys.txt --force"),
  planes.ask("linode-cli obj rb shop-assets --recursive"),
  planes.allow("swift delete backups 2024-01-01.tar.gz"),
  planes.allow("swift list backups"),
  planes.allow("swift upload backups db.dump"),
  planes.allow("openstack object delete backups 2024-01-01.tar.gz"),
  planes.allow("openstack object list backups"),
  planes.allow("openstack container list"),
  planes.allow("s5cmd rm s3://shop-assets/tmp/report.csv"),
  planes.allow("s5cmd ls 's3://shop-assets/*'"),
  planes.allow("ossutil rm oss://shop-assets/tmp/report.csv"),
  planes.allow("ossutil ls oss://shop-assets"),
  planes.allow("obsutil rm obs://shop-assets/tmp/report.csv -f"),
  planes.allow("coscmd delete tmp/report.csv"),
  planes.allow("qshell delete shop-assets tmp/report.csv"),
  planes.allow("linode-cli obj rm shop-assets tmp/report.csv"),
];

/**
 * A global table's replica removed (`aws dynamodb update-table --replica-updates
 * 'Delete={RegionName=…}'`), and one-item deletes repeated over what a listing returned (`… |
 * xargs aws dynamodb delete-item`, `… | while read k; do aws s3api delete-object …; done`, `for k
 * in $(gsutil ls …); do gsutil rm …; done`). One item deleted, a replica added, the billing mode
 * changed, and loops that only print stay allowed.
 */
export const REPLICA_AND_LISTED_DELETE_CASES: readonly CorpusCase[] = [
  planes.ask("aws dynamodb update-table --table-name Orders --replica-updates 'Delete={RegionName=eu-west-1}'"),
  planes.ask(`aws dynamodb update-table --table-name Orders --replica-updates '[{"Delete":{"RegionName":"eu-west-1"}}]'`),
  planes.ask(`aws dynamodb scan --table-name Orders --query 'Items[].id.S' --output text | xargs -n1 -I{} aws dynamodb delete-item --table-name Orders --key '{"id":{"S":"{}"}}'`, plain),
  planes.ask(`aws s3api list-objects --bucket shop-assets --query 'Contents[].Key' --output text | while read k; do aws s3api delete-object --bucket shop-assets --key "$k"; done`, plain),
  planes.ask("for k in $(gsutil ls gs://shop-assets); do gsutil rm $k; done", plain),
  planes.ask("gsutil ls gs://shop-assets/tmp/ | xargs gsutil rm", plain),
  planes.ask(`aws dynamodb scan --table-name Orders | jq -r ".Items[].id.S" | while read id; do aws dynamodb delete-item --table-name Orders --key "{\\"id\\":{\\"S\\":\\"$id\\"}}"; done`, plain),
  planes.allow("aws dynamodb update-table --table-name Orders --billing-mode PAY_PER_REQUEST"),
  planes.allow("aws dynamodb update-table --table-name Orders --replica-updates 'Create={RegionName=eu-west-1}'"),
  planes.allow(`aws dynamodb delete-item --table-name Orders --key '{"id":{"S":"1"}}'`),
  planes.allow("for k in a.txt b.txt; do aws s3api delete-object --bucket shop-assets --key $k; done", plain),
  planes.allow("aws s3api list-objects --bucket shop-assets | xargs -n1 echo", plain),
  planes.allow(`aws s3 ls s3://shop-assets | while read line; do echo "$line"; done`, plain),
];

/**
 * Cloud resources deleted through Ansible ad-hoc commands: a cloud collection's module (or its
 * short pre-collection name) told `state=absent` (`terminated`). Reads (`*_info`), other states and
 * modules that work on the managed hosts stay allowed.
 */
export const ANSIBLE_CLOUD_CASES: readonly CorpusCase[] = [
  planes.ask(`ansible localhost -m amazon.aws.ec2_instance -a "instance_ids=i-0abc state=absent"`),
  planes.ask(`ansible localhost -m amazon.aws.s3_bucket -a "name=shop-assets state=absent force=true"`),
  planes.ask(`ansible localhost -m azure.azcollection.azure_rm_resourcegroup -a "name=shop state=absent force_delete_nonempty=true"`),
  planes.ask(`ansible localhost -m google.cloud.gcp_compute_instance -a "name=web1 zone=us-central1-a project=shop-prod state=absent"`),
  planes.ask(`ansible localhost -m openstack.cloud.server -a "name=vm1 state=absent"`),
  planes.ask(`ansible localhost --module-name=hetzner.hcloud.server --args "name=web1 state=absent"`),
  planes.allow("ansible localhost -m amazon.aws.ec2_instance_info"),
  planes.allow(`ansible localhost -m amazon.aws.ec2_instance -a "instance_ids=i-0abc state=stopped"`),
  planes.allow(`ansible localhost -m hetzner.hcloud.server -a "name=web1 state=present server_type=cx22 image=ubuntu-24.04"`),
  planes.allow(`ansible webservers -m file -a "path=/tmp/build state=absent"`),
];

export const PLANE_ROUND_18_CASES: readonly CorpusCase[] = [...CLOUD_CMDLET_DELETE_CASES, ...SDK_CALL_CASES, ...REIMAGING_CASES, ...OTHER_OBJECT_STORE_CASES, ...REPLICA_AND_LISTED_DELETE_CASES, ...ANSIBLE_CLOUD_CASES];
