import { readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { describeError } from "../errors/index.js";
import { ConfigFileError } from "./config-file-error.js";
import { findConfigFile } from "./find-config.js";
import { formatIssues } from "./format-issues.js";
import { loopgateConfigSchema, type LoopgateConfig } from "./schema.js";

/** A validated config and where it came from. */
export interface LoadedConfig {
  config: LoopgateConfig;
  /** The absolute path of the file, or undefined when none was found (the defaults). */
  file: string | undefined;
  /** The directory relative paths in the config resolve against (the file's, or the start directory). */
  dir: string;
}

/**
 * Reads and validates one config file (JSON, or YAML for `.yaml`/`.yml`). Throws `ConfigFileError`
 * naming the file and each problem with its path in the document.
 *
 * @example
 * const { config } = readConfigFile("loopgate.config.yaml");
 */
export function readConfigFile(file: string): LoadedConfig {
  const absolute = path.resolve(file);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new ConfigFileError({ file: absolute, problems: [missing ? "the file does not exist" : `cannot be read: ${describeError(error)}`], cause: error });
  }
  const data = parseText(absolute, text);
  const parsed = loopgateConfigSchema.safeParse(data ?? {});
  if (!parsed.success) throw new ConfigFileError({ file: absolute, problems: formatIssues(parsed.error.issues) });
  return { config: parsed.data, file: absolute, dir: path.dirname(absolute) };
}

/**
 * The config in effect for a directory: the given file, else the nearest one found upward from
 * `cwd`, else the defaults (an empty config).
 *
 * @example
 * const { config, file } = loadConfig({ cwd: process.cwd() });
 */
export function loadConfig(options: { cwd: string; file?: string }): LoadedConfig {
  if (options.file !== undefined) return readConfigFile(path.resolve(options.cwd, options.file));
  const found = findConfigFile(options.cwd);
  if (found) return readConfigFile(found);
  return { config: loopgateConfigSchema.parse({}), file: undefined, dir: path.resolve(options.cwd) };
}

function parseText(file: string, text: string): unknown {
  if (/\.ya?ml$/i.test(file)) {
    const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
    if (document.errors.length > 0) {
      throw new ConfigFileError({ file, problems: document.errors.map((error) => `YAML: ${error.message.split("\n")[0]}`) });
    }
    return document.toJS();
  }
  try {
    return text.trim() === "" ? {} : JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError({ file, problems: [`not valid JSON: ${describeError(error)}`], cause: error });
  }
}
