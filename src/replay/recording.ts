import type { AuditRecord } from "../audit/audit-record.js";
import type { Message } from "../messages/types.js";
import type { ModelResponse } from "../models/spec.js";
import type { AgentToolResult } from "../tools/types.js";

/** The version of the recording format, written in its first line. */
export const RECORDING_VERSION = 1;

/** The first line of a recording: which run it is. */
export interface RecordingHeader {
  type: "recording";
  version: number;
  time: string;
  runId: string;
  threadId: string;
  agentId: string;
  /** The user's input. */
  input: string;
  /** The run's workspace. */
  cwd?: string;
  /** The model that answered. */
  model?: { provider: string; modelId: string };
}

/** One line of a recording (JSON Lines), after the header. */
export type RecordingLine =
  /** What the model returned (before `model.after`), in call order. */
  | { type: "model.response"; iteration: number; response: ModelResponse }
  /** A model call that failed (it is replayed as the same failure). */
  | { type: "model.error"; iteration: number; error: { name: string; message: string; statusCode?: number } }
  /** What a tool returned (before `tool.after`), for one call. */
  | { type: "tool.result"; toolCallId: string; tool: string; args: Record<string, unknown>; result: AgentToolResult }
  /** What the run's audit log holds: every decision, every tool call's outcome, the run's end. */
  | { type: "audit"; record: AuditRecord }
  /** The run's transcript when it ended (message timestamps left out). */
  | { type: "transcript"; status: string; messages: Array<Omit<Message, "timestamp">> };

/** A recorded session, as read back. */
export interface Recording {
  /** Where it was read from, when it was a file. */
  file?: string;
  header: RecordingHeader;
  /** The model's answers and failures, in order. */
  modelTurns: Array<Extract<RecordingLine, { type: "model.response" | "model.error" }>>;
  /** Each executed call's result, by call id. */
  toolResults: Map<string, Extract<RecordingLine, { type: "tool.result" }>>;
  /** The run's audit records. */
  audit: AuditRecord[];
  /** The final transcript; absent when the recorded run did not end (it was killed). */
  transcript?: Extract<RecordingLine, { type: "transcript" }>;
}
