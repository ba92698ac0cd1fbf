/**
 * Files whose content a tool runs later by itself, by each tool's documentation: package
 * manifests' scripts, makefiles, justfiles and Taskfiles, `.envrc`, git and husky hooks,
 * `setup.py`, devcontainer and VS Code tasks. CI pipeline files and build scripts are listed below.
 */
const PROJECT_FILES_BY_NAME = /(?:^|\/)(?:package\.json|composer\.json|[Mm]akefile|GNUmakefile|[^/]*\.mk|\.?[Jj]ustfile|[Tt]askfile\.ya?ml|\.envrc|setup\.py|\.?devcontainer\.json|tasks\.json)$|(?:^|\/)(?:\.git\/hooks|\.husky)\/[^/]+$/;

/**
 * CI pipeline files (GitHub Actions workflows and composite actions, GitLab CI, CircleCI, Azure
 * Pipelines, Bitbucket Pipelines, Buildkite, Travis CI, Drone, Woodpecker, Jenkinsfile), whose
 * steps run on the next push with the repository's secrets.
 */
const CI_PIPELINE_FILES =
  /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$|(?:^|\/)action\.ya?ml$|(?:^|\/)\.gitlab-ci\.ya?ml$|(?:^|\/)\.gitlab\/ci\/[^/]+\.ya?ml$|(?:^|\/)\.circleci\/config\.ya?ml$|(?:^|\/)azure-pipelines[^/]*\.ya?ml$|(?:^|\/)\.azure-pipelines\/[^/]+\.ya?ml$|(?:^|\/)bitbucket-pipelines\.ya?ml$|(?:^|\/)\.buildkite\/[^/]*pipeline[^/]*\.ya?ml$|(?:^|\/)\.travis\.ya?ml$|(?:^|\/)\.drone\.ya?ml$|(?:^|\/)\.woodpecker(?:\.ya?ml|\/[^/]+\.ya?ml)$|(?:^|\/)Jenkinsfile(?:\.[\w-]+)?$/;

/**
 * Whether a path is a CI pipeline file (see the pattern above).
 *
 * @example
 * isCiPipelineFile("/w/.github/workflows/ci.yml") // true
 * isCiPipelineFile("/w/config/app.yml") // false
 */
export function isCiPipelineFile(file: string): boolean {
  return file.length <= 4096 && CI_PIPELINE_FILES.test(file);
}

/**
 * Build scripts a language toolchain runs by itself: Cargo's `build.rs` (every build), pytest's
 * `conftest.py` (every test run imports it), Gradle's build, settings and init scripts, RubyGems'
 * `extconf.rb` (a native gem's install), node-gyp's `binding.gyp` and CMake's `CMakeLists.txt` and
 * `*.cmake` (configure and build).
 */
const BUILD_SCRIPT_FILES = /(?:^|\/)(?:build\.rs|conftest\.py|(?:build|settings|init)\.gradle(?:\.kts)?|[^/]*\.init\.gradle(?:\.kts)?|extconf\.rb|binding\.gyp|CMakeLists\.txt|[^/]+\.cmake)$/;

/**
 * Whether a path is a language toolchain's build script (see the pattern above).
 *
 * @example
 * isBuildScriptFile("/w/build.rs") // true
 * isBuildScriptFile("/w/src/main.rs") // false
 */
export function isBuildScriptFile(file: string): boolean {
  return file.length <= 4096 && BUILD_SCRIPT_FILES.test(file);
}

/**
 * The MCP configuration files of agent hosts, whose servers' `command` the host launches on its
 * own: Claude Code (`.mcp.json`, `~/.claude.json`), Claude Desktop, Cursor, VS Code (`mcp.json` in
 * `.vscode` or the user profile), Windsurf, Gemini CLI (`settings.json`), Codex (`config.toml`),
 * Cline and Roo, Amazon Q, Kiro, Zed (`context_servers` in its settings), Continue and opencode.
 */
const MCP_CONFIG_FILES =
  /(?:^|\/)(?:\.mcp\.json|\.claude\.json|claude_desktop_config\.json|mcp_config\.json|(?:cline_)?mcp_settings\.json|opencode\.jsonc?)$|(?:^|\/)(?:\.cursor|\.vscode|\.roo|\.amazonq|\.kiro\/settings|User)\/mcp\.json$|(?:^|\/)(?:\.gemini|\.zed|zed)\/settings\.json$|(?:^|\/)\.codex\/config\.toml$|(?:^|\/)\.continue\/(?:config\.(?:json|ya?ml)|mcpServers\/[^/]+\.(?:ya?ml|json))$/;

/**
 * Program directories on the usual search path: a file written there runs whenever its name is
 * typed. The system's and Homebrew's, and the per-user ones (`~/.local/bin`, `~/bin`, Cargo's, Go's,
 * Bun's, Deno's, npm's global prefix) and a project's `node_modules/.bin`.
 */
const PATH_DIRECTORY_FILES =
  /^(?:\/usr(?:\/local)?|\/opt\/homebrew|\/opt\/local|\/opt)?\/s?bin\/[^/]+$|(?:^|\/)(?:\.local|\.cargo|go|\.bun|\.deno|\.npm-global)\/bin\/[^/]+$|(?:^|\/)node_modules\/\.bin\/[^/]+$|^(?:~|\/root|\/home\/[^/]+|\/Users\/[^/]+)\/bin\/[^/]+$/;

/** What kind of planted-code file a path is, by name alone. */
export type PlantedCodeFileKind = "project" | "mcp" | "path-program";

/**
 * Whether a file's content is code a tool runs later by itself, by its name alone: a cheap first
 * check, so that what reads the content (the command analyser, which is large) is only loaded or
 * run for these files. `home` adds `<home>/bin` and the like when the home directory is not a
 * usual one. Paths are POSIX paths, absolute or relative.
 *
 * @example
 * plantedCodeFileKind("/work/app/package.json") // "project"
 * plantedCodeFileKind("/work/app/.mcp.json") // "mcp"
 * plantedCodeFileKind("/home/ada/.local/bin/git") // "path-program"
 * plantedCodeFileKind("/work/app/src/index.ts") // undefined
 */
export function plantedCodeFileKind(file: string, home?: string): PlantedCodeFileKind | undefined {
  if (file.length > 4096) return undefined;
  if (PROJECT_FILES_BY_NAME.test(file) || CI_PIPELINE_FILES.test(file) || BUILD_SCRIPT_FILES.test(file)) return "project";
  if (MCP_CONFIG_FILES.test(file)) return "mcp";
  if (PATH_DIRECTORY_FILES.test(file)) return "path-program";
  if (home !== undefined && home.length > 1 && file.startsWith(`${home}/`) && /^(?:\.local\/)?bin\/[^/]+$/.test(file.slice(home.length + 1))) return "path-program";
  return undefined;
}

/**
 * Whether a file's content is code a tool runs later by itself (see {@link plantedCodeFileKind}).
 *
 * @example
 * isPlantedCodeFile("/work/app/Makefile") // true
 * isPlantedCodeFile("/work/app/README.md") // false
 */
export function isPlantedCodeFile(file: string, home?: string): boolean {
  return plantedCodeFileKind(file, home) !== undefined;
}
