import { auditEffects } from "../planes/cloud-audit.js";
import { sharingEffects } from "../planes/cloud-sharing.js";
import { planeProgram } from "../planes/package-programs.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * The security controls of cloud accounts, decided by a model of each provider's documented
 * operations (`planes/cloud-*.ts`): the audit and detection trail stopped, deleted or narrowed,
 * and data shared outside the account or made public.
 * Each asks: such changes are sometimes intended, and a person should say yes first.
 */
export const cloudControlRules: RuleSet = {
  category: "infrastructure",
  // Python tool runners are read as the CLI they fetch and run (`uvx --from awscli aws …`, `pipx run awscli …`).
  programs: ["aws", "gcloud", "az", "gsutil", "uvx", "pipx", "uv"],
  rules: [
    { id: "planes.audit-impair", decision: "ask", description: "Stops, deletes or narrows a cloud provider's audit and detection trail: CloudTrail stopped, deleted or narrowed (event selectors leaving out management or write events), VPC flow and DNS query logs deleted, GuardDuty, AWS Config, Security Hub, Inspector, Macie or Detective turned off or findings auto-archived, audit log groups deleted or their retention cut, an account leaving its organization or SCPs detached; Cloud Logging sinks deleted, disabled or given exclusions, a project's whole IAM policy (with its Data Access audit configuration) replaced, Security Command Center notifications deleted or findings muted; Azure diagnostic settings, activity-log alerts and log profiles deleted, Defender plans set to Free, Sentinel rules and connectors deleted." },
    { id: "planes.share-external", decision: "ask", description: "Shares a cloud account's data outside it or makes it public: EBS snapshots, AMIs and RDS snapshots given to other accounts or all, S3 buckets and objects opened by ACLs, policies or a removed public access block, KMS, Secrets Manager, ECR, SNS, SQS, Lambda and other resource policies opened to any principal, presigned or signed URLs valid for more than a day, Google Cloud IAM bindings to allUsers or allAuthenticatedUsers on data (not a Cloud Run or Functions invoker), public ACLs and public access prevention removed (gsutil, gcloud storage), databases opened to every address, az snapshot|disk grant-access, public blob access, gallery images shared." },
  ],
  invocation(written) {
    const invocation = planeProgram(written);
    return [...auditEffects(invocation), ...sharingEffects(invocation)].map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(written)} ${effect.what}${via(written)}` }));
  },
};
