import type { PathAccess } from "../../security-audit/rules.js";
import { Budget, type AnalysisLimits } from "../limits.js";
import type { DataSource, Field, Finding, Invocation, Redirection } from "../model.js";
import { categoryOf } from "../rules/categories.js";
import { InvocationDispatch } from "../rules/dispatch.js";
import type { CodeSink, Hit, RuleContext, RuleSet, SecretMatch } from "../rules/types.js";
import type { ParseCache } from "../shell/parse-cache.js";
import type { Env } from "./env.js";
import { filePath } from "./files.js";

/** Everything an analysis is configured with. */
export interface AnalysisSettings {
  home: string;
  cwd: string | undefined;
  strict: boolean;
  limits: AnalysisLimits;
  ruleSets: readonly RuleSet[];
  classifySecret(field: Field, cwd: string | undefined, access?: PathAccess): SecretMatch | undefined;
  /** The files the script writes, as the walker tracks them (shared by every clone of its environment). */
  files?: ReadonlyMap<string, DataSource>;
  /** Trees of scripts parsed before by the same analyzer. */
  parseCache?: ParseCache;
  /** Which rule sets read which program's invocations (built from `ruleSets` when not given). */
  dispatch?: InvocationDispatch;
}

const MAX_FINDINGS = 100;

/**
 * The state of one analysis: the budget, and the findings the rule sets report as the walker
 * establishes facts (invocations, redirects, code sinks, pipelines, scripts).
 */
export class Analysis {
  readonly findings: Finding[] = [];
  readonly budget: Budget;
  readonly context: RuleContext;
  readonly settings: AnalysisSettings;
  private pipelines = 0;
  private readonly seen = new Set<string>();
  private readonly deferred: Finding[][] = [];
  private readonly dispatch: InvocationDispatch;

  constructor(settings: AnalysisSettings) {
    this.settings = settings;
    this.budget = new Budget(settings.limits);
    this.dispatch = settings.dispatch ?? new InvocationDispatch(settings.ruleSets);
    this.context = {
      home: settings.home,
      initialCwd: settings.cwd,
      strict: settings.strict,
      classifySecret: (field, cwd, access) => settings.classifySecret(field, cwd, access),
    };
    const files = settings.files;
    if (files) {
      this.context.writtenFile = (field, cwd) => {
        const key = filePath(field, cwd);
        return key === undefined ? undefined : files.get(key);
      };
    }
  }

  /** Adds a finding (the category comes from the rule id unless given). Duplicates are dropped. */
  report(hit: Hit, invocation?: Invocation, category?: string): void {
    const key = `${hit.rule}\u0000${hit.reason}`;
    if (this.seen.has(key) || this.findings.length >= MAX_FINDINGS) return;
    this.seen.add(key);
    const finding: Finding = {
      rule: hit.rule,
      category: category ?? categoryOf(hit.rule),
      decision: hit.decision,
      reason: hit.reason,
      catastrophic: hit.catastrophic === true,
    };
    if (invocation) finding.invocation = invocation;
    const buffer = this.deferred.at(-1);
    if (buffer) {
      this.seen.delete(key);
      buffer.push(finding);
    } else this.findings.push(finding);
  }

  /**
   * Runs `walk` holding back the findings it reports, for code that may never run (a function's
   * body, walked where it is defined). `keep` later reports them.
   */
  holdBack(walk: () => void): Finding[] {
    this.deferred.push([]);
    try {
      walk();
    } catch (error) {
      this.deferred.pop();
      throw error;
    }
    return this.deferred.pop() as Finding[];
  }

  /** Reports findings held back earlier. */
  keep(findings: readonly Finding[]): void {
    for (const finding of findings) this.report(finding, finding.invocation, finding.category);
  }

  invocation(invocation: Invocation): void {
    this.budget.spend();
    for (const set of this.dispatch.setsFor(invocation)) {
      for (const hit of set.invocation?.(invocation, this.context) ?? []) this.report(hit, invocation, set.category);
    }
  }

  redirect(redirect: Redirection, invocation: Invocation | undefined): void {
    for (const set of this.settings.ruleSets) {
      if (set.redirect) for (const hit of set.redirect(redirect, invocation, this.context)) this.report(hit, invocation, set.category);
    }
  }

  sink(sink: CodeSink): void {
    for (const set of this.settings.ruleSets) {
      if (set.sink) for (const hit of set.sink(sink, this.context)) this.report(hit, sink.invocation, set.category);
    }
  }

  pipeline(stages: readonly (readonly Invocation[])[]): void {
    for (const set of this.settings.ruleSets) {
      if (set.pipeline) for (const hit of set.pipeline(stages, this.context)) this.report(hit, stages.flat()[0], set.category);
    }
  }

  /** A variable set by a declaration (`export X=…`, `declare -x X=…`). */
  assignment(name: string, value: Field, exported: boolean): void {
    for (const set of this.settings.ruleSets) {
      if (set.assignment) for (const hit of set.assignment(name, value, exported, this.context)) this.report(hit, undefined, set.category);
    }
  }

  /** What the script prints: it reaches the transcript (and the model). */
  transcript(output: DataSource): void {
    for (const set of this.settings.ruleSets) {
      if (set.transcript) for (const hit of set.transcript(output, this.context)) this.report(hit, undefined, set.category);
    }
  }

  /** The script was walked: the rule sets' once-per-script readings, given its text as written. */
  script(env: Env, command: string): void {
    for (const set of this.settings.ruleSets) {
      if (set.script) for (const hit of set.script(env, this.context, command)) this.report(hit, undefined, set.category);
    }
  }

  /** A fresh pipeline id. */
  nextPipeline(): number {
    return ++this.pipelines;
  }
}
