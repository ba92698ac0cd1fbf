import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

/** gh-repo-edit(1) switches of security features, turned off with `=false`. */
const SECURITY_SWITCH = /^--enable-(secret-scanning|secret-scanning-push-protection|advanced-security)=(?:false|0)$/i;

/**
 * What GitHub's CLI changes of a repository's visibility, security and access, by gh-repo-edit(1)
 * and gh-repo-deploy-key-add(1): `--visibility public` (or `=public`), a security feature's switch
 * set to false, a deploy key added with write access (`-w`, `--allow-write`). Descriptions,
 * topics, `--visibility private` and read-only deploy keys change nothing of the kind.
 *
 * @example
 * hostingCliEffects(invocation("gh", "repo", "edit", "--visibility", "public"))[0]?.rule // "git.repository-public"
 */
export function hostingCliEffects(invocation: Invocation): PlaneEffect[] {
  if (invocation.name !== "gh") return [];
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const words = args.filter((arg) => !arg.startsWith("-")).slice(0, 3);
  if (words[0] !== "repo") return [];
  const repository = words[1] === "edit" ? (words[2] ?? "this repository") : words[1] === "deploy-key" ? "this repository" : undefined;
  if (words[1] === "edit") {
    const visibility = args.findIndex((arg) => arg === "--visibility" || arg.startsWith("--visibility="));
    const value = visibility < 0 ? undefined : (args[visibility] as string).includes("=") ? (args[visibility] as string).slice(13) : args[visibility + 1];
    if (value?.toLowerCase() === "public") return [{ rule: "git.repository-public", what: `makes ${repository} public, its code and history readable by anyone` }];
    const off = args.map((arg) => SECURITY_SWITCH.exec(arg)?.[1]).find((name) => name !== undefined);
    if (off) return [{ rule: "git.security-off", what: `turns ${off.replace(/-/g, " ")} off for ${repository}` }];
  }
  if (words[1] === "deploy-key" && words[2] === "add" && args.some((arg) => arg === "-w" || arg === "--allow-write" || arg === "--allow-write=true")) {
    return [{ rule: "git.access-granted", what: "adds a deploy key with write access to the repository, giving write access to whoever holds its private key" }];
  }
  return [];
}
