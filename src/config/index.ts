export { loopgateConfigSchema, type LoopgateConfig, type LoopgateConfigInput } from "./schema.js";
export { CONFIG_FILE_NAMES, findConfigFile } from "./find-config.js";
export { ConfigFileError, loadConfig, readConfigFile, type LoadedConfig } from "./load-config.js";
export { formatIssues, formatPath } from "./format-issues.js";
export { guardOptions, guardRegistrations, loopGuardRegistrations } from "./guard-registrations.js";
export { loadInterceptorModules, type InterceptorModuleContext, type LoadedInterceptors } from "./load-interceptor-modules.js";
export { buildRegistry, type BuildRegistryOptions, type BuiltRegistry } from "./build-registry.js";
export { buildRuntime, type Runtime } from "./build-runtime.js";
export { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.js";
