export { compareSessions, type ReplayDifference, type ToolCallOutcome } from "./compare-sessions.js";
export { isRecordingText, parseRecording, readRecording } from "./read-recording.js";
export { recordedModel } from "./recorded-model.js";
export { RECORDING_VERSION, type Recording, type RecordingHeader, type RecordingLine } from "./recording.js";
export { replaySession, type ReplayOptions, type ReplayReport } from "./replay-session.js";
export { createSessionRecorder, type SessionRecorder, type SessionRecorderOptions } from "./session-recorder.js";
