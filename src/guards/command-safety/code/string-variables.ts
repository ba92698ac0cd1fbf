import { evaluateExpression, type Literal } from "./literals.js";

/** At most this many assignments are read from one one-liner. */
const MAX_ASSIGNMENTS = 32;

/** A variable assigned a string literal, per language: the name (perl and php keep their `$`). */
function assignmentPattern(language: string): RegExp | undefined {
  switch (language) {
    case "python":
    case "ruby":
    case "awk":
    case "lua":
      return /(?:^|[;\n{(]|\bBEGIN\s*\{|\blocal\s+)\s*([A-Za-z_]\w*)\s*=(?!=)\s*/g;
    case "node":
      return /(?:^|[;\n{(])\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=(?![=>])\s*/g;
    case "perl":
    case "php":
      return /(?:^|[;\n{(])\s*(?:my\s+|our\s+)?(\$[A-Za-z_]\w*)\s*=(?![=~>])\s*/g;
    default:
      return undefined;
  }
}

/**
 * A name changed in place: compound assignment (`c += x`, `$c .= x`, `c ||= x`, `c := x`) anywhere,
 * also inside a callback (`r.on("data", d => c += d)`), perl's `$c =~ s/…/…/`, ruby's `c << x` and
 * mutating methods (`c.concat(x)`, `c.replace(x)`, `c.gsub!(…)`). Strings are masked, so the scan is linear.
 */
const CHANGED_IN_PLACE = /(?<![\w$.])(\$?[A-Za-z_][\w$]*)\s*(?:(?:\*\*|<<|>>|\|\||&&|\?\?|[-+*/.|&^%:])=(?!=)|=~\s*(?:s|tr|y)\b|<<|\.(?:concat|replace|insert|prepend|\w+!)\s*[( ])/g;

/**
 * The variables of a one-liner assigned exactly once, to a string literal (`c='rm -rf ~'`,
 * `const c = "…"`, `$c = "…"`): a call given the variable (`os.system(c)`) is given that string.
 * Names assigned more than once, changed in place (`c += data`), or assigned anything else are
 * left unknown.
 *
 * @example
 * const code = "c='ls';os.system(c)";
 * stringVariables("python", code, maskStrings(code, "python")).get("c") // "ls"
 */
export function stringVariables(language: string, code: string, masked: string): Map<string, string> {
  const pattern = assignmentPattern(language);
  const values = new Map<string, string>();
  if (!pattern) return values;
  const seen = new Set<string>();
  let count = 0;
  for (const match of masked.matchAll(pattern)) {
    if (++count > MAX_ASSIGNMENTS) break;
    const name = match[1] as string;
    const start = (match.index ?? 0) + match[0].length;
    const end = expressionEnd(masked, start);
    const literal = evaluateExpression(code.slice(start, end).trim(), language, values);
    if (seen.has(name) || literal.kind !== "string") values.delete(name);
    else values.set(name, literal.value);
    seen.add(name);
  }
  if (values.size === 0) return values;
  let changes = 0;
  for (const match of masked.matchAll(CHANGED_IN_PLACE)) {
    if (++changes > MAX_ASSIGNMENTS * 4) {
      values.clear();
      break;
    }
    values.delete(match[1] as string);
  }
  return values;
}

/** Reads an argument again with the known string variables: one alone, or joined to strings (`c + " -rf ~"`). */
export function resolveVariable(literal: Literal, variables: ReadonlyMap<string, string>, language: string): Literal {
  if (literal.kind !== "dynamic" || variables.size === 0) return literal;
  const value = variables.get(literal.text.trim());
  if (value !== undefined) return { kind: "string", value };
  const resolved = evaluateExpression(literal.text.trim(), language, variables);
  return resolved.kind === "dynamic" ? literal : resolved;
}

/** Where the expression starting at `start` ends: the next `;`, newline or unmatched closer (strings are masked). */
function expressionEnd(masked: string, start: number): number {
  let depth = 0;
  for (let index = start; index < masked.length; index++) {
    const char = masked[index];
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) return index;
      depth--;
    } else if ((char === ";" || char === "\n") && depth === 0) return index;
  }
  return masked.length;
}
