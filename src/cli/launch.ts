import { EXIT_CODES } from "./exit-codes.js";
import { processIO } from "./io.js";
import { runLeanCommand } from "./load-lean-cli.js";

/**
 * The `loopgate` command: runs the command line and exits with its code once the output is flushed,
 * so a stray handle (a tool's leftover child, a timer) can never keep a finished command alive.
 * `--version`, `hook` and `check` start without the full CLI (see `runLeanCommand`), and without
 * opening a standard stream they do not use.
 *
 * @example
 * launchCli(process.argv.slice(2));
 */
export function launchCli(argv: readonly string[]): void {
  const io = processIO();
  const opened = { stdout: false, stderr: false };
  // A reader that went away (`loopgate demo | head`) is no crash: stop quietly. Each stream gets
  // the handler when it is first used.
  const output = (name: "stdout" | "stderr") => {
    const stream = process[name];
    if (!opened[name]) {
      opened[name] = true;
      stream.on("error", () => process.exit(EXIT_CODES.error));
    }
    return stream;
  };
  Object.defineProperties(io, {
    stdout: { get: () => output("stdout") },
    stderr: { get: () => output("stderr") },
  });
  const run = async (): Promise<number> => {
    const lean = await runLeanCommand(argv, io);
    if (lean !== undefined) return lean;
    output("stdout");
    output("stderr");
    return (await import("./program.js")).runCli(argv, io);
  };
  const exit = (code: number) => {
    if (!opened.stdout && !opened.stderr) process.exit(code);
    output("stdout").write("", () => output("stderr").write("", () => process.exit(code)));
  };
  run().then(exit, (error: unknown) => {
    output("stderr").write(`loopgate: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    exit(EXIT_CODES.error);
  });
}
