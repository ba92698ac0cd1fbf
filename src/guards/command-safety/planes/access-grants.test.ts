import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { accessGrantEffects, broadAzureScope, privilegedAzureRole, revokesGrant } from "./access-grants.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => accessGrantEffects(invocation)).map((effect) => effect.rule);
const WIDENED = ["planes.access-widened"];

describe("accessGrantEffects", () => {
  it("flags AWS IAM grants of administrator power, whatever the options' order and spelling", () => {
    expect(rules("aws iam attach-role-policy --role-name ci --policy-arn arn:aws:iam::aws:policy/AdministratorAccess")).toEqual(WIDENED);
    expect(rules("aws --profile prod iam attach-user-policy --policy-arn=arn:aws:iam::aws:policy/IAMFullAccess --user-name=bob")).toEqual(WIDENED);
    expect(rules("aws iam put-user-policy --user-name bob --policy-name all --policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"*\",\"Resource\":\"*\"}]}'")).toEqual(WIDENED);
    expect(rules("aws iam put-role-policy --role-name ci --policy-name x --policy-document file://admin-policy.json")).toEqual(WIDENED);
    expect(rules("aws iam create-policy-version --policy-arn arn:aws:iam::1:policy/ci --policy-document file://v2.json --set-as-default")).toEqual(WIDENED);
    expect(rules("aws iam set-default-policy-version --policy-arn arn:aws:iam::1:policy/ci --version-id v3")).toEqual(WIDENED);
    expect(rules("aws iam update-assume-role-policy --role-name ci --policy-document file://trust.json")).toEqual(WIDENED);
    expect(rules("aws iam add-user-to-group --group-name Administrators --user-name bob")).toEqual(WIDENED);
    expect(rules("aws iam delete-user-permissions-boundary --user-name bob")).toEqual(WIDENED);
  });

  it("flags Google Cloud owner, editor, IAM administrator and impersonation roles", () => {
    expect(rules("gcloud projects add-iam-policy-binding p --member=user:eve@example.com --role=roles/owner")).toEqual(WIDENED);
    expect(rules("gcloud beta projects add-iam-policy-binding p --role roles/iam.securityAdmin --member user:eve@example.com")).toEqual(WIDENED);
    expect(rules("gcloud organizations add-iam-policy-binding 1 --member=group:g@example.com --role=roles/resourcemanager.organizationAdmin")).toEqual(WIDENED);
    expect(rules("gcloud resource-manager folders add-iam-policy-binding 1 --member=user:e@example.com --role=roles/editor")).toEqual(WIDENED);
    expect(rules("gcloud iam service-accounts add-iam-policy-binding sa@p.iam.gserviceaccount.com --member=user:e@example.com --role=roles/iam.serviceAccountTokenCreator")).toEqual(WIDENED);
  });

  it("flags Azure Owner, Contributor and access administrators over a subscription or resource group", () => {
    expect(rules("az role assignment create --assignee eve@example.com --role Owner --scope /subscriptions/0000")).toEqual(WIDENED);
    expect(rules("az role assignment create --assignee 1 --role contributor --resource-group rg")).toEqual(WIDENED);
    expect(rules("az role assignment create --assignee 1 --role 'User Access Administrator'")).toEqual(WIDENED);
    expect(rules("az role definition create --role-definition '{\"Name\":\"All\",\"Actions\":[\"*\"]}'")).toEqual(WIDENED);
    expect(rules("az ad group member add --group 'Global Admins' --member-id 1")).toEqual(WIDENED);
  });

  it("leaves narrow grants, reading and revoking alone", () => {
    expect(rules("aws iam attach-role-policy --role-name ci --policy-arn arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess")).toEqual([]);
    expect(rules("aws iam put-role-policy --role-name ci --policy-name s3-read --policy-document file://s3-read.json")).toEqual([]);
    expect(rules("aws iam create-policy-version --policy-arn arn:aws:iam::1:policy/ci --policy-document file://v2.json")).toEqual([]);
    expect(rules("aws iam create-policy-version --policy-arn arn:aws:iam::1:policy/ci --set-as-default --policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"s3:GetObject\",\"Resource\":\"*\"}]}'")).toEqual([]);
    expect(rules("aws iam get-policy --policy-arn arn:aws:iam::aws:policy/AdministratorAccess")).toEqual([]);
    expect(rules("gcloud projects add-iam-policy-binding p --member=user:e@example.com --role=roles/viewer")).toEqual([]);
    expect(rules("gcloud projects get-iam-policy p")).toEqual([]);
    expect(rules("gcloud iam service-accounts add-iam-policy-binding g@p.iam.gserviceaccount.com --role roles/iam.workloadIdentityUser --member 'serviceAccount:p.svc.id.goog[ns/ksa]'")).toEqual([]);
    expect(rules("az role assignment create --assignee 1 --role Reader --scope /subscriptions/0000")).toEqual([]);
    expect(rules("az role assignment create --assignee 1 --role Contributor --scope /subscriptions/0/resourceGroups/rg/providers/Microsoft.Web/sites/shop")).toEqual([]);
    expect(rules("az role assignment list --assignee eve@example.com")).toEqual([]);
  });

  it("judges words only known when it runs by what is written, and documents the script wrote by what they hold", () => {
    expect(rules("az role assignment create --assignee \"$SP\" --role Owner --scope \"/subscriptions/${SUB}\"")).toEqual(WIDENED);
    expect(rules("az role assignment create --assignee \"$SP\" --role Contributor --scope \"/subscriptions/${SUB}/resourceGroups/${RG}/providers/Microsoft.Storage/storageAccounts/${SA}\"")).toEqual([]);
    expect(rules("aws iam attach-role-policy --role-name \"$ROLE\" --policy-arn \"arn:aws:iam::${ACCOUNT}:policy/AdminAccess\"")).toEqual(WIDENED);
    expect(rules("echo '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"*\",\"Resource\":\"*\"}]}' > /tmp/p.json && aws iam put-user-policy --user-name bob --policy-name p --policy-document file:///tmp/p.json")).toEqual(WIDENED);
    expect(rules("echo '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"s3:GetObject\",\"Resource\":\"*\"}]}' > p.json && aws iam put-user-policy --user-name bob --policy-name p --policy-document file://p.json")).toEqual([]);
  });

  it("reads Azure roles and scopes in every documented form", () => {
    expect(privilegedAzureRole("/subscriptions/0/providers/Microsoft.Authorization/roleDefinitions/8e3af657-a8ff-443c-a75c-2fe8c4bcb635")).toBe(true);
    expect(privilegedAzureRole("Role Based Access Control Administrator")).toBe(true);
    expect(privilegedAzureRole("Storage Blob Data Contributor")).toBe(false);
    expect(broadAzureScope("/providers/Microsoft.Management/managementGroups/root")).toBe(true);
    expect(broadAzureScope("/subscriptions/0/resourceGroups/rg/")).toBe(true);
    expect(broadAzureScope("/subscriptions/0/resourceGroups/rg/providers/Microsoft.KeyVault/vaults/kv")).toBe(false);
  });

  it("tells a grant revoked from a resource deleted", () => {
    expect(revokesGrant(["iam", "remove-user-from-group"])).toBe(true);
    expect(revokesGrant(["role", "assignment", "delete"])).toBe(true);
    expect(revokesGrant(["role", "definition", "delete"])).toBe(false);
    expect(revokesGrant(["iam", "delete-role"])).toBe(false);
  });

  it("flags Key Vault access for guests and personal accounts or with every permission, and Azure roles for guests", () => {
    expect(rules("az keyvault set-policy --name kv --upn eve_gmail.com#EXT#@contoso.onmicrosoft.com --secret-permissions get list")).toEqual(WIDENED);
    expect(rules("az keyvault set-policy -n kv --upn eve@outlook.com --key-permissions get")).toEqual(WIDENED);
    expect(rules("az keyvault set-policy --name kv --object-id 0000 --secret-permissions get list all")).toEqual(WIDENED);
    expect(rules("az keyvault set-policy --certificate-permissions=all --name kv --spn app")).toEqual(WIDENED);
    expect(rules("az role assignment create --assignee eve@gmail.com --role Reader --scope /subscriptions/0000")).toEqual(WIDENED);
    expect(rules("az keyvault set-policy --name kv --object-id 0000 --secret-permissions get list")).toEqual([]);
    expect(rules("az keyvault set-policy --name kv --upn bob@contoso.com --key-permissions get wrapKey unwrapKey")).toEqual([]);
    expect(rules("az role assignment create --assignee bob@contoso.com --role Reader --scope /subscriptions/0000")).toEqual([]);
  });
});
