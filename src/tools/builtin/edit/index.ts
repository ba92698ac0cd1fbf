import { z } from "zod";
import { defineTool } from "../../define-tool.js";
import { writeInWorkspace } from "../../safe-fs/write-in-workspace.js";
import type { Tool } from "../../types.js";
import type { Workspace } from "../../workspace.js";
import { readWorkspaceText } from "../shared/text-file.js";
import { errorText, toolError } from "../shared/tool-result.js";
import { describeNearMiss, findOccurrences, lineAt } from "./find-occurrences.js";

/** Limits of the `edit` tool. */
export interface EditToolOptions {
  /** The largest file edited, in bytes. Default 10 MB. */
  maxBytes?: number;
}

/** What `edit` takes. */
export interface EditInput {
  path: string;
  old_string: string;
  new_string: string;
  replace_all?: boolean;
}

/** What `edit` reports besides its text. */
export interface EditDetails {
  path: string;
  replacements: number;
  /** 1-based line of the first replacement in the new file. */
  firstLine: number;
}

const editInput = z.object({
  path: z.string().min(1).describe("File to edit, relative to the workspace root (or absolute inside it)."),
  old_string: z.string().describe("The exact text to replace, including whitespace and indentation. Must occur exactly once unless replace_all is true."),
  new_string: z.string().describe("The text to put in its place."),
  replace_all: z.boolean().optional().describe("Replace every occurrence instead of requiring exactly one. Default false."),
});

const SNIPPET_CONTEXT = 3;
const SNIPPET_MAX_LINES = 20;

/**
 * The `edit` tool: replaces an exact piece of text in a file. It fails, changing nothing, when the
 * text is missing or occurs more than once (unless `replace_all`), and says what it found instead.
 * The file is rewritten atomically.
 *
 * @example
 * await editTool(workspace).execute({ path: "src/a.ts", old_string: "let x = 1", new_string: "const x = 1" }, ctx);
 */
export function editTool(workspace: Workspace, options: EditToolOptions = {}): Tool<EditInput, EditDetails> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  return defineTool<EditInput, EditDetails>({
    name: "edit",
    description: [
      "Replace exact text in an existing file. old_string must match the file exactly (whitespace included) and occur once;",
      "include enough surrounding lines to make it unique, or set replace_all to change every occurrence.",
      "Read the file first. To create a file, use write.",
    ].join(" "),
    inputSchema: editInput,
    async execute(input) {
      if (input.old_string === "") return toolError("old_string is empty; give the exact text to replace (to create a file, use write)");
      if (input.old_string === input.new_string) return toolError("old_string and new_string are the same; there is nothing to change");
      const file = await readWorkspaceText(workspace, input.path, { maxBytes });
      if (!file.ok) return toolError(file.reason === "missing" ? `${file.message}; to create it, use write` : file.message);
      const { relative } = file.path;
      let { old_string: oldText, new_string: newText } = input;
      let starts = findOccurrences(file.text, oldText);
      // Models write "\n"; the file may use "\r\n".
      if (starts.length === 0 && file.text.includes("\r\n") && oldText.includes("\n")) {
        oldText = oldText.replace(/\r?\n/g, "\r\n");
        newText = newText.replace(/\r?\n/g, "\r\n");
        starts = findOccurrences(file.text, oldText);
      }
      if (starts.length === 0) return toolError(`old_string was not found in ${relative}.${describeNearMiss(file.text, oldText)}`);
      if (starts.length > 1 && !input.replace_all) {
        const lines = starts.slice(0, 10).map((start) => lineAt(file.text, start));
        return toolError(
          `old_string occurs ${starts.length} times in ${relative} (at lines ${lines.join(", ")}${starts.length > 10 ? ", …" : ""}). Include more surrounding lines so it matches once, or set replace_all to true.`,
        );
      }
      const first = starts[0] ?? 0;
      const updated = input.replace_all ? file.text.split(oldText).join(newText) : file.text.slice(0, first) + newText + file.text.slice(first + oldText.length);
      try {
        const written = await writeInWorkspace(workspace.root, file.path, updated);
        if (!written.ok) return toolError(`${written.message}; the file was not changed`);
      } catch (error) {
        return toolError(`Cannot write ${relative} (${errorText(error)}); the file was not changed`);
      }
      const firstLine = lineAt(updated, first);
      const count = input.replace_all ? starts.length : 1;
      const snippet = snippetAround(updated, firstLine, newText.split("\n").length);
      return {
        output: `Edited ${relative}: replaced ${count} occurrence${count === 1 ? "" : "s"} (first at line ${firstLine}).\n${snippet}`,
        details: { path: relative, replacements: count, firstLine },
      };
    },
  });
}

function snippetAround(text: string, firstLine: number, changedLines: number): string {
  const lines = text.split(/\r?\n/);
  if (text.endsWith("\n")) lines.pop();
  const start = Math.max(1, firstLine - SNIPPET_CONTEXT);
  const end = Math.min(lines.length, firstLine + changedLines - 1 + SNIPPET_CONTEXT, start + SNIPPET_MAX_LINES - 1);
  const shown: string[] = [];
  for (let line = start; line <= end; line += 1) shown.push(`${String(line).padStart(6)}\t${lines[line - 1] ?? ""}`);
  return shown.join("\n");
}
