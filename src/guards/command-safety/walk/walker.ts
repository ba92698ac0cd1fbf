import { subscriptCommands } from "../evaluate/arithmetic-subscripts.js";
import { expandWords, expandWordSingle } from "../evaluate/expand-word.js";
import type { WordContext } from "../evaluate/word-context.js";
import { LimitExceeded, type Budget } from "../limits.js";
import { mergeProvenance, provenance, staticField, type DataSource, type Field, type Invocation } from "../model.js";
import { nodeType, parseShell, walkNodes, type ParseResult } from "../shell/parse-shell.js";
import { BINARY_OPERATORS } from "../shell/operators.js";
import { SourceText } from "../shell/source-text.js";
import { concatOutputs, EMPTY_OUTPUT, mergeOutputs, unknownOutput } from "./outputs.js";
import { statementRedirects } from "./redirects.js";
import { recordOutputWrites } from "./files.js";
import { globFound } from "./glob-found.js";
import type {
  ShBinaryCmd,
  ShBlock,
  ShCallExpr,
  ShCaseClause,
  ShCoprocClause,
  ShDeclClause,
  ShForClause,
  ShFuncDecl,
  ShIfClause,
  ShNode,
  ShStmt,
  ShTimeClause,
  ShWhileClause,
  ShWord,
  ShWordIter,
} from "../shell/syntax-tree.js";
import { fallbackHit } from "../fallback.js";
import { declarationOutput } from "../flows/secret-output.js";
import type { Analysis } from "./analysis.js";
import { assignmentValue, callCommand, runCommand, variableOf } from "./run-command.js";
import type { Env } from "./env.js";
import type { Frame } from "./frame.js";
import type { CommandIo, WalkerApi } from "./walker-api.js";

const MAX_LOOP_UNROLL = 16;
/** Nested unrolled loops multiply; past this many walks of a body, loops are walked once. */
const MAX_UNROLL_PRODUCT = 32;

/**
 * Walks a parsed script statement by statement, tracking variables, the working directory and
 * where data flows, and hands every fact to the analysis: each command run (also inside
 * substitutions, functions, loops and re-parsed code), each redirect, each pipeline.
 */
export class Walker implements WalkerApi {
  readonly analysis: Analysis;
  private readonly collectors: Invocation[][] = [];

  constructor(analysis: Analysis) {
    this.analysis = analysis;
  }

  private parse(text: string): ParseResult {
    return this.analysis.settings.parseCache?.parse(text) ?? parseShell(text);
  }

  /** Parses and walks a whole script. Throws the parse error at depth 0 (the caller decides). */
  script(code: string, env: Env, frame: Frame): DataSource {
    this.analysis.budget.parse(code);
    const parsed = this.parse(code);
    if (!parsed.ok) throw new ScriptParseError(parsed.error);
    return this.statements(parsed.file.Stmts, env, { ...frame, source: new SourceText(code) });
  }

  code(code: Field, kind: string, invocation: Invocation, env: Env, frame: Frame, label: string, positional: readonly Field[] = []): DataSource {
    if (code.value === undefined) {
      this.sink(kind, { provenance: code.dynamic?.provenance ?? provenance({ generated: true }), description: code.text }, invocation);
      // `bash -c "${CMD:-rm -rf ~/x}"`: what runs when the variables are unset is known, and is judged.
      const fallback = code.dynamic?.ifEmpty;
      if (fallback !== undefined && /[A-Za-z]/.test(fallback) && !code.dynamic?.guarded) this.code({ value: fallback, text: code.text, glob: false }, kind, invocation, env, frame, `${label} (variables unset)`, positional);
      return unknownOutput(code.text);
    }
    const text = code.value;
    const limits = this.analysis.budget.limits;
    const nestedFrame: Frame = { ...frame, depth: frame.depth + 1, via: [...frame.via, label], nesting: frame.nesting + 1 };
    if (nestedFrame.depth > limits.maxDepth) {
      this.analysis.report(fallbackHit(text, "input.too-deep", `code nested more than ${limits.maxDepth} levels deep (${label})`), invocation);
      return unknownOutput(label);
    }
    this.analysis.budget.reparse(text.length);
    this.analysis.budget.parse(text);
    const parsed = this.parse(text);
    if (!parsed.ok) {
      this.analysis.report(fallbackHit(text, "input.unparseable", `code run by ${label} cannot be parsed (${parsed.error})`), invocation);
      return unknownOutput(label);
    }
    const nestedEnv = env.clone();
    // `CMD='…' bash -c '$CMD'`: the program started sees the assignments before its name.
    for (const [name, value] of invocation.assignments) nestedEnv.set(name, variableOf(value));
    positional.forEach((field, index) => nestedEnv.set(String(index), variableOf(field)));
    const rest = positional.slice(1);
    if (rest.every((field) => field.value !== undefined)) setPositional(nestedEnv, rest.map((field) => field.value as string));
    else nestedEnv.set("@", { provenance: provenance({ parameter: true }) });
    return this.statements(parsed.file.Stmts, nestedEnv, { ...nestedFrame, source: new SourceText(text) });
  }

  /**
   * Walks the commands in the array subscripts of text bash evaluates as arithmetic or as a
   * variable name (`(( 'a[$(cmd)]' ))`, `read 'a[$(cmd)]'`): bash expands the subscript, so they run.
   */
  subscripts(text: string | undefined, env: Env, frame: Frame): void {
    if (text === undefined) return;
    for (const command of subscriptCommands(text)) {
      if (frame.depth + 1 > this.analysis.budget.limits.maxDepth) return;
      this.analysis.budget.reparse(command.length);
      this.analysis.budget.parse(command);
      const parsed = this.parse(command);
      // Code bash could not parse fails there too.
      if (!parsed.ok) continue;
      this.statements(parsed.file.Stmts, env.clone(), { ...frame, depth: frame.depth + 1, nesting: frame.nesting + 1, via: [...frame.via, "arithmetic subscript"], source: new SourceText(command) });
    }
  }

  run(argv: Field[], io: CommandIo, env: Env, frame: Frame): DataSource {
    return runCommand(this, argv, io, env, frame);
  }

  sink(kind: string, data: DataSource, invocation: Invocation): void {
    this.analysis.sink({ kind, data, invocation });
  }

  /** Records an invocation in every open collector (pipelines and substitutions watch what ran). */
  collect(invocation: Invocation): void {
    for (const collector of this.collectors) collector.push(invocation);
  }

  /** Runs `walk` while collecting the invocations it records. */
  collecting<T>(walk: () => T): { result: T; invocations: Invocation[] } {
    const invocations: Invocation[] = [];
    this.collectors.push(invocations);
    try {
      return { result: walk(), invocations };
    } finally {
      this.collectors.pop();
    }
  }

  statements(statements: readonly ShStmt[], env: Env, frame: Frame): DataSource {
    const outputs: DataSource[] = [];
    for (const statement of statements) outputs.push(this.statement(statement, env, frame));
    return concatOutputs(outputs);
  }

  statement(statement: ShStmt, env: Env, frame: Frame): DataSource {
    this.analysis.budget.spend();
    if (frame.nesting > this.analysis.budget.limits.maxNesting) throw new LimitExceeded("maxNesting");
    const inner: Frame = statement.Background || statement.Coprocess ? { ...frame, forks: true, nesting: frame.nesting + 1 } : { ...frame, nesting: frame.nesting + 1 };
    if ((statement.Background || statement.Coprocess) && frame.infiniteLoop) {
      this.analysis.report({ rule: "fork.background-loop", decision: "ask", reason: `an endless loop starts a background process on every pass: ${frame.source.of(statement).slice(0, 80)}` });
    }
    const io = statementRedirects(statement.Redirs, this.wordContext(env, inner), frame.source.of(statement));
    const command = statement.Cmd;
    if (!command && io.stdin && io.redirections.length === 1 && io.redirections[0]?.op === "<") {
      // `$(< file)` is bash's `$(cat file)`: the file's content is the output.
      return runCommand(this, [staticField("cat", "<")], io, env, inner);
    }
    if (!command) {
      for (const redirect of io.redirections) this.analysis.redirect(redirect, undefined);
      return EMPTY_OUTPUT;
    }
    const type = nodeType(command);
    if (type === "CallExpr") return callCommand(this, command as ShCallExpr, io, env, inner);
    const withInput: Frame = io.stdin ? { ...inner, stdin: io.stdin } : inner;
    for (const redirect of io.redirections) this.analysis.redirect(redirect, undefined);
    const output = this.compound(type, command, env, withInput);
    if (!io.redirections.some((redirect) => redirect.op.startsWith(">") || redirect.op.startsWith("&>"))) return output;
    recordOutputWrites(io.redirections, output, env.cwd, env);
    return EMPTY_OUTPUT;
  }

  private compound(type: string, command: ShNode, env: Env, frame: Frame): DataSource {
    switch (type) {
      case "BinaryCmd":
        return this.binary(command as ShBinaryCmd, env, frame);
      case "Block":
        return this.statements((command as ShBlock).Stmts, env, frame);
      case "Subshell":
        return this.statements((command as ShBlock).Stmts, env.clone(), frame);
      case "IfClause":
        return this.ifClause(command as ShIfClause, env, frame);
      case "WhileClause":
        return this.whileClause(command as ShWhileClause, env, frame);
      case "ForClause":
        return this.forClause(command as ShForClause, env, frame);
      case "CaseClause":
        return this.caseClause(command as ShCaseClause, env, frame);
      case "FuncDecl":
        return this.functionDeclaration(command as ShFuncDecl, env, frame);
      case "DeclClause":
        return this.declaration(command as ShDeclClause, env, frame);
      case "TimeClause": {
        const timed = (command as ShTimeClause).Stmt;
        return timed ? this.statement(timed, env, frame) : EMPTY_OUTPUT;
      }
      case "CoprocClause":
        return this.statement((command as ShCoprocClause).Stmt, env, { ...frame, forks: true });
      default:
        this.scan(command, env, frame);
        return EMPTY_OUTPUT;
    }
  }

  private binary(command: ShBinaryCmd, env: Env, frame: Frame): DataSource {
    const op = BINARY_OPERATORS[command.Op] ?? "";
    if (op === "|" || op === "|&") return this.pipeline(flattenPipeline(command), env, frame);
    const left = this.statement(command.X, env, frame);
    const right = this.statement(command.Y, env, frame);
    return concatOutputs([left, right]);
  }

  private pipeline(stages: readonly ShStmt[], env: Env, frame: Frame): DataSource {
    const id = this.analysis.nextPipeline();
    const stageInvocations: Invocation[][] = [];
    let input = frame.stdin;
    let output: DataSource = EMPTY_OUTPUT;
    stages.forEach((stage, index) => {
      const stageFrame: Frame = { ...frame, forks: true, pipeline: { id, stage: index, stages: stages.length } };
      if (input) stageFrame.stdin = input;
      else delete stageFrame.stdin;
      const { result, invocations } = this.collecting(() => this.statement(stage, env.clone(), stageFrame));
      stageInvocations.push(invocations);
      output = result;
      input = result;
    });
    this.analysis.pipeline(stageInvocations);
    return output;
  }

  private ifClause(clause: ShIfClause, env: Env, frame: Frame): DataSource {
    const branches: Env[] = [];
    const outputs: DataSource[] = [];
    let current: ShIfClause | null = clause;
    let hasElse = false;
    while (current) {
      this.statements(current.Cond, env, frame);
      const branch = env.clone();
      outputs.push(this.statements(current.Then, branch, frame));
      branches.push(branch);
      if (current.Else && current.Else.Cond.length === 0) {
        const elseBranch = env.clone();
        outputs.push(this.statements(current.Else.Then, elseBranch, frame));
        branches.push(elseBranch);
        hasElse = true;
        break;
      }
      current = current.Else;
    }
    if (!hasElse) branches.push(env.clone());
    env.mergeBranches(branches, provenance({ parameter: true }));
    return mergeOutputs(outputs);
  }

  private whileClause(clause: ShWhileClause, env: Env, frame: Frame): DataSource {
    const infinite = isEndless(clause, frame);
    const body = env.clone();
    // The condition and the body run once per pass, however many passes there are.
    const passes: Frame = { ...frame, repeated: true };
    this.statements(clause.Cond, body, passes);
    const output = this.statements(clause.Do, body, { ...passes, infiniteLoop: frame.infiniteLoop || infinite });
    env.mergeBranches([body, env.clone()], provenance({ parameter: true }));
    return mergeOutputs([output]);
  }

  private forClause(clause: ShForClause, env: Env, frame: Frame): DataSource {
    const loop = clause.Loop;
    if (nodeType(loop) !== "WordIter") {
      this.scan(loop, env, frame);
      const body = env.clone();
      const output = this.statements(clause.Do, body, { ...frame, repeated: true });
      env.mergeBranches([body, env.clone()], provenance({ parameter: true }));
      return mergeOutputs([output]);
    }
    const iter = loop as ShWordIter;
    const name = iter.Name.Value;
    const items = expandWords(iter.Items, this.wordContext(env, frame));
    const bodies: Env[] = [];
    const outputs: DataSource[] = [];
    const unrolled = (frame.unrolled ?? 1) * items.length;
    if (items.length > 0 && items.length <= MAX_LOOP_UNROLL && unrolled <= MAX_UNROLL_PRODUCT && items.every((item) => item.value !== undefined && !item.glob)) {
      // A short list of known items: walk the body once per item, so `for d in / ~; do rm -rf $d; done` is seen.
      for (const item of items) {
        const body = env.clone();
        body.set(name, variableOf(item));
        outputs.push(this.statements(clause.Do, body, { ...frame, unrolled }));
        bodies.push(body);
      }
    } else {
      const body = env.clone();
      const unknownItem: Field = items.find((item) => item.value === undefined || item.glob) ?? items[0] ?? { value: undefined, text: name, glob: false };
      // The patterns a glob item came from stay with the variable (`for s in /tmp/ssh-*/agent.*`), so rules can tell what it may be.
      const patterns = items.filter((item) => item.glob).slice(0, 4).map((item) => item.text);
      const merged = mergeProvenance(...items.map((item) => item.dynamic?.provenance ?? provenance({})), provenance({ parameter: true }, [`$${name}`, ...patterns]));
      const found = unknownItem.found ?? globFound(items);
      body.set(name, found ? { provenance: merged, found } : { provenance: merged });
      outputs.push(this.statements(clause.Do, body, { ...frame, repeated: true }));
      bodies.push(body);
    }
    env.mergeBranches([...bodies, env.clone()], provenance({ parameter: true }));
    return mergeOutputs(outputs);
  }

  private caseClause(clause: ShCaseClause, env: Env, frame: Frame): DataSource {
    const context = this.wordContext(env, frame);
    expandWordSingle(clause.Word, context);
    const branches: Env[] = [];
    const outputs: DataSource[] = [];
    for (const item of clause.Items) {
      for (const pattern of item.Patterns) expandWordSingle(pattern, context, "quoted");
      const branch = env.clone();
      outputs.push(this.statements(item.Stmts, branch, frame));
      branches.push(branch);
    }
    branches.push(env.clone());
    env.mergeBranches(branches, provenance({ parameter: true }));
    return mergeOutputs(outputs);
  }

  private functionDeclaration(declaration: ShFuncDecl, env: Env, frame: Frame): DataSource {
    const name = declaration.Name.Value;
    const info = env.functions.get(name) ?? { name, calls: [] };
    info.body = declaration.Body;
    info.source = frame.source;
    env.functions.set(name, info);
    // Walk the body here without its arguments; what it finds counts only if no call walks it with them.
    const pending = this.analysis.holdBack(() => this.statement(declaration.Body, env.clone(), { ...frame, inFunction: name, forks: false, infiniteLoop: false }));
    info.pending = [...(info.pending ?? []), ...pending];
    return EMPTY_OUTPUT;
  }

  private declaration(clause: ShDeclClause, env: Env, frame: Frame): DataSource {
    const context = this.wordContext(env, frame);
    const words: string[] = [];
    for (const assign of clause.Args) {
      if (assign.Naked && !assign.Name && assign.Value) {
        const word = expandWordSingle(assign.Value, context).value;
        words.push(word ?? "?");
        // `declare 'a[$(cmd)]=x'`: the name's subscript is evaluated.
        this.subscripts(word, env, frame);
        continue;
      }
      if (assign.Naked && assign.Name && !assign.Value) words.push(assign.Name.Value);
      const value = assignmentValue(assign, context);
      // `declare -n ref=name` (also typeset, local) makes ref another name for that variable.
      const nameref = clause.Variant.Value !== "export" && clause.Variant.Value !== "readonly" && words.some((word) => /^-[a-zA-Z]*n/.test(word));
      // It is read and written through later, also when the variable it names is set afterwards.
      if (assign.Name && nameref && value.value !== undefined && /^[A-Za-z_]\w*$/.test(value.value)) {
        env.set(assign.Name.Value, { provenance: provenance({}), ref: value.value });
        continue;
      }
      const integer = words.some((word) => /^-[a-zA-Z]*i/.test(word));
      // `declare -i x='a[$(cmd)]'`: an integer variable's value is evaluated as arithmetic.
      if (integer) this.subscripts(value.value, env, frame);
      if (integer && assign.Name && assign.Naked && !assign.Value) env.set(assign.Name.Value, { ...(env.get(assign.Name.Value) ?? { provenance: provenance({}) }), integer: true });
      if (assign.Name && (!assign.Naked || assign.Value)) {
        env.set(assign.Name.Value, integer ? { ...variableOf(value), integer: true } : variableOf(value));
        this.analysis.assignment(assign.Name.Value, value, clause.Variant.Value === "export" || words.some((word) => /^-[a-zA-Z]*x/.test(word)));
      }
    }
    // `export -p`, `declare -x`: printing the environment, which the parser reads as a declaration.
    const printsAll = clause.Args.every((assign) => assign.Naked);
    return (printsAll && declarationOutput(clause.Variant.Value, words)) || EMPTY_OUTPUT;
  }

  /** Walks substitutions nested anywhere in a node the walker does not interpret (arithmetic, `[[ ]]`, `let`). */
  scan(node: ShNode, env: Env, frame: Frame): void {
    const context = this.wordContext(env, frame);
    walkNodes(node, (child) => {
      this.analysis.budget.spend();
      const type = nodeType(child);
      if (type === "Word") {
        const value = expandWordSingle(child as ShWord, context).value;
        // A quoted subscript is expanded again when evaluated; a bare name is evaluated as its value.
        this.subscripts(value !== undefined && /^[A-Za-z_]\w*$/.test(value) ? env.get(value)?.value : value, env, frame);
        return false;
      }
      return true;
    });
  }

  wordContext(env: Env, frame: Frame): WordContext {
    return new WalkerWordContext(this, env, frame);
  }
}

/** The expander's view of the walker at one place in the script (methods, so none is allocated per word). */
class WalkerWordContext implements WordContext {
  readonly source: SourceText;
  readonly budget: Budget;

  constructor(
    private readonly walker: Walker,
    readonly env: Env,
    private readonly frame: Frame,
  ) {
    this.source = frame.source;
    this.budget = walker.analysis.budget;
  }

  substitute(statements: readonly ShStmt[], kind: "command" | "process-in" | "process-out"): DataSource {
    const inner: Frame = { ...this.frame, nesting: this.frame.nesting + 1, forks: this.frame.forks || kind !== "command" };
    delete inner.pipeline;
    if (kind === "process-out") inner.stdin = unknownOutput("a process substitution");
    return this.walker.statements(statements, this.env.clone(), inner);
  }

  scan(node: ShNode): void {
    this.walker.scan(node, this.env, this.frame);
  }

  subscripts(text: string | undefined): void {
    this.walker.subscripts(text, this.env, this.frame);
  }
}

/** Sets `$1`, `$2`, …, `$@`, `$*` and `$#` (`set -- a b`, `sh -c '…' _ a b`). */
export function setPositional(env: Env, values: readonly string[]): void {
  values.forEach((value, index) => env.set(String(index + 1), { value, provenance: provenance({}) }));
  const all = { value: values.join(" "), provenance: provenance({}), list: values };
  env.set("@", all);
  env.set("*", all);
  env.set("#", { value: String(values.length), provenance: provenance({}) });
}

/**
 * `shift [n]`: the positional parameters move down by n (1 by default); with `$@` or n unknown,
 * so are they.
 */
export function shiftPositional(env: Env, count: string | undefined): void {
  const all = env.get("@");
  const by = count === undefined ? 1 : /^\d{1,4}$/.test(count) ? Number(count) : undefined;
  if (!all?.list || by === undefined) {
    env.set("@", { provenance: provenance({ parameter: true }) });
    env.set("*", { provenance: provenance({ parameter: true }) });
    for (let index = 1; index <= 9; index++) env.set(String(index), { provenance: provenance({ parameter: true }) });
    return;
  }
  if (by > all.list.length) return;
  for (let index = all.list.length - by + 1; index <= all.list.length; index++) env.set(String(index), { value: "", provenance: provenance({}) });
  setPositional(env, all.list.slice(by));
}

/** A script that does not parse. */
export class ScriptParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScriptParseError";
  }
}

function flattenPipeline(command: ShBinaryCmd): ShStmt[] {
  const stages: ShStmt[] = [];
  const visit = (statement: ShStmt) => {
    const inner = statement.Cmd;
    const op = inner && nodeType(inner) === "BinaryCmd" ? BINARY_OPERATORS[(inner as ShBinaryCmd).Op] : undefined;
    if ((op === "|" || op === "|&") && statement.Redirs.length === 0 && !statement.Background && !statement.Negated) {
      visit((inner as ShBinaryCmd).X);
      visit((inner as ShBinaryCmd).Y);
    } else stages.push(statement);
  };
  visit(command.X);
  visit(command.Y);
  return stages;
}

function isEndless(clause: ShWhileClause, frame: Frame): boolean {
  const only = clause.Cond.length === 1 ? clause.Cond[0] : undefined;
  const command = only?.Cmd;
  if (!command || nodeType(command) !== "CallExpr") return false;
  const words = (command as ShCallExpr).Args.map((word) => frame.source.of(word));
  const name = words.join(" ");
  return clause.Until ? name === "false" : name === "true" || name === ":" || name === "[ 1 ]";
}
