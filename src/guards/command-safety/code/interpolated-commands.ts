import { shellQuote } from "../commands/loose-json.js";
import { evaluateExpression } from "./literals.js";

/** Interpolations read in one command string at most. */
const MAX_INTERPOLATIONS = 16;

/** Where an interpolation opened with `{` at `open` closes, or -1 (strings inside are skipped). */
function braceEnd(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"' || char === "'") {
      const close = text.indexOf(char, index + 1);
      if (close < 0) return -1;
      index = close;
    } else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index;
  }
  return -1;
}

/**
 * The text of a command string with interpolations (ruby's `` `#{cmd}` `` and `%x(#{cmd})`, perl's
 * and PHP's `` `$c` `` and `qx{$c}`, Bun's `` $`sh -c ${cmd}` ``), each replaced by the value of
 * its expression when the reader can compute it: a known variable, a literal or a decoder of literals.
 * Bun quotes each interpolated value as one argument (`quoteValues`). Undefined when any is unknown.
 *
 * @example
 * interpolatedCommand("#{c} -la", "ruby", new Map([["c", "ls"]])) // "ls -la"
 */
export function interpolatedCommand(body: string, language: string, variables: ReadonlyMap<string, string>, quoteValues = false): string | undefined {
  const pattern = language === "ruby" ? /#\{/g : language === "node" ? /\$\{/g : language === "perl" || language === "php" ? /\$\{|\{\$|\$(?=[A-Za-z_])/g : undefined;
  if (!pattern) return undefined;
  let out = "";
  let start = 0;
  let count = 0;
  for (const match of body.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at < start) continue;
    if (++count > MAX_INTERPOLATIONS) return undefined;
    let expression: string;
    let end: number;
    if (match[0] === "$") {
      // perl's and PHP's `$name`.
      const name = /^\$[A-Za-z_]\w*/.exec(body.slice(at))?.[0] as string;
      // `$c[0]`, `$c{k}`, `$c->…` read other variables or members.
      if (/^(?:\[|\{|->)/.test(body.slice(at + name.length))) return undefined;
      expression = name;
      end = at + name.length;
    } else {
      const open = match[0] === "{$" ? at : at + match[0].length - 1;
      const close = braceEnd(body, open);
      if (close < 0) return undefined;
      expression = body.slice(open + 1, close).trim();
      if (language === "perl" && match[0] === "${" && /^\w+$/.test(expression)) expression = `$${expression}`;
      end = close + 1;
    }
    const known = variables.get(expression);
    const value = known ?? (() => {
      const literal = evaluateExpression(expression, language, variables);
      return literal.kind === "string" ? literal.value : undefined;
    })();
    if (value === undefined) return undefined;
    out += body.slice(start, at) + (quoteValues ? shellQuote(value) : value);
    start = end;
  }
  return out + body.slice(start);
}
