import { stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { defineTool } from "../../define-tool.js";
import type { Tool } from "../../types.js";
import type { Workspace, WorkspacePath } from "../../workspace.js";
import { readWorkspaceText } from "../shared/text-file.js";
import { toolError } from "../shared/tool-result.js";
import { chunkNote, listNotes, readNote } from "./memory-notes.js";
import { searchNotes } from "./search-notes.js";
import type { NoteHit } from "./search-notes.js";

/** Settings of the memory tools. */
export interface MemoryToolOptions {
  /** The notes folder, relative to the workspace root. Default `memory`. */
  memoryDir?: string;
  /** Notes searched at most. Default 5,000. */
  maxFiles?: number;
  /** Larger notes are skipped by search. Default 2 MB. */
  maxFileBytes?: number;
  /** Characters returned by memory_get. Default 50,000. */
  maxOutputChars?: number;
}

/** What `memory_search` takes. */
export interface MemorySearchInput {
  query: string;
  limit?: number;
}

/** What `memory_get` takes. */
export interface MemoryGetInput {
  path: string;
  offset?: number;
  limit?: number;
}

const searchInput = z.object({
  query: z.string().min(1).describe("Words to look for in the notes."),
  limit: z.number().int().min(1).max(20).optional().describe("How many passages to return. Default 5."),
});

const getInput = z.object({
  path: z.string().min(1).describe("The note, as memory_search shows it (e.g. memory/2024-05-01.md)."),
  offset: z.number().int().min(1).optional().describe("1-based line to start from. Default 1."),
  limit: z.number().int().min(1).optional().describe("How many lines to return. Default: the whole note."),
});

const SNIPPET_CHARS = 600;

/**
 * The `memory_search` and `memory_get` tools over a folder of Markdown notes in the workspace:
 * search ranks passages by the query's words; get reads a note (or some of its lines).
 *
 * @example
 * const [memorySearch, memoryGet] = memoryTools(workspace, { memoryDir: "notes" });
 */
export function memoryTools(workspace: Workspace, options: MemoryToolOptions = {}): [Tool<MemorySearchInput, { hits: NoteHit[] }>, Tool<MemoryGetInput, { path: string }>] {
  const memoryDir = options.memoryDir ?? "memory";
  const limits = { maxFiles: options.maxFiles ?? 5000, maxFileBytes: options.maxFileBytes ?? 2 * 1024 * 1024 };
  const maxOutputChars = options.maxOutputChars ?? 50_000;
  const folder = () => workspace.resolve(memoryDir);

  const memorySearch = defineTool<MemorySearchInput, { hits: NoteHit[] }>({
    name: "memory_search",
    description: `Search the notes in ${memoryDir}/ (Markdown files kept across sessions) for passages about a topic. Returns the best passages with their file and lines; read more with memory_get.`,
    inputSchema: searchInput,
    async execute(input) {
      const resolved = await folder();
      if (!resolved.ok) return toolError(`The memory folder is not usable: ${resolved.message}`);
      const files = await listNotes(resolved.path.absolute, limits);
      if (files.length === 0) return { output: `There are no notes in ${resolved.path.relative}/ yet.`, details: { hits: [] } };
      const chunks = [];
      for (const file of files) {
        const text = await readNote(workspace, workspace.display(file), limits.maxFileBytes);
        if (text !== undefined) chunks.push(...chunkNote(workspace.display(file), text));
      }
      const hits = searchNotes(chunks, input.query, input.limit ?? 5);
      if (hits.length === 0) return { output: `No notes in ${resolved.path.relative}/ match ${JSON.stringify(input.query)}.`, details: { hits: [] } };
      const body = hits.map((hit, index) => {
        const heading = hit.heading ? ` — ${hit.heading}` : "";
        const text = hit.text.length > SNIPPET_CHARS ? `${hit.text.slice(0, SNIPPET_CHARS)}…` : hit.text;
        return `${index + 1}. ${hit.path}:${hit.startLine}-${hit.endLine}${heading}\n${indent(text)}`;
      });
      return {
        output: `${hits.length} passage${hits.length === 1 ? "" : "s"} for ${JSON.stringify(input.query)}:\n\n${body.join("\n\n")}`,
        details: { hits },
      };
    },
  });

  const memoryGet = defineTool<MemoryGetInput, { path: string }>({
    name: "memory_get",
    description: `Read a note from ${memoryDir}/ (whole, or from offset for limit lines), as memory_search names it.`,
    inputSchema: getInput,
    async execute(input) {
      const resolvedFolder = await folder();
      if (!resolvedFolder.ok) return toolError(`The memory folder is not usable: ${resolvedFolder.message}`);
      const note = await resolveNote(workspace, resolvedFolder.path, input.path);
      if (typeof note === "string") return toolError(note);
      // Opened below the root without following links, so the note read is the one found inside the folder.
      const file = await readWorkspaceText(workspace, note.relative, { maxBytes: limits.maxFileBytes });
      if (!file.ok) return toolError(file.message);
      const lines = file.text.split(/\r?\n/);
      if (file.text.endsWith("\n")) lines.pop();
      const offset = input.offset ?? 1;
      if (lines.length === 0) return { output: `${note.relative} is empty.`, details: { path: note.relative } };
      if (offset > lines.length) return toolError(`offset ${offset} is past the end of ${note.relative}, which has ${lines.length} lines`);
      const selected = lines.slice(offset - 1, input.limit === undefined ? undefined : offset - 1 + input.limit);
      const out: string[] = [];
      let used = 0;
      for (const [index, line] of selected.entries()) {
        const numbered = `${String(offset + index).padStart(6)}\t${line}`;
        if (out.length > 0 && used + numbered.length > maxOutputChars) break;
        out.push(numbered);
        used += numbered.length + 1;
      }
      const end = offset + out.length - 1;
      const more = end < lines.length ? `\n\n[Showing lines ${offset}-${end} of ${lines.length}. Continue with offset=${end + 1}.]` : "";
      return { output: `${out.join("\n")}${more}`, details: { path: note.relative } };
    },
  });

  return [memorySearch, memoryGet];
}

// Accepts "memory/x.md" (as search shows it) or "x.md" (relative to the notes folder); either must stay inside the folder.
async function resolveNote(workspace: Workspace, folder: WorkspacePath, input: string): Promise<WorkspacePath | string> {
  const inside = (candidate: WorkspacePath) => {
    const relative = path.relative(folder.absolute, candidate.absolute);
    return relative !== "" && relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
  };
  const exists = (candidate: WorkspacePath) => stat(candidate.absolute).then(() => true, () => false);
  const direct = await workspace.resolve(input);
  if (direct.ok && inside(direct.path) && (await exists(direct.path))) return direct.path;
  const underFolder = path.isAbsolute(input) ? undefined : await workspace.resolve(path.join(folder.relative, input));
  if (underFolder?.ok && inside(underFolder.path) && (await exists(underFolder.path))) return underFolder.path;
  if (direct.ok && !inside(direct.path) && (await exists(direct.path))) {
    return `${direct.path.relative} is not a note in ${folder.relative}/; memory_get reads only notes`;
  }
  if (direct.ok && inside(direct.path)) return direct.path;
  if (underFolder?.ok && inside(underFolder.path)) return underFolder.path;
  return direct.ok ? `${direct.path.relative} is not a note in ${folder.relative}/; memory_get reads only notes` : direct.message;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `   ${line}`)
    .join("\n");
}
