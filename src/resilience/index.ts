export { modelRetry, type ModelRetryOptions } from "./model-retry.js";
export { modelFallback, type ModelFallbackOptions } from "./model-fallback.js";
export { toolRetry, type ToolRetryOptions } from "./tool-retry.js";
export { isTransientModelFailure } from "./model-failure.js";
export type { Backoff } from "./backoff.js";
