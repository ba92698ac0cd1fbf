import type { InterceptorRegistration } from "../../interceptors/types.js";

/** Id of the built-in security audit. */
export const SECURITY_AUDIT_ID = "builtin:security-audit";

/** Options of the security audit. */
export interface SecurityAuditOptions {
  priority?: number;
}

/** The built-in security audit: `tool.before` on read, write, edit and apply_patch, priority 99. */
export function securityAudit(options: SecurityAuditOptions = {}): InterceptorRegistration<"tool.before"> {
  return {
    id: SECURITY_AUDIT_ID,
    name: "tool.before",
    priority: options.priority ?? 99,
    toolMatcher: /^(read|write|edit|apply_patch)$/,
    handler: function securityAuditHandler() {},
  };
}
