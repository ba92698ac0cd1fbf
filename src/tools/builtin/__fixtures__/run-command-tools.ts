// Started as its own Node process by a test, with the environment the test chooses (as loopgate is
// started with the user's): runs each command through the real exec and process tools and prints
// their outputs as JSON. Usage: run-command-tools.ts <root> <sandbox mode> <commands as JSON>.
import { createWorkspace } from "../../workspace.js";
import type { SandboxMode } from "../../sandbox/sandbox-options.js";
import { execTool } from "../exec/index.js";
import { processTool } from "../process/index.js";
import { testToolContext } from "./tool-context.js";

const [root = process.cwd(), mode = "auto", commandsJson = "[]"] = process.argv.slice(2);
const commands = JSON.parse(commandsJson) as string[];
const workspace = createWorkspace(root);
const exec = execTool(workspace, { sandbox: mode as SandboxMode });
const background = processTool(workspace, { sandbox: mode as SandboxMode });
const context = testToolContext();
const results: Array<{ command: string; tool: string; output: string; sandboxed: unknown }> = [];
for (const command of commands) {
  const ran = await exec.execute({ command }, context);
  results.push({ command, tool: "exec", output: ran.output, sandboxed: (ran.details as { sandboxed?: unknown }).sandboxed });
  const started = await background.execute({ action: "start", command, wait_ms: 5000 }, context);
  let output = started.output;
  const id = (started.details as { id?: string }).id;
  for (let attempt = 0; attempt < 20 && id !== undefined && !output.includes("exited"); attempt += 1) {
    output += (await background.execute({ action: "read", id, wait_ms: 500 }, context)).output;
  }
  results.push({ command, tool: "process", output, sandboxed: (started.details as { sandboxed?: unknown }).sandboxed });
}
context.controller.abort();
process.stdout.write(JSON.stringify(results));
process.exit(0);
