import path from "node:path";
import { createAuditRecorder } from "../audit/audit-recorder.js";
import { ConfigurationError, describeError } from "../errors/index.js";
import type { AnyInterceptorRegistration, InterceptorRegistration } from "../interceptors/types.js";
import type { AgentEvent } from "../loop/events.js";
import type { Message } from "../messages/types.js";
import { openJsonLinesFile, type JsonLinesFile } from "../util/json-lines-file.js";
import { RECORDING_VERSION, type RecordingHeader, type RecordingLine } from "./recording.js";

/** Options of `createSessionRecorder`. */
export interface SessionRecorderOptions {
  /** The run's workspace, written in the header (replay judges paths against it). */
  cwd?: string;
  /** The model, written in the header. */
  model?: { provider: string; modelId: string };
  /** Called once, with the first write failure. */
  onFailure?: (error: Error) => void;
}

/** Records one run to a file, for `loopgate replay` and `scripted:<file>`. */
export interface SessionRecorder {
  readonly file: string;
  /**
   * The innermost `model.wrap` and `tool.wrap` layers that record what the model and the tools
   * returned, before any `model.after` or `tool.after` interceptor: add them to the agent's registry.
   */
  readonly registrations: readonly AnyInterceptorRegistration[];
  /** Records what an event tells (pass it every event of the run, e.g. from `onEvent`). Never throws. */
  record(event: AgentEvent): void;
  /** The first write failure, if any. */
  readonly failure: Error | undefined;
  close(): void;
}

/** Below every other layer, so the recorded answer is the model's or the tool's own. */
const INNERMOST = -Number.MAX_SAFE_INTEGER;

/**
 * Records a session as JSON Lines: a header, each model response (or failure) and each tool result
 * as they came back — before `model.after` and `tool.after`, so a replay runs those again — every
 * audit record (decisions, tool calls' outcomes, the run's end) and the final transcript. Each line
 * is written (and `fsync`ed) as it happens, so a killed run leaves a recording up to the kill.
 * Replaces the file. Throws `ConfigurationError` when it cannot be opened.
 *
 * @example
 * const recorder = createSessionRecorder("session.jsonl", { model: { provider: model.provider, modelId: model.modelId } });
 * registry.add([...recorder.registrations]);
 * const agent = createAgent({ model, registry, onEvent: (event) => recorder.record(event) });
 * await agent.run("fix the build");
 * recorder.close();
 */
export function createSessionRecorder(file: string, options: SessionRecorderOptions = {}): SessionRecorder {
  const absolute = path.resolve(file);
  let out: JsonLinesFile;
  try {
    out = openJsonLinesFile(absolute, { flags: "w" });
  } catch (error) {
    throw new ConfigurationError({ message: `Cannot open the recording ${absolute}: ${describeError(error)}`, cause: error });
  }
  let failure: Error | undefined;
  const write = (line: RecordingHeader | RecordingLine) => {
    if (failure) return;
    const error = out.append(line);
    if (error === undefined) return;
    failure = new ConfigurationError({ message: `Cannot write to the recording ${absolute}: ${describeError(error)}`, cause: error });
    options.onFailure?.(failure);
  };
  const toAudit = createAuditRecorder();
  const recordModel: InterceptorRegistration<"model.wrap"> = {
    id: "loopgate:record-model",
    name: "model.wrap",
    priority: INNERMOST,
    handler: async function recordModel(input, next) {
      try {
        const response = await next();
        write({ type: "model.response", iteration: input.iteration, response });
        return response;
      } catch (error) {
        const statusCode = (error as { statusCode?: unknown }).statusCode;
        const name = error instanceof Error ? error.name : "Error";
        write({ type: "model.error", iteration: input.iteration, error: { name, message: describeError(error), ...(typeof statusCode === "number" ? { statusCode } : {}) } });
        throw error;
      }
    },
  };
  const recordTool: InterceptorRegistration<"tool.wrap"> = {
    id: "loopgate:record-tool",
    name: "tool.wrap",
    priority: INNERMOST,
    handler: async function recordTool(input, next) {
      const result = await next();
      write({ type: "tool.result", toolCallId: input.toolCallId, tool: input.toolName, args: input.args, result });
      return result;
    },
  };
  const registrations: AnyInterceptorRegistration[] = [recordModel, recordTool];
  return {
    file: absolute,
    registrations,
    get failure() {
      return failure;
    },
    record(event) {
      try {
        if (event.type === "run.start") {
          write({
            type: "recording",
            version: RECORDING_VERSION,
            time: new Date().toISOString(),
            runId: event.runId,
            threadId: event.threadId,
            agentId: event.agentId,
            input: event.input,
            ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
            ...(options.model ? { model: options.model } : {}),
          });
        }
        for (const record of toAudit(event)) if (record.type !== "model.call" && record.type !== "run.start") write({ type: "audit", record });
        if (event.type === "run.end") write({ type: "transcript", status: event.result.status, messages: withoutTimestamps(event.result.messages) });
      } catch {
        // A recording must never change the run it records.
      }
    },
    close: () => out.close(),
  };
}

/** Messages as compared between runs: timestamps differ every time. */
export function withoutTimestamps(messages: readonly Message[]): Array<Omit<Message, "timestamp">> {
  return messages.map(({ timestamp: _timestamp, ...rest }) => rest);
}
