import { ConfigurationError } from "../../errors/index.js";

/** A thinking or reasoning level, once `on` became `medium` and `off` became none. */
export type ThinkingLevel = "minimal" | "low" | "medium" | "high" | "xhigh" | "max";

const LEVELS = new Set<string>(["minimal", "low", "medium", "high", "xhigh", "max"]);

/**
 * Reads a `thinkLevel` / `reasoningLevel` parameter: undefined for none (`off`, `none`, unset),
 * `medium` for `on`, the level itself otherwise. `name` is the parameter named in the error an
 * unknown level raises.
 *
 * @example
 * parseThinkingLevel("on", "reasoningLevel"); // "medium"
 * parseThinkingLevel("off", "thinkLevel");    // undefined
 */
export function parseThinkingLevel(raw: unknown, name: string): ThinkingLevel | undefined {
  if (raw === undefined || raw === null) return undefined;
  const level = String(raw).trim().toLowerCase();
  if (level === "off" || level === "none" || level === "") return undefined;
  if (level === "on") return "medium";
  if (LEVELS.has(level)) return level as ThinkingLevel;
  throw new ConfigurationError({ message: `Unknown ${name} "${String(raw)}": use off, minimal, low, medium, high or on` });
}
