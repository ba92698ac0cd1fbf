import { auditEffects } from "../planes/cloud-audit.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * The security controls of cloud accounts, decided by a model of each provider's documented
 * operations (`planes/cloud-*.ts`): the audit and detection trail stopped, deleted or narrowed.
 * Each asks: such changes are sometimes intended, and a person should say yes first.
 */
export const cloudControlRules: RuleSet = {
  category: "infrastructure",
  programs: ["aws", "gcloud", "az", "gsutil"],
  rules: [
    { id: "planes.audit-impair", decision: "ask", description: "Stops, deletes or narrows a cloud provider's audit and detection trail: CloudTrail stopped, deleted or narrowed (event selectors leaving out management or write events), VPC flow and DNS query logs deleted, GuardDuty, AWS Config, Security Hub, Inspector, Macie or Detective turned off or findings auto-archived, audit log groups deleted or their retention cut, an account leaving its organization or SCPs detached; Cloud Logging sinks deleted, disabled or given exclusions, a project's whole IAM policy (with its Data Access audit configuration) replaced, Security Command Center notifications deleted or findings muted; Azure diagnostic settings, activity-log alerts and log profiles deleted, Defender plans set to Free, Sentinel rules and connectors deleted." },
  ],
  invocation(invocation) {
    return auditEffects(invocation).map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(invocation)} ${effect.what}${via(invocation)}` }));
  },
};
