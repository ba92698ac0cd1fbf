import path from "node:path";
import { parseFind } from "../commands/find.js";
import type { Field, Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/** Words of commands that destroy, stop or wipe something. */
const DESTRUCTIVE_WORDS = /\b(?:rm|rmdir|shred|unlink|dd|mkfs(?:\.\w+)?|wipefs|truncate|drop|delete|destroy|flushall|flushdb|reboot|shutdown|halt|poweroff|kill|pkill|killall|terminate|purge|wipe|format|reset|uninstall|dropdb)\b/i;
/** Places on any machine whose contents are scratch or can be rebuilt. */
const SCRATCH = /^(?:\/tmp|\/var\/tmp|\/dev\/shm|\/var\/cache|\/run\/user)(?:\/|$)|\/(?:node_modules|\.cache|cache|tmp|__pycache__|\.pytest_cache|\.next|build|dist|target|coverage)(?:\/|$)/;
const RECURSIVE_DELETERS = new Set(["rm", "rimraf", "trash", "trash-put", "srm"]);

/**
 * Code that runs on another host or in a container is unwrapped and judged like code run here,
 * with that machine's paths: none of them is the project, so deleting a directory tree there
 * (`ssh web 'rm -rf /var/www/html'`) loses data outside the project, unless it is scratch space
 * or a build output. When the code cannot be unwrapped — it is only known when the command runs —
 * and what is written of it looks destructive, a person should see it first.
 */
export const remoteExecutionRules: RuleSet = {
  category: "remote-execution",
  rules: [
    { id: "remote.recursive-delete", decision: "ask", description: "Deletes a directory tree on another host or in a container (ssh web 'rm -rf /var/www/html'), outside scratch and build directories." },
    { id: "remote.opaque-command", decision: "ask", description: "Code run on another host or in a container is only known at run time, or is a script fed to it whose name says it destroys something, and looks destructive (ssh host \"rm -rf $DIR\", ssh host < teardown.sh)." },
  ],
  invocation(invocation, context) {
    if (invocation.remote === undefined) return [];
    const targets = deletedTrees(invocation).filter((target) => !harmless(target, invocation, context));
    return targets.map((target): Hit => ({ rule: "remote.recursive-delete", decision: "ask", reason: `${shown(invocation)} deletes ${target.value ?? target.text} and everything in it on another machine, where nothing is the project${via(invocation)}` }));
  },
  sink(sink) {
    if ((sink.kind !== "remote" && sink.invocation.remote === undefined) || sink.data.provenance.network || sink.data.provenance.obfuscated) return [];
    const text = sink.data.description;
    if (!DESTRUCTIVE_WORDS.test(text)) return [];
    return [{ rule: "remote.opaque-command", decision: "ask", reason: `${shown(sink.invocation)} runs \`${text.slice(0, 80)}\` elsewhere, which is only known when it runs and looks destructive${via(sink.invocation)}` }];
  },
};

/** Directory trees a command deletes: `rm -r` operands and `find -delete` roots. */
function deletedTrees(invocation: Invocation): Field[] {
  if (RECURSIVE_DELETERS.has(invocation.name)) {
    const args = invocation.argv.slice(1);
    const recursive = invocation.name !== "rm" || args.some((field) => /^-[a-zA-Z]*[rR]|^--recursive$/.test(field.value ?? ""));
    return recursive ? args.filter((field) => field.value === undefined || !field.value.startsWith("-")) : [];
  }
  if (invocation.name === "find") {
    const find = parseFind(invocation.argv);
    return find.deletes && !find.deleteNarrowed ? find.roots : [];
  }
  return [];
}

/** Relative paths in an unknown directory cannot be judged; scratch, build output and the project itself (a mounted host path) are not precious. */
function harmless(target: Field, invocation: Invocation, context: RuleContext): boolean {
  const value = target.value;
  if (value === undefined) return false;
  const absolute = value.startsWith("/") ? path.posix.normalize(value) : invocation.cwd.known ? path.posix.resolve(invocation.cwd.path, value) : undefined;
  if (absolute === undefined) return true;
  if (SCRATCH.test(absolute)) return true;
  const project = context.initialCwd;
  return project !== undefined && absolute.startsWith(`${project}/`);
}
