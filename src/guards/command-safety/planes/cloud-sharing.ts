import type { Invocation } from "../model.js";
import { argumentText, cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";

/** An `Add` list that is not empty, in shorthand or JSON (`Add=[{UserId=1}]`, `{"Add":[{"Group":"all"}]}`). */
const ADDS = /["']?\bAdd["']?\s*[:=]\s*\[\s*\{/;
/** S3's canned ACLs and grantee groups that open a bucket or object to everyone, or every AWS account. */
const PUBLIC_CANNED = /^(?:public-read|public-read-write|authenticated-read)$/i;
const PUBLIC_GRANTEE = /acs\.amazonaws\.com\/groups\/global\/(?:AllUsers|AuthenticatedUsers)/i;
/** A resource policy statement whose principal is anyone (`"Principal":"*"`, `{"AWS":"*"}`, `{"AWS":["*"]}`). */
const ANY_PRINCIPAL = /\\?"Principal\\?"\s*:\s*(?:\\?"\*\\?"|\{\s*\\?"AWS\\?"\s*:\s*\[?\s*\\?"\*\\?")/;
/** Google's principals for everyone on the internet and every Google account. */
const EVERYONE = /^(?:allUsers|allAuthenticatedUsers)$/i;
/** A personal account of a consumer mail service: outside any organization. */
const PERSONAL = /^(?:user|group):[^@\s]+@(?:gmail|googlemail|outlook|hotmail|live|yahoo|proton|protonmail|icloud|gmx|yandex|mail)\.[a-z.]+$/i;
/** Presigned URLs valid longer than a day (the SDKs' default is an hour, S3's limit a week). */
const DAY_SECONDS = 86_400;

/** A policy given inline that lets anyone in, without a condition that narrows who (`aws:PrincipalOrgID`, a source ARN). */
function publicPolicy(text: string): boolean {
  return ANY_PRINCIPAL.test(text) && !/\\?"Condition\\?"\s*:/.test(text);
}
/** A policy statement's `Principal` value, in JSON or escaped JSON (`{"AWS":["arn:aws:iam::111122223333:root"]}`). */
const PRINCIPAL_VALUE = /\\?"Principal\\?"\s*:\s*(\{[^}]{0,2000}\}|\\?"[^"\\]{0,300}\\?")/g;
/** An AWS account id, alone or inside an ARN (`111122223333`, `arn:aws:iam::111122223333:role/x`). */
const ACCOUNT_ID = /(?<![\d.])\d{12}(?![\d.])/g;

/**
 * Whether a resource policy grants an account other than the one the command's own ARNs and URLs
 * name, without a condition (IAM User Guide, "Cross-account resource access in IAM": a resource
 * policy naming another account's principal is all it takes to share). With no account of the
 * owner in view the grant cannot be told from the owner's own, and is left alone.
 */
function foreignAccountPolicy(text: string): boolean {
  if (/\\?"Condition\\?"\s*:/.test(text)) return false;
  const principals = [...text.matchAll(PRINCIPAL_VALUE)].map((match) => match[1] as string);
  const granted = new Set(principals.flatMap((principal) => principal.match(ACCOUNT_ID) ?? []));
  if (granted.size === 0) return false;
  const own = new Set(text.replace(PRINCIPAL_VALUE, "").match(ACCOUNT_ID) ?? []);
  return own.size > 0 && [...granted].some((account) => !own.has(account));
}
const policyIsForeign = (command: CloudCommand): boolean => foreignAccountPolicy(argumentText(command));
/** `aws lambda add-permission --principal 111122223333` for a function whose ARN names another account, with no source or organization narrowing it. */
const invokedByForeignAccount = (command: CloudCommand): boolean => {
  const principal = (command.option("--principal") ?? "").trim();
  const own = (command.option("--function-name") ?? "").match(ACCOUNT_ID)?.[0];
  return /^\d{12}$/.test(principal) && own !== undefined && own !== principal && !command.has("--source-arn") && !command.has("--principal-org-id");
};
const policyIsPublic = (option: string) => (command: CloudCommand): boolean => publicPolicy(command.option(option) ?? argumentText(command));
/** gsutil's `allUsers` or `allAuthenticatedUsers` grantee given (not removed with `-d`): `iam ch allUsers:objectViewer`, `acl ch -u AllUsers:R`, `-g AllAuthenticatedUsers`. */
const grantsEveryone = (command: CloudCommand): boolean => command.values.some((value, index) => /^all(?:Authenticated)?Users(?::|$)/i.test(value) && command.values[index - 1] !== "-d");
/** A Resource Access Manager share naming an account or anyone (not the organization or one of its units), unless external principals are refused. */
const sharesOutside = (command: CloudCommand): boolean => !command.has("--no-allow-external-principals") && (command.option("--principals") ?? "").split(/[\s,]+/).some((principal) => principal !== "" && !/:organization\/|:ou\//.test(principal));

/** A snapshot's, image's or AMI's permission list given an account, a group (`all`) or an organization. */
function sharesImage(permission: string) {
  return (command: CloudCommand): boolean => {
    if (ADDS.test(command.option(permission) ?? "")) return true;
    return /^add$/i.test(command.option("--operation-type") ?? "") && ["--user-ids", "--group-names", "--user-groups", "--organization-arns", "--organizational-unit-arns"].some((name) => command.has(name));
  };
}

/** A duration (`7d`, `12h`, `3600s`, `604800`) in seconds. */
function seconds(duration: string): number {
  const match = /^(\d{1,9})([smhd]?)$/i.exec(duration.trim());
  if (!match) return 0;
  const unit = { "": 1, s: 1, m: 60, h: 3600, d: DAY_SECONDS }[(match[2] as string).toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

/**
 * Operations that share a cloud account's data outside it or make it public, from the providers'
 * CLI references: EBS snapshots, AMIs and FPGA images given to other accounts or `all`, RDS and
 * Redshift snapshots restorable elsewhere, S3 buckets and objects opened by ACLs, policies or a
 * removed public access block, resource policies (KMS, Secrets Manager, ECR, SNS, SQS, Lambda,
 * EFS, Glacier, Backup, OpenSearch) opened to any principal, presigned URLs valid for days;
 * Google Cloud IAM bindings to `allUsers` or `allAuthenticatedUsers`, public ACLs and public
 * access prevention removed, long signed URLs, databases opened to every address; Azure disks and
 * snapshots exported (`grant-access`), public blob access, gallery images shared, SQL firewalls
 * opened to every address.
 */
const OPERATIONS: readonly CloudOperation[] = [
  { command: "aws ec2 modify-snapshot-attribute", what: "shares an EBS snapshot with other accounts or makes it public", when: sharesImage("--create-volume-permission") },
  { command: "aws ec2 modify-image-attribute", what: "shares a machine image (AMI) with other accounts or makes it public", when: sharesImage("--launch-permission") },
  { command: "aws ec2 modify-fpga-image-attribute", what: "shares an FPGA image with other accounts or makes it public", when: sharesImage("--load-permission") },
  { command: "aws ec2 disable-snapshot-block-public-access", what: "lets EBS snapshots of the region be made public" },
  { command: "aws ec2 disable-image-block-public-access", what: "lets machine images of the region be made public" },
  { command: "aws ec2 modify-vpc-endpoint-service-permissions", what: "lets any account connect to the endpoint service", when: (c) => /(?:^|[\s,["'])\*(?:$|[\s,\]"'])/.test(c.option("--add-allowed-principals") ?? "") },
  { command: "aws rds modify-db-snapshot-attribute", what: "lets other accounts (or everyone: `all`) restore the database snapshot", when: (c) => c.has("--values-to-add") || /ValuesToAdd/.test(argumentText(c)) },
  { command: "aws rds modify-db-cluster-snapshot-attribute", what: "lets other accounts (or everyone: `all`) restore the cluster snapshot", when: (c) => c.has("--values-to-add") || /ValuesToAdd/.test(argumentText(c)) },
  { command: "aws rds modify-db-instance", what: "makes the database reachable from the internet", when: (c) => c.has("--publicly-accessible") },
  { command: "aws rds modify-db-cluster", what: "makes the database cluster reachable from the internet", when: (c) => c.has("--publicly-accessible") },
  { command: "aws redshift authorize-snapshot-access", what: "lets another account restore the Redshift snapshot" },
  { command: "aws s3api put-bucket-acl", what: "opens the bucket to everyone or every AWS account", when: (c) => PUBLIC_CANNED.test(c.option("--acl") ?? "") || PUBLIC_GRANTEE.test(argumentText(c)) },
  { command: "aws s3api put-object-acl", what: "opens the object to everyone or every AWS account", when: (c) => PUBLIC_CANNED.test(c.option("--acl") ?? "") || PUBLIC_GRANTEE.test(argumentText(c)) },
  { command: "aws s3api put-bucket-policy", what: "gives anyone access to the bucket", when: policyIsPublic("--policy") },
  { command: "aws s3api put-bucket-policy", what: "gives another account access to the bucket", when: policyIsForeign },
  { command: "aws s3api delete-public-access-block", what: "removes the bucket's block on public access" },
  { command: "aws s3api put-public-access-block", what: "turns the bucket's block on public access off", when: (c) => /(?:Block|Ignore|Restrict)Public\w*["']?\s*[:=]\s*false/i.test(argumentText(c)) },
  { command: "aws s3control delete-public-access-block", what: "removes the account's block on public S3 access" },
  { command: "aws s3control put-public-access-block", what: "turns the account's block on public S3 access off", when: (c) => /(?:Block|Ignore|Restrict)Public\w*["']?\s*[:=]\s*false/i.test(argumentText(c)) },
  { command: "aws s3 presign", what: "makes a download link valid for more than a day, usable by anyone who gets it", when: (c) => Number(c.option("--expires-in") ?? "0") > DAY_SECONDS },
  { command: "aws kms put-key-policy", what: "lets anyone use the KMS key", when: policyIsPublic("--policy") },
  { command: "aws kms put-key-policy", what: "lets another account use the KMS key", when: policyIsForeign },
  { command: "aws secretsmanager put-resource-policy", what: "lets anyone read the secret", when: policyIsPublic("--resource-policy") },
  { command: "aws secretsmanager put-resource-policy", what: "lets another account read the secret", when: policyIsForeign },
  { command: "aws ecr set-repository-policy", what: "lets anyone pull the container images", when: policyIsPublic("--policy-text") },
  { command: "aws ecr set-repository-policy", what: "lets another account pull the container images", when: policyIsForeign },
  { command: "aws sqs set-queue-attributes", what: "lets anyone use the queue", when: (c) => publicPolicy(argumentText(c)) },
  { command: "aws sqs set-queue-attributes", what: "lets another account use the queue", when: (c) => foreignAccountPolicy(argumentText(c)) },
  { command: "aws sns set-topic-attributes", what: "lets anyone use the topic", when: (c) => /^policy$/i.test(c.option("--attribute-name") ?? "") && publicPolicy(c.option("--attribute-value") ?? "") },
  { command: "aws sns set-topic-attributes", what: "lets another account use the topic", when: (c) => /^policy$/i.test(c.option("--attribute-name") ?? "") && foreignAccountPolicy(argumentText(c)) },
  { command: "aws sns add-permission", what: "lets other accounts use the topic" },
  { command: "aws sqs add-permission", what: "lets other accounts use the queue" },
  { command: "aws ram create-resource-share", what: "shares resources with accounts outside the organization", when: sharesOutside },
  { command: "aws ram associate-resource-share", what: "shares resources with accounts outside the organization", when: sharesOutside },
  { command: "aws lambda add-permission", what: "lets anyone invoke the function or read it", when: (c) => c.option("--principal") === "*" && !c.has("--source-arn") && !c.has("--source-account") && !c.has("--principal-org-id") },
  { command: "aws lambda add-permission", what: "lets another account invoke the function", when: invokedByForeignAccount },
  { command: "aws lambda add-layer-version-permission", what: "lets every account use the layer", when: (c) => c.option("--principal") === "*" && !c.has("--organization-id") },
  { command: "aws efs put-file-system-policy", what: "lets anyone mount the file system", when: policyIsPublic("--policy") },
  { command: "aws efs put-file-system-policy", what: "lets another account mount the file system", when: policyIsForeign },
  { command: "aws glacier set-vault-access-policy", what: "lets anyone read the vault's archives", when: policyIsPublic("--policy") },
  { command: "aws glacier set-vault-access-policy", what: "lets another account read the vault's archives", when: policyIsForeign },
  { command: "aws backup put-backup-vault-access-policy", what: "lets anyone use the backup vault", when: policyIsPublic("--policy") },
  { command: "aws backup put-backup-vault-access-policy", what: "lets another account use the backup vault", when: policyIsForeign },
  { command: "aws opensearch update-domain-config", what: "lets anyone reach the search domain", when: policyIsPublic("--access-policies") },
  { command: "aws es update-elasticsearch-domain-config", what: "lets anyone reach the search domain", when: policyIsPublic("--access-policies") },
  // Google Cloud.
  { command: "gcloud storage buckets update", what: "opens the bucket to everyone, or lets it be opened", when: (c) => /^(?:publicRead|publicReadWrite|authenticatedRead)$/i.test(c.option("--predefined-acl") ?? c.option("--predefined-default-object-acl") ?? "") || /entity=all(?:Authenticated)?Users/i.test(c.option("--add-acl-grant") ?? c.option("--add-default-object-acl-grant") ?? "") || c.has("--no-public-access-prevention") || /^(?:inherited|unspecified)$/i.test(c.option("--public-access-prevention") ?? "") },
  { command: "gcloud storage objects update", what: "opens the objects to everyone", when: (c) => /^(?:publicRead|publicReadWrite|authenticatedRead)$/i.test(c.option("--predefined-acl") ?? "") || /entity=all(?:Authenticated)?Users/i.test(c.option("--add-acl-grant") ?? "") },
  { command: "gcloud storage sign-url", what: "makes a download link valid for more than a day, usable by anyone who gets it", when: (c) => seconds(c.option("--duration") ?? c.option("-d") ?? "1h") > DAY_SECONDS },
  { command: "gcloud sql instances patch", what: "opens the database to every address on the internet", when: (c) => /(?:^|,)0\.0\.0\.0\/0(?:$|,)/.test(c.option("--authorized-networks") ?? "") },
  { command: "gsutil signurl", what: "makes a download link valid for more than a day, usable by anyone who gets it", when: (c) => seconds(c.option("-d") ?? "1h") > DAY_SECONDS },
  { command: "gsutil iam ch", what: "opens the bucket to everyone", when: grantsEveryone },
  { command: "gsutil acl ch", what: "opens the bucket or objects to everyone", when: grantsEveryone },
  { command: "gsutil defacl ch", what: "opens every new object of the bucket to everyone", when: grantsEveryone },
  { command: "gsutil acl set", what: "opens the bucket or objects to everyone", when: (c) => c.values.some((value) => /^(?:public-read|public-read-write|authenticated-read)$/i.test(value)) },
  { command: "gsutil defacl set", what: "opens every new object of the bucket to everyone", when: (c) => c.values.some((value) => /^(?:public-read|public-read-write|authenticated-read)$/i.test(value)) },
  { command: "gsutil pap set", what: "turns the bucket's public access prevention off", when: (c) => c.values.some((value) => /^(?:inherited|unspecified)$/i.test(value)) },
  // Azure.
  { command: "az snapshot grant-access", what: "makes a download link (SAS) to the whole snapshot, usable by anyone who gets it" },
  { command: "az disk grant-access", what: "makes a download link (SAS) to the whole disk, usable by anyone who gets it" },
  { command: "az storage container set-permission", what: "opens the container's blobs to everyone", when: (c) => /^(?:blob|container)$/i.test(c.option("--public-access") ?? "") },
  { command: "az storage container create", what: "creates a container whose blobs everyone can read", when: (c) => /^(?:blob|container)$/i.test(c.option("--public-access") ?? "") },
  { command: "az storage account update", what: "lets the account's containers be opened to everyone", when: (c) => /^true$/i.test(c.option("--allow-blob-public-access") ?? "") },
  { command: "az sig share add", what: "shares the image gallery with other subscriptions or tenants" },
  { command: "az sig share enable-community", what: "shares the image gallery with everyone" },
  { command: "az sql server firewall-rule create", what: "opens the SQL server to every address on the internet", when: (c) => c.option("--end-ip-address") === "255.255.255.255" },
  { command: "az sql server firewall-rule update", what: "opens the SQL server to every address on the internet", when: (c) => c.option("--end-ip-address") === "255.255.255.255" },
];
const TABLE = operationTable(OPERATIONS);
/** Google Cloud services whose IAM bindings to `allUsers` publish a web endpoint (an invoker), not data. */
const ENDPOINT_SERVICES = new Set(["run", "functions", "endpoints", "api-gateway", "iap"]);

/**
 * What a cloud CLI command shares outside the account or makes public (`aws ec2
 * modify-snapshot-attribute … --operation-type add --user-ids 1234`, `gcloud compute images
 * add-iam-policy-binding img --member=allUsers …`, `az snapshot grant-access …`). Describing a
 * share, removing one (`--operation-type remove`) and short presigned URLs stay unflagged, and so
 * does making a Cloud Run service or function public (its invoker role publishes an endpoint).
 *
 * @example
 * sharingEffects(invocation("az", "snapshot", "grant-access", "-n", "s", "-g", "g"))[0]?.rule // "planes.share-external"
 */
export function sharingEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined) return [];
  const operation = matchOperation(TABLE, command);
  if (operation) return [{ rule: "planes.share-external", what: operation.what }];
  // `gcloud … add-iam-policy-binding --member=allUsers` (or a personal account): any resource that holds data (images, snapshots, disks, buckets, secrets, keys, datasets, topics).
  if (command.cli === "gcloud" && command.words.some((word) => word === "add-iam-policy-binding" || word === "set-iam-policy") && !ENDPOINT_SERVICES.has(command.words[0] ?? "")) {
    const member = command.option("--member") ?? "";
    if ((EVERYONE.test(member.trim()) && !/(?:run|cloudfunctions)\.invoker$/.test(command.option("--role") ?? "")) || PERSONAL.test(member.trim())) {
      return [{ rule: "planes.share-external", what: `gives ${member} (${PERSONAL.test(member.trim()) ? "a personal account outside the organization" : "anyone"}) access to the ${command.words.slice(0, command.words.findIndex((word) => word.endsWith("-iam-policy-binding") || word === "set-iam-policy")).join(" ")} resource` }];
    }
  }
  return [];
}
