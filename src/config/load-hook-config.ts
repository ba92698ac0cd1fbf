import path from "node:path";
import { withAbsolutePaths } from "./absolute-paths.js";
import { findConfigFile } from "./find-config.js";
import type { IgnoredSetting } from "./ignored-setting.js";
import { loadConfig, readConfigFile, type InterceptorLayer, type LoadedConfig } from "./load-config.js";
import { mergeConfigs } from "./merge-configs.js";
import type { LoopgateConfig } from "./schema.js";
import { stricterSettings } from "./stricter-settings.js";
import { isTrustedProject } from "./trusted-projects.js";
import { loadUserConfig, userConfigDir, userHome } from "./user-config.js";

/** One config file `hook` or `check` applied, and how. */
export interface AppliedConfig {
  file: string;
  /** `user`: the user's own config; `project`: found upward from the workspace; `explicit`: `--config`. */
  source: "user" | "project" | "explicit";
  /** Applied in full (`true`), or only its stricter settings (a project config that is not trusted). */
  trusted: boolean;
}

/** The config `hook` and `check` judge with, and how it was assembled. */
export interface HookConfig {
  /** The effective config, ready for `buildRegistry`. */
  loaded: LoadedConfig;
  /** The files applied, the user's first. */
  applied: AppliedConfig[];
  /** Settings of a project config that were not applied, with the reason. */
  ignored: IgnoredSetting[];
  /** Where the user's config is looked for (`$XDG_CONFIG_HOME/loopgate` or `~/.config/loopgate`). */
  userConfigDir: string;
  /** `--no-config` was given: no file was read. */
  noConfig: boolean;
}

/** Options of `loadHookConfig`. */
export interface LoadHookConfigOptions {
  /** The workspace: where the project config is looked for, upward. */
  cwd: string;
  /** The environment (`HOME`, `XDG_CONFIG_HOME`). */
  env: Readonly<Record<string, string | undefined>>;
  /** `--config <file>` (relative to `processCwd`), or `false` for `--no-config`. */
  file?: string | false;
  /** The directory `--config` is relative to (default `cwd`). */
  processCwd?: string;
}

/**
 * The config of `loopgate hook` and `loopgate check`, which a repository must not be able to
 * weaken. The user's own config (`~/.config/loopgate/config.json|yaml`) is applied; a project
 * config (`loopgate.config.*` upward from `cwd`) is applied in full only when the user's config
 * lists its folder in `trustedProjects`; otherwise only what adds rules or raises decisions is
 * taken from it, and its interceptor modules are never loaded. `--config <file>` is applied in
 * full, alone; `--no-config` reads nothing. A bad user or project config throws (fail closed).
 *
 * @example
 * const { loaded, applied, ignored } = loadHookConfig({ cwd: event.cwd, env: process.env });
 * const { registry } = await buildRegistry(loaded, { cwd: event.cwd, loopGuard: false, anyMcpTools: true });
 */
export function loadHookConfig(options: LoadHookConfigOptions): HookConfig {
  const cwd = path.resolve(options.cwd);
  const userDir = userConfigDir(options.env);
  const result = { userConfigDir: userDir, ignored: [] as IgnoredSetting[] };
  if (options.file === false) {
    return { ...result, loaded: { config: {}, file: undefined, dir: cwd }, applied: [], noConfig: true };
  }
  if (typeof options.file === "string") {
    const loaded = loadConfig({ cwd: options.processCwd ?? cwd, file: options.file });
    return { ...result, loaded, applied: [{ file: loaded.file as string, source: "explicit", trusted: true }], noConfig: false };
  }
  const user = loadUserConfig(options.env);
  const applied: AppliedConfig[] = [];
  const layers: InterceptorLayer[] = [];
  let config: LoopgateConfig = {};
  if (user) {
    const { trustedProjects: _trusted, ...own } = user.config;
    config = withAbsolutePaths(own, user.dir);
    applied.push({ file: user.file, source: "user", trusted: true });
    layers.push(layer(own, user.dir));
  }
  const projectFile = findConfigFile(cwd);
  let ignored: IgnoredSetting[] = [];
  if (projectFile !== undefined) {
    const project = readConfigFile(projectFile);
    const trusted = isTrustedProject(projectFile, user?.config.trustedProjects ?? [], userHome(options.env));
    if (trusted) {
      config = mergeConfigs(config, withAbsolutePaths(project.config, project.dir));
      layers.push(layer(project.config, project.dir));
    } else {
      ({ config, ignored } = stricterSettings(config, project.config, projectFile));
    }
    applied.push({ file: projectFile, source: "project", trusted });
  }
  const loaded: LoadedConfig = {
    config,
    file: projectFile ?? user?.file,
    dir: projectFile !== undefined ? path.dirname(projectFile) : (user?.dir ?? cwd),
    interceptorLayers: layers,
  };
  return { ...result, loaded, applied, ignored, noConfig: false };
}

function layer(config: LoopgateConfig, configDir: string): InterceptorLayer {
  return {
    entries: config.interceptors ?? [],
    configDir,
    ...(config.limits?.interceptorTimeoutMs !== undefined ? { defaultTimeoutMs: config.limits.interceptorTimeoutMs } : {}),
  };
}
