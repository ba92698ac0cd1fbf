export { builtinTools } from "../builtin-tools.js";
export type { BuiltinToolsOptions } from "../builtin-tools.js";
export { applyPatchTool } from "./apply-patch/index.js";
export type { ApplyPatchDetails, ApplyPatchInput, ApplyPatchToolOptions } from "./apply-patch/index.js";
export { editTool } from "./edit/index.js";
export type { EditDetails, EditInput, EditToolOptions } from "./edit/index.js";
export { execTool } from "./exec/index.js";
export type { ExecDetails, ExecInput, ExecToolOptions } from "./exec/index.js";
export { memoryTools } from "./memory/index.js";
export type { MemoryGetInput, MemorySearchInput, MemoryToolOptions } from "./memory/index.js";
export { processTool } from "./process/index.js";
export type { ProcessDetails, ProcessInput, ProcessToolOptions } from "./process/index.js";
export { readTool } from "./read/index.js";
export type { ReadDetails, ReadInput, ReadToolOptions } from "./read/index.js";
export { webFetchTool } from "./web-fetch/index.js";
export type { WebFetchDetails, WebFetchInput, WebFetchToolOptions } from "./web-fetch/index.js";
export { writeTool } from "./write/index.js";
export type { WriteDetails, WriteInput, WriteToolOptions } from "./write/index.js";
export { writeFileAtomic } from "./shared/atomic-write.js";
export { expandToolGroups, filterTools, resolveToolPolicy, TOOL_PROFILES, type ToolPolicy, type ToolPolicyOptions, type ToolProfileName } from "../policy.js";
export { TOOL_GROUPS, type KnownToolName, type ToolGroupName } from "../tool-names.js";
export { BUILTIN_TOOL_CAPABILITIES } from "../tool-capabilities.js";
export { truncateOutput, type TruncatedText, type TruncateMode, type TruncateOptions } from "../truncate.js";
export { createWorkspace, type Workspace, type WorkspacePath, type WorkspacePathResult } from "../workspace.js";
export {
  applyHunks,
  parsePatch,
  patchPaths,
  PatchApplyError,
  PatchParseError,
  type ParsedPatch,
  type PatchFile,
  type PatchFileKind,
  type PatchHunk,
  type PatchLine,
  type PatchLineKind,
} from "../apply-patch/index.js";
export { createCommandSandbox, sandboxNotice, sandboxStatus, probeSandbox, commandEnvironment, COMMAND_ENV_NAMES, NETWORK_ENV_NAMES, SANDBOX_MODES, WRITABLE_HOME_CACHES } from "../sandbox/index.js";
export type { CommandLaunch, CommandLaunchResult, CommandSandbox, SandboxAvailability, SandboxMode, SandboxOptions, SandboxStatus } from "../sandbox/index.js";
export { openInWorkspace, readOpenedFolder, removeInWorkspace, writeInWorkspace } from "../safe-fs/index.js";
export type { OpenedWorkspaceEntry, WorkspaceEntryRefusal, WorkspaceWrite } from "../safe-fs/index.js";
