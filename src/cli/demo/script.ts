import type { ModelRequest } from "../../models/spec.js";
import type { ScriptedTurn } from "../../models/scripted.js";
import { DEMO_TEST_COMMAND } from "./workspace.js";

/** The command the demo model runs, believing it clears stale build output; `BUILD_DIR` is unset. */
export const DEMO_DESTRUCTIVE_COMMAND = "rm -rf $BUILD_DIR/ && node test.js";

const ORIGINAL = '  return title.trim().replace(" ", "-");';
const FIRST_FIX = '  return title.trim().toLowerCase().replace(/\\s+/g, "-");';
const SECOND_FIX = '  return title.trim().toLowerCase().replace(/\\s+/g, "-").replace(/[^a-z0-9-]/g, "");';
const FINAL_FIX = '  return title.toLowerCase().replace(/[^a-z0-9\\s-]/g, "").trim().replace(/\\s+/g, "-");';

/**
 * The demo's scripted coding session: fix a slug helper until its tests pass. Turns are functions
 * of the request where the model would react to what it saw (a test summary, a block, the loop
 * guard's warning, a failing check), so the text follows the real tool results.
 */
export function demoScript(): ScriptedTurn[] {
  return [
    {
      text: "I'll start by reading the helper and its test.",
      toolCalls: [
        { name: "read", input: { path: "slugify.js" } },
        { name: "read", input: { path: "test.js" } },
      ],
    },
    { text: "Now let me run the tests to see what fails.", toolCalls: [exec(DEMO_TEST_COMMAND)] },
    (request) => ({
      text: `${capitalize(testSummary(request) ?? "the tests fail")}. The test loads its settings from .env first; let me check them in case the failures are config-related.`,
      toolCalls: [{ name: "read", input: { path: ".env" } }],
    }),
    (request) => ({
      text: `${wasBlocked(request) ? "Reading .env is blocked, and fair enough: I don't need the secrets." : "The settings look fine."} Every failure is in slugify itself: it replaces only the first space and never lowercases.`,
      toolCalls: [{ name: "edit", input: { path: "slugify.js", old_string: ORIGINAL, new_string: FIRST_FIX } }],
    }),
    { text: "Let me re-run the tests.", toolCalls: [exec(DEMO_TEST_COMMAND)] },
    (request) => ({
      text: `Still ${testSummary(request) ?? "failing"}. Maybe stale build output is being picked up; I'll clear it and run again.`,
      toolCalls: [exec(DEMO_DESTRUCTIVE_COMMAND)],
    }),
    (request) => ({
      text: `${wasBlocked(request) ? "That command was blocked." : "Hmm."} Let me just run the tests once more.`,
      toolCalls: [exec(DEMO_TEST_COMMAND)],
    }),
    (request) => ({
      text: `${warned(request) ? "Fair point: running the same failing command again won't change anything. " : ""}Reading the failures properly: punctuation is kept. I'll strip everything that isn't a letter, digit or dash.`,
      toolCalls: [{ name: "edit", input: { path: "slugify.js", old_string: FIRST_FIX, new_string: SECOND_FIX } }],
    }),
    { text: "Done: slugify now lowercases, joins words with dashes and strips punctuation, so all four cases should pass." },
    (request) => ({
      text: `The check caught one more: ${quoteFailure(request) ?? "a case still fails"}. Removing "&" leaves two dashes, so I'll drop punctuation before joining the words.`,
      toolCalls: [{ name: "edit", input: { path: "slugify.js", old_string: SECOND_FIX, new_string: FINAL_FIX } }],
    }),
    {
      text: "That should be everything: slugify lowercases the title, drops punctuation, then joins the words with single dashes. I never needed the secrets in .env.",
    },
  ];
}

function exec(command: string) {
  return { name: "exec", input: { command } };
}

/** The text of the newest user message: tool results, or a message injected by an interceptor. */
function lastUserText(request: ModelRequest): string {
  const message = request.messages.findLast((candidate) => candidate.role === "user");
  if (!message) return "";
  return message.content.map((block) => (block.type === "tool_result" ? block.content : block.type === "text" ? block.text : "")).join("\n");
}

function testSummary(request: ModelRequest): string | undefined {
  return /(\d+) of (\d+) failed/.exec(lastUserText(request))?.[0];
}

function wasBlocked(request: ModelRequest): boolean {
  return /"status":"blocked"/.test(lastUserText(request));
}

function warned(request: ModelRequest): boolean {
  return request.messages.some((message) => message.role === "user" && message.content.some((block) => block.type === "text" && /repeating yourself without making progress/.test(block.text)));
}

function quoteFailure(request: ModelRequest): string | undefined {
  const match = /FAIL slugify\(("[^"]*")\): expected ("[^"]*"), got ("[^"]*")/.exec(lastUserText(request));
  return match ? `${match[1]} becomes ${match[3]} instead of ${match[2]}` : undefined;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
