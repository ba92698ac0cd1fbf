import type { Invocation } from "../model.js";

/** The lines an in-place edit removes and adds, as far as its expression shows them. */
export interface ExpressionChange {
  removed: string[];
  added: string[];
}

/** A substitution `s/OLD/NEW/flags` with any delimiter; OLD and NEW are bounded. */
const SUBSTITUTION = /^s([^\w\s\\])((?:\\.|(?!\1)[^\\\n]){1,300})\1((?:\\.|(?!\1)[^\\\n]){0,300})\1[gIi]{0,3}$/;
/** Regex syntax beyond literal text, `.`, escapes and anchors at the ends: such a pattern can match what cannot be seen. */
const REGEX_SYNTAX = /(?<!\\)[*+?[\](){}|]/;
/** yq's assignment of a version pin: `.repos[0].rev = "v4.6.0"`, `(.repos[] | select(.repo == "…")).rev = "v1"`, `.min_version = "1.6.1"`. */
const YQ_PIN = /^[\w\s.[\]()|"'=:/@-]{0,400}\.(rev|version|min_version|minimum_pre_commit_version|language_version)\s*=\s*["']?([\w.+-]{1,60})["']?\s*$/;
const MAX_SCRIPTS = 8;

/**
 * What `sed -i`/`perl -pi` substitutions of literal text, or `yq -i` assigning a version pin, change
 * in a file, line by line, so a hook manager's config edited in place can be judged by the same
 * effect judge as a file tool's edit (`hookConfigChangeReason`). Undefined when an expression is
 * anything else or its pattern is a regex that could match more than it shows.
 *
 * @example
 * hookConfigExpressionChange(invocationOf("sed -i 's/rev: v4.5.0/rev: v4.6.0/' .pre-commit-config.yaml"))
 * // { removed: ["rev: v4.5.0"], added: ["rev: v4.6.0"] }
 */
export function hookConfigExpressionChange(invocation: Invocation): ExpressionChange | undefined {
  const values = invocation.argv.slice(1, 33).map((field) => field.value);
  if (values.some((value) => value === undefined)) return undefined;
  const args = values as string[];
  if (invocation.name === "yq") return yqPin(args);
  const scripts = expressions(invocation.name, args);
  if (scripts === undefined || scripts.length === 0 || scripts.length > MAX_SCRIPTS) return undefined;
  const change: ExpressionChange = { removed: [], added: [] };
  for (const script of scripts) {
    const match = SUBSTITUTION.exec(script.trim());
    if (!match) return undefined;
    const pattern = (match[2] as string).replace(/^\^/, "").replace(/(?<!\\)\$$/, "");
    if (REGEX_SYNTAX.test(pattern)) return undefined;
    change.removed.push(...literal(pattern).split("\n"));
    change.added.push(...literal(match[3] as string).split("\n"));
  }
  return change;
}

/** The scripts of `sed -i [-e S]… [S] FILE` or `perl -pi -e S FILE`; undefined for other programs or without in-place editing. */
function expressions(name: string, args: readonly string[]): string[] | undefined {
  if (/^g?sed$/.test(name)) {
    if (!args.some((arg) => /^-[a-zA-Z]*i|^--in-place/.test(arg))) return undefined;
    const given = args.filter((arg, index) => /^(?:-e|--expression)$/.test(args[index - 1] ?? "") || arg.startsWith("--expression="));
    if (given.length > 0) return given.map((arg) => arg.replace(/^--expression=/, ""));
    const first = args.find((arg) => !arg.startsWith("-"));
    return first === undefined ? [] : [first];
  }
  if (name === "perl") {
    const flags = args.filter((arg) => /^-[a-zA-Z]/.test(arg)).join("");
    if (!/i/.test(flags) || !/p/.test(flags)) return undefined;
    return args.filter((arg, index) => /^-[a-zA-Z.]*e$/.test(args[index - 1] ?? ""));
  }
  return undefined;
}

/** A pattern or replacement as the text it stands for: escapes dropped, `\n` a new line. */
function literal(text: string): string {
  return text.replace(/\\n/g, "\n").replace(/\\(.)/g, "$1");
}

/** `yq -i '….rev = "v2"' f`: a version pin set; anything else is not read. */
function yqPin(args: readonly string[]): ExpressionChange | undefined {
  if (!args.some((arg) => arg === "-i" || arg === "--inplace" || /^-[a-zA-Z]*i[a-zA-Z]*$/.test(arg))) return undefined;
  const expression = args.find((arg) => !arg.startsWith("-") && arg !== "e" && arg !== "eval");
  const match = expression === undefined ? null : YQ_PIN.exec(expression);
  if (!match || /\bdel\(|\|=|\bskip\b|stages|exclude|only/.test(expression as string)) return undefined;
  return { removed: [`${match[1]}: ?`], added: [`${match[1]}: ${match[2]}`] };
}
