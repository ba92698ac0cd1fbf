import type { Command } from "commander";
import { exitCodeForSignal } from "../exit-codes.js";
import type { CliIO } from "../io.js";

/** `loopgate demo`: the offline tour. */
export function registerDemoCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("demo")
    .summary("watch an offline coding session hit every guard (no API key needed)")
    .description(
      "Run a real agent loop with the built-in tools in a temporary project, driven by a scripted model: a secret " +
        "file read and a destructive command are blocked, a token is redacted from a result, the loop guard catches a " +
        "repeated command, and a loop interceptor sends the model back when its tests still fail. Ends with a table " +
        "of every interceptor's decisions. Needs no key and no network; the temporary project is removed afterwards.",
    )
    .option("--json", "print { result, summary, events } as one JSON document instead")
    .option("--keep", "keep the temporary project and print where it is")
    .action(async (options: { json?: boolean; keep?: boolean }) => {
      // Ctrl-C (or SIGTERM, SIGHUP) exits through the process's exit handlers, which remove the temporary project.
      const removeInterrupt = io.onInterrupt((signal) => process.exit(exitCodeForSignal(signal)));
      try {
        const { playDemo } = await import("./play-demo.js");
        await playDemo(options, io, setExitCode);
      } finally {
        removeInterrupt();
      }
    });
}
