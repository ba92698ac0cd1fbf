import { readFileSync } from "node:fs";
import { ConfigurationError, describeError } from "../errors/index.js";
import { RECORDING_VERSION, type Recording, type RecordingHeader, type RecordingLine } from "./recording.js";

/** Whether a file's text is a recording (its first line is a recording header). */
export function isRecordingText(text: string): boolean {
  const first = text.slice(0, text.indexOf("\n") === -1 ? undefined : text.indexOf("\n")).trim();
  if (!first.startsWith("{")) return false;
  try {
    return (JSON.parse(first) as { type?: unknown }).type === "recording";
  } catch {
    return false;
  }
}

/**
 * Reads a recording written by `loopgate run --record` (or `createSessionRecorder`). A last line cut
 * off by a kill is ignored; any other unreadable line is a `ConfigurationError` naming it, as is a
 * file that cannot be read or is not a recording.
 *
 * @example
 * const recording = readRecording("session.jsonl");
 * recording.modelTurns.length; // model calls recorded
 */
export function readRecording(file: string): Recording {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigurationError({ message: `Cannot read the recording ${file}: ${describeError(error)}`, cause: error });
  }
  return { ...parseRecording(text, file), file };
}

/** Parses a recording's text; see `readRecording`. `source` names it in errors. */
export function parseRecording(text: string, source = "the recording"): Recording {
  const lines = text.split("\n");
  const lastFull = text.endsWith("\n") ? lines.length : lines.length - 1;
  let header: RecordingHeader | undefined;
  const recording: Omit<Recording, "header"> = { modelTurns: [], toolResults: new Map(), audit: [] };
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]!.trim();
    if (raw === "") continue;
    let line: RecordingHeader | RecordingLine;
    try {
      line = JSON.parse(raw) as RecordingHeader | RecordingLine;
    } catch (error) {
      // The process was killed while writing its last line: what came before still replays.
      if (index >= lastFull) break;
      throw new ConfigurationError({ message: `${source}:${index + 1}: not JSON: ${describeError(error)}` });
    }
    if (index === 0 || header === undefined) {
      if (line?.type !== "recording") throw new ConfigurationError({ message: `${source} is not a loopgate recording (its first line is not a recording header)` });
      if (typeof line.version !== "number" || line.version > RECORDING_VERSION) {
        throw new ConfigurationError({ message: `${source} was written with recording format ${String(line.version)}; this loopgate reads up to ${RECORDING_VERSION}` });
      }
      header = line;
      continue;
    }
    switch (line?.type) {
      case "model.response":
      case "model.error":
        recording.modelTurns.push(line);
        break;
      case "tool.result":
        recording.toolResults.set(line.toolCallId, line);
        break;
      case "audit":
        recording.audit.push(line.record);
        break;
      case "transcript":
        recording.transcript = line;
        break;
      default:
        throw new ConfigurationError({ message: `${source}:${index + 1}: unknown line type ${JSON.stringify((line as { type?: unknown })?.type)}` });
    }
  }
  if (!header) throw new ConfigurationError({ message: `${source} is empty: no recording header` });
  return { header, ...recording };
}
