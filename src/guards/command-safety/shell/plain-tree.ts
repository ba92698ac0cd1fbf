import type { ShFile } from "./syntax-tree.js";

/** A Go value as GopherJS represents it inside the runtime. */
interface GoValue {
  constructor: { string?: string; nil?: unknown };
  [field: string]: unknown;
}

interface GoSlice {
  $array: unknown[];
  $offset: number;
  $length: number;
}

/**
 * Converts a parsed file from GopherJS's internal representation into plain JavaScript objects,
 * once. Reading the parser's public wrapper instead creates a new wrapper object on every field
 * access, which made large scripts spend most of their time in the garbage collector.
 *
 * Every node gets `type` (the Go struct name), `pos` and `end` (byte offsets); fields keep their Go
 * names, slices become arrays, nil becomes `null`, and Go's UTF-8 byte strings become JavaScript
 * strings. Returns undefined when the value does not look like the runtime's representation.
 */
export function toPlainTree(internal: unknown): ShFile | undefined {
  if (!isGoValue(internal) || internal.constructor.string !== "*syntax.File") return undefined;
  return convert(internal) as ShFile;
}

function convert(value: unknown): unknown {
  switch (typeof value) {
    case "number":
    case "boolean":
      return value;
    case "string":
      return decodeGoString(value);
    case "object":
      break;
    default:
      return undefined;
  }
  if (value === null) return null;
  if (isSlice(value)) {
    const items: unknown[] = [];
    for (let index = 0; index < value.$length; index++) items.push(convert(value.$array[value.$offset + index]));
    return items;
  }
  if (!isGoValue(value)) return null;
  const typeName = value.constructor.string;
  if (typeName === undefined || typeName === "syntax.Pos") return undefined;
  if (value === value.constructor.nil) return null;
  const node: Record<string, unknown> = {};
  if (typeName.startsWith("*syntax.")) {
    node.type = typeName.slice("*syntax.".length);
    node.pos = offsetOf(value, "Pos");
    node.end = offsetOf(value, "End");
  }
  for (const key of Object.keys(value)) {
    if (key === "$val") continue;
    const converted = convert(value[key]);
    if (converted !== undefined) node[key] = converted;
  }
  return node;
}

function offsetOf(value: GoValue, method: "Pos" | "End"): number {
  const position = (value[method] as (() => { offs: number }) | undefined)?.call(value);
  return typeof position?.offs === "number" ? position.offs : 0;
}

function isSlice(value: object): value is GoSlice {
  return "$array" in value && "$offset" in value && "$length" in value;
}

function isGoValue(value: unknown): value is GoValue {
  return typeof value === "object" && value !== null && typeof (value as GoValue).constructor?.string === "string";
}

/** Go strings are UTF-8 bytes, one per UTF-16 unit, inside the runtime. */
function decodeGoString(value: string): string {
  return /^[\x00-\x7f]*$/.test(value) ? value : Buffer.from(value, "latin1").toString("utf8");
}
