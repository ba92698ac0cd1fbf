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
 * invocation. The sets chosen keep their order in the list, so findings come in the same order.
 *
 * Making the table costs one `programKey` per declared program: a hook process makes it on every
 * start and asks about a handful of programs. Each program's list is merged on its first lookup and
 * kept; later lookups cost one map lookup.
 *
 * @example
 * const dispatch = new InvocationDispatch(BUILTIN_RULE_SETS);
 * dispatch.setsFor(invocation).map((set) => set.category)
 */
export class InvocationDispatch {
  private readonly readers: readonly RuleSet[];
  /** For each declared program, the positions in `readers` of the sets that declare it, ascending. */
  private readonly declaredBy = new Map<string, number[]>();
  private readonly byProgram = new Map<string, readonly RuleSet[]>();
  private readonly everyProgram: readonly RuleSet[];

  constructor(ruleSets: readonly RuleSet[]) {
    this.readers = ruleSets.filter((set) => set.invocation !== undefined);
    this.everyProgram = this.readers.filter((set) => set.programs === undefined);
    this.readers.forEach((set, position) => {
      for (const key of new Set((set.programs ?? []).map(programKey))) {
        const positions = this.declaredBy.get(key);
        if (positions === undefined) this.declaredBy.set(key, [position]);
        else positions.push(position);
      }
    });
  }

  /** The rule sets to ask about `invocation`, in their order. */
  setsFor(invocation: Invocation): readonly RuleSet[] {
    const key = programKey(invocation.name);
    const known = this.byProgram.get(key);
    if (known !== undefined) return known;
    const positions = this.declaredBy.get(key);
    if (positions === undefined) return this.everyProgram;
    const declared = new Set(positions);
    const sets = this.readers.filter((set, position) => set.programs === undefined || declared.has(position));
    this.byProgram.set(key, sets);
    return sets;
  }
}
