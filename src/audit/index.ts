export { createAuditLog, type AuditLog, type AuditLogOptions } from "./audit-log.js";
export { AuditLogError } from "./audit-log-error.js";
export { createAuditRecorder, type AuditRecorderOptions } from "./audit-recorder.js";
export {
  AUDIT_SCHEMA_VERSION,
  type AuditDecision,
  type AuditDecisionStep,
  type AuditLineBase,
  type AuditModelCall,
  type AuditRecord,
  type AuditRecordType,
  type AuditRunEnd,
  type AuditRunStart,
  type AuditToolCall,
  type AuditToolStart,
} from "./audit-record.js";
export { parseAuditLog, readAuditLog, type AuditLogContents, type AuditLogProblem } from "./read-audit-log.js";
export { summarizeAudit, type AuditFilter, type AuditRunSummary, type AuditSummary } from "./summarize-audit.js";
