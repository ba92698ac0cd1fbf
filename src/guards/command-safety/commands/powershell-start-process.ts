import { evaluatePowershell, asString } from "./powershell-strings.js";

/** Start-Process's parameters that take a value (after {@link spellParameters}), and their aliases. */
const VALUE_PARAMETERS = /^-(?:credential|workingdirectory|redirectstandarderror|redirectstandardinput|redirectstandardoutput|rse|rsi|rso|windowstyle|environment|verb)$/i;
const FILE_PARAMETER = /^-(?:filepath|pspath|path)$/i;
const ARGUMENTS_PARAMETER = /^-(?:argumentlist|args)$/i;
/** Programs that run their arguments as code: the shells, cmd.exe and the PowerShell hosts. */
const CODE_HOSTS = /(?:^|[\\/])(?:pwsh|pwsh-preview|powershell|cmd|bash|sh|zsh|dash|wsl)(?:\.exe)?$/i;

/**
 * The command a `Start-Process FILE -ArgumentList ARGS` statement starts (`saps`, `start`,
 * positional `FILE ARGS`), as the line that would be typed to run it: the argument list's strings
 * joined by spaces, as Start-Process joins them. Null when FILE is a shell or a PowerShell host and
 * the file or the argument list cannot be computed (what it runs is unknown); undefined when the
 * statement starts nothing with arguments.
 *
 * @example
 * startedProcess(["Start-Process", "pwsh", "-argumentlist", "'-enc','AAA='"]) // "pwsh -enc AAA="
 */
export function startedProcess(words: readonly string[]): string | null | undefined {
  if (!/^(?:start-process|saps|start)$/i.test(words[0] ?? "")) return undefined;
  let file: string | undefined;
  let list: string | undefined;
  const positional: string[] = [];
  for (let index = 1; index < words.length && index < 64; index++) {
    const word = words[index] as string;
    if (FILE_PARAMETER.test(word)) file = words[++index];
    else if (ARGUMENTS_PARAMETER.test(word)) list = words[++index];
    else if (VALUE_PARAMETERS.test(word)) index++;
    else if (!word.startsWith("-")) positional.push(word);
  }
  file ??= positional.shift();
  list ??= positional.shift();
  if (file === undefined || list === undefined) return undefined;
  const program = word(file);
  const argumentsValue = evaluatePowershell(list.replace(/^@(?=\()/, ""));
  const host = program === undefined ? CODE_HOSTS.test(file.replace(/["']/g, "")) : CODE_HOSTS.test(program);
  if (program === undefined || argumentsValue === undefined) return host ? null : undefined;
  return `${program} ${Array.isArray(argumentsValue) ? argumentsValue.map(asString).join(" ") : asString(argumentsValue)}`;
}

/** A file operand's text: a quoted string computed, a bare word as it is. */
function word(text: string): string | undefined {
  if (/^[\w.\\/:~-]+$/.test(text)) return text;
  const value = evaluatePowershell(text);
  return typeof value === "string" && /^[\w.\\/:~ -]+$/.test(value) ? value : undefined;
}
