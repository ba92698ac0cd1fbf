import { existsSync } from "node:fs";
import { EXIT_CODES } from "./exit-codes.js";
import type { CliIO } from "./io.js";
import type * as LeanCli from "./lean-cli.js";
import { cliVersion } from "./version.js";

const LEAN_COMMANDS: ReadonlySet<string> = new Set(["hook", "check"]);

/**
 * The lean CLI: the build's single-file bundle of it (`dist/cli/hook-entry.mjs`, which loads much
 * faster than its many modules) when there is one, else its modules as they are.
 */
export async function loadLeanCli(): Promise<typeof LeanCli> {
  const bundle = new URL("./hook-entry.mjs", import.meta.url);
  if (existsSync(bundle)) return (await import(bundle.href)) as typeof LeanCli;
  return import("./lean-cli.js");
}

/**
 * Runs `--version`, `hook` and `check` without loading the full CLI (see `runLeanCli`); resolves
 * with `undefined` for every other command line, which the full CLI then runs.
 */
export async function runLeanCommand(argv: readonly string[], io: CliIO): Promise<number | undefined> {
  if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
    io.stdout.write(`${cliVersion()}\n`);
    return EXIT_CODES.ok;
  }
  if (!LEAN_COMMANDS.has(argv[0] ?? "")) return undefined;
  return (await loadLeanCli()).runLeanCli(argv, io);
}
