import { parseFind } from "../commands/find.js";
import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";
import { classifyPath, type PathTarget } from "../targets/classify-path.js";
import { pathContext, shown, via } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

const RM: OptionGrammar = {
  flags: "rRfidvIPWx",
  long: ["recursive", "force", "dir", "verbose", "one-file-system", "no-preserve-root", "help", "version"],
  longOptionals: ["interactive", "preserve-root"],
  aliases: { r: "recursive", R: "recursive", f: "force", d: "dir" },
};
const RSYNC_DELETE = ["delete", "delete-before", "delete-during", "delete-delay", "delete-after", "delete-excluded", "del", "remove-source-files"];
/** Commands whose deletions this file judges itself; other deleters reach `deletionHit` through the destruction rules. */
export const JUDGED_HERE = new Set(["rm", "rimraf", "unlink", "trash", "trash-put", "srm", "gio", "find", "rsync", "mv"]);
const DELETERS = new Set(["rm", "rimraf", "unlink", "trash", "trash-put", "srm", "gio"]);

/** Deleting or moving away the root, a home, system directories, the working directory, or everything in it. */
export const filesystemRules: RuleSet = {
  category: "filesystem",
  rules: [
    { id: "fs.recursive-delete-root", decision: "deny", description: "Deletes the root directory or everything in it." },
    { id: "fs.recursive-delete-home", decision: "deny", description: "Deletes a home directory or everything in it." },
    { id: "fs.recursive-delete-system", decision: "deny", description: "Deletes a top-level system directory (/etc, /usr, …) or everything in one." },
    { id: "fs.no-preserve-root", decision: "deny", description: "rm --no-preserve-root." },
    { id: "fs.delete-all-in-working-directory", decision: "deny", description: "rm with a bare `*` (or `./*`) in the run's working directory." },
    { id: "fs.delete-working-directory", decision: "ask", description: "Deletes the working directory or one of its parents." },
    { id: "fs.delete-system-path", decision: "ask", description: "Deletes files inside system directories." },
    { id: "fs.delete-home-data", decision: "ask", description: "Deletes a home directory's data or key directory (~/Documents, ~/.ssh)." },
    { id: "fs.recursive-delete-dynamic", decision: "ask", description: "Deletes recursively a path only known at run time." },
    { id: "fs.find-delete-root", decision: "deny", description: "find -delete from the root, a home or a system directory." },
    { id: "fs.rsync-delete-root", decision: "deny", description: "rsync --delete into the root, a home or a system directory." },
    { id: "fs.move-system-directory", decision: "deny", description: "Moves the root, a home or a system directory away." },
    { id: "fs.unknown-program-on-system-path", decision: "ask", description: "A program only known at run time is given the root, a home or a system directory." },
  ],
  invocation(invocation, context) {
    const program = invocation.argv[0];
    if (program && program.value === undefined && !program.dynamic?.numeric) {
      const target = invocation.argv.slice(1).find((field) => field.value !== undefined && classifyPath(field, pathContext(invocation, context)).class === "catastrophic");
      if (target) return [{ rule: "fs.unknown-program-on-system-path", decision: "ask", reason: `${program.text} is only known when it runs and is given ${target.value}${via(invocation)}` }];
    }
    if (DELETERS.has(invocation.name)) return deletion(invocation, context);
    if (invocation.name === "find") return findDelete(invocation, context);
    if (invocation.name === "rsync") return rsyncDelete(invocation, context);
    if (invocation.name === "mv") return moveAway(invocation, context);
    return [];
  },
};

function deletion(invocation: Invocation, context: RuleContext): Hit[] {
  let args = invocation.argv.slice(1);
  if (invocation.name === "gio") {
    if (args[0]?.value !== "trash" && args[0]?.value !== "remove") return [];
    args = args.slice(1);
  }
  const parsed = parseOptions(args, RM);
  const recursive = parsed.has("recursive") || invocation.name === "rimraf" || invocation.name.startsWith("trash") || invocation.name === "gio";
  const hits: Hit[] = [];
  if (parsed.has("no-preserve-root")) {
    hits.push({ rule: "fs.no-preserve-root", decision: "deny", reason: `${shown(invocation)} disables rm's protection of /${via(invocation)}`, catastrophic: true });
  }
  for (const operand of invocation.name === "unlink" ? parsed.operands.slice(0, 1) : parsed.operands) {
    const target = classifyPath(operand, pathContext(invocation, context));
    const hit = deletionHit(invocation, operand, target, recursive, context);
    if (hit) hits.push(hit);
  }
  return hits;
}

/** A deletion of the root, a home, a system path, the working directory or a path known only at run time. */
export function deletionHit(invocation: Invocation, operand: Field, target: PathTarget, recursive: boolean, context: RuleContext): Hit | undefined {
  const what = `${shown(invocation)} deletes ${target.why || target.shown}${via(invocation)}`;
  switch (target.class) {
    case "catastrophic":
      if (!recursive && !operand.glob && !operand.found && operand.value !== undefined) return undefined;
      return { rule: catastrophicRule(target), decision: "deny", reason: what, catastrophic: true };
    case "cwd-all":
      return { rule: "fs.delete-all-in-working-directory", decision: "deny", reason: `${shown(invocation)} deletes everything in the working directory${via(invocation)}` };
    case "cwd":
      return recursive ? { rule: "fs.delete-working-directory", decision: "ask", reason: what } : undefined;
    case "system":
      return { rule: "fs.delete-system-path", decision: "ask", reason: what };
    case "home-data":
      return { rule: "fs.delete-home-data", decision: "ask", reason: what };
    case "dynamic":
      if (recursive) return { rule: "fs.recursive-delete-dynamic", decision: "ask", reason: `${shown(invocation)} deletes recursively ${operand.text}, which is only known when it runs${via(invocation)}` };
      return context.strict ? { rule: "strict.dynamic-delete", decision: "ask", reason: `${shown(invocation)} deletes ${operand.text}, which is only known when it runs${via(invocation)}` } : undefined;
    default:
      return undefined;
  }
}

function catastrophicRule(target: PathTarget): string {
  return target.scope === "root" ? "fs.recursive-delete-root" : target.scope === "home" ? "fs.recursive-delete-home" : "fs.recursive-delete-system";
}

function findDelete(invocation: Invocation, context: RuleContext): Hit[] {
  const find = parseFind(invocation.argv);
  if (!find.deletes) return [];
  const hits: Hit[] = [];
  for (const root of find.roots) {
    const target = classifyPath(root, pathContext(invocation, context));
    const narrowed = find.deleteNarrowed;
    const what = `${shown(invocation)} deletes ${narrowed ? "matching files" : "everything"} under ${target.shown}${via(invocation)}`;
    if (target.class === "catastrophic") hits.push(narrowed ? { rule: "fs.delete-system-path", decision: "ask", reason: what } : { rule: "fs.find-delete-root", decision: "deny", reason: what, catastrophic: true });
    else if (target.class === "system" || target.class === "home-data") hits.push({ rule: target.class === "system" ? "fs.delete-system-path" : "fs.delete-home-data", decision: "ask", reason: what });
    else if ((target.class === "cwd" || target.class === "cwd-all") && !narrowed) hits.push({ rule: "fs.delete-working-directory", decision: "ask", reason: what });
    else if (target.class === "dynamic" && !narrowed) hits.push({ rule: "fs.recursive-delete-dynamic", decision: "ask", reason: what });
  }
  return hits;
}

function rsyncDelete(invocation: Invocation, context: RuleContext): Hit[] {
  const parsed = parseOptions(invocation.argv.slice(1), { flags: "avzrlptgoDHAXxSnuqPcbdRWhiLkKOJ", values: "efBT", long: RSYNC_DELETE, longValues: ["exclude", "include", "filter", "rsh", "rsync-path", "backup-dir", "suffix", "temp-dir", "chmod", "chown", "timeout"] });
  if (!RSYNC_DELETE.some((option) => parsed.has(option)) || parsed.operands.length < 2) return [];
  const destination = parsed.operands.at(-1) as Field;
  if (destination.value?.includes(":")) return [];
  const target = classifyPath(destination, pathContext(invocation, context));
  if (target.class === "catastrophic") return [{ rule: "fs.rsync-delete-root", decision: "deny", reason: `${shown(invocation)} deletes whatever is not in the source from ${target.shown}${via(invocation)}`, catastrophic: true }];
  if (target.class === "system" || target.class === "home-data") return [{ rule: "fs.delete-system-path", decision: "ask", reason: `${shown(invocation)} deletes files from ${target.shown}${via(invocation)}` }];
  if (target.class === "dynamic") return [{ rule: "fs.recursive-delete-dynamic", decision: "ask", reason: `${shown(invocation)} deletes whatever is not in the source from ${destination.text}, which is only known when it runs${via(invocation)}` }];
  return [];
}

function moveAway(invocation: Invocation, context: RuleContext): Hit[] {
  const parsed = parseOptions(invocation.argv.slice(1), { flags: "bfinTuvZ", values: "St", long: ["force", "interactive", "no-clobber", "update", "verbose", "no-target-directory", "strip-trailing-slashes"], longValues: ["suffix", "target-directory"], longOptionals: ["backup"], aliases: { t: "target-directory" } });
  const sources = parsed.has("target-directory") ? parsed.operands : parsed.operands.slice(0, -1);
  const hits: Hit[] = [];
  const destination = parsed.value("target-directory") ?? parsed.operands.at(-1);
  // A file moved out of a system directory is gone from it, as if deleted; moved within them it is not.
  const intoSystem = destination !== undefined && sources.length > 0 && classifyPath(destination, pathContext(invocation, context)).class === "system";
  for (const source of sources) {
    const target = classifyPath(source, pathContext(invocation, context));
    if (target.class === "catastrophic") hits.push({ rule: "fs.move-system-directory", decision: "deny", reason: `${shown(invocation)} moves ${target.why || target.shown} away${via(invocation)}`, catastrophic: true });
    else if (target.class === "system" && !intoSystem) hits.push({ rule: "fs.delete-system-path", decision: "ask", reason: `${shown(invocation)} moves ${target.why || target.shown} out of its system directory${via(invocation)}` });
  }
  return hits;
}
