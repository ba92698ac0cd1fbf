/**
 * `loopgate/guards`: the built-in guards, and the analysis and rule tables behind them, for tools
 * that judge commands and paths outside a run.
 */
export { builtinGuards, type BuiltinGuardsOptions } from "./builtin-guards.js";
export * from "./command-safety/index.js";
export * from "./security-audit/index.js";
export * from "./loop-guard/index.js";
export * from "./secret-redaction/index.js";
export type { GuardDecision, GuardVerdict } from "./types.js";
