import type { LoopgateConfig } from "../config/schema.js";
import { CliUsageError } from "./cli-error.js";
import { EXIT_CODES } from "./exit-codes.js";

/**
 * The PostgreSQL URL of durable runs: the command line's, else the config's `durable.database`,
 * else `LOOPGATE_DURABLE_DB`; undefined when none is given.
 */
export function durableDatabase(option: string | undefined, config: LoopgateConfig, env: Record<string, string | undefined>): string | undefined {
  const url = option ?? config.durable?.database ?? env.LOOPGATE_DURABLE_DB;
  if (url !== undefined && !/^postgres(ql)?:\/\/\S+$/.test(url)) {
    throw new CliUsageError({ message: `${JSON.stringify(url)} is not a PostgreSQL URL: use postgres://user@host:port/database`, exitCode: EXIT_CODES.usage });
  }
  return url;
}
