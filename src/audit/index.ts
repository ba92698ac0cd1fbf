export { createAuditLog, type AuditLog, type AuditLogOptions } from "./audit-log.js";
export { createAuditRecorder, type AuditRecord } from "./audit-record.js";
