import { homedir } from "node:os";
import path from "node:path";
import type { GuardVerdict } from "../types.js";
import { classifyPath, type ClassifyPathOptions, type PathSensitivity } from "./classify-path.js";
import { expandPath } from "./normalize-path.js";
import { TOOL_HOME_FILE_RULE } from "./rules.js";

/** The audit's verdict on one path a file tool touches. */
export interface PathVerdict {
  decision: Exclude<GuardVerdict, "allow">;
  rule: string;
  reason: string;
}

/**
 * How a write to each kind of path is decided, with the rule id the shell guard reports for the
 * same write: what the shell may not write, the file tools may not write either.
 */
const WRITE_VERDICTS: Partial<Record<PathSensitivity, { decision: PathVerdict["decision"]; rule?: string; what: string }>> = {
  "system-critical": { decision: "deny", rule: "sysfile.overwrite", what: "Writing a critical system file is not allowed" },
  system: { decision: "ask", rule: "sysfile.modify", what: "Writing a system file needs approval" },
  autostart: { decision: "ask", rule: "host.persistence", what: "Writing a file that runs by itself later needs approval" },
  "path-shadowing": { decision: "ask", rule: "host.path-shadowing", what: "Putting a program ahead of the real one on PATH needs approval" },
  "git-history": { decision: "ask", rule: "git.overwrite-history", what: "Writing git's record of history (refs, objects, reflogs) outside git needs approval" },
  home: { decision: "ask", rule: "fs.overwrite-outside-project", what: "Writing outside the project needs approval" },
  outside: { decision: "ask", rule: "fs.overwrite-outside-project", what: "Writing outside the project needs approval" },
  "service-data": { decision: "ask", rule: "fs.overwrite-outside-project", what: "Writing outside the project needs approval" },
  mount: { decision: "ask", rule: "fs.overwrite-outside-project", what: "Writing outside the project needs approval" },
};

/**
 * Judges one path of a file tool call: secrets and agent settings are denied (reading a secret,
 * changing settings); writes to critical system files are denied, and writes to other system
 * files, autostart locations and places outside the project ask. Trusted `allowPaths` lift the
 * question about places outside the project (and, as always, secret rules outside credential stores).
 *
 * @example
 * judgePath("/etc/pam.d/sshd", { cwd: "/work/app", home: "/home/ada", access: "write" })
 * // { decision: "deny", rule: "sysfile.overwrite", reason: "Writing a critical system file is not allowed: /etc/pam.d/sshd (…)" }
 */
export function judgePath(rawPath: string, options: ClassifyPathOptions): PathVerdict | undefined {
  const classified = classifyPath(rawPath, options);
  // A tool's state file read whole may hold its login, or only its settings: someone decides.
  if (classified.rule === TOOL_HOME_FILE_RULE) {
    return { decision: "ask", rule: TOOL_HOME_FILE_RULE, reason: `Reading this file needs approval: ${classified.reason}; the guard cannot tell whether it holds a login` };
  }
  if (classified.sensitivity === "secret" || classified.sensitivity === "agent-settings") {
    return { decision: "deny", rule: classified.rule as string, reason: `Access denied: ${classified.reason}` };
  }
  if (options.access !== "write") return undefined;
  const verdict = WRITE_VERDICTS[classified.sensitivity];
  if (!verdict) return undefined;
  if (verdict.rule === "fs.overwrite-outside-project" && isTrusted(classified.path, rawPath, options)) return undefined;
  return { decision: verdict.decision, rule: verdict.rule as string, reason: `${verdict.what}: ${classified.reason}` };
}

function isTrusted(resolved: string, rawPath: string, options: ClassifyPathOptions): boolean {
  const context = { cwd: options.cwd || process.cwd(), home: options.home || homedir() };
  const literal = expandPath(rawPath, context);
  return (options.allowPaths ?? []).some((entry) => {
    const allowed = expandPath(entry, context);
    return [literal, resolved].some((candidate) => {
      const relative = path.relative(allowed, candidate);
      return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
    });
  });
}
