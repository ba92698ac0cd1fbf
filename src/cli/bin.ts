#!/usr/bin/env node
import { EXIT_CODES } from "./exit-codes.js";
import { processIO } from "./io.js";
import { runLeanCommand } from "./load-lean-cli.js";

// A reader that went away (`loopgate demo | head`) is no crash: stop quietly.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => process.exit(EXIT_CODES.error));

const argv = process.argv.slice(2);
const io = processIO();
// The hook runs on every tool call of an agent CLI: it starts without the full CLI when it can.
const lean = await runLeanCommand(argv, io);
const code = lean ?? (await (await import("./program.js")).runCli(argv, io));
// Exit once the output is flushed, so a stray handle (a tool's leftover child, a timer) can
// never keep a finished command alive.
process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
