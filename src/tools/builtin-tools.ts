import type { AnyTool } from "./types.js";
import { filterTools, resolveToolPolicy } from "./policy.js";
import type { ToolPolicyOptions } from "./policy.js";
import { createCommandSandbox } from "./sandbox/command-sandbox.js";
import type { SandboxMode, SandboxOptions } from "./sandbox/sandbox-options.js";
import { createWorkspace } from "./workspace.js";
import type { Workspace } from "./workspace.js";
import { applyPatchTool } from "./builtin/apply-patch/index.js";
import type { ApplyPatchToolOptions } from "./builtin/apply-patch/index.js";
import { editTool } from "./builtin/edit/index.js";
import type { EditToolOptions } from "./builtin/edit/index.js";
import { execTool } from "./builtin/exec/index.js";
import type { ExecToolOptions } from "./builtin/exec/index.js";
import { memoryTools } from "./builtin/memory/index.js";
import type { MemoryToolOptions } from "./builtin/memory/index.js";
import { processTool } from "./builtin/process/index.js";
import type { ProcessToolOptions } from "./builtin/process/index.js";
import { readTool } from "./builtin/read/index.js";
import type { ReadToolOptions } from "./builtin/read/index.js";
import { webFetchTool } from "./builtin/web-fetch/index.js";
import type { WebFetchToolOptions } from "./builtin/web-fetch/index.js";
import { writeTool } from "./builtin/write/index.js";
import type { WriteToolOptions } from "./builtin/write/index.js";

/** Options of `builtinTools`: the workspace root, which tools (a policy), and each tool's settings. */
export interface BuiltinToolsOptions extends ToolPolicyOptions {
  /** The folder every file tool and command works in; paths outside it are refused. */
  root: string;
  /**
   * The home directory whose credential stores the tools protect (the sandbox hides them; the file
   * tools refuse hard links to their files). Default: the user's.
   */
  home?: string;
  /**
   * The OS sandbox of `exec` and `process`: `auto` (the default: where the system supports it),
   * `required` (no command runs without it) or `off`, or settings with `mode`, `network`,
   * `writablePaths` and `envNames`. A `sandbox` in `exec` or `process` options takes precedence.
   */
  sandbox?: SandboxMode | SandboxOptions;
  /** The notes folder of memory_search and memory_get, relative to the root. Default `memory`. */
  memoryDir?: string;
  read?: ReadToolOptions;
  write?: WriteToolOptions;
  edit?: EditToolOptions;
  applyPatch?: ApplyPatchToolOptions;
  exec?: ExecToolOptions;
  process?: ProcessToolOptions;
  webFetch?: WebFetchToolOptions;
  memory?: MemoryToolOptions;
}

/**
 * loopgate's built-in tools over one workspace: read, write, edit, apply_patch, exec, process,
 * web_fetch, memory_search and memory_get, filtered by `profile`, `allow` and `deny` when given.
 * Throws `ConfigurationError` for a missing root or an unknown profile or group.
 *
 * @example
 * const tools = builtinTools({ root: "/work/project", profile: "coding", deny: ["web_fetch"] });
 */
export function builtinTools(options: BuiltinToolsOptions): AnyTool[] {
  const workspace = createWorkspace(options.root, options.home === undefined ? {} : { home: options.home });
  const policy = resolveToolPolicy(options);
  // One sandbox for both command tools, so its warning is given once.
  const sandbox = createCommandSandbox(workspace, typeof options.sandbox === "string" ? { mode: options.sandbox } : options.sandbox);
  const factories: Array<[string, (workspace: Workspace) => AnyTool[]]> = [
    ["read", (ws) => [readTool(ws, options.read)]],
    ["write", (ws) => [writeTool(ws, options.write)]],
    ["edit", (ws) => [editTool(ws, options.edit)]],
    ["apply_patch", (ws) => [applyPatchTool(ws, options.applyPatch)]],
    ["exec", (ws) => [execTool(ws, { sandbox, ...options.exec })]],
    ["process", (ws) => [processTool(ws, { sandbox, ...options.process })]],
    ["web_fetch", () => [webFetchTool(options.webFetch)]],
    ["memory", (ws) => memoryTools(ws, { ...options.memory, ...(options.memoryDir === undefined ? {} : { memoryDir: options.memoryDir }) })],
  ];
  const tools: AnyTool[] = [];
  for (const [name, create] of factories) {
    // Skip building tools the policy refuses (the process tool, for one, keeps state).
    if (name === "memory" ? !policy("memory_search") && !policy("memory_get") : !policy(name)) continue;
    tools.push(...create(workspace));
  }
  return filterTools(tools, policy);
}
