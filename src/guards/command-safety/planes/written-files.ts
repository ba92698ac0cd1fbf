import path from "node:path";
import type { Invocation } from "../model.js";

/**
 * What the same script wrote earlier to a file a command reads, when the guard could compute it
 * (`cat > admin.hcl <<EOF … EOF; vault policy write admin admin.hcl`, `echo '{…}' > p.json && aws
 * iam put-user-policy … --policy-document file://p.json`), or undefined.
 *
 * @example
 * writtenFileText(invocation, "policy.json") // '{"Statement":[…]}' when an earlier command wrote it
 */
export function writtenFileText(invocation: Invocation, file: string): string | undefined {
  if (!invocation.files || file === "") return undefined;
  const key = path.posix.isAbsolute(file) ? path.posix.normalize(file) : invocation.cwd.known ? path.posix.resolve(invocation.cwd.path, file) : path.posix.normalize(file);
  return invocation.files.get(key)?.text;
}
