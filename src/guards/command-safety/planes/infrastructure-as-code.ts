import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { nomadEffects } from "./nomad-jobs.js";
import { subcommandWords } from "./verbs.js";
import { ownEntry } from "../../../util/own-entry.js";

const TERRAFORM = new Set(["terraform", "tofu", "opentofu", "terragrunt"]);
const TERRAFORM_GLOBAL: OptionGrammar = { long: ["help", "version"], longOptionals: ["chdir"], stopAtOperand: true };
/** Tools whose named subcommand tears down everything they deployed. */
const TEARDOWN: Readonly<Record<string, readonly string[]>> = {
  pulumi: ["destroy", "down"],
  cdk: ["destroy"],
  cdktf: ["destroy"],
  sam: ["delete"],
  serverless: ["remove"],
  sls: ["remove"],
  sst: ["remove"],
  amplify: ["delete"],
  azd: ["down"],
  waypoint: ["destroy"],
  eb: ["terminate"],
  copilot: ["delete"],
  kops: ["delete"],
  eksctl: ["delete"],
  juju: ["destroy-model", "destroy-controller", "kill-controller", "remove-application", "remove-unit", "remove-machine"],
  cloudify: ["uninstall"],
};

/** A playbook's name that says it tears something down (`teardown.yml`, `destroy-cluster.yaml`, `decommission_db.yml`). */
const TEARDOWN_PLAYBOOK = /(?:^|[^a-z])(?:destroy|teardown|tear[-_]down|decommission|nuke|wipe|purge|drop|deprovision|delete|remove)(?:[^a-z]|$)/i;

/**
 * Infrastructure as code tearing down what it manages: `terraform|tofu destroy`, `apply
 * -destroy`, `terragrunt run-all destroy`, `pulumi destroy|down|stack rm`, `pulumi stack import --force`, `cdk destroy`,
 * `sam delete`, `serverless remove`, `sst remove`, `amplify delete`, `azd down`, `eb terminate`,
 * `copilot … delete`, `eksctl|kops delete`, `nomad job stop -purge` (`nomad-jobs.ts`), `terraform workspace delete -force`,
 * and an `ansible-playbook` run of a playbook named for tearing down (`teardown.yml`).
 *
 * @example
 * infrastructureEffects(invocation("terraform", "-chdir=infra", "destroy"))?.[0]?.rule // "planes.iac-destroy"
 */
export function infrastructureEffects(invocation: Invocation): PlaneEffect[] | undefined {
  const name = invocation.name;
  const args = invocation.argv.slice(1);
  if (TERRAFORM.has(name)) {
    const words = parseOptions(args, TERRAFORM_GLOBAL).operands.map((field) => field.value);
    const all = words.includes("run-all") || words.includes("--all") || words.includes("destroy-all");
    if (words.includes("destroy-all")) return iacDestroy("destroys the infrastructure of every module");
    const command = words.find((word) => word !== undefined && word !== "run-all" && word !== "run" && !word.startsWith("-"));
    const destroying = command === "destroy" || (command === "apply" && words.some((word) => word === "-destroy" || word === "--destroy"));
    if (destroying) return iacDestroy(all ? "destroys the infrastructure of every module" : "destroys the infrastructure it manages");
    const replaced = args.find((field) => /^-{1,2}replace=/.test(field.value ?? ""));
    if (command === "apply" && replaced) return iacDestroy(`destroys and re-creates ${replaced.value?.slice(replaced.value.indexOf("=") + 1)}, losing its data`);
    if (command === "taint") return iacDestroy("marks a resource to be destroyed and re-created on the next apply");
    // State surgery: `state rm` forgets resources that keep running (the next apply creates
    // duplicates or the stack loses them), `state push` overwrites the shared state with a local
    // copy. `state mv` and `state replace-provider` rename addresses and can be undone the same way.
    if (command === "state") {
      const sub = words[words.indexOf("state") + 1];
      if (sub === "rm") return iacDestroy("removes resources from the state: they keep running but are no longer managed");
      if (sub === "push") return iacDestroy("overwrites the shared state with a local copy");
    }
    // `workspace delete -force`: the workspace's state goes, though it still tracks live resources.
    if (command === "workspace" && words.includes("delete") && args.some((field) => /^-{1,2}force(?:=true)?$/.test(field.value ?? ""))) return iacDestroy("deletes a workspace and the state of the resources it still manages");
    return [];
  }
  if (name === "ansible-playbook") {
    const playbook = args.find((field) => /\.ya?ml$/i.test(field.value ?? "") && TEARDOWN_PLAYBOOK.test(field.value?.slice(field.value.lastIndexOf("/") + 1) ?? ""));
    return playbook ? iacDestroy(`runs the playbook ${playbook.value}, whose name says it tears down what it manages`) : [];
  }
  if (name === "pulumi") {
    const words = subcommandWords(args, new Set(["stack", "s", "cwd", "C"]), 2);
    if (words[0] === "stack" && (words[1] === "rm" || words[1] === "remove")) return iacDestroy("deletes a stack and its state");
    if (words[0] === "state" && words[1] === "delete") return iacDestroy("deletes resources from the stack's state");
    // `stack import --force` (pulumi_stack_import): the stack's state is replaced by a file's even when the checks find it wrong, as `terraform state push -force` does.
    if (words[0] === "stack" && words[1] === "import" && args.some((field) => /^--force(?:=true)?$/.test(field.value ?? ""))) return iacDestroy("overwrites the stack's state with a file, past the checks that would refuse it");
  }
  if (name === "nomad") return nomadEffects(invocation);
  const teardown = ownEntry(TEARDOWN, name);
  if (!teardown) return undefined;
  const words = subcommandWords(args, new Set(["profile", "region", "stack-name", "app", "env", "environment", "stage", "s", "r", "config", "c", "cwd", "C", "name"]), 3);
  const verb = words.find((word) => teardown.includes(word));
  return verb ? iacDestroy(`runs ${name} ${words.slice(0, words.indexOf(verb) + 1).join(" ")}, tearing down what it deployed`) : [];
}

/** The one effect an infrastructure tool's teardown has. */
function iacDestroy(what: string): PlaneEffect[] {
  return [{ rule: "planes.iac-destroy", what }];
}
