import { alertRouteEffects } from "../planes/alert-routes.js";
import { auditEffects } from "../planes/cloud-audit.js";
import { metadataHardeningEffects } from "../planes/metadata-hardening.js";
import { sharingEffects } from "../planes/cloud-sharing.js";
import { planeProgram } from "../planes/package-programs.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

const ALERTS_SILENCED = "Keeps security findings and alerts from reaching people while the detectors run: an EventBridge rule of the default bus disabled (its source is not on the command line, and AWS security services deliver findings there only), a rule matching GuardDuty, Security Hub, Config, Inspector, Macie, Access Analyzer or CloudTrail events disabled or rewritten to match anything but them, GuardDuty's finding updates held to every six hours, Macie's publication to Security Hub stopped, CloudWatch alarms created with their actions off, SNS subscriptions removed; Cloud Monitoring alerting policies disabled or stripped of their channels, channels disabled, alerts snoozed, Security Command Center notifications narrowed, essential contacts deleted; Azure Monitor alert rules disabled or stripped of their action groups, alert processing rules removing all action groups, Defender for Cloud alert suppression rules and its alert mail turned off, Sentinel analytics rules disabled. Listing and enabling rules, schedules and the application's own event patterns stay allowed.";
const METADATA_EXPOSED = "Reverts instance metadata hardening so a request forgery or a container reaches the instance's credentials: IMDSv1 allowed again (--http-tokens optional, HttpTokens=optional in run-instances, launch templates, launch configurations and the account's defaults) or the PUT hop limit raised above 1; Compute Engine's legacy metadata endpoints turned back on (disable-legacy-endpoints=false, or the key removed) on a VM, a template or the project; GKE node metadata exposed to pods (--workload-metadata=GCE_METADATA, --workload-metadata-from-node=EXPOSED, Workload Identity disabled). --http-tokens required, a hop limit of 1 and reads stay allowed.";

/**
 * The security controls of cloud accounts, decided by a model of each provider's documented
 * operations (`planes/cloud-*.ts`): the audit and detection trail stopped, deleted or narrowed,
 * the routes that carry security findings and alerts to people cut or muted, instance metadata
 * hardening reverted, and data shared outside the account or made public.
 * Each asks: such changes are sometimes intended, and a person should say yes first.
 */
export const cloudControlRules: RuleSet = {
  category: "infrastructure",
  // Python tool runners are read as the CLI they fetch and run (`uvx --from awscli aws …`, `pipx run awscli …`).
  programs: ["aws", "gcloud", "az", "gsutil", "uvx", "pipx", "uv"],
  rules: [
    { id: "planes.audit-impair", decision: "ask", description: "Stops, deletes or narrows a cloud provider's audit and detection trail: CloudTrail stopped, deleted or narrowed (event selectors leaving out management or write events), VPC flow and DNS query logs deleted, GuardDuty, AWS Config, Security Hub, Inspector, Macie or Detective turned off or findings auto-archived, audit log groups deleted or their retention cut, an account leaving its organization or SCPs detached; Cloud Logging sinks deleted, disabled or given exclusions, a project's whole IAM policy (with its Data Access audit configuration) replaced, Security Command Center notifications deleted or findings muted; Azure diagnostic settings, activity-log alerts and log profiles deleted, Defender plans set to Free, Sentinel rules and connectors deleted." },
    { id: "planes.alerts-silenced", decision: "ask", description: ALERTS_SILENCED },
    { id: "planes.metadata-exposed", decision: "ask", description: METADATA_EXPOSED },
    { id: "planes.share-external", decision: "ask", description: "Shares a cloud account's data outside it or makes it public: EBS snapshots, AMIs and RDS snapshots given to other accounts or all, S3 buckets and objects opened by ACLs, policies or a removed public access block, KMS, Secrets Manager, ECR, SNS, SQS, Lambda and other resource policies opened to any principal or to an account other than the one the command's own ARNs name, presigned or signed URLs valid for more than a day, Google Cloud IAM bindings to allUsers or allAuthenticatedUsers on data (not a Cloud Run or Functions invoker), public ACLs and public access prevention removed (gsutil, gcloud storage), databases opened to every address, az snapshot|disk grant-access, public blob access, gallery images shared." },
  ],
  invocation(written) {
    const invocation = planeProgram(written);
    return [...auditEffects(invocation), ...alertRouteEffects(invocation), ...metadataHardeningEffects(invocation), ...sharingEffects(invocation)].map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(written)} ${effect.what}${via(written)}` }));
  },
};
