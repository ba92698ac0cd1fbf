import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const host = casesOf("host");
const plain = { noVariants: true };

/**
 * A cloud or Microsoft 365 audit trail narrowed rather than stopped, from the providers' references:
 * CloudTrail event selectors leaving out management or write events (CloudTrail API reference,
 * PutEventSelectors; "Filtering data events by using advanced event selectors"), Cloud Logging's
 * `_Default` sink given a filter that drops audit logs (gcloud-logging-sinks-update(1)), Azure
 * diagnostic settings with log categories switched off (az monitor diagnostic-settings update),
 * and Exchange Online's mailbox and unified audit switches (Set-MailboxAuditBypassAssociation,
 * Set-Mailbox, Set-AdminAuditLogConfig, Set-OrganizationConfig). The same commands keeping
 * everything recorded, and reads, stay allowed.
 */
export const AUDIT_NARROWED_CASES: readonly CorpusCase[] = [
  planes.ask(`aws cloudtrail put-event-selectors --trail-name main --event-selectors '[{"ReadWriteType":"WriteOnly","IncludeManagementEvents":true}]'`),
  planes.ask(`aws cloudtrail put-event-selectors --advanced-event-selectors '[{"Name":"s3","FieldSelectors":[{"Field":"eventCategory","Equals":["Data"]},{"Field":"resources.type","Equals":["AWS::S3::Object"]}]}]' --trail-name main`),
  planes.ask("gcloud logging sinks update _Default --log-filter='NOT logName:cloudaudit.googleapis.com'"),
  planes.ask(`gcloud logging sinks update audit-export --log-filter='NOT logName:"cloudaudit.googleapis.com"' --project shop`),
  planes.ask("az monitor diagnostic-settings update --name audit --resource /subscriptions/s/resourceGroups/g/providers/Microsoft.KeyVault/vaults/v --set logs[0].enabled=false"),
  planes.ask(`az monitor diagnostic-settings update --name audit --resource vault-id --logs '[{"category":"AuditEvent","enabled":false}]'`),
  planes.ask("az monitor diagnostic-settings update --name audit --resource vault-id --remove logs"),
  planes.ask(`pwsh -Command 'Set-MailboxAuditBypassAssociation -Identity svc-backup -AuditBypassEnabled $true'`, plain),
  planes.ask(`pwsh -c 'Set-Mailbox -Identity ceo@contoso.com -AuditEnabled $false'`, plain),
  planes.ask(`pwsh -c 'Set-AdminAuditLogConfig -UnifiedAuditLogIngestionEnabled $false'`, plain),
  planes.ask(`pwsh -c 'Set-OrganizationConfig -AuditDisabled $true'`, plain),
  planes.ask(`pwsh -c 'Set-Mailbox -Identity bob -AuditEnabled:$false'`, plain),
  planes.allow(`aws cloudtrail put-event-selectors --trail-name main --event-selectors '[{"ReadWriteType":"All","IncludeManagementEvents":true}]'`),
  planes.allow(`aws cloudtrail put-event-selectors --trail-name main --advanced-event-selectors '[{"Name":"mgmt","FieldSelectors":[{"Field":"eventCategory","Equals":["Management"]}]}]'`),
  planes.allow("aws cloudtrail get-event-selectors --trail-name main"),
  planes.allow("gcloud logging sinks update my-errors --log-filter='severity>=ERROR'"),
  planes.allow("gcloud logging sinks describe _Default"),
  planes.allow(`az monitor diagnostic-settings update --name audit --resource vault-id --logs '[{"category":"AuditEvent","enabled":true}]'`),
  planes.allow("az monitor diagnostic-settings list --resource vault-id"),
  planes.allow(`pwsh -c 'Set-Mailbox -Identity bob -AuditEnabled $true'`, plain),
  planes.allow(`pwsh -c 'Set-Mailbox -Identity bob -DisplayName "Bob Smith"'`, plain),
  planes.allow(`pwsh -c 'Set-MailboxAuditBypassAssociation -Identity svc -AuditBypassEnabled $false'`, plain),
  planes.allow(`pwsh -c 'Set-OrganizationConfig -DefaultPublicFolderAgeLimit 30'`, plain),
  planes.allow(`pwsh -c 'Get-AdminAuditLogConfig | Format-List UnifiedAuditLogIngestionEnabled'`, plain),
];

/**
 * Host protections changed on a whole fleet by configuration management, from Ansible's module
 * index (ansible.builtin.service, .systemd, community.general.ufw, ansible.posix.selinux,
 * ansible.builtin.iptables, ansible.posix.sysctl) and Salt's execution modules (service, selinux,
 * iptables, sysctl): each judged as the shell command with the same effect on every host.
 */
export const FLEET_HOST_CASES: readonly CorpusCase[] = [
  host.ask("ansible all -m service -a 'name=auditd state=stopped'", plain),
  host.ask("ansible web -b -m ansible.builtin.systemd -a 'name=auditd state=stopped enabled=no'", plain),
  host.ask(`ansible all -m ansible.builtin.service -a '{"name": "auditd", "state": "stopped"}'`, plain),
  host.ask("ansible all --module-name=systemd --args='name=auditd enabled=false'", plain),
  host.ask("ansible all -m ufw -a 'state=disabled'", plain),
  host.ask("ansible all -m community.general.ufw -a 'default=allow direction=incoming'", plain),
  host.ask("ansible all -m selinux -a 'state=disabled'", plain),
  host.ask("ansible all -m ansible.posix.selinux -a 'policy=targeted state=permissive'", plain),
  host.ask("ansible all -m iptables -a 'flush=yes'", plain),
  host.ask("ansible all -m iptables -a 'chain=INPUT policy=ACCEPT'", plain),
  host.ask("ansible all -m sysctl -a 'name=kernel.randomize_va_space value=0'", plain),
  host.ask("ansible all -m service -a 'name=firewalld state=stopped'", plain),
  host.ask("sudo ansible all -i prod.ini -m service -a 'name=auditd state=stopped'", plain),
  host.ask("salt '*' service.stop auditd", plain),
  host.ask("salt '*' service.disable auditd", plain),
  host.ask("salt -G 'os:Ubuntu' service.stop name=firewalld", plain),
  host.ask("salt '*' selinux.setenforce Permissive", plain),
  host.ask("salt '*' iptables.flush", plain),
  host.ask("salt '*' iptables.set_policy filter INPUT ACCEPT", plain),
  host.ask("salt-ssh '*' service.stop auditd", plain),
  host.allow("ansible all -m service -a 'name=nginx state=restarted'", plain),
  host.allow("ansible all -m systemd -a 'name=nginx state=started enabled=yes'", plain),
  host.allow("ansible all -m ufw -a 'rule=allow port=22 proto=tcp'", plain),
  host.allow("ansible all -m selinux -a 'policy=targeted state=enforcing'", plain),
  host.allow("ansible all -m iptables -a 'chain=INPUT source=10.0.0.0/8 jump=ACCEPT'", plain),
  host.allow("ansible all -m sysctl -a 'name=vm.swappiness value=10'", plain),
  host.allow("ansible all -m shell -a 'uptime'", plain),
  host.allow("salt '*' service.restart nginx", plain),
  host.allow("salt '*' service.status auditd", plain),
  host.allow("salt '*' selinux.setenforce Enforcing", plain),
  host.allow("salt '*' test.ping", plain),
];

/**
 * Recovery copies removed: a secret's replicas in other regions (AWS Tools for PowerShell,
 * Remove-SECRegionsFromReplication) and a Nomad CSI volume deleted with its data (nomad volume
 * delete; `deregister -force` past the in-use check). Listing and creating stay allowed.
 */
export const RECOVERY_COPY_CASES: readonly CorpusCase[] = [
  planes.ask(`pwsh -c 'Remove-SECRegionsFromReplication -SecretId prod/db -RemoveReplicaRegion us-west-2 -Force'`, plain),
  planes.ask("nomad volume delete postgres-data"),
  planes.ask("nomad volume delete -secret token=x postgres-data"),
  planes.ask("nomad volume deregister -force postgres-data"),
  planes.allow(`pwsh -c 'Remove-SECRegionsFromReplication -SecretId prod/db -RemoveReplicaRegion us-west-2 -WhatIf'`, plain),
  planes.allow("nomad volume status"),
  planes.allow("nomad volume create volume.hcl"),
  planes.allow("nomad volume deregister postgres-data"),
];

/**
 * A hosted app's production secrets or environment variables deleted, from the Fly.io, Heroku,
 * Netlify, Vercel and Railway CLI references: none can show a secret's value again. Fly and Heroku
 * apps have no environments, so only an app named for development asks nothing; Netlify contexts and
 * Vercel and Railway environments for development or previews stay allowed.
 */
export const HOSTING_CONFIG_CASES: readonly CorpusCase[] = [
  planes.ask("fly secrets unset DATABASE_URL -a shop"),
  planes.ask("fly secrets unset STRIPE_KEY SENTRY_DSN --app=shop-prod"),
  planes.ask("flyctl secrets unset API_KEY"),
  planes.ask("fly secrets unset API_KEY --stage -a shop"),
  planes.ask("heroku config:unset API_KEY -a shop"),
  planes.ask("heroku config:unset API_KEY --app=shop-staging"),
  planes.ask("heroku config:remove API_KEY -r production"),
  planes.ask("netlify env:unset API_KEY --context production"),
  planes.ask("netlify env:unset API_KEY --context=production"),
  planes.ask("netlify env:unset API_KEY"),
  planes.ask("vercel env rm API_KEY production --yes"),
  planes.ask("vercel env rm API_KEY"),
  planes.ask("railway variables delete API_KEY --environment production"),
  planes.ask("railway variables delete API_KEY"),
  planes.allow("fly secrets list -a shop"),
  planes.allow("fly secrets set LOG_LEVEL=debug -a shop"),
  planes.allow("flyctl secrets unset API_KEY --app=shop-dev"),
  planes.allow("heroku config:unset API_KEY -a shop-dev"),
  planes.allow("netlify env:unset API_KEY --context dev"),
  planes.allow("netlify env:unset API_KEY --context deploy-preview branch-deploy"),
  planes.allow("netlify env:list"),
  planes.allow("vercel env rm API_KEY preview"),
  planes.allow("vercel env rm API_KEY development --yes"),
  planes.allow("vercel --scope acme env rm API_KEY preview"),
  planes.allow("vercel env ls"),
];

/**
 * Documented forms that send nothing: the AWS CLI's `--generate-cli-skeleton` (prints the request's
 * JSON skeleton), EC2's `--dry-run` (checks permissions only), `terraform|tofu state rm -dry-run`.
 */
export const NOTHING_SENT_CASES: readonly CorpusCase[] = [
  planes.allow("aws ec2 terminate-instances --instance-ids i-0abc --generate-cli-skeleton"),
  planes.allow("aws rds delete-db-instance --generate-cli-skeleton input"),
  planes.allow("aws rds delete-db-cluster --generate-cli-skeleton=yaml-input"),
  planes.allow("aws cloudtrail stop-logging --name main --generate-cli-skeleton output"),
  planes.allow("aws ec2 delete-flow-logs --flow-log-ids fl-1 --dry-run"),
  planes.allow("terraform state rm -dry-run aws_instance.web"),
  planes.allow("tofu state rm -dry-run module.db"),
  planes.allow("terraform -chdir=infra state rm -dry-run module.db"),
  planes.ask("aws ec2 terminate-instances --instance-ids i-0abc"),
  planes.ask("terraform state rm aws_instance.web"),
];

export const PLANE_AUDIT_ROUND_19_CASES: readonly CorpusCase[] = [...AUDIT_NARROWED_CASES, ...FLEET_HOST_CASES, ...RECOVERY_COPY_CASES, ...HOSTING_CONFIG_CASES, ...NOTHING_SENT_CASES];
