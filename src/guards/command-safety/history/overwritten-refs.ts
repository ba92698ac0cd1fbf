import type { Field } from "../model.js";
import { isSharedBranch } from "./shared-branches.js";

/**
 * A shared branch pointed by `git update-ref` at a commit that drops its history: git-update-ref(1)
 * writes whatever object it is given, with none of the checks of `git merge` or `git push`, so
 * `git update-ref refs/heads/main $(git commit-tree -m wipe 4b825dc…)` (a new root commit,
 * git-commit-tree(1) without `-p`) or `… refs/heads/main HEAD~5` (an ancestor) leaves the branch
 * without the commits it had; the next push of it replaces everyone's history. Read on the command
 * line (`update-ref [-m MSG] [--no-deref] [--create-reflog] REF NEW [OLD]`) and on `--stdin`
 * (`update REF NEW [OLD]` lines). Personal branches, and new values that may be descendants (a
 * commit id, `origin/main`, `HEAD`), stay allowed: moving a branch forward is everyday work.
 *
 * @example
 * overwrittenSharedRef(fields("refs/heads/main", "HEAD~3"), undefined) // "points refs/heads/main at HEAD~3, …"
 */
export function overwrittenSharedRef(operands: readonly Field[], typed: string | undefined): string | undefined {
  const values = operands.map((field) => field.value ?? "");
  if (values.includes("--stdin")) {
    for (const match of (typed ?? "").matchAll(/^\s*update\s+(\S+)\s+(\S+)/gm)) {
      const what = overwrite(match[1] ?? "", match[2] ?? "");
      if (what) return `${what} (from its input)`;
    }
    return undefined;
  }
  if (values.includes("-d") || values.includes("--delete")) return undefined;
  const positional = operands.filter((field, index) => !(field.value ?? "").startsWith("-") && operands[index - 1]?.value !== "-m");
  const [ref, value] = positional;
  return ref?.value === undefined || value === undefined ? undefined : overwrite(ref.value, value.value ?? value.text);
}

/** What setting `ref` to `value` loses, when `ref` is a shared branch and `value` drops its history. */
function overwrite(ref: string, value: string): string | undefined {
  if (!ref.startsWith("refs/heads/") || !isSharedBranch(ref)) return undefined;
  if (/\bcommit-tree\b/.test(value) && !/\s-p\s/.test(value)) return `points ${ref} at a new root commit that shares none of its history, so the branch loses every commit it had`;
  if (/(?:~\d*|\^\d*)$/.test(value)) return `points ${ref} at ${value}, an older commit, so the branch loses the commits after it`;
  return undefined;
}
