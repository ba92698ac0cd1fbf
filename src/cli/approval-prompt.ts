import type { Readable, Writable } from "node:stream";
import type { ApprovalDecision, ApprovalHandler, ApprovalPrompt } from "../tools/approval.js";
import { describeCall } from "./render/describe-call.js";
import type { Style } from "./render/style.js";
import { createLineReader, type LineReader } from "./line-reader.js";

/**
 * How `ask` decisions are answered:
 * - `prompt` (default): ask on the terminal; deny when stdin is not a terminal or `CI` is set.
 * - `stdin`: read one answer line per request from stdin, terminal or not (for wrappers and tests).
 * - `deny`: deny every request, with its reason.
 */
export type ApprovalMode = "prompt" | "stdin" | "deny";

/** The approval modes, for option parsing. */
export const APPROVAL_MODES: readonly ApprovalMode[] = ["prompt", "stdin", "deny"];

/** Options of `createApprovalPrompt`. */
export interface ApprovalPromptOptions {
  mode: ApprovalMode;
  stdin: Readable & { isTTY?: boolean };
  /** Where questions and the reasons of denials are written. */
  stderr: Writable;
  env: Record<string, string | undefined>;
  style: Style;
  /** Called before a question is shown (e.g. to stop a spinner and end a streamed line). */
  beforePrompt?: () => void;
}

/** An approval handler and the means to release the terminal afterwards. */
export interface ApprovalPromptHandle {
  handler: ApprovalHandler;
  /** Whether questions will really be asked (false: every request is denied). */
  readonly interactive: boolean;
  /** Stops reading stdin; a question still waiting is answered `deny`. */
  close(): void;
}

/**
 * Reads an answer: `a`/`y`/`yes`/`allow` allow once, `A`/`always` allow for the rest of the run,
 * anything else (including an empty line) denies.
 *
 * @example
 * parseApprovalAnswer("A") // "allow_always"
 * parseApprovalAnswer("")  // "deny"
 */
export function parseApprovalAnswer(line: string | undefined): ApprovalDecision {
  const answer = (line ?? "").trim();
  if (answer === "A" || answer.toLowerCase() === "always") return "allow_always";
  if (["a", "y", "yes", "allow"].includes(answer.toLowerCase())) return "allow";
  return "deny";
}

/**
 * The CLI's `onApproval`: shows the tool call, the guard's reason and rule, and waits for a
 * person's answer (allow once / allow always for this run / deny, default deny). When no person can
 * answer it denies at once, saying why, so a run never hangs waiting for input.
 *
 * @example
 * const approvals = createApprovalPrompt({ mode: "prompt", stdin: process.stdin, stderr: process.stderr, env: process.env, style });
 * createAgent({ model, onApproval: approvals.handler });
 */
export function createApprovalPrompt(options: ApprovalPromptOptions): ApprovalPromptHandle {
  const { stderr, style } = options;
  const interactive =
    options.mode === "stdin" || (options.mode === "prompt" && options.stdin.isTTY === true && !isCi(options.env));
  let lines: LineReader | undefined;
  let asking = false;

  const describe = (prompt: ApprovalPrompt) =>
    `${style.yellow("?")} ${style.bold(`Allow ${prompt.toolName}`)} ${describeCall(prompt.toolName, prompt.args, 200)}\n` +
    `  ${style.dim("reason:")} ${prompt.reason}${prompt.rule ? style.dim(` [${prompt.rule}]`) : ""}\n`;

  const handler: ApprovalHandler = async (prompt) => {
    options.beforePrompt?.();
    if (!interactive) {
      const why = options.mode === "deny" ? "approvals are set to deny" : "no interactive terminal to ask";
      stderr.write(`${describe(prompt)}  ${style.red("✘ denied")} ${style.dim(`(${why})`)}\n`);
      return "deny";
    }
    stderr.write(`${describe(prompt)}  ${style.bold("[a]")} allow once  ${style.bold("[A]")} allow always (this run)  ${style.bold("[d]")} deny (default) › `);
    lines ??= createLineReader(options.stdin);
    asking = true;
    const line = await lines.next();
    if (line === undefined && asking) stderr.write("\n");
    asking = false;
    return parseApprovalAnswer(line);
  };

  return {
    handler,
    interactive,
    close() {
      // A question still open is answered "deny"; its line is ended so later output starts clean.
      if (asking) stderr.write("\n");
      asking = false;
      lines?.close();
    },
  };
}

function isCi(env: Record<string, string | undefined>): boolean {
  const ci = env.CI;
  return ci !== undefined && ci !== "" && ci !== "0" && ci.toLowerCase() !== "false";
}
