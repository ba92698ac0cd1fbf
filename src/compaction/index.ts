export { compactionThreshold, DEFAULT_SUMMARY_PROMPT, resolveCompactionOptions, type CompactionOptions, type ResolvedCompactionOptions } from "./compaction-options.js";
export { CLEARED_RESULT_PREFIX, compactTranscript, SUMMARY_PREFIX, type CompactionResult, type CompactTranscriptInput } from "./compact-transcript.js";
