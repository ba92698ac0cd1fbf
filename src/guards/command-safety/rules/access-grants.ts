import { accessGrantEffects } from "../planes/access-grants.js";
import { brokerAccessEffects } from "../planes/broker-access.js";
import { clusterAccessEffects } from "../planes/cluster-access.js";
import { computeIdentityEffects } from "../planes/compute-identities.js";
import { keyDisablingEffects } from "../planes/key-disabling.js";
import { orgGuardrailEffects } from "../planes/org-guardrails.js";
import { planeProgram } from "../planes/package-programs.js";
import { vaultAccessEffects } from "../planes/vault-access.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * Who may do what on a cloud account, a cluster or a secret store, decided by a model of each
 * system's documented grants (`planes/access-grants.ts`, `planes/cluster-access.ts`,
 * `planes/vault-access.ts`, message brokers in `planes/broker-access.ts`), compute made to run as a privileged identity
 * (`planes/compute-identities.ts`), organization guardrails weakened (`planes/org-guardrails.ts`), and keys switched off (`planes/key-disabling.ts`). Broad power
 * handed to an identity weakens the account as surely as a firewall turned off, and is the core
 * of every documented cloud privilege-escalation path; each asks, since such grants are sometimes
 * intended and a person should say yes first.
 */
export const accessGrantRules: RuleSet = {
  category: "infrastructure",
  // `uvx --from awscli aws …` and `pipx run --spec awscli aws …` run the CLI they fetch.
  programs: ["aws", "gcloud", "az", "kubectl", "oc", "vault", "uvx", "pipx", "uv", "rabbitmqctl", "rabbitmqadmin", "rpk", "kafka-acls", "kafka-acls.sh", "kafka-configs", "kafka-configs.sh"],
  rules: [
    { id: "planes.access-widened", decision: "ask", description: "Gives an identity broad power over a cloud account, cluster or secret store: an administrator managed policy attached (AdministratorAccess, IAMFullAccess, PowerUserAccess), an inline policy granting *, iam:* or a whole service on every resource, a managed policy's default version replaced, a role's trust policy changed, a permissions boundary removed, a user added to an administrators' group; Google Cloud owner, editor, IAM administrator or impersonation roles bound on a project, folder or organization, or on a service account; Azure Owner, Contributor or access administrator roles assigned over a subscription or resource group; Kubernetes cluster-admin, admin or edit bound, roles allowing * or escalation, anonymous users bound; Vault policies granting sudo or every path, root tokens. Also: Kubernetes roles patched to reach secrets, control-plane system: roles bound, any role but discovery bound to every authenticated identity; az keyvault set-policy for a guest (#EXT#) or personal account or with all permissions, Azure roles given to guests; organization guardrails weakened (gcloud org-policies reset, resource-manager org-policies disable-enforce or allow, set-policy with enforce: false in view, az policy exemption create, az policy assignment update --enforcement-mode DoNotEnforce, aws controltower disable-control); compute made to run as a privileged identity (gcloud functions|run deploy --allow-unauthenticated as a default or admin service account, --scopes=cloud-platform with one, aws lambda create-function --role or ec2 instance profiles named as administrators, az vm|webapp identity assign over a subscription). Message brokers opened: RabbitMQ's guest given every permission, the administrator tag given, an account with a guessable password, loopback_users emptied (rabbitmqctl, rabbitmqadmin); Redpanda's SASL, authorization, Admin API authentication or audit log turned off (rpk cluster config set enable_sasl false); Kafka ACLs for every principal or the anonymous user (rpk acl create --allow-principal 'User:*', kafka-acls --add --allow-principal User:*), allow.everyone.if.no.acl.found=true. Binding a custom cluster role is judged where the role is defined. Narrow grants (AmazonS3ReadOnlyAccess, roles/viewer, Reader, view), reading policies and dry runs stay allowed." },
    { id: "planes.key-disabled", decision: "ask", description: "Disables an encryption key, secret or login method others depend on (aws kms disable-key, gcloud kms keys versions disable, az keyvault key set-attributes --enabled false, vault auth disable): nothing encrypted under the key can be read, and no token of the method works, until it is re-enabled." },
  ],
  invocation(invocation) {
    const program = planeProgram(invocation);
    const effects = [...accessGrantEffects(program), ...keyDisablingEffects(program), ...clusterAccessEffects(program), ...vaultAccessEffects(program), ...computeIdentityEffects(program), ...orgGuardrailEffects(program), ...brokerAccessEffects(program)];
    return effects.map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(invocation)} ${effect.what}${via(invocation)}` }));
  },
};
