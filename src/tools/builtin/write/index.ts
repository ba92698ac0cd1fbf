import { z } from "zod";
import { defineTool } from "../../define-tool.js";
import { writeInWorkspace } from "../../safe-fs/write-in-workspace.js";
import type { Tool } from "../../types.js";
import type { Workspace } from "../../workspace.js";
import { errorText, formatBytes, toolError } from "../shared/tool-result.js";

/** Limits of the `write` tool. */
export interface WriteToolOptions {
  /** The largest content accepted, in bytes. Default 10 MB. */
  maxBytes?: number;
}

/** What `write` takes. */
export interface WriteInput {
  path: string;
  content: string;
}

/** What `write` reports besides its text. */
export interface WriteDetails {
  path: string;
  bytes: number;
  created: boolean;
}

const writeInput = z.object({
  path: z.string().min(1).describe("File to write, relative to the workspace root (or absolute inside it)."),
  content: z.string().describe("The complete new content of the file."),
});

/**
 * The `write` tool: creates or replaces a whole file, creating missing folders. The write is atomic
 * (a temporary file renamed into place), so a crash never leaves a half-written file.
 *
 * @example
 * await writeTool(workspace).execute({ path: "notes/todo.md", content: "- ship it\n" }, ctx);
 */
export function writeTool(workspace: Workspace, options: WriteToolOptions = {}): Tool<WriteInput, WriteDetails> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  return defineTool<WriteInput, WriteDetails>({
    name: "write",
    description: [
      "Create a file or replace its entire content; missing folders are created.",
      "Prefer `edit` or `apply_patch` to change part of an existing file.",
    ].join(" "),
    inputSchema: writeInput,
    async execute(input) {
      const resolved = await workspace.resolve(input.path);
      if (!resolved.ok) return toolError(resolved.message);
      const { relative } = resolved.path;
      const bytes = Buffer.byteLength(input.content, "utf8");
      if (bytes > maxBytes) return toolError(`The content is ${formatBytes(bytes)}, over the ${formatBytes(maxBytes)} limit of write`);
      let written: Awaited<ReturnType<typeof writeInWorkspace>>;
      try {
        written = await writeInWorkspace(workspace.root, resolved.path, input.content);
      } catch (error) {
        return toolError(`Cannot write ${relative} (${errorText(error)}); the file was not changed`);
      }
      if (!written.ok) return toolError(written.message);
      const { created } = written;
      const lines = input.content === "" ? 0 : input.content.split("\n").length - (input.content.endsWith("\n") ? 1 : 0);
      return {
        output: `${created ? "Created" : "Replaced"} ${relative} (${lines} line${lines === 1 ? "" : "s"}, ${formatBytes(bytes)}).`,
        details: { path: relative, bytes, created },
      };
    },
  });
}
