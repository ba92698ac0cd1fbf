import type { Invocation } from "../model.js";
import { cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";
import { writtenFileText } from "./written-files.js";

/**
 * Organization guardrails: the policies an organization sets above every project and account so
 * that no one inside may widen access past them — Google Cloud's Organization Policy constraints
 * (`iam.allowedPolicyMemberDomains`, `iam.disableServiceAccountKeyCreation`,
 * `storage.publicAccessPrevention`, `compute.vmExternalIpAccess`, `sql.restrictPublicIp`, …),
 * Azure Policy assignments and AWS Control Tower controls. Turning one off, resetting it to the
 * default (which for these constraints is "not enforced"), adding allowed values to it or
 * exempting a scope from it widens what every identity below may do. AWS Organizations' SCPs are
 * read with the audit trail (`planes/cloud-audit.ts`), and deleting a policy outright with the
 * cloud deletes.
 */

/**
 * A Google Cloud organization policy document that weakens its constraint: a boolean constraint
 * not enforced, every value allowed, or the policy reset (Organization Policy Service, "Creating
 * and managing organization policies": `enforce: false`, `allowAll: true`, `reset: true`).
 */
const WEAKENING_POLICY = /["']?\b(?:enforce["']?\s*:\s*["']?false|allowAll["']?\s*:\s*["']?true|allValues["']?\s*:\s*["']?ALLOW|reset["']?\s*:\s*["']?true)\b/i;

/** `gcloud … org-policies set-policy FILE`: weakening when the file, written earlier in the same script, says so. */
function weakeningPolicyFile(invocation: Invocation) {
  return (command: CloudCommand): boolean => {
    const at = command.values.indexOf("set-policy");
    const file = command.values.slice(at + 1).find((value) => !value.startsWith("-")) ?? "";
    const text = writtenFileText(invocation, file);
    return text !== undefined && WEAKENING_POLICY.test(text);
  };
}

/**
 * The operations, from the providers' CLI references: `gcloud resource-manager org-policies`
 * (`allow`, `disable-enforce`, `set-policy`), `gcloud org-policies` (`reset`, `set-policy`), `az
 * policy exemption create`, `az policy assignment update --enforcement-mode DoNotEnforce` and `aws
 * controltower disable-control|disable-baseline`. Describing and listing policies, `deny` and
 * `enable-enforce` (which narrow) stay unflagged.
 */
function operations(invocation: Invocation): readonly CloudOperation[] {
  const weakening = weakeningPolicyFile(invocation);
  return [
    { command: "gcloud resource-manager org-policies disable-enforce", what: "stops enforcing an organization policy constraint, a guardrail over every project below it" },
    { command: "gcloud resource-manager org-policies allow", what: "adds allowed values to an organization policy constraint, widening a guardrail over every project below it" },
    { command: "gcloud resource-manager org-policies set-policy", what: "replaces an organization policy with one that stops enforcing its constraint or allows every value", when: weakening },
    { command: "gcloud org-policies reset", what: "resets an organization policy constraint to its default, which leaves the guardrail unenforced" },
    { command: "gcloud org-policies set-policy", what: "replaces an organization policy with one that stops enforcing its constraint or allows every value", when: weakening },
    { command: "az policy exemption create", what: "exempts a scope from an Azure Policy assignment, a guardrail set over it" },
    { command: "az policy assignment update", what: "stops enforcing an Azure Policy assignment", when: (c) => /^donotenforce$/i.test(c.option("--enforcement-mode") ?? "") },
    { command: "aws controltower disable-control", what: "turns an AWS Control Tower control (a guardrail over an organizational unit) off" },
    { command: "aws controltower disable-baseline", what: "turns an AWS Control Tower baseline off for an organizational unit" },
  ];
}

/**
 * What a cloud CLI command does to an organization's guardrails, when it weakens one.
 *
 * @example
 * orgGuardrailEffects(invocation("gcloud", "org-policies", "reset", "iam.allowedPolicyMemberDomains", "--project=p"))[0]?.rule // "planes.access-widened"
 */
export function orgGuardrailEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined || command.cli === "gsutil") return [];
  const operation = matchOperation(operationTable(operations(invocation)), command);
  if (operation === undefined) return [];
  const constraint = constraintNamed(command);
  return [{ rule: "planes.access-widened", what: constraint ? `${operation.what} (${constraint})` : operation.what }];
}

/** The constraint as the command names it (`iam.disableServiceAccountKeyCreation`), for the reason. */
function constraintNamed(command: CloudCommand): string | undefined {
  return command.values.find((value) => /^(?:constraints\/)?[a-z]+\.[a-z]\w*$/i.test(value));
}
