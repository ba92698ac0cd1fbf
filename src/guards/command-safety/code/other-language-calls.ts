import { HOME_VALUE, maskStrings, readArguments, type Literal } from "./literals.js";

/** What a call of one of those languages does with its arguments. */
type CallEffect = "shell" | "argv" | "write" | "read" | "copy" | "move" | "link" | "chmod" | "rm" | "rm-recursive";

/**
 * Documented calls of the languages without a grammar of their own that run commands or touch
 * files, each ending at its opening parenthesis: Elixir's `System.shell`/`System.cmd` and `File`
 * module, Erlang's `os:cmd` and `file` module, the JVM's `ProcessBuilder` and
 * `Runtime.getRuntime().exec`, Crystal's `Process.run`, Nim's `osproc`, Kotlin's `java.io.File`
 * extensions, R's `system2`.
 */
const CALLS: readonly { pattern: RegExp; effect: CallEffect }[] = [
  { pattern: /\bSystem\.shell\s*\(|(?:\B:|\b)os[.:]cmd\s*\(|\b(?:execCmd|execCmdEx|execShellCmd)\s*\(|\bgetRuntime\s*\(\s*\)\s*\.\s*exec\s*\(|(?<![.\w])(?:system|shell|popen)\s*\(/g, effect: "shell" },
  { pattern: /\bSystem\.cmd\s*\(|\bProcessBuilder\s*\(|\bProcess\.(?:run|new|exec)\s*\(|\b(?:startProcess|execProcess)\s*\(|\bsystem2\s*\(/g, effect: "argv" },
  { pattern: /\bFile\.(?:write|open)!?\s*\(|\bfile:(?:write_file|open)\s*\(/g, effect: "write" },
  { pattern: /\bFile\.(?:read|stream)!?\s*\(|\bfile:(?:read_file|consult)\s*\(/g, effect: "read" },
  { pattern: /\bFile\.(?:cp|cp_r)!?\s*\(|\bfile:copy\s*\(/g, effect: "copy" },
  { pattern: /\bFile\.rename!?\s*\(|\bfile:rename\s*\(/g, effect: "move" },
  { pattern: /\bFile\.(?:ln_s|ln)!?\s*\(|\bfile:make_symlink\s*\(/g, effect: "link" },
  { pattern: /\bFile\.chmod!?\s*\(|\bfile:change_mode\s*\(/g, effect: "chmod" },
  { pattern: /\bFile\.rm!?\s*\(|\bfile:delete\s*\(/g, effect: "rm" },
  { pattern: /\bfile:del_dir_r\s*\(/g, effect: "rm-recursive" },
];
/** List constructors read as lists: Kotlin's `arrayOf`/`listOf`, Scala's `Seq`/`List`, R's `c`. */
const LIST_CALL = /\b(?:arrayOf|listOf|mutableListOf|Seq|List|Array|c)\s*(?=\()/g;
/** Wrappers that only expand `~` or mark a charlist: Elixir's `Path.expand("~/x")`, `~c"…"`, `~s"…"`. */
const EXPAND = /\bPath\.expand\s*\(\s*("[^"\n]*")\s*\)|~[cCsS](?=")/g;
/** `{:spawn, "cmd"}` (Elixir's `Port.open`) and `{spawn, "cmd"}` (Erlang's `open_port`). */
const SPAWN_TUPLE = /\{\s*:?spawn\s*,\s*(?:"([^"\n]*)"|'([^'\n]*)')/g;
/** Groovy's `"cmd".execute()` and Scala's `"cmd".!`/`.!!` (sys.process). */
const STRING_RUN = /(?:"([^"\n]*)"|'([^'\n]*)')\s*(?:\.\s*execute\s*\(|\.?\s*!!?(?![=\w]))/g;
/** Groovy's `["sh", "-c", "…"].execute()` and Scala's `Seq("rm", …).!`. */
const LIST_RUN = /(?:\[([^[\]\n]{0,400})\]|\(([^()\n]{0,400})\))\s*(?:\.\s*execute\s*\(|\.?\s*!!?(?![=\w]))/g;
/** `File("p").writeText(…)`, `new File("p").delete()`, `File("p").readText()` (Kotlin, Groovy). */
const FILE_METHOD = /\bFile\s*\(\s*"([^"\n]*)"\s*\)\s*\.\s*(writeText|writeBytes|appendText|appendBytes|write|setText|text\s*=|<<|delete|deleteRecursively|deleteDir|readText|readBytes|readLines|text|bytes)/g;
const MAX_FINDINGS = 8;

/** Commands and shell code one-liner calls amount to. */
export interface OtherLanguageCalls {
  /** Commands as argv (`System.cmd("rm", ["-rf", p])`, `File.write!(p, …)` → `tee p`). */
  commands: string[][];
  /** Shell code it runs (`System.shell("…")`, `:os.cmd('…')`, `"…".execute()`). */
  shell: string[];
}

/**
 * Reads the documented process and file calls of Elixir, Erlang, Groovy, Kotlin, Scala, Crystal,
 * Nim and the like in a one-liner, as the commands they amount to: a shell string is shell code,
 * a program and a list of arguments is an argv, a file call is the command with the same effect
 * (`tee` for a write, `cat` for a read).
 *
 * @example
 * readOtherLanguageCalls('System.cmd("rm", ["-rf", "/srv"])').commands // [["rm", "-rf", "/srv"]]
 */
export function readOtherLanguageCalls(written: string): OtherLanguageCalls {
  const commands: string[][] = [];
  const shell: string[] = [];
  const code = normalize(written);
  const masked = maskStrings(code, "other");
  const path = (literal: Literal | undefined): string | undefined => (literal?.kind === "string" && literal.value !== "" ? literal.value.replace(/^~(?=\/|$)/, HOME_VALUE) : undefined);
  for (const { pattern, effect } of CALLS) {
    for (const match of masked.matchAll(pattern)) {
      if (commands.length + shell.length >= MAX_FINDINGS) break;
      const args = readArguments(code, (match.index ?? 0) + match[0].length - 1, "other");
      const [first, second] = args;
      switch (effect) {
        case "shell":
          if (first?.kind === "string") shell.push(first.value);
          else if (first?.kind === "list") commands.push(first.values);
          break;
        case "argv":
          if (first?.kind === "list") commands.push(first.values);
          else if (first?.kind === "string" && second?.kind === "list") commands.push([first.value, ...second.values]);
          else if (first?.kind === "string" && args.every((arg) => arg.kind === "string") && args.length > 1) commands.push(args.map((arg) => (arg as { value: string }).value));
          else if (first?.kind === "string") shell.push(first.value);
          break;
        case "write":
          if (path(first) !== undefined && (!/open/.test(match[0]) || /write|append|:w\b|\[:?w/.test(code.slice(match.index ?? 0, (match.index ?? 0) + 200)))) commands.push(["tee", path(first) as string]);
          else if (path(first) !== undefined) commands.push(["cat", path(first) as string]);
          break;
        case "read":
          if (path(first) !== undefined) commands.push(["cat", path(first) as string]);
          break;
        case "copy":
        case "move":
        case "link":
          if (path(first) !== undefined && path(second) !== undefined) commands.push([effect === "copy" ? "cp" : effect === "move" ? "mv" : "ln", ...(effect === "copy" ? ["-r"] : effect === "link" ? ["-sf"] : []), path(first) as string, path(second) as string]);
          break;
        case "chmod": {
          const mode = second?.kind === "dynamic" ? /^0o?([0-7]{3,4})$/.exec(second.text.trim())?.[1] : undefined;
          if (path(first) !== undefined && mode !== undefined) commands.push(["chmod", mode, path(first) as string]);
          break;
        }
        case "rm":
        case "rm-recursive":
          if (path(first) !== undefined) commands.push(effect === "rm" ? ["rm", "-f", path(first) as string] : ["rm", "-rf", path(first) as string]);
          break;
      }
    }
  }
  for (const match of code.matchAll(SPAWN_TUPLE)) if (shell.length < MAX_FINDINGS) shell.push(match[1] ?? match[2] ?? "");
  for (const match of code.matchAll(STRING_RUN)) if (shell.length < MAX_FINDINGS && masked[match.index ?? 0] === code[match.index ?? 0]) shell.push(match[1] ?? match[2] ?? "");
  for (const match of code.matchAll(LIST_RUN)) {
    if (commands.length >= MAX_FINDINGS) break;
    const list = readArguments(`(${match[1] ?? match[2] ?? ""})`, 0, "other");
    if (list.length > 0 && list.every((arg) => arg.kind === "string")) commands.push(list.map((arg) => (arg as { value: string }).value));
  }
  for (const match of code.matchAll(FILE_METHOD)) {
    if (commands.length >= MAX_FINDINGS) break;
    const target = (match[1] ?? "").replace(/^~(?=\/|$)/, HOME_VALUE);
    const method = match[2] ?? "";
    if (target === "") continue;
    if (/^delete(?:Recursively|Dir)$/.test(method)) commands.push(["rm", "-rf", target]);
    else if (method === "delete") commands.push(["rm", "-f", target]);
    else if (/^(?:read|text$|bytes$)/.test(method)) commands.push(["cat", target]);
    else commands.push(["tee", target]);
  }
  return { commands, shell: shell.filter((text) => text.trim() !== "") };
}

/** The code with list constructors as bare parentheses and `~`-expanding wrappers as their literal, same length. */
function normalize(code: string): string {
  return code
    .replace(LIST_CALL, (name: string) => " ".repeat(name.length))
    .replace(EXPAND, (whole: string, literal: string | undefined) => (literal !== undefined ? literal.padEnd(whole.length, " ") : "  "));
}
