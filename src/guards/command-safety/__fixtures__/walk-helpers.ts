import { expandWords } from "../evaluate/expand-word.js";
import { DEFAULT_LIMITS } from "../limits.js";
import type { Field, Invocation } from "../model.js";
import { parseShell } from "../shell/parse-shell.js";
import { SourceText } from "../shell/source-text.js";
import type { ShCallExpr, ShStmt } from "../shell/syntax-tree.js";
import { Analysis } from "../walk/analysis.js";
import { Env } from "../walk/env.js";
import type { Frame } from "../walk/frame.js";
import { Walker } from "../walk/walker.js";

export const HOME = "/home/ada";
export const CWD = "/work/app";

function setup(source: string, cwd: string | undefined = CWD) {
  const analysis = new Analysis({ home: HOME, cwd, strict: false, limits: DEFAULT_LIMITS, ruleSets: [], classifySecret: () => undefined });
  const walker = new Walker(analysis);
  const env = new Env({ home: HOME, cwd });
  const frame: Frame = { source: new SourceText(source), depth: 0, nesting: 0, via: [], elevated: false, forks: false, infiniteLoop: false };
  return { walker, env, frame };
}

/** Expands the words of the last simple command of `source`, after walking the statements before it. */
export function expand(source: string): Field[] {
  const parsed = parseShell(source);
  if (!parsed.ok) throw new Error(parsed.error);
  const { walker, env, frame } = setup(source);
  const statements = parsed.file.Stmts;
  walker.statements(statements.slice(0, -1), env, frame);
  const last = statements.at(-1) as ShStmt;
  return expandWords((last.Cmd as ShCallExpr).Args, walker.wordContext(env, frame));
}

/** The values of `expand(source)`. */
export function values(source: string): (string | undefined)[] {
  return expand(source).map((field) => field.value);
}

/** Every invocation the walker records for `source`, outermost first. */
export function invocations(source: string, cwd?: string): Invocation[] {
  const { walker, env, frame } = setup(source, cwd);
  return walker.collecting(() => walker.script(source, env, frame)).invocations;
}
