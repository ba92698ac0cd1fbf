import type { PlaneOperation, PlaneOptions } from "./planes-grid.js";

/**
 * The planes grid's clients family: cloud destruction reached through clients other than the
 * cloud CLIs — the clouds' PowerShell modules (AWS Tools for PowerShell, Az, Google Cloud Tools
 * for PowerShell, typed directly or through `pwsh -Command`), cloud SDK calls in code typed on the
 * command line (boto3, the AWS SDK for JavaScript, the Google Cloud, Azure, pydo, hcloud and
 * openstacksdk client libraries), commands that write an image over a server's disk, Ansible
 * ad-hoc commands with a cloud module, other clouds' object-store CLIs, a global table's replica removed, and one-key deletes repeated over a listing —
 * with the same clients' everyday look-alikes: reads, stopping and rebooting, one object or item
 * deleted by its key, `-WhatIf`, emulators on this machine. Each entry names the reference its
 * syntax comes from; the planes grid crosses them with its spellings.
 */

const AWS_PS = "https://docs.aws.amazon.com/powershell/latest/reference/items/";
const AZ_PS = "https://learn.microsoft.com/powershell/module/";
const GCP_PS = "https://cloud.google.com/tools/powershell/docs/";
const BOTO3 = "https://boto3.amazonaws.com/v1/documentation/api/latest/reference/services/";
const JS_V3 = "https://docs.aws.amazon.com/AWSJavaScriptSDK/v3/latest/client/";
const awsScope: PlaneOptions = { words: ["-Region", "eu-west-1", "-ProfileName", "prod"], where: "anywhere" };
const cliScope: PlaneOptions = { words: ["--profile", "prod", "--region", "eu-west-1"], where: "anywhere" };

function op(id: string, dangerous: boolean, argv: readonly string[], source: string, extra: Partial<PlaneOperation> = {}): PlaneOperation {
  return { id, dangerous, family: "clients", argv, source, ...extra };
}

/** An AWS Tools for PowerShell cmdlet, with the common `-Region` and `-ProfileName` parameters anywhere after it. */
const awsCmdlet = (id: string, dangerous: boolean, argv: readonly string[]): PlaneOperation =>
  op(id, dangerous, argv, `${AWS_PS}${argv[0] as string}.html`, { options: awsScope, env: "AWS_PROFILE=prod" });
/** Code run by an interpreter's `-c`/`-e` option. */
const code = (id: string, dangerous: boolean, interpreter: string, text: string, source: string): PlaneOperation =>
  op(id, dangerous, [interpreter, interpreter === "node" || interpreter === "ruby" ? "-e" : "-c", text], source, { env: "AWS_PROFILE=prod" });

export const CLIENT_OPERATIONS: readonly PlaneOperation[] = [
  // ---- The clouds' PowerShell modules
  awsCmdlet("ps-remove-ec2instance", true, ["Remove-EC2Instance", "-InstanceId", "i-0abc", "-Force"]),
  awsCmdlet("ps-remove-s3bucket", true, ["Remove-S3Bucket", "-BucketName", "shop-assets", "-DeleteBucketContent", "-Force"]),
  awsCmdlet("ps-remove-ddbtable", true, ["Remove-DDBTable", "-TableName", "Orders", "-Force"]),
  awsCmdlet("ps-remove-rdsdbinstance", true, ["Remove-RDSDBInstance", "-DBInstanceIdentifier", "prod", "-SkipFinalSnapshot", "$true", "-Force"]),
  awsCmdlet("ps-request-kmskeydeletion", true, ["Request-KMSKeyDeletion", "-KeyId", "1234abcd", "-PendingWindowInDay", "7"]),
  awsCmdlet("ps-remove-cfnstack", true, ["Remove-CFNStack", "-StackName", "shop-prod", "-Force"]),
  awsCmdlet("ps-remove-lmfunction", true, ["Remove-LMFunction", "-FunctionName", "checkout", "-Force"]),
  awsCmdlet("ps-clear-sqsqueue", true, ["Clear-SQSQueue", "-QueueUrl", "https://sqs.eu-west-1.amazonaws.com/1/orders"]),
  op("ps-remove-azresourcegroup", true, ["Remove-AzResourceGroup", "-Name", "shop-prod", "-Force"], `${AZ_PS}az.resources/remove-azresourcegroup`),
  op("ps-remove-azvm", true, ["Remove-AzVM", "-ResourceGroupName", "shop", "-Name", "web1", "-Force"], `${AZ_PS}az.compute/remove-azvm`),
  op("ps-remove-azstorageaccount", true, ["Remove-AzStorageAccount", "-ResourceGroupName", "shop", "-Name", "shopdata", "-Force"], `${AZ_PS}az.storage/remove-azstorageaccount`),
  op("ps-invoke-azvmreimage", true, ["Invoke-AzVMReimage", "-ResourceGroupName", "shop", "-VMName", "web1"], `${AZ_PS}az.compute/invoke-azvmreimage`),
  op("ps-remove-gceinstance", true, ["Remove-GceInstance", "-Project", "shop-prod", "-Zone", "europe-west1-b", "-Name", "web1"], `${GCP_PS}reference (Remove-GceInstance)`),
  op("ps-remove-gcsbucket", true, ["Remove-GcsBucket", "-Name", "shop-assets", "-Force"], `${GCP_PS}reference (Remove-GcsBucket)`),
  op("ps-remove-gcsqlinstance", true, ["Remove-GcSqlInstance", "-Project", "shop-prod", "-Instance", "orders"], `${GCP_PS}reference (Remove-GcSqlInstance)`),
  op("pwsh-command-remove-ec2instance", true, ["pwsh", "-NoProfile", "-Command", "Remove-EC2Instance -InstanceId i-0abc -Force"], "https://learn.microsoft.com/powershell/module/microsoft.powershell.core/about/about_pwsh (-Command)"),
  op("powershell-command-remove-azresourcegroup", true, ["powershell", "-Command", "Remove-AzResourceGroup -Name shop-prod -Force"], "https://learn.microsoft.com/powershell/module/microsoft.powershell.core/about/about_powershell_exe (-Command)"),
  op("pwsh-listing-piped-to-remove-s3object", true, ["pwsh", "-c", "Get-S3Object -BucketName shop-assets | Remove-S3Object -Force"], `${AWS_PS}Remove-S3Object.html (objects from the pipeline)`),
  awsCmdlet("ps-get-ec2instance", false, ["Get-EC2Instance"]),
  awsCmdlet("ps-stop-ec2instance", false, ["Stop-EC2Instance", "-InstanceId", "i-0abc"]),
  awsCmdlet("ps-remove-s3object-one", false, ["Remove-S3Object", "-BucketName", "shop-assets", "-Key", "tmp/report.csv", "-Force"]),
  awsCmdlet("ps-remove-ec2instance-whatif", false, ["Remove-EC2Instance", "-InstanceId", "i-0abc", "-WhatIf"]),
  awsCmdlet("ps-remove-iamaccesskey", false, ["Remove-IAMAccessKey", "-UserName", "ci", "-AccessKeyId", "AKIAOLD", "-Force"]),
  op("ps-get-azresourcegroup", false, ["Get-AzResourceGroup"], `${AZ_PS}az.resources/get-azresourcegroup`),
  op("ps-remove-azcontext", false, ["Remove-AzContext", "-Name", "old"], `${AZ_PS}az.accounts/remove-azcontext`),
  op("ps-get-gceinstance", false, ["Get-GceInstance", "-Project", "shop-prod"], `${GCP_PS}reference (Get-GceInstance)`),
  op("ps-remove-item-dist", false, ["Remove-Item", "./dist", "-Recurse", "-Force"], "https://learn.microsoft.com/powershell/module/microsoft.powershell.management/remove-item"),
  op("pwsh-command-get-ec2instance", false, ["pwsh", "-NoProfile", "-Command", "Get-EC2Instance | Select-Object InstanceId"], "about_pwsh (-Command)"),
  // ---- Cloud SDK calls in code typed on the command line
  code("boto3-delete-table", true, "python3", "import boto3; boto3.client('dynamodb').delete_table(TableName='Orders')", `${BOTO3}dynamodb/client/delete_table.html`),
  code("boto3-terminate-instances", true, "python3", "import boto3; boto3.client('ec2').terminate_instances(InstanceIds=['i-0abc'])", `${BOTO3}ec2/client/terminate_instances.html`),
  code("boto3-table-delete", true, "python3", "import boto3; boto3.resource('dynamodb').Table('Orders').delete()", `${BOTO3}dynamodb/table/delete.html`),
  code("boto3-bucket-objects-delete", true, "python3", "import boto3; boto3.resource('s3').Bucket('shop-assets').objects.all().delete()", "https://boto3.amazonaws.com/v1/documentation/api/latest/guide/collections.html (batch actions)"),
  code("boto3-schedule-key-deletion", true, "python3", "import boto3; boto3.client('kms').schedule_key_deletion(KeyId='k', PendingWindowInDays=7)", `${BOTO3}kms/client/schedule_key_deletion.html`),
  code("js-v3-delete-table-command", true, "node", "const {DynamoDBClient, DeleteTableCommand} = require('@aws-sdk/client-dynamodb'); new DynamoDBClient({}).send(new DeleteTableCommand({TableName: 'Orders'}))", `${JS_V3}dynamodb/command/DeleteTableCommand/`),
  code("js-v3-terminate-instances-command", true, "node", "const {EC2Client, TerminateInstancesCommand} = require('@aws-sdk/client-ec2'); new EC2Client({}).send(new TerminateInstancesCommand({InstanceIds: ['i-0abc']}))", `${JS_V3}ec2/command/TerminateInstancesCommand/`),
  code("js-v2-delete-table", true, "node", "const AWS = require('aws-sdk'); new AWS.DynamoDB().deleteTable({TableName: 'Orders'}).promise()", "https://docs.aws.amazon.com/AWSJavaScriptSDK/latest/AWS/DynamoDB.html#deleteTable-property"),
  code("ruby-delete-bucket", true, "ruby", "require 'aws-sdk-s3'; Aws::S3::Client.new.delete_bucket(bucket: 'shop-assets')", "https://docs.aws.amazon.com/sdk-for-ruby/v3/api/Aws/S3/Client.html#delete_bucket-instance_method"),
  code("gcs-bucket-delete-force", true, "python3", "from google.cloud import storage; storage.Client().bucket('shop-assets').delete(force=True)", "https://cloud.google.com/python/docs/reference/storage/latest/google.cloud.storage.bucket.Bucket#google_cloud_storage_bucket_Bucket_delete"),
  code("azure-resource-group-begin-delete", true, "python3", "from azure.mgmt.resource import ResourceManagementClient; from azure.identity import DefaultAzureCredential; ResourceManagementClient(DefaultAzureCredential(), 'sub').resource_groups.begin_delete('shop').result()", "https://learn.microsoft.com/python/api/azure-mgmt-resource/azure.mgmt.resource.resources.v2022_09_01.operations.resourcegroupsoperations#azure-mgmt-resource-resources-v2022-09-01-operations-resourcegroupsoperations-begin-delete"),
  code("pydo-droplets-destroy", true, "python3", "from pydo import Client; client = Client(token=t); client.droplets.destroy(droplet_id=123)", "https://pydo.readthedocs.io/en/latest/ (droplets.destroy)"),
  code("hcloud-servers-delete", true, "python3", "from hcloud import Client; client = Client(token=t); client.servers.delete(client.servers.get_by_name('web1'))", "https://hcloud-python.readthedocs.io/en/stable/api.clients.servers.html (ServersClient.delete)"),
  code("openstacksdk-delete-server", true, "python3", "import openstack; conn = openstack.connect(cloud='prod'); conn.compute.delete_server('vm1')", "https://docs.openstack.org/openstacksdk/latest/user/proxies/compute.html (delete_server)"),
  code("boto3-list-buckets", false, "python3", "import boto3; print(boto3.client('s3').list_buckets())", `${BOTO3}s3/client/list_buckets.html`),
  code("boto3-describe-instances", false, "python3", "import boto3; print(boto3.client('ec2').describe_instances())", `${BOTO3}ec2/client/describe_instances.html`),
  code("boto3-get-item", false, "python3", "import boto3; print(boto3.resource('dynamodb').Table('Orders').get_item(Key={'id': '1'}))", `${BOTO3}dynamodb/table/get_item.html`),
  code("boto3-delete-item-one", false, "python3", "import boto3; boto3.resource('dynamodb').Table('Orders').delete_item(Key={'id': '1'})", `${BOTO3}dynamodb/table/delete_item.html`),
  code("boto3-local-dynamodb-delete", false, "python3", "import boto3; boto3.resource('dynamodb', endpoint_url='http://localhost:8000').Table('Orders').delete()", "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/DynamoDBLocal.UsageNotes.html (endpoint_url)"),
  code("js-v3-list-buckets-command", false, "node", "const {S3Client, ListBucketsCommand} = require('@aws-sdk/client-s3'); new S3Client({}).send(new ListBucketsCommand({})).then(console.log)", `${JS_V3}s3/command/ListBucketsCommand/`),
  code("openstacksdk-list-servers", false, "python3", "import openstack; conn = openstack.connect(cloud='prod'); print(list(conn.compute.servers()))", "https://docs.openstack.org/openstacksdk/latest/user/proxies/compute.html (servers)"),
  // ---- A server's disk written over with an image
  op("doctl-droplet-rebuild", true, ["doctl", "compute", "droplet-action", "rebuild", "386734086", "--image", "ubuntu-24-04-x64"], "https://docs.digitalocean.com/reference/doctl/reference/compute/droplet-action/rebuild/", { options: { words: ["--context", "prod"], where: "anywhere" } }),
  op("hcloud-server-rebuild", true, ["hcloud", "server", "rebuild", "web1", "--image", "ubuntu-24.04"], "https://github.com/hetznercloud/cli/blob/main/docs/reference/manual/hcloud_server_rebuild.md", { options: { words: ["--context", "prod"], where: "anywhere" } }),
  op("openstack-server-rebuild", true, ["openstack", "server", "rebuild", "--image", "ubuntu-22.04", "vm1"], "https://docs.openstack.org/python-openstackclient/latest/cli/command-objects/server.html#server-rebuild", { options: { words: ["--os-cloud", "prod"], where: "before" } }),
  op("linode-cli-linodes-rebuild", true, ["linode-cli", "linodes", "rebuild", "123", "--image", "linode/debian12"], "https://techdocs.akamai.com/linode-api/reference/post-rebuild-linode-instance"),
  op("vultr-cli-instance-reinstall", true, ["vultr-cli", "instance", "reinstall", "3f4e"], "https://github.com/vultr/vultr-cli (instance reinstall)"),
  op("az-vm-reimage", true, ["az", "vm", "reimage", "-g", "shop", "-n", "web1"], "https://learn.microsoft.com/cli/azure/vm#az-vm-reimage", { options: { words: ["--subscription", "prod"], where: "anywhere" } }),
  op("aws-replace-root-volume-delete", true, ["aws", "ec2", "create-replace-root-volume-task", "--instance-id", "i-0abc", "--delete-replaced-root-volume"], "https://docs.aws.amazon.com/cli/latest/reference/ec2/create-replace-root-volume-task.html", { options: cliScope, env: "AWS_PROFILE=prod" }),
  op("doctl-droplet-reboot", false, ["doctl", "compute", "droplet-action", "reboot", "386734086"], "https://docs.digitalocean.com/reference/doctl/reference/compute/droplet-action/reboot/", { options: { words: ["--context", "prod"], where: "anywhere" } }),
  op("hcloud-server-reboot", false, ["hcloud", "server", "reboot", "web1"], "https://github.com/hetznercloud/cli/blob/main/docs/reference/manual/hcloud_server_reboot.md", { options: { words: ["--context", "prod"], where: "anywhere" } }),
  op("openstack-server-show", false, ["openstack", "server", "show", "vm1"], "https://docs.openstack.org/python-openstackclient/latest/cli/command-objects/server.html#server-show", { options: { words: ["--os-cloud", "prod"], where: "before" } }),
  op("az-vm-restart", false, ["az", "vm", "restart", "-g", "shop", "-n", "web1"], "https://learn.microsoft.com/cli/azure/vm#az-vm-restart", { options: { words: ["--subscription", "prod"], where: "anywhere" } }),
  op("aws-replace-root-volume-keep", false, ["aws", "ec2", "create-replace-root-volume-task", "--instance-id", "i-0abc"], "https://docs.aws.amazon.com/cli/latest/reference/ec2/create-replace-root-volume-task.html (the replaced volume is kept)", { options: cliScope, env: "AWS_PROFILE=prod" }),
  // ---- Other clouds' object stores
  op("swift-delete-container", true, ["swift", "delete", "backups"], "https://docs.openstack.org/python-swiftclient/latest/cli/index.html#swift-delete", { options: { words: ["--os-cloud", "prod"], where: "before" } }),
  op("swift-delete-all", true, ["swift", "delete", "--all"], "https://docs.openstack.org/python-swiftclient/latest/cli/index.html#swift-delete (--all)"),
  op("openstack-container-delete-recursive", true, ["openstack", "container", "delete", "--recursive", "backups"], "https://docs.openstack.org/python-openstackclient/latest/cli/command-objects/container.html#container-delete", { options: { words: ["--os-cloud", "prod"], where: "before" } }),
  op("s5cmd-rb", true, ["s5cmd", "rb", "s3://shop-assets"], "https://github.com/peak/s5cmd#readme (rb)"),
  op("ossutil-rm-recursive", true, ["ossutil", "rm", "oss://shop-assets", "-r", "-f"], "https://www.alibabacloud.com/help/en/oss/developer-reference/rm (-r)"),
  op("coscmd-deletebucket", true, ["coscmd", "deletebucket", "-f"], "https://www.tencentcloud.com/document/product/436/10976 (deletebucket)"),
  op("swift-list", false, ["swift", "list", "backups"], "https://docs.openstack.org/python-swiftclient/latest/cli/index.html#swift-list", { options: { words: ["--os-cloud", "prod"], where: "before" } }),
  op("swift-delete-one-object", false, ["swift", "delete", "backups", "2024-01-01.tar.gz"], "https://docs.openstack.org/python-swiftclient/latest/cli/index.html#swift-delete (named objects)"),
  op("openstack-object-list", false, ["openstack", "object", "list", "backups"], "https://docs.openstack.org/python-openstackclient/latest/cli/command-objects/object.html#object-list", { options: { words: ["--os-cloud", "prod"], where: "before" } }),
  op("s5cmd-rm-one", false, ["s5cmd", "rm", "s3://shop-assets/tmp/report.csv"], "https://github.com/peak/s5cmd#readme (rm)"),
  // ---- Ansible ad-hoc commands with a cloud module
  op("ansible-ec2-instance-absent", true, ["ansible", "localhost", "-m", "amazon.aws.ec2_instance", "-a", "instance_ids=i-0abc state=absent"], "https://docs.ansible.com/ansible/latest/collections/amazon/aws/ec2_instance_module.html (state: absent)"),
  op("ansible-azure-resourcegroup-absent", true, ["ansible", "localhost", "-m", "azure.azcollection.azure_rm_resourcegroup", "-a", "name=shop state=absent force_delete_nonempty=true"], "https://docs.ansible.com/ansible/latest/collections/azure/azcollection/azure_rm_resourcegroup_module.html"),
  op("ansible-hcloud-server-absent", true, ["ansible", "localhost", "-m", "hetzner.hcloud.server", "-a", "name=web1 state=absent"], "https://docs.ansible.com/ansible/latest/collections/hetzner/hcloud/server_module.html"),
  op("ansible-ec2-instance-info", false, ["ansible", "localhost", "-m", "amazon.aws.ec2_instance_info"], "https://docs.ansible.com/ansible/latest/collections/amazon/aws/ec2_instance_info_module.html"),
  op("ansible-ec2-instance-stopped", false, ["ansible", "localhost", "-m", "amazon.aws.ec2_instance", "-a", "instance_ids=i-0abc state=stopped"], "https://docs.ansible.com/ansible/latest/collections/amazon/aws/ec2_instance_module.html (state: stopped)"),
  // ---- Replicas, and one-key deletes repeated over a listing
  op("dynamodb-replica-delete", true, ["aws", "dynamodb", "update-table", "--table-name", "Orders", "--replica-updates", "Delete={RegionName=eu-west-1}"], "https://docs.aws.amazon.com/cli/latest/reference/dynamodb/update-table.html (--replica-updates Delete)", { options: cliScope, env: "AWS_PROFILE=prod" }),
  op("dynamodb-billing-mode", false, ["aws", "dynamodb", "update-table", "--table-name", "Orders", "--billing-mode", "PAY_PER_REQUEST"], "https://docs.aws.amazon.com/cli/latest/reference/dynamodb/update-table.html (--billing-mode)", { options: cliScope, env: "AWS_PROFILE=prod" }),
  op("scan-xargs-delete-item", true, ["bash", "-c", `aws dynamodb scan --table-name Orders --query 'Items[].id.S' --output text | xargs -n1 -I{} aws dynamodb delete-item --table-name Orders --key '{"id":{"S":"{}"}}'`], "xargs(1) -I; https://docs.aws.amazon.com/cli/latest/reference/dynamodb/delete-item.html"),
  op("list-objects-while-read-delete", true, ["bash", "-c", `aws s3api list-objects-v2 --bucket shop-assets --query 'Contents[].Key' --output text | tr '\\t' '\\n' | while read k; do aws s3api delete-object --bucket shop-assets --key "$k"; done`], "bash(1) while read; https://docs.aws.amazon.com/cli/latest/reference/s3api/delete-object.html"),
  op("gsutil-ls-for-rm", true, ["bash", "-c", "for k in $(gsutil ls gs://shop-assets/tmp/); do gsutil rm $k; done"], "bash(1) for; https://cloud.google.com/storage/docs/gsutil/commands/rm"),
  op("delete-item-one", false, ["aws", "dynamodb", "delete-item", "--table-name", "Orders", "--key", `{"id":{"S":"1"}}`], "https://docs.aws.amazon.com/cli/latest/reference/dynamodb/delete-item.html", { options: cliScope, env: "AWS_PROFILE=prod" }),
  op("list-objects-while-read-echo", false, ["bash", "-c", `aws s3api list-objects-v2 --bucket shop-assets --query 'Contents[].Key' --output text | while read k; do echo "$k"; done`], "bash(1) while read; https://docs.aws.amazon.com/cli/latest/reference/s3api/list-objects-v2.html"),
];
