import type { ToolCallToEvaluate } from "./evaluate-tool-call.js";
import { ownEntry } from "../util/own-entry.js";

/** The agent CLIs whose hook protocols loopgate speaks. */
export type AgentName = "claude" | "codex" | "gemini";

/** Maps a call's input to loopgate's arguments (and working directory); undefined leaves the call unmapped. */
type Mapper = (input: Record<string, unknown>) => Omit<ToolCallToEvaluate, "tool"> | undefined;

const pathFrom = (...keys: string[]) => (input: Record<string, unknown>) => {
  for (const key of keys) if (typeof input[key] === "string") return input[key] as string;
  return undefined;
};

/** `{ path }` taken from the first of `keys` present, the rest of the input kept as is. */
function fileCall(...keys: string[]): Mapper {
  const pick = pathFrom(...keys);
  return (input) => {
    const path = pick(input);
    return { args: path === undefined ? { ...input } : { ...input, path } };
  };
}

/**
 * A search or listing keeps its arguments: loopgate's `grep`, `glob` and `list` capabilities read
 * the directory (`path`, `dir_path`), the files a `glob`/`include` filter selects, and judge the
 * pattern searched for (a credential hunt over a home directory asks).
 */
function searchCall(): Mapper {
  return (input) => ({ args: { ...input } });
}

const CLAUDE_TOOLS: Readonly<Record<string, readonly [string, Mapper]>> = {
  Bash: ["exec", (input) => ({ args: { ...input } })],
  Read: ["read", fileCall("file_path", "path")],
  Write: ["write", fileCall("file_path", "path")],
  Edit: ["edit", fileCall("file_path", "path")],
  MultiEdit: ["edit", fileCall("file_path", "path")],
  NotebookEdit: ["edit", fileCall("notebook_path", "file_path")],
  NotebookRead: ["read", fileCall("notebook_path", "file_path")],
  Grep: ["grep", searchCall()],
  Glob: ["glob", searchCall()],
  LS: ["list", searchCall()],
};

const CODEX_TOOLS: Readonly<Record<string, readonly [string, Mapper]>> = {
  Bash: ["exec", (input) => ({ args: { ...input }, ...(typeof input.workdir === "string" ? { cwd: input.workdir } : {}) })],
  // Codex hands the raw patch body over as `command`.
  apply_patch: ["apply_patch", (input) => ({ args: { patch: input.command ?? input.patch ?? input.input } })],
};

const GEMINI_TOOLS: Readonly<Record<string, readonly [string, Mapper]>> = {
  run_shell_command: [
    "exec",
    (input) => {
      const directory = pathFrom("dir_path", "directory")(input);
      return { args: { ...input }, ...(directory !== undefined ? { cwd: directory } : {}) };
    },
  ],
  read_file: ["read", fileCall("file_path", "absolute_path", "path")],
  write_file: ["write", fileCall("file_path", "absolute_path", "path")],
  replace: ["edit", fileCall("file_path", "absolute_path", "path")],
  read_many_files: [
    "read",
    (input) => {
      const paths = [input.paths, input.include].flatMap((value) => (Array.isArray(value) ? value : []));
      return { args: { paths } };
    },
  ],
  search_file_content: ["grep", searchCall()],
  grep_search: ["grep", searchCall()],
  glob: ["glob", searchCall()],
  list_directory: ["list", searchCall()],
};

const TABLES: Readonly<Record<AgentName, Readonly<Record<string, readonly [string, Mapper]>>>> = {
  claude: CLAUDE_TOOLS,
  codex: CODEX_TOOLS,
  gemini: GEMINI_TOOLS,
};

/**
 * Translates an agent CLI's tool call into loopgate's terms: Claude Code's `Bash`/`Read`/`Write`/
 * `Edit`/`MultiEdit`/`NotebookEdit`/`Grep`/`Glob`/`LS`, Codex's `Bash`/`apply_patch`, Gemini CLI's
 * `run_shell_command`/`read_file`/`write_file`/`replace`/`read_many_files`/`search_file_content`/
 * `glob`/`list_directory`. Other tools (web, MCP) keep their own name, which no built-in guard
 * watches, so they are allowed.
 *
 * @example
 * toLoopgateToolCall("claude", "Read", { file_path: "/home/ada/.env" })
 * // { tool: "read", args: { file_path: "/home/ada/.env", path: "/home/ada/.env" } }
 */
export function toLoopgateToolCall(agent: AgentName, toolName: string, toolInput: Record<string, unknown>): ToolCallToEvaluate {
  const entry = ownEntry(TABLES[agent], toolName);
  if (!entry) return { tool: toolName, args: { ...toolInput } };
  const [tool, map] = entry;
  const mapped = map(toolInput);
  if (!mapped) return { tool: toolName, args: { ...toolInput } };
  return { tool, args: mapped.args, ...(mapped.cwd !== undefined ? { cwd: mapped.cwd } : {}) };
}
