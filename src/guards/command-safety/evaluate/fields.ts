import path from "node:path";
import { mergeProvenance, UNKNOWN_PART, type Field, type Provenance } from "../model.js";
import type { Token, UnknownPart } from "./tokens.js";

const GLOB = /[*?]|\[[^\]]*\]/;

interface Builder {
  value: string;
  ifEmpty: string | undefined;
  prefix: string | undefined;
  /** The value with a marker for each unknown part. */
  shape: string;
  glob: boolean;
  quoted: boolean;
  unknowns: UnknownPart[];
  process?: Field["process"];
}

/**
 * Turns one brace-expanded token list into fields: tilde expansion at the start, field splitting of
 * unquoted known expansions, glob detection, and the static prefix and "if empty" value of
 * anything unknown.
 */
export function tokensToFields(tokens: readonly Token[], text: string, home: string, cwd: string | undefined, ifs = " \t\n"): Field[] {
  const expanded = expandTilde(tokens, home, cwd);
  const state: FieldState = { fields: [], current: undefined, text };
  const separators = ifs === DEFAULT_IFS ? DEFAULT_SEPARATORS : separatorsOf(ifs);
  for (const token of expanded) {
    if (token.kind === "break") {
      if (state.current) state.current.quoted = true;
      close(state);
      continue;
    }
    if (token.kind === "text" || (token.kind === "value" && token.quoted)) {
      appendText(open(state), token.text, !token.quoted);
      if (token.quoted) open(state).quoted = true;
    } else if (token.kind === "value") {
      const pieces = separators ? token.text.split(separators) : [token.text];
      for (let index = 0; index < pieces.length; index++) {
        const piece = pieces[index] as string;
        if (index > 0) close(state);
        if (piece !== "") appendText(open(state), piece, true);
      }
    } else if (token.kind === "unknown") {
      const builder = open(state);
      if (builder.prefix === undefined) builder.prefix = builder.value + (token.part.prefix ?? "");
      builder.unknowns.push(token.part);
      builder.shape += (token.part.prefix ?? "") + UNKNOWN_PART;
      builder.ifEmpty = builder.ifEmpty !== undefined && token.part.ifEmpty !== undefined ? builder.ifEmpty + token.part.ifEmpty : undefined;
      if (token.quoted) builder.quoted = true;
    } else {
      const builder = open(state);
      builder.process = { direction: token.direction, provenance: token.provenance, ...(token.text !== undefined ? { text: token.text } : {}), ...(token.found ? { found: token.found } : {}) };
      appendText(builder, "/dev/fd/63", false);
    }
  }
  close(state);
  return state.fields;
}

/** The fields split so far and the one being built. */
interface FieldState {
  fields: Field[];
  current: Builder | undefined;
  text: string;
}

const DEFAULT_IFS = " \t\n";
const DEFAULT_SEPARATORS = separatorsOf(DEFAULT_IFS);

function separatorsOf(ifs: string): RegExp | undefined {
  return ifs === "" ? undefined : new RegExp(`[${ifs.replace(/[\\\]^-]/g, "\\$&")}]+`);
}

function open(state: FieldState): Builder {
  return (state.current ??= { value: "", ifEmpty: "", prefix: undefined, shape: "", glob: false, quoted: false, unknowns: [] });
}

function close(state: FieldState): void {
  const current = state.current;
  if (current && (current.value !== "" || current.quoted || current.unknowns.length > 0 || current.process)) state.fields.push(build(current, state.text));
  state.current = undefined;
}

function appendText(builder: Builder, text: string, unquoted: boolean): void {
  builder.value += text;
  builder.shape += text;
  if (builder.ifEmpty !== undefined) builder.ifEmpty += text;
  if (unquoted && !builder.glob && GLOB.test(text)) builder.glob = true;
}

function build(builder: Builder, text: string): Field {
  if (builder.unknowns.length === 0) {
    const field: Field = { value: builder.value, text, glob: builder.glob };
    if (builder.process) field.process = builder.process;
    return field;
  }
  const provenance: Provenance = mergeProvenance(...builder.unknowns.map((unknown) => unknown.provenance));
  const field: Field = {
    value: undefined,
    text,
    glob: builder.glob,
    dynamic: {
      prefix: builder.prefix ?? "",
      ifEmpty: builder.ifEmpty,
      guarded: builder.unknowns.every((unknown) => unknown.guarded || unknown.numeric),
      numeric: builder.unknowns.every((unknown) => unknown.numeric),
      provenance,
      shape: builder.shape,
    },
  };
  const found = builder.unknowns.find((unknown) => unknown.found)?.found;
  if (found) field.found = found;
  if (builder.process) field.process = builder.process;
  return field;
}

/**
 * `~`, `~/x`, `~user/x`, `~+` at the start of a word, when unquoted; and after the `=` of a word
 * shaped like an assignment (`dd of=~/x`), which bash expands too outside POSIX mode.
 */
function expandTilde(tokens: readonly Token[], home: string, cwd: string | undefined): readonly Token[] {
  const first = tokens[0];
  if (!first || first.kind !== "text" || first.quoted) return tokens;
  const assignment = /^[A-Za-z_][A-Za-z0-9_]*=(?=~)/.exec(first.text);
  if (assignment) {
    const expanded = expandTilde([{ ...first, text: first.text.slice(assignment[0].length) }, ...tokens.slice(1)], home, cwd);
    return [{ kind: "text", text: assignment[0], quoted: false }, ...expanded];
  }
  if (!first.text.startsWith("~")) return tokens;
  const slash = first.text.indexOf("/");
  const prefixEnd = slash < 0 ? first.text.length : slash;
  // The tilde prefix runs to the first unquoted `/`; one holding quoted or expanded text is not expanded.
  if (slash < 0 && tokens.length > 1) return tokens;
  const user = first.text.slice(1, prefixEnd);
  let replacement: string | undefined;
  if (user === "") replacement = home;
  else if (user === "+") replacement = cwd;
  else if (user === "root") replacement = "/root";
  else if (/^[A-Za-z_][A-Za-z0-9._-]*$/.test(user)) replacement = path.posix.join(path.posix.dirname(home), user);
  if (replacement === undefined) return tokens;
  const rest = first.text.slice(prefixEnd);
  const head: Token[] = [{ kind: "text", text: replacement, quoted: true }];
  if (rest) head.push({ kind: "text", text: rest, quoted: false });
  return [...head, ...tokens.slice(1)];
}
