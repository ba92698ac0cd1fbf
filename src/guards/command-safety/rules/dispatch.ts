import type { Invocation } from "../model.js";
import type { RuleSet } from "./types.js";

/**
 * The name programs are dispatched by: the base name of the command word (after the last `/` or
 * `\`), in lower case, without `.exe`. `/usr/bin/Git.exe` and `git` share the key `git`.
 *
 * @example
 * programKey("C:\\Tools\\Docker.exe") // "docker"
 */
export function programKey(name: string): string {
  const slash = Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\"));
  const base = (slash < 0 ? name : name.slice(slash + 1)).toLowerCase();
  return base.endsWith(".exe") ? base.slice(0, -4) : base;
}

/**
 * Chooses the rule sets whose `invocation` hook sees an invocation, by its program. A set that
 * declares `programs` is only asked about those programs (compared by `programKey`, so a declared
 * name matches however the command spells it); a set that declares nothing is asked about every
 * invocation. The table is built once, when the analyzer is made; choosing costs one map lookup,
 * and the sets chosen keep their order in the list, so findings come in the same order.
 *
 * @example
 * const dispatch = new InvocationDispatch(BUILTIN_RULE_SETS);
 * dispatch.setsFor(invocation).map((set) => set.category)
 */
export class InvocationDispatch {
  private readonly byProgram = new Map<string, readonly RuleSet[]>();
  private readonly everyProgram: readonly RuleSet[];

  constructor(ruleSets: readonly RuleSet[]) {
    const readers = ruleSets.filter((set) => set.invocation !== undefined);
    this.everyProgram = readers.filter((set) => set.programs === undefined);
    const keys = new Set(readers.flatMap((set) => (set.programs ?? []).map(programKey)));
    for (const key of keys) {
      this.byProgram.set(key, readers.filter((set) => set.programs === undefined || set.programs.some((program) => programKey(program) === key)));
    }
  }

  /** The rule sets to ask about `invocation`, in their order. */
  setsFor(invocation: Invocation): readonly RuleSet[] {
    return this.byProgram.get(programKey(invocation.name)) ?? this.everyProgram;
  }
}
