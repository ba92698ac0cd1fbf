import type { Command } from "commander";
import type { CliIO } from "../io.js";
import type { McpProxyCommandOptions } from "./run-mcp-proxy.js";

/** `loopgate mcp-proxy -- <command…>` (or `--url`, `--server`): loopgate's guards in front of one MCP server. */
export function registerMcpProxyCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("mcp-proxy")
    .summary("put loopgate's guards between an MCP client and one MCP server")
    .description(
      "Serve MCP over stdin/stdout in front of one upstream server, forwarding everything as it is except `tools/call`, " +
        "which passes through the guards and the config's interceptors: a blocked call is answered with isError and the reason " +
        "and never reaches the server; an `ask` is put to the user through elicitation when the client supports it, and denied " +
        "otherwise. Exits when the client disconnects.",
    )
    .argument("[command...]", "the upstream server's command line; put it after --")
    .option("--url <url>", "reach the upstream over Streamable HTTP instead")
    .option("--header <header>", "an HTTP header for --url, as 'Name: value' (repeatable)", (value: string, previous: string[] = []) => [...previous, value])
    .option("--server <name>", "start the upstream from the config's mcpServers.<name>")
    .option("--name <name>", "the server's name in tool names, mcp__<name>__<tool> (default: --server's, else the server's own)")
    .option(
      "--config <file>",
      "config file, applied in full and alone (default: your user config, plus the nearest loopgate.config.* upward from --cwd, " +
        "of which only stricter guard settings apply unless your user config trusts the project)",
    )
    .option("--no-config", "ignore config files: the built-in guards at their defaults")
    .option("--cwd <dir>", "working directory of the upstream command and of relative paths in arguments (default: the current directory)")
    .option("--audit <file>", "append one JSON line per decision to this file")
    .option("-v, --verbose", "say on stderr which configs were applied and which project settings were ignored, and why")
    .passThroughOptions()
    .addHelpText(
      "after",
      "\nExit codes: 0 when the client disconnected, 1 when the upstream could not be started, 2 usage or config error.\n\n" +
        "Examples:\n  loopgate mcp-proxy --name filesystem -- npx -y @modelcontextprotocol/server-filesystem .\n" +
        "  loopgate mcp-proxy --url https://mcp.example.com/mcp --header 'Authorization: Bearer $TOKEN'\n" +
        "See docs/mcp.md for Claude Desktop, Claude Code, Cursor and Codex configurations.",
    )
    .action(async (command: string[], options: McpProxyCommandOptions) => {
      // Loaded on use: the MCP SDK is not loaded by the other commands.
      const { runMcpProxy } = await import("./run-mcp-proxy.js");
      setExitCode(await runMcpProxy(command, options, io));
    });
}
