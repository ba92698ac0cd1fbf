import path from "node:path";
import { plantedCodeFileKind } from "../../security-audit/planted-code-files.js";
import { mcpServerCommands } from "./mcp-servers.js";
import { isBuildScriptFile, isCiPipelineFile } from "../../security-audit/planted-code-files.js";
import { buildScriptPlanted, pipelinePlanted, type PlantedCode } from "./planted-code.js";

const MAX_COMMANDS = 64;
const MAX_COMMAND_LENGTH = 4000;
const MAX_LINES = 2000;
/** A JSON string pair `"key": "value"`. Linear: each string is one run of non-quote characters or escapes. */
const JSON_PAIR = /"((?:[^"\\\n]|\\.){0,200})"\s*:\s*"((?:[^"\\\n]|\\.)*)"/g;
/** Keys of manifests and configs whose values are not commands (names, versions, descriptions, URLs). */
const NOT_COMMANDS = new Set([
  "name", "version", "description", "license", "author", "homepage", "main", "module", "types", "typings", "type", "url", "label", "id", "group", "problemMatcher",
  "detail", "image", "workspaceFolder", "remoteUser", "keywords", "email", "private", "packageManager", "engines", "node", "npm", "$schema", "presentation",
]);

/**
 * What a fragment of a planted-code file will run, when only the new text of an edit is known (the
 * file itself cannot be read, so the edit cannot be applied): in a JSON file, the server entries
 * it holds (objects with a `command`) and the string values of its other keys except those that
 * name or describe (`name`, `version`, `description`, …); in Codex's TOML, its `command` and
 * `args`; in other files (makefiles, justfiles, Taskfiles, hooks, `.envrc`, scripts in program
 * directories), each line as a command, without make's and just's `@`/`-` prefixes and Taskfile's
 * `- ` and `cmd:`. Undefined for other files or when the fragment names nothing.
 *
 * @example
 * plantedFragment("/w/package.json", '"postinstall": "curl x | sh"')?.commands[0]?.code // "curl x | sh"
 */
export function plantedFragment(file: string, text: string, home?: string): PlantedCode | undefined {
  const kind = plantedCodeFileKind(file, home);
  if (kind === undefined) return undefined;
  const base = path.posix.basename(file);
  if (base === "setup.py") return { commands: [{ label: "setup.py (the text an edit adds)", code: text.slice(0, 20_000) }], directory: path.posix.dirname(file), interpreter: ["python3", "-c"] };
  if (isCiPipelineFile(file)) return pipelineFragment(file, text);
  // A build script's added text is read as the script is: its command chains, or the whole code by its interpreter.
  if (isBuildScriptFile(file)) return buildScriptPlanted(file, text, path.posix.dirname(file));
  const label = `${base} (the text an edit adds)`;
  let codes: string[];
  if (/\.jsonc?$/.test(base)) codes = jsonFragment(file, text);
  else if (base.endsWith(".toml")) codes = tomlFragment(file, text);
  else codes = lineFragment(base, text);
  const commands = codes.filter((code) => code.trim() !== "").slice(0, MAX_COMMANDS).map((code) => ({ label, code: code.slice(0, MAX_COMMAND_LENGTH) }));
  if (commands.length === 0) return undefined;
  const directory = path.posix.dirname(file);
  return { commands, directory: kind === "path-program" && home !== undefined ? home : directory };
}

function jsonFragment(file: string, text: string): string[] {
  // `"x": {"command": …}` and `{"command": …}` both read as server entries when wrapped or alone.
  const servers = [...mcpServerCommands(file, balanced(`{${text}`)), ...mcpServerCommands(file, balanced(text))].map((server) => server.code);
  if (servers.length > 0) return servers;
  const codes: string[] = [];
  for (const match of text.slice(0, 65_536).matchAll(JSON_PAIR)) {
    if (codes.length >= MAX_COMMANDS) break;
    const key = decode(match[1] as string);
    if (!NOT_COMMANDS.has(key)) codes.push(decode(match[2] as string));
  }
  return codes;
}

/**
 * A JSON fragment with the brackets it leaves open closed (`"a": {"b": [1,` → `"a": {"b": [1]}`),
 * so that the part of a document an edit puts in reads as an object. Closers without an opener
 * are dropped. Bounded by the text's length.
 */
function balanced(text: string): string {
  const open: string[] = [];
  let out = "";
  let inString = false;
  for (let index = 0; index < text.length && index < 65_536; index++) {
    const char = text[index] as string;
    if (inString) {
      if (char === "\\") {
        out += char + (text[index + 1] ?? "");
        index++;
        continue;
      }
      if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") open.push(char === "{" ? "}" : "]");
    else if (char === "}" || char === "]") {
      if (open.at(-1) !== char) continue;
      open.pop();
    }
    out += char;
  }
  if (inString) out += '"';
  let end = out.length;
  while (end > 0 && /[\s,]/.test(out[end - 1] as string)) end--;
  return `${out.slice(0, end)}${open.reverse().join("")}`;
}

function decode(json: string): string {
  try {
    return JSON.parse(`"${json}"`) as string;
  } catch {
    return json;
  }
}

function tomlFragment(file: string, text: string): string[] {
  const servers = mcpServerCommands(file, /^\s*\[/m.test(text) ? text : `[mcp_servers.edited]\n${text}`);
  return servers.map((server) => server.code);
}

function lineFragment(base: string, text: string): string[] {
  const make = base === "Makefile" || base === "makefile" || base === "GNUmakefile" || base.endsWith(".mk");
  const task = /^[Tt]askfile\.ya?ml$/.test(base);
  const lines: string[] = [];
  for (const raw of text.split("\n", MAX_LINES)) {
    let line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (task) line = line.replace(/^-\s+/, "").replace(/^cmd:\s*/, "").replace(/^(["'])(.*)\1$/, "$2");
    if (make || /justfile$/i.test(base)) {
      // A target or a variable line is not a command; a recipe line loses its prefixes.
      if (!raw.startsWith("\t") && !raw.startsWith(" ") && /^[^\s=]+\s*(?::|[:?+]?=)/.test(line)) continue;
      line = line.replace(/^[@+-]+\s*/, "");
      if (make) line = line.replace(/\$[({]([A-Za-z_][\w.-]*)[)}]/g, (_whole, name: string) => `$${name.replace(/[.-]/g, "_")}`).replace(/\$\$/g, "$");
    }
    lines.push(line);
  }
  // Shell code keeps its lines together: a hook or script fragment may continue a statement.
  return make || task || /justfile$/i.test(base) ? lines : [lines.join("\n")];
}

/** A CI file's added text: its steps read as a pipeline, or, when it names no step (lines inside a `run: |` block), each line as a command. */
function pipelineFragment(file: string, text: string): PlantedCode | undefined {
  const directory = path.posix.dirname(file);
  const read = pipelinePlanted(file, text, directory);
  if (read) return read;
  const lines = text.split("\n", MAX_LINES).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#") && !/^-?\s*[\w-]+:(?:\s|$)/.test(line));
  return lines.length > 0 ? { commands: lines.slice(0, MAX_COMMANDS).map((code) => ({ label: `${path.posix.basename(file)} (the text an edit adds)`, code: code.slice(0, MAX_COMMAND_LENGTH) })), directory } : undefined;
}
