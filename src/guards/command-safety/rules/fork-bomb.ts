import type { Env, FunctionInfo } from "../walk/env.js";
import type { Hit, RuleSet } from "./types.js";

/** Fork bombs, found by structure: a function that calls itself (directly or through others) in the background or in a pipeline. */
export const forkBombRules: RuleSet = {
  category: "fork-bomb",
  rules: [
    { id: "fork.recursive-function", decision: "deny", description: "A function that calls itself in the background or in a pipeline (:(){ :|:& };:)." },
    { id: "fork.interpreter-fork-loop", decision: "deny", description: "An interpreter one-liner forks in a loop (perl -e 'fork while fork')." },
    { id: "fork.background-loop", decision: "ask", description: "An endless loop starts a background process on every pass." },
  ],
  script(env: Env): Hit[] {
    const hits: Hit[] = [];
    for (const info of env.functions.values()) {
      const cycle = forkingCycle(info, env.functions);
      if (cycle) hits.push({ rule: "fork.recursive-function", decision: "deny", reason: `function ${JSON.stringify(info.name)} calls ${cycle.length > 1 ? `itself through ${cycle.slice(1).map((name) => JSON.stringify(name)).join(", ")}` : "itself"} in the background or a pipeline (a fork bomb)` });
    }
    return hits;
  },
};

/** The functions on a cycle back to `start` that forks at least once, if there is one. */
function forkingCycle(start: FunctionInfo, functions: ReadonlyMap<string, FunctionInfo>): string[] | undefined {
  const stack: { name: string; path: string[]; forked: boolean }[] = [{ name: start.name, path: [start.name], forked: false }];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const current = stack.pop() as { name: string; path: string[]; forked: boolean };
    for (const call of functions.get(current.name)?.calls ?? []) {
      const forked = current.forked || call.forks;
      if (call.name === start.name) {
        if (forked) return current.path;
        continue;
      }
      const key = `${call.name}:${forked}`;
      if (seen.has(key) || current.path.length > 16) continue;
      seen.add(key);
      stack.push({ name: call.name, path: [...current.path, call.name], forked });
    }
  }
  return undefined;
}
