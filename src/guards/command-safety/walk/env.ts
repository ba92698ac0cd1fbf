import { NO_PROVENANCE, type CwdState, type DataSource, type DynamicInfo, type Field, type Finding, type Provenance } from "../model.js";

/** What the analysis knows about one shell variable. */
export interface Variable {
  /** The value when known. */
  value?: string;
  /** Where an unknown value comes from. */
  provenance: Provenance;
  /** A `find -exec`/`xargs` placeholder bound to a positional parameter. */
  found?: Field["found"];
  /** For an unknown value assigned in the script: what it would be with its unknown parts empty. */
  dynamic?: DynamicInfo;
  /** The elements of an array, or of the positional parameters (`$@`), when known. */
  list?: readonly string[];
  /** The subscripts of `list`'s elements when they are not 0, 1, 2, … (sparse or associative arrays). */
  keys?: readonly string[];
  /** Declared with `declare -i`: every value assigned is evaluated as arithmetic. */
  integer?: boolean;
  /** Declared with `declare -n`: another name for the variable named here, read and written through. */
  ref?: string;
}

/** How many namerefs one lookup follows (bash stops at a loop, too). */
const MAX_NAMEREF_HOPS = 8;

/** A shell function defined in the script. */
export interface FunctionInfo {
  name: string;
  /** The body, walked again with the arguments of each call. */
  body?: unknown;
  /** The script the body was written in (its nodes' offsets point into it). */
  source?: unknown;
  /** Findings of the body walked where it is defined; they count only if it is never called directly. */
  pending?: Finding[];
  /** The function was called directly, with its arguments, somewhere in the script. */
  called?: boolean;
  /** Names the body calls, and whether each call forks (backgrounded or in a pipeline). */
  calls: { name: string; forks: boolean }[];
}

/**
 * The shell state the walker tracks: variables, working directory, functions, and files fetched
 * from the network. Subshells (pipeline stages, `( … )`, `$( … )`) work on a clone.
 */
export class Env {
  readonly home: string;
  readonly initialCwd: string | undefined;
  cwd: CwdState;
  /** Shared by all clones: functions are reported wherever they are defined. */
  readonly functions: Map<string, FunctionInfo>;
  /** Shared by all clones (files are global): what the script wrote to files, by path. */
  readonly files: Map<string, DataSource>;
  /** Shared by all clones: symbolic links the script creates, link path → target. */
  readonly links: Map<string, string>;
  /** Shared by all clones: aliases the script defines, name → replacement text. */
  readonly aliases: Map<string, string>;
  /** Shared by all clones: copies of installed programs the script makes (`cp /bin/rm x`), copy path → program path. */
  readonly programs: Map<string, string>;
  /**
   * Shared by all clones: set once a command of the script opens a bridge to a remote plane
   * (`kubectl proxy`, `kubectl port-forward`, `ssh -L`): from then on a loopback host may be elsewhere.
   */
  readonly bridge: { opened: boolean };
  /** Input file descriptors opened with `exec N< …`. */
  readonly descriptors: Map<number, DataSource>;
  private readonly variables: Map<string, Variable>;

  constructor(options: { home: string; cwd: string | undefined }, parent?: Env) {
    this.home = options.home;
    this.initialCwd = options.cwd;
    this.cwd = parent ? parent.cwd : options.cwd ? { known: true, path: options.cwd, initial: true } : { known: false, initial: true };
    this.functions = parent ? parent.functions : new Map();
    this.files = parent ? parent.files : new Map();
    this.links = parent ? parent.links : new Map();
    this.aliases = parent ? parent.aliases : new Map();
    this.programs = parent ? parent.programs : new Map();
    this.bridge = parent ? parent.bridge : { opened: false };
    this.descriptors = parent ? new Map(parent.descriptors) : new Map();
    // Commands reach the exec tool through `bash -c`, where $0 is "bash".
    this.variables = parent ? new Map(parent.variables) : new Map([["0", { value: "bash", provenance: NO_PROVENANCE }]]);
  }

  /** A copy for a subshell: changes to it do not leak back. */
  clone(): Env {
    return new Env({ home: this.home, cwd: this.initialCwd }, this);
  }

  /** The variable, or undefined when it comes from the (unknown) outer environment. */
  get(name: string): Variable | undefined {
    const variable = this.variables.get(name);
    return variable?.ref === undefined ? variable : this.variables.get(this.resolve(name));
  }

  set(name: string, variable: Variable): void {
    const through = variable.ref === undefined && this.variables.get(name)?.ref !== undefined;
    this.variables.set(through ? this.resolve(name) : name, variable);
  }

  /** The variable a name stands for, through `declare -n` namerefs. */
  private resolve(name: string): string {
    let current = name;
    for (let hop = 0; hop < MAX_NAMEREF_HOPS; hop++) {
      const ref = this.variables.get(current)?.ref;
      if (ref === undefined || ref === current) return current;
      current = ref;
    }
    return current;
  }

  /** Every variable name set in the script. */
  names(): IterableIterator<string> {
    return this.variables.keys();
  }

  /**
   * Takes in what branches (if/else arms, loop bodies) did: what they agree on is kept, anything
   * they disagree on becomes unknown.
   */
  mergeBranches(branches: readonly Env[], unknown: Provenance): void {
    const names = new Set<string>();
    for (const branch of branches) for (const name of branch.names()) names.add(name);
    for (const name of names) {
      const values = branches.map((branch) => branch.get(name));
      const first = values[0];
      if (values.every((value) => value === first) || (first?.value !== undefined && values.every((value) => value?.value === first.value))) {
        if (first) this.set(name, first);
      } else {
        this.set(name, { provenance: unknown });
      }
    }
    const cwds = branches.map((branch) => branch.cwd);
    const firstCwd = cwds[0];
    if (firstCwd && cwds.every((cwd) => sameCwd(cwd, firstCwd))) this.cwd = firstCwd;
    else this.cwd = { known: false, initial: false };
  }
}

function sameCwd(a: CwdState, b: CwdState): boolean {
  if (a.known !== b.known || a.initial !== b.initial) return false;
  return !a.known || a.path === (b as { path: string }).path;
}
