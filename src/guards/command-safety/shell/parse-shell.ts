import { createRequire } from "node:module";
import { packagedCodeCacheDir, requireWithCodeCache } from "../../../util/require-with-code-cache.js";
import { parseSimpleShell } from "./parse-simple-shell.js";
import { toPlainTree } from "./plain-tree.js";
import type { ShFile, ShNode } from "./syntax-tree.js";

interface MvdanParser {
  Parse(source: string, name: string): ShFile & { __internal_object__?: unknown };
}

interface MvdanSyntax {
  NewParser(...options: unknown[]): MvdanParser;
  NodeType(node: ShNode): string;
  Walk(node: ShNode, visit: (node: ShNode | null) => boolean): void;
  KeepComments(keep: boolean): unknown;
}

/** The outcome of parsing one script. */
export type ParseResult = { ok: true; file: ShFile } | { ok: false; error: string; incomplete: boolean };

// Loaded on first use: the parser is 1.5 MB of GopherJS and takes ~50 ms to load, which
// importing loopgate should not cost when no command is ever checked, and which the simplest
// command lines never need (see parse-simple-shell.ts). V8's code cache halves that:
// the build's (made for the parser's version, see scripts/warm-code-cache.mjs), else one an earlier
// process left beside the parser (the hook of an agent CLI is one process per tool call).
let loaded: { syntax: MvdanSyntax; parser: MvdanParser; plainTrees: boolean } | undefined;

function load(): { syntax: MvdanSyntax; parser: MvdanParser; plainTrees: boolean } {
  if (loaded) return loaded;
  // The GopherJS runtime sets Error.stackTraceLimit to Infinity for the whole process when it loads;
  // put it back so every other error in the host stays cheap to create.
  const limit = Error.stackTraceLimit;
  let syntax: MvdanSyntax;
  let module;
  try {
    const require = createRequire(import.meta.url);
    const { version } = require("mvdan-sh/package.json") as { version: string };
    module = requireWithCodeCache(require.resolve("mvdan-sh"), { dir: packagedCodeCacheDir(), key: `mvdan-sh@${version}` });
    syntax = (module.exports as { syntax: MvdanSyntax }).syntax;
  } finally {
    Error.stackTraceLimit = limit;
  }
  const parser = syntax.NewParser(syntax.KeepComments(false));
  loaded = { syntax, parser, plainTrees: false };
  loaded.plainTrees = checkPlainTrees(parser);
  module.saveCache();
  return loaded;
}

// Whether plain trees were switched off (`usePlainTrees(false)`): then every script goes to mvdan-sh,
// so its wrappers are what the walker reads.
let wrappersOnly = false;

/**
 * Parses bash source with mvdan-sh. Never throws: a syntax error, or a script nested so deeply that
 * the parser runs out of stack, comes back as `{ ok: false }`. The simplest command lines get the
 * same tree from `parseSimpleShell`, without starting mvdan-sh's runtime.
 *
 * @example
 * const result = parseShell("rm -rf build && npm test");
 * if (result.ok) console.log(result.file.Stmts.length); // 1
 */
export function parseShell(source: string): ParseResult {
  const simple = wrappersOnly ? undefined : parseSimpleShell(source);
  return simple ? { ok: true, file: simple } : parseShellFully(source);
}

/**
 * Parses bash source with mvdan-sh itself, whatever the script; `parseShell` without its fast path
 * for simple command lines (what the tests compare that fast path with).
 *
 * @example
 * parseShellFully("echo $HOME").ok // true
 */
export function parseShellFully(source: string): ParseResult {
  const state = load();
  try {
    const file = state.parser.Parse(source, "");
    return { ok: true, file: (state.plainTrees && toPlainTree(file.__internal_object__)) || file };
  } catch (error) {
    if (error instanceof RangeError) {
      // A stack overflow may leave the parser mid-state; start a fresh one.
      state.parser = state.syntax.NewParser(state.syntax.KeepComments(false));
      return { ok: false, error: "the script is nested too deeply to parse", incomplete: false };
    }
    return { ok: false, error: describeParseError(error), incomplete: isIncomplete(error) };
  }
}

/**
 * Switches between plain trees (the default, when the runtime's layout is recognised) and the
 * parser's own wrapper objects; returns the previous setting. Both give the same analysis; the
 * switch exists so tests can prove that.
 *
 * @example
 * const previous = usePlainTrees(false);
 * try { analyzeCommand("rm -rf /"); } finally { usePlainTrees(previous); }
 */
export function usePlainTrees(enabled: boolean): boolean {
  const state = load();
  const previous = state.plainTrees;
  state.plainTrees = enabled && checkPlainTrees(state.parser);
  wrappersOnly = !state.plainTrees;
  return previous;
}

/**
 * The struct name of a node (`"CallExpr"`, `"Word"`, …).
 *
 * @example
 * nodeType(file.Stmts[0].Cmd) // "CallExpr"
 */
export function nodeType(node: ShNode): string {
  return node.type ?? load().syntax.NodeType(node);
}

/**
 * Visits `node` and its descendants depth-first; `visit` returns false to skip a node's children.
 *
 * @example
 * walkNodes(word, (node) => nodeType(node) !== "CmdSubst");
 */
export function walkNodes(node: ShNode, visit: (node: ShNode) => boolean): void {
  if (node.type === undefined) {
    load().syntax.Walk(node, (child) => (child ? visit(child) : true));
    return;
  }
  if (!visit(node)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walkNodes(item, visit);
    } else if (isNode(value)) walkNodes(value, visit);
  }
}

function isNode(value: unknown): value is ShNode {
  return typeof value === "object" && value !== null && typeof (value as ShNode).type === "string";
}

/** Whether the runtime's internal layout is the one `toPlainTree` reads; checked once on a sample. */
function checkPlainTrees(parser: MvdanParser): boolean {
  try {
    const sample = "a=1 b \"é$(c)\" > f | d";
    const file = parser.Parse(sample, "");
    const plain = toPlainTree(file.__internal_object__) as unknown as {
      Stmts: { Cmd: { type: string; X: { Cmd: { Assigns: { Name: { Value: string } }[]; Args: { pos: number; end: number; Parts: { type: string; Parts: { type: string }[] }[] }[] }; Redirs: { Op: number }[] } } }[];
    };
    const binary = plain.Stmts[0]?.Cmd;
    const call = binary?.X.Cmd;
    const word = call?.Args[1];
    return (
      binary?.type === "BinaryCmd" &&
      call?.Assigns[0]?.Name.Value === "a" &&
      word?.Parts[0]?.type === "DblQuoted" &&
      word.Parts[0].Parts[1]?.type === "CmdSubst" &&
      word.pos === 6 &&
      word.end === 14 &&
      binary.X.Redirs[0]?.Op === 54
    );
  } catch {
    return false;
  }
}

function describeParseError(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const goError = error as { Error?: () => string; message?: string };
    if (typeof goError.Error === "function") return goError.Error();
    if (typeof goError.message === "string") return goError.message;
  }
  return String(error);
}

function isIncomplete(error: unknown): boolean {
  return describeParseError(error).includes("reached EOF");
}
