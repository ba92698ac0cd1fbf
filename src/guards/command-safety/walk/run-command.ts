import path from "node:path";
import { buildStep } from "../commands/build-steps.js";
import { commandName } from "../commands/command-name.js";
import { markDecoded } from "../commands/decoded-files.js";
import { throughMounts } from "../commands/containers.js";
import { globCommandCandidates, isUnresolvedGlobProgram } from "../commands/glob-command.js";
import { resolveFrom } from "../commands/downloads.js";
import { applyEffects } from "../commands/effects.js";
import { isWrapper, unwrap } from "../commands/wrappers.js";
import { isRunner } from "../commands/runners.js";
import { expandWords, expandWordSingle } from "../evaluate/expand-word.js";
import { emptySplicedParameters } from "../evaluate/spliced-parameters.js";
import { withSecrets } from "../flows/secret-output.js";
import { forwardsPort } from "../planes/port-forwards.js";
import type { WordContext } from "../evaluate/word-context.js";
import { provenance, staticField, type CwdState, type DataSource, type Field, type Invocation } from "../model.js";
import type { SourceText } from "../shell/source-text.js";
import { nodeType } from "../shell/parse-shell.js";
import type { ShAssign, ShCallExpr, ShNode, ShStmt, ShWord } from "../shell/syntax-tree.js";
import { arrayEntries, arrayField, arrayKey, nextIndex, withElement, type ArrayEntry } from "./arrays.js";
import { setPositional } from "./walker.js";
import type { Env, Variable } from "./env.js";
import type { Frame } from "./frame.js";
import { recordOutputWrites } from "./files.js";
import { judgePlantedFiles, redirectedFiles } from "../commands/planted-code.js";
import { commandOutput } from "./static-output.js";
import type { Walker } from "./walker.js";
import type { CommandIo } from "./walker-api.js";

const EMPTY: DataSource = Object.freeze({ provenance: provenance({}), text: "", description: "nothing" });
const MAX_WRAPPERS = 16;
const MAX_CALL_DEPTH = 4;
const MAX_ALIAS_DEPTH = 4;
/** How many build-file prefixes (`RUN`, `- run:`) one command unwraps. */
const MAX_BUILD_STEPS = 2;
const MAX_SPLICED_WORDS = 64;

/** Walks a simple command: its assignments, its words, then the command they name. */
export function callCommand(walker: Walker, call: ShCallExpr, io: CommandIo, env: Env, frame: Frame): DataSource {
  const context = walker.wordContext(env, frame);
  for (const assign of call.Assigns) {
    const earlier = assign.Name ? io.assignments.get(assign.Name.Value) : undefined;
    const value = assignmentValue(assign, context, earlier ? variableOf(earlier) : undefined);
    if (assign.Name) io.assignments.set(assign.Name.Value, value);
  }
  const argv = expandWords(call.Args, context);
  if (argv.length === 0) {
    for (const [name, value] of io.assignments) {
      // An integer variable (`declare -i x; x='a[$(cmd)]'`) evaluates what it is given.
      const integer = env.get(name)?.integer === true;
      if (integer) walker.subscripts(value.value, env, frame);
      env.set(name, integer ? { ...variableOf(value), integer } : variableOf(value));
    }
    for (const redirect of io.redirections) walker.analysis.redirect(redirect, undefined);
    return EMPTY;
  }
  return runCommand(walker, argv, io, env, frame);
}

/**
 * Runs a command given as fields: strips wrappers (sudo, env, timeout, …) by their option grammar,
 * records every invocation for the rules, then applies what the command does to the shell state
 * and to code it runs (`cd`, `eval`, `bash -c`, `xargs`, `find -exec`, interpreters, …).
 */
export function runCommand(walker: Walker, argv: Field[], io: CommandIo, env: Env, frame: Frame): DataSource {
  const head = argv[0];
  const alias = head?.value !== undefined && env.aliases.size > 0 && /^[\w.@%+-]+$/.test(head.text) ? env.aliases.get(head.value) : undefined;
  // Each alias is expanded once per line and a few levels deep (a definition's text is judged where it is defined).
  if (alias !== undefined && head?.value !== undefined && !frame.via.includes(`alias ${head.value}`) && frame.via.filter((label) => label.startsWith("alias ")).length < MAX_ALIAS_DEPTH) {
    return runAlias(walker, head.value, alias, argv, io, env, frame);
  }
  // One pasted line carries one or two such prefixes (`- run: RUN …` at most); more is no real line, and unwrapping each would be quadratic.
  const step = head?.value !== undefined && /^(?:RUN|ONBUILD|-|[a-z_]+:)$/.test(head.value) && frame.via.filter(isBuildStepLabel).length < MAX_BUILD_STEPS ? buildStep(argv) : undefined;
  if (step) {
    // `RUN rm -rf / || true` pasted from a Dockerfile, `- run: …` from a CI file: judged as the command the line runs.
    const stepFrame: Frame = { ...frame, via: [...frame.via, step.label] };
    if (step.code) return walker.code(step.code, "shell-command", buildInvocation([...argv], io, env.cwd, frame, frame.via, frame.elevated), env, stepFrame, step.label);
    if (step.command?.length) return runCommand(walker, step.command, io, env, stepFrame);
  }
  if (head && head.value === undefined && head.dynamic && !head.dynamic.guarded && head.dynamic.ifEmpty !== undefined && !head.process) {
    // An unknown command word may be empty (`$X rm -rf /` runs rm) or fall back to a default
    // (`${X:-rm}`): analyse that command too.
    const alternative = head.dynamic.ifEmpty === "" ? argv.slice(1) : [staticField(head.dynamic.ifEmpty, head.text), ...argv.slice(1)];
    if (alternative.length > 0) runCommand(walker, alternative, io, env.clone(), { ...frame, via: [...frame.via, `${head.text} empty`] });
  }
  const spliced = argv.length <= MAX_SPLICED_WORDS ? emptySplicedParameters(argv) : undefined;
  // `r"$@"m -$*rf ~`, `git$IFS$9push…`: parameters spliced into words are empty in a `bash -c` line.
  if (spliced) runCommand(walker, spliced, io, env.clone(), { ...frame, via: [...frame.via, "spliced parameters empty"] });
  const program = head?.value?.includes("/") ? installedProgram(head.value, env) : undefined;
  if (program !== undefined && !frame.via.includes(`${head?.value} is ${program}`)) {
    // `ln -s /bin/rm /tmp/x; /tmp/x -rf ~`, `cp /bin/rm /tmp/x; …`: a link to or copy of an installed program runs it.
    return runCommand(walker, [staticField(program, head?.text), ...argv.slice(1)], io, env, { ...frame, via: [...frame.via, `${head?.value} is ${program}`] });
  }
  if (isUnresolvedGlobProgram(head)) {
    walker.analysis.report({ rule: "input.glob-program", decision: "ask", reason: `the program is the wildcard pattern ${head?.text ?? ""}, which names whatever program the host holds` });
  }
  for (const name of globCommandCandidates(head)) {
    // `/???/r? -rf ~`: a pattern in the command position runs whichever program it matches.
    runCommand(walker, [staticField(name, head?.text), ...argv.slice(1)], io, env.clone(), { ...frame, via: [...frame.via, `${head?.text} matching ${name}`] });
  }
  let fields = argv;
  const via = [...frame.via];
  let elevated = frame.elevated;
  const assignments = new Map(io.assignments);
  let cwd = env.cwd;
  const stdin = io.stdin ?? frame.stdin;
  for (let hop = 0; hop < MAX_WRAPPERS; hop++) {
    const name = commandName(fields[0]);
    if (!isWrapper(name) || env.functions.has(name)) break;
    const wrapper = makeInvocation(fields, io, assignments, stdin, cwd, frame, via, elevated, env);
    record(walker, wrapper, env, frame);
    const result = unwrap(name, fields.slice(1));
    via.push(name);
    if (result.elevated) elevated = true;
    for (const [key, value] of result.assignments ?? []) assignments.set(key, value);
    if (result.cwd) cwd = changeDirectory(cwd, result.cwd, env);
    const nested: Frame = { ...frame, via: [...via], elevated };
    if (result.edits) {
      const editor = makeInvocation([staticField("sudoedit"), ...result.edits], io, assignments, stdin, cwd, frame, via, elevated, env);
      record(walker, editor, env, nested);
      return EMPTY;
    }
    if (result.code) {
      const ran = walker.code(result.code, "shell-command", wrapper, env, nested, `${name} -c`);
      // A runner that hands its code a secret (`sops exec-file F 'cat {}'`: `{}` is the decrypted
      // file) prints it when the code does; the runner's own model says so.
      return isRunner(name) ? withSecrets(wrapper, ran) : ran;
    }
    if (result.shell) {
      fields = [staticField("sh", fields[0]?.text ?? "sh")];
      break;
    }
    // A runner's own subcommand (`direnv allow`, `bundle install`) is the tool itself: judged below.
    if (!result.command?.length && isRunner(name)) {
      via.pop();
      break;
    }
    if (!result.command?.length) {
      // `exec 3< source` keeps descriptor 3 open for the rest of the script.
      if (name === "exec") for (const [fd, data] of io.descriptors ?? []) env.descriptors.set(fd, data);
      for (const redirect of io.redirections) walker.analysis.redirect(redirect, wrapper);
      const printed = withSecrets(wrapper, commandOutput(wrapper, wrapper.stdin));
      if (!io.redirections.some(isOutputRedirect)) return printed;
      // `env > /tmp/e`: what the file holds now is what the wrapper printed.
      recordOutputWrites(io.redirections, printed, wrapper.cwd, env);
      return EMPTY;
    }
    fields = result.command;
  }
  const invocation = makeInvocation(fields, io, assignments, stdin, cwd, frame, via, elevated, env);
  const nested: Frame = { ...frame, via: [...via], elevated };
  record(walker, invocation, env, nested);
  // `command git`, `builtin cd`: bash runs the program or builtin, never a function of that name.
  const bypassed = via.length > frame.via.length && (via[via.length - 1] === "command" || via[via.length - 1] === "builtin");
  const called = bypassed ? undefined : env.functions.get(invocation.name);
  if (called?.body && (frame.callDepth ?? 0) < MAX_CALL_DEPTH && !(frame.calling ?? []).includes(called.name)) {
    // A call inside the function's own body is no call from outside: its findings still count where it is defined.
    if (frame.inFunction !== called.name) called.called = true;
    // Walk the function again with this call's arguments: `f() { rm -rf "$1"; }; f /`.
    const local = env.clone();
    setPositional(local, fields.slice(1).map((field) => field.value ?? ""));
    if (fields.slice(1).some((field) => field.value === undefined)) local.set("@", { provenance: provenance({ parameter: true }) });
    fields.slice(1).forEach((field, index) => local.set(String(index + 1), variableOf(field)));
    const source = (called.source as SourceText | undefined) ?? frame.source;
    walker.statement(called.body as ShStmt, local, { ...nested, source, callDepth: (frame.callDepth ?? 0) + 1, calling: [...(frame.calling ?? []), called.name], inFunction: called.name });
  }
  const effect = applyEffects(walker, invocation, env, nested);
  for (const redirect of io.redirections) walker.analysis.redirect(redirect, invocation);
  if (!env.bridge.opened && forwardsPort(invocation)) env.bridge.opened = true;
  const output = withSecrets(invocation, markDecoded(invocation, effect ?? commandOutput(invocation, invocation.stdin)), env.home, env.bridge.opened);
  const redirected = io.redirections.find(isOutputRedirect);
  if (redirected) {
    recordOutputWrites(io.redirections, output, invocation.cwd, env);
    // `printf '{"scripts":{"postinstall":…}}' > package.json`: what the file will run later is judged now.
    const planted = redirectedFiles(io.redirections, invocation.cwd);
    if (planted.length > 0) judgePlantedFiles(walker, invocation, planted, env, nested);
    return EMPTY;
  }
  return output;
}

/** The installed program a path made earlier links to or copies (links followed a few levels). */
function installedProgram(value: string, env: Env): string | undefined {
  if (env.links.size === 0 && env.programs.size === 0) return undefined;
  let current = resolveFrom(env.cwd, value);
  for (let hop = 0; hop < 4; hop++) {
    const copied = env.programs.get(current);
    if (copied !== undefined) return copied;
    const target = env.links.get(current);
    if (target === undefined) return hop > 0 && /^\/(?:usr\/(?:local\/)?)?s?bin\/[\w.+-]+$/.test(current) ? current : undefined;
    current = target;
  }
  return undefined;
}

/**
 * `alias x='rm -rf'; x ~`: the alias's text replaces the command word and the line is read again,
 * as bash does (with `expand_aliases`, the default of interactive shells).
 */
function runAlias(walker: Walker, name: string, replacement: string, argv: readonly Field[], io: CommandIo, env: Env, frame: Frame): DataSource {
  const words = argv.slice(1).map((field) => (field.value !== undefined && !field.glob ? `'${field.value.replace(/'/g, "'\\''")}'` : field.text));
  const invocation = buildInvocation([...argv], io, env.cwd, frame, frame.via, frame.elevated);
  for (const redirect of io.redirections) walker.analysis.redirect(redirect, invocation);
  return walker.code(staticField([replacement, ...words].join(" "), io.text), "alias", invocation, env, frame, `alias ${name}`);
}

/** A redirect of standard output to a file (`>`, `>>`, `>|`, `&>`, `&>>`). */
function isOutputRedirect(redirect: { op: string; fd?: number }): boolean {
  return (redirect.op === ">" || redirect.op === ">>" || redirect.op === ">|" || redirect.op === "&>" || redirect.op === "&>>") && (redirect.fd === undefined || redirect.fd === 1);
}

function record(walker: Walker, invocation: Invocation, env: Env, frame: Frame): void {
  walker.collect(invocation);
  walker.analysis.invocation(invocation);
  // Calls are recorded by name: a function may call one defined after it (mutual recursion).
  const caller = frame.inFunction !== undefined ? env.functions.get(frame.inFunction) : undefined;
  if (caller && invocation.name && caller.calls.length < 256 && callsFunctions(invocation)) caller.calls.push({ name: invocation.name, forks: frame.forks });
}

/** Whether bash would look the command up among functions: not by a path (`/usr/bin/ssh`), nor through `command` or `builtin`. */
function callsFunctions(invocation: Invocation): boolean {
  const last = invocation.via[invocation.via.length - 1];
  return !invocation.argv[0]?.value?.includes("/") && last !== "command" && last !== "builtin";
}

/** Builds the invocation record rules see. */
export function buildInvocation(given: Field[], io: CommandIo, cwd: CwdState, frame: Frame, via: readonly string[], elevated: boolean): Invocation {
  // In a container, a bind-mounted path is the host's: `cat /k/id_rsa` with `-v ~/.ssh:/k` reads ~/.ssh/id_rsa.
  const fields = frame.mounts ? throughMounts(given, frame.mounts) : given;
  const name = commandName(fields[0]);
  const invocation: Invocation = {
    name,
    argv: fields,
    assignments: io.assignments,
    redirects: io.redirections,
    cwd,
    via: [...via],
    elevated,
    text: io.text,
    line: [name || "?", ...fields.slice(1).map((field) => field.value ?? "?")].join(" "),
  };
  if (io.stdin) invocation.stdin = io.stdin;
  if (frame.pipeline) invocation.pipeline = frame.pipeline;
  if (frame.remote !== undefined) invocation.remote = frame.remote;
  if (frame.composeService !== undefined) invocation.composeService = frame.composeService;
  if (frame.mounts?.length) invocation.mounted = true;
  if (frame.repeated) invocation.repeated = true;
  return invocation;
}

/** The working directory after `cd target`. */
export function changeDirectory(cwd: CwdState, target: Field | undefined, env: Env): CwdState {
  if (!target) return { known: true, path: env.home, initial: env.home === env.initialCwd };
  const value = target.value;
  if (value === undefined || value === "-" || target.glob) return { known: false, initial: false };
  if (path.posix.isAbsolute(value)) {
    const resolved = path.posix.resolve(value);
    return { known: true, path: resolved, initial: resolved === env.initialCwd };
  }
  if (!cwd.known) return { known: false, initial: false };
  const resolved = path.posix.resolve(cwd.path, value);
  return { known: true, path: resolved, initial: resolved === env.initialCwd };
}

/**
 * The value an assignment gives its variable (`x=…`, `x+=…`), arrays included: `a=(…)`,
 * `a+=(…)`, `m=([k]=v …)`, and one element `a[k]=v` set in the array known so far (`previous`
 * when the same statement assigned it already).
 */
export function assignmentValue(assign: ShAssign, context: WordContext, previous?: Variable): Field {
  const text = assign.Name?.Value ?? "";
  if (assign.Index) {
    const key = subscript(assign.Index, context);
    const element = assign.Value ? expandWordSingle(assign.Value, context).value : "";
    return arrayField(key === undefined ? undefined : withElement(arrayEntries(previousValueOf(assign, context, previous)), key, element, assign.Append), text);
  }
  if (assign.Array) {
    let entries: ArrayEntry[] | undefined = assign.Append ? arrayEntries(previousValueOf(assign, context, previous)) : [];
    for (const element of assign.Array.Elems) {
      const key = element.Index ? subscript(element.Index, context) : entries ? String(nextIndex(entries)) : undefined;
      const values = element.Value ? expandWords([element.Value], context) : [];
      if (element.Index) entries = key === undefined ? undefined : withElement(entries, key, values.length === 1 ? values[0]?.value : undefined, false);
      else for (const value of values) entries = withElement(entries, entries ? String(nextIndex(entries)) : "0", value.value, false);
    }
    return arrayField(entries, text);
  }
  if (!assign.Value) return { value: "", text, glob: false };
  const value = expandWordSingle(assign.Value, context);
  if (assign.Append && assign.Name) {
    const previousValue = previousValueOf(assign, context, previous);
    if (previousValue?.value !== undefined && value.value !== undefined) return { ...value, value: previousValue.value + value.value };
    if (previousValue?.value === undefined) return { value: undefined, text, glob: false, dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: previousValue?.provenance ?? provenance({ parameter: true }) } };
  }
  if (value.value !== undefined && value.value.length > context.budget.limits.maxValueLength) {
    return { value: undefined, text, glob: false, dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ generated: true }) } };
  }
  return value;
}

/** A subscript whose text is known (`a[0]`, `m[cmd]`, `m[$k]` with `k` known), in bash's form. */
function subscript(index: ShNode, context: WordContext): string | undefined {
  if (nodeType(index) !== "Word") {
    context.scan(index);
    return undefined;
  }
  const key = expandWordSingle(index as ShWord, context).value;
  return key === undefined ? undefined : arrayKey(key);
}

/** What a variable holds once assigned this field. */
export function variableOf(field: Field): Variable {
  const { list, keys } = field as Field & { list?: string[]; keys?: string[] };
  if (field.value !== undefined) return list ? { value: field.value, provenance: provenance({}), list, ...(keys ? { keys } : {}) } : { value: field.value, provenance: provenance({}) };
  const variable: Variable = { provenance: field.dynamic?.provenance ?? provenance({ generated: true }) };
  if (field.dynamic) variable.dynamic = field.dynamic;
  if (field.found) variable.found = field.found;
  return variable;
}

/** A step of the trail that unwrapped a build-file prefix (see `buildStep`). */
function isBuildStepLabel(label: string): boolean {
  return label.startsWith("Dockerfile ") || label.startsWith("YAML ");
}

/** The invocation of `fields` as the wrappers peeled so far leave it (their assignments, directory and elevation). */
function makeInvocation(fields: Field[], io: CommandIo, assignments: Map<string, Field>, stdin: DataSource | undefined, cwd: CwdState, frame: Frame, via: string[], elevated: boolean, env: Env): Invocation {
  const built = buildInvocation(fields, { ...io, assignments, ...(stdin ? { stdin } : {}) }, cwd, frame, via, elevated);
  if (env.links.size > 0) built.links = env.links;
  if (env.files.size > 0) built.files = env.files;
  return built;
}

/** The variable an assignment changes, as it was before. */
function previousValueOf(assign: ShAssign, context: WordContext, previous: Variable | undefined): Variable | undefined {
  return previous ?? (assign.Name ? context.env.get(assign.Name.Value) : undefined);
}
