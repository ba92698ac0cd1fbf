import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import type { Field } from "../model.js";
import { argsOf, shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

const TERRAFORM = new Set(["terraform", "tofu", "terragrunt"]);
const TERRAFORM_GLOBAL: OptionGrammar = { long: ["help", "version"], longOptionals: ["chdir"], stopAtOperand: true };
const KUBECTL_GLOBAL: OptionGrammar = {
  values: "ns",
  longValues: ["namespace", "context", "cluster", "kubeconfig", "user", "server", "token", "as"],
  aliases: { n: "namespace", s: "server" },
  stopAtOperand: true,
};
const SQL_CLIENTS: Readonly<Record<string, readonly string[]>> = {
  psql: ["-c", "--command"],
  mysql: ["-e", "--execute"],
  mariadb: ["-e", "--execute"],
  sqlite3: [],
  sqlcmd: ["-Q", "-q"],
};
const DESTRUCTIVE_SQL = /\b(?:drop\s+(?:database|schema|table)|truncate\s+(?:table\s+)?\w)/i;
const PUBLISHERS: ReadonlyArray<[string, string]> = [
  ["npm", "publish"],
  ["pnpm", "publish"],
  ["yarn", "publish"],
  ["cargo", "publish"],
  ["gem", "push"],
  ["twine", "upload"],
  ["poetry", "publish"],
];

/**
 * Operations on infrastructure and published artifacts that cannot be undone: destroying managed
 * infrastructure, deleting whole namespaces or every resource, dropping databases, deleting bucket
 * contents recursively, and publishing a package. A person should say yes first.
 */
export const infrastructureRules: RuleSet = {
  category: "infrastructure",
  rules: [
    { id: "infra.terraform-destroy", decision: "ask", description: "Destroys managed infrastructure (terraform destroy, terraform apply -destroy, tofu destroy)." },
    { id: "infra.kubernetes-delete-all", decision: "ask", description: "Deletes a Kubernetes namespace or every resource of a kind (kubectl delete ns x, kubectl delete pods --all)." },
    { id: "infra.sql-drop", decision: "ask", description: "Drops a database, schema or table, or truncates one, from a SQL client's command line." },
    { id: "infra.bucket-delete", decision: "ask", description: "Deletes a bucket or its contents recursively (aws s3 rm --recursive, aws s3 rb --force, gsutil rm -r)." },
    { id: "infra.publish", decision: "ask", description: "Publishes a package to a public registry (npm publish, cargo publish, twine upload, gem push)." },
  ],
  invocation(invocation) {
    const args = argsOf(invocation);
    const values = args.map((field) => field.value);
    const hit = (rule: string, what: string): Hit[] => [{ rule, decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
    const name = invocation.name;
    if (TERRAFORM.has(name)) {
      const [command, ...rest] = parseOptions(args, TERRAFORM_GLOBAL).operands.map((field) => field.value);
      if (command === "destroy" || (command === "apply" && rest.includes("-destroy"))) return hit("infra.terraform-destroy", "destroys the infrastructure it manages");
      return [];
    }
    if (name === "kubectl" || name === "oc") return kubernetesDelete(args, hit);
    if (name in SQL_CLIENTS) {
      const sql = sqlOf(args, SQL_CLIENTS[name] ?? []);
      if (sql && DESTRUCTIVE_SQL.test(sql)) return hit("infra.sql-drop", `runs \`${sql.trim().slice(0, 60)}\``);
      return [];
    }
    if (name === "aws" && values[0] === "s3") {
      if (values[1] === "rm" && values.includes("--recursive")) return hit("infra.bucket-delete", "deletes every object under the prefix");
      if (values[1] === "rb" && values.includes("--force")) return hit("infra.bucket-delete", "deletes the bucket and everything in it");
      return [];
    }
    if ((name === "gsutil" && values[0] === "rm" && values.some((value) => value === "-r" || value === "-R" || value === "-a")) || (name === "gsutil" && values[0] === "rb")) {
      return hit("infra.bucket-delete", "deletes bucket contents recursively");
    }
    for (const [tool, command] of PUBLISHERS) {
      if (name === tool && values.includes(command) && !values.includes("--dry-run")) return hit("infra.publish", "publishes a package for everyone to download");
    }
    return [];
  },
};

function kubernetesDelete(args: readonly Field[], hit: (rule: string, what: string) => Hit[]): Hit[] {
  const operands = parseOptions(args, KUBECTL_GLOBAL).operands.map((field) => field.value);
  if (operands[0] !== "delete") return [];
  const rest = args.map((field) => field.value);
  const kind = operands.slice(1).find((value) => value !== undefined && !value.startsWith("-"));
  if (kind !== undefined && /^(?:ns|namespaces?)(?:\/|$)/.test(kind)) return hit("infra.kubernetes-delete-all", "deletes a whole namespace and everything in it");
  if (rest.includes("--all") || rest.includes("--all-namespaces") || rest.includes("-A")) return hit("infra.kubernetes-delete-all", "deletes every resource of the kind");
  return [];
}

/** The SQL a client runs from its command line: the value of `-c`-like options, or a trailing statement (sqlite3). */
function sqlOf(args: readonly Field[], options: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value ?? "";
    if (options.includes(value)) return args[index + 1]?.value;
    for (const option of options) if (option.startsWith("--") && value.startsWith(`${option}=`)) return value.slice(option.length + 1);
    if (options.some((option) => option.length === 2 && !option.startsWith("--") && value.startsWith(option) && value.length > 2)) return value.slice(2);
  }
  if (options.length === 0) return args.map((field) => field.value ?? "").slice(1).join(" ");
  return undefined;
}
