import { awsActionEffects } from "./cloud-clis.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * Cloud SDK calls in application code that destroy what a cloud holds: the same API actions the
 * CLI models know, in each SDK's spelling. An SDK call names its API action: boto3 and the Ruby SDK
 * in snake case (`client('dynamodb').delete_table(…)` is DeleteTable, `delete-table` to the CLI),
 * the AWS SDK for JavaScript v3 as a command class (`new DeleteTableCommand(…)`), v2 in camel case
 * (`dynamodb.deleteTable(…)`). From each SDK's reference:
 * - boto3 (Boto3 documentation, "Available services": clients and resources; a resource's
 *   `delete()`/`terminate()`, a collection's `objects.all().delete()`);
 * - AWS SDK for JavaScript v3 (`@aws-sdk/client-*`, one `<Action>Command` per action) and v2
 *   (`aws-sdk`, one camel-case method per action); AWS SDK for Ruby (`Aws::<Service>::Client`) and
 *   for PHP (`Aws\S3\S3Client`, `->deleteBucket(…)`);
 * - Google Cloud client libraries for Python (`google.cloud.storage` `Bucket.delete(force=True)`,
 *   `delete_<resource>`/`destroy_<resource>` methods of the service clients);
 * - Azure SDK for Python and JavaScript (`begin_delete`/`beginDelete` of the management clients,
 *   `delete_container`, `delete_share`, `delete_table`, `delete_queue` of the data clients);
 * - DigitalOcean's pydo (`client.droplets.destroy(…)`), hcloud-python (`client.servers.delete(…)`,
 *   `rebuild(…)`), openstacksdk (`conn.compute.delete_server(…)`, `rebuild_server(…)`).
 * A call is read only in code that loads that SDK; reads (`list_*`, `describe_*`, `get_*`, `scan`)
 * and one item, object or message deleted by its key stay allowed, as with the CLIs; code pointed
 * at an emulator on this machine (`endpoint_url='http://localhost:8000'`) is the developer's own.
 */

/** The SDKs, by what loading one looks like in code. */
const AWS_SDK = /\b(?:boto3|aioboto3|botocore)\b|@aws-sdk\/|['"]aws-sdk['"]|\bAws::[A-Z]|\bAws\\[A-Z]|\baws-sdk\b/;
const GOOGLE_SDK = /\bgoogle\.cloud\b|@google-cloud\//;
const AZURE_SDK = /\bazure\.(?:mgmt|storage|keyvault|cosmos|data)\b|@azure\//;
const OTHER_SDK = /\b(?:pydo|hcloud|openstack|digitalocean)\b/;

/** An endpoint on this machine: DynamoDB Local, LocalStack, MinIO, Azurite, the emulators of the Google client libraries. */
const LOCAL_ENDPOINT = /(?:endpoint_url|endpoint|api_endpoint|endpointUrl)\s*[=:]\s*(?:\{\s*url\s*:\s*)?['"`]https?:\/\/(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])[:/'"`]|UseDevelopmentStorage=true|STORAGE_EMULATOR_HOST|_EMULATOR_HOST\b/;

/** A snake-case action call (boto3, the Ruby SDK): `.delete_bucket(`, `.terminate_instances(`. */
const SNAKE_ACTION = /\.((?:delete|terminate|purge|deregister|remove|destroy)(?:_[a-z0-9]+)+|schedule_key_deletion|close_account)(?=\s*\(|[ \t]+[a-z_]+:)/g;
/** A v3 command class: `new DeleteTableCommand(`. */
const COMMAND_CLASS = /\bnew\s+((?:Delete|Terminate|Purge|Deregister|ScheduleKeyDeletion|CloseAccount|Remove)\w*)Command\s*\(/g;
/** A camel-case action call: JavaScript v2's `.deleteTable(`, the PHP SDK's `->deleteBucket(`. */
const CAMEL_ACTION = /(?:\.|->)((?:delete|terminate|purge|deregister|scheduleKeyDeletion|closeAccount)[A-Z]\w*)\s*\(/g;
/** The service a boto3 client or resource, a v3 package or a Ruby client is made for. */
const AWS_SERVICE = /\b(?:client|resource)\(\s*(?:service_name\s*=\s*)?['"]([\w-]+)['"]|@aws-sdk\/client-([\w-]+)|\bAws::(\w+)::|\bnew\s+(?:AWS\.)?(\w+)\(/;

/** boto3 resources whose own `delete()`/`terminate()` destroys them, and collections whose `delete()`/`terminate()` acts on every member. */
const BOTO3_RESOURCE = /\b(?:Table|Bucket|Instance|Volume|Snapshot|Image|Stack|Queue|Topic|Vpc|Subnet|DBInstance|Vault|FileSystem|LogGroup|Function|Cluster)\s*\([^()]*\)\s*\.\s*(?:delete|terminate|purge)\s*\(/;
const BOTO3_COLLECTION = /\.(?:objects|object_versions|instances|volumes|snapshots|images|multipart_uploads)\s*\.\s*(?:all|filter|limit|page_size)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*\.\s*(?:delete|terminate)\s*\(|\.(?:objects|object_versions)\s*\.\s*delete\s*\(/;

/**
 * A listing and a delete of what it lists in the same code: a bucket's objects listed then deleted
 * in batches (`list_objects_v2` or its paginator, then `delete_objects`; `ListObjectsV2Command`, then
 * `DeleteObjectsCommand`), a table scanned then its items deleted (`scan`, then `delete_item` or a
 * batch writer's `DeleteRequest`; `ScanCommand`, then `DeleteItemCommand`).
 */
const LISTED_OBJECTS = /\blist_objects(?:_v2)?\b|\blist_object_versions\b|\bListObject(?:sV2|Versions)?Command\b|\.listObjects(?:V2)?\s*\(/;
const DELETES_OBJECTS = /\.delete_objects\s*\(|\bDeleteObjectsCommand\b|\.deleteObjects\s*\(/;
const SCANNED_ITEMS = /\.scan\s*\(|\bScanCommand\b|get_paginator\(\s*['"]scan['"]/;
const DELETES_ITEMS = /\.delete_item\s*\(|\bDeleteItemCommand\b|\bDeleteRequest\b|\.deleteItem\s*\(|\.delete\s*\(\s*\{\s*TableName/;

/** The Ruby SDK's resources: `Aws::EC2::Resource.new.instance(id).terminate`, `Aws::S3::Resource.new.bucket(b).delete!` (every object, then the bucket). */
const RUBY_RESOURCE = /\.(?:instance|table|volume|snapshot|image|stack|queue|topic|vpc|db_instance|db_cluster)\(\s*['"][^'"]*['"]\s*\)\s*\.\s*(?:terminate|delete!?)(?![\w!])/;
const RUBY_BUCKET = /\.bucket\(\s*['"][^'"]*['"]\s*\)\s*\.\s*(?:delete!|objects(?:\([^()]*\))?\s*\.\s*batch_delete!)/;

/** Google Cloud Storage: a bucket deleted (`bucket(b).delete(force=True)`), or every blob a listing returned. */
const GOOGLE_BUCKET = /\b(?:bucket|get_bucket|lookup_bucket|Bucket)\s*\([^()]*\)\s*\.\s*delete\s*\(|\bbucket\s*\.\s*delete\s*\(|\.delete_blobs\s*\(/;
const GOOGLE_LISTED_BLOBS = /\blist_blobs\s*\(/;
const DELETE_CALL = /\.\s*delete\s*\(\s*\)/;
/** The Google client libraries' `delete_<resource>`/`destroy_<resource>` methods, and a Compute Engine client's `delete(`. */
const GOOGLE_DELETE = /\.((?:delete|destroy)_(?!blob\b|message\b|row\b|document\b|entry\b|labels?\b)\w+)\s*\(|\b(?:Instances|Disks|Snapshots|Images|InstanceGroupManagers)Client\s*\([^()]*\)\s*\.\s*delete\s*\(/;

/** Azure: a long-running delete of a management resource, or a container, share, table or queue of a data client. */
const AZURE_DELETE = /\.(?:begin_delete\w*|beginDelete\w*|purge_deleted_\w+|purgeDeleted\w+|delete_(?:container|share|table|queue|file_system|database)|delete(?:Container|Share|Table|Queue|FileSystem|Database))\s*\(/;

/**
 * pydo, hcloud-python and openstacksdk: a destroy, delete or rebuild through a client's resource
 * collection (`client.droplets.destroy(…)`, `client.servers.delete(…)`), openstacksdk's service
 * proxies (`conn.compute.delete_server(…)`) or its cloud layer (`conn.delete_server(…)`).
 */
const OTHER_DELETE = /\.\s*(?:droplets|volumes|servers|databases|kubernetes|compute|block_storage|object_store|network|images|floating_ips|primary_ips|load_balancers|firewalls|snapshots|projects|apps|domains|networks)\s*\.\s*((?:destroy|delete|rebuild)(?:_(?!object\b|record\b|message\b|tag\b)\w+)?)\s*\(|\bconn(?:ection)?\s*\.\s*((?:delete|rebuild)_(?!object\b)\w+)\s*\(/;

/**
 * What the cloud SDK calls of some application code destroy.
 *
 * @example
 * sdkCallEffects("import boto3; boto3.client('ec2').terminate_instances(InstanceIds=['i-1'])")[0]?.rule // "planes.cloud-delete"
 * sdkCallEffects("import boto3; print(boto3.client('s3').list_buckets())") // []
 */
export function sdkCallEffects(code: string): PlaneEffect[] {
  const aws = AWS_SDK.test(code);
  const google = !aws && GOOGLE_SDK.test(code);
  const azure = !aws && !google && AZURE_SDK.test(code);
  const other = !aws && !google && !azure && OTHER_SDK.test(code);
  if (!(aws || google || azure || other) || LOCAL_ENDPOINT.test(code)) return [];
  if (aws) return awsCalls(code);
  if (google) {
    if (GOOGLE_BUCKET.test(code) || (GOOGLE_LISTED_BLOBS.test(code) && DELETE_CALL.test(code))) return [{ rule: "planes.bucket-delete", what: "deletes a Cloud Storage bucket or every object a listing returned, through the Google Cloud client library" }];
    const call = GOOGLE_DELETE.exec(code);
    return call ? [{ rule: "planes.cloud-delete", what: `calls ${call[1] ?? "delete"} through the Google Cloud client library, which cannot be undone` }] : [];
  }
  if (azure) {
    const call = AZURE_DELETE.exec(code);
    return call ? [{ rule: "planes.cloud-delete", what: `calls ${call[0].replace(/^\.|\s*\($/g, "")} through the Azure SDK, which cannot be undone` }] : [];
  }
  const call = OTHER_DELETE.exec(code);
  const method = call?.[1] ?? call?.[2];
  return method ? [{ rule: "planes.cloud-delete", what: `calls ${method} through the cloud's SDK, which ${method.startsWith("rebuild") ? "wipes the server's disk" : "cannot be undone"}` }] : [];
}

/** The AWS actions the code calls, judged as the CLI judges them, and boto3's resource and collection deletes. */
function awsCalls(code: string): PlaneEffect[] {
  const service = AWS_SERVICE.exec(code);
  const named = (service?.[1] ?? service?.[2] ?? service?.[3] ?? service?.[4] ?? "").toLowerCase();
  const actions = [
    ...[...code.matchAll(SNAKE_ACTION)].map((match) => (match[1] as string).replaceAll("_", "-")),
    ...[...code.matchAll(COMMAND_CLASS), ...code.matchAll(CAMEL_ACTION)].map((match) => kebab(match[1] as string)),
  ];
  const effects = actions.flatMap((action) => awsActionEffects(named, action)).map((effect) => ({ rule: effect.rule, what: `${effect.what.replace(/^runs /, "calls ")} (through the AWS SDK)` }));
  if (LISTED_OBJECTS.test(code) && DELETES_OBJECTS.test(code)) effects.push({ rule: "planes.bucket-delete", what: "deletes every object a listing of the bucket returned" });
  if (SCANNED_ITEMS.test(code) && DELETES_ITEMS.test(code)) effects.push({ rule: "planes.store-delete", what: "deletes every item a scan of the table returned" });
  if (RUBY_BUCKET.test(code)) effects.push({ rule: "planes.bucket-delete", what: "deletes every object of the bucket through the Ruby SDK" });
  else if (RUBY_RESOURCE.test(code)) effects.push({ rule: "planes.cloud-delete", what: "deletes or terminates a resource through the Ruby SDK, which cannot be undone" });
  if (BOTO3_COLLECTION.test(code)) effects.push({ rule: "planes.bucket-delete", what: "deletes every member of a boto3 collection (every object of a bucket, every instance)" });
  else if (BOTO3_RESOURCE.test(code)) effects.push({ rule: "planes.cloud-delete", what: "deletes or terminates a resource through boto3, which cannot be undone" });
  return effects.slice(0, 4);
}

/** `DeleteTable`, `deleteTable` → `delete-table`. */
function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}
