import { KUBECTL_GLOBAL_SWITCHES } from "../commands/kubectl-options.js";
import type { Invocation } from "../model.js";
import { kubectlVerbIndex } from "./kubectl-verb.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * Kubernetes' user-facing roles that administer or write (Kubernetes "Using RBAC Authorization",
 * "User-facing roles"): `cluster-admin` (everything), `admin` (everything in a namespace, roles
 * and bindings too) and `edit` (every workload and secret); OpenShift adds `sudoer` (impersonate
 * the system administrator).
 */
const WRITING_ROLE = /^(?:cluster-admin|admin|edit|sudoer)$/;
/** Subjects that are anyone who can reach the API server without credentials (Kubernetes RBAC, "Default roles and role bindings"; "Anonymous requests"). */
const ANYONE = /^(?:system:anonymous|system:unauthenticated)$/;
/**
 * Built-in `system:` cluster roles safe to bind, because every authenticated user already holds
 * them (Kubernetes RBAC, "Default roles and role bindings": discovery, basic-user,
 * public-info-viewer, service-account-issuer-discovery) or they only delegate authentication checks
 * (`system:auth-delegator`). Every other `system:` role is meant for one control-plane component
 * (`system:kube-controller-manager`, `system:node`, `system:controller:*`) and carries that
 * component's power, such as reading every secret — binding it to a user or service account
 * widens access ("Role based access control good practices": least privilege).
 */
const SAFE_SYSTEM_ROLE = /^system:(?:discovery|basic-user|public-info-viewer|service-account-issuer-discovery|auth-delegator|heapster|monitoring|aggregate-to-view)$/;
/**
 * Every authenticated user or every service account of the cluster (on managed clusters such as
 * GKE, `system:authenticated` includes any Google account): a role bound to them beyond the
 * discovery roles reaches everyone with a token.
 */
const EVERY_AUTHENTICATED = /^(?:system:authenticated|system:serviceaccounts)$/;
/** RBAC verbs that grant every verb or the power to grant more (Kubernetes RBAC, "Privilege escalation prevention and bootstrapping"). */
const ESCALATING_VERB = /^(?:\*|escalate|bind|impersonate)$/;
/** OpenShift security context constraints that let pods run privileged or reach the host ("Managing security context constraints"). */
const HOST_SCC = /^(?:privileged|hostaccess|hostmount-anyuid|hostnetwork|hostnetwork-v2|node-exporter)$/;

/** The values of an option given as `--name value`, `--name=value` or repeated. */
function values(args: readonly string[], name: string): string[] {
  const found: string[] = [];
  args.forEach((arg, index) => {
    if (arg === name && args[index + 1] !== undefined) found.push(args[index + 1] as string);
    else if (arg.startsWith(`${name}=`)) found.push(arg.slice(name.length + 1));
  });
  return found.flatMap((value) => value.split(","));
}

/** kubectl's and oc's switches that take no value, the verbs' and the global ones (`commands/kubectl-options.ts`), so the word after them is an operand. */
const SWITCHES = new Set(["--dry-run", "--all", "--overwrite", "--local", "--record", "-A", "--all-namespaces", "-q", "--quiet", ...KUBECTL_GLOBAL_SWITCHES]);

/** The operands after the verb: words that are neither options nor an option's separate value. */
function operands(args: readonly string[], from: number): string[] {
  const found: string[] = [];
  for (let index = from; index < args.length; index++) {
    const arg = args[index] as string;
    if (!arg.startsWith("-")) found.push(arg);
    else if (!arg.includes("=") && !SWITCHES.has(arg)) index++;
  }
  return found;
}

/** A patch naming one of the writing roles as what a binding refers to (`"roleRef": {"name": "cluster-admin"}`). */
const ADMIN_BINDING = /["'](?:cluster-admin|admin|edit)["']/;

/** The name of the object a `kind name` or `kind/name` pair of operands names. */
function objectName(operands: readonly string[]): string {
  const first = operands[0] ?? "";
  return first.includes("/") ? first.slice(first.indexOf("/") + 1) : operands[1] ?? "";
}

/** Verbs and resources of `kubectl create role|clusterrole` that grant everything, write RBAC itself, or escalate. */
function grantsEverything(verbs: readonly string[], resources: readonly string[]): boolean {
  if (verbs.some((verb) => ESCALATING_VERB.test(verb) && verb !== "*")) return true;
  if (!verbs.includes("*")) return false;
  return resources.some((resource) => /^\*(?:\.|$)/.test(resource) || /^(?:clusterroles|roles|clusterrolebindings|rolebindings|secrets|users|groups|serviceaccounts)(?:\.|$)/.test(resource));
}

/** `kubectl create clusterrolebinding|rolebinding NAME --clusterrole=ROLE --user|--group|--serviceaccount=…`. */
function binding(kind: string, args: readonly string[]): PlaneEffect[] {
  const role = values(args, "--clusterrole")[0] ?? values(args, "--role")[0] ?? "";
  const subjects = [...values(args, "--user"), ...values(args, "--group")];
  if (subjects.some((subject) => ANYONE.test(subject))) return [{ rule: "planes.access-widened", what: `gives ${role || "a role"} to anyone who can reach the cluster's API (${subjects.find((subject) => ANYONE.test(subject))})` }];
  const everyone = subjects.find((subject) => EVERY_AUTHENTICATED.test(subject));
  if (everyone !== undefined && role !== "" && !SAFE_SYSTEM_ROLE.test(role)) return [{ rule: "planes.access-widened", what: `gives ${role} to every authenticated identity of the cluster (${everyone})` }];
  if (values(args, "--clusterrole").some((name) => name.startsWith("system:") && !SAFE_SYSTEM_ROLE.test(name))) return [{ rule: "planes.access-widened", what: `gives the control-plane role ${role} ${kind === "clusterrolebinding" ? "over the whole cluster" : "in a namespace"}` }];
  // A custom role is judged where it is defined (`create clusterrole`, `patch`, `edit`): binding it grants only what it already allows.
  if (!WRITING_ROLE.test(role) || values(args, "--role").length > 0) return [];
  // `host.admin-account` also reports `cluster-admin` bound cluster-wide in its plain spelling; every spelling is read here.
  return [{ rule: "planes.access-widened", what: `gives the ${role} role ${kind === "clusterrolebinding" ? "over the whole cluster" : "in a namespace"}` }];
}

/**
 * What a `kubectl` or `oc` command grants, when it widens who may do what on the cluster: a
 * binding to `cluster-admin`, `admin` or `edit` (or of any role to anonymous users), a cluster role
 * created or patched to allow every verb or to escalate, bind or impersonate, a subject added to an
 * administrators' binding, a cluster-wide role opened in an editor, OpenShift's `oc adm policy
 * add-*-role-to-*` with those roles and privileged security context constraints (`kubectl create
 * clusterrolebinding`, `kubectl create role`, `kubectl patch`, `kubectl set subject`, `kubectl
 * edit`, `oc adm policy` references). Bindings to `view` and reading RBAC (`kubectl auth can-i`,
 * `get clusterrolebindings`) stay unflagged.
 *
 * @example
 * clusterAccessEffects(invocation("kubectl", "create", "rolebinding", "ci", "--clusterrole=edit", "--serviceaccount=dev:ci"))[0]?.rule // "planes.access-widened"
 */
export function clusterAccessEffects(invocation: Invocation): PlaneEffect[] {
  if (invocation.name !== "kubectl" && invocation.name !== "oc") return [];
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const at = kubectlVerbIndex(args);
  const verb = args[at];
  // A dry run prints the object it would make or change (`--dry-run=client -o yaml`) and grants nothing.
  if (verb === undefined || args.some((arg) => arg === "--dry-run" || /^--dry-run=(?!none$)/.test(arg))) return [];
  const rest = operands(args, at + 1);
  const kind = (rest[0] ?? "").toLowerCase().replace(/\.rbac\.authorization\.k8s\.io$/, "");
  switch (verb) {
    case "create":
      if (kind === "clusterrolebinding" || kind === "rolebinding") return binding(kind, args);
      if ((kind === "clusterrole" || kind === "role") && grantsEverything(values(args, "--verb"), values(args, "--resource"))) {
        return [{ rule: "planes.access-widened", what: `defines a ${kind} allowing every verb on every resource, on roles and bindings, or escalating its own rights` }];
      }
      return [];
    case "patch": {
      const patch = [...values(args, "-p"), ...values(args, "--patch")].join(" ");
      if (/^(?:clusterroles?|roles?)(?:\/|$)/.test(kind) && /["'\s[,:]\*["'\s\],]|\b(?:escalate|bind|impersonate|secrets)\b/.test(` ${patch} `)) return [{ rule: "planes.access-widened", what: "patches a role to allow every verb or resource, secrets, or escalating its own rights" }];
      if (/^(?:clusterrolebindings?|rolebindings?)(?:\/|$)/.test(kind) && (ADMIN_BINDING.test(patch) || /admin/.test(objectName(rest)))) return [{ rule: "planes.access-widened", what: "changes who holds an administrator role binding" }];
      return [];
    }
    case "set":
      // `kubectl set subject clusterrolebinding|rolebinding NAME --user=…`: adds subjects to a binding.
      if (kind === "subject" && /admin|edit/.test(objectName(rest.slice(1)))) return [{ rule: "planes.access-widened", what: "adds a subject to an administrator role binding" }];
      return [];
    case "edit":
      if (/^(?:clusterroles?|clusterrolebindings?)(?:\/|$)/.test(kind)) return [{ rule: "planes.access-widened", what: "opens a cluster-wide role or binding in an editor: what it will allow is only known when the editor closes" }];
      return [];
    case "adm":
      return invocation.name === "oc" ? openshiftPolicy(rest) : [];
    default:
      return [];
  }
}

/** `oc adm policy add-cluster-role-to-user|add-role-to-group|add-scc-to-user ROLE SUBJECT…` (OpenShift CLI reference). */
function openshiftPolicy(rest: readonly string[]): PlaneEffect[] {
  if (rest[0] !== "policy") return [];
  const action = rest[1] ?? "";
  const role = rest[2] ?? "";
  if (/^add-(?:cluster-)?role-to-(?:user|group)$/.test(action) && (WRITING_ROLE.test(role) || rest.slice(3).some((subject) => ANYONE.test(subject)))) return [{ rule: "planes.access-widened", what: `gives the ${role} role ${action.includes("cluster") ? "over the whole cluster" : "in a project"}` }];
  if (/^add-scc-to-(?:user|group)$/.test(action) && HOST_SCC.test(role)) return [{ rule: "planes.access-widened", what: `lets pods run with the ${role} security context constraint (privileged, or reaching the host)` }];
  return [];
}
