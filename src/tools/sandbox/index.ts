export { createCommandSandbox, sandboxNotice, sandboxStatus, unsandboxedWarning } from "./command-sandbox.js";
export type { CommandLaunch, CommandLaunchResult, CommandSandbox, SandboxStatus } from "./command-sandbox.js";
export { commandEnvironment, COMMAND_ENV_NAMES, NETWORK_ENV_NAMES } from "./command-environment.js";
export type { CommandEnvironmentOptions } from "./command-environment.js";
export { probeSandbox } from "./probe-sandbox.js";
export type { SandboxAvailability } from "./probe-sandbox.js";
export { SANDBOX_MODES, WRITABLE_HOME_CACHES } from "./sandbox-options.js";
export type { SandboxMode, SandboxOptions } from "./sandbox-options.js";
