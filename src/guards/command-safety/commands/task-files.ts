import path from "node:path";
import { staticField, type Field, type Invocation } from "../model.js";

/** A file of commands a task runner reads, and how its commands are found in it. */
export interface TaskFile {
  file: Field;
  /** The runner, for reasons: `just`, `direnv allow`, `task`. */
  label: string;
  /** The file is one shell script (`.envrc`), not recipes. */
  script: boolean;
}

/** At most this many lines of a task file are read. */
const MAX_LINES = 2000;

/**
 * The files of commands a task runner runs, by its documentation: `just` (a `justfile`,
 * `Justfile` or `.justfile` of the working directory, or `-f`/`--justfile`), `direnv allow|exec|
 * reload` (the `.envrc` it sources with bash) and go-task's `task` (`Taskfile.yml` and its
 * spellings, or `-t`/`--taskfile`). Empty for other commands.
 *
 * @example
 * taskFiles(invocation("just", "build"))[0]?.file.value // "justfile"
 */
export function taskFiles(invocation: Invocation): TaskFile[] {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  const named = (short: string, long: string): Field[] => {
    const files: Field[] = [];
    values.forEach((value, index) => {
      if ((value === short || value === long) && args[index + 1]) files.push(args[index + 1] as Field);
      else if (value.startsWith(`${long}=`)) files.push(staticField(value.slice(long.length + 1)));
    });
    return files;
  };
  const defaults = (names: readonly string[]) => names.map((name) => staticField(name));
  switch (invocation.name) {
    case "just": {
      const files = named("-f", "--justfile");
      return (files.length ? files : defaults(["justfile", "Justfile", ".justfile"])).map((file) => ({ file, label: "just", script: false }));
    }
    case "task":
    case "go-task": {
      const files = named("-t", "--taskfile");
      return (files.length ? files : defaults(["Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml"])).map((file) => ({ file, label: "task", script: false }));
    }
    case "direnv": {
      const verb = values[0];
      if (verb !== "allow" && verb !== "permit" && verb !== "grant" && verb !== "exec" && verb !== "reload") return [];
      const directory = verb === "reload" ? "." : (values[1] ?? ".");
      const file = directory.endsWith(".envrc") || directory.endsWith(".env") ? directory : path.posix.join(directory, ".envrc");
      return [{ file: staticField(file), label: `direnv ${verb}`, script: true }];
    }
    default:
      return [];
  }
}

/**
 * The commands of a justfile or Taskfile: a justfile's indented recipe lines (without their `@`
 * and `-` prefixes), a Taskfile's `cmds:` items (`- cmd`, `- cmd: cmd`).
 */
export function taskCommands(label: string, text: string): string[] {
  const commands: string[] = [];
  let inCommands = false;
  let commandsIndent = 0;
  for (const line of text.split("\n", MAX_LINES)) {
    if (label === "just") {
      if (/^[ \t]+\S/.test(line)) commands.push(line.trim().replace(/^[@-]+\s*/, ""));
      continue;
    }
    const indent = /^\s*/.exec(line)?.[0].length ?? 0;
    if (/^\s*cmds:\s*$/.test(line)) {
      inCommands = true;
      commandsIndent = indent;
      continue;
    }
    if (line.trim() === "") continue;
    if (inCommands && indent <= commandsIndent && !/^\s*-/.test(line)) inCommands = false;
    const item = inCommands ? /^\s*-\s+(?:cmd:\s*)?(.+)$/.exec(line) : null;
    if (item) commands.push((item[1] as string).replace(/^(["'])(.*)\1$/, "$2"));
  }
  return commands.filter((command) => command !== "");
}
