import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigurationError, describeError } from "../errors/index.js";
import type { AnyInterceptorRegistration } from "../interceptors/types.js";
import type { LoopInterceptor } from "../loop/loop-interceptor.js";
import type { LoopgateConfig } from "./schema.js";
import { importModule } from "../util/import-module.js";

/** What a factory exported by an interceptor module receives besides its options. */
export interface InterceptorModuleContext {
  /** The workspace the agent works in. */
  cwd: string;
  /** The directory of the config file that listed the module. */
  configDir: string;
}

/** What interceptor modules contributed. */
export interface LoadedInterceptors {
  registrations: AnyInterceptorRegistration[];
  loopInterceptors: LoopInterceptor[];
  /** For each registration or loop interceptor, the module it came from (for error messages). */
  sources: Map<object, string>;
}

type ModuleEntry = NonNullable<LoopgateConfig["interceptors"]>[number];

/**
 * Loads the config's custom interceptors with dynamic `import()`. Each entry is a local module path
 * (relative to the config file) or `{ module, options }`. The module's default export (or its
 * `interceptors` export) is a registration, a loop interceptor, an array of them, or a factory
 * `(options, context) => …` returning any of those (maybe as a promise). Registrations without a
 * `timeoutMs` get `defaultTimeoutMs`.
 *
 * Every failure is a `ConfigurationError` naming the module.
 *
 * @example
 * // loopgate.config.json: { "interceptors": ["./interceptors/no-friday-deploys.mjs"] }
 * // no-friday-deploys.mjs:
 * export default { id: "no-friday-deploys", name: "tool.before", toolMatcher: /^exec$/, handler(input, output) { … } };
 */
export async function loadInterceptorModules(
  entries: readonly ModuleEntry[],
  options: { configDir: string; cwd: string; defaultTimeoutMs?: number },
): Promise<LoadedInterceptors> {
  const loaded: LoadedInterceptors = { registrations: [], loopInterceptors: [], sources: new Map() };
  for (const entry of entries) {
    const specifier = typeof entry === "string" ? entry : entry.module;
    const moduleOptions = typeof entry === "string" ? undefined : entry.options;
    if (!isLocalPath(specifier)) {
      throw new ConfigurationError({ message: `Interceptor module "${specifier}" must be a local path ("./…", "../…" or absolute), relative to the config file` });
    }
    const file = path.resolve(options.configDir, specifier);
    const label = `Interceptor module ${file}`;
    let namespace: Record<string, unknown>;
    try {
      namespace = await importModule(pathToFileURL(file).href);
    } catch (error) {
      throw new ConfigurationError({ message: `${label} could not be loaded: ${describeError(error)}`, cause: error });
    }
    let exported = namespace.default ?? namespace.interceptors;
    if (exported === undefined) {
      throw new ConfigurationError({ message: `${label} has no default export (nor an \`interceptors\` export): export a registration, an array of them, or a factory` });
    }
    if (typeof exported === "function" && !isClass(exported)) {
      try {
        exported = await (exported as (options: unknown, context: InterceptorModuleContext) => unknown)(moduleOptions, {
          cwd: options.cwd,
          configDir: options.configDir,
        });
      } catch (error) {
        throw new ConfigurationError({ message: `${label}: its factory failed: ${describeError(error)}`, cause: error });
      }
    }
    const items = Array.isArray(exported) ? exported : [exported];
    for (const [index, item] of items.entries()) {
      const where = Array.isArray(exported) ? `${label}, item ${index}` : label;
      if (isLoopInterceptor(item)) {
        loaded.loopInterceptors.push(item);
        loaded.sources.set(item, file);
      } else if (isRegistrationLike(item)) {
        const registration = (
          item.timeoutMs === undefined && options.defaultTimeoutMs !== undefined ? { ...item, timeoutMs: options.defaultTimeoutMs } : item
        ) as AnyInterceptorRegistration;
        loaded.registrations.push(registration);
        loaded.sources.set(registration, file);
      } else {
        throw new ConfigurationError({ message: `${where} is not an interceptor: expected { id, name, handler } (a hook registration) or { name, intercept() } (a loop interceptor)` });
      }
    }
  }
  return loaded;
}

function isLocalPath(specifier: string): boolean {
  return specifier.startsWith("./") || specifier.startsWith("../") || path.isAbsolute(specifier);
}

function isClass(value: unknown): boolean {
  return typeof value === "function" && /^class[\s{]/.test(Function.prototype.toString.call(value));
}

function isLoopInterceptor(value: unknown): value is LoopInterceptor {
  return typeof value === "object" && value !== null && typeof (value as LoopInterceptor).intercept === "function" && typeof (value as LoopInterceptor).name === "string";
}

function isRegistrationLike(value: unknown): value is AnyInterceptorRegistration {
  return typeof value === "object" && value !== null && typeof (value as AnyInterceptorRegistration).handler === "function";
}
