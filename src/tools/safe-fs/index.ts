export { descriptorPath, hasDescriptorPaths } from "./descriptor-path.js";
export { openBeneath, openFolderBeneath } from "./open-beneath.js";
export type { BeneathRefusal, OpenedEntry, OpenedFolder } from "./open-beneath.js";
export { openInWorkspace, readOpenedFolder } from "./open-in-workspace.js";
export type { OpenedWorkspaceEntry, WorkspaceEntryRefusal } from "./open-in-workspace.js";
export { hardLinkedSecret } from "./sensitive-inodes.js";
export type { FileIdentity } from "./sensitive-inodes.js";
export { removeEmptyFolderInWorkspace, removeInWorkspace, writeInWorkspace } from "./write-in-workspace.js";
export type { WorkspaceWrite } from "./write-in-workspace.js";
