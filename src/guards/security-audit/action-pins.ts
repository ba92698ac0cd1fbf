/**
 * GitHub Actions referenced by a full commit SHA turned back into a tag or a branch. GitHub's
 * "Security hardening for GitHub Actions" guide: "Pinning an action to a full length commit SHA is
 * currently the only way to use an action as an immutable release"; a tag can be moved to other
 * code, which is how the tj-actions/changed-files compromise (CVE-2025-30066) reached every
 * workflow that used `@v35`…`@v45`. Rewriting `owner/action@<40 hex>` to `owner/action@v44` (or
 * `@main`) undoes that pinning for every later run, with the repository's secrets. Shared by the
 * command safety guard (`sed -i`, `perl -pi`) and the file tools' edits of workflow files.
 */

/** `owner/repo[/path]@<40 hex>` as a workflow's `uses:` names it. */
const PINNED = /([\w.-]+\/[\w./-]+)@[0-9a-f]{40}\b/gi;
/**
 * The actions a rewrite takes off their pinned commit: from a text before and after (a file tool's
 * edit), the actions pinned by SHA before that are named by a tag or a branch after.
 *
 * @example
 * unpinnedActions("uses: a/b@0e58ed8671d6b60d0890c21b07f8835ace038e67", "uses: a/b@v44") // ["a/b"]
 */
export function unpinnedActions(before: string, after: string): string[] {
  const pinned = new Set([...before.matchAll(PINNED)].map((match) => (match[1] as string).toLowerCase()));
  if (pinned.size === 0) return [];
  const still = new Set([...after.matchAll(PINNED)].map((match) => (match[1] as string).toLowerCase()));
  const found: string[] = [];
  for (const match of after.matchAll(/([\w.-]+\/[\w./-]+)@([\w.-]+)/g)) {
    const action = (match[1] as string).toLowerCase();
    if (pinned.has(action) && !still.has(action) && !/^[0-9a-f]{40}$/i.test(match[2] as string) && !found.includes(action)) found.push(action);
  }
  return found;
}

