import type { CwdState, Field } from "../model.js";
import { configTextProblem, judgedSettings } from "../../security-audit/judge-config-change.js";
import type { RuleContext } from "./types.js";

/** Longest text judged: a config is short. */
const MAX_TEXT = 65_536;

/**
 * Whether the shell writing a known text into loopgate's config or an agent's settings (`cat >
 * loopgate.config.json <<'EOF'`, `echo … >> loopgate.config.yaml`, `printf … | tee
 * .claude/settings.json`) only makes the guards stricter, judged by the file tools' own judge
 * (`configTextProblem`: the text as the new config, or appended to the one on disk, compared key by
 * key). Text only the run knows, a config in code, an unknown working directory or a loosening
 * change is not shown to tighten: false, and the write keeps its answer.
 *
 * @example
 * tighteningConfigWrite(field("loopgate.config.json"), '{"guards":{"commandSafety":{"strict":true}}}', false, cwd, context) // true
 */
export function tighteningConfigWrite(target: Field, text: string | undefined, append: boolean, cwd: CwdState, context: RuleContext): boolean {
  if (text === undefined || text.length > MAX_TEXT || target.value === undefined || judgedSettings(target.value) === undefined) return false;
  const directory = cwd.known ? cwd.path : context.initialCwd;
  if (directory === undefined) return false;
  return configTextProblem(target.value, text, append, { cwd: directory, home: context.home }) === undefined;
}
