export { COMMAND_SAFETY_GUARD_ID, commandSafetyGuard } from "./command-safety-guard.js";
export { analyzeCommand, createCommandAnalyzer, type AnalyzeCommandOptions, type CommandAnalysis, type CommandAnalyzer } from "./analyze-command.js";
export type { CommandFinding } from "./decide.js";
export type { CommandRule, CommandSafetyOptions, CommandView } from "./options.js";
export { DEFAULT_LIMITS as COMMAND_SAFETY_DEFAULT_LIMITS, type AnalysisLimits as CommandSafetyLimits } from "./limits.js";
export { BUILTIN_RULES as COMMAND_SAFETY_RULES } from "./rules/index.js";
export { createPlantedCodeJudge } from "./planted-code-judge.js";
export type { RuleInfo as CommandSafetyRuleInfo } from "./rules/types.js";
