import path from "node:path";
import type { LoadedConfig } from "./load-config.js";

/** Where a command's audit log goes and what it holds. */
export interface AuditSettings {
  /** The absolute path of the log. */
  file: string;
  /** Whether message bodies are recorded too (`audit.content`). */
  content: boolean;
}

/**
 * The audit log a command writes: the file given on the command line (relative to where the user
 * typed), else the config's `audit` (a file, or `{ file, content }`, relative to the config file).
 * `audit.content` applies either way.
 *
 * @example
 * auditSettings(loaded, options.audit, io.cwd); // { file: "/work/project/.loopgate/audit.jsonl", content: false }
 */
export function auditSettings(loaded: LoadedConfig, cliFile: string | undefined, cwd: string): AuditSettings | undefined {
  const configured = loaded.config.audit;
  const content = typeof configured === "object" && configured.content === true;
  if (cliFile !== undefined) return { file: path.resolve(cwd, cliFile), content };
  if (configured === undefined) return undefined;
  return { file: path.resolve(loaded.dir, typeof configured === "string" ? configured : configured.file), content };
}
