import { builtinGuards } from "./guards/builtin-guards.js";
import { createInterceptorRegistry, type InterceptorRegistry } from "./interceptors/registry.js";

// The one piece of global state loopgate keeps, because the seed defines it: a process-wide registry.
let globalRegistry: InterceptorRegistry | null = null;

/**
 * Creates the global registry with the built-in guards (`builtin:command-safety-guard` and
 * `builtin:security-audit`) on first call; later calls return the same registry.
 *
 * @example
 * const registry = initializeGlobalInterceptors();
 * registry.add({ id: "audit", name: "tool.before", priority: -10, handler: (input) => log(input.toolName) });
 */
export function initializeGlobalInterceptors(): InterceptorRegistry {
  if (globalRegistry) return globalRegistry;
  const registry = createInterceptorRegistry();
  registry.add(builtinGuards());
  globalRegistry = registry;
  return registry;
}

/** The global registry, or `null` before `initializeGlobalInterceptors()`. */
export function getGlobalInterceptorRegistry(): InterceptorRegistry | null {
  return globalRegistry;
}

/** Drops the global registry (for tests): the next `initializeGlobalInterceptors()` starts afresh. */
export function resetGlobalInterceptors(): void {
  globalRegistry?.setOnEvent(null);
  globalRegistry = null;
}
