import { ConfigurationError } from "../errors/index.js";

/**
 * What a tool does with its arguments, so guards judge a tool by what it can do rather than by its
 * name: the command safety guard judges every tool that runs shell commands, the security audit
 * every tool that opens paths.
 *
 * @example
 * defineTool({ name: "run_script", …, capabilities: { commands: ["script"], workdir: "dir" } });
 * defineTool({ name: "upload", …, capabilities: { reads: ["file"] } });
 */
export interface ToolCapabilities {
  /** Arguments whose value is a shell command the tool runs (or sends to a shell it runs). */
  commands?: readonly string[];
  /** The argument naming the directory its commands run in, relative to the run's working directory. */
  workdir?: string;
  /** Arguments whose value is a path, or a list of paths, the tool reads. */
  reads?: readonly string[];
  /** Arguments whose value is a path, or a list of paths, the tool writes, moves or deletes. */
  writes?: readonly string[];
  /** Arguments holding a patch; every path it adds, updates, moves or deletes is written. */
  patches?: readonly string[];
  /**
   * Arguments holding file-name patterns (`*.pem`, `.env*`): the files they select
   * below the `reads` directories (or the working directory) are read, as a search tool does.
   */
  globs?: readonly string[];
  /** Arguments holding what a search tool looks for in the files it reads (`password`, `AKIA…`). */
  searches?: readonly string[];
  /**
   * Arguments holding a path pattern a listing tool expands (`~/.aws/*`, `src/*.ts`): the
   * directory it lists is read, not the files it names (their names are listed, not their content).
   */
  lists?: readonly string[];
  /**
   * For a tool whose one argument says what it does with its `writes` paths (a text editor's
   * `command`): the argument, and the values that only read them (`view`).
   */
  readOnlyWhen?: { argument: string; values: readonly string[] };
}

/** A kind of capability an interceptor can match on: running shell commands, or opening paths. */
export type ToolCapabilityKind = "command" | "path";

/** The kinds of capability an interceptor's `capability` matcher can name. */
export const TOOL_CAPABILITY_KINDS: readonly ToolCapabilityKind[] = ["command", "path"];

const PATH_ALIASES = ["path", "file_path", "filePath", "paths"] as const;
/** Other agents' names for the path argument (Gemini CLI's `absolute_path`, `dir_path`; Cursor's `target_file`; Continue's `filepath`; Windsurf's `TargetFile`; notebooks). */
const OTHER_PATHS = [...PATH_ALIASES, "absolute_path", "notebook_path", "dir_path", "directory", "target_file", "relative_workspace_path", "filepath", "TargetFile", "AbsolutePath"] as const;
/** A search over files: the directory it reads, the files it selects, what it looks for. */
const SEARCH: ToolCapabilities = { reads: OTHER_PATHS, globs: ["glob", "include", "file_pattern"], searches: ["pattern", "query", "regex"] };
/** A text editor whose `command` decides: `view` reads the path, everything else writes it. */
const EDITOR: ToolCapabilities = { writes: OTHER_PATHS, readOnlyWhen: { argument: "command", values: ["view"] } };
/** A listing: the directory it reads, and a pattern that may name one (`~/.aws/**`). */
const LISTING: ToolCapabilities = { reads: OTHER_PATHS, lists: ["pattern", "query"] };

/** The capabilities of the canonical tools, as their built-in implementations (and other agent CLIs' equivalents) declare them. */
export const BUILTIN_TOOL_CAPABILITIES: Readonly<Record<string, ToolCapabilities>> = Object.freeze({
  exec: { commands: ["command", "cmd"], workdir: "cwd" },
  // `input` goes to the standard input of a process it started, which may be a shell.
  process: { commands: ["command", "input"], workdir: "cwd" },
  read: { reads: PATH_ALIASES },
  write: { writes: PATH_ALIASES },
  edit: { writes: PATH_ALIASES },
  apply_patch: { writes: PATH_ALIASES, patches: ["patch", "input", "patchText"] },
  memory_get: { reads: PATH_ALIASES },
  // Other agents' file tools, judged by what they do when a call reaches loopgate by their name
  // (Claude Code's Grep, Glob, LS, MultiEdit and notebook tools; Gemini CLI's; Cline's, Cursor's and
  // Windsurf's read, write, edit, delete, list and search tools).
  grep: SEARCH,
  search_file_content: SEARCH,
  grep_search: SEARCH,
  search_files: SEARCH,
  glob: LISTING,
  ls: LISTING,
  list: LISTING,
  list_directory: LISTING,
  list_dir: LISTING,
  list_files: LISTING,
  file_search: LISTING,
  multiedit: { writes: OTHER_PATHS },
  notebookedit: { writes: OTHER_PATHS },
  notebookread: { reads: OTHER_PATHS },
  read_file: { reads: OTHER_PATHS },
  view_file: { reads: OTHER_PATHS },
  read_many_files: { reads: OTHER_PATHS, globs: ["include"] },
  write_file: { writes: OTHER_PATHS },
  write_to_file: { writes: OTHER_PATHS },
  create_file: { writes: OTHER_PATHS },
  // Continue's file tools; opencode's patch tool (the same patch format as apply_patch).
  create_new_file: { writes: OTHER_PATHS },
  edit_existing_file: { writes: OTHER_PATHS },
  patch: { writes: OTHER_PATHS, patches: ["patchText", "patch", "input"] },
  edit_file: { writes: OTHER_PATHS },
  replace_in_file: { writes: OTHER_PATHS },
  delete_file: { writes: OTHER_PATHS },
  replace: { writes: OTHER_PATHS },
  // The MCP filesystem server's tools: a move writes both ends (the source is moved away), a copy reads one and writes the other.
  move_file: { writes: [...OTHER_PATHS, "source", "destination", "old_path", "new_path"] },
  rename_file: { writes: [...OTHER_PATHS, "source", "destination", "old_path", "new_path"] },
  copy_file: { reads: ["source", "old_path"], writes: ["destination", "new_path"] },
  create_directory: { writes: OTHER_PATHS },
  read_text_file: { reads: OTHER_PATHS },
  read_media_file: { reads: OTHER_PATHS },
  read_multiple_files: { reads: OTHER_PATHS },
  directory_tree: LISTING,
  list_directory_with_sizes: LISTING,
  // The text editor tool of Anthropic's API and OpenHands: `view` reads, `create`, `str_replace`, `insert` write.
  str_replace_editor: EDITOR,
  str_replace_based_edit_tool: EDITOR,
  text_editor: EDITOR,
});

/**
 * The capabilities a tool call is judged by: what the tool declared, or for a canonical tool name
 * without a declaration, what the built-in tool of that name does.
 */
export function toolCapabilitiesOf(normalizedName: string, declared?: ToolCapabilities): ToolCapabilities {
  return declared ?? BUILTIN_TOOL_CAPABILITIES[normalizedName] ?? {};
}

/** Whether a tool with these capabilities has the given kind. */
export function hasCapability(capabilities: ToolCapabilities, kind: ToolCapabilityKind): boolean {
  if (kind === "command") return (capabilities.commands?.length ?? 0) > 0;
  return (capabilities.reads?.length ?? 0) + (capabilities.writes?.length ?? 0) + (capabilities.patches?.length ?? 0) + (capabilities.globs?.length ?? 0) + (capabilities.lists?.length ?? 0) > 0;
}

/** Checks a declaration where it is given, so a typo fails at `defineTool`, not as an unguarded call later. */
export function validateCapabilities(toolName: string, capabilities: unknown): ToolCapabilities {
  if (typeof capabilities !== "object" || capabilities === null || Array.isArray(capabilities)) {
    throw new ConfigurationError({ message: `Tool "${toolName}": \`capabilities\` must be an object` });
  }
  const known = new Set(["commands", "workdir", "reads", "writes", "patches", "globs", "searches", "lists", "readOnlyWhen"]);
  for (const [key, value] of Object.entries(capabilities)) {
    if (!known.has(key)) throw new ConfigurationError({ message: `Tool "${toolName}": unknown capability "${key}"; use ${[...known].join(", ")}` });
    const valid =
      key === "workdir"
        ? typeof value === "string" && value !== ""
        : key === "readOnlyWhen"
          ? typeof value === "object" && value !== null && typeof (value as { argument?: unknown }).argument === "string" && Array.isArray((value as { values?: unknown }).values)
          : Array.isArray(value) && value.every((name) => typeof name === "string" && name !== "");
    if (!valid) {
      throw new ConfigurationError({
        message: `Tool "${toolName}": capability \`${key}\` must be ${key === "workdir" ? "an argument name" : key === "readOnlyWhen" ? "{ argument, values } naming the argument and its read-only values" : "a list of argument names"}`,
      });
    }
  }
  const frozen = capabilities as ToolCapabilities;
  return Object.freeze({ ...frozen });
}
