import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const host = casesOf("host");
const secrets = casesOf("secrets");
const ps = { noVariants: true };

/**
 * Broad power handed to an identity on a cloud account (AWS IAM CLI reference: attach-*-policy,
 * put-*-policy, create-policy-version, set-default-policy-version, update-assume-role-policy,
 * add-user-to-group, delete-*-permissions-boundary; the AWS managed policy reference; Google Cloud
 * `gcloud projects|organizations|resource-manager folders|iam service-accounts
 * add-iam-policy-binding`; Azure `az role assignment create`, `az role definition create`, `az ad
 * group member add`), in each documented option order and spelling. The everyday look-alikes —
 * narrow managed policies, reading and simulating policies, narrow roles, revoking grants — stay
 * allowed.
 */
const CLOUD_GRANTS: readonly CorpusCase[] = [
  planes.ask("aws iam attach-user-policy --user-name bob --policy-arn arn:aws:iam::aws:policy/AdministratorAccess"),
  planes.ask("aws iam attach-role-policy --policy-arn=arn:aws:iam::aws:policy/IAMFullAccess --role-name=ci-deployer"),
  planes.ask("aws --profile prod --region us-east-1 iam attach-group-policy --group-name devs --policy-arn arn:aws:iam::aws:policy/PowerUserAccess"),
  planes.ask("aws iam attach-role-policy --role-name amplify-ci --policy-arn arn:aws:iam::aws:policy/AdministratorAccess-Amplify"),
  planes.ask("aws iam attach-user-policy --user-name ops --policy-arn arn:aws:iam::aws:policy/job-function/SystemAdministrator"),
  planes.ask("aws iam attach-role-policy --role-name ci --policy-arn arn:aws:iam::123456789012:policy/CiAdmin"),
  planes.ask("aws iam put-user-policy --user-name bob --policy-name all --policy-document '{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"*\",\"Resource\":\"*\"}]}'"),
  planes.ask("aws iam put-role-policy --role-name ci --policy-name iam --policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"iam:*\",\"Resource\":\"arn:aws:iam::123456789012:*\"}]}'"),
  planes.ask("aws iam put-role-policy --role-name ci --policy-name pass --policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":[\"iam:PassRole\",\"lambda:CreateFunction\"],\"Resource\":\"*\"}]}'"),
  planes.ask("aws iam put-group-policy --group-name devs --policy-name s3all --policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"s3:*\",\"Resource\":\"*\"}]}'"),
  planes.ask("aws iam put-user-policy --user-name bob --policy-name most --policy-document '{\"Statement\":{\"Effect\":\"Allow\",\"NotAction\":\"iam:*\",\"Resource\":\"*\"}}'"),
  planes.ask("aws iam put-role-policy --role-name ci --policy-name inline --policy-document file://admin-policy.json"),
  planes.ask("aws iam put-group-policy --group-name ops --policy-name AdministratorAccess --policy-document file://policy.json"),
  planes.ask("aws iam create-policy-version --policy-arn arn:aws:iam::123456789012:policy/deploy --policy-document file://deploy-v3.json --set-as-default"),
  planes.ask("aws iam create-policy-version --set-as-default --policy-arn arn:aws:iam::123456789012:policy/deploy --policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"*\",\"Resource\":\"*\"}]}'"),
  planes.ask("aws iam set-default-policy-version --policy-arn arn:aws:iam::123456789012:policy/deploy --version-id v2"),
  planes.ask("aws iam update-assume-role-policy --role-name prod-admin --policy-document file://trust.json"),
  planes.ask("aws iam create-role --role-name open --assume-role-policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"*\"},\"Action\":\"sts:AssumeRole\"}]}'"),
  planes.ask("aws iam add-user-to-group --user-name bob --group-name Admins"),
  planes.ask("aws iam add-user-to-group --group-name=administrators --user-name=contractor"),
  planes.ask("aws iam delete-role-permissions-boundary --role-name ci"),
  planes.ask("aws sso-admin attach-managed-policy-to-permission-set --instance-arn arn:aws:sso:::instance/ssoins-1 --permission-set-arn arn:aws:sso:::permissionSet/ssoins-1/ps-1 --managed-policy-arn arn:aws:iam::aws:policy/AdministratorAccess"),
  secrets.ask("aws iam create-login-profile --user-name bob --password 'Tmp-Pass-1' --password-reset-required"),
  planes.ask("gcloud projects add-iam-policy-binding my-proj --member=user:eve@example.com --role=roles/owner"),
  planes.ask("gcloud projects add-iam-policy-binding my-proj --member serviceAccount:ci@my-proj.iam.gserviceaccount.com --role roles/editor"),
  planes.ask("gcloud --project my-proj projects add-iam-policy-binding my-proj --role=roles/iam.securityAdmin --member=user:eve@example.com"),
  planes.ask("gcloud beta projects add-iam-policy-binding my-proj --member=user:eve@example.com --role=roles/resourcemanager.projectIamAdmin --condition=None"),
  planes.ask("gcloud projects add-iam-policy-binding my-proj --member=serviceAccount:ci@my-proj.iam.gserviceaccount.com --role=roles/iam.serviceAccountTokenCreator"),
  planes.ask("gcloud projects add-iam-policy-binding my-proj --member=group:devs@example.com --role=roles/iam.serviceAccountUser"),
  planes.ask("gcloud organizations add-iam-policy-binding 123456789012 --member=user:eve@example.com --role=roles/resourcemanager.organizationAdmin"),
  planes.ask("gcloud resource-manager folders add-iam-policy-binding 1234567 --member=group:ops@example.com --role=roles/owner"),
  planes.ask("gcloud iam service-accounts add-iam-policy-binding deploy@my-proj.iam.gserviceaccount.com --member=user:eve@example.com --role=roles/iam.serviceAccountTokenCreator"),
  planes.ask("gcloud iam service-accounts add-iam-policy-binding deploy@my-proj.iam.gserviceaccount.com --role roles/iam.serviceAccountUser --member serviceAccount:ci@my-proj.iam.gserviceaccount.com"),
  planes.ask("gcloud iam service-accounts set-iam-policy deploy@my-proj.iam.gserviceaccount.com policy.json"),
  planes.ask("az role assignment create --assignee eve@example.com --role Owner --scope /subscriptions/00000000-0000-0000-0000-000000000000"),
  planes.ask("az role assignment create --assignee eve@example.com --role \"User Access Administrator\" --scope /subscriptions/00000000-0000-0000-0000-000000000000"),
  planes.ask("az role assignment create --role Contributor --assignee-object-id 11111111-1111-1111-1111-111111111111 --assignee-principal-type ServicePrincipal --resource-group rg-prod"),
  planes.ask("az role assignment create --assignee eve@example.com --role 8e3af657-a8ff-443c-a75c-2fe8c4bcb635"),
  planes.ask("az role assignment create --assignee eve@example.com --role \"Role Based Access Control Administrator\" --scope /providers/Microsoft.Management/managementGroups/contoso"),
  planes.ask("az role assignment create --assignee eve@example.com --role owner --scope /subscriptions/0000/resourceGroups/web"),
  planes.ask("az role definition create --role-definition '{\"Name\":\"Everything\",\"Actions\":[\"*\"],\"AssignableScopes\":[\"/subscriptions/0000\"]}'"),
  planes.ask("az ad group member add --group \"Global Admins\" --member-id 22222222-2222-2222-2222-222222222222"),
  secrets.ask("az ad sp credential reset --id 33333333-3333-3333-3333-333333333333"),
  planes.allow("aws iam attach-role-policy --role-name ci --policy-arn arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess"),
  planes.allow("aws iam attach-role-policy --role-name lambda-exec --policy-arn arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"),
  planes.allow("aws iam attach-user-policy --user-name auditor --policy-arn arn:aws:iam::aws:policy/SecurityAudit"),
  planes.allow("aws iam attach-user-policy --user-name bob --policy-arn arn:aws:iam::aws:policy/ReadOnlyAccess"),
  planes.allow("aws iam detach-role-policy --role-name ci --policy-arn arn:aws:iam::aws:policy/AdministratorAccess"),
  planes.allow("aws iam put-role-policy --role-name ci --policy-name s3-read --policy-document file://s3-read.json"),
  planes.allow("aws iam put-role-policy --role-name ci --policy-name assets --policy-document '{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":[\"s3:GetObject\",\"s3:PutObject\"],\"Resource\":\"arn:aws:s3:::assets/*\"}]}'"),
  planes.allow("aws iam create-policy --policy-name deploy --policy-document file://deploy.json"),
  planes.allow("aws iam create-policy-version --policy-arn arn:aws:iam::123456789012:policy/deploy --policy-document file://deploy-v3.json"),
  planes.allow("aws iam create-role --role-name lambda-exec --assume-role-policy-document file://trust-policy.json"),
  planes.allow("aws iam get-policy --policy-arn arn:aws:iam::aws:policy/AdministratorAccess"),
  planes.allow("aws iam get-policy-version --policy-arn arn:aws:iam::aws:policy/AdministratorAccess --version-id v1"),
  planes.allow("aws iam list-attached-role-policies --role-name ci"),
  planes.allow("aws iam list-entities-for-policy --policy-arn arn:aws:iam::aws:policy/AdministratorAccess"),
  planes.allow("aws iam simulate-principal-policy --policy-source-arn arn:aws:iam::123456789012:user/bob --action-names s3:GetObject iam:CreateUser"),
  planes.allow("aws iam add-user-to-group --user-name bob --group-name Developers"),
  planes.allow("aws iam remove-user-from-group --user-name bob --group-name Admins"),
  planes.allow("aws iam list-groups-for-user --user-name bob"),
  planes.allow("gcloud projects get-iam-policy my-proj"),
  planes.allow("gcloud projects get-iam-policy my-proj --flatten=bindings --filter=bindings.role:roles/owner --format='value(bindings.members)'"),
  planes.allow("gcloud projects add-iam-policy-binding my-proj --member=user:eve@example.com --role=roles/viewer"),
  planes.allow("gcloud projects add-iam-policy-binding my-proj --member=serviceAccount:run@my-proj.iam.gserviceaccount.com --role=roles/cloudsql.client"),
  planes.allow("gcloud projects remove-iam-policy-binding my-proj --member=user:eve@example.com --role=roles/owner"),
  planes.allow("gcloud iam service-accounts add-iam-policy-binding gsa@my-proj.iam.gserviceaccount.com --role roles/iam.workloadIdentityUser --member \"serviceAccount:my-proj.svc.id.goog[shop/api]\""),
  planes.allow("gcloud iam service-accounts get-iam-policy deploy@my-proj.iam.gserviceaccount.com"),
  planes.allow("gcloud iam roles describe roles/owner"),
  planes.allow("az role assignment list --assignee eve@example.com --all"),
  planes.allow("az role assignment create --assignee eve@example.com --role Reader --scope /subscriptions/0000"),
  planes.allow("az role assignment create --assignee 1 --role \"Storage Blob Data Contributor\" --scope /subscriptions/0000/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/assets"),
  planes.allow("az role assignment delete --assignee eve@example.com --role Owner --scope /subscriptions/0000"),
  planes.allow("az role definition list --name Owner"),
  planes.allow("az ad group member add --group Developers --member-id 22222222-2222-2222-2222-222222222222"),
  planes.allow("az ad group member list --group Admins"),
];

/**
 * Cluster and secret-store grants (Kubernetes RBAC and `kubectl create clusterrolebinding|
 * rolebinding|clusterrole`, `kubectl patch`, `kubectl set subject`; OpenShift `oc adm policy`;
 * Vault `policy write`, `token create`, `operator generate-root`, `audit disable`, `auth
 * disable`), and keys disabled (AWS KMS `disable-key`, Cloud KMS `keys versions disable`, Key
 * Vault `set-attributes --enabled false`), with their read-only look-alikes.
 */
const CLUSTER_AND_VAULT: readonly CorpusCase[] = [
  host.ask("kubectl create clusterrolebinding eve-admin --clusterrole=cluster-admin --user=eve"),
  planes.ask("kubectl --context prod create clusterrolebinding eve-admin --clusterrole cluster-admin --user eve"),
  planes.ask("kubectl create clusterrolebinding ci-edit --clusterrole=edit --serviceaccount=ci:deployer"),
  planes.ask("kubectl create rolebinding eve --clusterrole=admin --user=eve -n prod"),
  planes.ask("kubectl -n shop create rolebinding deployer --clusterrole edit --serviceaccount shop:deployer"),
  planes.ask("kubectl create rolebinding anon --clusterrole=view --group=system:unauthenticated -n default"),
  planes.ask("kubectl create clusterrole superuser --verb='*' --resource='*'"),
  planes.ask("kubectl patch clusterrole view --type=json -p '[{\"op\":\"add\",\"path\":\"/rules/0/verbs/-\",\"value\":\"*\"}]'"),
  planes.ask("kubectl patch clusterrolebinding cluster-admin --type=json -p '[{\"op\":\"add\",\"path\":\"/subjects/-\",\"value\":{\"kind\":\"User\",\"name\":\"eve\"}}]'"),
  planes.ask("kubectl set subject clusterrolebinding cluster-admin --user=eve"),
  planes.ask("oc adm policy add-cluster-role-to-user cluster-admin eve"),
  planes.ask("oc adm policy add-scc-to-user privileged -z default -n shop"),
  planes.ask("vault policy write admin - <<< 'path \"*\" { capabilities = [\"sudo\",\"create\",\"read\",\"update\",\"delete\",\"list\"] }'"),
  planes.ask("vault policy write admin admin.hcl"),
  secrets.ask("vault token create -policy=root"),
  planes.ask("vault token create -policy=admin -field=accessor"),
  planes.ask("vault operator generate-root -init"),
  planes.ask("vault write auth/userpass/users/eve password=hunter2 policies=admin"),
  planes.ask("vault audit disable file/"),
  planes.ask("vault auth disable userpass"),
  planes.ask("aws kms disable-key --key-id 1234abcd-12ab-34cd-56ef-1234567890ab"),
  planes.ask("gcloud kms keys versions disable 1 --key=app --keyring=prod --location=global"),
  planes.ask("az keyvault key set-attributes --vault-name prod-kv --name data-key --enabled false"),
  planes.allow("kubectl create rolebinding ci-view --clusterrole=view --serviceaccount=ci:deployer -n shop"),
  planes.allow("kubectl create role pod-reader --verb=get,list,watch --resource=pods"),
  planes.allow("kubectl auth can-i '*' '*' --all-namespaces"),
  planes.allow("kubectl auth can-i create deployments --as=system:serviceaccount:ci:deployer -n shop"),
  planes.allow("kubectl get clusterrolebindings -o wide"),
  planes.allow("kubectl describe clusterrole admin"),
  planes.allow("oc adm policy add-role-to-user view eve -n shop"),
  planes.allow("vault policy list"),
  planes.allow("vault policy write app-read app-read.hcl"),
  planes.allow("vault policy write app - <<< 'path \"secret/data/app/*\" { capabilities = [\"read\",\"list\"] }'"),
  planes.allow("vault operator generate-root -status"),
  planes.allow("vault audit list -detailed"),
  planes.allow("vault auth enable userpass"),
  planes.allow("aws kms describe-key --key-id alias/prod"),
  planes.allow("aws kms enable-key --key-id 1234abcd-12ab-34cd-56ef-1234567890ab"),
  planes.allow("gcloud kms keys versions list --key=app --keyring=prod --location=global"),
  planes.allow("az keyvault key set-attributes --vault-name prod-kv --name data-key --enabled true"),
];

/** The same grants through AWS Tools for PowerShell and the Az module. */
const CMDLETS: readonly CorpusCase[] = [
  planes.ask("Register-IAMRolePolicy -RoleName ci -PolicyArn arn:aws:iam::aws:policy/AdministratorAccess", ps),
  planes.ask("New-AzRoleAssignment -SignInName eve@example.com -RoleDefinitionName Owner -Scope /subscriptions/0000", ps),
  planes.ask("Add-IAMUserToGroup -GroupName Admins -UserName bob", ps),
  planes.ask("Disable-KMSKey -KeyId 1234abcd-12ab-34cd-56ef-1234567890ab", ps),
  planes.allow("Register-IAMRolePolicy -RoleName ci -PolicyArn arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess", ps),
  planes.allow("New-AzRoleAssignment -SignInName eve@example.com -RoleDefinitionName Reader -Scope /subscriptions/0000", ps),
  planes.allow("Get-AzRoleAssignment -SignInName eve@example.com", ps),
];

/** Every case of the access-grant families. */
export const ACCESS_GRANT_CASES: readonly CorpusCase[] = [...CLOUD_GRANTS, ...CLUSTER_AND_VAULT, ...CMDLETS];
