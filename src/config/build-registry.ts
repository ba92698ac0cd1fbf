import { ConfigurationError, describeError } from "../errors/index.js";
import { createInterceptorRegistry, type InterceptorRegistry } from "../interceptors/registry.js";
import type { AnyInterceptorRegistration } from "../interceptors/types.js";
import { builtinGuards } from "../guards/builtin-guards.js";
import { mcpNamePart } from "../mcp/tool-naming.js";
import { builtinGuardsOptions } from "./guard-options.js";
import { loadInterceptorModules, type LoadedInterceptors } from "./load-interceptor-modules.js";
import type { LoadedConfig } from "./load-config.js";

/** Options of `buildRegistry`. */
export interface BuildRegistryOptions {
  /** The workspace (handed to interceptor factories). */
  cwd: string;
  /** Include the loop guard (runs do; one-off checks have no loop to guard). Default true. */
  loopGuard?: boolean;
  /**
   * Include the secret redaction (unless the config switches it off). Default: as `loopGuard` —
   * runs and the MCP proxy redact; one-off checks of a tool call have nothing to redact.
   */
  secretRedaction?: boolean;
  /** Tool names custom `toolMatcher`s may target besides the built-in ones. */
  toolNames?: Iterable<string>;
  /**
   * Whether tools of any MCP server may be targeted (`mcp__…`), as in the hooks of agent CLIs,
   * whose MCP servers loopgate does not know. Otherwise only the config's own servers' are.
   */
  anyMcpTools?: boolean;
}

/** A registry built from a config, and the loop interceptors its modules contributed. */
export interface BuiltRegistry {
  registry: InterceptorRegistry;
  loopInterceptors: LoadedInterceptors["loopInterceptors"];
}

/**
 * A fresh interceptor registry holding what a config asks for: the built-in guards (each on unless
 * switched off, with their options), the loop guard, and the custom interceptors of its modules.
 * Any problem is a `ConfigurationError` naming the config file or the module.
 *
 * @example
 * const { registry } = await buildRegistry(loadConfig({ cwd }), { cwd });
 */
export async function buildRegistry(loaded: LoadedConfig, options: BuildRegistryOptions): Promise<BuiltRegistry> {
  const { config } = loaded;
  const where = loaded.file ?? "the default config";
  const registry = createInterceptorRegistry({
    ...(options.toolNames ? { toolNames: options.toolNames } : {}),
    toolNamePrefixes: mcpToolNamePrefixes(loaded, options.anyMcpTools === true),
  });
  let builtins: AnyInterceptorRegistration[];
  try {
    builtins = builtinGuards(builtinGuardsOptions(config, loaded.dir, { loopGuard: options.loopGuard !== false, secretRedaction: options.secretRedaction ?? options.loopGuard !== false }));
    registry.add(builtins);
  } catch (error) {
    throw new ConfigurationError({ message: `Invalid guard options in ${where}: ${describeError(error)}`, cause: error });
  }
  const layers = loaded.interceptorLayers ?? [
    { entries: config.interceptors ?? [], configDir: loaded.dir, defaultTimeoutMs: config.limits?.interceptorTimeoutMs },
  ];
  const loopInterceptors: LoadedInterceptors["loopInterceptors"] = [];
  for (const layer of layers) {
    const custom = await loadInterceptorModules(layer.entries, {
      configDir: layer.configDir,
      cwd: options.cwd,
      ...(layer.defaultTimeoutMs !== undefined ? { defaultTimeoutMs: layer.defaultTimeoutMs } : {}),
    });
    for (const registration of custom.registrations) {
      try {
        registry.add(registration);
      } catch (error) {
        throw new ConfigurationError({ message: `Interceptor module ${custom.sources.get(registration) ?? "?"}: ${describeError(error)}`, cause: error });
      }
    }
    loopInterceptors.push(...custom.loopInterceptors);
  }
  return { registry, loopInterceptors };
}

/** The tool-name prefixes of MCP tools a `toolMatcher` may name before their servers have started. */
function mcpToolNamePrefixes(loaded: LoadedConfig, anyServer: boolean): string[] {
  if (anyServer) return ["mcp__"];
  return Object.keys(loaded.config.mcpServers ?? {}).map((server) => `mcp__${mcpNamePart(server)}__`);
}
