import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/**
 * Readable lines for zod issues: `path.to.key: problem`. Unions are resolved to the branch the
 * value was meant for, so `{ loopGuard: { hardLimit: -1 } }` reports `loopGuard.hardLimit`, not
 * "invalid input" at `loopGuard`.
 *
 * @example
 * formatIssues(result.error.issues) // ["guards.loopGuard.hardLimit: Too small: expected number to be >0"]
 */
export function formatIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const meant = issue.errors.filter((branch) => !branch.every((inner) => inner.path.length === 0 && inner.code === "invalid_type"));
      if (meant.length > 0) {
        const closest = meant.reduce((best, branch) => (branch.length < best.length ? branch : best));
        lines.push(...formatIssues(closest, path));
        continue;
      }
      const expected = [...new Set(issue.errors.flat().flatMap((inner) => (inner.code === "invalid_type" ? [inner.expected] : [])))];
      if (expected.length > 0) {
        lines.push(`${formatPath(path)}: expected ${expected.join(" or ")}`);
        continue;
      }
    }
    lines.push(`${formatPath(path)}: ${issue.message}`);
  }
  return lines;
}

/** `guards.securityAudit.extraRules[0].match` (or `(root)` for the whole document). */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else text += text === "" ? String(segment) : `.${String(segment)}`;
  }
  return text === "" ? "(root)" : text;
}
