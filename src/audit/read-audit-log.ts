import { readFileSync } from "node:fs";
import { ConfigurationError, describeError } from "../errors/index.js";
import { AUDIT_SCHEMA_VERSION, type AuditRecord } from "./audit-record.js";

/** A line of an audit log that could not be read. */
export interface AuditLogProblem {
  /** 1-based line number. */
  line: number;
  message: string;
}

/** What `readAuditLog` found in a file. */
export interface AuditLogContents {
  records: AuditRecord[];
  /** Lines skipped: not JSON, not an audit line, or from a newer schema. */
  problems: AuditLogProblem[];
}

const TYPES = new Set(["run.start", "run.end", "model.call", "tool.start", "tool.call", "decision"]);

/**
 * Reads an audit log (docs/audit.md). Lines it cannot read are skipped and reported in `problems`,
 * so a log cut off by a crash is read up to where it stops. Lines of the first format, which held
 * decisions only and had no `v`, are read as `decision` lines. Throws `ConfigurationError` when the
 * file cannot be read.
 *
 * @example
 * const { records, problems } = readAuditLog(".loopgate/audit.jsonl");
 */
export function readAuditLog(file: string): AuditLogContents {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigurationError({ message: `Cannot read the audit log ${file}: ${describeError(error)}`, cause: error });
  }
  return parseAuditLog(text);
}

/** Parses the text of an audit log; see `readAuditLog`. */
export function parseAuditLog(text: string): AuditLogContents {
  const records: AuditRecord[] = [];
  const problems: AuditLogProblem[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]!.trim();
    if (raw === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      problems.push({ line: index + 1, message: `not JSON: ${describeError(error)}` });
      continue;
    }
    const record = toRecord(value);
    if (typeof record === "string") problems.push({ line: index + 1, message: record });
    else records.push(record);
  }
  return { records, problems };
}

function toRecord(value: unknown): AuditRecord | string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not a JSON object";
  const line = value as Record<string, unknown>;
  if (typeof line.runId !== "string" || typeof line.time !== "string") return "not an audit line (no runId or time)";
  if (line.v === undefined && line.type === undefined && typeof line.decision === "string" && typeof line.interceptorId === "string") {
    return { ...(line as unknown as AuditRecord), v: 0, type: "decision" } as AuditRecord;
  }
  if (typeof line.v !== "number") return "not an audit line (no schema version `v`)";
  if (line.v > AUDIT_SCHEMA_VERSION) return `written with schema version ${line.v}; this loopgate reads up to ${AUDIT_SCHEMA_VERSION}`;
  if (typeof line.type !== "string" || !TYPES.has(line.type)) return `unknown line type ${JSON.stringify(line.type)}`;
  return line as unknown as AuditRecord;
}
