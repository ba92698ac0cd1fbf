import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { orgGuardrailEffects } from "./org-guardrails.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => orgGuardrailEffects(invocation)).map((effect) => effect.rule);
const WIDENED = ["planes.access-widened"];

describe("orgGuardrailEffects", () => {
  it("flags Google Cloud organization policy constraints turned off, reset or widened", () => {
    expect(rules("gcloud resource-manager org-policies disable-enforce iam.disableServiceAccountKeyCreation --organization=123")).toEqual(WIDENED);
    expect(rules("gcloud beta resource-manager org-policies disable-enforce --project p compute.requireOsLogin")).toEqual(WIDENED);
    expect(rules("gcloud resource-manager org-policies allow iam.allowedPolicyMemberDomains C0abc123 --organization=123")).toEqual(WIDENED);
    expect(rules("gcloud org-policies reset sql.restrictPublicIp --project=p")).toEqual(WIDENED);
  });

  it("flags a policy file written earlier in the script that stops enforcing its constraint", () => {
    expect(rules("printf 'name: projects/p/policies/compute.vmExternalIpAccess\\nspec:\\n  rules:\\n  - allowAll: true\\n' > p.yaml && gcloud org-policies set-policy p.yaml")).toEqual(WIDENED);
    expect(rules("printf 'spec:\\n  rules:\\n  - enforce: false\\n' > p.yaml; gcloud org-policies set-policy p.yaml")).toEqual(WIDENED);
    expect(rules("printf 'spec:\\n  rules:\\n  - enforce: true\\n' > p.yaml; gcloud org-policies set-policy p.yaml")).toEqual([]);
    expect(rules("gcloud org-policies set-policy policy.yaml")).toEqual([]);
  });

  it("flags Azure Policy exemptions and assignments no longer enforced, and Control Tower controls turned off", () => {
    expect(rules("az policy exemption create --name waive --policy-assignment require-tags --exemption-category Waiver")).toEqual(WIDENED);
    expect(rules("az policy assignment update --enforcement-mode DoNotEnforce --name require-tags")).toEqual(WIDENED);
    expect(rules("aws controltower disable-control --control-identifier c --target-identifier t")).toEqual(WIDENED);
  });

  it("leaves reading guardrails and making them stricter alone", () => {
    expect(rules("gcloud org-policies describe iam.allowedPolicyMemberDomains --project=p")).toEqual([]);
    expect(rules("gcloud org-policies list --organization=123")).toEqual([]);
    expect(rules("gcloud resource-manager org-policies enable-enforce compute.requireOsLogin --project=p")).toEqual([]);
    expect(rules("gcloud resource-manager org-policies deny compute.trustedImageProjects projects/evil --project=p")).toEqual([]);
    expect(rules("az policy assignment update --name require-tags --enforcement-mode Default")).toEqual([]);
    expect(rules("az policy exemption list")).toEqual([]);
    expect(rules("aws controltower enable-control --control-identifier c --target-identifier t")).toEqual([]);
  });
});
