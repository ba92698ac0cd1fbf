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
  /**
   * Where the interceptor modules come from when the config was assembled from several files (the
   * user's and a project's): each layer's entries resolve against its own directory. Without it,
   * `config.interceptors` resolve against `dir`.
   */
  interceptorLayers?: readonly InterceptorLayer[];
}

/** The interceptor modules one config file lists, and the directory they resolve against. */
export interface InterceptorLayer {
  entries: NonNullable<LoopgateConfig["interceptors"]>;
  /** The directory of the config file that listed them. */
  configDir: string;
  /** `limits.interceptorTimeoutMs` of that file. */
  defaultTimeoutMs?: number;
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
  const data = readConfigData(absolute);
  const parsed = loopgateConfigSchema.safeParse(data ?? {});
  if (!parsed.success) throw new ConfigFileError({ file: absolute, problems: formatIssues(parsed.error.issues) });
  return { config: parsed.data, file: absolute, dir: path.dirname(absolute) };
}

/**
 * The parsed but not yet validated content of a config file (JSON, or YAML for `.yaml`/`.yml`).
 * Throws `ConfigFileError` when it cannot be read or parsed.
 */
export function readConfigData(absolute: string): unknown {
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new ConfigFileError({ file: absolute, problems: [missing ? "the file does not exist" : `cannot be read: ${describeError(error)}`], cause: error });
  }
  return parseText(absolute, text);
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
