import type { Writable } from "node:stream";
import { formatInterceptorEvent } from "../../interceptors/format.js";
import type { InterceptorEvent } from "../../interceptors/events.js";
import type { AgentEvent } from "../../loop/events.js";
import { describeCall, firstLine, summarizeResult } from "./describe-call.js";
import type { Spinner } from "./spinner.js";
import type { Style } from "./style.js";

/** Where and how a run is shown. */
export interface RunRendererOptions {
  /** Receives the model's text, streamed. */
  stdout: Writable & { isTTY?: boolean };
  /** Receives tool activity, decisions and notes. */
  stderr: Writable & { isTTY?: boolean };
  style: Style;
  spinner: Spinner;
  /** Also show interceptors rewriting arguments and results (hidden by default: they are frequent). */
  showRewrites?: boolean;
  /** Indent of activity lines (default two spaces). */
  indent?: string;
}

/** Shows a run live: text on stdout, activity on stderr. */
export interface RunRenderer {
  render(event: AgentEvent): void;
  /** Writes one activity line on stderr, keeping the streamed text readable. */
  note(line: string): void;
  /** Ends the streamed text with a newline, if needed, and stops the spinner. */
  flush(): void;
}

/**
 * Renders agent events for a person watching: the model's text is streamed to stdout as it
 * arrives; tool calls, their results and every interceptor decision go to stderr as one line each,
 * so `loopgate run … > answer.txt` captures the answer alone. A spinner shows while the model works.
 *
 * @example
 * const renderer = createRunRenderer({ stdout: process.stdout, stderr: process.stderr, style, spinner });
 * for await (const event of agent.run(task)) renderer.render(event);
 */
export function createRunRenderer(options: RunRendererOptions): RunRenderer {
  const { stdout, stderr, style, spinner } = options;
  const indent = options.indent ?? "  ";
  let midLine = false;
  let streamedThisTurn = false;
  let sawTask = false;
  let parallel = false;
  let ended = false;
  const started = new Set<string>();
  const blocked = new Set<string>();

  const endText = () => {
    if (!midLine) return;
    stdout.write("\n");
    midLine = false;
  };
  const text = (chunk: string) => {
    if (chunk === "") return;
    spinner.stop();
    stdout.write(chunk);
    midLine = !chunk.endsWith("\n");
  };
  const note = (line: string) => {
    spinner.stop();
    // Both streams usually share a terminal: finish the text line first so notes never split it.
    if (midLine && (stdout.isTTY || (stdout as Writable) === stderr)) endText();
    stderr.write(`${line}\n`);
  };

  const interceptorLine = (event: InterceptorEvent): string | null => {
    const formatted = formatInterceptorEvent(event);
    switch (event.action) {
      case "blocked":
      case "stopped":
        return formatted && style.red(formatted);
      case "ask":
      case "error":
        return formatted && style.yellow(formatted);
      case "injected":
      case "synthetic_response":
        return formatted && style.magenta(formatted);
      case "result_mutated":
        return options.showRewrites ? style.magenta(`✎ ${event.interceptorId} · rewrote the ${event.toolName ?? "tool"} result`) : null;
      case "args_mutated":
        return options.showRewrites ? style.magenta(`✎ ${event.interceptorId} · rewrote the ${event.toolName ?? "tool"} arguments`) : null;
      case "request_rewritten":
      case "response_rewritten":
        return options.showRewrites ? style.dim(`✎ ${event.interceptorId} · ${event.action.replace("_", " ")}`) : null;
      default:
        return formatted && style.dim(formatted);
    }
  };

  return {
    note,
    flush() {
      spinner.stop();
      endText();
    },
    render(event) {
      // Stragglers (a question answered as the run was torn down) would print after the status line.
      if (ended) return;
      switch (event.type) {
        case "run.start":
          sawTask = false;
          return;
        case "message": {
          // The first user message is the task; later text-only ones were injected by interceptors.
          if (event.message.role !== "user") return;
          const injected = event.message.content.flatMap((block) => (block.type === "text" ? [block.text] : []));
          if (!sawTask) {
            sawTask = true;
            return;
          }
          if (injected.length > 0) note(`${indent}${style.dim(`↳ ${JSON.stringify(firstLine(injected.join(" "), 160))}`)}`);
          return;
        }
        case "model.request":
          streamedThisTurn = false;
          spinner.start(event.iteration === 1 ? "thinking…" : `thinking… (turn ${event.iteration})`);
          return;
        case "model.delta":
          if (event.delta.type === "text_delta") {
            streamedThisTurn = true;
            text(event.delta.text);
          }
          return;
        case "model.response": {
          spinner.stop();
          parallel = event.response.content.filter((block) => block.type === "tool_use").length > 1;
          if (!streamedThisTurn) {
            const reply = event.response.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
            text(reply);
          }
          endText();
          streamedThisTurn = false;
          return;
        }
        case "interceptor": {
          if (event.event.action === "blocked" && event.event.toolCallId) blocked.add(event.event.toolCallId);
          const line = interceptorLine(event.event);
          if (line) note(`${indent}${line}`);
          return;
        }
        case "tool.start":
          started.add(event.call.id);
          note(`${indent}${style.cyan("▸")} ${style.bold(event.toolName)} ${describeCall(event.toolName, event.args)}`);
          return;
        case "tool.blocked":
          blocked.add(event.call.id);
          return;
        case "tool.approval": {
          const answer =
            event.answer === "allow"
              ? style.green("✔ approved once")
              : event.answer === "allow_always"
                ? style.green("✔ approved for the rest of this run")
                : style.red("✘ denied");
          note(`${indent}${answer} · ${event.toolName} — ${JSON.stringify(event.reason)}`);
          return;
        }
        case "tool.end": {
          const id = event.call.id;
          if (blocked.delete(id)) return;
          // With calls running side by side, say which one finished.
          const which = parallel ? `${describeCall(event.toolName, event.call.input, 40)} · ` : "";
          if (!started.delete(id)) {
            note(`${indent}${style.cyan("▸")} ${style.bold(event.toolName)} ${describeCall(event.toolName, event.call.input)}`);
          }
          const seconds = `${which}${(event.durationMs / 1000).toFixed(1)}s`;
          note(
            event.result.isError
              ? `${indent}  ${style.red("✗")} ${style.dim(seconds)} ${style.red(summarizeResult(event.toolName, event.result.output))}`
              : `${indent}  ${style.green("✓")} ${style.dim(seconds)} ${style.dim(summarizeResult(event.toolName, event.result.output))}`,
          );
          return;
        }
        case "loop.decision":
          if (event.decision === "CONTINUE" && event.interceptor !== "tool-execution") {
            note(`${indent}${style.magenta(`↻ ${event.interceptor} · continue${event.reasoning ? ` — ${event.reasoning}` : ""}`)}`);
          }
          return;
        case "compaction":
          note(
            `${indent}${
              event.status === "failed"
                ? style.yellow(`⚠ compaction failed, transcript unchanged: ${event.error?.message ?? "unknown error"}`)
                : style.dim(`⇣ compacted the transcript (${event.status}): ${event.tokensBefore.toLocaleString("en-US")} → ${event.tokensAfter.toLocaleString("en-US")} tokens`)
            }`,
          );
          return;
        case "budget.exceeded":
          note(`${indent}${style.yellow(`$ ${event.message}`)}`);
          return;
        case "error":
          // The run's own failure is shown by the final status line.
          if (event.step === "run") return;
          note(`${indent}${style.red(`✗ ${event.step}: ${event.error.message}`)}`);
          return;
        case "run.end":
          ended = true;
          spinner.stop();
          endText();
          return;
        default:
          return;
      }
    },
  };
}
