import type { CorpusCase } from "./corpus-types.js";

const BUILTINS = new Set(["eval", "source", ".", "cd", "exec", "trap", "alias", "export", "set", "unset", "read", "printf", "builtin", "command", ":", "true", "false", "echo"]);
const KEYWORDS = /^(?:if|then|else|elif|fi|for|while|until|do|done|case|esac|function|select|time|coproc|\{|\}|\(|\)|!|\[\[)$/;

/** The kinds of obfuscated variants generated from each dangerous base case. */
export const VARIANT_KINDS = ["bash -c", "sudo", "env", "timeout", "after &&", "after ;", "after newline", "/usr/bin/x", "\\x", '"x"'] as const;

/**
 * The obfuscated variants of a dangerous case: inside `bash -c`, behind sudo/env/timeout, after
 * `&&`, `;` or a newline, and with its key word spelled `/usr/bin/x`, `\x` and `"x"`. Each keeps
 * the base case's label.
 *
 * @example
 * generateVariants({ command: "rm -rf /", expect: "deny", category: "filesystem" }).map((c) => c.command)
 * // ["bash -c 'rm -rf /'", "sudo rm -rf /", …, '"rm" -rf /']
 */
export function generateVariants(base: CorpusCase): CorpusCase[] {
  if (base.expect === "allow" || base.noVariants) return [];
  const command = base.command;
  const variants: CorpusCase[] = [];
  const add = (kind: string, text: string | undefined) => {
    if (text !== undefined && text !== command) variants.push({ ...base, command: text, origin: `variant:${kind}` });
  };
  const first = firstWord(command);
  const wrappable = first !== undefined && !first.includes("=") && !KEYWORDS.test(first) && !/^[({]/.test(command) && !/^\S+\s*\(\s*\)/.test(command);
  add("bash -c", `bash -c ${singleQuote(command)}`);
  if (wrappable) {
    add("sudo", `sudo ${command}`);
    add("env", `env ${command}`);
    add("timeout", `timeout 10 ${command}`);
  }
  add("after &&", `true && ${command}`);
  add("after ;", `echo start; ${command}`);
  add("after newline", `pwd\n${command}`);
  const head = base.head ?? (wrappable ? first : undefined);
  if (head !== undefined && /^[\w.+-]+$/.test(head)) {
    if (!BUILTINS.has(head)) add("/usr/bin/x", respell(command, head, `/usr/bin/${head}`));
    add("\\x", respell(command, head, `\\${head}`));
    add('"x"', respell(command, head, `"${head}"`));
  }
  return variants;
}

function firstWord(command: string): string | undefined {
  return /^\s*([^\s;&|<>]+)/.exec(command)?.[1];
}

/** Replaces the first occurrence of `word` as a whole shell word (outside quotes). */
function respell(command: string, word: string, replacement: string): string | undefined {
  let quote: string | undefined;
  for (let index = 0; index < command.length; index++) {
    const char = command[index] as string;
    if (quote) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      continue;
    }
    const before = index === 0 ? " " : (command[index - 1] as string);
    const after = command[index + word.length] ?? " ";
    if (command.startsWith(word, index) && /[\s;&|(]/.test(before) && /[\s;&|)]/.test(after)) {
      return command.slice(0, index) + replacement + command.slice(index + word.length);
    }
  }
  return undefined;
}

function singleQuote(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}
