import { SHELLS } from "../commands/command-classes.js";
import { interpreterFamily } from "../commands/command-name.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/** Commands whose unknown arguments cannot do harm: they print, test or compute. */
const HARMLESS = new Set(["echo", "printf", "test", "[", "true", "false", ":", "pwd", "date", "sleep", "expr", "seq", "basename", "dirname", "let", "return", "exit", "shift", "local", "export", "declare", "readonly", "typeset", "wait", "cd", "read"]);

/** Strict mode: ask whenever a command or argument is only known at run time. */
export const strictRules: RuleSet = {
  category: "strict",
  rules: [
    { id: "strict.dynamic-command", decision: "ask", description: "Strict mode: the command name is only known at run time ($CMD args)." },
    { id: "strict.dynamic-argument", decision: "ask", description: "Strict mode: an argument is only known at run time." },
    { id: "strict.dynamic-delete", decision: "ask", description: "Strict mode: rm of a path only known at run time." },
    { id: "strict.script-file", decision: "ask", description: "Strict mode: a shell or `source` runs a script file the guard cannot see." },
  ],
  invocation(invocation, context) {
    if (!context.strict) return [];
    const command = invocation.argv[0];
    if (command && command.value === undefined) {
      return [{ rule: "strict.dynamic-command", decision: "ask", reason: `the command ${command.text} is only known when it runs${via(invocation)}` }];
    }
    // Code arguments of shells, eval and interpreters are judged where they run (strict.dynamic-code).
    if (HARMLESS.has(invocation.name) || SHELLS.has(invocation.name) || interpreterFamily(invocation.name) || invocation.name === "eval" || invocation.name === "source" || invocation.name === ".") return [];
    const unknown = invocation.argv.slice(1).find((field) => field.value === undefined && !field.dynamic?.numeric && !field.process);
    if (unknown) return [{ rule: "strict.dynamic-argument", decision: "ask", reason: `${shown(invocation)} gets ${unknown.text}, which is only known when it runs${via(invocation)}` }];
    return [];
  },
};
