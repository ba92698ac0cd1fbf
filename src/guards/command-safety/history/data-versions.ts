import type { Invocation } from "../model.js";

/**
 * What a data-versioning tool beside git does to the only copies of versioned data, from their
 * manuals: `git annex drop|dropunused|move --force` (git-annex-drop(1): `--force` skips the check
 * that enough other copies exist, so the last copy can go) and `dvc gc --cloud` (dvc-gc: the
 * remote storage loses every version the selected scope does not use, for everyone). Undefined
 * when it does neither.
 *
 * @example
 * versionedDataLoss(invocation("dvc", "gc", "-w", "-c")) // "deletes from the remote storage every data version the workspace does not use"
 */
export function versionedDataLoss(invocation: Invocation): string | undefined {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (values.some((value) => value === "--help" || value === "-h")) return undefined;
  const words = values.filter((value) => !value.startsWith("-"));
  const annex = invocation.name === "git-annex" ? words : invocation.name === "git" && words[0] === "annex" ? words.slice(1) : undefined;
  if (annex !== undefined) {
    const force = values.includes("--force") || values.includes("-f");
    if (force && /^(?:drop|dropunused|move)$/.test(annex[0] ?? "")) return "drops annexed content without checking that another copy exists, so the last copy can be lost";
    return undefined;
  }
  if (invocation.name === "dvc" && words[0] === "gc" && !values.includes("--dry")) {
    if (values.some((value) => value === "--cloud" || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(value))) return "deletes from the remote storage every data version the selected scope does not use";
  }
  return undefined;
}
