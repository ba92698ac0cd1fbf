/** Parameters every cmdlet takes (about_CommonParameters). */
const COMMON = ["verbose", "debug", "erroraction", "warningaction", "informationaction", "progressaction", "errorvariable", "warningvariable", "informationvariable", "outvariable", "outbuffer", "pipelinevariable", "whatif", "confirm"];
const ITEM = ["path", "literalpath", "filter", "include", "exclude", "force", "credential"];

/** The file cmdlets' own parameters (their documented syntax), by cmdlet and alias. */
const PARAMETERS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      [["remove-item", "ri", "rm", "rd", "rmdir", "del", "erase"], [...ITEM, "recurse", "stream"]],
      [["move-item", "mi", "mv", "move"], [...ITEM, "destination", "passthru"]],
      [["copy-item", "cpi", "cp", "copy"], [...ITEM, "destination", "recurse", "container", "passthru", "fromsession", "tosession"]],
      [["clear-content", "clc"], [...ITEM, "stream"]],
      [["set-content", "sc", "add-content", "ac"], [...ITEM, "value", "passthru", "nonewline", "encoding", "stream", "asbytestream"]],
      [["out-file"], ["filepath", "literalpath", "encoding", "append", "force", "noclobber", "width", "nonewline", "inputobject"]],
      [["start-process", "saps", "start"], ["filepath", "argumentlist", "credential", "workingdirectory", "loaduserprofile", "nonewwindow", "passthru", "redirectstandarderror", "redirectstandardinput", "redirectstandardoutput", "windowstyle", "wait", "usenewenvironment", "environment", "verb"]],
      [["get-childitem", "gci", "ls", "dir"], [...ITEM, "recurse", "depth", "name", "attributes", "directory", "file", "hidden", "readonly", "system", "followsymlink"]],
    ] as const
  ).flatMap(([names, parameters]) => names.map((name) => [name, [...parameters, ...COMMON]] as const)),
);

/**
 * A file cmdlet's words with its parameters spelled out as PowerShell binds them: an unambiguous
 * prefix is the parameter it starts (`-Rec` → `-Recurse`, `-Pa` → `-Path`, `-LiteralP` →
 * `-LiteralPath`), `-Name:value` is `-Name value`, `-Switch:$true` the switch and `-Switch:$false`
 * nothing. Words of other commands, and ambiguous prefixes, are left as written.
 *
 * @example
 * spellParameters(["Remove-Item", "-Pa", "~/code", "-Rec"]) // ["Remove-Item", "-Path", "~/code", "-Recurse"]
 * spellParameters(["Remove-Item", "-Path:~/code", "-Recurse:$true"]) // ["Remove-Item", "-Path", "~/code", "-Recurse"]
 */
export function spellParameters(words: readonly string[]): string[] {
  const parameters = PARAMETERS.get((words[0] ?? "").toLowerCase());
  if (!parameters) return [...words];
  const out: string[] = [words[0] as string];
  for (let index = 1; index < words.length; index++) {
    const word = words[index] as string;
    const parameter = /^-([A-Za-z]+)(?::(.*))?$/s.exec(word);
    if (!parameter) {
      out.push(word);
      continue;
    }
    const prefix = (parameter[1] as string).toLowerCase();
    const exact = parameters.includes(prefix) ? prefix : undefined;
    const matches = exact ? [exact] : parameters.filter((name) => name.startsWith(prefix));
    const name = matches.length === 1 ? `-${matches[0]}` : `-${parameter[1]}`;
    const value = parameter[2];
    if (value === undefined) out.push(name);
    else if (/^\$true$/i.test(value)) out.push(name);
    else if (!/^\$false$/i.test(value)) out.push(name, value);
  }
  return out;
}
