import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";

const ENGINES = new Set(["docker", "podman", "nerdctl"]);
const GLOBAL: OptionGrammar = { flags: "Dv", values: "Hcl", longValues: ["host", "context", "config", "log-level", "tlscacert", "tlscert", "tlskey", "url", "connection", "identity", "remote"], stopAtOperand: true };

/**
 * The host paths a container run mounts (`-v SRC:DST`, `--volume`, `--mount type=bind,source=SRC`),
 * for `docker|podman|nerdctl run|create` and `… container run|create`. Named volumes are not paths
 * and are left out.
 *
 * @example
 * mountedHostPaths(invocation("docker", "run", "-v", "/home/ada/.ssh:/root/.ssh", "alpine")).map((f) => f.value) // ["/home/ada/.ssh"]
 */
export function mountedHostPaths(invocation: Invocation): Field[] {
  if (!ENGINES.has(invocation.name)) return [];
  const operands = parseOptions(invocation.argv.slice(1), GLOBAL).operands;
  const command = operands[0]?.value === "container" ? operands.slice(1) : operands;
  if (command[0]?.value !== "run" && command[0]?.value !== "create") return [];
  const args = command.slice(1);
  const sources: Field[] = [];
  args.forEach((field, index) => {
    const value = field.value;
    const previous = args[index - 1]?.value;
    let spec: string | undefined;
    let mount = false;
    if (previous === "-v" || previous === "--volume") spec = value;
    else if (previous === "--mount") [spec, mount] = [value, true];
    else if (value?.startsWith("--volume=")) spec = value.slice(9);
    else if (value?.startsWith("--mount=")) [spec, mount] = [value.slice(8), true];
    else if (value !== undefined && /^-v./.test(value)) spec = value.slice(2);
    if (spec === undefined) return;
    const source = mount ? /(?:^|,)(?:source|src)=([^,]+)/.exec(spec)?.[1] : spec.split(":")[0];
    if (source !== undefined && /^(?:\/|~|\.)/.test(source)) sources.push({ value: source, text: field.text, glob: false });
  });
  return sources;
}

/** Credential stores and the tools that read them as designed (by their documented config locations). */
const STORE_TOOLS: readonly { store: RegExp; tools: readonly string[] }[] = [
  { store: /(?:^|\/)\.aws(?:\/|$)/, tools: ["aws", "aws-cli", "awscli", "sam", "cdk", "copilot", "eksctl"] },
  { store: /(?:^|\/)\.config\/gcloud(?:\/|$)/, tools: ["gcloud", "gsutil", "bq", "cloud-sdk", "google-cloud-cli", "google-cloud-sdk"] },
  { store: /(?:^|\/)\.azure(?:\/|$)/, tools: ["az", "azure-cli"] },
  { store: /(?:^|\/)\.kube(?:\/config)?$|(?:^|\/)kubeconfig$|\.kubeconfig$/, tools: ["kubectl", "helm", "k9s", "kustomize", "kubectx", "kubens", "stern", "argocd", "flux", "kubeconform"] },
  { store: /(?:^|\/)\.terraform\.d(?:\/|$)|credentials\.tfrc\.json$/, tools: ["terraform", "tofu", "opentofu", "terragrunt"] },
];

/**
 * Whether a credential store mounted into a container is read there by the tool it belongs to: the
 * image is that tool's (`amazon/aws-cli`, `google/cloud-sdk`, `bitnami/kubectl`) or the command run
 * in it is (`… alpine/k8s:1.29 kubectl get pods`). That is the credential used as designed.
 *
 * @example
 * usedByOwnTool("/home/ada/.aws", "amazon/aws-cli:2.15", "s3") // true
 */
export function usedByOwnTool(hostPath: string, image: string | undefined, program: string | undefined): boolean {
  const entry = STORE_TOOLS.find((candidate) => candidate.store.test(hostPath.replace(/\/+$/, "")));
  if (!entry) return false;
  const repository = (image ?? "").replace(/[:@].*$/, "").split("/").pop() ?? "";
  const command = (program ?? "").split("/").pop() ?? "";
  return entry.tools.includes(repository) || entry.tools.includes(command);
}
