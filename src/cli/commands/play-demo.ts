import type { AgentEvent } from "../../loop/events.js";
import { DEMO_TASK, runDemo } from "../demo/run-demo.js";
import { exitCodeForStatus } from "../exit-codes.js";
import type { CliIO } from "../io.js";
import { formatSummaryTable } from "../render/decision-summary.js";
import { toJsonEvent, toJsonResult } from "../render/json-event.js";
import { createRunRenderer } from "../render/run-renderer.js";
import { createSpinner } from "../render/spinner.js";
import { statusLine } from "../render/status-line.js";
import { createStyle, useColor } from "../render/style.js";

/**
 * Plays the demo as `loopgate demo` shows it (or, with `json`, prints one JSON document) and
 * reports the exit code.
 */
export async function playDemo(options: { json?: boolean; keep?: boolean }, io: CliIO, setExitCode: (code: number) => void): Promise<void> {
  if (options.json) {
    const outcome = await runDemo({ keepWorkspace: options.keep === true });
    const events = outcome.events.filter((event) => event.type !== "model.delta").map(toJsonEvent);
    io.stdout.write(
      `${JSON.stringify({ task: DEMO_TASK, result: toJsonResult(outcome.result), summary: outcome.summary, events, ...(options.keep ? { workspace: outcome.workspace } : {}) })}\n`,
    );
    setExitCode(exitCodeForStatus(outcome.result.status));
    return;
  }
  const style = createStyle(useColor(io.stdout, io.env));
  // The whole demo is one story for a reader, so it all goes to stdout.
  const renderer = createRunRenderer({
    stdout: io.stdout,
    stderr: io.stdout,
    style,
    spinner: createSpinner(io.stdout, { enabled: false }),
    showRewrites: true,
  });
  const say = (text: string) => io.stdout.write(`${text}\n`);
  say(style.bold("loopgate demo") + style.dim(" · offline: a scripted model, real tools, real guards, in a temporary project"));
  say("");
  say(`${style.bold("Task:")} ${DEMO_TASK}`);
  say("");
  let turn = 0;
  const rewritten = new Set<string>();
  const onEvent = (event: AgentEvent) => {
    if (event.type === "turn.start") {
      turn = event.iteration;
      renderer.flush();
      say(style.dim(`── turn ${turn} ${"─".repeat(Math.max(0, 40 - String(turn).length))}`));
    }
    if (event.type === "interceptor" && event.event.action === "result_mutated" && event.event.toolCallId) rewritten.add(event.event.toolCallId);
    renderer.render(event);
    // Show what the model got instead of the secret: the moment the rewrite is about.
    if (event.type === "tool.end" && rewritten.delete(event.call.id)) {
      const line = event.result.output.split("\n").find((candidate) => candidate.includes("[[secret:"));
      if (line) say(style.dim(`      the model sees: ${line.trim()}`));
    }
  };
  const outcome = await runDemo({ onEvent, keepWorkspace: options.keep === true });
  renderer.flush();
  say("");
  say(statusLine(outcome.result, style));
  say("");
  say(style.bold("Interceptor decisions"));
  say(formatSummaryTable(outcome.summary, style));
  say(style.dim(toolTally(outcome.events)));
  say("");
  say(
    options.keep
      ? `The project is kept in ${outcome.workspace}`
      : style.dim("The temporary project was removed. Run it yourself: loopgate run \"<task>\" --model anthropic:<model> (see docs/cli.md)."),
  );
  setExitCode(exitCodeForStatus(outcome.result.status));
}

/** `11 tool calls: 8 ran, 3 blocked`. */
function toolTally(events: readonly AgentEvent[]): string {
  let calls = 0;
  let blocked = 0;
  for (const event of events) {
    if (event.type === "tool.end") calls++;
    else if (event.type === "tool.blocked") blocked++;
  }
  return `${calls} tool calls: ${calls - blocked} ran, ${blocked} blocked`;
}
