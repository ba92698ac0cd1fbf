// Started as its own Node process by a test: starts an MCP server through a manager, prints the
// server's pid, then ends the way the first argument says — without ever closing the manager:
//   end     nothing is left to do, so Node exits by itself
//   exit    process.exit(0)
//   throw   an uncaught exception
import { McpServerManager } from "../server-manager.js";

const [how, script] = process.argv.slice(2);
const manager = new McpServerManager({ servers: { t: { command: process.execPath, args: [script!] } } });
await manager.listTools();
process.stdout.write(`${manager.pids().t}\n`);
if (how === "exit") process.exit(0);
if (how === "throw") throw new Error("the program failed");
