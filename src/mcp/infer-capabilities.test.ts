import { describe, expect, it } from "vitest";
import { inferCapabilities, type McpToolShape } from "./infer-capabilities.js";

const tool = (name: string, properties: Record<string, unknown>, extra: Partial<McpToolShape> = {}): McpToolShape => ({ name, inputSchema: { properties }, ...extra });
const string = { type: "string" };
const strings = { type: "array", items: { type: "string" } };

describe("inferCapabilities", () => {
  it("reads the filesystem server's tools as the guards need them", () => {
    // The schemas and annotations of @modelcontextprotocol/server-filesystem.
    expect(inferCapabilities(tool("read_text_file", { path: string, head: { type: "number" } }, { annotations: { readOnlyHint: true } }))).toEqual({ reads: ["path"] });
    expect(inferCapabilities(tool("read_multiple_files", { paths: strings }, { annotations: { readOnlyHint: true } }))).toEqual({ reads: ["paths"] });
    expect(inferCapabilities(tool("write_file", { path: string, content: string }, { annotations: { readOnlyHint: false, destructiveHint: true } }))).toEqual({ writes: ["path"] });
    expect(inferCapabilities(tool("move_file", { source: string, destination: string }, { annotations: { destructiveHint: true } }))).toEqual({ writes: ["source", "destination"] });
    expect(inferCapabilities(tool("search_files", { path: string, pattern: string, excludePatterns: strings }, { annotations: { readOnlyHint: true } }))).toEqual({ reads: ["path"] });
    expect(inferCapabilities(tool("list_allowed_directories", {}))).toEqual({});
  });

  it("finds paths by the last word of the name, in any case style, and by descriptions that say so", () => {
    expect(inferCapabilities(tool("upload", { filePath: string, file_name: string, outputDir: string }))).toEqual({ writes: ["filePath", "file_name", "outputDir"] });
    expect(inferCapabilities(tool("attach", { target: { type: "string", description: "Absolute path to the file to attach" } }))).toEqual({ writes: ["target"] });
    expect(inferCapabilities(tool("convert", { input: { type: "string", description: "The file path of the document" } }))).toEqual({ writes: ["input"] });
  });

  it("does not take content, patterns, numbers or flags for paths", () => {
    expect(
      inferCapabilities(
        tool("write_note", {
          fileContent: string,
          content: { type: "string", description: "Content to write to the file" },
          pattern: string,
          maxFiles: { type: "number" },
          recursive: { type: "boolean" },
          source: { type: "string", description: "The language of the text" },
        }),
      ),
    ).toEqual({});
  });

  it("takes `source` and `destination` for paths only in a tool about files", () => {
    expect(inferCapabilities(tool("translate", { source: string, target: string }))).toEqual({});
    expect(inferCapabilities(tool("copy", { source: string, target: string }, { description: "Copies a file." }))).toEqual({ writes: ["source", "target"] });
  });

  it("finds shell commands and the directory they run in", () => {
    expect(inferCapabilities(tool("run", { command: string, cwd: string }))).toEqual({ commands: ["command"], workdir: "cwd" });
    expect(inferCapabilities(tool("shell", { cmd: string, working_directory: string, timeout: { type: "number" } }))).toEqual({ commands: ["cmd"], workdir: "working_directory" });
    expect(inferCapabilities(tool("npm_run", { script: string }))).toEqual({ commands: ["script"] });
    expect(inferCapabilities(tool("terminal", { input: { type: "string", description: "The shell command to execute" } }))).toEqual({ commands: ["input"] });
    expect(inferCapabilities(tool("terminal", { commandLine: string }))).toEqual({ commands: ["commandLine"] });
  });

  it("treats a working directory without a command as a path", () => {
    expect(inferCapabilities(tool("git_status", { cwd: string }, { annotations: { readOnlyHint: true } }))).toEqual({ reads: ["cwd"] });
  });

  it("decides reads or writes by annotations first, then by the tool's name; a tool that says nothing is judged as writing", () => {
    expect(inferCapabilities(tool("get_file", { path: string }))).toEqual({ reads: ["path"] });
    expect(inferCapabilities(tool("listDirectory", { dir: string }))).toEqual({ reads: ["dir"] });
    expect(inferCapabilities(tool("read_and_delete", { path: string }))).toEqual({ writes: ["path"] });
    expect(inferCapabilities(tool("process", { path: string }))).toEqual({ writes: ["path"] });
    expect(inferCapabilities(tool("read_file", { path: string }, { annotations: { destructiveHint: true } }))).toEqual({ writes: ["path"] });
  });

  it("copes with schemas that are missing or odd", () => {
    expect(inferCapabilities({ name: "x", inputSchema: {} })).toEqual({});
    expect(inferCapabilities({ name: "x", inputSchema: { properties: { path: null, file: "nonsense" } } } as unknown as McpToolShape)).toEqual({ writes: ["path", "file"] });
    expect(inferCapabilities(tool("x", { path: { type: ["string", "null"] }, paths: { type: "array", items: { type: "object" } } }))).toEqual({ writes: ["path"] });
  });
});
