import { createCommandSandbox } from "../../sandbox/command-sandbox.js";
import type { CommandSandbox } from "../../sandbox/command-sandbox.js";
import type { SandboxMode, SandboxOptions } from "../../sandbox/sandbox-options.js";
import type { Workspace } from "../../workspace.js";

/** How `exec` and `process` take their sandbox: a mode, settings, or one sandbox the two share. */
export type CommandSandboxOption = SandboxMode | SandboxOptions | CommandSandbox;

/** The sandbox a command tool uses (`auto` when none is given). */
export function resolveCommandSandbox(workspace: Workspace, option: CommandSandboxOption | undefined): CommandSandbox {
  if (option === undefined) return createCommandSandbox(workspace);
  if (typeof option === "string") return createCommandSandbox(workspace, { mode: option });
  if ("prepare" in option && typeof option.prepare === "function") return option;
  return createCommandSandbox(workspace, option as SandboxOptions);
}

/** What the model is told about the sandbox, so it does not retry what the sandbox refuses. */
export function describeSandboxForModel(sandbox: CommandSandbox): string {
  if (sandbox.mode === "off") return "";
  const offline = sandbox.network ? "" : " and there is no network access";
  return ` Commands run in a sandbox where the system supports it: only the workspace, /tmp and package caches are writable, credential folders in the home directory are hidden${offline}.`;
}
