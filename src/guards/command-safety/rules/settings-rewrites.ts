import type { DataSource, Field, Invocation } from "../model.js";
import { COPY_GRAMMARS } from "../commands/copy-grammars.js";
import { parseOptions } from "../commands/getopt.js";
import { jqUpdates } from "../commands/jq-updates.js";
import { filePath } from "../walk/files.js";
import { agentSettingsKind, updateTightens } from "../../security-audit/agent-settings-tightening.js";

/**
 * Whether a command writes onto an agent's settings file the same file rewritten by a filter that
 * only tightens it: `jq FILTER F > tmp && mv tmp F` (or `cp`), or `jq FILTER F | sponge F`. Not
 * `jq FILTER F | tee F`: the commands of a pipeline start together, and tee truncates F when it
 * opens it, so jq may read an empty file and the settings (their hooks and deny rules with them)
 * are lost; sponge(1) exists to soak up its input before it writes. The filter's updates (`jqUpdates`) are judged by the agent's settings model
 * whatever the file held (`updateTightens`: entries added to `permissions.deny` or `ask`, removed
 * from `allow`, the sandbox turned on, …); a filter over another file, one that cannot be read,
 * or any update that could loosen is not shown to tighten.
 *
 * @example
 * // jq '.permissions.deny += ["Bash(curl:*)"]' .claude/settings.json > t && mv t .claude/settings.json
 * tighteningRewrite(mvInvocation, settingsField) // true
 */
export function tighteningRewrite(invocation: Invocation, target: Field): boolean {
  const written = filePath(target, invocation.cwd);
  const kind = written === undefined ? undefined : agentSettingsKind(written);
  if (kind === undefined) return false;
  const data = rewrittenData(invocation);
  if (data?.rewrite === undefined || data.rewrite.file !== written) return false;
  const updates = jqUpdates(data.rewrite.filter, data.rewrite.variables);
  return updates !== undefined && updates.every((update) => updateTightens(kind, update));
}

/** What a command writes onto its target: `sponge`'s input, or the file `mv SRC DST` / `cp SRC DST` moves or copies. */
function rewrittenData(invocation: Invocation): DataSource | undefined {
  if (invocation.name === "sponge") return invocation.stdin;
  if (invocation.name !== "mv" && invocation.name !== "cp") return undefined;
  const parsed = parseOptions(invocation.argv.slice(1), COPY_GRAMMARS[invocation.name]);
  if (parsed.operands.length !== 2 || parsed.has("target-directory")) return undefined;
  const source = filePath(parsed.operands[0], invocation.cwd);
  return source === undefined ? undefined : invocation.files?.get(source);
}
