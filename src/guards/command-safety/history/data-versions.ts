import type { Invocation } from "../model.js";

/**
 * What a data-versioning tool beside git does to the only copies of versioned data, from their
 * manuals: `git annex drop|dropunused|move --force` (git-annex-drop(1): `--force` skips the check
 * that enough other copies exist, so the last copy can go) and `dvc gc --cloud` (dvc-gc: the
 * remote storage loses every version the selected scope does not use, for everyone) and `git lfs
 * prune` when it deletes local copies nobody checked the remote still has (`unverifiedLfsPrune`).
 * Undefined when it does none of these.
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
  const lfs = invocation.name === "git-lfs" ? words : invocation.name === "git" && words[0] === "lfs" ? words.slice(1) : undefined;
  if (lfs?.[0] === "prune") return unverifiedLfsPrune(values);
  if (invocation.name === "dvc" && words[0] === "gc" && !values.includes("--dry")) {
    if (values.some((value) => value === "--cloud" || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(value))) return "deletes from the remote storage every data version the selected scope does not use";
  }
  return undefined;
}

/**
 * `git lfs prune` that deletes local LFS objects nobody checked the remote still has, from
 * git-lfs-prune(1): by default prune keeps the checkout, stashes, recent refs and unpushed commits'
 * objects and deletes the rest, trusting the remote-tracking refs to say what was pushed; `--force`
 * (`-f`) deletes everything but unpushed objects, the checkout's too (and implies `--recent`), and
 * `--no-verify-remote` turns off the check a repository asked for with
 * `lfs.pruneverifyremotealways`. With `--verify-remote` (`-c`, the last of the two wins) prune
 * asks the server for a copy of each object first, and `--dry-run` (`-d`) deletes nothing; the
 * default prune and `--recent` alone keep their margin and stay everyday clean-up.
 */
function unverifiedLfsPrune(values: readonly string[]): string | undefined {
  if (values.some((value) => value === "--dry-run" || /^-[a-zA-Z]*d[a-zA-Z]*$/.test(value))) return undefined;
  const verification = values.filter((value) => value === "--verify-remote" || value === "--no-verify-remote" || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(value)).at(-1);
  if (verification !== undefined && verification !== "--no-verify-remote") return undefined;
  if (verification === "--no-verify-remote") return "deletes local LFS objects with the remote check the repository asked for turned off, so an object the server lost has no copy left";
  const forced = values.some((value) => value === "--force" || /^-[a-zA-Z]*f[a-zA-Z]*$/.test(value));
  return forced ? "deletes every local LFS object but unpushed ones, the checkout's too, trusting the remote-tracking refs without asking the server for a copy" : undefined;
}
