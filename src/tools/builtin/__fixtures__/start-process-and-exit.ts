// Started as its own Node process by a test: starts a background process, prints its pid, exits.
import { createWorkspace } from "../../workspace.js";
import { processTool } from "../process/index.js";
import { testToolContext } from "./tool-context.js";

const root = process.argv[2] ?? process.cwd();
const result = await processTool(createWorkspace(root)).execute({ action: "start", command: "sleep 300", wait_ms: 0 }, testToolContext());
const details = result.details as { pid?: number };
process.stdout.write(`${details.pid}\n`);
process.exit(0);
