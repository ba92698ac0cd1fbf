import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");

/**
 * A cloud provider's audit and detection trail stopped, deleted or narrowed, from the providers'
 * CLI references (AWS CloudTrail, flow and query logs, GuardDuty, Config, Security Hub,
 * Inspector, Macie, Detective, CloudWatch Logs, Organizations; Google Cloud Logging, IAM audit
 * configuration, Security Command Center; Azure Monitor, Defender for Cloud, Sentinel), with
 * options before and after the operation and requests read from files. Reading the trail and
 * turning it on stay allowed.
 */
const AUDIT: readonly CorpusCase[] = [
  planes.ask("aws cloudtrail stop-logging --name acme-audit-trail"),
  planes.ask("aws --profile prod --region eu-west-1 cloudtrail stop-logging --name org-trail"),
  planes.ask("aws cloudtrail update-trail --name org-trail --no-is-multi-region-trail"),
  planes.ask("aws cloudtrail update-trail --name org-trail --no-include-global-service-events --region us-east-1"),
  planes.ask("aws cloudtrail update-trail --cli-input-json file://trail.json"),
  planes.ask("aws cloudtrail update-trail --cli-input-json '{\"Name\":\"org-trail\",\"IsMultiRegionTrail\":false}'"),
  planes.ask("aws cloudtrail put-event-selectors --trail-name org-trail --event-selectors '[{\"ReadWriteType\":\"ReadOnly\",\"IncludeManagementEvents\":true}]'"),
  planes.ask("aws cloudtrail put-event-selectors --trail-name org-trail --event-selectors ReadWriteType=All,IncludeManagementEvents=false"),
  planes.ask("aws cloudtrail put-event-selectors --trail-name org-trail --advanced-event-selectors '[{\"FieldSelectors\":[{\"Field\":\"eventCategory\",\"Equals\":[\"Management\"]},{\"Field\":\"readOnly\",\"Equals\":[\"true\"]}]}]'"),
  planes.ask("aws cloudtrail put-event-selectors --trail-name org-trail --event-selectors file://selectors.json"),
  planes.ask("aws cloudtrail put-insight-selectors --trail-name org-trail --insight-selectors '[]'"),
  planes.ask("aws cloudtrail stop-event-data-store-ingestion --event-data-store arn:aws:cloudtrail:us-east-1:111122223333:eventdatastore/eds1"),
  planes.ask("aws ec2 delete-flow-logs --flow-log-ids fl-1234567890abcdef0"),
  planes.ask("aws route53resolver disassociate-resolver-query-log-config --resolver-query-log-config-id rqlc-1 --resource-id vpc-1"),
  planes.ask("aws guardduty update-detector --detector-id 12abc34d567e8fa901bc2d34e56789f0 --no-enable"),
  planes.ask("aws guardduty update-detector --cli-input-json '{\"DetectorId\":\"12abc\",\"Enable\":false}'"),
  planes.ask("aws guardduty update-detector --detector-id 12abc --features '[{\"Name\":\"S3_DATA_EVENTS\",\"Status\":\"DISABLED\"}]'"),
  planes.ask("aws guardduty create-filter --detector-id 12abc --name hide-all --action ARCHIVE --finding-criteria '{\"Criterion\":{\"severity\":{\"Gte\":0}}}'"),
  planes.ask("aws guardduty disassociate-members --detector-id 12abc --account-ids 111122223333"),
  planes.ask("aws configservice stop-configuration-recorder --configuration-recorder-name acme-recorder"),
  planes.ask("aws securityhub disable-security-hub"),
  planes.ask("aws securityhub update-standards-control --standards-control-arn arn:aws:securityhub:x --control-status DISABLED --disabled-reason noise"),
  planes.ask("aws inspector2 disable --resource-types EC2 ECR"),
  planes.ask("aws macie2 update-macie-session --status PAUSED"),
  planes.ask("aws detective disassociate-membership --graph-arn arn:aws:detective:us-east-1:1:graph:abc"),
  planes.ask("aws logs put-retention-policy --log-group-name aws-cloudtrail-logs-org --retention-in-days 7"),
  planes.ask("aws organizations leave-organization"),
  planes.ask("aws organizations detach-policy --policy-id p-examplepolicyid111 --target-id 111122223333"),
  planes.ask("gcloud logging sinks update _Default --add-exclusion=name=everything,filter='severity>=DEFAULT'"),
  planes.ask("gcloud beta logging sinks update _Required --disabled"),
  planes.ask("gcloud alpha logging sinks delete audit-export --project acme-prod"),
  planes.ask("gcloud logging exclusions create drop-data-access --log-filter='logName:\"cloudaudit.googleapis.com%2Fdata_access\"'"),
  planes.ask("gcloud projects set-iam-policy acme-prod policy.json"),
  planes.ask("gcloud scc notifications delete scc-to-pubsub --organization=123456"),
  planes.ask("gcloud scc muteconfigs create mute-all --organization=123456 --filter='category=\"OPEN_FIREWALL\"'"),
  planes.ask("gcloud compute networks subnets update default --region us-central1 --no-enable-flow-logs"),
  planes.ask("gcloud services disable logging.googleapis.com --force"),
  planes.ask("az monitor diagnostic-settings delete --name send-to-law --resource /subscriptions/0/resourceGroups/rg/providers/Microsoft.KeyVault/vaults/kv"),
  planes.ask("az monitor activity-log alert delete --name admin-ops -g security"),
  planes.ask("az monitor activity-log alert update --name admin-ops -g security --enabled false"),
  planes.ask("az security pricing create --name VirtualMachines --tier Free"),
  planes.ask("az security pricing create -n StorageAccounts --tier=free"),
  planes.ask("az sentinel alert-rule delete --resource-group soc --workspace-name law --rule-id brute-force"),
  planes.ask("az monitor log-profiles delete --name default"),
  planes.ask("az monitor diagnostic-settings create --name send-to-law --resource \"$KV_ID\" --workspace law --logs '[{\"category\":\"AuditEvent\",\"enabled\":false}]'"),
  planes.ask("az network watcher flow-log update --location westus --name nsg-log --enabled false"),
  planes.allow("aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=ConsoleLogin --max-results 20"),
  planes.allow("aws cloudtrail describe-trails --include-shadow-trails"),
  planes.allow("aws cloudtrail get-event-selectors --trail-name org-trail"),
  planes.allow("aws cloudtrail get-trail-status --name org-trail"),
  planes.allow("aws cloudtrail create-trail --name org-trail --s3-bucket-name acme-trail --is-multi-region-trail"),
  planes.allow("aws cloudtrail start-logging --name org-trail"),
  planes.allow("aws cloudtrail put-event-selectors --trail-name org-trail --event-selectors '[{\"ReadWriteType\":\"All\",\"IncludeManagementEvents\":true}]'"),
  planes.allow("aws guardduty create-detector --enable --finding-publishing-frequency FIFTEEN_MINUTES"),
  planes.allow("aws guardduty update-detector --detector-id 12abc --enable"),
  planes.allow("aws guardduty list-findings --detector-id 12abc"),
  planes.allow("aws guardduty create-filter --detector-id 12abc --name high --action NOOP --finding-criteria '{}'"),
  planes.allow("aws securityhub get-findings --max-items 10"),
  planes.allow("aws logs put-retention-policy --log-group-name /aws/lambda/api --retention-in-days 14"),
  planes.allow("aws logs filter-log-events --log-group-name aws-cloudtrail-logs-org --filter-pattern ERROR"),
  planes.allow("gcloud logging read 'protoPayload.methodName=\"SetIamPolicy\"' --limit 20 --format json"),
  planes.allow("gcloud logging sinks describe _Default"),
  planes.allow("gcloud beta logging sinks create audit-export storage.googleapis.com/acme-audit --log-filter='logName:cloudaudit'"),
  planes.allow("gcloud projects get-iam-policy acme-prod --format json"),
  planes.allow("gcloud scc findings list organizations/123456 --filter='state=\"ACTIVE\"'"),
  planes.allow("gcloud compute networks subnets update default --region us-central1 --enable-flow-logs"),
  planes.allow("az monitor diagnostic-settings list --resource /subscriptions/0/resourceGroups/rg/providers/Microsoft.KeyVault/vaults/kv"),
  planes.allow("az monitor activity-log list --offset 1d"),
  planes.allow("az monitor diagnostic-settings create --name send-to-law --resource \"$KV_ID\" --workspace law --logs '[{\"category\":\"AuditEvent\",\"enabled\":true}]'"),
  planes.allow("az security pricing create --name VirtualMachines --tier Standard"),
  planes.allow("az sentinel alert-rule list --resource-group soc --workspace-name law"),
];

/**
 * A cloud account's data shared with other accounts or made public, from the providers' CLI
 * references, by every documented spelling (`--operation-type add --user-ids`, the `Add=[…]`
 * shorthand, JSON bodies, `gsutil` and `gcloud storage`). Describing a share, removing one, a
 * presigned link of minutes and a public Cloud Run service stay allowed.
 */
const SHARING: readonly CorpusCase[] = [
  planes.ask("aws ec2 modify-snapshot-attribute --snapshot-id snap-0abc --attribute createVolumePermission --operation-type add --user-ids 444455556666"),
  planes.ask("aws ec2 modify-snapshot-attribute --snapshot-id snap-0abc --create-volume-permission 'Add=[{Group=all}]'"),
  planes.ask("aws ec2 modify-image-attribute --image-id ami-0abc --launch-permission '{\"Add\":[{\"UserId\":\"444455556666\"}]}'"),
  planes.ask("aws --region us-west-2 ec2 modify-image-attribute --image-id ami-0abc --attribute launchPermission --operation-type add --group-names all"),
  planes.ask("aws rds modify-db-snapshot-attribute --db-snapshot-identifier prod-final --attribute-name restore --values-to-add all"),
  planes.ask("aws rds modify-db-cluster-snapshot-attribute --db-cluster-snapshot-identifier prod-snap --attribute-name restore --values-to-add 444455556666"),
  planes.ask("aws s3api put-bucket-acl --bucket acme-exports --acl public-read"),
  planes.ask("aws s3api put-bucket-acl --bucket acme-exports --grant-read uri=http://acs.amazonaws.com/groups/global/AllUsers"),
  planes.ask("aws s3api put-bucket-policy --bucket acme-exports --policy '{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":\"*\",\"Action\":\"s3:GetObject\",\"Resource\":\"arn:aws:s3:::acme-exports/*\"}]}'"),
  planes.ask("aws s3api put-public-access-block --bucket acme-exports --public-access-block-configuration BlockPublicAcls=false,IgnorePublicAcls=false,BlockPublicPolicy=false,RestrictPublicBuckets=false"),
  planes.ask("aws s3api delete-public-access-block --bucket acme-exports"),
  planes.ask("aws s3 presign s3://acme-backups/db-2024-05-01.sql.gz --expires-in 604800"),
  planes.ask("aws lambda add-permission --function-name billing --statement-id open --action lambda:GetFunction --principal '*'"),
  planes.ask("aws secretsmanager put-resource-policy --secret-id prod/db --resource-policy '{\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"*\"},\"Action\":\"secretsmanager:GetSecretValue\",\"Resource\":\"*\"}]}'"),
  planes.ask("aws sqs add-permission --queue-url https://sqs.us-east-1.amazonaws.com/1/orders --label x --aws-account-ids 444455556666 --actions ReceiveMessage"),
  planes.ask("gcloud compute images add-iam-policy-binding golden-image --member=allAuthenticatedUsers --role=roles/compute.imageUser"),
  planes.ask("gcloud compute snapshots add-iam-policy-binding prod-disk-snap --member allUsers --role roles/compute.storageAdmin"),
  planes.ask("gcloud storage buckets add-iam-policy-binding gs://acme-exports --member=allUsers --role=roles/storage.objectViewer"),
  planes.ask("gcloud secrets add-iam-policy-binding prod-db-password --member=user:someone@gmail.com --role=roles/secretmanager.secretAccessor"),
  planes.ask("gsutil iam ch allUsers:objectViewer gs://acme-exports"),
  planes.ask("gsutil -m acl ch -u AllUsers:R gs://acme-exports/**"),
  planes.ask("gsutil signurl -d 7d sa-key.json gs://acme-backups/prod.sql"),
  planes.ask("gcloud storage sign-url gs://acme-backups/prod.sql --private-key-file=sa-key.json --duration=5d"),
  planes.ask("gcloud storage buckets update gs://acme-exports --no-public-access-prevention"),
  planes.ask("gcloud sql instances patch prod-db --authorized-networks=0.0.0.0/0"),
  planes.ask("az snapshot grant-access --resource-group rg --name prod-os-snap --duration-in-seconds 3600"),
  planes.ask("az disk grant-access -g rg -n prod-data --access-level Read --duration-in-seconds 86400"),
  planes.ask("az storage container set-permission --name exports --public-access container --account-name acmedata"),
  planes.ask("az storage account update --name acmedata --allow-blob-public-access true"),
  planes.allow("aws ec2 describe-snapshot-attribute --snapshot-id snap-0abc --attribute createVolumePermission"),
  planes.allow("aws ec2 modify-snapshot-attribute --snapshot-id snap-0abc --attribute createVolumePermission --operation-type remove --user-ids 444455556666"),
  planes.allow("aws ec2 modify-image-attribute --image-id ami-0abc --launch-permission 'Remove=[{Group=all}]'"),
  planes.allow("aws rds modify-db-snapshot-attribute --db-snapshot-identifier prod-final --attribute-name restore --values-to-remove all"),
  planes.allow("aws s3api get-bucket-acl --bucket acme-exports"),
  planes.allow("aws s3api put-bucket-acl --bucket acme-exports --acl private"),
  planes.allow("aws s3api put-public-access-block --bucket acme-exports --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true"),
  planes.allow("aws s3 presign s3://acme-artifacts/build-123.zip --expires-in 900"),
  planes.allow("aws lambda add-permission --function-name resize --statement-id s3 --action lambda:InvokeFunction --principal s3.amazonaws.com --source-arn arn:aws:s3:::acme-uploads"),
  planes.allow("gcloud run services add-iam-policy-binding web --member=allUsers --role=roles/run.invoker --region us-central1"),
  planes.allow("gcloud storage buckets add-iam-policy-binding gs://acme-build --member=serviceAccount:ci@acme.iam.gserviceaccount.com --role=roles/storage.objectAdmin"),
  planes.allow("gsutil iam ch -d allUsers:objectViewer gs://acme-exports"),
  planes.allow("gcloud compute images get-iam-policy golden-image"),
  planes.allow("az snapshot revoke-access --resource-group rg --name prod-os-snap"),
  planes.allow("az storage container set-permission --name exports --public-access off --account-name acmedata"),
];

const secrets = casesOf("secrets");

/**
 * Long-lived cloud credentials minted or set through the providers' CLIs, written to a file or
 * printed. Listing, disabling and deleting keys (rotating them out) and logging in stay allowed.
 */
const MINTING: readonly CorpusCase[] = [
  secrets.ask("gcloud iam service-accounts keys create ./sa.json --iam-account deployer@acme.iam.gserviceaccount.com"),
  secrets.ask("gcloud beta iam service-accounts keys create --iam-account=deployer@acme.iam.gserviceaccount.com /tmp/sa-key.json"),
  secrets.ask("gcloud iam service-accounts keys upload public.pem --iam-account deployer@acme.iam.gserviceaccount.com"),
  secrets.ask("aws iam create-login-profile --user-name ci-bot --password 'Temp#2024pass' --no-password-reset-required"),
  secrets.ask("aws iam update-login-profile --user-name admin --password 'N3w#Secret!'"),
  secrets.ask("aws iam upload-ssh-public-key --user-name ci-bot --ssh-public-key-body file://id_ed25519.pub"),
  secrets.ask("aws --profile prod iam create-access-key --user-name deploy"),
  secrets.ask("az ad sp create-for-rbac --name gh-deployer --role Contributor --scopes /subscriptions/0000"),
  secrets.ask("az ad app credential reset --id 00000000-0000-0000-0000-000000000000 --years 2"),
  secrets.ask("az ad user update --id ada@acme.onmicrosoft.com --password 'Winter2024!' --force-change-password-next-sign-in false"),
  secrets.allow("aws iam list-access-keys --user-name deploy"),
  secrets.allow("aws iam delete-access-key --user-name deploy --access-key-id AKIAIOSFODNN7EXAMPLE"),
  secrets.allow("aws iam update-access-key --user-name deploy --access-key-id AKIAIOSFODNN7EXAMPLE --status Inactive"),
  secrets.allow("gcloud iam service-accounts keys list --iam-account deployer@acme.iam.gserviceaccount.com --managed-by user"),
  secrets.allow("gcloud iam service-accounts keys delete 1a2b3c --iam-account deployer@acme.iam.gserviceaccount.com --quiet"),
  secrets.allow("az ad app credential list --id 00000000-0000-0000-0000-000000000000"),
  secrets.allow("az ad sp credential delete --id 00000000-0000-0000-0000-000000000000 --key-id 1111"),
  secrets.allow("gcloud auth application-default login"),
  secrets.allow("aws sso login --profile staging-admin"),
  secrets.allow("az login --use-device-code"),
];

const git = casesOf("git");

/**
 * A hosted repository made public, its security features turned off or access to it given away,
 * through the hosting services' CLIs and REST APIs, by every documented method and field spelling
 * (`-X`, `-XPATCH`, `--method=`, `--request`, `-Method`; `-f`, `-F`, `--raw-field`, nested
 * `a[b][c]=v`, JSON bodies from `-d`, `--input -` and `-Body`, HTTPie's `:=`). Reading settings,
 * issues and comments, descriptions and making a repository private stay allowed.
 */
const HOSTING: readonly CorpusCase[] = [
  git.ask("gh api -X PATCH repos/acme/app -f visibility=public"),
  git.ask("gh api --method=PATCH repos/acme/app -F private=false"),
  git.ask("gh api repos/acme/app -XPATCH --raw-field visibility=public"),
  git.ask("gh api -X PATCH repos/acme/app --input - <<< '{\"visibility\":\"public\"}'"),
  git.ask("curl -s -X PATCH -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/repos/acme/app -d '{\"private\": false}'"),
  git.ask("http PATCH https://api.github.com/repos/acme/app private:=false \"Authorization:Bearer $GITHUB_TOKEN\""),
  git.ask("glab api --method PUT projects/42 -f visibility=public"),
  git.ask("curl --request PUT --header \"PRIVATE-TOKEN: $GL_TOKEN\" 'https://gitlab.com/api/v4/projects/42?visibility=public'"),
  git.ask("curl -X PUT https://api.bitbucket.org/2.0/repositories/acme/app -H 'Content-Type: application/json' -d '{\"is_private\": false}'"),
  git.ask("Invoke-RestMethod -Method Patch -Uri https://api.github.com/repos/acme/app -Body '{\"visibility\":\"public\"}' -Headers $h", { noVariants: true }),
  git.ask("gh repo edit acme/app --visibility public --accept-visibility-change-consequences"),
  git.ask("gh api graphql -f query='mutation { updateRepository(input: {repositoryId: \"R_1\", visibility: PUBLIC}) { repository { url } } }'"),
  git.ask("gh api -X PATCH repos/acme/app -f 'security_and_analysis[secret_scanning][status]=disabled'"),
  git.ask("gh api --method PATCH repos/acme/app --field 'security_and_analysis[secret_scanning_push_protection][status]=disabled'"),
  git.ask("curl -X PATCH https://api.github.com/repos/acme/app -d '{\"security_and_analysis\":{\"dependabot_security_updates\":{\"status\":\"disabled\"}}}'"),
  git.ask("gh api -X DELETE repos/acme/app/vulnerability-alerts"),
  git.ask("curl -XDELETE -H \"Authorization: token $GH\" https://api.github.com/repos/acme/app/automated-security-fixes"),
  git.ask("gh api -X PATCH repos/acme/app/code-scanning/default-setup -f state=not-configured"),
  git.ask("gh repo edit --enable-secret-scanning-push-protection=false"),
  git.ask("gh api -X PATCH orgs/acme -F secret_scanning_push_protection_enabled_for_new_repositories=false"),
  git.ask("gh api repos/acme/app/keys -f title=ci -f key=\"$(cat deploy.pub)\" -F read_only=false"),
  git.ask("gh api repos/acme/app/hooks -f name=web -f 'config[url]=https://hooks.example.net/collect' -f 'events[]=push'"),
  git.ask("gh api -X PUT repos/acme/app/collaborators/outsider -f permission=admin"),
  git.ask("glab api -X POST projects/42/members -f user_id=77 -f access_level=40"),
  git.ask("curl -X POST https://gitea.example.com/api/v1/repos/acme/app/keys -H 'Content-Type: application/json' -d '{\"title\":\"k\",\"key\":\"ssh-ed25519 AAAA\",\"read_only\":false}'"),
  git.ask("gh repo deploy-key add deploy.pub --allow-write --title ci"),
  git.ask("gh api -X PATCH \"repos/$GITHUB_REPOSITORY\" -f visibility=public"),
  git.ask("gh api -X PATCH repos/{owner}/{repo} -f visibility=public"),
  git.allow("gh api repos/acme/app --jq .visibility"),
  git.allow("gh api repos/acme/app/pulls --paginate --jq '.[].title'"),
  git.allow("gh api repos/acme/app/issues -f title='Flaky test' -f body='Seen on CI'"),
  git.allow("gh api -X PATCH repos/acme/app -f description='Billing service' -f homepage=https://acme.dev"),
  git.allow("gh api -X PATCH repos/acme/app -f visibility=private"),
  git.allow("gh api -X PATCH repos/acme/app -f 'security_and_analysis[secret_scanning][status]=enabled'"),
  git.allow("gh api -X PUT repos/acme/app/vulnerability-alerts"),
  git.allow("gh repo edit --description 'Billing service' --add-topic payments"),
  git.allow("gh repo edit --visibility private"),
  git.allow("gh repo deploy-key add deploy.pub --title read-only-ci"),
  git.allow("gh api repos/acme/app/hooks --jq '.[].config.url'"),
  git.allow("curl -s -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/repos/acme/app/collaborators"),
];

const ps = { noVariants: true };

/** The same controls through AWS Tools for PowerShell and the Az module. */
const CMDLETS: readonly CorpusCase[] = [
  planes.ask("Stop-CTLogging -Name org-trail -Region us-east-1", ps),
  planes.ask("Remove-AzDiagnosticSetting -ResourceId $kv.ResourceId -Name send-to-law", ps),
  planes.ask("Set-AzSecurityPricing -Name VirtualMachines -PricingTier Free", ps),
  planes.ask("pwsh -NoProfile -Command \"Remove-GDDetector -DetectorId 12abc -Force\"", ps),
  planes.ask("Grant-AzSnapshotAccess -ResourceGroupName rg -SnapshotName prod-os -DurationInSecond 3600 -Access Read", ps),
  planes.ask("Edit-EC2SnapshotAttribute -SnapshotId snap-0abc -Attribute createVolumePermission -OperationType Add -UserId 444455556666", ps),
  secrets.ask("New-IAMAccessKey -UserName deploy", ps),
  secrets.ask("New-AzADSpCredential -ObjectId 00000000-0000-0000-0000-000000000000", ps),
  planes.allow("Get-CTTrail -Region us-east-1", ps),
  planes.allow("Get-AzDiagnosticSetting -ResourceId $kv.ResourceId", ps),
  planes.allow("Set-AzSecurityPricing -Name VirtualMachines -PricingTier Standard", ps),
  planes.allow("Revoke-AzSnapshotAccess -ResourceGroupName rg -SnapshotName prod-os", ps),
];

/** Every case of the cloud security-controls families. */
export const CLOUD_CONTROL_CASES: readonly CorpusCase[] = [...AUDIT, ...SHARING, ...MINTING, ...HOSTING, ...CMDLETS];
