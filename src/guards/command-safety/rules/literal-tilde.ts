import { fileWrites, type FileWrite } from "../commands/file-writes.js";
import type { Field } from "../model.js";
import { shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/** `~`, `~/…`, `~user`, `~user/…` (a user name as the shell reads one), with `/` or `\` after it. */
const TILDE_PREFIX = /^~([A-Za-z_][A-Za-z0-9._-]*)?(?=[/\\]|$)/;

/**
 * A destructive target whose first path component is a `~` left as it is. The shell expands `~`
 * only at the start of a word and unquoted (or after `=`/`:` of an assignment), before anything
 * else: `'~/x'`, `"~/x"`, `\~/x`, a `~` that begins a field only after `$IFS` splitting
 * (`rm${IFS}-rf${IFS}~/x`) or comes out of a variable, and one handed to a program that does not
 * expand it (Python's `shutil.rmtree("~/x")`) name a folder called `~` in the working directory.
 * Expanded tildes reach the rules as the home's path, so any field still starting with `~` is
 * literal. The writer almost certainly meant the home directory: deleting, emptying, overwriting
 * or moving such a path asks. A bare `~name` (no `/` after it) counts only for recursive deletes
 * and moves, so editors' and office suites' own `~name` files (`~$report.docx`, `~lock`) stay
 * everyday work.
 */
export const literalTildeRules: RuleSet = {
  category: "filesystem",
  rules: [
    { id: "fs.literal-tilde", decision: "ask", description: "Deletes, empties, overwrites or moves a path that starts with a ~ nothing expanded ('~/x', \"~/x\", rm${IFS}-rf${IFS}~/x, shutil.rmtree('~/x')): a folder named ~ in the working directory, not the home the writer probably meant." },
  ],
  invocation(invocation) {
    if (!mentionsTilde(invocation.argv)) return [];
    const hits: Hit[] = [];
    for (const write of fileWrites(invocation)) {
      const target = literalTildeTarget(write);
      if (target !== undefined) {
        hits.push(hit(target, `${shown(invocation)}`, via(invocation)));
        break;
      }
    }
    return hits;
  },
  redirect(redirect, invocation) {
    if (redirect.op === ">>" || redirect.op === "&>>" || redirect.op === "<>" || !writeTarget(redirect.op, redirect.target)) return [];
    const target = literalTildeTarget({ field: redirect.target, effect: "overwrite", recursive: false });
    if (target === undefined) return [];
    return [hit(target, invocation ? `a redirect of ${shown(invocation)}` : "a redirect", invocation ? via(invocation) : "")];
  },
};

/**
 * The literal-tilde path a write lands on, if it does: `~` and `~/…`/`~user/…` for every effect
 * that destroys or replaces data; a bare `~user` only for recursive deletes and moves.
 *
 * @example
 * literalTildeTarget({ field: staticField("~/code"), effect: "delete", recursive: true }) // "~/code"
 * literalTildeTarget({ field: staticField("~$report.docx"), effect: "delete", recursive: false }) // undefined
 */
export function literalTildeTarget(write: FileWrite): string | undefined {
  if (write.effect === "append" || write.effect === "create") return undefined;
  const text = tildeText(write.field);
  if (text === undefined) return undefined;
  const match = TILDE_PREFIX.exec(text);
  if (!match) return undefined;
  const bareName = match[1] !== undefined && text.length === match[0].length;
  if (bareName && !(write.recursive && (write.effect === "delete" || write.effect === "move-away"))) return undefined;
  return text;
}

/** The known beginning of a path: its value, the root `find` walks, or the static prefix of a partly known word. */
function tildeText(field: Field): string | undefined {
  if (field.value !== undefined) return field.value.startsWith("~") ? field.value : undefined;
  const root = field.found?.root;
  if (root) return tildeText(root);
  const prefix = field.dynamic?.prefix;
  return prefix !== undefined && prefix.startsWith("~") && /[/\\]/.test(prefix) ? prefix : undefined;
}

/** Cheap first look: some argument holds a `~` at all (`of=~/x` too; most commands have none). */
function mentionsTilde(argv: readonly Field[]): boolean {
  for (let index = 1; index < argv.length; index++) {
    const field = argv[index] as Field;
    if (field.value?.includes("~") || field.found?.root.value?.includes("~") || field.dynamic?.prefix.includes("~")) return true;
  }
  return false;
}

function hit(target: string, by: string, through: string): Hit {
  return {
    rule: "fs.literal-tilde",
    decision: "ask",
    reason: `${by} changes ${target}, which here is a folder named ~ in the working directory, not your home: nothing expanded the ~ (it is quoted, comes from a variable or splitting, or the program does not expand it) — check which was meant${through}`,
  };
}
