/**
 * Reading what an access grant gives, from the text a command shows: an AWS IAM policy document,
 * the name of a managed policy, a role or a group, a file a document is read from. A grant counts
 * as broad when it gives every action, IAM's own actions (with which an identity grants itself
 * anything else), or a whole service on every resource — the first step of each documented cloud
 * privilege-escalation path (AWS IAM User Guide, "Policies and permissions" and the AWS managed
 * policy reference; Google Cloud IAM "Understanding roles"; Azure RBAC "Built-in roles").
 */

/**
 * AWS managed policies that grant every action or IAM's own (AWS Managed Policy Reference Guide):
 * `AdministratorAccess` and its service variants, `IAMFullAccess`, `PowerUserAccess` (every
 * service but IAM's user management), the `SystemAdministrator` job function, Organizations and
 * IAM Identity Center administration, which assign permissions to whole accounts.
 */
const AWS_ADMIN_POLICIES = /^(?:AdministratorAccess(?:-[\w-]+)?|IAMFullAccess|PowerUserAccess|job-function\/SystemAdministrator|AWSOrganizationsFullAccess|AWSSSOMasterAccountAdministrator|AWSSSOMemberAccountAdministrator|AWSSSODirectoryAdministrator)$/;
/** A name that says it administers or owns (`AdminPolicy`, `ci-admin`, `SuperUser`, `root`), not one that only reads. */
const ADMIN_WORD = /admin|super-?user|power-?user|god-?mode|(?:^|[^a-z])root(?:$|[^a-z])/i;
const READS_ONLY = /read[-_]?only|readonly|viewer|auditor?|reader/i;
/** IAM actions that let an identity give itself or another any permission (the documented escalation paths). */
const IAM_ESCALATION = /^iam:(?:\*|attach\w*policy|put\w*policy|createpolicyversion|setdefaultpolicyversion|passrole|updateassumerolepolicy|createaccesskey|createloginprofile|updateloginprofile|addusertogroup|delete\w*permissionsboundary|create\*|put\*|attach\*|update\*)$/i;

/**
 * Whether a name — of a policy, role, group or file — says it gives administrator rights.
 *
 * @example
 * adminNamed("arn:aws:iam::123456789012:policy/CiAdmin") // true
 * adminNamed("file://policies/s3-read.json") // false
 */
export function adminNamed(name: string): boolean {
  const last = name.replace(/\.(?:json|ya?ml|hcl|txt)$/i, "").split(/[/:]/).at(-1) ?? "";
  return ADMIN_WORD.test(last) && !READS_ONLY.test(last);
}

/**
 * Whether a managed policy's ARN or name grants administrator rights: an AWS managed policy that
 * grants every action or IAM's own, or a customer policy whose name says it administers.
 *
 * @example
 * adminPolicy("arn:aws:iam::aws:policy/AdministratorAccess") // true
 * adminPolicy("arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess") // false
 */
export function adminPolicy(arn: string): boolean {
  const managed = /^arn:aws[\w-]*:iam::aws:policy\/(?:service-role\/)?(.+)$/.exec(arn.trim());
  if (managed) return AWS_ADMIN_POLICIES.test(managed[1] as string);
  return adminNamed(arn);
}

/** The values of a statement's key as a list (a string or an array of strings). */
function list(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((each): each is string => typeof each === "string") : [];
}

/** Whether one Allow statement's actions and resources add up to a broad grant. */
function broadStatement(actions: readonly string[], resources: readonly string[], notAction: boolean): boolean {
  // `NotAction` with Allow grants everything it does not name.
  if (notAction) return true;
  const everywhere = resources.length === 0 || resources.some((resource) => resource.trim() === "*");
  return actions.some((raw) => {
    const action = raw.trim();
    if (action === "*" || /^\*:\*$/.test(action) || /^iam:\*$/i.test(action)) return true;
    if (!everywhere) return false;
    return /^[\w-]+:\*$/.test(action) || IAM_ESCALATION.test(action) || /^sts:(?:\*|AssumeRole)$/i.test(action);
  });
}

/** Every statement of a parsed policy document. */
function statements(document: unknown): Record<string, unknown>[] {
  if (typeof document !== "object" || document === null) return [];
  const statement = (document as Record<string, unknown>).Statement ?? (document as Record<string, unknown>).statement;
  const all = Array.isArray(statement) ? statement : [statement];
  return all.filter((each): each is Record<string, unknown> => typeof each === "object" && each !== null);
}

/**
 * Whether an IAM policy document given inline grants broadly: every action (`"Action": "*"`),
 * IAM's own actions (`iam:*`, `iam:PassRole`, `iam:AttachRolePolicy`, …) or a whole service
 * (`s3:*`) on every resource, or everything but a few actions (`NotAction` with Allow). Read as
 * JSON, or, when the text is not JSON (shell-escaped, cut short), by its `Action` and `Resource`
 * keys as a whole.
 *
 * @example
 * broadPolicyDocument('{"Statement":[{"Effect":"Allow","Action":"*","Resource":"*"}]}') // true
 * broadPolicyDocument('{"Statement":[{"Effect":"Allow","Action":"s3:GetObject","Resource":"*"}]}') // false
 */
export function broadPolicyDocument(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return false;
  try {
    return statements(JSON.parse(trimmed)).some((statement) =>
      !/^deny$/i.test(String(statement.Effect ?? "allow")) &&
      broadStatement([...list(statement.Action), ...list(statement.action)], [...list(statement.Resource), ...list(statement.resource)], statement.NotAction !== undefined));
  } catch {
    return broadStatement(keyValues(trimmed, "Action"), keyValues(trimmed, "Resource"), /\\?"NotAction\\?"\s*:/.test(trimmed) && !/\\?"Effect\\?"\s*:\s*\\?"Deny/i.test(trimmed));
  }
}

/** The strings written under a JSON key anywhere in a text that is not JSON (`"Action": ["s3:*", "iam:*"]`). */
function keyValues(text: string, key: string): string[] {
  const values: string[] = [];
  const pattern = new RegExp(`\\\\?"${key}\\\\?"\\s*:\\s*(\\[[^\\]]{0,2000}\\]|\\\\?"[^"\\\\]{0,300}\\\\?")`, "g");
  for (const match of text.slice(0, 16384).matchAll(pattern)) {
    for (const value of (match[1] as string).matchAll(/\\?"([^"\\]*)\\?"/g)) values.push(value[1] as string);
  }
  return values;
}

/**
 * Whether a trust policy lets anyone assume the role (`"Principal": "*"` or `{"AWS": "*"}`)
 * without a condition narrowing who.
 *
 * @example
 * trustsAnyone('{"Statement":[{"Effect":"Allow","Principal":{"AWS":"*"},"Action":"sts:AssumeRole"}]}') // true
 */
export function trustsAnyone(text: string): boolean {
  return /\\?"Principal\\?"\s*:\s*(?:\\?"\*\\?"|\{\s*\\?"AWS\\?"\s*:\s*\[?\s*\\?"\*\\?")/.test(text) && !/\\?"Condition\\?"\s*:/.test(text);
}

/**
 * Whether a policy document argument is judged broad: inline, by what it grants; read from a file
 * (`file://admin.json`) or only known when it runs, by the names in view — the policy's own name
 * and the file's. The AWS CLI reads `file://` and `fileb://` documents when it runs (AWS CLI User
 * Guide, "Loading parameters from a file").
 *
 * @example
 * broadDocumentArgument("file://admin.json", "ci") // true
 * broadDocumentArgument("file://s3-read.json", "s3-read") // false
 */
export function broadDocumentArgument(document: string, ...names: readonly string[]): boolean {
  if (/^\s*[[{]/.test(document)) return broadPolicyDocument(document);
  return [document, ...names].some((name) => name !== "" && adminNamed(name));
}
