import type { Field, Invocation } from "../model.js";
import type { InstallContext } from "../flows/credential-installs.js";
import type { PathContext } from "../targets/classify-path.js";
import type { RuleContext } from "./types.js";

/**
 * Where an invocation's relative paths resolve. On another host or in a container, nothing is the
 * project, except in a container that bind-mounts host directories: its mapped paths are host
 * paths (`-v "$PWD":/app` makes `/app/dist` the project's `dist`).
 */
export function pathContext(invocation: Invocation, context: RuleContext): PathContext {
  const here = invocation.remote === undefined || invocation.mounted === true;
  const paths: PathContext = { home: context.home, cwd: invocation.cwd, initialCwd: here ? context.initialCwd : undefined };
  if (invocation.links) paths.links = invocation.links;
  return paths;
}

/** What `installsDownloadedCredential` needs: where paths resolve, and the audit's rule for a file written. */
export function installContext(invocation: Invocation, context: RuleContext, cwd: string | undefined): InstallContext {
  return { paths: pathContext(invocation, context), secretRule: (field) => context.classifySecret(field, cwd, "write")?.rule };
}

/** " (via sudo, bash -c)" when the command was reached through wrappers or re-parsed code. */
export function via(invocation: Invocation): string {
  return invocation.via.length ? ` (via ${invocation.via.join(", ")})` : "";
}

/** The command as written (normalized when that is shorter), shortened for a reason. */
export function shown(invocation: Invocation): string {
  // Every rule set that reports on an invocation names it, and its text may be long (a heredoc, a
  // script): each invocation is shown once, for as long as it lives.
  let label = SHOWN.get(invocation);
  if (label === undefined) {
    const written = invocation.text.replace(/\s+/g, " ").trim();
    const text = written && written.length <= Math.max(80, invocation.line.length) ? written : invocation.line;
    label = `\`${text.length > 120 ? `${text.slice(0, 117)}...` : text}\``;
    SHOWN.set(invocation, label);
  }
  return label;
}

const SHOWN = new WeakMap<Invocation, string>();

/** The arguments after the command word. */
export function argsOf(invocation: Invocation): Field[] {
  return invocation.argv.slice(1);
}

/** Whether an argument is a known option among `names` (exact, e.g. `-f`, `--force`). */
export function hasArg(invocation: Invocation, ...names: string[]): boolean {
  return invocation.argv.slice(1).some((field) => field.value !== undefined && names.includes(field.value));
}

/** The fields a write redirect targets (`>`, `>>`, `>|`, `&>`, `&>>`, `<>`, `>& file`). */
export function writeTarget(op: string, target: Field): boolean {
  if (op === ">" || op === ">>" || op === ">|" || op === "&>" || op === "&>>" || op === "<>") return true;
  return op === ">&" && target.value !== undefined && !/^(?:\d+|-)$/.test(target.value);
}
