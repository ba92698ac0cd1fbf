import { ownEntry } from "../../../util/own-entry.js";
/** `name = "literal"` in the languages one-liners are written in (`p = '…'`, `p = os.path.expanduser('~/…')`, `const p = "…"`, `$p = "…"`, `my $p = '…'`). */
const ASSIGNMENT = /(?:^|[;\s{(,])(?:(?:const|let|var|my|local)\s+)?([$]?[A-Za-z_]\w*)\s*=\s*(?:os\.path\.expanduser\s*\(\s*)?(["'])((?:\\.|(?!\2)[^\n])*)\2/g;

/** Calls that write or delete their first argument, by language, capturing that argument when it is a bare name. */
const CALLS: Readonly<Record<string, readonly [RegExp, "write" | "delete"][]>> = {
  python: [
    [/(?<![.\w])open\s*\(\s*([A-Za-z_]\w*)\s*,\s*(?:mode\s*=\s*)?["'][^"']*[wax+]/g, "write"],
    [/\bPath\s*\(\s*([A-Za-z_]\w*)\s*\)\s*\.\s*write_(?:text|bytes)\s*\(/g, "write"],
    [/\bos\.(?:remove|unlink)\s*\(\s*([A-Za-z_]\w*)\s*\)/g, "delete"],
    [/\bshutil\.rmtree\s*\(\s*([A-Za-z_]\w*)\s*[,)]/g, "delete"],
  ],
  node: [
    [/\b(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|copyFileSync)\s*\(\s*([A-Za-z_$][\w$]*)\s*,/g, "write"],
    [/\b(?:rmSync|rm|unlinkSync|unlink|rmdirSync)\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g, "delete"],
  ],
  ruby: [
    [/\bFile\.(?:write|open)\s*\(\s*([A-Za-z_]\w*)\s*(?:\)|,\s*(?:["'][wa+]|[^,)]*\)))/g, "write"],
    [/\b(?:File\.(?:delete|unlink)|FileUtils\.(?:rm_rf|rm_r|rm|rm_f))\s*\(?\s*([A-Za-z_]\w*)\b/g, "delete"],
  ],
  perl: [
    [/\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*["']\+?>>?["']\s*,\s*(\$\w+)/g, "write"],
    [/\bunlink\s*\(?\s*(\$\w+)/g, "delete"],
  ],
  php: [
    [/\bfile_put_contents\s*\(\s*(\$\w+)/g, "write"],
    [/\bunlink\s*\(\s*(\$\w+)/g, "delete"],
  ],
};

const MAX_NAMES = 32;

/**
 * Writes and deletions a one-liner makes through a variable holding a literal path (`p =
 * "/home/ada/.claude/settings.json"; json.dump(d, open(p, "w"))`), as commands (`tee p`, `rm -f
 * p`), so the rules judge where they land.
 *
 * @example
 * namedPathWrites("python", "p='/etc/hosts'\nopen(p, 'w').write('')") // [["tee", "/etc/hosts"]]
 */
export function namedPathWrites(language: string, code: string): string[][] {
  const calls = ownEntry(CALLS, language);
  if (!calls) return [];
  const names = new Map<string, string>();
  for (const match of code.matchAll(ASSIGNMENT)) {
    if (names.size >= MAX_NAMES) break;
    const value = match[3] as string;
    if (/^[~/.]/.test(value) || value.includes("/")) names.set(match[1] as string, value);
  }
  if (names.size === 0) return [];
  const commands: string[][] = [];
  for (const [pattern, effect] of calls) {
    for (const match of code.matchAll(pattern)) {
      const target = names.get(match[1] as string);
      if (target !== undefined && commands.length < MAX_NAMES) commands.push(effect === "write" ? ["tee", target] : ["rm", "-rf", target]);
    }
  }
  return commands;
}
