export type {
  AgentProcessors,
  FlatUserMessage,
  LLMCompletion,
  MessageModifier,
  PostInferenceProcessor,
  PostToolCallProcessor,
  PreInferenceProcessor,
  PreToolCallProcessor,
  ProcessedMessage,
  ToolResult,
} from "./types.js";
export { DirectoryContextModifier, type DirectoryContextOptions } from "./directory-context.js";
export { AtFileProcessorModifier, type AtFileOptions } from "./at-file.js";
export { LoopDetectionModifier, type LoopDetectionOptions } from "./loop-detection.js";
export { CompactionProcessor, type CompactionProcessorOptions } from "./compaction.js";
