import type { FileHandle } from "node:fs/promises";
import { createInterface } from "node:readline";
import { z } from "zod";
import { defineTool } from "../../define-tool.js";
import { openInWorkspace, readOpenedFolder } from "../../safe-fs/open-in-workspace.js";
import type { OpenedWorkspaceEntry } from "../../safe-fs/open-in-workspace.js";
import type { AgentToolResult, Tool } from "../../types.js";
import type { Workspace } from "../../workspace.js";
import { decodeText, readOpenedText } from "../shared/text-file.js";
import { errorText, formatBytes, toolError } from "../shared/tool-result.js";

/** Limits of the `read` tool. */
export interface ReadToolOptions {
  /** Files up to this size are read whole; larger ones only by line range. Default 10 MB. */
  maxBytes?: number;
  /** The most characters returned by one call. Default 50,000. */
  maxOutputChars?: number;
  /** Lines returned when no `limit` is given. Default 2,000. */
  defaultLimit?: number;
  /** Longer lines are cut to this many characters. Default 2,000. */
  maxLineChars?: number;
}

/** What `read` takes. */
export interface ReadInput {
  path: string;
  offset?: number;
  limit?: number;
}

/** What `read` reports besides its text. */
export interface ReadDetails {
  path: string;
  kind: "file" | "folder";
  startLine?: number;
  endLine?: number;
  totalLines?: number;
  truncated: boolean;
}

const readInput = z.object({
  path: z.string().min(1).describe("File to read, relative to the workspace root (or absolute inside it)."),
  offset: z.number().int().min(1).optional().describe("1-based line to start from. Default 1."),
  limit: z.number().int().min(1).optional().describe("How many lines to read. Default 2000."),
});

const MAX_FOLDER_ENTRIES = 500;

/**
 * The `read` tool: shows a text file with numbered lines (like `cat -n`), optionally a line range;
 * a folder shows its entries. Binary files and files too large to read whole are refused with a
 * message saying what to do instead.
 *
 * @example
 * const read = readTool(createWorkspace(root));
 * await read.execute({ path: "src/index.ts", offset: 10, limit: 20 }, ctx);
 */
export function readTool(workspace: Workspace, options: ReadToolOptions = {}): Tool<ReadInput, ReadDetails> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxOutputChars = options.maxOutputChars ?? 50_000;
  const defaultLimit = options.defaultLimit ?? 2000;
  const maxLineChars = options.maxLineChars ?? 2000;
  return defineTool<ReadInput, ReadDetails>({
    name: "read",
    description: [
      "Read a text file from the workspace. Lines come numbered like `cat -n` (the numbers are not part of the file).",
      `Returns up to ${defaultLimit} lines by default; use offset and limit to page through longer files.`,
      "Reading a folder lists its entries. Binary files are refused.",
    ].join(" "),
    inputSchema: readInput,
    async execute(input) {
      // What is read is what was opened and checked: never a name resolved a second time.
      const entry = await openInWorkspace(workspace, input.path).catch((error: unknown) => ({ ok: false as const, message: `${input.path} cannot be read (${errorText(error)})` }));
      if (!entry.ok) return toolError(entry.message);
      try {
        return await readEntry(entry, input);
      } finally {
        await entry.handle.close().catch(() => undefined);
      }
    },
  });

  async function readEntry(entry: OpenedWorkspaceEntry, input: ReadInput): Promise<AgentToolResult<ReadDetails>> {
    const { relative } = entry.path;
    if (entry.kind === "folder") return listFolder(entry);
    const size = Number(entry.stats.size);
    const offset = input.offset ?? 1;
    const limit = input.limit ?? defaultLimit;
    const format = { offset, limit, maxOutputChars, maxLineChars, relative };
    if (size > maxBytes) {
      if (input.offset === undefined && input.limit === undefined) {
        return toolError(
          `${relative} is ${formatBytes(size)}, too large to read whole (limit ${formatBytes(maxBytes)}). Read a part of it with offset and limit (for example offset=1, limit=200), or search it with a command.`,
        );
      }
      return readLargeFile(entry.handle, format);
    }
    const file = await readOpenedText(entry, { maxBytes });
    if (!file.ok) return toolError(file.message);
    const lines = file.text === "" ? [] : file.text.split(/\r?\n/);
    if (file.text.endsWith("\n")) lines.pop();
    if (lines.length === 0) return { output: `${relative} is empty.`, details: { path: relative, kind: "file", totalLines: 0, truncated: false } };
    if (offset > lines.length) {
      return toolError(`offset ${offset} is past the end of ${relative}, which has ${lines.length} line${lines.length === 1 ? "" : "s"}`);
    }
    return formatLines(lines.slice(offset - 1, offset - 1 + limit), lines.length, format);
  }
}

interface FormatOptions {
  offset: number;
  limit: number;
  maxOutputChars: number;
  maxLineChars: number;
  relative: string;
}

function formatLines(lines: readonly string[], totalLines: number | undefined, options: FormatOptions) {
  const { offset, maxOutputChars, maxLineChars, relative } = options;
  const out: string[] = [];
  let used = 0;
  let longLines = 0;
  for (const [index, line] of lines.entries()) {
    let text = line;
    if (text.length > maxLineChars) {
      text = `${text.slice(0, maxLineChars)}… [line cut: ${text.length.toLocaleString("en-US")} characters]`;
      longLines += 1;
    }
    const numbered = `${String(offset + index).padStart(6)}\t${text}`;
    if (out.length > 0 && used + numbered.length + 1 > maxOutputChars) break;
    out.push(numbered);
    used += numbered.length + 1;
  }
  const endLine = offset + out.length - 1;
  const more = totalLines === undefined ? out.length === options.limit : endLine < totalLines;
  const notes: string[] = [];
  if (more) {
    const of = totalLines === undefined ? "" : ` of ${totalLines}`;
    notes.push(`[Showing lines ${offset}-${endLine}${of}. Continue with offset=${endLine + 1}.]`);
  }
  if (longLines > 0) notes.push(`[${longLines} long line${longLines === 1 ? " was" : "s were"} cut at ${maxLineChars} characters.]`);
  const output = notes.length > 0 ? `${out.join("\n")}\n\n${notes.join("\n")}` : out.join("\n");
  const details: ReadDetails = { path: relative, kind: "file", startLine: offset, endLine, truncated: more || longLines > 0 };
  if (totalLines !== undefined) details.totalLines = totalLines;
  return { output, details };
}

// Only line ranges of huge files are read, by streaming up to the last line asked for.
async function readLargeFile(handle: FileHandle, options: FormatOptions) {
  const head = Buffer.alloc(8192);
  try {
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (decodeText(trimPartialCharacter(head.subarray(0, bytesRead))) === undefined) {
      return toolError(`${options.relative} is a binary file, not text; it cannot be shown as text`);
    }
  } catch (error) {
    return toolError(`${options.relative} cannot be read (${errorText(error)})`);
  }
  const lines: string[] = [];
  // The caller closes the handle.
  const stream = handle.createReadStream({ encoding: "utf8", start: 0, autoClose: false });
  const reader = createInterface({ input: stream, crlfDelay: Infinity });
  let lineNumber = 0;
  try {
    for await (const line of reader) {
      lineNumber += 1;
      if (lineNumber >= options.offset) lines.push(line);
      if (lines.length >= options.limit) break;
    }
  } finally {
    reader.close();
    stream.destroy();
  }
  if (lines.length === 0) return toolError(`offset ${options.offset} is past the end of ${options.relative}, which has ${lineNumber} lines`);
  return formatLines(lines, lines.length < options.limit ? lineNumber : undefined, options);
}

// The sniffed prefix may end inside a multi-byte character.
function trimPartialCharacter(bytes: Buffer): Buffer {
  const end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = bytes[end - back] ?? 0;
    if ((byte & 0xc0) === 0xc0) return bytes.subarray(0, end - back);
    if ((byte & 0x80) === 0) break;
  }
  return bytes.subarray(0, end);
}

async function listFolder(folder: OpenedWorkspaceEntry) {
  const { relative } = folder.path;
  try {
    const entries = await readOpenedFolder(folder);
    const names = entries.map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name)).sort((a, b) => a.localeCompare(b));
    const shown = names.slice(0, MAX_FOLDER_ENTRIES);
    const more = names.length > shown.length ? `\n[… ${names.length - shown.length} more entries not shown]` : "";
    const body = shown.length > 0 ? shown.join("\n") : "(empty)";
    return {
      output: `${relative} is a folder with ${names.length} entr${names.length === 1 ? "y" : "ies"}:\n${body}${more}`,
      details: { path: relative, kind: "folder" as const, truncated: more !== "" },
    };
  } catch (error) {
    return toolError(`${relative} cannot be listed (${errorText(error)})`);
  }
}
