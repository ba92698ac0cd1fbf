export { createAuditLog, type AuditLog, type AuditLogOptions } from "./audit-log.js";
export { AuditLogError } from "./audit-log-error.js";
export { createAuditRecorder, type AuditRecord } from "./audit-record.js";
