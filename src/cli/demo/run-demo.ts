import { createInterceptorRegistry } from "../../interceptors/registry.js";
import { commandSafetyGuard } from "../../guards/command-safety/index.js";
import { loopGuard } from "../../guards/loop-guard/index.js";
import { secretRedaction } from "../../guards/secret-redaction/secret-redaction.js";
import { securityAudit } from "../../guards/security-audit/index.js";
import { createAgent } from "../../loop/agent.js";
import type { AgentEvent } from "../../loop/events.js";
import { ErrorDetectionInterceptor } from "../../loop/interceptors/error-detection.js";
import type { RunResult } from "../../loop/run-result.js";
import { scriptedModel } from "../../models/scripted.js";
import { builtinTools } from "../../tools/builtin-tools.js";
import { summarizeDecisions, type DecisionSummaryRow } from "../render/decision-summary.js";
import { demoSandbox } from "./demo-interceptors.js";
import { demoScript } from "./script.js";
import { createDemoWorkspace, DEMO_CHECK_COMMAND, DEMO_TEST_COMMAND } from "./workspace.js";

/** The task the demo gives its agent. */
export const DEMO_TASK = "The slugify tests fail. Fix slugify.js so that `node test.js` passes.";

/** What a demo run produced. */
export interface DemoOutcome {
  result: RunResult;
  events: readonly AgentEvent[];
  summary: DecisionSummaryRow[];
  /** The temporary workspace (already removed unless `keepWorkspace`). */
  workspace: string;
}

/**
 * Plays loopgate's demo: a real agent loop, offline, in a temporary copy of a small project, with
 * the built-in tools (profile `coding`), the command safety guard, the security audit and the loop
 * guard, the secret redaction (the token a test prints reaches the model as a placeholder), and an error-detection loop interceptor that
 * runs the tests when the model says it is done. A scripted model plays the coding session.
 *
 * @example
 * const { result, summary } = await runDemo({ onEvent: (event) => console.log(event.type) });
 */
export async function runDemo(options: { onEvent?: (event: AgentEvent) => void; keepWorkspace?: boolean } = {}): Promise<DemoOutcome> {
  const workspace = createDemoWorkspace();
  // Also when the process exits mid-demo (its output closed, Ctrl-C): never leave the project behind.
  const removeOnExit = () => workspace.remove();
  if (!options.keepWorkspace) process.once("exit", removeOnExit);
  try {
    const registry = createInterceptorRegistry();
    registry.add([commandSafetyGuard(), securityAudit(), ...loopGuard(), ...secretRedaction(), demoSandbox([DEMO_TEST_COMMAND])]);
    const agent = createAgent({
      id: "demo",
      model: scriptedModel(demoScript(), { modelId: "demo-session" }),
      tools: builtinTools({ root: workspace.dir, profile: "coding" }),
      registry,
      loopInterceptors: [new ErrorDetectionInterceptor({ command: DEMO_CHECK_COMMAND, cwd: workspace.dir, timeoutMs: 20_000 })],
      cwd: workspace.dir,
      maxIterations: 20,
      toolConcurrency: 2,
      ...(options.onEvent ? { onEvent: options.onEvent } : {}),
    });
    const run = agent.run(DEMO_TASK);
    const result = await run;
    return { result, events: run.events, summary: summarizeDecisions(run.events), workspace: workspace.dir };
  } finally {
    process.off("exit", removeOnExit);
    if (!options.keepWorkspace) workspace.remove();
  }
}
