import type { Command } from "commander";
import { stringify } from "yaml";
import { buildRegistry } from "../../config/build-registry.js";
import { guardOptions } from "../../config/guard-options.js";
import { EXIT_CODES } from "../exit-codes.js";
import type { CliIO } from "../io.js";
import { createStyle, useColor } from "../render/style.js";
import { loadCommandConfig, resolveWorkspaceDir } from "../workspace-options.js";

/** `loopgate config`: validates the config in effect and shows it. */
export function registerConfigCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("config")
    .summary("validate and show the config in effect")
    .description(
      "Find the config (loopgate.config.json, .yaml or .yml, from --cwd upward), validate it, load its interceptor " +
        "modules, and print where it came from and what it says. Exits 2 with every problem when it is invalid.",
    )
    .option("--config <file>", "config file to check instead of searching")
    .option("--cwd <dir>", "directory to search from (default: the current directory)")
    .option("--json", "print { file, config } as JSON")
    .action(async (options: { config?: string; cwd?: string; json?: boolean }) => {
      const cwd = resolveWorkspaceDir(options.cwd, io.cwd, EXIT_CODES.usage);
      const loaded = loadCommandConfig(options.config, cwd, io.cwd);
      const { registry, loopInterceptors } = await buildRegistry(loaded, { cwd });
      if (options.json) {
        io.stdout.write(`${JSON.stringify({ file: loaded.file ?? null, config: loaded.config })}\n`);
        setExitCode(EXIT_CODES.ok);
        return;
      }
      const style = createStyle(useColor(io.stdout, io.env));
      const on = (value: unknown) => (value ? style.green("on") : style.dim("off"));
      const lines = [
        `${style.bold("config")}   ${loaded.file ?? style.dim("none found: the defaults")}`,
        `${style.bold("model")}    ${loaded.config.model ?? style.dim("not set (use --model or LOOPGATE_MODEL)")}`,
        `${style.bold("tools")}    profile ${loaded.config.tools?.profile ?? "coding"}`,
        `${style.bold("guards")}   command safety ${on(guardOptions(loaded.config.guards, "commandSafety"))}, security audit ${on(
          guardOptions(loaded.config.guards, "securityAudit"),
        )}, loop guard ${on(guardOptions(loaded.config.guards, "loopGuard"))}`,
        `${style.bold("interceptors")} ${registry.list().map((entry) => `${entry.id} (${entry.name})`).join(", ") || style.dim("none")}`,
        ...(loopInterceptors.length > 0 ? [`${style.bold("loop interceptors")} ${loopInterceptors.map((entry) => entry.name).join(", ")}`] : []),
      ];
      io.stdout.write(`${lines.join("\n")}\n`);
      if (loaded.file) io.stdout.write(`\n${stringify(loaded.config)}`);
      setExitCode(EXIT_CODES.ok);
    });
}
