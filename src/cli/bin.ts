#!/usr/bin/env node
import { EXIT_CODES } from "./exit-codes.js";
import { processIO } from "./io.js";
import { runCli } from "./program.js";

// A reader that went away (`loopgate demo | head`) is no crash: stop quietly.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => process.exit(EXIT_CODES.error));

const code = await runCli(process.argv.slice(2), processIO());
// Exit once the output is flushed, so a stray handle (a tool's leftover child, a timer) can
// never keep a finished command alive.
process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
