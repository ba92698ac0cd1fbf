import { fileWrites } from "../commands/file-writes.js";
import type { Invocation } from "../model.js";
import { runOnOpenReason, runsOnOpen } from "../../security-audit/run-on-open.js";
import { heredocBody } from "./hook-text-writes.js";
import type { Hit } from "./types.js";

/** Programs that rewrite a structured or text file from an expression given as an argument (`jq`, `yq -i`, `sed -i`). */
const EXPRESSION_EDITORS = new Set(["jq", "yq", "gojq", "dasel", "sed", "gsed", "perl", "json"]);

/**
 * Code an editor runs when a folder opens (`security-audit/run-on-open.ts`), written by the shell
 * with a text the command shows: `… | tee .vscode/tasks.json` of a known text, or an expression
 * editor's filter that sets a task's `runOn` to `folderOpen` or lets automatic tasks run
 * (`jq '.tasks[0].runOptions.runOn = "folderOpen"' … | sponge …`, `yq -i '."task.allowAutomaticTasks" = "on"' …`).
 * Redirects are judged by {@link runOnOpenText}; the file tools by the security audit.
 */
export function runOnOpenWrites(invocation: Invocation, label: () => string): Hit[] {
  const tee = invocation.name === "tee" || invocation.name === "sponge";
  if (!tee && !EXPRESSION_EDITORS.has(invocation.name)) return [];
  const stdin = tee ? heredocBody(invocation.stdin) : undefined;
  const texts = tee ? (stdin === undefined ? [] : [stdin]) : invocation.argv.slice(1, 16).flatMap((field) => (field.value === undefined ? [] : [field.value]));
  if (texts.length === 0) return [];
  for (const { field, effect } of fileWrites(invocation)) {
    if (field.value === undefined || (effect !== "overwrite" && effect !== "edit" && effect !== "append" && effect !== "create")) continue;
    const hit = runOnOpenText(texts.join("\n"), field.value, label());
    if (hit) return [hit];
  }
  return [];
}

/**
 * A known text written into a file that makes an editor run code when a folder opens
 * (`cat > .vscode/tasks.json <<'EOF' … "runOn": "folderOpen" …`).
 *
 * @example
 * runOnOpenText('{"task.allowAutomaticTasks": "on"}', ".vscode/settings.json", "a redirect of echo")?.rule // "tamper.run-on-open"
 */
export function runOnOpenText(text: string | undefined, target: string, by: string): Hit | undefined {
  if (text === undefined) return undefined;
  const found = runsOnOpen(target, text);
  return found ? { rule: "tamper.run-on-open", decision: "ask", reason: `${by} writes ${runOnOpenReason(found, target)}` } : undefined;
}
