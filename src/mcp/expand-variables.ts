import { ConfigurationError } from "../errors/index.js";
import { isHttpConfig, isTransportConfig, type McpServerConfig } from "./server-config.js";

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/**
 * `text` with `${VAR}` and `${VAR:-default}` replaced from `env`, as Claude Code expands `.mcp.json`,
 * so a token can live in the environment rather than in a file that is committed.
 * A variable that is not set and has no default is an error naming it: a server started with an
 * empty token would fail later and less clearly.
 *
 * @example
 * expandVariables("Bearer ${TOKEN}", { TOKEN: "abc" }, "fs") // "Bearer abc"
 */
export function expandVariables(text: string, env: Readonly<Record<string, string | undefined>>, server: string): string {
  return text.replace(VARIABLE, (_match, name: string, fallback: string | undefined) => {
    const value = env[name];
    if (value !== undefined && value !== "") return value;
    if (fallback !== undefined) return fallback;
    throw new ConfigurationError({ message: `MCP server "${server}": the environment variable ${name} is not set (write \${${name}:-default} for a default)` });
  });
}

/** A server config with every string it passes to the server expanded. */
export function expandServerConfig<C extends McpServerConfig>(config: C, env: Readonly<Record<string, string | undefined>>, server: string): C {
  if (isTransportConfig(config)) return config;
  const expand = (text: string) => expandVariables(text, env, server);
  const expandRecord = (record: Readonly<Record<string, string>> | undefined) =>
    record === undefined ? undefined : Object.fromEntries(Object.entries(record).map(([key, value]) => [key, expand(value)]));
  if (isHttpConfig(config)) {
    const headers = expandRecord(config.headers);
    return { ...config, url: expand(config.url), ...(headers ? { headers } : {}) };
  }
  const serverEnv = expandRecord(config.env);
  return {
    ...config,
    command: expand(config.command),
    ...(config.args ? { args: config.args.map(expand) } : {}),
    ...(serverEnv ? { env: serverEnv } : {}),
    ...(config.cwd !== undefined ? { cwd: expand(config.cwd) } : {}),
  };
}
