import type { Field, Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

/** Namespace words that name development or test work (`dev`, `shop-test`, `ada-sandbox`). */
const DEVELOPMENT_WORD = /^(?:dev|development|test|testing|local|sandbox|scratch)$/i;

/**
 * Nomad commands that remove what a cluster runs or stores, from the Nomad CLI reference:
 * `nomad job stop -purge` and its older spelling `nomad stop -purge` (the job is removed with its
 * versions, deployments and allocations, so nothing is left to revert to), unless the namespace is
 * named for development or tests; `nomad var purge` (a variable, the secrets jobs read, deleted
 * for good); `nomad volume delete` (the CSI plugin deletes the storage) and `volume deregister
 * -force` (a volume still claimed dropped). Go's flag package reads `-purge`, `--purge` and
 * `-purge=true` alike. `nomad job stop` without `-purge` keeps the job, which `nomad job run`
 * brings back.
 *
 * @example
 * nomadEffects(invocation("nomad", "job", "stop", "-purge", "web"))[0]?.rule // "planes.iac-destroy"
 */
export function nomadEffects(invocation: Invocation): PlaneEffect[] {
  const values = invocation.argv.slice(1).map((field) => field.value);
  const words = values.filter((value, index) => value === undefined || (!value.startsWith("-") && !/^--?namespace$/.test(values[index - 1] ?? "")));
  const [first, second] = words;
  const stops = first === "stop" || (first === "job" && second === "stop");
  if (stops && values.some((value) => /^--?purge(?:=true)?$/.test(value ?? "")) && !developmentNamespace(invocation)) {
    return [{ rule: "planes.iac-destroy", what: "stops a job and purges it with its versions and history, so it cannot be reverted" }];
  }
  if (first === "var" && second === "purge") return [{ rule: "planes.destructive-subcommand", what: "deletes a Nomad variable for good, with the secrets jobs read from it" }];
  if (first === "volume" && second === "delete") return [{ rule: "planes.cloud-delete", what: "deletes a storage volume through its CSI plugin, with the data it holds" }];
  if (first === "volume" && second === "deregister" && values.some((value) => /^--?force(?:=true)?$/.test(value ?? ""))) {
    return [{ rule: "planes.cloud-delete", what: "deregisters a volume that allocations still claim, past Nomad's check that it is unused" }];
  }
  return [];
}

/** `-namespace=dev`, `-namespace dev` or `NOMAD_NAMESPACE=dev`: a namespace named for development or tests. */
function developmentNamespace(invocation: Invocation): boolean {
  const args: readonly Field[] = invocation.argv.slice(1);
  const index = args.findIndex((field) => /^--?namespace(?:=|$)/.test(field.value ?? ""));
  const option = index < 0 ? undefined : args[index]?.value?.includes("=") ? args[index]?.value?.replace(/^[^=]*=/, "") : args[index + 1]?.value;
  const namespace = option ?? invocation.assignments.get("NOMAD_NAMESPACE")?.value;
  return namespace !== undefined && namespace.split(/[-_.]/).some((word) => DEVELOPMENT_WORD.test(word));
}
