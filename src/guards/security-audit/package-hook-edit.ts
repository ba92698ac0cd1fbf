import { doesNothing } from "./hook-config-change.js";

/**
 * package.json keys that hold git hooks or install them, by each manager's documentation:
 * simple-git-hooks' and husky's (v4) objects, pre-commit's (npm) `pre-commit`/`pre-push` lists,
 * ghooks, yorkie's `gitHooks`, the hook names inside them, and the `prepare` script that installs
 * husky and lefthook.
 */
const HOOK_KEY = /^"(simple-git-hooks|husky|ghooks|gitHooks|hooks|pre-commit|pre-push|pre-merge-commit|commit-msg|prepare-commit-msg|post-checkout|post-merge|post-rewrite|pre-rebase|precommit|prepush|prepare)"\s*:\s*(.*?)\s*,?$/;
/** A value that holds nothing: an empty string, list or object. */
const EMPTY_VALUE = /^(?:""|\[\s*\]|\{\s*\})$/;
const MAX_LINES = 400;

/**
 * What an edit or patch of package.json does to the git hooks it holds, from the lines it removes
 * and adds: a hook key (`simple-git-hooks`, `husky`, `pre-commit`, `gitHooks`, a hook name,
 * `prepare`) removed without a replacement, emptied, or given a command that does nothing
 * (`"pre-commit": "exit 0"`, `"prepare": "echo skip"`) returns the reason it needs approval; a
 * hook given another real command, a version bumped and every other key are undefined.
 *
 * @example
 * packageHookEditReason("package.json", ['"pre-commit": "npx lint-staged"'], ['"pre-commit": "exit 0"']) // "gives …"
 * packageHookEditReason("package.json", ['"husky": "^8.0.3"'], ['"husky": "^9.1.6"']) // undefined
 */
export function packageHookEditReason(filePath: string, removedLines: readonly string[], addedLines: readonly string[]): string | undefined {
  let removed = removedLines;
  let added = addedLines;
  if (removed.length > MAX_LINES || added.length > MAX_LINES) return undefined;
  // Lines on both sides are context the edit kept.
  const keptRemoved = new Set(removed.map((line) => line.trim()));
  const keptAdded = new Set(added.map((line) => line.trim()));
  added = added.filter((line) => !keptRemoved.has(line.trim()));
  removed = removed.filter((line) => !keptAdded.has(line.trim()));
  const addedKeys = new Map<string, string>();
  for (const line of added) {
    const match = HOOK_KEY.exec(line.trim());
    if (!match) continue;
    const key = match[1] as string;
    const value = (match[2] as string).trim();
    addedKeys.set(key, value);
    const text = /^"(.*)"$/.exec(value)?.[1];
    if (EMPTY_VALUE.test(value) || (text !== undefined && doesNothing(text.replace(/\\"/g, '"')))) return `gives ${key} in ${filePath} a value that does nothing, which switches the project's git hooks off`;
  }
  for (const line of removed) {
    const key = HOOK_KEY.exec(line.trim())?.[1];
    if (key !== undefined && !addedKeys.has(key)) return `removes ${key} from ${filePath}, which holds or installs the project's git hooks`;
  }
  return undefined;
}
