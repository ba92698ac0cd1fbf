import { analyzeCommand, type AnalyzeCommandOptions, type CommandAnalysis } from "../analyze-command.js";
import { CORPUS_CONTEXT } from "./corpus-types.js";

/** Analyses a command in the corpus context (cwd /work/app, home /home/ada). */
export function check(command: string, options: AnalyzeCommandOptions = {}): CommandAnalysis {
  return analyzeCommand(command, { cwd: CORPUS_CONTEXT.cwd, home: CORPUS_CONTEXT.home, ...options });
}

/** `decision rule` of a command, for compact assertions. */
export function verdict(command: string, options: AnalyzeCommandOptions = {}): string {
  const result = check(command, options);
  return result.rule ? `${result.decision} ${result.rule}` : result.decision;
}
