import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { ConfigurationError, describeError } from "../errors/index.js";
import { AuditLogError } from "./audit-log-error.js";
import type { AgentEvent } from "../loop/events.js";
import { createAuditRecorder, type AuditRecord } from "./audit-record.js";

/** Options of `createAuditLog`. */
export interface AuditLogOptions {
  /** Flush every line to the disk itself (`fsync`), not only to the operating system (default true). */
  fsync?: boolean;
  /** The clock (for tests). */
  now?: () => Date;
  /** Called once, with the first write failure (a full disk, say), so the caller can stop the run. */
  onFailure?: (error: Error) => void;
}

/** An append-only JSON Lines file of decisions. */
export interface AuditLog {
  /** The absolute path of the log. */
  readonly file: string;
  /** Lines written so far by this log. */
  readonly written: number;
  /** The first write failure, if any; later events are not written. */
  readonly failure: Error | undefined;
  /**
   * Records an event if it is a decision: the line is on disk when this returns. Never throws:
   * a failure is kept in `failure` and reported to `onFailure`.
   */
  record(event: AgentEvent): void;
  /** Closes the file. Further events are ignored. */
  close(): void;
}

/**
 * Opens (creating it and its directory if needed) an audit log that appends one JSON line per
 * interceptor decision, per loop interceptor decision and per answer to an approval request. Each
 * line is written with a synchronous append and flushed before `record` returns, so a crash never
 * loses a decision already taken. Pass `record` as the agent's `onEvent` so lines are written as
 * the decisions happen, not when someone gets round to reading the event stream.
 *
 * Throws `ConfigurationError` when the file cannot be opened.
 *
 * @example
 * const audit = createAuditLog(".loopgate/audit.jsonl");
 * const agent = createAgent({ model, onEvent: (event) => audit.record(event) });
 * await agent.run("tidy the repo");
 * audit.close();
 */
export function createAuditLog(file: string, options: AuditLogOptions = {}): AuditLog {
  const absolute = path.resolve(file);
  let fd: number | undefined;
  try {
    mkdirSync(path.dirname(absolute), { recursive: true });
    fd = openSync(absolute, "a", 0o600);
  } catch (error) {
    throw new ConfigurationError({ message: `Cannot open the audit log ${absolute}: ${describeError(error)}`, cause: error });
  }
  const toRecord = createAuditRecorder(options.now);
  const fsync = options.fsync ?? true;
  let written = 0;
  let failure: Error | undefined;

  const append = (record: AuditRecord) => {
    if (fd === undefined || failure) return;
    try {
      const line = Buffer.from(`${JSON.stringify(record, jsonSafe)}\n`, "utf8");
      for (let offset = 0; offset < line.length; ) offset += writeSync(fd, line, offset, line.length - offset);
      if (fsync) fsyncSync(fd);
      written++;
    } catch (error) {
      failure = new AuditLogError({ file: absolute, message: `Cannot write to the audit log ${absolute}: ${describeError(error)}`, cause: error });
      options.onFailure?.(failure);
    }
  };

  return {
    file: absolute,
    get written() {
      return written;
    },
    get failure() {
      return failure;
    },
    record(event) {
      const record = toRecord(event);
      if (record) append(record);
    },
    close() {
      if (fd === undefined) return;
      try {
        closeSync(fd);
      } catch {
        // Nothing left to lose: every line was already flushed.
      }
      fd = undefined;
    },
  };
}

/** Arguments may hold values JSON cannot show (bigint, cycles are impossible here); keep the line valid. */
function jsonSafe(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}
