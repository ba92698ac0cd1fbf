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

/**
 * Access widened through resource policies, key vault policies, RBAC roles, organization
 * guardrails and identities attached to compute, from the providers' references: the AWS CLI's
 * resource-policy commands and IAM User Guide "Cross-account resource access"; `az keyvault
 * set-policy` and Entra B2B guests; Kubernetes "Using RBAC Authorization" and "Role based access
 * control good practices"; `gcloud org-policies`, `gcloud resource-manager org-policies`, `az
 * policy exemption`, `aws controltower disable-control`; Google Cloud "Default service accounts"
 * and access scopes, `iam:PassRole`; `aws lightsail open|put-instance-public-ports`. The
 * look-alikes each reference documents as everyday use stay allowed.
 */
const POLICIES_ROLES_AND_GUARDRAILS: readonly CorpusCase[] = [
  // Resource policies granting another account than the one the command's own ARNs name.
  planes.ask("aws secretsmanager put-resource-policy --secret-id arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db --resource-policy '{\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"arn:aws:iam::999988887777:root\"},\"Action\":\"secretsmanager:GetSecretValue\",\"Resource\":\"*\"}]}'"),
  planes.ask("aws sqs set-queue-attributes --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/jobs --attributes '{\"Policy\":\"{\\\"Statement\\\":[{\\\"Effect\\\":\\\"Allow\\\",\\\"Principal\\\":{\\\"AWS\\\":\\\"999988887777\\\"},\\\"Action\\\":\\\"sqs:SendMessage\\\"}]}\"}'"),
  planes.ask("aws s3api put-bucket-policy --policy '{\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"AWS\":[\"arn:aws:iam::999988887777:root\"]},\"Action\":\"s3:*\",\"Resource\":\"arn:aws:s3:::data-123456789012/*\"}]}' --bucket data-123456789012"),
  planes.ask("aws lambda add-permission --function-name arn:aws:lambda:us-east-1:123456789012:function:fn --statement-id x --action lambda:InvokeFunction --principal 999988887777"),
  planes.allow("aws secretsmanager put-resource-policy --secret-id arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db --resource-policy '{\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"arn:aws:iam::123456789012:role/app\"},\"Action\":\"secretsmanager:GetSecretValue\",\"Resource\":\"*\"}]}'"),
  planes.allow("aws s3api put-bucket-policy --bucket logs --policy '{\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"Service\":\"cloudtrail.amazonaws.com\"},\"Action\":\"s3:PutObject\",\"Resource\":\"arn:aws:s3:::logs/*\",\"Condition\":{\"StringEquals\":{\"aws:SourceArn\":\"arn:aws:cloudtrail:us-east-1:123456789012:trail/t\"}}}]}'"),
  planes.allow("aws kms put-key-policy --key-id 1234abcd --policy-name default --policy '{\"Statement\":[{\"Sid\":\"Enable IAM User Permissions\",\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"arn:aws:iam::123456789012:root\"},\"Action\":\"kms:*\",\"Resource\":\"*\"}]}'"),
  planes.allow("aws lambda add-permission --function-name fn --statement-id s3 --action lambda:InvokeFunction --principal s3.amazonaws.com --source-arn arn:aws:s3:::my-bucket"),
  planes.allow("aws lambda add-permission --function-name arn:aws:lambda:us-east-1:123456789012:function:fn --statement-id x --action lambda:InvokeFunction --principal 123456789012"),
  // Key Vault access policies and Azure roles for guests.
  planes.ask("az keyvault set-policy --name kv --upn eve_gmail.com#EXT#@contoso.onmicrosoft.com --secret-permissions get list"),
  planes.ask("az keyvault set-policy -n kv --upn eve@outlook.com --key-permissions get"),
  planes.ask("az keyvault set-policy --name kv --object-id 0000-1111 --secret-permissions all"),
  planes.ask("az keyvault set-policy --spn app --key-permissions=all --name kv"),
  planes.ask("az role assignment create --assignee eve_gmail.com#EXT#@contoso.onmicrosoft.com --role Reader --scope /subscriptions/0000"),
  planes.allow("az keyvault set-policy --name kv --object-id 0000-1111 --secret-permissions get list"),
  planes.allow("az keyvault set-policy --name kv --upn bob@contoso.com --secret-permissions get list"),
  planes.allow("az role assignment create --assignee bob@contoso.com --role Reader --scope /subscriptions/0000"),
  // Kubernetes RBAC.
  planes.ask("kubectl patch clusterrole dev --type=json -p '[{\"op\":\"add\",\"path\":\"/rules/0/resources/-\",\"value\":\"secrets\"}]'"),
  planes.ask("kubectl patch clusterrole dev --type merge --patch '{\"rules\":[{\"apiGroups\":[\"\"],\"resources\":[\"secrets\"],\"verbs\":[\"get\"]}]}'"),
  planes.ask("kubectl create clusterrolebinding ci --clusterrole=system:controller:namespace-controller --serviceaccount=ci:runner"),
  planes.ask("kubectl create clusterrolebinding ci --serviceaccount ci:runner --clusterrole system:kube-controller-manager"),
  planes.ask("kubectl create clusterrolebinding everyone --clusterrole=view --group=system:authenticated"),
  planes.allow("kubectl create rolebinding ci --clusterrole=view --serviceaccount=ci:runner -n ci"),
  planes.allow("kubectl create clusterrolebinding metrics --clusterrole=system:auth-delegator --serviceaccount=kube-system:metrics-server"),
  planes.allow("kubectl create clusterrolebinding ci --clusterrole=custom-reader --user=bob"),
  planes.allow("kubectl patch role dev -n app -p '{\"rules\":[{\"apiGroups\":[\"\"],\"resources\":[\"pods\"],\"verbs\":[\"get\",\"list\"]}]}'"),
  planes.allow("kubectl get clusterrole"),
  // Organization guardrails.
  planes.ask("gcloud resource-manager org-policies disable-enforce iam.disableServiceAccountKeyCreation --organization=123"),
  planes.ask("gcloud resource-manager org-policies disable-enforce --project=p compute.requireOsLogin"),
  planes.ask("gcloud resource-manager org-policies allow iam.allowedPolicyMemberDomains C0abc123 --organization=123"),
  planes.ask("gcloud org-policies reset iam.allowedPolicyMemberDomains --project=p"),
  planes.ask("gcloud org-policies reset storage.publicAccessPrevention --folder 42"),
  planes.ask("az policy exemption create --name waive --policy-assignment require-tags --exemption-category Waiver"),
  planes.ask("az policy assignment update --name require-tags --enforcement-mode DoNotEnforce"),
  planes.ask("aws controltower disable-control --control-identifier arn:aws:controltower:us-east-1::control/AWS-GR_RESTRICT_ROOT_USER --target-identifier arn:aws:organizations::1:ou/o-1/ou-1"),
  planes.allow("gcloud org-policies describe iam.allowedPolicyMemberDomains --project=p"),
  planes.allow("gcloud org-policies list --project=p"),
  planes.allow("gcloud resource-manager org-policies enable-enforce iam.disableServiceAccountKeyCreation --organization=123"),
  planes.allow("gcloud org-policies set-policy policy.yaml"),
  planes.allow("az policy assignment list"),
  planes.allow("az policy exemption list"),
  planes.allow("aws controltower list-enabled-controls --target-identifier arn:aws:organizations::1:ou/o-1/ou-1"),
  // Compute run as a privileged identity.
  planes.ask("gcloud functions deploy fn --service-account=admin@p.iam.gserviceaccount.com --allow-unauthenticated --runtime=python312"),
  planes.ask("gcloud run deploy svc --allow-unauthenticated --image=gcr.io/p/i --service-account 123456789-compute@developer.gserviceaccount.com"),
  planes.ask("gcloud compute instances create vm --scopes=cloud-platform --service-account=123456789-compute@developer.gserviceaccount.com"),
  planes.ask("gcloud compute instances set-service-account vm --service-account=ci-admin@p.iam.gserviceaccount.com --scopes=https://www.googleapis.com/auth/cloud-platform"),
  planes.ask("aws lambda create-function --function-name fn --runtime python3.12 --role arn:aws:iam::123456789012:role/AdminRole --handler h --zip-file fileb://f.zip"),
  planes.ask("aws lambda update-function-configuration --role=arn:aws:iam::123456789012:role/admin --function-name fn"),
  planes.ask("aws ec2 associate-iam-instance-profile --instance-id i-1 --iam-instance-profile Name=AdminProfile"),
  planes.ask("az vm identity assign -g rg -n vm --scope /subscriptions/0000"),
  planes.allow("gcloud functions deploy fn --runtime=python312 --trigger-http --allow-unauthenticated"),
  planes.allow("gcloud run deploy svc --image=gcr.io/p/i --service-account=api-runtime@p.iam.gserviceaccount.com --allow-unauthenticated"),
  planes.allow("gcloud compute instances create vm --service-account=app@p.iam.gserviceaccount.com --scopes=cloud-platform"),
  planes.allow("aws lambda create-function --function-name fn --runtime python3.12 --role arn:aws:iam::123456789012:role/lambda-basic-execution --handler h --zip-file fileb://f.zip"),
  planes.allow("aws ec2 associate-iam-instance-profile --instance-id i-1 --iam-instance-profile Name=web-ssm"),
  planes.allow("az vm identity assign -g rg -n vm"),
  // Lightsail ports.
  planes.ask("aws lightsail put-instance-public-ports --instance-name web --port-infos fromPort=22,toPort=22,protocol=TCP,cidrs=0.0.0.0/0"),
  planes.ask("aws lightsail put-instance-public-ports --instance-name web --port-infos fromPort=443,toPort=443,protocol=TCP fromPort=3389,toPort=3389,protocol=TCP,cidrs=0.0.0.0/0"),
  planes.ask("aws lightsail open-instance-public-ports --port-info fromPort=5432,toPort=5432,protocol=TCP,ipv6Cidrs=::/0 --instance-name db"),
  planes.allow("aws lightsail open-instance-public-ports --instance-name web --port-info fromPort=443,toPort=443,protocol=TCP,cidrs=0.0.0.0/0"),
  planes.allow("aws lightsail put-instance-public-ports --instance-name web --port-infos fromPort=80,toPort=80,protocol=TCP,cidrs=0.0.0.0/0 fromPort=443,toPort=443,protocol=TCP,cidrs=0.0.0.0/0"),
  planes.allow("aws lightsail open-instance-public-ports --instance-name web --port-info fromPort=22,toPort=22,protocol=TCP,cidrs=203.0.113.7/32"),
];

/** Every case of the access-grant families. */
export const ACCESS_GRANT_CASES: readonly CorpusCase[] = [...CLOUD_GRANTS, ...CLUSTER_AND_VAULT, ...CMDLETS, ...POLICIES_ROLES_AND_GUARDRAILS];
