import { afterEach, beforeAll, beforeEach } from "vitest";
import type { RecordedRequest, ScriptedServer } from "./http-server.js";
import { installAgentCli, type AGENT_CLI_PACKAGES } from "./install-agent-cli.js";
import { textIn, type Script } from "./script.js";
import { createWorkspace, type RunResult, type Workspace } from "./workspace.js";

/** One scenario of a suite: the files before the run, the model's script, the prompt and an optional stop check. */
export interface AgentCliScenario {
  script: (ws: Workspace) => Script;
  prompt: string;
  prepare?: (ws: Workspace) => void;
  stopCheck?: string;
}

/** What a suite drives: which CLI, how it is named in the skip warning, how its model is served and how it is run. */
export interface AgentCliSuiteOptions<S extends AgentCliScenario> {
  agent: keyof typeof AGENT_CLI_PACKAGES;
  /** The name in `Skipping the <title> suite: <reason>`. */
  title: string;
  /** Starts the scripted model server speaking this CLI's wire format. */
  startServer: (script: Script) => Promise<ScriptedServer>;
  /** The last message of a request's body in this wire format: the tool result or hook reason the model sees. */
  lastMessage: (body: unknown) => unknown;
  /** Writes the CLI's settings into the prepared workspace and runs it on the scenario's prompt. */
  launch: (scenario: S, context: AgentCliLaunch) => Promise<RunResult>;
}

/** What a launch gets: the installed binary, this test's workspace (prepared) and its running model server. */
export interface AgentCliLaunch {
  bin: string;
  workspace: Workspace;
  server: ScriptedServer;
}

/** A finished run: how the CLI ended, its workspace, and what the model was asked. */
export interface AgentCliRun extends RunResult {
  workspace: Workspace;
  /** The requests that offered tools: the agent's own turns, not side requests (titles, routing). */
  mainRequests: RecordedRequest[];
  /** The text of each main request's last message. */
  lastMessages: string[];
  /** Every request body, as one JSON text (to check that a secret never reached the model). */
  allRequests: string;
}

/**
 * Registers a suite's lifecycle and returns its run function. The CLI is installed once (`beforeAll`;
 * when the npm registry cannot be reached, a warning and every test skipped with the reason). Each run
 * creates the test's workspace, runs `scenario.prepare`, starts the model server with the script, then
 * `launch`; the server is closed and the workspace removed after the test (`afterEach`). Call it at
 * the top of a suite file.
 */
export function useAgentCli<S extends AgentCliScenario>(options: AgentCliSuiteOptions<S>): (scenario: S) => Promise<AgentCliRun> {
  let bin: string | undefined;
  let skipReason: string | undefined;
  let workspace: Workspace | undefined;
  let server: ScriptedServer | undefined;

  beforeAll(async () => {
    const installed = await installAgentCli(options.agent);
    if (installed.skip !== undefined) {
      skipReason = installed.skip;
      console.warn(`Skipping the ${options.title} suite: ${skipReason}`);
    } else bin = installed.bin;
  }, 600_000);

  beforeEach((context) => {
    if (skipReason !== undefined) context.skip(skipReason);
  });

  afterEach(async () => {
    await server?.close();
    workspace?.remove();
    server = undefined;
    workspace = undefined;
  });

  return async function runAgentCli(scenario) {
    if (bin === undefined) throw new Error(`the ${options.title} binary is not installed`);
    const ws = createWorkspace(options.agent);
    workspace = ws;
    scenario.prepare?.(ws);
    const started = await options.startServer(scenario.script(ws));
    server = started;
    const result = await options.launch(scenario, { bin, workspace: ws, server: started });
    const mainRequests = started.requests.filter((request) => Array.isArray((request.body as { tools?: unknown[] })?.tools));
    const lastMessages = mainRequests.map((request) => textIn(options.lastMessage(request.body)));
    return { ...result, workspace: ws, mainRequests, lastMessages, allRequests: JSON.stringify(started.requests.map((request) => request.body)) };
  };
}
