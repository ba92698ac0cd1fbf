import { argumentReference, withArgumentMarks, withArguments } from "../code/argument-references.js";
import { analyzeInterpreterCode } from "../code/interpreter-code.js";
import { DYNAMIC_VALUE, HOME_VALUE } from "../code/literals.js";
import { otherLanguageCode, readOtherLanguage, readsProgramFromStdin } from "../code/other-languages.js";
import { shellDialect, translateDialect } from "../evaluate/shell-dialects.js";
import { mergeProvenance, provenance, staticField, type DataSource, type Field, type Invocation } from "../model.js";
import type { Env } from "../walk/env.js";
import { trackedFile } from "../walk/files.js";
import type { Frame } from "../walk/frame.js";
import type { WalkerApi } from "../walk/walker-api.js";
import { interpreterFamily } from "./command-name.js";
import { interpreterCall } from "./interpreters.js";
import { shellCall } from "./shells.js";
import { catOfProjectFile, operandInput } from "./stdin-paths.js";
import { sinkDecodedRun } from "./decoded-files.js";

/** A shell running code from `-c`, stdin or a script operand. */
export function shellEffects(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): DataSource | undefined {
  const call = shellCall(invocation);
  if (call.command) {
    // zsh's and fish's own syntax is read as the bash that does the same.
    const dialect = shellDialect(invocation.name);
    const command = dialect && call.command.value !== undefined ? { ...call.command, value: translateDialect(dialect, call.command.value) } : call.command;
    return walker.code(command, "shell-command", invocation, env, frame, `${invocation.name} -c`, call.positional);
  }
  if (call.readsStdin) return runStdinCode(walker, invocation, env, frame, "shell-stdin", invocation.name);
  if (call.script) return runScriptOperand(walker, invocation, call.script, env, frame, "shell-script", invocation.name);
  return undefined;
}

/** An interpreter running one-liner code, code from stdin, or a script operand. */
export function interpreterEffects(walker: WalkerApi, invocation: Invocation, family: string, env: Env, frame: Frame): DataSource | undefined {
  const call = interpreterCall(family, invocation);
  let output: DataSource | undefined;
  for (const code of call.code) output = runInterpreterCode(walker, invocation, family, code, env, frame, call.arguments) ?? output;
  if (call.code.length > 0) return output;
  // `python3 /dev/stdin`, `perl /dev/fd/0`, `ruby <(curl …)`, `node /dev/fd/3 3< <(…)`: the operand is the input, not a file.
  const input = call.script ? operandInput(call.script, invocation, env) : undefined;
  if (call.readsStdin || input === "stdin") {
    const stdin = invocation.stdin;
    if (!stdin) return undefined;
    if (stdin.text !== undefined) return runInterpreterCode(walker, invocation, family, staticField(stdin.text, stdin.description), env, frame);
    // `cat script.py | python3 -` runs the file as `python3 script.py` would.
    if (!stdin.file && !catOfProjectFile(stdin)) walker.sink("interpreter-stdin", stdin, invocation);
    return undefined;
  }
  if (call.script) {
    if (input !== undefined) {
      if (input.text !== undefined) return runInterpreterCode(walker, invocation, family, staticField(input.text, call.script.text), env, frame);
      if (!input.file) walker.sink(input.provenance.network && !call.script.process ? "downloaded-program" : "interpreter-script", input, invocation);
    } else {
      const written = trackedFile(call.script, invocation.cwd, env);
      if (written?.text !== undefined) sinkDecodedRun(walker, written, call.script, invocation);
      if (written?.text !== undefined) return runInterpreterCode(walker, invocation, family, staticField(written.text, call.script.text), env, frame);
      if (written) walker.sink(written.provenance.network ? "downloaded-program" : "interpreter-script", written, invocation);
    }
  }
  return undefined;
}

function runInterpreterCode(walker: WalkerApi, invocation: Invocation, family: string, code: Field, env: Env, frame: Frame, args: readonly Field[] = []): DataSource | undefined {
  if (code.value === undefined) {
    walker.sink("interpreter-code", { provenance: code.dynamic?.provenance ?? provenance({ generated: true }), description: code.text }, invocation);
    return undefined;
  }
  walker.analysis.budget.reparse(code.value.length);
  const result = analyzeInterpreterCode(family, withArgumentMarks(family, code.value, args.length));
  const home = env.get("HOME")?.value || env.home;
  const computed: Field = { value: undefined, text: "(a value computed by the code)", glob: false, dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ generated: true }, [invocation.name]) } };
  const fieldOf = (word: string): Field => {
    if (word === DYNAMIC_VALUE) return computed;
    // `open(sys.argv[1])`: the argument as the shell gave it, a glob or a variable included.
    const reference = argumentReference(word);
    const argument = reference === undefined ? undefined : args[reference.index];
    if (reference !== undefined && argument !== undefined) {
      if (reference.rest === "") return argument;
      return argument.value === undefined ? computed : staticField(argument.value + reference.rest);
    }
    return staticField(word.startsWith(HOME_VALUE) ? home + word.slice(HOME_VALUE.length) : word);
  };
  const label = `${invocation.name} ${family === "python" ? "-c" : family === "php" ? "-r" : "-e"}`;
  const nested: Frame = { ...frame, depth: frame.depth + 1 };
  for (const hit of result.hits) walker.analysis.report(hit, invocation);
  // Files the code downloads are recorded before what it runs, as `curl -o` would record them.
  for (const argv of result.downloads) walker.run(argv.map(fieldOf), { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...nested, via: [...frame.via, label] });
  // `system("rm -rf #{ENV['HOME']}")`: the home directory read by the code is this run's home.
  // What the commands print reaches the code, which prints, converts or keeps it: judged as if typed (`print(check_output(['gh', 'auth', 'token']))`).
  const outputs: DataSource[] = [];
  for (const shell of result.shell) {
    // `os.system(sys.argv[1])`: the command is the argument the shell gave, when it is known.
    const text = withArguments(shell, args.map((argument) => argument.value));
    if (text === undefined) walker.sink("interpreter-shell-call", { provenance: provenance({ generated: true }), description: `${label} runs a command given as an argument known only at run time` }, invocation);
    else outputs.push(walker.code(staticField(text.split(HOME_VALUE).join(home)), "shell-command", invocation, env, frame, `${label} (shell call)`));
  }
  for (const argv of result.commands) {
    outputs.push(walker.run(argv.map(fieldOf), { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...nested, via: [...frame.via, label] }));
  }
  if (result.dynamicShell) walker.sink("interpreter-shell-call", { provenance: provenance({ generated: true }), description: `${label} runs a command built at run time` }, invocation);
  if (result.networkCode) walker.sink("interpreter-code", { provenance: provenance({ network: true }, [invocation.name]), description: `${label} runs code it downloads` }, invocation);
  const commandOutput = outputs.length > 0 ? mergeProvenance(...outputs.map((output) => output.provenance)) : undefined;
  if (result.printed !== undefined && commandOutput === undefined) return { provenance: provenance({}), text: result.printed, description: label };
  if (result.fetches) return { provenance: commandOutput ? mergeProvenance(provenance({ network: true }, [invocation.name]), commandOutput) : provenance({ network: true }, [invocation.name]), description: label };
  return commandOutput ? { provenance: commandOutput, description: label } : undefined;
}

/** A shell or `at` running what arrives on its stdin. */
export function runStdinCode(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame, kind: string, label: string): DataSource | undefined {
  const stdin = invocation.stdin;
  if (!stdin) return undefined;
  if (stdin.text !== undefined) return walker.code(staticField(stdin.text, stdin.description), kind, invocation, env, frame, `${label} (stdin)`);
  if (stdin.file) return runScriptOperand(walker, invocation, stdin.file, env, frame, kind, label);
  walker.sink(kind, stdin, invocation);
  // What is known of the input still runs: analyse it too.
  for (const fragment of stdin.fragments ?? []) walker.code(staticField(fragment, stdin.description), kind, invocation, env, frame, `${label} (part of stdin)`);
  return undefined;
}

/**
 * A shell, `source` or program path running a file: its content when the script wrote it, a code
 * sink when it came from the network or is unknown, a strict-mode question otherwise.
 */
export function runScriptOperand(walker: WalkerApi, invocation: Invocation, script: Field, env: Env, frame: Frame, kind: string, label: string): DataSource | undefined {
  if (script.process) return runProcessCode(walker, invocation, script, env, frame, kind, label);
  if (script.value === "-") return runStdinCode(walker, invocation, env, frame, kind, label);
  // `sh /dev/fd/0`, `bash /proc/self/fd/0`, `bash /dev/fd/3 3< <(curl …)`: the input spelled as a path.
  const input = operandInput(script, invocation, env);
  if (input === "stdin") return runStdinCode(walker, invocation, env, frame, kind, label);
  if (input !== undefined && !input.file) {
    if (input.text !== undefined) return walker.code(staticField(input.text, script.text), kind, invocation, env, frame, `${label} ${script.text}`);
    walker.sink(kind, input, invocation);
    return undefined;
  }
  const written = trackedFile(script, invocation.cwd, env);
  // `echo … | base64 -d > x.sh; sh x.sh`: the text is known, but no one could read it in the command.
  if (written?.text !== undefined) sinkDecodedRun(walker, written, script, invocation);
  if (written?.text !== undefined) return runWrittenScript(walker, invocation, script, written.text, env, frame, kind, label);
  if (written) {
    walker.sink(written.provenance.network ? "downloaded-program" : kind, written, invocation);
  } else if (script.value === undefined) {
    walker.sink(kind, { provenance: script.dynamic?.provenance ?? provenance({ generated: true }), description: script.text }, invocation);
  } else if (walker.analysis.context.strict) {
    walker.analysis.report({ rule: "strict.script-file", decision: "ask", reason: `${label} runs ${script.value}, whose content the guard cannot see` }, invocation);
  }
  return undefined;
}

/** Code read from a process substitution (`bash <(…)`). */
export function runProcessCode(walker: WalkerApi, invocation: Invocation, field: Field, env: Env, frame: Frame, kind: string, label: string): DataSource | undefined {
  const process = field.process;
  if (!process) return undefined;
  if (process.text !== undefined) return walker.code(staticField(process.text, field.text), kind, invocation, env, frame, `${label} <(…)`);
  walker.sink(kind, { provenance: process.provenance, description: field.text }, invocation);
  return undefined;
}

/** A script the command wrote earlier: shell code, or an interpreter's code after its `#!` line. */
function runWrittenScript(walker: WalkerApi, invocation: Invocation, script: Field, text: string, env: Env, frame: Frame, kind: string, label: string): DataSource | undefined {
  // `#!/usr/bin/env [-S] [NAME=value] node --flag`: the program is env's first operand.
  const shebang = /^#!\s*(\S+)(?:(?:[ \t]+(?:-\S*|\w+=\S*))*[ \t]+(\S+))?/.exec(text);
  // `#!/usr/bin/env -S bash -c '…'`: the line itself is a command the kernel runs before the script.
  const splitLine = /^#!\s*(\S*\/env[ \t]+-[a-zA-Z]*S[^\n]*)/.exec(text)?.[1];
  if (splitLine !== undefined) walker.code(staticField(splitLine, script.text), "shell-command", invocation, env, frame, `${label} ${script.value ?? script.text} (#! line)`);
  const program = shebang ? ((shebang[1] ?? "").endsWith("/env") ? (shebang[2] ?? "") : (shebang[1] ?? "")) : "";
  const family = interpreterFamily(program.slice(program.lastIndexOf("/") + 1));
  const shellRuns = kind !== "command-name" || !family;
  if (shellRuns) return walker.code(staticField(text, script.text), kind, invocation, env, frame, `${label} ${script.value ?? script.text}`);
  return runInterpreterCode(walker, invocation, family as string, staticField(text, script.text), env, frame);
}

/**
 * A one-liner of a language the guard has no grammar for (`elixir -e`, `emacs --eval`, `tclsh <<<
 * …`): its deletion calls on path literals and its shell-command literals are judged as the
 * commands they amount to. Returns whether the command was such an interpreter.
 */
export function otherLanguageEffects(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): boolean {
  const code = otherLanguageCode(invocation);
  if (code === undefined) {
    // `curl … | ghci`, `… | swift -`: a program of unknown text read from a pipe is run.
    const stdin = invocation.stdin;
    if (!stdin || stdin.file || stdin.text !== undefined || !readsProgramFromStdin(invocation)) return false;
    walker.sink("interpreter-stdin", stdin, invocation);
    return true;
  }
  walker.analysis.budget.reparse(code.length);
  const result = readOtherLanguage(code);
  const home = env.get("HOME")?.value || env.home;
  const label = `${invocation.name} (code)`;
  for (const shell of result.shell) walker.code(staticField(shell), "shell-command", invocation, env, frame, `${label} (shell call)`);
  for (const argv of result.commands) {
    const fields = argv.map((word) => staticField(word.startsWith(HOME_VALUE) ? home + word.slice(HOME_VALUE.length) : word));
    walker.run(fields, { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, depth: frame.depth + 1, via: [...frame.via, label] });
  }
  return true;
}
