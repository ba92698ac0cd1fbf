import path from "node:path";
import { ConfigurationError, describeError } from "../errors/index.js";
import { openJsonLinesFile, type JsonLinesFile } from "../util/json-lines-file.js";
import { AuditLogError } from "./audit-log-error.js";
import type { AgentEvent } from "../loop/events.js";
import type { AuditRecord } from "./audit-record.js";
import { createAuditRecorder, type AuditRecorderOptions } from "./audit-recorder.js";

/** Options of `createAuditLog`. */
export interface AuditLogOptions extends AuditRecorderOptions {
  /**
   * Flush every line to the disk itself (`fsync`), not only to the operating system (default true).
   * Every line is handed to the operating system before `record` returns either way, so a killed
   * process loses nothing; `fsync` also keeps the lines through a power cut or a crash of the machine.
   */
  fsync?: boolean;
  /** Called once, with the first write failure (a full disk, say), so the caller can stop the run. */
  onFailure?: (error: Error) => void;
}

/** An append-only JSON Lines file of what runs did (docs/audit.md). */
export interface AuditLog {
  /** The absolute path of the log. */
  readonly file: string;
  /** Lines written so far by this log. */
  readonly written: number;
  /** The first write failure, if any; later events are not written. */
  readonly failure: Error | undefined;
  /**
   * Records what an event tells (nothing for most): its lines are written when this returns. Never throws:
   * a failure is kept in `failure` and reported to `onFailure`.
   */
  record(event: AgentEvent): void;
  /** Closes the file. Further events are ignored. */
  close(): void;
}

/**
 * Opens (creating it and its directory if needed) an audit log that appends one JSON line per
 * event that matters (schema in docs/audit.md): a run's start and end, every model call, every tool
 * call with its final arguments and decision path, every interceptor decision and failure, every
 * answer to an approval request. Each line is written with a synchronous append (and `fsync`ed,
 * unless `fsync: false`) before `record` returns, so a killed run leaves every line up to the kill.
 * Pass `record` as the agent's `onEvent` so lines are written as things happen, not when someone
 * gets round to reading the event stream.
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
  let out: JsonLinesFile;
  try {
    out = openJsonLinesFile(absolute, { flags: "a", fsync: options.fsync ?? true, replacer: jsonSafe });
  } catch (error) {
    throw new ConfigurationError({ message: `Cannot open the audit log ${absolute}: ${describeError(error)}`, cause: error });
  }
  const toRecords = createAuditRecorder(options);
  let written = 0;
  let failure: Error | undefined;

  const append = (record: AuditRecord) => {
    if (failure || out.closed) return;
    const error = out.append(record);
    if (error === undefined) {
      written++;
      return;
    }
    failure = new AuditLogError({ file: absolute, message: `Cannot write to the audit log ${absolute}: ${describeError(error)}`, cause: error });
    options.onFailure?.(failure);
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
      let records: AuditRecord[];
      try {
        records = toRecords(event);
      } catch {
        // An event the recorder cannot read is not worth failing a run over; the next ones still count.
        return;
      }
      for (const record of records) append(record);
    },
    close: () => out.close(),
  };
}

/** Arguments may hold values JSON cannot show (bigint, cycles are impossible here); keep the line valid. */
function jsonSafe(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}
