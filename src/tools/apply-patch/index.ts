export { parsePatch, patchPaths } from "./parse-patch.js";
export { parseEnvelopePatch } from "./parse-envelope-patch.js";
export { parseUnifiedDiff } from "./parse-unified-diff.js";
export { applyHunks } from "./apply-hunks.js";
export { PatchParseError } from "./patch-parse-error.js";
export { PatchApplyError } from "./patch-apply-error.js";
export type { ParsedPatch, PatchFile, PatchFileKind, PatchHunk, PatchLine, PatchLineKind } from "./types.js";
