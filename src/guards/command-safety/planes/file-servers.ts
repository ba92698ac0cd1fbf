import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

const WILDCARD = /[*?]/;

/**
 * Bulk deletions on a file server through a transfer client, from their manuals: smbclient's
 * `deltree` and wildcard `rm`/`del` in `-c` commands, lftp's `rm -r`, `mrm` and wildcard `rm` in
 * `-c`/`-e` commands, and an sftp batch given on stdin with `rm` of a wildcard. Deleting one named
 * file stays allowed, as for object stores; a mirror that deletes is a deploy, as `rsync --delete`
 * to a host is.
 *
 * @example
 * fileServerEffects(invocation("smbclient", "//nas/share", "-c", "deltree photos"))[0]?.rule // "planes.file-server-delete"
 */
export function fileServerEffects(invocation: Invocation): PlaneEffect[] {
  const name = invocation.name;
  if (name !== "smbclient" && name !== "lftp" && name !== "sftp") return [];
  const scripts = name === "sftp" ? [invocation.stdin?.text] : commandOptions(invocation, name === "smbclient" ? ["-c", "--command"] : ["-c", "-e"]);
  for (const script of scripts) {
    if (script === undefined) continue;
    for (const line of script.split(/[;\n]/)) {
      const what = deletes(name, line.trim().split(/\s+/));
      if (what) return [{ rule: "planes.file-server-delete", what }];
    }
  }
  return [];
}

function commandOptions(invocation: Invocation, names: readonly string[]): (string | undefined)[] {
  const args = invocation.argv.slice(1);
  const scripts: (string | undefined)[] = [];
  args.forEach((field, index) => {
    const value = field.value ?? "";
    if (names.includes(value)) scripts.push(args[index + 1]?.value);
    else for (const option of names.filter((option) => option.startsWith("--"))) if (value.startsWith(`${option}=`)) scripts.push(value.slice(option.length + 1));
  });
  return scripts;
}

function deletes(client: string, words: readonly string[]): string | undefined {
  const [command = "", ...rest] = words;
  const verb = command.toLowerCase();
  const operands = rest.filter((word) => !word.startsWith("-"));
  const options = rest.filter((word) => word.startsWith("-"));
  if (client === "smbclient") {
    if (verb === "deltree") return "deletes a directory tree on the file share";
    if ((verb === "rm" || verb === "del") && operands.some((word) => WILDCARD.test(word))) return "deletes every matching file on the file share";
    return undefined;
  }
  if (client === "lftp") {
    if (verb === "mrm") return "deletes every matching file on the server";
    if (verb === "rm" && (options.some((word) => /^-[a-z]*r/.test(word)) || operands.some((word) => WILDCARD.test(word)))) return "deletes files on the server recursively";
    if (verb === "glob" && operands[0] === "rm") return "deletes every matching file on the server";
    return undefined;
  }
  if (verb === "rm" && operands.some((word) => WILDCARD.test(word))) return "deletes every matching file on the server";
  return undefined;
}
